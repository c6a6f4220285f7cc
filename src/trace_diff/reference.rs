//! The reference's side of a trace diff: A* recorded as a [`Trace`] in the neighbour order that
//! fits the student's first expansion, and its queue operations as SLIDER_TRACE lines.

use npuzzle::trace::PqOpKind;
use npuzzle::{Board, NeighborOrder, QueueOp, SolverOptions, Trace};

use crate::trace_diff::align::first_difference;

use crate::protocol::trace::Line;

/// The most nodes a reference trace may store: traces are for small searches.
pub const MAX_NODES: u64 = 20_000;

/// The reference's operations on its queue, in order (rejected nodes are never inserted).
#[must_use]
pub fn lines_of(trace: &Trace) -> Vec<Line> {
    let line = |op, id: usize| {
        let node = &trace.nodes[id];
        Line { op, moves: node.moves, priority: node.priority, board: node.board.clone() }
    };
    trace
        .steps
        .iter()
        .flat_map(|s| &s.ops)
        .filter_map(|op| match op.kind {
            PqOpKind::New => None,
            PqOpKind::Insert(id) => Some(line(QueueOp::Insert, id)),
            PqOpKind::DelMin(id) => Some(line(QueueOp::DelMin, id)),
        })
        .collect()
}

/// The reference's trace of `initial` in `order` with `options`' heuristic.
///
/// # Errors
/// When the board is unsolvable or its search stores more than [`MAX_NODES`] nodes.
pub fn record(initial: &Board, order: NeighborOrder, options: &SolverOptions) -> Result<Trace, npuzzle::TraceError> {
    Trace::record(initial, &SolverOptions { order, ..*options }, MAX_NODES)
}

/// The reference's trace in the neighbour order that follows the student's operations longest (the
/// checklist's on a tie), and whether another order than the checklist's was chosen.
///
/// # Errors
/// Those of [`record`].
pub fn fitting(
    initial: &Board,
    student: &[Line],
    options: &SolverOptions,
) -> Result<(Trace, NeighborOrder), npuzzle::TraceError> {
    let mut best: Option<(usize, Trace, NeighborOrder)> = None;
    for order in [NeighborOrder::Checklist, NeighborOrder::Princeton] {
        let trace = record(initial, order, options)?;
        let agree = first_difference(&lines_of(&trace), student).map_or(usize::MAX, |d| d.index);
        if best.as_ref().is_none_or(|(most, _, _)| agree > *most) {
            best = Some((agree, trace, order));
        }
    }
    let (_, trace, order) = best.expect("two orders were tried");
    Ok((trace, order))
}
