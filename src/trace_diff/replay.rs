//! [`replay`]: a student's queue operations (SLIDER_TRACE lines) made into a [`Trace`], the same data
//! the reference records, so both searches are shown and compared in one model: each insert is a node
//! whose parent is the node last dequeued, and the heap after every operation is that of an algs4
//! MinPQ given the student's priorities in the student's order.

use npuzzle::trace::{PqOp, PqOpKind, Trace, TraceNode, TraceStep};
use npuzzle::{Heuristic, MinPq, QueueOp};

use crate::protocol::trace::Line;

/// The replayed search, and the first operation the replay could not follow: a delMin the student
/// reported that an algs4 MinPQ holding the student's priorities would not have returned.
pub struct Replayed {
    /// The student's search as a trace (`goal` is the last node dequeued, or none).
    pub trace: Trace,
    /// The index of the first delMin that an algs4 heap would have answered differently.
    pub heap_mismatch: Option<usize>,
}

type Slot = (u32, usize);

/// Replays `lines` (the student's operations, in order).
#[must_use]
pub fn replay(lines: &[Line], heuristic: Heuristic) -> Replayed {
    let new = PqOp { kind: PqOpKind::New, heap: Vec::new(), capacity: 1 };
    let mut steps = vec![TraceStep { ops: vec![new], nodes_after: 0 }];
    let mut nodes: Vec<TraceNode> = Vec::new();
    // Priorities alone decide, ties unbroken: the algs4 heap over compareTo on the priority.
    let mut pq = MinPq::with_comparator(|a: &Slot, b: &Slot| a.0.cmp(&b.0));
    let mut expanding: Option<usize> = None;
    let mut goal = usize::MAX;
    let mut heap_mismatch = None;
    for (index, line) in lines.iter().enumerate() {
        let kind = match line.op {
            QueueOp::Insert => {
                let id = nodes.len();
                let grandparent = expanding.and_then(|p| nodes[p].parent).map(|g| &nodes[g].board);
                let rejected = grandparent == Some(&line.board);
                nodes.push(TraceNode {
                    board: line.board.clone(),
                    moves: line.moves,
                    estimate: line.priority.saturating_sub(line.moves),
                    priority: line.priority,
                    parent: expanding,
                    rejected,
                });
                pq.insert((line.priority, id));
                PqOpKind::Insert(id)
            }
            QueueOp::DelMin => {
                steps.push(TraceStep { ops: Vec::new(), nodes_after: nodes.len() });
                let Some((_, id)) = pq.del_min() else {
                    heap_mismatch.get_or_insert(index);
                    break;
                };
                if nodes[id].board != line.board {
                    heap_mismatch.get_or_insert(index);
                }
                expanding = Some(id);
                goal = id;
                PqOpKind::DelMin(id)
            }
        };
        let heap = pq.slots().iter().map(|&(_, id)| id).collect();
        let step = steps.last_mut().expect("step 0 exists from the start");
        step.ops.push(PqOp { kind, heap, capacity: pq.capacity() });
        step.nodes_after = nodes.len();
    }
    if !nodes.get(goal).is_some_and(|n| n.board.is_goal()) {
        goal = usize::MAX;
    }
    Replayed { trace: Trace { heuristic, nodes, steps, goal }, heap_mismatch }
}

#[cfg(test)]
mod tests {
    use npuzzle::trace::PqOpKind;
    use npuzzle::{Board, Heuristic, NeighborOrder, SolverOptions, Trace};

    use super::replay;
    use crate::trace_diff::reference::lines_of;

    #[test]
    fn replaying_the_references_own_operations_gives_back_its_trace() {
        let board = Board::from_tiles(3, &[0, 1, 3, 4, 2, 5, 7, 8, 6]).expect("puzzle04");
        let options = SolverOptions { order: NeighborOrder::Checklist, ..SolverOptions::default() };
        let reference = Trace::record(&board, &options, 10_000).expect("recorded");
        let replayed = replay(&lines_of(&reference), Heuristic::Manhattan);
        assert_eq!(replayed.heap_mismatch, None);
        // The reference's rejected nodes are never inserted, so compare the inserted ones only.
        let inserted: Vec<_> =
            reference.nodes.iter().filter(|n| !n.rejected).map(|n| (&n.board, n.moves, n.priority)).collect();
        let got: Vec<_> = replayed.trace.nodes.iter().map(|n| (&n.board, n.moves, n.priority)).collect();
        assert_eq!(got, inserted);
        assert!(replayed.trace.nodes[replayed.trace.goal].board.is_goal());
        let delmins =
            |t: &Trace| t.steps.iter().flat_map(|s| &s.ops).filter(|o| matches!(o.kind, PqOpKind::DelMin(_))).count();
        assert_eq!(delmins(&replayed.trace), delmins(&reference));
        assert_eq!(replayed.trace.steps.len(), reference.steps.len());
    }
}
