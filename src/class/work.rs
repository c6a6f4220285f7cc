//! [`work`]: a submission's work on the worker pool: its puzzle runs and, for a Java submission in a
//! class that runs it, its assessment JVM, side by side within `--jobs`. The assessment is the
//! pool's first item, since it is the longest; with one job everything still runs one at a time.
//!
//! Running them together is fair: the assessment holds each test to the CPU time of its own thread,
//! and a puzzle run stopped at its CPU limit is rerun, so neither is failed by the other's load.

use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::Instant;

use anyhow::Result;

use crate::assess::Assessment;
use crate::class::assessment::ClassAssessment;
use crate::class::session::ClassRun;
use crate::config::SolverCommand;
use crate::grade::{PuzzleResult, Verdict, grade_puzzle};
use crate::pool;

/// A puzzle run's result, its time limit in milliseconds, and whether it was rerun.
pub type RunResult = (PuzzleResult, u64, bool);

/// What the runs are made with: the folder the built solver runs in and its command.
pub struct Runnable<'a> {
    /// Where the solver runs.
    pub dir: &'a Path,
    /// The solver.
    pub solver: &'a SolverCommand,
}

/// What the pool did for a submission.
pub struct Done {
    /// Every run of the plan, in order (none when the build failed).
    pub runs: Vec<RunResult>,
    /// The assessment, when it ran.
    pub assessment: Option<Assessment>,
}

/// One item of the pool, holding what it needs.
enum Task<'a> {
    Assess(&'a ClassAssessment),
    Run(&'a Runnable<'a>, usize),
}

enum Finished {
    Assessed(Result<Assessment>),
    // Boxed: a result is larger than an assessment's handle, and there are many.
    Ran(Box<RunResult>),
}

/// Runs `runnable`'s puzzles (if it built) and the assessment of the files in `files` (if `assess`)
/// on the pool; `None` when interrupted before everything finished.
///
/// # Errors
/// Only what the assessment cannot recover from (the reference's counts failed).
pub fn work(run: &ClassRun<'_>, runnable: Option<&Runnable<'_>>, files: &Path, assess: bool) -> Result<Option<Done>> {
    let mut tasks: Vec<Task<'_>> = run.assessment.filter(|_| assess).map(Task::Assess).into_iter().collect();
    if let Some(runnable) = runnable {
        tasks.extend((0..run.plan.runs.len()).map(|index| Task::Run(runnable, index)));
    }
    let finished = pool::run_all(&tasks, run.config.jobs, run.interrupted, |task| match task {
        Task::Assess(assessment) => Some(Finished::Assessed(assessment.assess(run.config, files, run.interrupted))),
        Task::Run(runnable, index) => puzzle_run(run, runnable, *index).map(|r| Finished::Ran(Box::new(r))),
    });
    if run.interrupted.load(Ordering::Acquire) || finished.len() < tasks.len() {
        return Ok(None);
    }
    let mut done = Done { runs: Vec::new(), assessment: None };
    for (_, finished) in finished {
        match finished {
            Finished::Assessed(assessed) => done.assessment = Some(assessed?),
            Finished::Ran(result) => done.runs.push(*result),
        }
    }
    Ok(Some(done))
}

/// Run `index` of the plan, rerun once when stopped at the CPU limit; `None` when interrupted.
fn puzzle_run(run: &ClassRun<'_>, runnable: &Runnable<'_>, index: usize) -> Option<RunResult> {
    let (puzzle, time) = &run.plan.runs[index];
    let started = Instant::now();
    run.progress.run_started(index);
    let settings = run.config.run_at(time.mul_f64(run.factor));
    let first = grade_puzzle(&settings, runnable.solver, runnable.dir, puzzle, run.interrupted)?;
    // A run stopped at the CPU limit gets a second chance: a busy machine may have cost it the time.
    let at_limit = matches!(first.outcome.verdict, Verdict::TimeLimit { wall: false, .. });
    let (result, rerun) = if at_limit {
        (grade_puzzle(&settings, runnable.solver, runnable.dir, puzzle, run.interrupted)?, true)
    } else {
        (first, false)
    };
    run.progress.run_done(index, started.elapsed());
    Some((result, u64::try_from(time.as_millis()).unwrap_or(u64::MAX), rerun))
}
