//! [`diagnose`]: the known bug shapes of this assignment, recognised in a student's queue operations,
//! each as one line saying what the search did and what the assignment asks for.

use npuzzle::{Board, QueueOp};

use crate::protocol::trace::Line;
use crate::trace_diff::replay::Replayed;

/// The bugs the student's operations show, most telling first.
#[must_use]
pub fn diagnose(initial: &Board, student: &[Line], replayed: &Replayed) -> Vec<String> {
    let mut found = Vec::new();
    let inserts: Vec<&Line> = student.iter().filter(|l| l.op == QueueOp::Insert).collect();
    if student.len() >= 2 && student[..2].iter().all(|l| l.op == QueueOp::Insert && l.board == *initial) {
        found.push("the initial board is inserted twice: insert the first search node once".to_string());
    }
    if student.iter().any(|l| l.op == QueueOp::Insert && l.board == initial.twin()) {
        found.push(
            "the twin's nodes are in the board's queue: a single queue for board and twin; give each its own MinPQ and \
             step them in lockstep"
                .to_string(),
        );
    }
    if let Some(node) = replayed.trace.nodes.iter().find(|n| n.rejected) {
        found.push(format!(
            "a child equal to its grandparent is inserted ({} moves in): no critical optimization; skip the neighbour \
             equal to the board of the node's parent",
            node.moves
        ));
    }
    let last = student.last();
    if last.is_some_and(|l| l.op == QueueOp::Insert && l.board.is_goal()) {
        found.push(
            "the search stops when the goal is inserted: it must stop when the goal is dequeued, or the answer may not \
             be the shortest"
                .to_string(),
        );
    }
    let all = |f: &dyn Fn(&Line) -> u32| !inserts.is_empty() && inserts.iter().all(|l| l.priority == l.moves + f(l));
    let manhattan = all(&|l| l.board.manhattan());
    if !manhattan && all(&|l| l.board.hamming()) {
        found.push("the priorities are moves + hamming(): the assignment's are moves + manhattan()".to_string());
    } else if !manhattan && !inserts.is_empty() {
        found.push("some priorities are not moves + manhattan() of their board".to_string());
    }
    if let Some(index) = replayed.heap_mismatch {
        found.push(format!(
            "operation {} dequeues a node an algs4 MinPQ holding your priorities would not: priorities are not \
             cached in the node or the queue is not algs4's MinPQ",
            index + 1
        ));
    }
    found
}
