//! [`compare`]: every strategy on one board, as data for a table or chart (the caller renders it;
//! nothing is printed here). [`lineup`] is the list of strategies; [`compare`] runs each through
//! [`solve`] under one observer. A caller that measures around each run (the `slider compare` command
//! reads the process's peak memory) loops over the lineup itself.
//!
//! The lineup: breadth-first search and bidirectional search where the board is small enough, the
//! assignment's A* with each heuristic, weighted A* at each requested weight, IDA* with linear
//! conflicts, IDA* with a pattern database when one of the board's size is given, and layer by layer
//! (every size).

use crate::board::Board;
use crate::error::SearchError;
use crate::heuristic::Heuristic;
use crate::ida_star::{IdaHeuristic, IdaOptions};
use crate::pattern_db::AdditivePdb;
use crate::search::{Observer, Report, Strategy, solve};
use crate::solver::SolverOptions;
use crate::weighted::WeightedOptions;

/// What to compare.
#[derive(Debug, Clone)]
pub struct CompareOptions<'a> {
    /// The weights of the weighted A* rows.
    pub weights: Vec<f64>,
    /// Sets of pattern databases for the IDA* + PDB row, the largest estimate of them (used when
    /// they match the board's size; none: no such row).
    pub pdbs: &'a [AdditivePdb],
}

impl Default for CompareOptions<'_> {
    fn default() -> Self {
        CompareOptions { weights: vec![1.5, 2.0, 3.0, 5.0], pdbs: &[] }
    }
}

/// One strategy and how its search ended.
#[derive(Debug, Clone)]
pub struct Row<'a> {
    /// The strategy.
    pub strategy: Strategy<'a>,
    /// Its report, or why it stopped.
    pub result: Result<Report, SearchError>,
}

/// The strategies that apply to `board`, in table order.
#[must_use]
pub fn lineup<'a>(board: &Board, options: &CompareOptions<'a>) -> Vec<Strategy<'a>> {
    let n = board.dimension();
    let mut strategies = Vec::new();
    if n <= crate::bfs::Distances::MAX_SIZE {
        strategies.push(Strategy::BreadthFirst);
    }
    if n <= 4 {
        strategies.push(Strategy::Bidirectional);
    }
    for heuristic in Heuristic::ALL {
        strategies.push(Strategy::AStar(SolverOptions { heuristic, ..SolverOptions::default() }));
    }
    for &weight in &options.weights {
        strategies.push(Strategy::Weighted(WeightedOptions { weight: Some(weight), ..WeightedOptions::default() }));
    }
    strategies.push(Strategy::IdaStar(IdaOptions::new(IdaHeuristic::LinearConflict)));
    let fits = options.pdbs.iter().all(|p| p.partition().dimension() == n);
    if let Some(heuristic) = IdaHeuristic::from_pdbs(options.pdbs).filter(|_| fits) {
        strategies.push(Strategy::IdaStar(IdaOptions::new(heuristic)));
    }
    strategies.push(Strategy::Layers);
    strategies
}

/// Runs every strategy of the [`lineup`] on `board`, one after another, under `observer`.
#[must_use]
pub fn compare<'a>(board: &Board, options: &CompareOptions<'a>, observer: &mut Observer<'_>) -> Vec<Row<'a>> {
    lineup(board, options)
        .into_iter()
        .map(|strategy| Row { strategy, result: solve(board, &strategy, observer) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{CompareOptions, compare};
    use crate::board::Board;
    use crate::heuristic::Heuristic;
    use crate::search::{Observer, Strategy};

    #[test]
    fn every_strategy_reports_and_the_optimal_ones_agree() {
        let board: Board = "3 8 1 3 4 0 2 7 6 5".parse().expect("valid");
        let rows = compare(&board, &CompareOptions::default(), &mut Observer::new());
        let shortest = crate::bfs::Distances::compute(3).and_then(|t| t.distance(&board)).expect("solvable") as usize;
        assert_eq!(rows.len(), 2 + 3 + 4 + 1 + 1, "{rows:?}");
        assert!(matches!(rows[0].strategy, Strategy::BreadthFirst));
        for row in &rows {
            let report = row.result.as_ref().expect("solved");
            let moves = report.moves().expect("solved");
            if matches!(row.strategy, Strategy::Layers) {
                // On 3x3 the last block is the whole board, solved in the fewest moves, but not proven.
                assert_eq!(moves, shortest, "{row:?}");
                assert!(!report.is_proven_shortest() && report.stored == 1, "{row:?}");
                continue;
            }
            if !matches!(row.strategy, Strategy::Weighted(_)) {
                assert_eq!(moves, shortest, "{row:?}");
                assert!(report.is_proven_shortest(), "{row:?}");
            } else {
                assert!(moves >= shortest && (moves - shortest).is_multiple_of(2), "{row:?}");
            }
            assert!(report.expanded > 0 && report.stored > 0, "{row:?}");
        }
        // Breadth-first expands the most; linear conflicts fewer than misplaced tiles.
        let astar = |h: Heuristic| {
            let row = rows.iter().find(|r| matches!(r.strategy, Strategy::AStar(o) if o.heuristic == h));
            row.and_then(|r| r.result.as_ref().ok()).expect("an A* row").expanded
        };
        let bfs = rows[0].result.as_ref().expect("solved").expanded;
        assert!(bfs > astar(Heuristic::Hamming));
        assert!(astar(Heuristic::Hamming) > astar(Heuristic::LinearConflict));
    }
}
