//! [`run`], the layer-by-layer solver's part of [`solve`](crate::solve): test solvability, place the
//! layers of [`Layer::sequence`] one after another on a [`Position`], recording each as a [`Phase`],
//! and hand back the moves as a [`Solution`].

use crate::board::Board;
use crate::error::SearchError;
use crate::layers::frame::Frame;
use crate::layers::phase::{Layer, Phase};
use crate::layers::position::Position;
use crate::layers::route::Router;
use crate::layers::{block, line};
use crate::search::{Control, Detail, Report};
use crate::solution::Solution;

/// Solves `board` layer by layer. An unsolvable board (by inversion parity) is not touched: the
/// report has no solution and no phases. Nothing is searched, so `expanded` and `generated` are 0; the
/// solver holds one position (`stored` is 1) and its moves.
///
/// # Errors
/// [`SearchError::MemoryBudget`] when the moves outgrow the budget (checked after each phase).
pub(crate) fn run(board: &Board, control: &mut Control<'_>) -> Result<Report, SearchError> {
    if !board.is_solvable() {
        return Ok(Report::unsolvable(Detail::Layers { phases: Vec::new() }, control.elapsed()));
    }
    let (position, phases, _) = place_all(board, |position| control.check_memory(position.bytes()))?;
    let memory_bytes = position.bytes();
    Ok(Report {
        solution: Some(Solution::from_moves(board.clone(), position.into_moves())),
        expanded: 0,
        generated: 0,
        stored: 1,
        memory_bytes,
        elapsed: control.elapsed(),
        detail: Detail::Layers { phases },
    })
}

/// Places every layer of a solvable board, calling `after` after each phase; the solved position, the
/// phases and the router (for its count of searched routes).
pub(super) fn place_all(
    board: &Board,
    mut after: impl FnMut(&Position) -> Result<(), SearchError>,
) -> Result<(Position, Vec<Phase>, Router), SearchError> {
    let n = board.dimension();
    let mut position = Position::new(board);
    let mut router = Router::new(board.cells());
    let mut phases = Vec::new();
    for layer in Layer::sequence(n) {
        let start = position.moves_made();
        match layer {
            Layer::Row(k) => line::place(&mut position, &mut router, Frame::rows(n), k, k),
            Layer::Column(k) => line::place(&mut position, &mut router, Frame::columns(n), k, k + 1),
            Layer::Block(size) => block::finish(&mut position, size),
        }
        phases.push(Phase { layer, moves: start..position.moves_made() });
        after(&position)?;
    }
    debug_assert!(position.is_goal(), "every layer is home");
    Ok((position, phases, router))
}

#[cfg(test)]
mod tests {
    use super::place_all;
    use crate::board::Board;
    use crate::generate::random_boards;
    use crate::layers::phase::Layer;

    #[track_caller]
    fn case(n: usize, count: usize, most_per_cube: usize) {
        for board in random_boards(n, count, 20_261_203) {
            let (position, phases, router) = place_all(&board, |_| Ok(())).expect("no budget");
            assert!(position.is_goal(), "{board:?}");
            assert_eq!(phases.iter().map(|p| p.layer).collect::<Vec<_>>(), Layer::sequence(n));
            assert_eq!(phases.last().map(|p| p.moves.end), Some(position.moves_made()));
            let moves = position.moves_made();
            assert!(moves <= most_per_cube * n * n * n, "{n}x{n}: {moves} moves");
            // The searched routes stay few: at most a handful a line.
            assert!(router.searches <= 4 * n as u64, "{n}x{n}: {} searched routes", router.searches);
        }
    }

    #[test]
    fn random_boards_of_every_kind_of_size_are_solved() {
        case(2, 10, 6);
        case(3, 10, 2);
        case(4, 50, 8);
        case(5, 50, 8);
        case(10, 10, 6);
        case(31, 2, 6);
    }

    #[test]
    fn the_goal_takes_no_moves() {
        for n in [2, 3, 4, 9] {
            let (position, phases, _) = place_all(&Board::goal(n), |_| Ok(())).expect("no budget");
            assert_eq!(position.moves_made(), 0);
            assert!(phases.iter().all(|phase| phase.moves.is_empty()));
        }
    }
}
