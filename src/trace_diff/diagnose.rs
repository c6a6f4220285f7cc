//! [`diagnose`]: the known bug shapes of this assignment, recognised in what a student's search did:
//! its queue operations (the initial board inserted twice, the twin's nodes in the board's queue, a
//! child equal to its grandparent, the goal taken on insert, Hamming's priorities) and, for a Java
//! Solver, its operation counts ([`Finding`]s: a priority recomputed on every comparison, equals()
//! never called). Each is one line saying what the search did and what the assignment asks for; a
//! shape the operations cannot show is not named.

use npuzzle::{Board, QueueOp};

use crate::assess::behaviour::{Finding, Shape};
use crate::protocol::trace::Line;
use crate::trace_diff::replay::Replayed;

/// The bugs the student's operations and `counted` (the findings of their counts, if any) show, most
/// telling first.
#[must_use]
pub fn diagnose(initial: &Board, student: &[Line], replayed: &Replayed, counted: &[Finding]) -> Vec<String> {
    let counted_line = |shape: Shape| counted.iter().find(|f| f.shape == shape).map(|f| f.line.clone());
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
    } else if let Some(line) = counted_line(Shape::NoCriticalOptimization) {
        found.push(line);
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
    if let Some(line) = counted_line(Shape::Hamming) {
        found.push(line);
    } else if !manhattan && all(&|l| l.board.hamming()) {
        found.push("the priorities are moves + hamming(): the assignment's are moves + manhattan()".to_string());
    } else if !manhattan && !inserts.is_empty() {
        found.push("some priorities are not moves + manhattan() of their board".to_string());
    }
    found.extend(counted_line(Shape::Uncached));
    if let Some(index) = replayed.heap_mismatch {
        found.push(format!(
            "operation {} dequeues a node an algs4 MinPQ ordered by the priorities shown would not: your compareTo() \
             orders by something more (a tie-break), or the queue is not algs4's MinPQ",
            index + 1
        ));
    }
    found.extend(counted_line(Shape::ToString));
    found
}
