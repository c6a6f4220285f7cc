//! [`compare`]: every strategy on one board, as rows of data for a table or chart (the caller renders
//! them; nothing is printed here).
//!
//! Rows: breadth-first search and bidirectional search where the board is small enough, the
//! assignment's A* with each heuristic, weighted A* at each requested weight, IDA* with linear
//! conflicts, and IDA* with a pattern database when one of the board's size is given. Expanded counts
//! positions whose neighbours were generated (IDA* counts every visit over all passes); stored counts
//! positions held at once, the memory measure (for IDA*, the route).

use std::time::{Duration, Instant};

use crate::board::Board;
use crate::heuristic::Heuristic;
use crate::ida_star::{self, IdaHeuristic, IdaOptions};
use crate::pattern_db::AdditivePdb;
use crate::solver::{Solver, SolverOptions};
use crate::weighted::{self, WeightedOptions};
use crate::{bfs, bidirectional};

/// What to compare.
#[derive(Debug, Clone)]
pub struct CompareOptions<'a> {
    /// The weights of the weighted A* rows.
    pub weights: Vec<f64>,
    /// A pattern database for the IDA* + PDB row (used when it matches the board's size).
    pub pdb: Option<&'a AdditivePdb>,
    /// Searches that store positions (BFS, bidirectional, A*, weighted A*) give up past this many.
    pub node_limit: u64,
    /// IDA* gives up past this many expansions.
    pub expansion_limit: u64,
}

impl Default for CompareOptions<'_> {
    fn default() -> Self {
        CompareOptions {
            weights: vec![1.5, 2.0, 3.0, 5.0],
            pdb: None,
            node_limit: 20_000_000,
            expansion_limit: 2_000_000_000,
        }
    }
}

/// How a strategy ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowStatus {
    /// It found a route.
    Solved,
    /// The board is unsolvable (all strategies know it by parity).
    Unsolvable,
    /// It stopped at its limit, and why.
    GaveUp(String),
}

/// One strategy's result.
#[derive(Debug, Clone, PartialEq)]
pub struct StrategyRow {
    /// E.g. `A* (manhattan)`, `weighted A* (w = 3)`, `IDA* (pdb 7-8)`.
    pub strategy: String,
    /// Whether the strategy always returns a shortest route.
    pub optimal: bool,
    /// Positions expanded.
    pub expanded: u64,
    /// Positions stored at once (the memory measure).
    pub stored: u64,
    /// Moves of the route found.
    pub moves: Option<usize>,
    /// Wall time.
    pub elapsed: Duration,
    /// How it ended.
    pub status: RowStatus,
    /// Anything else worth showing (e.g. weighted A*'s restarts).
    pub note: Option<String>,
    /// Peak memory of the strategy in bytes, when the caller of [`compare_with`] measured it (this
    /// crate does not look at the process).
    pub peak_bytes: Option<u64>,
}

impl StrategyRow {
    fn new(strategy: impl Into<String>, optimal: bool, elapsed: Duration) -> Self {
        let strategy = strategy.into();
        StrategyRow {
            strategy,
            optimal,
            expanded: 0,
            stored: 0,
            moves: None,
            elapsed,
            status: RowStatus::Solved,
            note: None,
            peak_bytes: None,
        }
    }

    fn solved(mut self, moves: Option<usize>, expanded: u64, stored: u64) -> Self {
        (self.moves, self.expanded, self.stored) = (moves, expanded, stored);
        if moves.is_none() {
            self.status = RowStatus::Unsolvable;
        }
        self
    }

    fn gave_up(mut self, error: &crate::SearchError) -> Self {
        self.status = RowStatus::GaveUp(error.to_string());
        self
    }
}

/// Runs every applicable strategy on `board`, in the order of the module's list.
#[must_use]
pub fn compare(board: &Board, options: &CompareOptions<'_>) -> Vec<StrategyRow> {
    compare_with(board, options, &mut |strategy| strategy())
}

/// [`compare`], calling `around` with each strategy to run, one at a time: the caller runs it and
/// returns its row, and may measure around it (the `slider compare` command resets and reads the
/// process's peak resident memory there and fills in [`StrategyRow::peak_bytes`]).
pub fn compare_with(
    board: &Board,
    options: &CompareOptions<'_>,
    around: &mut dyn FnMut(&mut dyn FnMut() -> StrategyRow) -> StrategyRow,
) -> Vec<StrategyRow> {
    let mut rows = Vec::new();
    if board.dimension() <= 3 {
        rows.push(around(&mut || breadth_first(board)));
    }
    if board.dimension() <= 4 {
        rows.push(around(&mut || bidirectional_row(board, options.node_limit)));
    }
    for heuristic in Heuristic::ALL {
        rows.push(around(&mut || astar(board, heuristic, options.node_limit)));
    }
    for &weight in &options.weights {
        rows.push(around(&mut || weighted_row(board, weight, options.node_limit)));
    }
    rows.push(around(&mut || ida(board, IdaHeuristic::LinearConflict, options.expansion_limit)));
    if let Some(pdb) = options.pdb.filter(|p| p.partition().dimension() == board.dimension()) {
        rows.push(around(&mut || ida(board, IdaHeuristic::Pdb(pdb), options.expansion_limit)));
    }
    rows
}

