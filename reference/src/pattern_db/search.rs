//! [`Search`]: the breadth-first build's shared state (marks, entries, which blocks hold the layer
//! being expanded) and the expansion of one layer by several threads.
//!
//! The threads take blocks of marks that hold states of the layer, expand each such state (every move
//! of a pattern tile into the blank's region) and settle each child: claim its state with a
//! compare-and-swap on its mark, so every state is expanded once, and record its placement's entry if
//! no earlier layer reached it. Children are settled a few behind their generation (see [`Pending`])
//! so that their random memory accesses overlap. On x86-64 CPUs with POPCNT and BMI2 the loop runs in
//! a copy compiled for them: ranking a placement is mostly population counts.

use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};

use crate::pattern_db::bits;
use crate::pattern_db::frontier::Frontier;
use crate::pattern_db::geometry::Geometry;
use crate::pattern_db::index::Indexer;
use crate::pattern_db::marks::{Marks, UNSEEN};
use crate::pattern_db::parent::Parent;
use crate::pattern_db::pending::{Child, Pending};

/// Marks an entry no layer has reached yet.
pub(crate) const UNREACHED: u8 = u8::MAX;

/// Words of marks a thread takes at a time: small enough to balance the threads and to skip the
/// parts of sparse layers without states, large enough that taking them costs nothing.
pub(crate) const BLOCK: usize = 4096;

/// The breadth-first search in progress: read-only geometry and indexing, and the marks and entries
/// that the threads of a layer share (atomically).
pub(crate) struct Search {
    pub(crate) geometry: Geometry,
    pub(crate) index: Indexer,
    /// States per placement: its free cells (each may name a region), rounded up to a power of two
    /// 2^`slot_bits` <= 32 so that a placement's marks share a word (see [`Marks::claim`]) and a
    /// state splits into placement and slot with a shift.
    pub(crate) slot_bits: u32,
    /// Manhattan distance of pattern tile i in each cell.
    pub(crate) manhattan: Vec<[u8; 32]>,
    pub(crate) marks: Marks,
    pub(crate) entries: Vec<AtomicU8>,
    pub(crate) frontier: Frontier,
}

/// What a thread did in a layer: states it marked for the next layer, entries it filled.
#[derive(Clone, Copy, Default)]
pub(crate) struct Tally {
    pub(crate) added: u64,
    pub(crate) reached: u64,
}

impl Search {
    /// The block of marks holding state `s`.
    #[inline(always)]
    pub(crate) fn block_of(s: u64) -> usize {
        // Cannot truncate: the marks of every state are in memory.
        (s / 32) as usize / BLOCK
    }

