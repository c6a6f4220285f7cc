//! [`Parent`]: what expanding a placement's states needs to know about the placement, worked out once
//! per placement rather than once per state or per child, and the ranks of its children.
//!
//! The states of a layer are met in rank order, and a placement's regions are neighbouring states, so
//! a thread keeps the last placement it decoded and decodes again only when the rank changes. A
//! child's rank follows from the parent's with a few additions instead of ranking it afresh.

use crate::pattern_db::index::Indexer;

/// A decoded placement: its tiles' cells, which tile is where, and its Manhattan distance.
#[derive(Clone, Copy)]
pub(crate) struct Parent {
    /// The rank, or `u32::MAX` before any placement is decoded.
    pub(crate) rank: u32,
    /// The cell of each pattern tile.
    pub(crate) cells: [u8; 32],
    /// The mask of those cells.
    pub(crate) occupied: u32,
    /// The pattern tile in each occupied cell (other cells: meaningless).
    pub(crate) owner: [u8; 32],
    /// The pattern tiles' Manhattan distance.
    pub(crate) manhattan: u32,
    /// The region of each free cell, where the board has no region table (else unset).
    pub(crate) regions: [u32; 32],
}

impl Parent {
    /// No placement: every rank differs from this one's.
    pub(crate) fn none() -> Self {
        Parent { rank: u32::MAX, cells: [0; 32], occupied: 0, owner: [0; 32], manhattan: 0, regions: [0; 32] }
    }

    /// Decodes placement `rank` of `index`, whose tile i is `manhattan[i][c]` from home in cell c;
    /// `select(mask, nth)` is the position of the `nth` zero bit of `mask`.
    #[inline(always)]
    pub(crate) fn decode(index: &Indexer, manhattan: &[[u8; 32]], rank: u32, select: impl Fn(u32, u32) -> u32) -> Self {
        let mut parent = Parent::none();
        parent.rank = rank;
        parent.occupied = index.unrank_with(rank, &mut parent.cells, select);
        for (i, row) in manhattan.iter().enumerate() {
            let cell = usize::from(parent.cells[i]);
            // Cannot truncate: tiles are fewer than 32.
            parent.owner[cell] = i as u8;
            parent.manhattan += u32::from(row[cell]);
        }
        parent
    }

    /// The rank after tile i moves from `from` to the free cell `to`. Tile i's digit changes by the
    /// cells passed over, less the earlier tiles' cells among them; each later tile whose cell is
    /// passed over has one cell more (or fewer) free below it, so its digit changes by one. A
    /// sideways move passes over no cell.
    #[inline(always)]
    pub(crate) fn moved_rank(&self, index: &Indexer, i: usize, from: u32, to: u32) -> u32 {
        let (low, high) = (from.min(to), from.max(to));
        let mut between = self.occupied & ((1u32 << high) - 1) & !((2u32 << low) - 1);
        let (mut digit, mut later) = (high - low, 0);
        while between != 0 {
            let j = usize::from(self.owner[between.trailing_zeros() as usize]);
            between &= between - 1;
            if j < i {
                digit -= 1;
            } else {
                later += index.weight(j);
            }
        }
        let delta = digit * index.weight(i) + later;
        if to > from { self.rank + delta } else { self.rank - delta }
    }
}

#[cfg(test)]
mod tests {
    use super::Parent;
    use crate::pattern_db::geometry::Geometry;
    use crate::pattern_db::index::{Indexer, nth_clear_bit};

    #[test]
    fn moved_ranks_are_the_ranks_of_the_moved_placements() {
        for (n, k) in [(3, 4), (4, 3), (4, 5), (5, 3)] {
            let (index, geometry) = (Indexer::new(n * n, k), Geometry::new(n));
            let rows = vec![[0u8; 32]; k];
            for rank in (0..index.len() as u32).step_by(37) {
                let parent = Parent::decode(&index, &rows, rank, nth_clear_bit);
                for i in 0..k {
                    let from = u32::from(parent.cells[i]);
                    let mut targets = geometry.adjacent[from as usize] & !parent.occupied;
                    while targets != 0 {
                        let to = targets.trailing_zeros();
                        targets &= targets - 1;
                        let mut cells = parent.cells;
                        cells[i] = to as u8;
                        let expected = index.rank(|t| usize::from(cells[t]));
                        assert_eq!(parent.moved_rank(&index, i, from, to), expected, "{n} {k} {rank} {i} {to}");
                    }
                }
            }
        }
    }
}
