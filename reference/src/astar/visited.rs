//! [`Visited`]: an open-addressing hash set of arena nodes, keyed by their packed boards, so that a
//! search remembers every position it has seen at four bytes a node on top of the arena.

use std::hash::{Hash, Hasher};

use crate::astar::{Arena, same_board};
use crate::packing::Packing;

/// Marks an empty slot.
const EMPTY: u32 = u32::MAX;

/// A multiplicative hasher (the constant is 2^64 / golden ratio): packed boards are already
/// well-spread words, so one multiply-rotate per word suffices.
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

fn hash_words<W: Hash>(words: &[W]) -> u64 {
    let mut h = WordHasher::default();
    words.hash(&mut h);
    // The high bits are the best mixed; fold them down for masking.
    h.finish() ^ (h.finish() >> 29)
}

/// The set of nodes whose boards a search has seen.
pub(crate) struct Visited {
    slots: Vec<u32>,
    len: usize,
}

impl Visited {
    /// An empty set.
    pub(crate) fn new() -> Self {
        Visited { slots: vec![EMPTY; 1024], len: 0 }
    }

    /// The node with board `words`, if seen.
    pub(crate) fn find<P: Packing>(&self, arena: &Arena<P>, words: &[P::Word]) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let mut i = hash_words(words) as usize & mask;
        loop {
            match self.slots[i] {
                EMPTY => return None,
                node if same_board(arena.words(node), words) => return Some(node),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Adds `node` (whose board is not in the set yet).
    pub(crate) fn insert<P: Packing>(&mut self, arena: &Arena<P>, node: u32) {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow(arena);
        }
        Visited::place(&mut self.slots, arena, node);
        self.len += 1;
    }

    fn place<P: Packing>(slots: &mut [u32], arena: &Arena<P>, node: u32) {
        let mask = slots.len() - 1;
        let mut i = hash_words(arena.words(node)) as usize & mask;
        while slots[i] != EMPTY {
            i = (i + 1) & mask;
        }
        slots[i] = node;
    }

    fn grow<P: Packing>(&mut self, arena: &Arena<P>) {
        let mut slots = vec![EMPTY; self.slots.len() * 2];
        for &node in self.slots.iter().filter(|&&s| s != EMPTY) {
            Visited::place(&mut slots, arena, node);
        }
        self.slots = slots;
    }

    /// Bytes held by the slots.
    pub(crate) fn bytes(&self) -> usize {
        self.slots.len() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::Visited;
    use crate::astar::{Arena, Meta};
    use crate::packing::{Bytes, Packing};

    #[test]
    fn finds_exactly_what_was_inserted_across_growth() {
        let mut arena = Arena::<Bytes>::new(3);
        let mut visited = Visited::new();
        let meta = Meta::root(0);
        for i in 0..5_000u32 {
            let mut words = vec![0u8; 9];
            Bytes::set(&mut words, 0, (i % 256) as u16);
            Bytes::set(&mut words, 1, (i / 256) as u16);
            let node = arena.push(&words, meta);
            assert_eq!(visited.find(&arena, &words), None);
            visited.insert(&arena, node);
            assert_eq!(visited.find(&arena, &words), Some(node));
        }
        assert_eq!(visited.find(&arena, &[9, 9, 9, 9, 9, 9, 9, 9, 9]), None);
        assert!(visited.bytes() >= 5_000 * 2 * 4);
    }
}
