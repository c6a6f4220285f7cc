//! Grading the corpus on `--jobs` worker threads: each takes the next puzzle, runs the solver on it in a
//! fresh scratch directory, grades the run and records the result. Results come back in corpus order;
//! puzzles not finished when grading is interrupted are left out.

use std::ffi::OsString;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::commands::TRACE_VARIABLE;
use crate::config::{Config, SolverCommand};
use crate::corpus::Puzzle;
use crate::grade::{self, GradeOptions, Outcome, Verdict};
use crate::report::{PuzzleResult, RunFigures};
use crate::run::{self, Invocation, LimitHit, Scratch};

/// Variables passed through from the grader's environment when set.
const PASSED_THROUGH: [&str; 6] = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "JAVA_HOME", "TZ"];

/// The solver's whole environment: an allow-list, a private home and temporary directory, the trace
/// file, and `--env` extras.
pub fn environment(config: &Config, scratch: &Path, trace: Option<&Path>) -> Vec<(OsString, OsString)> {
    let mut env: Vec<(OsString, OsString)> =
        PASSED_THROUGH.iter().filter_map(|&name| Some((name.into(), std::env::var_os(name)?))).collect();
    env.push(("HOME".into(), scratch.into()));
    env.push(("TMPDIR".into(), scratch.into()));
    if let Some(trace) = trace {
        env.push((TRACE_VARIABLE.into(), trace.into()));
    }
    env.extend(config.env.iter().map(|(k, v)| (k.into(), v.into())));
    env
}

/// Runs and grades every puzzle; returns the finished results in corpus order.
pub fn grade_all(
    config: &Config,
    solver: &SolverCommand,
    puzzles: &[Puzzle],
    interrupted: &AtomicBool,
) -> Vec<PuzzleResult> {
    let progress = progress_bar(puzzles.len());
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(puzzles.len()));
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.min(puzzles.len()).max(1) {
            scope.spawn(|| {
                while !interrupted.load(Ordering::Acquire) {
                    let Some(puzzle) = puzzles.get(next.fetch_add(1, Ordering::Relaxed)) else { break };
                    progress.set_message(puzzle.name.clone());
                    if let Some(result) = grade_one(config, solver, puzzle, interrupted) {
                        results.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(result);
                    }
                    progress.inc(1);
                }
            });
        }
    });
    progress.finish_and_clear();
    let mut results = results.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    let order = |name: &str| puzzles.iter().position(|p| p.name == name);
    results.sort_by_key(|r| order(&r.puzzle));
    results
}

/// A progress bar on standard error when it is a terminal.
fn progress_bar(len: usize) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::stderr());
    if !std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    if let Ok(style) = ProgressStyle::with_template("{bar:30} {pos}/{len} {elapsed} {wide_msg}") {
        bar.set_style(style);
    }
    bar
}

/// One puzzle, start to finish; `None` when grading was interrupted during its run.
fn grade_one(
    config: &Config,
    solver: &SolverCommand,
    puzzle: &Puzzle,
    interrupted: &AtomicBool,
) -> Option<PuzzleResult> {
    let result = |outcome: Outcome, run: Option<RunFigures>| PuzzleResult {
        puzzle: puzzle.name.clone(),
        size: puzzle.board.dimension(),
        expected: puzzle.expected.moves,
        expected_source: puzzle.expected.source,
        outcome,
        run,
    };
    let crash =
        |why: String| Outcome { verdict: Verdict::Crash(why), notes: Vec::new(), printed_moves: None, trace: None };
    let scratch = match Scratch::new(config.scratch.as_deref()) {
        Ok(scratch) => scratch,
        Err(e) => return Some(result(crash(format!("the grader could not create a scratch directory: {e}")), None)),
    };
    let trace: Option<PathBuf> = config.trace.wants(puzzle.board.dimension()).then(|| scratch.path().join("trace.txt"));
    let invocation = Invocation {
        program: solver.program().to_path_buf(),
        args: solver.args_for(Some(&puzzle.path)),
        env: environment(config, scratch.path(), trace.as_deref()),
        dir: scratch.path().to_path_buf(),
        trace,
    };
    let record = run::execute(&invocation, &config.limits, interrupted);
    if let Err(e) = scratch.remove() {
        eprintln!("slider: warning: cannot remove a scratch directory: {e}");
    }
    let record = match record {
        Ok(record) => record,
        Err(e) => return Some(result(crash(format!("could not start the solver: {e}")), None)),
    };
    if record.limit == Some(LimitHit::Interrupted) {
        return None;
    }
    let options = GradeOptions { strict: config.strict, heuristic: config.heuristic };
    let outcome = grade::grade(puzzle, &record, &config.limits, options);
    let figures = RunFigures {
        cpu: record.cpu,
        wall: record.wall,
        max_rss_bytes: record.max_rss_bytes,
        exit: record.exit,
        stdout_bytes: record.stdout.total,
        stderr_bytes: record.stderr.total,
        started: record.started,
    };
    Some(result(outcome, Some(figures)))
}
