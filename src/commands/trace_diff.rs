//! `slider trace-diff`: the student's queue operations on one small puzzle, from a trace file, a
//! contained solver run with SLIDER_TRACE, or a Java Solver on the counting MinPQ, compared with the
//! reference's A* and rendered.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result, anyhow, bail};
use npuzzle::{Board, SolverOptions, TraceError};

use crate::assess::behaviour::{Finding, diagnoses};
use crate::assess::queue_trace;
use crate::assess::timing::reference_counts;
use crate::config::{TraceDiffConfig, TraceSource};
use crate::grade::{denied_read, environment, line_violation};
use crate::protocol::trace::{Line, parse_line};
use crate::report::{to_stdout, trace_diff::render};
use crate::run::{self, Invocation, Scratch};
use crate::trace_diff::{compare, java};
use crate::{exit_code, interrupt};

/// Runs `slider trace-diff`.
///
/// # Errors
/// A board too large or unsolvable, a trace that is not one, a solver that cannot be run.
pub fn run(config: &TraceDiffConfig) -> Result<i32> {
    let name = config.puzzle.display().to_string();
    let board = Board::from_file(&config.puzzle)?;
    if board.dimension() > 3 {
        bail!(
            "{name}: trace-diff compares searches on boards up to 3x3 (this one is {0}x{0}); try puzzles/puzzle04.txt",
            board.dimension()
        );
    }
    if !board.is_solvable() {
        bail!("{name}: the board is unsolvable; trace-diff follows the search of a solvable board");
    }
    let interrupted = interrupt::install()?;
    let (lines, notes, counted) = student_lines(config, &board, &interrupted)?;
    let diff = compare(&board, lines, &SolverOptions::default(), &counted).map_err(|e| match e {
        TraceError::TooLarge { .. } => {
            anyhow!(
                "{name}: the reference's search is too large to show ({e}); pick a puzzle of about 20 moves or fewer"
            )
        }
        other => anyhow!("{name}: {other}"),
    })?;
    let mut text = render(&name, &diff);
    for note in notes {
        text.push_str(&format!("Note: {note}\n"));
    }
    to_stdout(&text)?;
    Ok(if diff.divergence.is_some() { exit_code::FAILURES } else { exit_code::SUCCESS })
}

/// The student's operations, notes on how they were read, and what their counts show (a Java
/// Solver's, which the counting MinPQ and the reference Board record).
fn student_lines(
    config: &TraceDiffConfig,
    board: &Board,
    interrupted: &AtomicBool,
) -> Result<(Vec<Line>, Vec<String>, Vec<Finding>)> {
    let n = board.dimension();
    match &config.source {
        TraceSource::File(file) => {
            let text = std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
            Ok((parse(&text, n, &file.display().to_string())?, Vec::new(), Vec::new()))
        }
        TraceSource::Solver { command, dir } => {
            let text = traced_run(config, command, dir, interrupted)?;
            Ok((parse(&text, n, "the solver's SLIDER_TRACE")?, Vec::new(), Vec::new()))
        }
        TraceSource::Java(dir) => {
            let trace = queue_trace(&config.run, dir, &config.puzzle, config.time, interrupted)?;
            let (lines, mut notes) = java::lines(&trace, board);
            let counted = match &trace.ending {
                Err(why) => {
                    notes.push(format!("your Solver did not finish: {why}"));
                    Vec::new()
                }
                Ok(_) => diagnoses(&trace.counts, &reference_counts(board)?),
            };
            Ok((lines, notes, counted))
        }
    }
}

/// The lines of a SLIDER_TRACE text; `source` names it in errors.
fn parse(text: &str, n: usize, source: &str) -> Result<Vec<Line>> {
    let lines: Vec<Line> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| parse_line(l, n).map_err(|e| anyhow!("{source}: {}", line_violation(e, l, n, i + 1))))
        .collect::<Result<_>>()?;
    if lines.is_empty() {
        bail!(
            "{source}: no operations; the solver must append a line per insert and delMin to the file SLIDER_TRACE names"
        );
    }
    Ok(lines)
}

/// Runs the solver on the puzzle, contained, with SLIDER_TRACE set; returns what it traced.
fn traced_run(config: &TraceDiffConfig, command: &str, dir: &Path, interrupted: &AtomicBool) -> Result<String> {
    let run = &config.run;
    let solver = run.command(command, dir)?;
    let scratch = Scratch::new(None).context("cannot create a scratch directory")?;
    let trace = scratch.path().join("trace.txt");
    let invocation = Invocation {
        program: solver.program().to_path_buf(),
        args: solver.args_for(Some(&config.puzzle)),
        env: environment(scratch.path(), Some(&trace), &[]),
        dir: scratch.path().to_path_buf(),
        access: run.access(&solver, dir, Some(&config.puzzle), scratch.path()),
        network: false,
        trace: Some(trace),
        user: run.surroundings.run_as,
    };
    let record = run::execute(&invocation, &run.limits, interrupted).context("cannot run the solver")?;
    if let Some(limit) = record.limit {
        eprintln!("slider: the solver was stopped ({limit:?}); comparing what it traced");
    }
    let text = record.trace.map(|t| t.text()).unwrap_or_default();
    if text.trim().is_empty()
        && let Some(denied) = denied_read(&record.stderr.text(), &invocation.access.read)
    {
        bail!("the solver traced nothing: {}", denied.hint());
    }
    Ok(text)
}
