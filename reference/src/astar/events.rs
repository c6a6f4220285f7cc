//! [`Events`]: how the A* loop reports each node and queue operation, so that traces and queue logs are
//! recorded beside the search while the search itself stays free of any output. [`NoEvents`] compiles
//! to nothing.

use crate::astar::frontier::{ByPriority, Entry};
use crate::board::Board;
use crate::min_pq::MinPq;

/// A node the search generated, accepted or rejected by the critical optimization.
pub(crate) struct Created {
    /// The node's board.
    pub board: Board,
    /// Moves from the initial board.
    pub moves: u32,
    /// The heuristic's estimate.
    pub estimate: u32,
    /// The parent's arena index (`None` for the root).
    pub parent: Option<u32>,
    /// The node's arena index, or `None` when the critical optimization rejected it.
    pub node: Option<u32>,
}

/// A node taken from the queue by `delMin`.
pub(crate) struct Removed {
    /// Its arena index.
    pub node: u32,
    /// Its board.
    pub board: Board,
    /// Moves from the initial board.
    pub moves: u32,
    /// Its priority.
    pub priority: u32,
}

/// Receives the search's events. With `ACTIVE == false` the search skips building them.
pub(crate) trait Events {
    /// Whether events are wanted at all.
    const ACTIVE: bool;

    /// A node was generated (before it is inserted, if it is).
    fn created(&mut self, node: Created);

    /// `node` was inserted; `pq` is the queue afterwards.
    fn inserted(&mut self, node: u32, pq: &MinPq<Entry, ByPriority>);

    /// A node was removed by `delMin`; `pq` is the queue afterwards.
    fn removed(&mut self, removed: Removed, pq: &MinPq<Entry, ByPriority>);
}

/// Ignores everything.
pub(crate) struct NoEvents;

impl Events for NoEvents {
    const ACTIVE: bool = false;

    fn created(&mut self, _: Created) {}

    fn inserted(&mut self, _: u32, _: &MinPq<Entry, ByPriority>) {}

    fn removed(&mut self, _: Removed, _: &MinPq<Entry, ByPriority>) {}
}
