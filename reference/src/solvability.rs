//! Solvability by inversion parity, computed in linear time from the permutation's cycles.
//!
//! Read the tiles row-major, skipping the blank. A move along a row leaves that sequence unchanged; a move
//! along a column carries one tile past n - 1 others, changing the inversion count by n - 1 (mod 2). So
//! on odd n the parity of the inversions never changes, and on even n the inversions plus the blank's
//! row change parity together. The goal has no inversions and its blank on row n - 1, which gives the
//! rule: odd n, inversions even; even n, inversions + blank row (0-based) odd.

use crate::board::Board;

/// Whether the number of inversions among the tiles (blank skipped) is odd.
///
/// The parity of a permutation's inversions equals the parity of (length - number of cycles), which a
/// single pass over the cycles finds without the quadratic pair count.
#[must_use]
pub fn inversions_are_odd(board: &Board) -> bool {
    // The tiles without the blank, as a permutation of 0..len (tile t stands for t - 1).
    let seq: Vec<usize> = board.tiles().into_iter().filter(|&t| t != 0).map(|t| usize::from(t) - 1).collect();
    let mut visited = vec![false; seq.len()];
    let mut cycles = 0;
    for start in 0..seq.len() {
        if visited[start] {
            continue;
        }
        cycles += 1;
        let mut i = start;
        while !visited[i] {
            visited[i] = true;
            i = seq[i];
        }
    }
    (seq.len() - cycles) % 2 == 1
}

/// The number of inversions: pairs of tiles (blank skipped, read row by row) where the larger comes
/// first. What the page shows beside the solvability verdict; `O(n² log n)` with a Fenwick tree.
#[must_use]
pub fn inversions(board: &Board) -> u64 {
    let cells = board.cells();
    let mut seen = vec![0u32; cells + 1];
    let mut count = 0u64;
    // Scanning right to left, count the smaller tiles already seen after each tile.
    for tile in board.tiles().into_iter().rev().filter(|&t| t != 0).map(usize::from) {
        let mut i = tile - 1;
        while i > 0 {
            count += u64::from(seen[i]);
            i &= i - 1;
        }
        let mut i = tile;
        while i <= cells {
            seen[i] += 1;
            i += i & i.wrapping_neg();
        }
    }
    count
}

/// Whether `board` can reach the goal.
#[must_use]
pub fn is_solvable(board: &Board) -> bool {
    let n = board.dimension();
    let odd = inversions_are_odd(board);
    if n % 2 == 1 {
        !odd
    } else {
        let blank_row = board.blank() / n;
        // inversions + blank row must be odd.
        odd != (blank_row % 2 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::{inversions, inversions_are_odd, is_solvable};
    use crate::board::Board;

    /// The quadratic definition, as an oracle.
    fn pair_count(board: &Board) -> usize {
        let seq: Vec<u16> = board.tiles().into_iter().filter(|&t| t != 0).collect();
        (0..seq.len()).map(|i| (i + 1..seq.len()).filter(|&j| seq[i] > seq[j]).count()).sum()
    }

    #[track_caller]
    fn case(text: &str, solvable: bool) {
        let board: Board = text.parse().expect("valid test board");
        assert_eq!(is_solvable(&board), solvable, "{text}");
        assert_eq!(inversions_are_odd(&board), pair_count(&board) % 2 == 1, "{text}");
    }

    #[test]
    fn parity_rule_for_odd_and_even_sizes() {
        case("3 1 2 3 4 5 6 7 8 0", true);
        case("3 0 1 3 4 2 5 7 8 6", true);
        case("3 8 6 7 2 5 4 3 0 1", true);
        case("3 6 4 7 8 5 0 3 2 1", true);
        case("3 1 2 3 4 5 6 8 7 0", false);
        case("3 2 1 3 4 5 6 7 8 0", false);
        case("2 1 2 3 0", true);
        case("2 0 1 3 2", true);
        case("2 2 1 3 0", false);
        case("2 1 0 2 3", false);
        case("4 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", true);
        case("4 0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1", true);
        case("4 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", false);
        // Blank moved up one row in a 4x4 goal: still solvable (the move is legal).
        case("4 1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12", true);
        case("5 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 24 23 0", false);
    }

    #[test]
    fn linear_parity_agrees_with_pair_count_on_shuffled_boards() {
        // A fixed pseudo-random sequence of boards of many sizes.
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        for n in 2..=12 {
            for _ in 0..20 {
                let mut tiles: Vec<u16> = (0..(n * n) as u16).collect();
                for i in (1..tiles.len()).rev() {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    tiles.swap(i, (state % (i as u64 + 1)) as usize);
                }
                let board = Board::from_tiles(n, &tiles).expect("a shuffle is a permutation");
                assert_eq!(inversions_are_odd(&board), pair_count(&board) % 2 == 1, "{board:?}");
                assert_eq!(inversions(&board), pair_count(&board) as u64, "{board:?}");
            }
        }
    }
}
