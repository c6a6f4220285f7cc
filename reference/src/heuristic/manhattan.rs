//! The Manhattan distance: the sum over tiles of the rows plus columns between each tile and its goal cell.
//!
//! Admissible because a move shifts one tile by one cell, so it lowers the sum by at most one.

use crate::board::Board;

/// The Manhattan distance of `tile` in `cell` from its goal cell on an n x n board; 0 for the blank.
#[inline]
pub(crate) fn distance(tile: u16, cell: usize, n: usize) -> u32 {
    if tile == 0 {
        return 0;
    }
    let goal = usize::from(tile) - 1;
    let rows = (cell / n).abs_diff(goal / n);
    let cols = (cell % n).abs_diff(goal % n);
    // Cannot truncate: both are below 127.
    (rows + cols) as u32
}

/// The sum of the tiles' Manhattan distances to their goal cells.
#[must_use]
pub fn manhattan(board: &Board) -> u32 {
    let n = board.dimension();
    (0..board.cells()).map(|i| distance(board.tile(i), i, n)).sum()
}

#[cfg(test)]
mod tests {
    use super::manhattan;

    #[track_caller]
    fn case(text: &str, expected: u32) {
        assert_eq!(manhattan(&text.parse().expect("valid test board")), expected, "{text}");
    }

    #[test]
    fn sums_each_tiles_distance() {
        case("3 1 2 3 4 5 6 7 8 0", 0);
        case("3 0 1 3 4 2 5 7 8 6", 4);
        // The Princeton example board: 1+2+0+0+2+2+0+3 = 10.
        case("3 8 1 3 4 0 2 7 6 5", 10);
        case("3 8 6 7 2 5 4 3 0 1", 21);
        case("4 0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1", 58);
        case("2 0 1 3 2", 2);
    }
}
