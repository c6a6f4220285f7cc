//! A Java Solver's queue operations, as the counting MinPQ recorded them, made into SLIDER_TRACE
//! lines: the board's queue picked (the one whose first item is the initial board), each item's moves
//! and priority read from its int fields when it has them (derived from the tree and the Manhattan
//! distance when it does not, which is itself worth a note).

use npuzzle::{Board, QueueOp};

use crate::assess::QueueTrace;
use crate::assess::results::QueueOpRecord;
use crate::protocol::trace::Line;

/// The board queue's operations as lines, and notes on how they were read.
#[must_use]
pub fn lines(trace: &QueueTrace, initial: &Board) -> (Vec<Line>, Vec<String>) {
    let mut notes = Vec::new();
    let board_of = |op: &QueueOpRecord| op.tiles.as_ref().and_then(|t| Board::from_tiles(initial.dimension(), t).ok());
    let queue = trace.ops.iter().find(|op| board_of(op).as_ref() == Some(initial)).map_or(0, |op| op.queue);
    let queues: std::collections::BTreeSet<u32> = trace.ops.iter().map(|op| op.queue).collect();
    if queues.len() > 1 {
        notes.push(format!("your Solver made {} MinPQs; the one holding the initial board is compared", queues.len()));
    }
    let ops: Vec<&QueueOpRecord> = trace.ops.iter().filter(|op| op.queue == queue).collect();
    let moves_field = field(&ops, &["moves", "move", "numMoves", "nMoves", "g", "depth", "steps"]);
    let priority_field = field(&ops, &["priority", "prio", "f", "cost", "key", "score"]);
    if priority_field.is_none() {
        notes.push("your search node keeps no int field named like a priority: the priority is not cached in the node, so it is shown as moves + manhattan()".into());
    }
    let mut out = Vec::new();
    let mut expanding_moves: Option<u32> = None;
    for op in ops {
        let Some(board) = board_of(op) else {
            notes.push("an item in the queue holds no Board; the trace stops there".into());
            break;
        };
        let kind = if op.op == "insert" { QueueOp::Insert } else { QueueOp::DelMin };
        let read =
            |name: &Option<String>| name.as_ref().and_then(|n| op.ints.get(n)).and_then(|v| u32::try_from(*v).ok());
        let derived = match kind {
            QueueOp::Insert => expanding_moves.map_or(0, |m| m + 1),
            QueueOp::DelMin => 0,
        };
        let moves = read(&moves_field).unwrap_or(derived);
        let priority = read(&priority_field).unwrap_or(moves + board.manhattan());
        if kind == QueueOp::DelMin {
            expanding_moves = Some(moves);
        }
        out.push(Line { op: kind, moves, priority, board });
    }
    if trace.truncated {
        notes.push("the operations were cut at the driver's cap".into());
    }
    (out, notes)
}

/// The first of `names` that every item has as an int field (case-insensitive).
fn field(ops: &[&QueueOpRecord], names: &[&str]) -> Option<String> {
    let first = ops.first()?;
    names.iter().find_map(|wanted| {
        let key = first.ints.keys().find(|k| k.eq_ignore_ascii_case(wanted))?;
        ops.iter().all(|op| op.ints.contains_key(key)).then(|| key.clone())
    })
}
