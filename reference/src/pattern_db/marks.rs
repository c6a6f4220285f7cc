//! [`Marks`]: two bits per abstract state for the breadth-first build: unseen, in the layer being
//! expanded, in the next layer, or done. Two layer codes that swap roles each layer are all a
//! breadth-first search needs, so the 15-puzzle's 8-tile space (4.15 billion states) takes 1 GiB.

/// Never reached.
pub(crate) const UNSEEN: u64 = 0;
/// Expanded already.
pub(crate) const DONE: u64 = 3;

/// The 2-bit marks of `len` states, 32 to a word.
pub(crate) struct Marks {
    words: Vec<u64>,
}

impl Marks {
    /// `len` unseen states.
    pub(crate) fn new(len: u64) -> Self {
        // Cannot truncate: the caller limits the states to what memory holds.
        Marks { words: vec![0; len.div_ceil(32) as usize] }
    }

    /// The bytes held.
    pub(crate) fn bytes(&self) -> u64 {
        self.words.len() as u64 * 8
    }

    /// The mark of state `s`.
    #[inline(always)]
    pub(crate) fn get(&self, s: u64) -> u64 {
        (self.words[(s / 32) as usize] >> (2 * (s % 32))) & 3
    }

    /// Sets the mark of state `s`.
    #[inline(always)]
    pub(crate) fn set(&mut self, s: u64, mark: u64) {
        let word = &mut self.words[(s / 32) as usize];
        let shift = 2 * (s % 32);
        *word = (*word & !(3 << shift)) | (mark << shift);
    }

    /// The number of words (each covers states 32w..32w+32).
    pub(crate) fn word_count(&self) -> usize {
        self.words.len()
    }

    /// A bit at 2j for each state 32w+j of word `w` that has `mark`.
    #[inline]
    pub(crate) fn matching(&self, w: usize, mark: u64) -> u64 {
        const LOW: u64 = 0x5555_5555_5555_5555;
        let x = self.words[w] ^ (mark * LOW);
        !(x | (x >> 1)) & LOW
    }
}

#[cfg(test)]
mod tests {
    use super::{DONE, Marks, UNSEEN};

    #[test]
    fn marks_are_independent_and_found_by_word_scans() {
        let mut m = Marks::new(100);
        m.set(0, 1);
        m.set(33, 2);
        m.set(34, DONE);
        m.set(99, 1);
        assert_eq!((m.get(0), m.get(1), m.get(33), m.get(34), m.get(99)), (1, UNSEEN, 2, DONE, 1));
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
        assert_eq!(ones, [0, 99]);
        m.set(33, UNSEEN);
        assert_eq!(m.get(33), UNSEEN);
        assert_eq!(m.get(34), DONE);
    }
}
