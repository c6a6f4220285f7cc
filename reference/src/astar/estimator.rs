//! [`Estimator`]: heuristics evaluated on packed boards, incrementally after each move.
//!
//! A child differs from its parent by one tile, so its estimate follows from the parent's: Hamming and
//! Manhattan change by that tile's term, and linear conflicts additionally by the penalties of the lines
//! the tile left and entered (a horizontal move keeps the tile's row and changes two columns; a vertical
//! move the reverse). Each is tested against the whole-board functions in [`heuristic`](crate::heuristic).

use crate::heuristic::{column_penalty, distance, misplaced, row_penalty};
use crate::packing::Packing;

/// A heuristic on packed boards of one size.
pub(crate) trait Estimator<P: Packing> {
    /// The estimator for n x n boards.
    fn for_size(n: usize) -> Self
    where
        Self: Sized;

    /// The estimate of a whole board.
    fn full(&self, words: &[P::Word]) -> u32;

    /// The estimate of `after`, which is `before` with `tile` moved from cell `from` to cell `to`, given
    /// that `before`'s estimate is `h`.
    fn after_move(&self, h: u32, before: &[P::Word], after: &[P::Word], tile: u16, from: usize, to: usize) -> u32;
}

/// Tiles out of place.
pub(crate) struct HammingCost {
    cells: usize,
}

impl HammingCost {
    pub(crate) fn new(n: usize) -> Self {
        HammingCost { cells: n * n }
    }
}

impl<P: Packing> Estimator<P> for HammingCost {
    fn for_size(n: usize) -> Self {
        HammingCost::new(n)
    }

    fn full(&self, words: &[P::Word]) -> u32 {
        (0..self.cells).map(|i| misplaced(P::get(words, i), i)).sum()
    }

    #[inline]
    fn after_move(&self, h: u32, _: &[P::Word], _: &[P::Word], tile: u16, from: usize, to: usize) -> u32 {
        h + misplaced(tile, to) - misplaced(tile, from)
    }
}

/// Manhattan distance, from a table of every (tile, cell) distance on boards of up to 256 cells.
pub(crate) struct ManhattanCost {
    n: usize,
    cells: usize,
    table: Vec<u8>,
}

impl ManhattanCost {
    pub(crate) fn new(n: usize) -> Self {
        let cells = n * n;
        let table = if cells <= 256 {
            // Cannot truncate: a distance on a board of at most 16x16 is below 31.
            (0..cells * cells).map(|k| distance((k / cells) as u16, k % cells, n) as u8).collect()
        } else {
            Vec::new()
        };
        ManhattanCost { n, cells, table }
    }

    #[inline]
    fn distance(&self, tile: u16, cell: usize) -> u32 {
        if self.table.is_empty() {
            distance(tile, cell, self.n)
        } else {
            u32::from(self.table[usize::from(tile) * self.cells + cell])
        }
    }
}

impl<P: Packing> Estimator<P> for ManhattanCost {
    fn for_size(n: usize) -> Self {
        ManhattanCost::new(n)
    }

    fn full(&self, words: &[P::Word]) -> u32 {
        (0..self.cells).map(|i| self.distance(P::get(words, i), i)).sum()
    }

    #[inline]
    fn after_move(&self, h: u32, _: &[P::Word], _: &[P::Word], tile: u16, from: usize, to: usize) -> u32 {
        h + self.distance(tile, to) - self.distance(tile, from)
    }
}

/// Manhattan distance plus linear conflicts.
pub(crate) struct LinearConflictCost {
    manhattan: ManhattanCost,
}

impl LinearConflictCost {
    pub(crate) fn new(n: usize) -> Self {
        LinearConflictCost { manhattan: ManhattanCost::new(n) }
    }

    /// The penalties of the lines a move from `from` to `to` can change, on one board.
    fn touched<P: Packing>(&self, words: &[P::Word], from: usize, to: usize) -> u32 {
        let n = self.manhattan.n;
        let tile = |i| P::get(words, i);
        if from / n == to / n {
            column_penalty(n, from % n, tile) + column_penalty(n, to % n, tile)
        } else {
            row_penalty(n, from / n, tile) + row_penalty(n, to / n, tile)
        }
    }
}

impl<P: Packing> Estimator<P> for LinearConflictCost {
    fn for_size(n: usize) -> Self {
        LinearConflictCost::new(n)
    }

    fn full(&self, words: &[P::Word]) -> u32 {
        let n = self.manhattan.n;
        let tile = |i| P::get(words, i);
        let penalties: u32 = (0..n).map(|line| row_penalty(n, line, tile) + column_penalty(n, line, tile)).sum();
        Estimator::<P>::full(&self.manhattan, words) + penalties
    }

    #[inline]
    fn after_move(&self, h: u32, before: &[P::Word], after: &[P::Word], tile: u16, from: usize, to: usize) -> u32 {
        let moved = Estimator::<P>::after_move(&self.manhattan, h, before, after, tile, from, to);
        moved + self.touched::<P>(after, from, to) - self.touched::<P>(before, from, to)
    }
}

#[cfg(test)]
mod tests {
    use super::{Estimator, HammingCost, LinearConflictCost, ManhattanCost};
    use crate::board::Board;
    use crate::direction::Direction;
    use crate::heuristic::{hamming, linear_conflict, manhattan};
    use crate::packing::{Bytes, Nibbles, Packing, Wide};

    /// An estimator and the whole-board function it must agree with.
    type Pair<'a, P> = (&'a dyn Estimator<P>, fn(&Board) -> u32);

    /// Walks a fixed pseudo-random route and checks every incremental update against the whole board.
    fn follows_whole_board<P: Packing>(n: usize) {
        let estimators: [Pair<'_, P>; 3] = [
            (&HammingCost::new(n), hamming),
            (&ManhattanCost::new(n), manhattan),
            (&LinearConflictCost::new(n), linear_conflict),
        ];
        for (estimator, whole) in estimators {
            let mut board = Board::goal(n);
            let mut h = estimator.full(&board.pack::<P>());
            assert_eq!(h, whole(&board));
            let mut state = 12_345_u64 + n as u64;
            for _ in 0..400 {
                state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let dir = Direction::ALL[(state >> 62) as usize];
                let Some(next) = board.slide(dir) else { continue };
                let (from, to) = (next.blank(), board.blank());
                let tile = board.tile(from);
                h = estimator.after_move(h, &board.pack::<P>(), &next.pack::<P>(), tile, from, to);
                assert_eq!(h, whole(&next), "{next:?}");
                board = next;
            }
        }
    }

    #[test]
    fn incremental_estimates_match_the_whole_board_functions() {
        follows_whole_board::<Nibbles>(3);
        follows_whole_board::<Nibbles>(4);
        follows_whole_board::<Bytes>(5);
        follows_whole_board::<Bytes>(10);
        follows_whole_board::<Wide>(17);
    }
}
