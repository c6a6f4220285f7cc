//! The trace data model: [`Trace`], its [`TraceNode`]s and [`TraceStep`]s of [`PqOp`]s.

use crate::board::Board;
use crate::heuristic::Heuristic;

/// A node's position in [`Trace::nodes`]: creation order, rejected nodes included.
pub type NodeId = usize;

/// A recorded A* search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trace {
    /// The heuristic in the priorities.
    pub heuristic: Heuristic,
    /// Every node generated, in creation order (the root first).
    pub nodes: Vec<TraceNode>,
    /// Step 0 creates the queue and inserts the root; each later step is one `delMin` and the inserts of
    /// the expansion that follows it.
    pub steps: Vec<TraceStep>,
    /// The goal node that ended the search.
    pub goal: NodeId,
}

/// One search node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceNode {
    /// Its board.
    pub board: Board,
    /// Moves from the initial board.
    pub moves: u32,
    /// The heuristic's estimate.
    pub estimate: u32,
    /// moves + estimate.
    pub priority: u32,
    /// The parent node (`None` for the root).
    pub parent: Option<NodeId>,
    /// Whether the critical optimization rejected it (its board equals its grandparent's).
    pub rejected: bool,
}

/// The operations of one step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceStep {
    /// The priority-queue operations, in order.
    pub ops: Vec<PqOp>,
    /// How many nodes exist once the step is over (the game tree shows nodes `0..nodes_after`).
    pub nodes_after: usize,
}

/// One priority-queue operation and the heap after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PqOp {
    /// What was done.
    pub kind: PqOpKind,
    /// The heap's slots 1..=size afterwards, as node ids.
    pub heap: Vec<NodeId>,
    /// The algs4 array's capacity afterwards.
    pub capacity: usize,
}

/// A priority-queue operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PqOpKind {
    /// `pq = new MinPQ()`.
    New,
    /// `pq.insert(node)`.
    Insert(NodeId),
    /// `pq.delMin()`, which returned the node.
    DelMin(NodeId),
}

impl Trace {
    /// The ids from the root to the goal.
    #[must_use]
    pub fn goal_path(&self) -> Vec<NodeId> {
        let mut path = vec![self.goal];
        while let Some(parent) = self.nodes[path[path.len() - 1]].parent {
            path.push(parent);
        }
        path.reverse();
        path
    }

    /// The children of `id`, in creation order, among the first `count` nodes.
    #[must_use]
    pub fn children(&self, id: NodeId, count: usize) -> Vec<NodeId> {
        (0..count).filter(|&c| self.nodes[c].parent == Some(id)).collect()
    }
}
