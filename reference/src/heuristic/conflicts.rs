//! What a page shows on each tile: [`tile_distance`], a tile's own Manhattan distance, and
//! [`conflicting_pairs`], the pairs of tiles in a linear conflict (both in their goal row, or both in
//! their goal column, the wrong way round). The penalty of [`conflict_penalty`](super::conflict_penalty)
//! counts the fewest tiles to take out of a line, so three tiles in one line in reverse order are three
//! pairs here but a penalty of 4.

use crate::board::Board;
use crate::heuristic::manhattan::distance;

/// The Manhattan distance of the tile in `cell` from its goal cell (0 for the blank).
///
/// # Panics
/// If `cell` is not a cell of the board.
#[must_use]
pub fn tile_distance(board: &Board, cell: usize) -> u32 {
    distance(board.tile(cell), cell, board.dimension())
}

/// Every pair of tiles in a linear conflict, `(first, second)` in reading order (left to right, top to
/// bottom), rows first.
#[must_use]
pub fn conflicting_pairs(board: &Board) -> Vec<(u16, u16)> {
    let n = board.dimension();
    let mut pairs = Vec::new();
    for line in 0..n {
        let row: Vec<(u16, usize)> = (0..n)
            .map(|col| board.tile_at(line, col))
            .filter(|&t| t != 0 && (usize::from(t) - 1) / n == line)
            .map(|t| (t, (usize::from(t) - 1) % n))
            .collect();
        pairs.extend(reversed(&row));
    }
    for line in 0..n {
        let column: Vec<(u16, usize)> = (0..n)
            .map(|row| board.tile_at(row, line))
            .filter(|&t| t != 0 && (usize::from(t) - 1) % n == line)
            .map(|t| (t, (usize::from(t) - 1) / n))
            .collect();
        pairs.extend(reversed(&column));
    }
    pairs
}

/// The pairs of `(tile, goal position)` in line order whose goal positions are the wrong way round.
fn reversed(line: &[(u16, usize)]) -> Vec<(u16, u16)> {
    let mut pairs = Vec::new();
    for (i, &(a, goal_a)) in line.iter().enumerate() {
        for &(b, goal_b) in &line[i + 1..] {
            if goal_a > goal_b {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::{conflicting_pairs, tile_distance};
    use crate::board::Board;
    use crate::heuristic::conflict_penalty;

    #[test]
    fn pairs_are_the_tiles_in_their_line_the_wrong_way_round() {
        let cases: [(&str, &[(u16, u16)]); 4] = [
            ("3 1 2 3 4 5 6 7 8 0", &[]),
            // 2 and 1 in row 0; 7 and 4 in column 0.
            ("3 2 1 3 7 5 6 4 8 0", &[(2, 1), (7, 4)]),
            // Three in reverse order: three pairs, a penalty of 4.
            ("3 3 2 1 4 5 6 7 8 0", &[(3, 2), (3, 1), (2, 1)]),
            // 3 and 1 both belong to row 0 and are the wrong way round, the blank between them.
            ("3 3 0 1 4 5 6 7 8 2", &[(3, 1)]),
        ];
        for (text, expected) in cases {
            let board: Board = text.parse().expect("a board");
            assert_eq!(conflicting_pairs(&board), expected, "{text}");
        }
        let three: Board = "3 3 2 1 4 5 6 7 8 0".parse().expect("a board");
        assert_eq!(conflict_penalty(&three), 4);
    }

    #[test]
    fn a_tiles_distance_is_its_share_of_the_manhattan_sum() {
        let board: Board = "3 8 1 3 4 0 2 7 6 5".parse().expect("a board");
        let sum: u32 = (0..board.cells()).map(|cell| tile_distance(&board, cell)).sum();
        assert_eq!(sum, board.manhattan());
        assert_eq!(tile_distance(&board, 0), 3, "8 is three moves from its corner");
        assert_eq!(tile_distance(&board, 4), 0, "the blank");
    }
}
