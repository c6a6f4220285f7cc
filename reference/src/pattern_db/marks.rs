//! [`Marks`]: two bits per abstract state for the breadth-first build: unseen, in the layer being
//! expanded, in the next layer, or done. Two layer codes that swap roles each layer are all a
//! breadth-first search needs, so the 15-puzzle's 8-tile space (4.15 billion states) takes 1 GiB.
//!
//! States come in groups (a placement's blank regions) of a power of two up to 32, so a group's
//! marks share one word: a claim sees whether it is its group's first, with no other memory read.

use std::sync::atomic::{AtomicU64, Ordering};

/// Never reached.
pub(crate) const UNSEEN: u64 = 0;
/// Expanded already.
pub(crate) const DONE: u64 = 3;

/// The 2-bit marks of `len` states, 32 to a word, shared by the threads expanding a layer: a state
/// goes from unseen to the next layer by compare-and-swap, so exactly one thread claims it.
pub(crate) struct Marks {
    words: Vec<AtomicU64>,
}

impl Marks {
    /// `len` unseen states.
    pub(crate) fn new(len: u64) -> Self {
        // Cannot truncate: the caller limits the states to what memory holds. The collect reuses the
        // advised allocation (same layout).
        let words = crate::huge_pages::filled(len.div_ceil(32) as usize, 0u64);
        Marks { words: words.into_iter().map(AtomicU64::new).collect() }
    }

    /// The bytes held.
    pub(crate) fn bytes(&self) -> u64 {
        self.words.len() as u64 * 8
    }

    /// The mark of state `s`.
    #[inline(always)]
    pub(crate) fn get(&self, s: u64) -> u64 {
        (self.word(s).load(Ordering::Relaxed) >> (2 * (s % 32))) & 3
    }

    /// Marks state `s` with `mark` if it is unseen. `None` if it was not; otherwise whether it is the
    /// first state of its group (the `group` states from `s` rounded down to a multiple of `group`, a
    /// power of two up to 32) ever claimed. Claims of one group are serialized by its word, so exactly
    /// one claim is a group's first.
    #[inline(always)]
    pub(crate) fn claim(&self, s: u64, mark: u64, group: u64) -> Option<bool> {
        debug_assert!(group.is_power_of_two() && group <= 32);
        let (word, shift) = (self.word(s), 2 * (s % 32));
        let (group_shift, group_bits) = (2 * ((s % 32) & !(group - 1)), u64::MAX >> (64 - 2 * group));
        let mut old = word.load(Ordering::Relaxed);
        loop {
            if (old >> shift) & 3 != UNSEEN {
                return None;
            }
            // Relaxed is enough: the threads of a layer are joined before the next layer reads marks.
            match word.compare_exchange_weak(old, old | (mark << shift), Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => return Some((old >> group_shift) & group_bits == 0),
                Err(now) => old = now,
            }
        }
    }

    /// Asks for the cache line holding the mark of state `s`, to be read soon.
    #[inline(always)]
    pub(crate) fn prefetch(&self, s: u64) {
        super::pending::prefetch(self.word(s).as_ptr());
    }

    /// Marks done the states of word `w` that have a bit at 2j in `states` (as [`Marks::matching`]
    /// gives them): one atomic operation for the word rather than one per state.
    #[inline(always)]
    pub(crate) fn finish(&self, w: usize, states: u64) {
        self.words[w].fetch_or(states * DONE, Ordering::Relaxed);
    }

    /// The number of words (each covers states 32w..32w+32).
    pub(crate) fn word_count(&self) -> usize {
        self.words.len()
    }

    /// A bit at 2j for each state 32w+j of word `w` that has `mark`.
    #[inline]
    pub(crate) fn matching(&self, w: usize, mark: u64) -> u64 {
        const LOW: u64 = 0x5555_5555_5555_5555;
        let x = self.words[w].load(Ordering::Relaxed) ^ (mark * LOW);
        !(x | (x >> 1)) & LOW
    }

    #[inline(always)]
    fn word(&self, s: u64) -> &AtomicU64 {
        &self.words[(s / 32) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::{DONE, Marks, UNSEEN};

    #[test]
    fn marks_are_independent_and_found_by_word_scans() {
        let m = Marks::new(100);
        assert_eq!(m.claim(0, 1, 4), Some(true));
        assert_eq!(m.claim(33, 2, 4), Some(true));
        assert_eq!(m.claim(34, 1, 4), Some(false), "33 was claimed in the group 32..36");
        assert_eq!(m.claim(99, 1, 4), Some(true));
        assert_eq!(m.claim(35, 1, 4), Some(false));
        assert_eq!(m.claim(36, 2, 4), Some(true), "a group of its own");
        m.finish(1, 1 << 4);
        assert_eq!(m.claim(33, 1, 4), None, "a state is claimed once");
        assert_eq!(m.claim(64, 1, 32), Some(true));
        assert_eq!(m.claim(95, 1, 32), Some(false));
        assert_eq!((m.get(0), m.get(1), m.get(33), m.get(34), m.get(99)), (1, UNSEEN, 2, DONE, 1));
        assert_eq!((m.get(35), m.get(36), m.get(64)), (1, 2, 1));
        let ones: Vec<u64> = (0..m.word_count())
            .flat_map(|w| {
                let mut bits = m.matching(w, 1);
                std::iter::from_fn(move || {
                    (bits != 0).then(|| {
                        let j = u64::from(bits.trailing_zeros() / 2);
                        bits &= bits - 1;
                        w as u64 * 32 + j
                    })
                })
            })
            .collect();
        assert_eq!(ones, [0, 35, 64, 95, 99]);
        m.finish(1, 1 << 2);
        assert_eq!((m.get(33), m.get(34), m.get(32)), (DONE, DONE, UNSEEN));
    }
}
