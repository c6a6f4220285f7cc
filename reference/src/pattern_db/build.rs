//! Building one pattern database by breadth-first search backwards from the goal over the abstract
//! space: the pattern tiles' cells and the blank, every other tile indistinguishable.
//!
//! Only moves of pattern tiles are counted; moves of the other tiles are free, so all that matters about
//! the blank is which region of non-pattern cells it is in (it can reach any cell of that region at no
//! cost). A state is therefore (placement, region), the region named by its lowest cell and stored as
//! that cell's index among the free cells. Each layer's states move one pattern tile next to their
//! region into it (cost 1; the blank lands where the tile was). A placement's entry is the layer in
//! which any of its regions is first reached: the fewest pattern moves over every blank position.
//!
//! Each layer is expanded in parallel: the threads take blocks of states and claim each state they
//! discover with a compare-and-swap on its mark, so every state is expanded once.
//!
//! Entries are stored as half the excess over the pattern tiles' Manhattan distance, which every
//! pattern move changes by exactly one, so the excess is even and small.

use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};

use crate::pattern_db::index::{Indexer, nth_clear_bit};
use crate::pattern_db::marks::{Marks, UNSEEN};
use crate::pattern_db::pattern::Pattern;

/// Marks an entry no layer has reached yet.
const UNREACHED: u8 = u8::MAX;

/// A finished build: one byte an entry, and what it cost.
pub(crate) struct Built {
    /// Half the excess over Manhattan, by placement rank.
    pub entries: Vec<u8>,
    /// The largest database value (pattern moves), the number of the last layer.
    pub max_value: u32,
    /// Bytes held at the peak: the state marks plus the entries.
    pub peak_bytes: u64,
}

/// Cell masks of an n x n board.
struct Geometry {
    n: usize,
    all: u32,
    not_first_col: u32,
    not_last_col: u32,
    adjacent: [u32; 32],
}

impl Geometry {
    fn new(n: usize) -> Self {
        let cells = n * n;
        let all = if cells == 32 { u32::MAX } else { (1u32 << cells) - 1 };
        let first_col: u32 = (0..n).map(|r| 1u32 << (r * n)).sum();
        let (not_first_col, not_last_col) = (all & !first_col, all & !(first_col << (n - 1)));
        let mut adjacent = [0u32; 32];
        for (cell, adj) in adjacent.iter_mut().enumerate().take(cells) {
            *adj = Geometry::grow(n, 1 << cell, all, not_first_col, not_last_col) & !(1 << cell);
        }
        Geometry { n, all, not_first_col, not_last_col, adjacent }
    }

    #[inline(always)]
    fn grow(n: usize, r: u32, free: u32, not_first_col: u32, not_last_col: u32) -> u32 {
        (r | ((r << 1) & not_first_col) | ((r >> 1) & not_last_col) | (r << n) | (r >> n)) & free
    }

