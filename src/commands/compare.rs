//! `slider compare FILE`: every search strategy on one board, as a table (and with `--svg`, a chart of
//! the positions each expanded, on a log scale), like the comparison on the "How Slider finds a route"
//! page. "Stored" counts positions held at once (for IDA*, just the route); "memory" is how far the
//! strategy raised this process's resident set at its peak, measured around each strategy alone.

use std::io::{self, Write};

use anyhow::{Context, Result};
use npuzzle::Board;
use npuzzle::compare::{CompareOptions, RowStatus, StrategyRow, compare_with};

use crate::chart::{Bar, bars_svg};
use crate::cli::CompareArgs;
use crate::config::format_bytes;
use crate::pattern_cache::{self, Loaded};
use crate::{exit_code, peak_memory};

/// Runs the strategies and prints the table.
pub fn run(args: &CompareArgs) -> Result<i32> {
    let board = Board::from_file(&args.file)?;
    let mut pdbs = Loaded::new(pattern_cache::directory(&args.pdb));
    let partition = pattern_cache::partition_for(args.pdb.pdb, board.dimension())?;
    let pdb = partition.as_ref().map(|p| pdbs.get(p));
    let options = CompareOptions { weights: args.weights.clone(), pdb, ..CompareOptions::default() };
    let rows = compare_with(&board, &options, &mut |strategy| {
        let (row, peak_bytes) = peak_memory::measure(strategy);
        StrategyRow { peak_bytes, ..row }
    });
    let mut out = io::stdout().lock();
    table(&rows, &mut out)?;
    if let Some(svg) = &args.svg {
        let bars: Vec<Bar> = rows
            .iter()
            .filter(|r| r.status != RowStatus::Unsolvable)
            .map(|r| Bar { label: r.strategy.clone(), value: r.expanded, note: note(r) })
            .collect();
        let title = format!("{}: positions expanded by each strategy", args.file.display());
        std::fs::write(svg, bars_svg(&title, &bars)).with_context(|| format!("cannot write {}", svg.display()))?;
    }
    Ok(exit_code::SUCCESS)
}

fn note(row: &StrategyRow) -> String {
    match (&row.status, row.moves) {
        (RowStatus::GaveUp(_), _) => "gave up".to_string(),
        (_, Some(moves)) => format!("{} ({moves} moves)", row.expanded),
        (_, None) => row.expanded.to_string(),
    }
}

/// The table: strategy, shortest?, expanded, stored, peak memory, moves, time, remarks.
fn table(rows: &[StrategyRow], out: &mut impl Write) -> io::Result<()> {
    let width = rows.iter().map(|r| r.strategy.len()).max().unwrap_or(8).max("strategy".len());
    writeln!(
        out,
        "{:<width$}  {:>8}  {:>12}  {:>12}  {:>9}  {:>5}  {:>10}  remarks",
        "strategy", "shortest", "expanded", "stored", "memory", "moves", "time"
    )?;
    let shortest = rows.iter().filter(|r| r.optimal && r.status == RowStatus::Solved).find_map(|r| r.moves);
    for row in rows {
        let moves = row.moves.map_or_else(|| "-".to_string(), |m| m.to_string());
        let remark = match &row.status {
            RowStatus::Solved => {
                // The ratio to the optimum, which weighted A* keeps at most w.
                let ratio = match (row.optimal, row.moves, shortest) {
                    (false, Some(moves), Some(best)) if best > 0 => {
                        Some(format!("{:.2} x the shortest", moves as f64 / best as f64))
                    }
                    _ => None,
                };
                [ratio, row.note.clone()].into_iter().flatten().collect::<Vec<_>>().join("; ")
            }
            RowStatus::Unsolvable => "unsolvable (inversion parity)".to_string(),
            RowStatus::GaveUp(why) => format!("gave up: {why}"),
        };
        writeln!(
            out,
            "{:<width$}  {:>8}  {:>12}  {:>12}  {:>9}  {moves:>5}  {:>8.1}ms  {remark}",
            row.strategy,
            if row.optimal { "yes" } else { "no" },
            row.expanded,
            row.stored,
            row.peak_bytes.map_or_else(|| "-".to_string(), format_bytes),
            row.elapsed.as_secs_f64() * 1e3,
        )?;
    }
    Ok(())
}
