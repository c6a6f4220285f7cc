//! [`solve`]: the one entry point of every search.

use crate::board::Board;
use crate::error::SearchError;
use crate::search::{Control, Observer, Report, Strategy};
use crate::{bfs, bidirectional, ida_star, layers, solver, weighted};

/// Runs `strategy` on `board` under `observer`'s budget, reporting to its callbacks.
///
/// # Errors
/// [`SearchError::MemoryBudget`] or [`SearchError::ExpansionLimit`] past the budget,
/// [`SearchError::Cancelled`] when the progress callback breaks, [`SearchError::TooLarge`] for a board
/// the strategy cannot take, [`SearchError::WrongSize`] for a pattern database of another size.
///
/// # Example
///
/// ```
/// use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
/// use npuzzle::{Board, Detail, Observer, Strategy, solve};
///
/// let board: Board = "3  8 6 7  2 5 4  3 0 1".parse()?;
/// let strategy = Strategy::IdaStar(IdaOptions::new(IdaHeuristic::LinearConflict));
/// let report = solve(&board, &strategy, &mut Observer::new()).expect("no budget, no cancel");
/// assert_eq!(report.moves(), Some(31));
/// assert!(matches!(report.detail, Detail::IdaStar { ref passes } if passes.last().unwrap().threshold == 31));
/// # Ok::<(), npuzzle::ParseBoardError>(())
/// ```
pub fn solve(board: &Board, strategy: &Strategy<'_>, observer: &mut Observer<'_>) -> Result<Report, SearchError> {
    let Observer { budget, report_every, on_progress, on_queue } = observer;
    let progress = on_progress.as_mut().map(|f| f.as_mut() as _);
    let mut control = Control::new(*budget, *report_every, progress);
    match strategy {
        Strategy::AStar(options) => {
            let queue = on_queue.as_mut().map(|f| f.as_mut() as _);
            solver::run(board, options, queue, &mut control)
        }
        Strategy::IdaStar(options) => ida_star::run(board, options, &mut control),
        Strategy::Weighted(options) => weighted::run(board, options, &mut control),
        Strategy::BreadthFirst => bfs::run(board, &mut control),
        Strategy::Bidirectional => bidirectional::run(board, &mut control),
        Strategy::Layers => layers::run(board, &mut control),
    }
}
