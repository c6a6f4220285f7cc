//! [`Log`]: an observer that reports each priority-queue operation of the board's queue as the
//! SLIDER_TRACE protocol records it (operation, moves, priority, board), for solvers that write traces.

use crate::board::Board;
use crate::min_pq::MinPq;
use crate::search::{ByPriority, Created, Entry, Observer, Removed};

/// A priority-queue operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum QueueOp {
    /// `insert`.
    Insert,
    /// `delMin`.
    DelMin,
}

impl QueueOp {
    /// The protocol's word: `insert` or `delmin`.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            QueueOp::Insert => "insert",
            QueueOp::DelMin => "delmin",
        }
    }
}

/// Calls `F(op, board, moves, priority)` for every insert and delMin.
pub(crate) struct Log<F> {
    log: F,
    /// The node just created and about to be inserted.
    pending: Option<(Board, u32, u32)>,
}

impl<F: FnMut(QueueOp, &Board, u32, u32)> Log<F> {
    pub(crate) fn new(log: F) -> Self {
        Log { log, pending: None }
    }
}

impl<F: FnMut(QueueOp, &Board, u32, u32)> Observer for Log<F> {
    const ACTIVE: bool = true;

    fn created(&mut self, node: Created) {
        // Rejected nodes are never inserted, so only accepted ones wait for their insert.
        if node.node.is_some() {
            self.pending = Some((node.board, node.moves, node.moves + node.estimate));
        }
    }

    fn inserted(&mut self, _: u32, _: &MinPq<Entry, ByPriority>) {
        if let Some((board, moves, priority)) = self.pending.take() {
            (self.log)(QueueOp::Insert, &board, moves, priority);
        }
    }

    fn removed(&mut self, removed: Removed, _: &MinPq<Entry, ByPriority>) {
        (self.log)(QueueOp::DelMin, &removed.board, removed.moves, removed.priority);
    }
}
