//! [`Cost`]: a heuristic as IDA* evaluates it, from scratch at the root and incrementally after each
//! move, with a small per-node memo ([`Cost::Memo`]) carried down the recursion.
//!
//! Manhattan changes by the moved tile's term alone. Linear conflicts change only in the lines the tile
//! left and entered: a horizontal move keeps the tile's row and changes two columns, a vertical move
//! the reverse, so one row and two columns (or two rows and one column) are recomputed per move, never
//! the whole board. Every cost here includes the Manhattan distance, so an estimate of zero means the
//! goal.

use crate::heuristic::{column_penalty, distance, row_penalty};
use crate::ida_star::grid::Grid;

/// An admissible heuristic on a [`Grid`], updated one move at a time.
pub(crate) trait Cost<G: Grid> {
    /// What a node passes to its children besides its estimate.
    type Memo: Copy;

    /// The estimate of a whole board and its memo.
    fn root(&self, grid: &G) -> (u32, Self::Memo);

    /// The estimate after `tile` moved from `from` to `to`; `grid` already shows the move, and `h` and
    /// `memo` are the parent's.
    fn child(&self, grid: &G, h: u32, memo: Self::Memo, tile: u16, from: usize, to: usize) -> (u32, Self::Memo);

    /// [`child`](Cost::child) for a search that prunes estimates above `budget`: an estimate above it
    /// may be only a lower bound of the true one (and its memo must not be used), which saves the work
    /// of proving by how much a pruned child is over. Still a valid next threshold: the pass that
    /// reaches it evaluates the child in full.
    #[inline(always)]
    #[expect(clippy::too_many_arguments, reason = "the move and the budget, on the hottest path, unboxed")]
    fn child_within(
        &self,
        grid: &G,
        h: u32,
        memo: Self::Memo,
        tile: u16,
        from: usize,
        to: usize,
        budget: u32,
    ) -> (u32, Self::Memo) {
        let _ = budget;
        self.child(grid, h, memo, tile, from, to)
    }
}

/// Manhattan distance from a (tile, cell) table.
pub(crate) struct ManhattanCost {
    cells: usize,
    table: Vec<u8>,
}

impl ManhattanCost {
    /// The table for n x n boards (n <= 16, which IDA* requires anyway).
    pub(crate) fn new(n: usize) -> Self {
        let cells = n * n;
        // Cannot truncate: a distance on a 16x16 board is at most 30.
        let table = (0..cells * cells).map(|k| distance((k / cells) as u16, k % cells, n) as u8).collect();
        ManhattanCost { cells, table }
    }

    /// The distance of `tile` in `cell` from its goal cell.
    #[inline(always)]
    pub(crate) fn distance(&self, tile: u16, cell: usize) -> u32 {
        u32::from(self.table[usize::from(tile) * self.cells + cell])
    }

    /// The whole board's distance.
    pub(crate) fn full<G: Grid>(&self, grid: &G) -> u32 {
        (0..self.cells).map(|cell| self.distance(grid.tile(cell), cell)).sum()
    }
}

impl<G: Grid> Cost<G> for ManhattanCost {
    type Memo = ();

    fn root(&self, grid: &G) -> (u32, ()) {
        (self.full(grid), ())
    }

    #[inline(always)]
    fn child(&self, _: &G, h: u32, _: (), tile: u16, from: usize, to: usize) -> (u32, ()) {
        (h + self.distance(tile, to) - self.distance(tile, from), ())
    }
}

/// Manhattan distance plus linear conflicts.
pub(crate) struct ConflictCost {
    n: usize,
    manhattan: ManhattanCost,
}

impl ConflictCost {
    /// The cost for n x n boards.
    pub(crate) fn new(n: usize) -> Self {
        ConflictCost { n, manhattan: ManhattanCost::new(n) }
    }

    /// The penalties of the lines a move between `from` and `to` can change, reading tiles through
    /// `tile`.
    #[inline(always)]
    fn touched(&self, from: usize, to: usize, tile: impl Fn(usize) -> u16 + Copy) -> u32 {
        let n = self.n;
        if from / n == to / n {
            column_penalty(n, from % n, tile) + column_penalty(n, to % n, tile)
        } else {
            row_penalty(n, from / n, tile) + row_penalty(n, to / n, tile)
        }
    }
}

impl<G: Grid> Cost<G> for ConflictCost {
    type Memo = ();

    fn root(&self, grid: &G) -> (u32, ()) {
        let n = self.n;
        let tile = |cell| grid.tile(cell);
        let penalties: u32 = (0..n).map(|line| row_penalty(n, line, tile) + column_penalty(n, line, tile)).sum();
        (self.manhattan.full(grid) + penalties, ())
    }

    #[inline(always)]
    fn child(&self, grid: &G, h: u32, _: (), tile: u16, from: usize, to: usize) -> (u32, ()) {
        let after = |cell| grid.tile(cell);
        // The board before the move, seen through the one after it.
        let before = |cell| {
            if cell == from {
                tile
            } else if cell == to {
                0
            } else {
                grid.tile(cell)
            }
        };
        let moved = h + self.manhattan.distance(tile, to) - self.manhattan.distance(tile, from);
        (moved + self.touched(from, to, after) - self.touched(from, to, before), ())
    }
}

/// Test helper: follows a pseudo-random walk of `steps` moves from the n x n goal with `grid` (the
/// goal's), checking each incremental estimate of `cost` against `whole` on the whole board; returns
/// the grid and the last estimate.
#[cfg(test)]
pub(crate) fn walk_agrees<G: Grid, C: Cost<G>>(
    cost: &C,
    (n, mut grid): (usize, G),
    steps: usize,
    seed: u64,
    whole: impl Fn(&crate::board::Board) -> u32,
) -> (G, u32) {
    use crate::direction::Direction;
    let mut board = crate::board::Board::goal(n);
    let (mut h, mut memo) = cost.root(&grid);
    let mut state = seed;
    for _ in 0..steps {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let Some(next) = board.slide(Direction::ALL[(state >> 62) as usize]) else { continue };
        let (from, to) = (next.blank(), board.blank());
        let tile = grid.tile(from);
        grid.slide(from);
        (h, memo) = cost.child(&grid, h, memo, tile, from, to);
        assert_eq!(h, whole(&next), "{next:?}");
        board = next;
    }
    (grid, h)
}

#[cfg(test)]
mod tests {
    use super::{ConflictCost, ManhattanCost, walk_agrees};
    use crate::board::Board;
    use crate::heuristic::{linear_conflict, manhattan};
    use crate::ida_star::grid::TileGrid;

    #[test]
    fn incremental_costs_match_the_whole_board_heuristics() {
        for n in [2, 3, 4, 5, 6] {
            walk_agrees(&ManhattanCost::new(n), (n, TileGrid::new(&Board::goal(n))), 500, 5 + n as u64, manhattan);
            walk_agrees(&ConflictCost::new(n), (n, TileGrid::new(&Board::goal(n))), 500, 5 + n as u64, linear_conflict);
        }
    }
}
