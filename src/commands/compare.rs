//! `slider compare FILE`: every search strategy on one board, as a table (and with `--svg`, a chart of
//! the positions each expanded, on a log scale), like the comparison on the "How Slider finds a route"
//! page. "Stored" counts positions held at once (for IDA*, just the route); "memory" is how far the
//! strategy raised this process's resident set at its peak, measured around each strategy alone.
//! "Shortest" says whether the route is proven shortest (by an optimal strategy), known to be (its
//! length is the proven shortest), longer, or not found.

use std::io::{self, Write};

use anyhow::Result;
use npuzzle::compare::{CompareOptions, lineup};
use npuzzle::{Board, Budget, Observer, Report, SearchError, Strategy, solve};

use crate::chart::{Bar, bars_svg};
use crate::config::CompareConfig;
use crate::exit_code::{self, WriteError};
use crate::formatting::format_bytes;
use crate::peak_memory;
use crate::search::{Loaded, label, partitions_for, remark};

/// One strategy's row: its label, how it ended, and the memory it took.
struct Row {
    label: String,
    result: Result<Report, SearchError>,
    peak_bytes: Option<u64>,
}

/// Runs the strategies and prints the table.
pub fn run(config: &CompareConfig) -> Result<i32> {
    let board = Board::from_file(&config.file)?;
    let mut pdbs = Loaded::new(config.cache.clone());
    let partitions = partitions_for(&config.pdb, board.dimension())?;
    let options = CompareOptions { weights: config.weights.clone(), pdbs: pdbs.get_all(&partitions) };
    let budget = Budget { memory_bytes: Some(config.memory_budget), expansions: Some(config.max_expanded) };
    let mut observer = Observer::new().with_budget(budget);
    let rows: Vec<Row> = lineup(&board, &options)
        .iter()
        .map(|strategy: &Strategy<'_>| {
            let (result, peak_bytes) = peak_memory::measure(|| solve(&board, strategy, &mut observer));
            Row { label: label(strategy), result, peak_bytes }
        })
        .collect();
    table(&rows, &mut io::stdout().lock()).map_err(|e| WriteError::new("standard output", e))?;
    if let Some(svg) = &config.svg {
        let title = format!("{}: positions expanded by each strategy", config.file.display());
        std::fs::write(svg, bars_svg(&title, &bars(&rows)))
            .map_err(|e| WriteError::new(svg.display().to_string(), e))?;
    }
    Ok(exit_code::SUCCESS)
}

/// A bar for every strategy that searched (an unsolvable board has nothing to draw).
fn bars(rows: &[Row]) -> Vec<Bar> {
    rows.iter()
        .filter_map(|row| match &row.result {
            Ok(report) if report.solution.is_none() => None,
            Ok(report) => Some(Bar {
                label: row.label.clone(),
                value: report.expanded,
                note: format!("{} ({} moves)", report.expanded, report.moves().unwrap_or(0)),
            }),
            Err(_) => Some(Bar { label: row.label.clone(), value: 0, note: "gave up".to_string() }),
        })
        .collect()
}

/// The proven shortest length, if an optimal strategy found one.
fn proven(rows: &[Row]) -> Option<usize> {
    rows.iter().filter_map(|r| r.result.as_ref().ok()).filter(|r| r.is_proven_shortest()).find_map(Report::moves)
}

/// The "shortest" column: proven (`yes`), known to be (`known`), longer (`no`), unknown (`?`), or
/// not found (`-`).
fn shortest_column(result: &Result<Report, SearchError>, shortest: Option<usize>) -> &'static str {
    match (result, shortest) {
        (Err(_), _) => "-",
        (Ok(report), _) if report.solution.is_none() => "-",
        (Ok(report), _) if report.is_proven_shortest() => "yes",
        (Ok(report), Some(best)) if report.moves() == Some(best) => "known",
        (Ok(_), Some(_)) => "no",
        (Ok(_), None) => "?",
    }
}

/// Why a strategy gave up, naming the flag that would let it go on.
fn gave_up(error: &SearchError) -> String {
    match error {
        SearchError::MemoryBudget { budget } => {
            format!("gave up: needed more than {} for its positions (--memory-budget)", format_bytes(*budget))
        }
        SearchError::ExpansionLimit { limit } => format!("gave up: expanded {limit} positions (--max-expanded)"),
        other => format!("gave up: {other}"),
    }
}

/// The remarks of a row: the ratio to the shortest for a route not proven shortest, and what only its
/// strategy reports.
fn remarks(result: &Result<Report, SearchError>, shortest: Option<usize>) -> String {
    let report = match result {
        Err(error) => return gave_up(error),
        Ok(report) if report.solution.is_none() => return "unsolvable (inversion parity)".to_string(),
        Ok(report) => report,
    };
    // The ratio to the optimum, which weighted A* keeps at most w.
    let ratio = match (report.is_proven_shortest(), report.moves(), shortest) {
        (false, Some(moves), Some(best)) if best > 0 => {
            Some(format!("{:.2} x the shortest", moves as f64 / best as f64))
        }
        _ => None,
    };
    [ratio, remark(report)].into_iter().flatten().collect::<Vec<_>>().join("; ")
}

/// The table: strategy, shortest, expanded, stored, peak memory, moves, time, remarks.
fn table(rows: &[Row], out: &mut impl Write) -> io::Result<()> {
    let width = rows.iter().map(|r| r.label.len()).max().unwrap_or(8).max("strategy".len());
    writeln!(
        out,
        "{:<width$}  {:>8}  {:>12}  {:>12}  {:>9}  {:>5}  {:>10}  remarks",
        "strategy", "shortest", "expanded", "stored", "memory", "moves", "time"
    )?;
    let shortest = proven(rows);
    for row in rows {
        let report = row.result.as_ref().ok();
        let count = |value: Option<u64>| value.map_or_else(|| "-".to_string(), |v| v.to_string());
        let moves = report.and_then(Report::moves).map_or_else(|| "-".to_string(), |m| m.to_string());
        let millis = report.map_or_else(|| "-".to_string(), |r| format!("{:.1}ms", r.elapsed.as_secs_f64() * 1e3));
        writeln!(
            out,
            "{:<width$}  {:>8}  {:>12}  {:>12}  {:>9}  {moves:>5}  {millis:>10}  {}",
            row.label,
            shortest_column(&row.result, shortest),
            count(report.map(|r| r.expanded)),
            count(report.map(|r| r.stored)),
            row.peak_bytes.map_or_else(|| "-".to_string(), format_bytes),
            remarks(&row.result, shortest),
        )?;
    }
    Ok(())
}
