//! [`finish`]: the last block, bottom right, once every other tile is home: 3x3 (or a whole 2x2
//! board), solved in the fewest moves by IDA* with linear conflicts. A 3x3 needs at most 31 moves,
//! which IDA* proves in about a millisecond; a breadth-first table of all 181,440 positions would cost
//! thirty times that to build, more than the rest of a 127x127 solve's setup.

use crate::board::Board;
use crate::ida_star::{IdaHeuristic, IdaOptions};
use crate::layers::position::Position;
use crate::search::{Observer, Strategy, solve};

/// Solves the bottom-right `size` x `size` block of `position` (2 or 3) in the fewest moves. Every
/// tile outside it must be home, and the whole board solvable.
pub(crate) fn finish(position: &mut Position, size: usize) {
    let block = relabelled(position, size);
    let strategy = Strategy::IdaStar(IdaOptions::new(IdaHeuristic::LinearConflict));
    let report = solve(&block, &strategy, &mut Observer::new()).expect("no budget, no cancel");
    let solution = report.solution.expect("the last block of a solvable board is solvable");
    let n = position.n();
    for dir in solution.directions() {
        // The block's moves are the board's: the same directions, from the blank's cell on the board.
        let to = dir.step(position.blank(), n).expect("a move inside the block stays on the board");
        position.step(to);
    }
}

/// The block as a small board: each tile numbered by its home cell within the block.
fn relabelled(position: &Position, size: usize) -> Board {
    let n = position.n();
    let origin = n - size;
    let tiles: Vec<u16> = (0..size * size)
        .map(|small| {
            let tile = position.tile((origin + small / size) * n + origin + small % size);
            if tile == 0 {
                return 0;
            }
            let home = usize::from(tile) - 1;
            let (row, col) = (home / n - origin, home % n - origin);
            // Cannot truncate: a block has at most nine cells.
            (row * size + col + 1) as u16
        })
        .collect();
    Board::from_tiles(size, &tiles).expect("the tiles left for the block are its own")
}

#[cfg(test)]
mod tests {
    use super::finish;
    use crate::bfs::Distances;
    use crate::board::Board;
    use crate::layers::position::Position;

    #[track_caller]
    fn case(text: &str, size: usize, expected: usize) {
        let board: Board = text.parse().expect("valid");
        let mut position = Position::new(&board);
        finish(&mut position, size);
        assert!(position.is_goal(), "{text}");
        assert_eq!(position.moves_made(), expected, "{text}");
    }

    #[test]
    fn the_block_is_solved_in_the_fewest_moves() {
        case("2 0 1 3 2", 2, 2);
        case("2 1 2 3 0", 2, 0);
        case("3 8 6 7 2 5 4 3 0 1", 3, 31);
        case("3 0 1 3 4 2 5 7 8 6", 3, 4);
        // The last 3x3 of a 4x4 whose first row and column are home.
        case("4 1 2 3 4 5 0 6 8 9 10 7 11 13 14 15 12", 3, 4);
    }

    #[test]
    fn every_3x3_position_is_solved_in_its_distance() {
        let table = Distances::compute(3).expect("3x3");
        for (board, distance) in table.iter().step_by(997) {
            let mut position = Position::new(&board);
            finish(&mut position, 3);
            assert!(position.is_goal());
            assert_eq!(position.moves_made(), distance as usize, "{board:?}");
        }
    }
}
