//! Recording a [`Trace`]: an observer on the search's queue that turns arena indices into node ids.

use crate::astar::{ByPriority, Created, Entry, Events, Removed};
use crate::board::Board;
use crate::error::{SearchError, TraceError};
use crate::min_pq::MinPq;
use crate::search::Control;
use crate::solver::{SolverOptions, UnsolvableMode, search};
use crate::trace::model::{NodeId, PqOp, PqOpKind, Trace, TraceNode, TraceStep};

/// Collects the events of one search.
struct Recorder {
    nodes: Vec<TraceNode>,
    steps: Vec<TraceStep>,
    /// Node id of each arena index.
    ids: Vec<NodeId>,
}

impl Recorder {
    fn new() -> Self {
        let new = PqOp { kind: PqOpKind::New, heap: Vec::new(), capacity: 1 };
        Recorder { nodes: Vec::new(), steps: vec![TraceStep { ops: vec![new], nodes_after: 0 }], ids: Vec::new() }
    }

    fn record(&mut self, kind: PqOpKind, pq: &MinPq<Entry, ByPriority>) {
        let heap = pq.slots().iter().map(|e| self.ids[e.node as usize]).collect();
        let op = PqOp { kind, heap, capacity: pq.capacity() };
        let step = self.steps.last_mut().expect("step 0 exists from the start");
        step.ops.push(op);
        step.nodes_after = self.nodes.len();
    }
}

impl Events for Recorder {
    const ACTIVE: bool = true;

    fn created(&mut self, node: Created) {
        let id = self.nodes.len();
        if node.node.is_some() {
            self.ids.push(id);
        }
        self.nodes.push(TraceNode {
            board: node.board,
            moves: node.moves,
            estimate: node.estimate,
            priority: node.moves + node.estimate,
            parent: node.parent.map(|p| self.ids[p as usize]),
            rejected: node.node.is_none(),
        });
        self.steps.last_mut().expect("step 0 exists from the start").nodes_after = self.nodes.len();
    }

    fn inserted(&mut self, node: u32, pq: &MinPq<Entry, ByPriority>) {
        self.record(PqOpKind::Insert(self.ids[node as usize]), pq);
    }

    fn removed(&mut self, removed: Removed, pq: &MinPq<Entry, ByPriority>) {
        self.steps.push(TraceStep { ops: Vec::new(), nodes_after: self.nodes.len() });
        self.record(PqOpKind::DelMin(self.ids[removed.node as usize]), pq);
    }
}

impl Trace {
    /// Solves `initial` with A* and records the search. Unsolvable boards are refused (by parity), and
    /// the search stops once it has stored `max_nodes` nodes: traces are for small puzzles.
    ///
    /// # Errors
    /// [`TraceError::Unsolvable`], or [`TraceError::TooLarge`] at the node limit.
    pub fn record(initial: &Board, options: &SolverOptions, max_nodes: u64) -> Result<Trace, TraceError> {
        if !initial.is_solvable() {
            return Err(TraceError::Unsolvable);
        }
        let options = SolverOptions { unsolvable: UnsolvableMode::Parity, ..*options };
        let mut control = Control::unlimited();
        let searched = search(initial, &options, Recorder::new(), max_nodes, &mut control);
        let (report, recorder) = searched.map_err(|e| match e {
            SearchError::NodeLimit { limit } => TraceError::TooLarge { limit },
            other => TraceError::Search(other),
        })?;
        let solution = report.solution.ok_or(TraceError::Unsolvable)?;
        let last = recorder.steps.last().and_then(|s| s.ops.last()).map(|op| op.kind);
        let Some(PqOpKind::DelMin(goal)) = last else { unreachable!("a solved search ends with the goal's delMin") };
        debug_assert_eq!(Some(&recorder.nodes[goal].board), solution.boards().last().as_ref());
        Ok(Trace { heuristic: options.heuristic, nodes: recorder.nodes, steps: recorder.steps, goal })
    }
}
