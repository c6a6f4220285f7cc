//! [`Indexer`]: the perfect hash of a pattern's placement (the cells of its k tiles, in tile order) to
//! 0..C!/(C-k)!, C = n*n, and back.
//!
//! Tile i's cell is written as its rank among the cells the earlier tiles left free, a digit below
//! C - i; the digits are read as a mixed-radix number, tile 0 most significant. Each digit takes one
//! `popcount`, so ranking a 4x4 placement costs a few nanoseconds, and consecutive ranks share their
//! leading tiles' cells (moving the last tiles stays close in memory).

/// Ranks and unranks the placements of k tiles on C <= 32 cells.
#[derive(Debug, Clone)]
pub(crate) struct Indexer {
    cells: usize,
    k: usize,
    /// weight[i] = (C-1-i)! / (C-k)!: the place value of digit i.
    weight: [u32; 32],
    /// ceil(2^64 / weight[i]): dividing a 32-bit rank by weight[i] is one multiplication (Lemire,
    /// Kaser and Kurz, "Faster remainder by direct computation", exact for 32-bit operands).
    reciprocal: [u128; 32],
}

impl Indexer {
    /// The indexer of k tiles on `cells` cells (the caller has checked that the count fits `u32`).
    pub(crate) fn new(cells: usize, k: usize) -> Self {
        debug_assert!(k <= cells && cells <= 32);
        let mut weight = [0u32; 32];
        let mut w = 1u64;
        for i in (0..k).rev() {
            // Cannot truncate: the count of placements was checked to fit.
            weight[i] = w as u32;
            w *= (cells - i) as u64;
        }
        let mut reciprocal = [0u128; 32];
        for (r, &w) in reciprocal.iter_mut().zip(&weight).take(k) {
            *r = (1u128 << 64).div_ceil(u128::from(w));
        }
        Indexer { cells, k, weight, reciprocal }
    }

    /// The number of placements.
    pub(crate) fn len(&self) -> u64 {
        (0..self.k).map(|i| (self.cells - i) as u64).product()
    }

    /// The place value of tile i's digit.
    #[inline(always)]
    pub(crate) fn weight(&self, i: usize) -> u32 {
        self.weight[i]
    }

    /// The rank of the placement whose tile i sits in `cell(i)`.
    #[inline(always)]
    pub(crate) fn rank(&self, cell: impl Fn(usize) -> usize) -> u32 {
        let mut used = 0u32;
        let mut rank = 0u32;
        for i in 0..self.k {
            let c = cell(i);
            let digit = c as u32 - (used & ((1u32 << c) - 1)).count_ones();
            rank += digit * self.weight[i];
            used |= 1 << c;
        }
        rank
    }

    /// Writes the cells of the placement with rank `rank` into `out[..k]`; returns the mask of those
    /// cells.
    #[cfg(test)]
    pub(crate) fn unrank(&self, rank: u32, out: &mut [u8]) -> u32 {
        self.unrank_with(rank, out, nth_clear_bit)
    }

    /// [`Indexer::unrank`] finding the `nth` zero bit of a mask with `select(mask, nth)`, for callers
    /// with a faster one.
    #[inline(always)]
    pub(crate) fn unrank_with(&self, mut rank: u32, out: &mut [u8], select: impl Fn(u32, u32) -> u32) -> u32 {
        let mut used = 0u32;
        for (i, slot) in out.iter_mut().enumerate().take(self.k) {
            // Cannot truncate: the quotient of a 32-bit rank.
            let digit = ((self.reciprocal[i] * u128::from(rank)) >> 64) as u32;
            rank -= digit * self.weight[i];
            let cell = select(used, digit);
            // Cannot truncate: cells are below 32.
            *slot = cell as u8;
            used |= 1 << cell;
        }
        used
    }
}

/// The position of the `nth` (0-based) zero bit of `mask`.
#[inline]
pub(crate) fn nth_clear_bit(mask: u32, nth: u32) -> u32 {
    let mut free = !mask;
    for _ in 0..nth {
        free &= free - 1;
    }
    free.trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::{Indexer, nth_clear_bit};

    #[test]
    fn nth_clear_bit_skips_set_bits() {
        assert_eq!(nth_clear_bit(0, 0), 0);
        assert_eq!(nth_clear_bit(0b1011, 0), 2);
        assert_eq!(nth_clear_bit(0b1011, 1), 4);
    }

    #[test]
    fn ranks_are_a_bijection_onto_the_placements() {
        for (cells, k) in [(4, 2), (9, 3), (9, 8), (16, 3)] {
            let index = Indexer::new(cells, k);
            let mut seen = vec![false; index.len() as usize];
            let mut out = [0u8; 32];
            for r in 0..index.len() as u32 {
                let mask = index.unrank(r, &mut out);
                assert_eq!(mask.count_ones() as usize, k, "distinct cells");
                assert_eq!(index.rank(|i| usize::from(out[i])), r);
                assert!(!std::mem::replace(&mut seen[r as usize], true));
            }
        }
        assert_eq!(Indexer::new(16, 8).len(), 518_918_400);
        let (big, mut out) = (Indexer::new(25, 6), [0u8; 32]);
        for r in [0, 1, 127_511_999, 99_999_999, 5_000_000] {
            big.unrank(r, &mut out);
            assert_eq!(big.rank(|i| usize::from(out[i])), r, "the reciprocals divide exactly");
        }
        assert_eq!(Indexer::new(25, 6).len(), 127_512_000);
    }
}
