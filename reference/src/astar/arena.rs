//! [`Arena`]: every search node a search keeps, packed into one flat vector of records. A record is the
//! node's board words followed by its [`Meta`] encoded in one `u64` (parent, moves, blank cell and the
//! side the blank came from), so a 4x4 node is 16 bytes: expanding it touches one cache line, not one in
//! a board array and another in a metadata array, and the critical optimization's test needs no read
//! of the grandparent at all.

use crate::board::Board;
use crate::packing::Packing;

/// The parent index of a root node.
pub(crate) const NO_PARENT: u32 = u32::MAX;

/// A node's links and bookkeeping.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Meta {
    /// Index of the parent node, or [`NO_PARENT`].
    pub parent: u32,
    /// Moves from the initial board.
    pub moves: u16,
    /// The blank's cell.
    pub blank: u16,
    /// The blank's cell in the parent (equal to `blank` for a root): the one move that leads back to
    /// the parent's board puts the blank there.
    pub from: u16,
}

impl Meta {
    /// A root's metadata.
    pub(crate) fn root(blank: u16) -> Meta {
        Meta { parent: NO_PARENT, moves: 0, blank, from: blank }
    }

    /// Packs into 64 bits: parent, moves, the blank's cell in 14 bits (boards have at most 127 * 127 =
    /// 16,129 cells) and in the top 2 bits which neighbour the parent's blank was.
    fn encode(self, n: usize) -> u64 {
        let (blank, from) = (usize::from(self.blank), usize::from(self.from));
        let side: u64 = match from {
            _ if self.parent == NO_PARENT => 0,
            f if f + n == blank => 0,
            f if f == blank + n => 1,
            f if f + 1 == blank => 2,
            _ => 3,
        };
        debug_assert!(self.parent == NO_PARENT || Meta::from_side(blank, side, n) == from, "a parent is a neighbour");
        u64::from(self.parent) | u64::from(self.moves) << 32 | (self.blank as u64) << 48 | side << 62
    }

    /// The inverse of [`Meta::encode`].
    fn decode(word: u64, n: usize) -> Meta {
        // Cannot truncate: each field was stored from its own width.
        let (parent, moves, blank) = (word as u32, (word >> 32) as u16, ((word >> 48) & 0x3FFF) as usize);
        let from = if parent == NO_PARENT { blank } else { Meta::from_side(blank, word >> 62, n) };
        // Cannot truncate: cells are below 127 * 127.
        Meta { parent, moves, blank: blank as u16, from: from as u16 }
    }

    #[inline]
    fn from_side(blank: usize, side: u64, n: usize) -> usize {
        match side {
            0 => blank.wrapping_sub(n),
            1 => blank + n,
            2 => blank.wrapping_sub(1),
            _ => blank + 1,
        }
    }
}

/// Packed search nodes, indexed by `u32`.
pub(crate) struct Arena<P: Packing> {
    n: usize,
    board_words: usize,
    stride: usize,
    records: Vec<P::Word>,
}

impl<P: Packing> Arena<P> {
    /// An empty arena for n x n boards.
    pub(crate) fn new(n: usize) -> Self {
        let board_words = P::words(n * n);
        Arena { n, board_words, stride: board_words + P::u64_words(), records: Vec::new() }
    }

    /// The number of nodes stored.
    pub(crate) fn len(&self) -> usize {
        self.records.len() / self.stride
    }

    /// Stores a node and returns its index.
    pub(crate) fn push(&mut self, words: &[P::Word], meta: Meta) -> u32 {
        debug_assert_eq!(words.len(), self.board_words);
        // Cannot truncate: callers stop long before 4 billion nodes (the node limit, or memory).
        let index = self.len() as u32;
        if self.records.capacity() - self.records.len() < self.stride {
            self.grow();
        }
        self.records.extend_from_slice(words);
        let start = self.records.len();
        self.records.resize(start + P::u64_words(), P::Word::default());
        P::put_u64(&mut self.records[start..], meta.encode(self.n));
        index
    }

    /// Doubles the capacity. (Huge pages were tried here: 20% less user time, but the kernel's time
    /// to compact and zero them during the copies of each doubling took all of it back, with 100 MiB
    /// more peak memory on an 18-million-insert search.)
    #[cold]
    fn grow(&mut self) {
        self.records.reserve(self.records.capacity().max(64 * self.stride));
    }

