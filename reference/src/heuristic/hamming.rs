//! The Hamming distance (misplaced tiles): the number of tiles not in their goal cell.
//!
//! Admissible because every misplaced tile has to move at least once.

use crate::board::Board;

/// Whether `tile` in `cell` is out of place (1) or not (0); the blank never counts.
#[inline]
pub(crate) fn misplaced(tile: u16, cell: usize) -> u32 {
    u32::from(tile != 0 && usize::from(tile) != cell + 1)
}

/// The number of tiles out of place (the blank is not a tile).
#[must_use]
pub fn hamming(board: &Board) -> u32 {
    (0..board.cells()).map(|i| misplaced(board.tile(i), i)).sum()
}

#[cfg(test)]
mod tests {
    use super::hamming;

    #[track_caller]
    fn case(text: &str, expected: u32) {
        assert_eq!(hamming(&text.parse().expect("valid test board")), expected, "{text}");
    }

    #[test]
    fn counts_misplaced_tiles_but_not_the_blank() {
        case("3 1 2 3 4 5 6 7 8 0", 0);
        case("3 0 1 3 4 2 5 7 8 6", 4);
        case("3 8 1 3 4 0 2 7 6 5", 5);
        case("3 1 2 3 4 5 6 7 0 8", 1);
        case("2 0 1 3 2", 2);
    }
}
