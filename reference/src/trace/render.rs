//! [`render`]: a [`Trace`] as the checklist's detailed-trace text.
//!
//! The layout follows the checklist's trace for puzzle04: a node table (ID, board, heuristic, moves,
//! priority, parent), then one section per step with the game tree and the heap after every
//! priority-queue operation, shown with at least ten slots, and finally the goal's path. Wider boards,
//! longer labels and bigger heaps widen their columns instead of breaking the alignment.

use std::fmt::{self, Write};

use crate::heuristic::Heuristic;
use crate::trace::label::label;
use crate::trace::model::{NodeId, PqOp, PqOpKind, Trace, TraceNode};
use crate::trace::tree::{draw, layout};

const RULE_WIDTH: usize = 80;
/// Width of the operation column in the heap section.
const OP_WIDTH: usize = 20;
/// Width of the priority-function column in the node table.
const FIELD_WIDTH: usize = 19;

/// Writes the trace's text to `out`.
///
/// # Errors
/// Only those of `out`.
pub fn render(trace: &Trace, out: &mut impl Write) -> fmt::Result {
    node_table(trace, out)?;
    let slots = trace.steps.iter().flat_map(|s| &s.ops).map(|op| op.capacity + 1).max().unwrap_or(0).max(10);
    let label_width = trace.nodes.iter().enumerate().map(|(i, n)| label(i, n.rejected).len()).max().unwrap_or(1);
    let cell = label_width.max((slots - 1).to_string().len());
    for (number, step) in trace.steps.iter().enumerate() {
        write!(out, "\n\n{}\n\nStep {number}\n{}\n\n", "#".repeat(RULE_WIDTH), "=".repeat(RULE_WIDTH))?;
        write!(out, "Game Tree\n{}\n\n", "-".repeat(RULE_WIDTH))?;
        for line in draw(&layout(trace, step.nodes_after)) {
            writeln!(out, "{line}")?;
        }
        write!(out, "\nPriority Queue\n{}\n\n", "-".repeat(RULE_WIDTH))?;
        for op in &step.ops {
            heap_op(trace, op, slots, cell, out)?;
        }
    }
    let names: Vec<String> = trace.goal_path().into_iter().map(|id| name(trace, id)).collect();
    writeln!(
        out,
        "{} corresponds to a goal state, return path from root to leaf: {}",
        name(trace, trace.goal),
        names.join(" -> ")
    )
}

/// The label of node `id`.
/// The heuristic's name in the node table: `Hamming`, `Manhattan`, `Linear conflict`.
fn heuristic_label(heuristic: Heuristic) -> &'static str {
    match heuristic {
        Heuristic::Hamming => "Hamming",
        Heuristic::Manhattan => "Manhattan",
        Heuristic::LinearConflict => "Linear conflict",
    }
}

fn name(trace: &Trace, id: NodeId) -> String {
    label(id, trace.nodes[id].rejected)
}

/// The table of every node, in creation order.
fn node_table(trace: &Trace, out: &mut impl Write) -> fmt::Result {
    let n = trace.nodes[0].board.dimension();
    let tile_width = (n * n - 1).to_string().len();
    let board_width = (n * (tile_width + 1) - 1).max("Board".len()) + 3;
    let id_width = (label(trace.nodes.len() - 1, false).len() + 1).max(4);
    let heuristic = format!("{}:", heuristic_label(trace.heuristic));
    let field = FIELD_WIDTH.max(heuristic.len() + 3);
    writeln!(
        out,
        "{:<id_width$}{:<board_width$}{:<w$}Parent in game tree",
        "ID",
        "Board",
        "Priority function",
        w = field + 3
    )?;
    write!(out, "{}\n\n", "=".repeat(RULE_WIDTH))?;
    for (id, node) in trace.nodes.iter().enumerate() {
        let parent = node.parent.map_or_else(|| "null".to_string(), |p| name(trace, p));
        let fields = [
            format!("{heuristic}{:>w$}   Previous: {parent}", node.estimate, w = field - heuristic.len()),
            format!("Moves:{:>w$}", node.moves, w = field - "Moves:".len()),
            format!("Priority: {} + {} = {}", node.estimate, node.moves, node.priority),
        ];
        for line in 0..n.max(fields.len()) {
            let id_text = if line == 0 { name(trace, id) } else { String::new() };
            let row = if line < n { board_row(node, line, tile_width) } else { String::new() };
            let field = fields.get(line).map_or("", String::as_str);
            let text = format!("{id_text:<id_width$}{row:<board_width$}{field}");
            writeln!(out, "{}", text.trim_end())?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// One row of a node's board, tiles right-aligned and single-spaced.
fn board_row(node: &TraceNode, row: usize, width: usize) -> String {
    let n = node.board.dimension();
    let tiles: Vec<String> = (0..n).map(|col| format!("{:>width$}", node.board.tile_at(row, col))).collect();
    tiles.join(" ")
}

/// One priority-queue operation of `trace` in the checklist's layout (the call and the slot numbers,
/// then the comment and the slots, then a blank line), with at least `slots` slots shown.
///
/// # Errors
/// Only those of `out`.
pub fn render_op(trace: &Trace, op: &PqOp, slots: usize, out: &mut impl Write) -> fmt::Result {
    let slots = slots.max(op.capacity + 1).max(10);
    let label_width = trace.nodes.iter().enumerate().map(|(i, n)| label(i, n.rejected).len()).max().unwrap_or(1);
    heap_op(trace, op, slots, label_width.max((slots - 1).to_string().len()), out)
}

/// One priority-queue operation: the call and the slot numbers, then the comment and the slots.
fn heap_op(trace: &Trace, op: &PqOp, slots: usize, cell: usize, out: &mut impl Write) -> fmt::Result {
    let (call, comment) = match op.kind {
        PqOpKind::New => ("pq = new MinPQ();".to_string(), String::new()),
        PqOpKind::Insert(id) => (format!("pq.insert({});", name(trace, id)), String::new()),
        PqOpKind::DelMin(id) => ("pq.delMin();".to_string(), format!("// returns {}", name(trace, id))),
    };
    let numbers: Vec<String> = (0..slots).map(|k| format!("{k:>cell$}")).collect();
    let contents: Vec<String> = (0..slots)
        .map(|k| {
            let text = if k >= 1 && k <= op.heap.len() { name(trace, op.heap[k - 1]) } else { "-".to_string() };
            format!("{text:>cell$}")
        })
        .collect();
    writeln!(out, "{call:<OP_WIDTH$}{}", numbers.join(" "))?;
    writeln!(out, "{comment:<OP_WIDTH$}{}", contents.join(" "))?;
    writeln!(out)
}
