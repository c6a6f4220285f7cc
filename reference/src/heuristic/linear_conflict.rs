//! Linear conflicts on top of the Manhattan distance.
//!
//! Two tiles in their goal row (or column) but in the wrong order must pass each other, which cannot
//! happen inside the line: one has to step out and back, two moves Manhattan does not count. With several
//! conflicts in a line the full rule adds 2 x the fewest tiles to remove so that the rest are in order,
//! which is the line's length minus its longest increasing run of goal positions. Row penalties are
//! vertical detours and column penalties horizontal ones, so they add without double counting, and the
//! sum stays admissible.

use crate::board::{Board, MAX_SIZE};
use crate::heuristic::manhattan;

/// 2 x (number of tiles minus the longest increasing subsequence) of goal positions along one line.
fn line_penalty(goals: &[u16]) -> u32 {
    // Patience sorting: `tails[k]` is the smallest last element of an increasing run of length k + 1.
    let mut tails = [0u16; MAX_SIZE];
    let mut len = 0;
    for &g in goals {
        let k = tails[..len].partition_point(|&t| t < g);
        tails[k] = g;
        len = len.max(k + 1);
    }
    // Cannot truncate: at most 127 tiles a line.
    2 * (goals.len() - len) as u32
}

/// The conflict penalty of row `row`, reading tiles through `tile(cell)`.
#[inline]
pub(crate) fn row_penalty(n: usize, row: usize, tile: impl Fn(usize) -> u16) -> u32 {
    let mut goals = [0u16; MAX_SIZE];
    let mut len = 0;
    for col in 0..n {
        let t = tile(row * n + col);
        if t != 0 && (usize::from(t) - 1) / n == row {
            // Cannot truncate: a column index is below 127.
            goals[len] = ((usize::from(t) - 1) % n) as u16;
            len += 1;
        }
    }
    if len < 2 { 0 } else { line_penalty(&goals[..len]) }
}

/// The conflict penalty of column `col`, reading tiles through `tile(cell)`.
#[inline]
pub(crate) fn column_penalty(n: usize, col: usize, tile: impl Fn(usize) -> u16) -> u32 {
    let mut goals = [0u16; MAX_SIZE];
    let mut len = 0;
    for row in 0..n {
        let t = tile(row * n + col);
        if t != 0 && (usize::from(t) - 1) % n == col {
            // Cannot truncate: a row index is below 127.
            goals[len] = ((usize::from(t) - 1) / n) as u16;
            len += 1;
        }
    }
    if len < 2 { 0 } else { line_penalty(&goals[..len]) }
}

/// The linear-conflict penalty alone: the sum of every row's and column's penalty.
#[must_use]
pub fn conflict_penalty(board: &Board) -> u32 {
    let n = board.dimension();
    let tile = |i| board.tile(i);
    (0..n).map(|line| row_penalty(n, line, tile) + column_penalty(n, line, tile)).sum()
}

/// The Manhattan distance plus the linear-conflict penalty.
#[must_use]
pub fn linear_conflict(board: &Board) -> u32 {
    manhattan(board) + conflict_penalty(board)
}

#[cfg(test)]
mod tests {
    use super::{conflict_penalty, linear_conflict, row_penalty};
    use crate::board::Board;
    use crate::heuristic::manhattan;

    /// The checklist's six example first rows of a 5x5 board (other rows are left as in the goal where
    /// they fit, filled with the remaining tiles otherwise, which never conflict in row 1).
    #[track_caller]
    fn first_row(row: [u16; 5], expected: u32) {
        let get = |i: usize| row[i];
        assert_eq!(row_penalty(5, 0, get), expected, "{row:?}");
    }

    #[test]
    fn checklist_examples_for_row_one() {
        first_row([1, 2, 3, 4, 5], 0);
        first_row([3, 4, 5, 1, 2], 4);
        first_row([1, 4, 2, 9, 8], 2);
        first_row([1, 4, 2, 3, 5], 2);
        first_row([5, 4, 3, 2, 1], 8);
        first_row([5, 7, 4, 6, 3], 4);
    }

    #[track_caller]
    fn case(text: &str, penalty: u32) {
        let board: Board = text.parse().expect("valid test board");
        assert_eq!(conflict_penalty(&board), penalty, "{text}");
        assert_eq!(linear_conflict(&board), manhattan(&board) + penalty, "{text}");
    }

    #[test]
    fn counts_rows_and_columns() {
        case("3 1 2 3 4 5 6 7 8 0", 0);
        // 2 and 1 swapped in row one.
        case("3 2 1 3 4 5 6 7 8 0", 2);
        // 4 and 1 swapped in column one.
        case("3 4 2 3 1 5 6 7 8 0", 2);
        // Row one reversed: 3 2 1 needs two tiles out.
        case("3 3 2 1 4 5 6 7 8 0", 4);
        // The blank does not count as a tile in conflict.
        case("3 0 2 1 4 5 3 7 8 6", 2);
        // 4x4: row one reversed (+6), then column one reversed (+6).
        case("4 4 3 2 1 5 6 7 8 9 10 11 12 13 14 15 0", 6);
        case("4 13 2 3 4 9 6 7 8 5 10 11 12 1 14 15 0", 6);
    }

    #[test]
    fn full_rule_beats_pair_counting() {
        // Goal columns 2 0 1 in row one: two conflicting pairs, both with tile 3, so moving 3 out resolves
        // them and the full rule adds 2, where counting pairs would add 4.
        case("3 3 1 2 4 5 6 7 8 0", 2);
    }
}