    /// Asks the processor to start loading node `i`'s record, which the search will read soon.
    #[inline(always)]
    pub(crate) fn prefetch(&self, i: u32) {
        crate::prefetch::prefetch(self.records.as_ptr().wrapping_add(i as usize * self.stride));
    }

    /// The packed board of node `i`.
    #[inline]
    pub(crate) fn words(&self, i: u32) -> &[P::Word] {
        let start = i as usize * self.stride;
        &self.records[start..start + self.board_words]
    }

    /// The metadata of node `i`.
    #[inline]
    pub(crate) fn meta(&self, i: u32) -> Meta {
        let start = i as usize * self.stride + self.board_words;
        Meta::decode(P::take_u64(&self.records[start..start + P::u64_words()]), self.n)
    }

    /// Replaces the metadata of node `i` (a search that finds a shorter route to a seen board).
    pub(crate) fn set_meta(&mut self, i: u32, meta: Meta) {
        let start = i as usize * self.stride + self.board_words;
        P::put_u64(&mut self.records[start..start + P::u64_words()], meta.encode(self.n));
    }

    /// Bytes held by the records.
    pub(crate) fn bytes(&self) -> usize {
        self.records.len() * std::mem::size_of::<P::Word>()
    }

    /// The board of node `i`, unpacked.
    pub(crate) fn board(&self, i: u32) -> Board {
        Board::unpack::<P>(self.n, self.words(i))
    }

    /// The boards from the root to node `i`.
    pub(crate) fn path_to(&self, i: u32) -> Vec<Board> {
        let mut path = Vec::new();
        let mut at = i;
        loop {
            path.push(self.board(at));
            let parent = self.meta(at).parent;
            if parent == NO_PARENT {
                break;
            }
            at = parent;
        }
        path.reverse();
        path
    }
}

/// Whether two packed boards are equal: a loop the compiler inlines, where slice equality would call
/// `memcmp` for a single word.
#[inline(always)]
pub(crate) fn same_board<W: PartialEq>(a: &[W], b: &[W]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

#[cfg(test)]
mod tests {
    use super::{Arena, Meta, NO_PARENT, same_board};
    use crate::board::Board;
    use crate::packing::{Bytes, Nibbles, Packing, Wide};

    fn round_trip<P: Packing>(n: usize) {
        let cells = n * n;
        let mut arena = Arena::<P>::new(n);
        let board = Board::goal(n);
        let words = board.pack::<P>();
        let last = (cells - 1) as u16;
        let metas = [
            Meta::root(last),
            Meta { parent: 0, moves: 1, blank: last - n as u16, from: last },
            Meta { parent: 1, moves: 2, blank: last - n as u16 - 1, from: last - n as u16 },
            Meta { parent: 2, moves: 65_535, blank: last - n as u16, from: last - n as u16 - 1 },
            Meta { parent: 3, moves: 7, blank: last, from: last - n as u16 },
            Meta { parent: NO_PARENT - 1, moves: 3, blank: 0, from: 1 },
        ];
        for meta in metas {
            arena.push(&words, meta);
        }
        for (i, meta) in metas.iter().enumerate() {
            assert_eq!(arena.meta(i as u32), *meta, "{n}x{n} node {i}");
            assert!(same_board(arena.words(i as u32), &words));
        }
        let changed = Meta { parent: 0, moves: 9, blank: last - 1, from: last };
        arena.set_meta(3, changed);
        assert_eq!((arena.meta(3), arena.meta(4)), (changed, metas[4]));
        assert_eq!(arena.path_to(4).len(), 3, "4 -> 3 -> 0");
    }

    #[test]
    fn records_keep_every_field_for_every_packing() {
        round_trip::<Nibbles>(3);
        round_trip::<Nibbles>(4);
        round_trip::<Bytes>(15);
        round_trip::<Wide>(127);
    }

    #[test]
    fn boards_compare_word_by_word() {
        assert!(same_board(&[1u64], &[1]));
        assert!(!same_board(&[1u64], &[2]));
        assert!(!same_board(&[1u8, 2], &[1]));
    }
}
