//! [`QueueLog`]: the event receiver that turns the A* loop's events into the queue log of an
//! [`Observer`](crate::Observer): each insert and delMin of the board's queue with the node's board,
//! moves and priority, what the SLIDER_TRACE protocol records.

use crate::astar::{ByPriority, Created, Entry, Events, Removed};
use crate::board::Board;
use crate::min_pq::MinPq;
use crate::search::QueueOp;
use crate::solver::QueueCallback;

/// Calls the log for every insert and delMin.
pub(crate) struct QueueLog<'q> {
    log: QueueCallback<'q>,
    /// The node just created and about to be inserted.
    pending: Option<(Board, u32, u32)>,
}

impl<'q> QueueLog<'q> {
    pub(crate) fn new(log: QueueCallback<'q>) -> Self {
        QueueLog { log, pending: None }
    }
}

impl Events for QueueLog<'_> {
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
