//! [`Frontier`]: which blocks of state marks hold a state of a layer, so that expanding a layer reads
//! only those blocks instead of scanning every mark.
//!
//! The first and last dozen layers of a big build hold few states; scanning the whole 1 GiB of marks
//! for each of them cost seconds. A flag byte per block (one bit per layer code) is set by whoever
//! claims a state in the block, read first so that the shared line is written once per layer, and
//! cleared by the thread that takes the block for expansion.

use std::sync::atomic::{AtomicU8, Ordering};

/// One flag byte per block of marks: bit `code` is set while the block may hold a state marked `code`.
pub(crate) struct Frontier {
    flags: Vec<AtomicU8>,
}

impl Frontier {
    /// `blocks` blocks, none holding a state yet.
    pub(crate) fn new(blocks: usize) -> Self {
        Frontier { flags: (0..blocks).map(|_| AtomicU8::new(0)).collect() }
    }

    /// Notes that block `block` holds a state marked `code` (1 or 2).
    #[inline(always)]
    pub(crate) fn add(&self, block: usize, code: u64) {
        // Cannot truncate: layer codes are 1 and 2.
        let bit = code as u8;
        let flag = &self.flags[block];
        // Relaxed is enough: the threads of a layer are joined before the next layer reads the flags.
        if flag.load(Ordering::Relaxed) & bit == 0 {
            flag.fetch_or(bit, Ordering::Relaxed);
        }
    }

    /// Whether block `block` may hold a state marked `code`; clears the note, since its states are
    /// about to be expanded and the code is reused two layers on.
    #[inline]
    pub(crate) fn take(&self, block: usize, code: u64) -> bool {
        // Cannot truncate: layer codes are 1 and 2.
        let bit = code as u8;
        let flag = &self.flags[block];
        flag.load(Ordering::Relaxed) & bit != 0 && flag.fetch_and(!bit, Ordering::Relaxed) & bit != 0
    }
}

#[cfg(test)]
mod tests {
    use super::Frontier;

    #[test]
    fn a_block_is_taken_once_per_note_and_codes_are_separate() {
        let f = Frontier::new(3);
        f.add(1, 1);
        f.add(1, 1);
        f.add(2, 2);
        assert!(!f.take(0, 1) && !f.take(1, 2) && !f.take(2, 1));
        assert!(f.take(1, 1), "noted");
        assert!(!f.take(1, 1), "taken already");
        assert!(f.take(2, 2));
        f.add(1, 2);
        assert!(f.take(1, 2) && !f.take(1, 1));
    }
}
