//! [`run`], IDA*'s part of [`solve`](crate::solve): pick the grid for the board's size (a packed `u64`
//! for boards of up to 16 cells, vectors otherwise) and the cost for the heuristic, run the passes,
//! and turn the route into a [`Solution`].

use crate::board::Board;
use crate::error::SearchError;
use crate::ida_star::cost::{ConflictCost, Cost, ManhattanCost};
use crate::ida_star::depth_first::{DepthFirst, Route};
use crate::ida_star::grid::{Grid, PackedGrid, TileGrid};
use crate::ida_star::max_cost::MaxCost;
use crate::ida_star::outcome::{IdaHeuristic, IdaOptions, MAX_PDBS};
use crate::ida_star::pdb_cost::PdbCost;
use crate::search::{Control, Detail, Report};
use crate::solution::Solution;

/// Solves `board` optimally with IDA*. An unsolvable board (by inversion parity) is not searched: the
/// report has no solution and no passes.
///
/// # Errors
/// Those of the control (budget, cancel), and [`SearchError::WrongSize`] for a pattern database of
/// another board size.
pub(crate) fn run(board: &Board, options: &IdaOptions<'_>, control: &mut Control<'_>) -> Result<Report, SearchError> {
    let n = board.dimension();
    let pdbs = match options.heuristic {
        IdaHeuristic::Manhattan | IdaHeuristic::LinearConflict => &[][..],
        IdaHeuristic::Pdb(pdb) => std::slice::from_ref(pdb),
        IdaHeuristic::PdbMax(pdbs) if (1..=MAX_PDBS).contains(&pdbs.len()) => pdbs,
        IdaHeuristic::PdbMax(pdbs) => return Err(SearchError::TooManyPdbs { given: pdbs.len(), most: MAX_PDBS }),
    };
    if let Some(size) = pdbs.iter().map(|pdb| pdb.partition().dimension()).find(|&size| size != n) {
        return Err(SearchError::WrongSize { heuristic: size, board: n });
    }
    if !board.is_solvable() {
        return Ok(Report::unsolvable(Detail::IdaStar { passes: Vec::new() }, control.elapsed()));
    }
    let route = if board.cells() <= 16 {
        with_cost(board, PackedGrid::new(board), options, control)?
    } else {
        with_cost(board, TileGrid::new(board), options, control)?
    };
    let solution = Solution::new(boards_along(board, &route.cells));
    Ok(Report {
        stored: solution.moves() as u64 + 1,
        memory_bytes: (route.cells.capacity() * std::mem::size_of::<u16>()) as u64,
        solution: Some(solution),
        expanded: route.expanded,
        generated: route.generated,
        elapsed: control.elapsed(),
        detail: Detail::IdaStar { passes: route.passes },
    })
}

fn with_cost<G: Grid>(
    board: &Board,
    grid: G,
    options: &IdaOptions<'_>,
    control: &mut Control<'_>,
) -> Result<Route, SearchError> {
    let n = board.dimension();
    match options.heuristic {
        IdaHeuristic::Manhattan => passes(n, grid, &ManhattanCost::new(n), options, control),
        IdaHeuristic::LinearConflict => passes(n, grid, &ConflictCost::new(n), options, control),
        IdaHeuristic::Pdb(pdb) => passes(n, grid, &PdbCost::new(pdb), options, control),
        IdaHeuristic::PdbMax(pdbs) => {
            let costs: Vec<PdbCost<'_>> = pdbs.iter().map(PdbCost::new).collect();
            match costs.as_slice() {
                [one] => passes(n, grid, one, options, control),
                [a, b] => passes(n, grid, &MaxCost { first: a, second: b }, options, control),
                [a, b, c] => {
                    let ab = MaxCost { first: a, second: b };
                    passes(n, grid, &MaxCost { first: &ab, second: c }, options, control)
                }
                _ => unreachable!("`run` checks the number of pattern databases"),
            }
        }
    }
}

fn passes<G: Grid, C: Cost<G>>(
    n: usize,
    grid: G,
    cost: &C,
    options: &IdaOptions<'_>,
    control: &mut Control<'_>,
) -> Result<Route, SearchError> {
    DepthFirst::new(n, grid, cost, options.order, control).run()
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
