//! The entry points [`solve`] and [`solve_with`]: pick the grid for the board's size (a packed `u64`
//! for boards of up to 16 cells, vectors otherwise) and the cost for the heuristic, run the passes,
//! and turn the route into a [`Solution`].

use std::ops::ControlFlow;
use std::time::Instant;

use crate::board::Board;
use crate::error::SearchError;
use crate::ida_star::cost::{ConflictCost, Cost, ManhattanCost};
use crate::ida_star::depth_first::{Callback, DepthFirst};
use crate::ida_star::grid::{Grid, PackedGrid, TileGrid};
use crate::ida_star::outcome::{IdaHeuristic, IdaOptions, IdaOutcome};
use crate::ida_star::pdb_cost::PdbCost;
use crate::solution::Solution;

/// Solves `board` optimally with IDA* and the default options, without progress reports.
///
/// # Errors
/// [`SearchError::WrongSize`] if a pattern database of another board size is given.
pub fn solve(board: &Board, heuristic: IdaHeuristic<'_>) -> Result<IdaOutcome, SearchError> {
    solve_with(board, heuristic, &IdaOptions::default(), &mut |_| ControlFlow::Continue(()))
}

/// Solves `board` optimally with IDA*, calling `progress` at each pass boundary and every
/// `options.report_every` expansions; a `Break` from it stops the search.
///
/// An unsolvable board (by inversion parity) is not searched: the outcome has no solution and no passes.
///
/// # Errors
/// [`SearchError::Cancelled`] when `progress` breaks, [`SearchError::NodeLimit`] past the node limit,
/// [`SearchError::WrongSize`] for a pattern database of another board size.
pub fn solve_with(
    board: &Board,
    heuristic: IdaHeuristic<'_>,
    options: &IdaOptions,
    progress: &mut dyn FnMut(&crate::ida_star::IdaProgress) -> ControlFlow<()>,
) -> Result<IdaOutcome, SearchError> {
    let started = Instant::now();
    let n = board.dimension();
    if let IdaHeuristic::Pdb(pdb) = heuristic
        && pdb.partition().dimension() != n
    {
        return Err(SearchError::WrongSize { heuristic: pdb.partition().dimension(), board: n });
    }
    if !board.is_solvable() {
        let elapsed = started.elapsed();
        return Ok(IdaOutcome { solution: None, passes: Vec::new(), expanded: 0, generated: 0, elapsed });
    }
    let (route, passes, expanded, generated) = if board.cells() <= 16 {
        with_cost(board, PackedGrid::new(board), heuristic, options, progress)?
    } else {
        with_cost(board, TileGrid::new(board), heuristic, options, progress)?
    };
    let solution = Some(Solution::new(boards_along(board, &route)));
    Ok(IdaOutcome { solution, passes, expanded, generated, elapsed: started.elapsed() })
}

type Run = (Vec<u16>, Vec<crate::ida_star::Pass>, u64, u64);

fn with_cost<G: Grid>(
    board: &Board,
    grid: G,
    heuristic: IdaHeuristic<'_>,
    options: &IdaOptions,
    progress: Callback<'_>,
) -> Result<Run, SearchError> {
    let n = board.dimension();
    match heuristic {
        IdaHeuristic::Manhattan => run(n, grid, &ManhattanCost::new(n), options, progress),
        IdaHeuristic::LinearConflict => run(n, grid, &ConflictCost::new(n), options, progress),
        IdaHeuristic::Pdb(pdb) => run(n, grid, &PdbCost::new(pdb), options, progress),
    }
}

fn run<G: Grid, C: Cost<G>>(
    n: usize,
    grid: G,
    cost: &C,
    options: &IdaOptions,
    progress: Callback<'_>,
) -> Result<Run, SearchError> {
    DepthFirst::new(n, grid, cost, *options, progress).run()
}

/// The boards from `start` as the blank moves to each cell of `route` in turn.
fn boards_along(start: &Board, route: &[u16]) -> Vec<Board> {
    let n = start.dimension();
    let mut tiles = start.tiles();
    let mut blank = start.blank();
    let mut boards = vec![start.clone()];
    for &cell in route {
        let cell = usize::from(cell);
        tiles.swap(blank, cell);
        blank = cell;
        boards.push(Board::from_valid_tiles(n, &tiles));
    }
    boards
}
