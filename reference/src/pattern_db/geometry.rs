//! [`Geometry`]: the cell masks of an n x n board that the build needs: which cells neighbour which,
//! and the region of free cells the blank reaches from a cell without moving a pattern tile.
//!
//! Every child the build generates needs the lowest cell of its blank's region. A flood fill takes up
//! to a dozen rounds; on boards up to 4x4 a table over all 2^16 sets of free cells (512 KiB, which
//! stays in the L2 cache) answers with one load instead.

use crate::pattern_db::ring::Ring;

/// Cell masks of an n x n board (n <= 5, so a board fits a `u32`).
pub(crate) struct Geometry {
    n: usize,
    /// Every cell of the board.
    pub(crate) all: u32,
    not_first_col: u32,
    not_last_col: u32,
    /// The cells next to each cell.
    pub(crate) adjacent: [u32; 32],
    /// Boards up to 4x4: for each set of free cells, the lowest cell of each free cell's region, a
    /// nibble a cell. Empty on larger boards.
    lowest: Vec<u64>,
    /// The local test of whether a cell splits its region (used where there is no table).
    pub(crate) ring: Ring,
}

impl Geometry {
    pub(crate) fn new(n: usize) -> Self {
        let cells = n * n;
        let all = if cells == 32 { u32::MAX } else { (1u32 << cells) - 1 };
        let first_col: u32 = (0..n).map(|r| 1u32 << (r * n)).sum();
        let (not_first_col, not_last_col) = (all & !first_col, all & !(first_col << (n - 1)));
        let mut adjacent = [0u32; 32];
        for (cell, adj) in adjacent.iter_mut().enumerate().take(cells) {
            *adj = Geometry::grow(n, 1 << cell, all, not_first_col, not_last_col) & !(1 << cell);
        }
        let mut geometry =
            Geometry { n, all, not_first_col, not_last_col, adjacent, lowest: Vec::new(), ring: Ring::new(n) };
        if cells <= 16 {
            geometry.lowest = (0..=all).map(|free| geometry.lowest_cells(free)).collect();
        }
        geometry
    }

    /// The lowest cell of each free cell's region, a nibble a cell (boards up to 4x4).
    fn lowest_cells(&self, free: u32) -> u64 {
        let (mut labels, mut left) = (0u64, free);
        while left != 0 {
            let region = self.region(left.trailing_zeros(), free);
            let mut cells = region;
            while cells != 0 {
                labels |= u64::from(left.trailing_zeros()) << (4 * cells.trailing_zeros());
                cells &= cells - 1;
            }
            left &= !region;
        }
        labels
    }

    /// Whether [`Geometry::region_flags`] may be used (boards up to 4x4).
    #[inline(always)]
    pub(crate) fn has_table(&self) -> bool {
        !self.lowest.is_empty()
    }

    /// The region of `free` whose lowest cell is `lowest`, as a flag at bit 4c for each of its cells
    /// c, and possibly for occupied cells too (for the caller to mask off). Boards up to 4x4 only.
    #[inline(always)]
    pub(crate) fn region_flags(&self, lowest: u32, free: u32) -> u64 {
        const ONES: u64 = 0x1111_1111_1111_1111;
        let x = self.lowest[free as usize] ^ (u64::from(lowest) * ONES);
        !(x | (x >> 1) | (x >> 2) | (x >> 3)) & ONES
    }

    /// Writes into `regions[c]` the region of each free cell c of `free`.
    #[inline(always)]
    pub(crate) fn all_regions(&self, free: u32, regions: &mut [u32; 32]) {
        let mut left = free;
        while left != 0 {
            let region = self.region(left.trailing_zeros(), free);
            let mut cells = region;
            while cells != 0 {
                regions[cells.trailing_zeros() as usize] = region;
                cells &= cells - 1;
            }
            left &= !region;
        }
    }

    /// The lowest cell of the region of `free` the blank reaches from `seed`.
    #[inline(always)]
    pub(crate) fn lowest(&self, seed: u32, free: u32) -> u32 {
        if self.lowest.is_empty() {
            return self.flood_to_lowest(seed, free);
        }
        // Cannot truncate: a nibble.
        ((self.lowest[free as usize] >> (4 * seed)) & 15) as u32
    }

    /// The lowest cell of the region of `free` around `seed`, by a flood fill that stops as soon as
    /// it reaches the lowest free cell of all (usually the answer: most placements leave one region).
    #[inline(always)]
    fn flood_to_lowest(&self, seed: u32, free: u32) -> u32 {
        let target = free & free.wrapping_neg();
        let mut r = 1u32 << seed;
        while r & target == 0 {
            let grown = Geometry::grow(self.n, r, free, self.not_first_col, self.not_last_col);
            if grown == r {
                return r.trailing_zeros();
            }
            r = grown;
        }
        target.trailing_zeros()
    }

    #[inline(always)]
    fn grow(n: usize, r: u32, free: u32, not_first_col: u32, not_last_col: u32) -> u32 {
        (r | ((r << 1) & not_first_col) | ((r >> 1) & not_last_col) | (r << n) | (r >> n)) & free
    }

    /// The cells of `free` the blank reaches from `seed` without moving a pattern tile.
    #[inline(always)]
    pub(crate) fn region(&self, seed: u32, free: u32) -> u32 {
        let mut r = 1u32 << seed;
        loop {
            let grown = Geometry::grow(self.n, r, free, self.not_first_col, self.not_last_col);
            if grown == r {
                return r;
            }
            r = grown;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Geometry;

    #[test]
    fn regions_stop_at_occupied_cells_and_board_edges() {
        let g = Geometry::new(4);
        assert_eq!(g.adjacent[0], 0b10010);
        assert_eq!(g.adjacent[5], (1 << 1) | (1 << 4) | (1 << 6) | (1 << 9));
        // Column 1 occupied: column 0 is cut off from columns 2 and 3.
        let free = g.all & !0x2222;
        assert_eq!(g.region(0, free), 0x1111);
        assert_eq!(g.region(15, free), 0xCCCC);
        assert_eq!(g.region(3, g.all), g.all);
        assert_eq!((g.lowest(12, free), g.lowest(15, free), g.lowest(4, g.all)), (0, 2, 0));
    }

    #[test]
    fn the_table_agrees_with_the_flood_fill() {
        for n in [2, 3, 4] {
            let g = Geometry::new(n);
            for free in (0..=g.all).step_by(7) {
                for seed in (0..(n * n) as u32).filter(|&c| free & (1 << c) != 0) {
                    assert_eq!(g.lowest(seed, free), g.region(seed, free).trailing_zeros(), "{n} {free:b} {seed}");
                    assert_eq!(g.flood_to_lowest(seed, free), g.lowest(seed, free));
                }
            }
        }
    }
}
