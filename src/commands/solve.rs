//! `slider solve`: the reference A* (or, with `--algorithm`, another search) on puzzle files, printed as
//! the assignment's Solver.main does (`Minimum number of moves = N` and the N+1 boards, or
//! `No solution possible`), or as PuzzleChecker lines with `--checker`. When `SLIDER_TRACE` names a
//! file, the assignment's A* appends its priority-queue operations to it (the trace protocol).

use std::fs::OpenOptions;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use anyhow::{Context, Result};
use npuzzle::{Board, Budget, Observer, Report, SearchError, Strategy, solve};

use crate::config::SolveConfig;
use crate::exit_code::{self, WriteError};
use crate::formatting::format_bytes;
use crate::protocol::answer::{Answer, write_checker_line, write_solution};
use crate::protocol::trace;
use crate::search::{Loaded, choose, label, summary, watch};

/// Solves every file; a bad file is reported on stderr and the others are still solved.
pub fn run(config: &SolveConfig) -> Result<i32> {
    let mut pdbs = Loaded::new(config.search.cache.clone());
    let mut out = io::stdout().lock();
    let mut status = exit_code::SUCCESS;
    for (i, path) in config.files.iter().enumerate() {
        let board = match Board::from_file(path) {
            Ok(board) => board,
            Err(e) => {
                eprintln!("slider: {e}");
                status = exit_code::USAGE;
                continue;
            }
        };
        let strategy = choose(&board, &config.search, &mut pdbs).with_context(|| path.display().to_string())?;
        let report =
            search(&board, &strategy, config.search.memory_budget).with_context(|| path.display().to_string())?;
        print(config, i, path, &strategy, &report, &mut out).map_err(|e| WriteError::new("standard output", e))?;
    }
    Ok(status)
}

/// The answer of one puzzle, and its stats line.
fn print(
    config: &SolveConfig,
    i: usize,
    path: &Path,
    strategy: &Strategy<'_>,
    report: &Report,
    out: &mut impl Write,
) -> io::Result<()> {
    if config.checker {
        write_checker_line(path.display(), Answer::of(report.moves()), out)?;
    } else {
        if config.files.len() > 1 {
            writeln!(out, "{}{}:", if i > 0 { "\n" } else { "" }, path.display())?;
        }
        write_solution(report.solution.as_ref(), out)?;
    }
    if config.stats {
        writeln!(out, "stats {}: {}", path.display(), summary(strategy, report))?;
    }
    Ok(())
}

/// Runs the search under the memory budget, with a spinner on a terminal and, for the assignment's
/// A*, the trace protocol's log when `SLIDER_TRACE` names a file.
fn search(board: &Board, strategy: &Strategy<'_>, memory_budget: u64) -> Result<Report> {
    let budget = Budget { memory_bytes: Some(memory_budget), ..Budget::default() };
    let (spinner, observer) = watch(label(strategy), budget);
    let traced = matches!(strategy, Strategy::AStar(_)).then(|| std::env::var_os(trace::VARIABLE)).flatten();
    let result = match traced {
        None => {
            let mut observer = observer;
            solve(board, strategy, &mut observer).map_err(|e| stopped(strategy, &e))
        }
        Some(file) => traced_search(board, strategy, observer, Path::new(&file)),
    };
    spinner.finish_and_clear();
    result
}

/// The search with every queue operation appended to the file at `path`.
fn traced_search(board: &Board, strategy: &Strategy<'_>, observer: Observer<'static>, path: &Path) -> Result<Report> {
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .with_context(|| format!("cannot open the trace file {} (from {})", path.display(), trace::VARIABLE))?;
    let mut writer = BufWriter::new(file);
    let mut failed = None;
    let mut observer = observer.on_queue(|op, b: &Board, moves, priority| {
        if failed.is_none() {
            failed = trace::write_line(&mut writer, op, b, moves, priority).err();
        }
    });
    let report = solve(board, strategy, &mut observer).map_err(|e| stopped(strategy, &e));
    drop(observer);
    let report = report?;
    let unwritten = |e| WriteError::new(format!("the trace file {}", path.display()), e);
    if let Some(error) = failed {
        return Err(unwritten(error).into());
    }
    writer.flush().map_err(unwritten)?;
    Ok(report)
}

/// Why a search stopped, with what to do about it.
fn stopped(strategy: &Strategy<'_>, error: &SearchError) -> anyhow::Error {
    match error {
        SearchError::MemoryBudget { budget } => anyhow::anyhow!(
            "{} needed more than {} (--memory-budget) for its positions; use --algorithm ida, which needs \
             almost no memory, or a larger --memory-budget",
            label(strategy),
            format_bytes(*budget)
        ),
        other => anyhow::anyhow!("{} stopped: {other}", label(strategy)),
    }
}
