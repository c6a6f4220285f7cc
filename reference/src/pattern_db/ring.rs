//! [`Ring`]: a local test of whether taking one cell out of a region of free cells keeps the rest of
//! the region connected, from the 8 cells around it.
//!
//! On boards too large for a region table (5x5), a child's region would otherwise need a flood fill
//! of up to a dozen rounds per child. When the tile moves into cell t of the parent's region R and t
//! does not split R, the child's region is known from the parent's: the old cell, R without t if
//! they touch, and the other regions they touch. The free cells among t's four neighbours all lie in
//! R; if they are joined through the ring of 8 cells around t (consecutive ring cells are neighbours),
//! every path through t can go around it instead, so R without t stays connected. The converse does
//! not hold (the cells may join further away), so a "may split" answer falls back to the flood fill.

/// The ring cells of the 3x3 box around a cell, as bits of the box (row-major, the cell itself is 4),
/// in order around the ring: N, NE, E, SE, S, SW, W, NW.
const AROUND: [u32; 8] = [1, 2, 5, 8, 7, 6, 3, 0];

/// Which 3x3 box patterns keep the region connected, and which box bits exist for each cell.
pub(crate) struct Ring {
    n: usize,
    /// The box bits on the board, by cell.
    on_board: [u16; 32],
    /// By free-cell pattern of the box: whether the free orthogonal neighbours are joined around.
    joined: [bool; 512],
}

impl Ring {
    pub(crate) fn new(n: usize) -> Self {
        let mut on_board = [0u16; 32];
        for (cell, bits) in on_board.iter_mut().enumerate().take(n * n) {
            let (r, c) = ((cell / n) as isize, (cell % n) as isize);
            for b in 0..9 {
                let (rr, cc) = (r + b / 3 - 1, c + b % 3 - 1);
                if (0..n as isize).contains(&rr) && (0..n as isize).contains(&cc) {
                    *bits |= 1 << b;
                }
            }
        }
        let mut joined = [false; 512];
        for (pattern, j) in joined.iter_mut().enumerate() {
            *j = Ring::arcs_with_neighbours(pattern as u32) <= 1;
        }
        Ring { n, on_board, joined }
    }

    /// How many arcs of free ring cells hold a free orthogonal neighbour (ring positions 0, 2, 4, 6).
    fn arcs_with_neighbours(pattern: u32) -> u32 {
        let free = |i: usize| pattern & (1 << AROUND[i % 8]) != 0;
        // Start the walk just after an occupied ring cell, if any, so that no arc wraps around.
        let Some(start) = (0..8).find(|&i| !free(i)) else { return 1 };
        let (mut arcs, mut counted) = (0, false);
        for i in start + 1..start + 9 {
            if !free(i) {
                counted = false;
            } else if i % 2 == 0 && !counted {
                (arcs, counted) = (arcs + 1, true);
            }
        }
        arcs
    }

    /// Whether removing cell `t` from the free cells `free` (t among them) surely leaves the rest of
    /// its region connected.
    #[inline(always)]
    pub(crate) fn keeps_connected(&self, t: u32, free: u32) -> bool {
        let n = self.n;
        // The box's rows start at t - n - 1, t - 1 and t + n - 1; shift so that none is negative.
        let shifted = (u64::from(free) << (n + 1)) >> t;
        let row = |r: usize| (shifted >> (r * n)) & 7;
        // Cannot truncate: nine bits.
        let pattern = (row(0) | (row(1) << 3) | (row(2) << 6)) as usize & usize::from(self.on_board[t as usize]);
        self.joined[pattern]
    }
}

#[cfg(test)]
mod tests {
    use super::Ring;
    use crate::pattern_db::geometry::Geometry;

    #[test]
    fn a_kept_connection_is_never_wrong() {
        let (ring, geometry) = (Ring::new(5), Geometry::new(5));
        let (mut said_yes, mut cases) = (0, 0);
        for seed in 0..20_000u32 {
            let free = seed.wrapping_mul(2_654_435_761).rotate_left(seed % 7) & geometry.all;
            for t in (0..25).filter(|&t| free & (1 << t) != 0) {
                let rest = geometry.region(t, free) & !(1 << t);
                cases += 1;
                if ring.keeps_connected(t, free) {
                    said_yes += 1;
                    let whole = rest == 0 || geometry.region(rest.trailing_zeros(), free & !(1 << t)) == rest;
                    assert!(whole, "{free:025b} without {t}");
                }
            }
        }
        assert!(said_yes * 2 > cases, "the test answers most cases ({said_yes} of {cases})");
        // A cell between two free cells of a corridor splits it; in an open board it does not.
        let g = Geometry::new(5);
        assert!(!ring.keeps_connected(12, (1 << 11) | (1 << 12) | (1 << 13)));
        assert!(ring.keeps_connected(12, g.all));
        assert!(ring.keeps_connected(0, g.all), "a corner");
    }
}