    /// Expands every state marked `current` on `threads` threads; returns what they did together.
    pub(crate) fn expand_layer(&self, depth: u32, current: u64, next: u64, threads: usize) -> Tally {
        let blocks = AtomicUsize::new(0);
        let work = || self.work(&blocks, depth, current, next);
        let threads = threads.min(self.marks.word_count().div_ceil(BLOCK)).max(1);
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads).map(|_| scope.spawn(work)).collect();
            let mut total = work();
            for helper in helpers {
                // A helper panics only if this code is wrong; surface that rather than a short table.
                let t = helper.join().expect("a build thread panicked");
                total = Tally { added: total.added + t.added, reached: total.reached + t.reached };
            }
            total
        })
    }

    /// One thread's share of a layer, in the copy compiled for the CPU's features.
    fn work(&self, blocks: &AtomicUsize, depth: u32, current: u64, next: u64) -> Tally {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") && std::arch::is_x86_feature_detected!("bmi2") {
            // SAFETY: the CPU has the features this copy is compiled for.
            return unsafe { self.work_popcnt(blocks, depth, current, next) };
        }
        self.work_body::<false>(blocks, depth, current, next)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt")]
    fn work_popcnt(&self, blocks: &AtomicUsize, depth: u32, current: u64, next: u64) -> Tally {
        self.work_body::<true>(blocks, depth, current, next)
    }

    /// Takes blocks until none is left, expanding the states of each marked `current`; `BMI2` says
    /// whether this copy may use BMI2 instructions.
    #[inline(always)]
    fn work_body<const BMI2: bool>(&self, blocks: &AtomicUsize, depth: u32, current: u64, next: u64) -> Tally {
        let words = self.marks.word_count();
        let (mut tally, mut ring, mut parent) = (Tally::default(), Pending::new(), Parent::none());
        loop {
            let block = blocks.fetch_add(1, Ordering::Relaxed);
            let first = block * BLOCK;
            if first >= words {
                break;
            }
            if !self.frontier.take(block, current) {
                continue;
            }
            for w in first..(first + BLOCK).min(words) {
                let mut bits = self.marks.matching(w, current);
                if bits != 0 {
                    self.marks.finish(w, bits);
                }
                while bits != 0 {
                    let s = w as u64 * 32 + u64::from(bits.trailing_zeros() / 2);
                    bits &= bits - 1;
                    let (rank, slot) = self.split(s);
                    if parent.rank != rank {
                        parent = Parent::decode(&self.index, &self.manhattan, rank, bits::select::<BMI2>);
                        if !self.geometry.has_table() {
                            self.geometry.all_regions(self.geometry.all & !parent.occupied, &mut parent.regions);
                        }
                    }
                    self.expand::<BMI2>(&parent, slot, depth + 1, next, &mut ring, &mut tally);
                }
            }
        }
        for child in ring.drain() {
            self.settle(child, next, &mut tally);
        }
        tally
    }

    /// The placement and slot of state `s`.
    #[inline(always)]
    fn split(&self, s: u64) -> (u32, u32) {
        // Cannot truncate: ranks fit u32 (checked by `Pattern::new`), slots are below 32.
        ((s >> self.slot_bits) as u32, (s & ((1 << self.slot_bits) - 1)) as u32)
    }

    /// Makes every pattern move out of the state (`parent`, region of free cell number `slot`),
    /// queueing each child on `ring` (settling those it pushes out).
    #[inline(always)]
    fn expand<const BMI2: bool>(
        &self,
        parent: &Parent,
        slot: u32,
        depth: u32,
        next: u64,
        ring: &mut Pending,
        tally: &mut Tally,
    ) {
        let free = self.geometry.all & !parent.occupied;
        let lowest = bits::select::<BMI2>(!free, slot);
        let region = if !self.geometry.has_table() {
            parent.regions[lowest as usize]
        } else if BMI2 {
            bits::gather_nibble_flags::<BMI2>(self.geometry.region_flags(lowest, free)) & free
        } else {
            self.geometry.region(lowest, free)
        };
        for i in 0..self.manhattan.len() {
            let from = u32::from(parent.cells[i]);
            let others = parent.manhattan - u32::from(self.manhattan[i][from as usize]);
            let mut targets = self.geometry.adjacent[from as usize] & region;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                let child_rank = parent.moved_rank(&self.index, i, from, to);
                let child_free = (free | (1 << from)) & !(1 << to);
                let lowest = self.child_lowest(parent, region, free, from, to);
                let distance = others + u32::from(self.manhattan[i][to as usize]);
                let child = self.child(child_rank, child_free, lowest, depth, distance);
                if let Some(oldest) = ring.push(child) {
                    self.settle(oldest, next, tally);
                }
            }
        }
    }

    /// The lowest cell of the blank's region after a tile of `parent` moves from `from` to `to` in its
    /// `region` of the free cells `free`. Where `to` does not split the region (see [`Ring`]), that is
    /// the lowest of `from`, of the rest of the region if `from` touches it, and of the other regions
    /// `from` touches; otherwise (and on boards with a region table) it is looked up or flooded.
    #[inline(always)]
    fn child_lowest(&self, parent: &Parent, region: u32, free: u32, from: u32, to: u32) -> u32 {
        let child_free = (free | (1 << from)) & !(1 << to);
        if self.geometry.has_table() || !self.geometry.ring.keeps_connected(to, free) {
            return self.geometry.lowest(from, child_free);
        }
        let rest = region & !(1 << to);
        let around = self.geometry.adjacent[from as usize] & free & !(1 << to);
        let mut lowest = if around & rest != 0 { from.min(rest.trailing_zeros()) } else { from };
        let mut others = around & !region;
        while others != 0 {
            lowest = lowest.min(parent.regions[others.trailing_zeros() as usize].trailing_zeros());
            others &= others - 1;
        }
        lowest
    }

    /// The child with placement `rank`, free cells `free` and the blank's region named by its cell
    /// `lowest`, reached at `depth` with Manhattan distance `distance`; asks for its mark.
    #[inline(always)]
    pub(crate) fn child(&self, rank: u32, free: u32, lowest: u32, depth: u32, distance: u32) -> Child {
        let slot = (free & ((1u32 << lowest) - 1)).count_ones();
        let state = (u64::from(rank) << self.slot_bits) | u64::from(slot);
        self.marks.prefetch(state);
        debug_assert!(
            depth >= distance && (depth - distance).is_multiple_of(2),
            "pattern moves change Manhattan by one"
        );
        // Cannot truncate: the excess of a 5x5 pattern is far below 510.
        Child { state, rank, value: ((depth - distance) / 2) as u8 }
    }

    /// Claims the child's state for `next` if unseen, recording its placement's entry if it is the
    /// first of its regions reached (the first of its group of marks claimed: the entry itself need
    /// not be read).
    #[inline(always)]
    pub(crate) fn settle(&self, child: Child, next: u64, tally: &mut Tally) {
        let s = child.state;
        if self.marks.get(s) != UNSEEN {
            return;
        }
        let Some(first) = self.marks.claim(s, next, 1 << self.slot_bits) else { return };
        self.frontier.add(Search::block_of(s), next);
        tally.added += 1;
        if first {
            self.entries[child.rank as usize].store(child.value, Ordering::Relaxed);
            tally.reached += 1;
        }
    }
}
