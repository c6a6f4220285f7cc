//! A [`TraceDiff`] as text: what was compared, where the searches part (both operations side by
//! side), the likely cause, and at that point both game trees and both heaps in the checklist's
//! layout.

use std::fmt::Write as _;

use npuzzle::trace::{PqOp, PqOpKind, Trace, draw, layout, render_op};
use npuzzle::{NeighborOrder, QueueOp};

use crate::protocol::trace::Line;
use crate::search::heuristic_name;
use crate::trace_diff::TraceDiff;

/// The diff of the student's search on `puzzle` against the reference's.
#[must_use]
pub fn render(puzzle: &str, diff: &TraceDiff) -> String {
    let mut out = format!(
        "{puzzle}: your search against the reference's A* ({} priorities, neighbours {})\n",
        heuristic_name(diff.reference.heuristic),
        order_name(diff.order)
    );
    if diff.order != NeighborOrder::Checklist {
        let _ = writeln!(
            out,
            "Note: this neighbour order fits your operations better than the checklist's (up, left, down, right)."
        );
    }
    let Some(divergence) = &diff.divergence else {
        let verdict = if diff.diagnosis.is_empty() { ": your search is the assignment's A*" } else { "" };
        let _ =
            writeln!(out, "\nYour {} operations are the reference's, one for one{verdict}.", diff.student_lines.len());
        if !diff.diagnosis.is_empty() {
            let _ = writeln!(out, "\nBut its operation counts show:");
            for cause in &diff.diagnosis {
                let _ = writeln!(out, "  - {cause}");
            }
        }
        return out;
    };
    let i = divergence.index;
    let _ = writeln!(out, "\nOperations 1 to {i} agree.");
    let _ = writeln!(out, "Operation {} differs: {}.", i + 1, divergence.what.join(", "));
    let _ = writeln!(out, "  reference: {}", describe(diff.reference_lines.get(i)));
    let _ = writeln!(out, "  yours:     {}", describe(diff.student_lines.get(i)));
    if !diff.diagnosis.is_empty() {
        let _ = writeln!(out, "\nLikely cause:");
        for cause in &diff.diagnosis {
            let _ = writeln!(out, "  - {cause}");
        }
    }
    for (whose, trace) in [("reference", &diff.reference), ("yours", &diff.student.trace)] {
        let ops = operations(trace);
        let upto = ops.len().min(i + 1);
        let _ = writeln!(out, "\nGame tree after operation {upto} ({whose})\n{}", "-".repeat(80));
        for line in draw(&layout(trace, nodes_through(&ops[..upto]))) {
            let _ = writeln!(out, "{line}");
        }
        let _ = writeln!(out, "\nPriority queue ({whose}), operations {} to {upto}\n{}\n", i.max(1), "-".repeat(80));
        let slots = ops.iter().take(upto).map(|op| op.capacity + 1).max().unwrap_or(10);
        for op in ops.iter().take(upto).skip(i.saturating_sub(1)) {
            let _ = render_op(trace, op, slots, &mut out);
        }
    }
    out
}

fn order_name(order: NeighborOrder) -> String {
    let names: Vec<&str> = order
        .directions()
        .iter()
        .map(|d| match d {
            npuzzle::Direction::Up => "up",
            npuzzle::Direction::Left => "left",
            npuzzle::Direction::Down => "down",
            npuzzle::Direction::Right => "right",
        })
        .collect();
    names.join(", ")
}

/// One operation on one line: what, moves, priority, the board's rows.
fn describe(line: Option<&Line>) -> String {
    let Some(line) = line else { return "(nothing: the search ended before)".to_string() };
    let op = match line.op {
        QueueOp::Insert => "insert",
        QueueOp::DelMin => "delMin",
    };
    let n = line.board.dimension();
    let rows: Vec<String> =
        (0..n).map(|r| (0..n).map(|c| line.board.tile_at(r, c).to_string()).collect::<Vec<_>>().join(" ")).collect();
    format!("{op:<6}  moves {:>2}  priority {:>2}  board {}", line.moves, line.priority, rows.join(" / "))
}

/// The queue operations of a trace (its `new MinPQ` left out), in order.
fn operations(trace: &Trace) -> Vec<&PqOp> {
    trace.steps.iter().flat_map(|s| &s.ops).filter(|op| !matches!(op.kind, PqOpKind::New)).collect()
}

/// How many nodes exist once `ops` are done: one past the newest node they name.
fn nodes_through(ops: &[&PqOp]) -> usize {
    ops.iter()
        .flat_map(|op| {
            let own = match op.kind {
                PqOpKind::Insert(id) | PqOpKind::DelMin(id) => Some(id),
                PqOpKind::New => None,
            };
            own.into_iter().chain(op.heap.iter().copied())
        })
        .max()
        .map_or(1, |id| id + 1)
}
