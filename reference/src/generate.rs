//! Puzzle generation: [`random_board`], uniform over the solvable boards of any size and reproducible
//! from a seed, and [`board_at_distance`], a board whose shortest solution is proven to need exactly k
//! moves.
//!
//! Randomness comes from ChaCha8 seeded with [`SeedableRng::seed_from_u64`], so a seed gives the same
//! boards on every platform and release of this crate's dependencies' 0.10 line.

use std::sync::OnceLock;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::bfs::Distances;
use crate::board::Board;
use crate::direction::Direction;
use crate::error::GenerateError;
use crate::ida_star::{IdaHeuristic, IdaOptions};
use crate::search::{Observer, Strategy, solve};

/// A uniformly random solvable n x n board.
///
/// # Panics
/// If n is outside 2..=127.
#[must_use]
pub fn random_board(n: usize, seed: u64) -> Board {
    random_boards(n, 1, seed).pop().expect("one board was asked for")
}

/// `count` uniformly random solvable n x n boards from one seeded stream.
///
/// A uniform permutation is drawn (Fisher-Yates); an unsolvable one has the tiles of its first two
/// non-blank cells swapped. That swap is an involution between the unsolvable and the solvable boards,
/// so every solvable board is equally likely.
///
/// # Panics
/// If n is outside 2..=127.
#[must_use]
pub fn random_boards(n: usize, count: usize, seed: u64) -> Vec<Board> {
    assert!((crate::MIN_SIZE..=crate::MAX_SIZE).contains(&n), "board size {n} is outside 2..=127");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            // Cannot truncate: tiles are below 127 * 127.
            let mut tiles: Vec<u16> = (0..(n * n) as u16).collect();
            for i in (1..tiles.len()).rev() {
                tiles.swap(i, rng.random_range(0..=i));
            }
            let board = Board::from_valid_tiles(n, &tiles);
            if board.is_solvable() {
                return board;
            }
            let mut cells = (0..tiles.len()).filter(|&c| tiles[c] != 0);
            let (a, b) = (cells.next().expect("a tile"), cells.next().expect("two tiles"));
            tiles.swap(a, b);
            Board::from_valid_tiles(n, &tiles)
        })
        .collect()
}

/// A board that needs exactly `k` moves, with linear conflicts for the proof on boards above 3x3
/// (see [`board_at_distance_with`]).
///
/// # Errors
/// See [`board_at_distance_with`].
pub fn board_at_distance(n: usize, k: u32, seed: u64) -> Result<Board, GenerateError> {
    board_at_distance_with(n, k, seed, IdaHeuristic::LinearConflict)
}

/// A board that needs exactly `k` moves.
///
/// On 2x2 and 3x3 it is drawn uniformly from the boards at distance k in the breadth-first table. On
/// larger boards the blank takes k random steps from the goal (never straight back), the result is
/// solved optimally with IDA* and `heuristic`, and while it needs m < k moves the walk goes on k - m
/// steps (which keeps the parity right); the board returned is one IDA* has proven to need k.
///
/// # Errors
/// [`GenerateError::Unreachable`] when k exceeds a small board's diameter; [`GenerateError::Search`] if
/// the proof fails (a pattern database of another size).
pub fn board_at_distance_with(
    n: usize,
    k: u32,
    seed: u64,
    heuristic: IdaHeuristic<'_>,
) -> Result<Board, GenerateError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    if n <= Distances::MAX_SIZE {
        return from_table(n, k, &mut rng);
    }
    let mut board = Board::goal(n);
    let mut last: Option<Direction> = None;
    let mut distance = 0;
    while distance < k {
        for _ in distance..k {
            let options: Vec<Direction> = Direction::ALL
                .into_iter()
                .filter(|&d| Some(d.reverse()) != last && d.step(board.blank(), n).is_some())
                .collect();
            let dir = options[rng.random_range(0..options.len())];
            board = board.slide(dir).expect("only moves on the board were offered");
            last = Some(dir);
        }
        let strategy = Strategy::IdaStar(IdaOptions::new(heuristic));
        let outcome = solve(&board, &strategy, &mut Observer::new()).map_err(GenerateError::Search)?;
        // Cannot truncate: a walk of k < 2^32 steps is solved in at most k moves.
        distance = outcome.moves().expect("a walk from the goal is solvable") as u32;
    }
    Ok(board)
}

/// A uniform pick among the boards at distance k of a 2x2 or 3x3.
fn from_table(n: usize, k: u32, rng: &mut ChaCha8Rng) -> Result<Board, GenerateError> {
    // The table grouped by distance once: a pick is then an index, not a scan of 181,440 positions.
    static LAYERS: [OnceLock<Vec<Vec<Board>>>; 2] = [OnceLock::new(), OnceLock::new()];
    let layers = LAYERS[n - 2].get_or_init(|| {
        let table = Distances::compute(n).expect("2x2 and 3x3 are small");
        let mut layers = vec![Vec::new(); table.diameter() as usize + 1];
        for (board, d) in table.iter() {
            layers[d as usize].push(board);
        }
        layers
    });
    let Some(layer) = layers.get(k as usize) else {
        // Cannot truncate: a 3x3's diameter is 31.
        return Err(GenerateError::Unreachable { n, k, diameter: (layers.len() - 1) as u32 });
    };
    Ok(layer[rng.random_range(0..layer.len())].clone())
}

#[cfg(test)]
mod tests {
    use super::{board_at_distance, random_board, random_boards};
    use crate::error::GenerateError;

    #[test]
    fn seeds_reproduce_and_boards_are_solvable() {
        for n in [2, 3, 4, 5, 9, 16] {
            let boards = random_boards(n, 20, 7);
            assert_eq!(boards, random_boards(n, 20, 7), "n = {n}");
            assert_eq!(boards[0], random_board(n, 7));
            assert!(boards.iter().all(|b| b.is_solvable() && b.dimension() == n));
            assert_ne!(random_boards(n, 20, 8), boards, "another seed, other boards");
        }
    }

    #[test]
    fn small_distances_come_from_the_table() {
        assert_eq!(board_at_distance(2, 7, 1), Err(GenerateError::Unreachable { n: 2, k: 7, diameter: 6 }));
        let b = board_at_distance(2, 6, 1).expect("2x2 has boards 6 moves away");
        assert_eq!(b.dimension(), 2);
    }
}
