//! Building one pattern database by breadth-first search backwards from the goal over the abstract
//! space: the pattern tiles' cells and the blank, every other tile indistinguishable.
//!
//! Only moves of pattern tiles are counted; moves of the other tiles are free, so all that matters about
//! the blank is which region of non-pattern cells it is in (it can reach any cell of that region at no
//! cost). A state is therefore (placement, region), the region named by its lowest cell and stored as
//! that cell's index among the free cells. Each layer's states move one pattern tile next to their
//! region into it (cost 1; the blank lands where the tile was). A placement's entry is the layer in
//! which any of its regions is first reached: the fewest pattern moves over every blank position.
//! [`Search`] expands the layers.
//!
//! Entries are stored as half the excess over the pattern tiles' Manhattan distance, which every
//! pattern move changes by exactly one, so the excess is even and small.

use std::sync::atomic::AtomicU8;

use crate::pattern_db::frontier::Frontier;
use crate::pattern_db::geometry::Geometry;
use crate::pattern_db::index::Indexer;
use crate::pattern_db::marks::Marks;
use crate::pattern_db::pattern::Pattern;
use crate::pattern_db::search::{BLOCK, Search, Tally, UNREACHED};

/// A finished build: one byte an entry, and what it cost.
pub(crate) struct Built {
    /// Half the excess over Manhattan, by placement rank.
    pub entries: Vec<u8>,
    /// The largest database value (pattern moves), the number of the last layer.
    pub max_value: u32,
    /// Bytes held at the peak: the state marks plus the entries.
    pub peak_bytes: u64,
}

/// Builds the database of `pattern`; `progress` hears each finished layer and the share of entries
/// known. Each layer is expanded by as many threads as the machine has cores.
pub(crate) fn build(pattern: &Pattern, progress: &mut dyn FnMut(u32, f64)) -> Built {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    build_on(pattern, threads, progress)
}

/// The search's tables for `pattern`, nothing reached yet.
fn search_for(pattern: &Pattern) -> Search {
    let n = pattern.dimension();
    let cells = n * n;
    let k = pattern.tiles().len();
    let index = Indexer::new(cells, k);
    // Cannot truncate: at most 32 slots.
    let slot_bits = (cells - k).next_power_of_two().trailing_zeros();
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
    let marks = Marks::new(len << slot_bits);
    let frontier = Frontier::new(marks.word_count().div_ceil(BLOCK));
    Search { geometry: Geometry::new(n), index, slot_bits, manhattan, marks, entries, frontier }
}

/// [`build`] on at most `threads` threads (the result does not depend on how many).
pub(crate) fn build_on(pattern: &Pattern, threads: usize, progress: &mut dyn FnMut(u32, f64)) -> Built {
    let search = search_for(pattern);
    let cells = pattern.dimension() * pattern.dimension();
    let mut goal = [0u8; 32];
    for (cell, &t) in goal.iter_mut().zip(pattern.tiles()) {
        // Cannot truncate: tiles are below 25.
        *cell = (t - 1) as u8;
    }
    let occupied: u32 = pattern.tiles().iter().map(|&t| 1u32 << (t - 1)).sum();
    let blank = (cells - 1) as u32;
    let mut start = Tally::default();
    let rank = search.index.rank(|i| usize::from(goal[i]));
    let free = search.geometry.all & !occupied;
    let lowest = search.geometry.lowest(blank, free);
    search.settle(search.child(rank, free, lowest, 0, 0), 1, &mut start);
    let (len, mut reached) = (search.index.len(), start.reached);
    let mut depth = 0;
    let (mut current, mut next) = (1, 2);
    let max_value = loop {
        let layer = search.expand_layer(depth, current, next, threads);
        reached += layer.reached;
        progress(depth, reached as f64 / len as f64);
        if layer.added == 0 {
            break depth;
        }
        depth += 1;
        (current, next) = (next, current);
    };
    let peak_bytes = search.marks.bytes() + len;
    let entries = search.entries.into_iter().map(AtomicU8::into_inner).collect();
    Built { entries, max_value, peak_bytes }
}

#[cfg(test)]
mod tests {
    use super::build_on;
    use crate::pattern_db::pattern::Pattern;
    use crate::pattern_db::search::{BLOCK, UNREACHED};

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
        assert!(one.entries.iter().all(|&e| e != UNREACHED), "every placement is reached");
    }
}