fn bidirectional_row(board: &Board, limit: u64) -> StrategyRow {
    let started = Instant::now();
    let result = bidirectional::solve(board, Some(limit));
    let row = StrategyRow::new("bidirectional BFS", true, started.elapsed());
    match result {
        Ok(o) => row.solved(o.solution.map(|s| s.moves()), o.expanded, o.stored),
        Err(e) => row.gave_up(&e),
    }
}

fn breadth_first(board: &Board) -> StrategyRow {
    let started = Instant::now();
    let outcome = bfs::solve(board).expect("called only for boards up to 3x3");
    let row = StrategyRow::new("breadth-first", true, started.elapsed());
    row.solved(outcome.solution.map(|s| s.moves()), outcome.expanded, outcome.stored)
}

fn astar(board: &Board, heuristic: Heuristic, limit: u64) -> StrategyRow {
    let started = Instant::now();
    let options = SolverOptions { heuristic, node_limit: Some(limit), ..SolverOptions::default() };
    let result = Solver::with_options(board, &options);
    let row = StrategyRow::new(format!("A* ({})", heuristic.name()), true, started.elapsed());
    match result {
        Ok(s) => row.solved(s.moves(), s.stats().del_mins, s.stats().inserts),
        Err(e) => row.gave_up(&e),
    }
}

fn weighted_row(board: &Board, weight: f64, limit: u64) -> StrategyRow {
    let started = Instant::now();
    let options = WeightedOptions { weight: Some(weight), node_limit: Some(limit), ..WeightedOptions::default() };
    let result = weighted::solve(board, &options);
    let row = StrategyRow::new(format!("weighted A* (w = {weight})"), false, started.elapsed());
    match result {
        Ok(o) => {
            let note = (o.restarts > 0).then(|| format!("{} restarts, finished with w = {}", o.restarts, o.weight));
            StrategyRow { note, ..row.solved(o.solution.map(|s| s.moves()), o.expanded, o.stored) }
        }
        Err(e) => row.gave_up(&e),
    }
}

fn ida(board: &Board, heuristic: IdaHeuristic<'_>, limit: u64) -> StrategyRow {
    let options = IdaOptions { node_limit: Some(limit), ..IdaOptions::default() };
    let started = Instant::now();
    let result = ida_star::solve_with(board, heuristic, &options, &mut |_| std::ops::ControlFlow::Continue(()));
    let row = StrategyRow::new(format!("IDA* ({})", heuristic.name()), true, started.elapsed());
    match result {
        Ok(o) => {
            let moves = o.moves();
            let passes = o.passes.len();
            let note = Some(format!("{passes} pass{}", if passes == 1 { "" } else { "es" }));
            StrategyRow { note, ..row.solved(moves, o.expanded, moves.map_or(0, |m| m as u64 + 1)) }
        }
        Err(e) => row.gave_up(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::{CompareOptions, RowStatus, compare};
    use crate::board::Board;

    #[test]
    fn every_strategy_reports_and_the_optimal_ones_agree() {
        let board: Board = "3 8 1 3 4 0 2 7 6 5".parse().expect("valid");
        let rows = compare(&board, &CompareOptions::default());
        let shortest = crate::bfs::Distances::compute(3).and_then(|t| t.distance(&board)).expect("solvable") as usize;
        let names: Vec<&str> = rows.iter().map(|r| r.strategy.as_str()).collect();
        assert_eq!(names.len(), 2 + 3 + 4 + 1, "{names:?}");
        assert_eq!(names[0], "breadth-first");
        for row in &rows {
            assert_eq!(row.status, RowStatus::Solved, "{row:?}");
            let moves = row.moves.expect("solved");
            if row.optimal {
                assert_eq!(moves, shortest, "{row:?}");
            } else {
                assert!(moves >= shortest && (moves - shortest).is_multiple_of(2), "{row:?}");
            }
            assert!(row.expanded > 0 && row.stored > 0, "{row:?}");
        }
        // Breadth-first expands the most; linear conflicts fewer than misplaced tiles.
        let expanded = |name: &str| rows.iter().find(|r| r.strategy == name).expect("a row").expanded;
        assert!(expanded("breadth-first") > expanded("A* (hamming)"));
        assert!(expanded("A* (hamming)") > expanded("A* (linear-conflict)"));
    }
}