    /// The cells of `free` the blank reaches from `seed` without moving a pattern tile.
    #[inline(always)]
    fn region(&self, seed: u32, free: u32) -> u32 {
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

/// The breadth-first search in progress: read-only geometry and indexing, and the marks and
/// entries that the threads of a layer share (atomically).
struct Search {
    geometry: Geometry,
    index: Indexer,
    /// Free cells per placement (the states' stride).
    stride: u64,
    /// Manhattan distance of pattern tile i in each cell.
    manhattan: Vec<[u8; 32]>,
    marks: Marks,
    entries: Vec<AtomicU8>,
}

/// Words of marks a thread takes at a time: small enough to balance the threads, large enough that
/// taking them costs nothing.
const BLOCK: usize = 4096;

/// Builds the database of `pattern`; `progress` hears each finished layer and the share of entries
/// known. Each layer is expanded by as many threads as the machine has cores.
pub(crate) fn build(pattern: &Pattern, progress: &mut dyn FnMut(u32, f64)) -> Built {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    build_on(pattern, threads, progress)
}

/// [`build`] on at most `threads` threads (the result does not depend on how many).
fn build_on(pattern: &Pattern, threads: usize, progress: &mut dyn FnMut(u32, f64)) -> Built {
    let n = pattern.dimension();
    let cells = n * n;
    let k = pattern.tiles().len();
    let index = Indexer::new(cells, k);
    let stride = (cells - k) as u64;
    let manhattan = pattern
        .tiles()
        .iter()
        .map(|&t| {
            let mut row = [0u8; 32];
            for (cell, d) in row.iter_mut().enumerate().take(cells) {
                // Cannot truncate: distances on a 5x5 board are below 9.
                *d = crate::heuristic::distance(t, cell, n) as u8;
            }
            row
        })
        .collect();
    let len = index.len();
    // Cannot truncate: `Pattern::new` limits the entries to 2^30. The collect reuses the advised
    // allocation (same layout).
    let entries = crate::huge_pages::filled(len as usize, UNREACHED).into_iter().map(AtomicU8::new).collect();
    let search =
        Search { geometry: Geometry::new(n), marks: Marks::new(len * stride), entries, index, stride, manhattan };
    let goal: Vec<u8> = pattern.tiles().iter().map(|&t| (t - 1) as u8).collect();
    let (_, mut reached) = search.discover(&goal, (cells - 1) as u32, 0, 1);
    let mut depth = 0;
    let (mut current, mut next) = (1, 2);
    let max_value = loop {
        let (added, newly) = search.expand_layer(depth, current, next, threads);
        reached += newly;
        progress(depth, reached as f64 / len as f64);
        if added == 0 {
            break depth;
        }
        depth += 1;
        (current, next) = (next, current);
    };
    let peak_bytes = search.marks.bytes() + len;
    let entries = search.entries.into_iter().map(AtomicU8::into_inner).collect();
    Built { entries, max_value, peak_bytes }
}

impl Search {
    /// Expands every state marked `current` on `threads` threads; returns how many states it marked
    /// `next` and how many entries it filled.
    fn expand_layer(&self, depth: u32, current: u64, next: u64, threads: usize) -> (u64, u64) {
        let words = self.marks.word_count();
        let blocks = AtomicUsize::new(0);
        let work = || {
            let (mut added, mut reached) = (0, 0);
            let mut cells = [0u8; 32];
            loop {
                let first = blocks.fetch_add(1, Ordering::Relaxed) * BLOCK;
                if first >= words {
                    return (added, reached);
                }
                for w in first..(first + BLOCK).min(words) {
                    let mut bits = self.marks.matching(w, current);
                    while bits != 0 {
                        let s = w as u64 * 32 + u64::from(bits.trailing_zeros() / 2);
                        bits &= bits - 1;
                        self.marks.finish(s);
                        let (a, r) = self.expand(s, &mut cells, depth + 1, next);
                        (added, reached) = (added + a, reached + r);
                    }
                }
            }
        };
        let threads = threads.min(words.div_ceil(BLOCK)).max(1);
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads).map(|_| scope.spawn(work)).collect();
            let mut total = work();
            for helper in helpers {
                // A helper panics only if this code is wrong; surface that rather than a short table.
                let (a, r) = helper.join().expect("a build thread panicked");
                total = (total.0 + a, total.1 + r);
            }
            total
        })
    }

    /// Makes every pattern move out of state `s`; returns how many new states it found and how many
    /// entries it filled.
    fn expand(&self, s: u64, cells: &mut [u8; 32], depth: u32, next: u64) -> (u64, u64) {
        // Cannot truncate: ranks fit u32 (checked by `Pattern::new`), free-cell indices are below 32.
        let (rank, slot) = ((s / self.stride) as u32, (s % self.stride) as u32);
        let occupied = self.index.unrank(rank, cells);
        let free = self.geometry.all & !occupied;
        let region = self.geometry.region(nth_clear_bit(!free, slot), free);
        let (mut added, mut reached) = (0, 0);
        for i in 0..self.manhattan.len() {
            let from = u32::from(cells[i]);
            let mut targets = self.geometry.adjacent[from as usize] & region;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                // Cannot truncate: cells are below 32.
                cells[i] = to as u8;
                let (a, r) = self.discover(&cells[..], from, depth, next);
                (added, reached) = (added + a, reached + r);
                cells[i] = from as u8;
            }
        }
        (added, reached)
    }

    /// Claims the state (placement `cells`, region of `blank`) for `mark` if unseen, recording the
    /// placement's entry at `depth` if it is the first of its regions; returns (1 if the state was
    /// new, 1 if the entry was).
    #[inline(always)]
    fn discover(&self, cells: &[u8], blank: u32, depth: u32, mark: u64) -> (u64, u64) {
        let k = self.manhattan.len();
        let occupied: u32 = cells[..k].iter().map(|&c| 1u32 << c).sum();
        let free = self.geometry.all & !occupied;
        let lowest = self.geometry.region(blank, free).trailing_zeros();
        let rank = self.index.rank(|i| usize::from(cells[i]));
        let slot = (free & ((1u32 << lowest) - 1)).count_ones();
        let s = u64::from(rank) * self.stride + u64::from(slot);
        if self.marks.get(s) != UNSEEN || !self.marks.claim(s, mark) {
            return (0, 0);
        }
        let entry = &self.entries[rank as usize];
        if entry.load(Ordering::Relaxed) != UNREACHED {
            return (1, 0);
        }
        let manhattan: u32 = (0..k).map(|i| u32::from(self.manhattan[i][usize::from(cells[i])])).sum();
        debug_assert!(
            depth >= manhattan && (depth - manhattan).is_multiple_of(2),
            "pattern moves change Manhattan by one"
        );
        // Cannot truncate: the excess of a 5x5 pattern is far below 510. Two threads reaching the
        // placement in one layer write the same value; the exchange makes one of them count it.
        let value = ((depth - manhattan) / 2) as u8;
        let first = entry.compare_exchange(UNREACHED, value, Ordering::Relaxed, Ordering::Relaxed).is_ok();
        (1, u64::from(first))
    }
}

#[cfg(test)]
mod tests {
    use super::{BLOCK, build_on};
    use crate::pattern_db::pattern::Pattern;

    #[test]
    fn any_number_of_threads_builds_the_same_database() {
        // 43,680 placements x 12 blank regions: 16,380 words of marks, four blocks to share out.
        let pattern = Pattern::new(4, &[1, 2, 5, 6]).expect("a pattern");
        const { assert!(43_680 * 12 / 32 > 3 * BLOCK) };
        let mut layers = Vec::new();
        let one = build_on(&pattern, 1, &mut |layer, _| layers.push(layer));
        assert_eq!(layers.len() as u32, one.max_value + 1, "one progress call per layer");
        for threads in [2, 3, 8] {
            let many = build_on(&pattern, threads, &mut |_, _| {});
            assert!(many.entries == one.entries, "{threads} threads");
            assert_eq!(many.max_value, one.max_value);
        }
        assert!(one.entries.iter().all(|&e| e != super::UNREACHED), "every placement is reached");
    }
}
