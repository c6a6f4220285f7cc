//! [`Arena`]: every search node a search keeps, packed: the board's words in one flat vector and a small
//! [`Meta`] record beside it. A 4x4 node costs 8 bytes of board and 8 of metadata.

use crate::board::Board;
use crate::packing::Packing;

/// The parent index of a root node.
pub(crate) const NO_PARENT: u32 = u32::MAX;

/// A node's links and bookkeeping.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Meta {
    /// Index of the parent node, or [`NO_PARENT`].
    pub parent: u32,
    /// Moves from the initial board.
    pub moves: u16,
    /// The blank's cell.
    pub blank: u16,
}

/// Packed search nodes, indexed by `u32`.
pub(crate) struct Arena<P: Packing> {
    n: usize,
    stride: usize,
    words: Vec<P::Word>,
    meta: Vec<Meta>,
}

impl<P: Packing> Arena<P> {
    /// An empty arena for n x n boards.
    pub(crate) fn new(n: usize) -> Self {
        Arena { n, stride: P::words(n * n), words: Vec::new(), meta: Vec::new() }
    }

    /// The number of nodes stored.
    pub(crate) fn len(&self) -> usize {
        self.meta.len()
    }

    /// Stores a node and returns its index.
    pub(crate) fn push(&mut self, words: &[P::Word], meta: Meta) -> u32 {
        debug_assert_eq!(words.len(), self.stride);
        // Cannot truncate: callers stop long before 4 billion nodes (the node limit, or memory).
        let index = self.meta.len() as u32;
        self.words.extend_from_slice(words);
        self.meta.push(meta);
        index
    }

    /// The packed board of node `i`.
    #[inline]
    pub(crate) fn words(&self, i: u32) -> &[P::Word] {
        let start = i as usize * self.stride;
        &self.words[start..start + self.stride]
    }

    /// The metadata of node `i`.
    #[inline]
    pub(crate) fn meta(&self, i: u32) -> Meta {
        self.meta[i as usize]
    }

    /// The metadata of node `i`, to change (a search that finds a shorter route to a seen board).
    #[inline]
    pub(crate) fn meta_mut(&mut self, i: u32) -> &mut Meta {
        &mut self.meta[i as usize]
    }

    /// Bytes held by the boards and their metadata.
    pub(crate) fn bytes(&self) -> usize {
        self.words.len() * std::mem::size_of::<P::Word>() + self.meta.len() * std::mem::size_of::<Meta>()
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
