//! A Java Solver's queue operations, as the counting MinPQ recorded them, made into SLIDER_TRACE
//! lines: the board's queue picked (the one whose first item is the initial board), each item's moves
//! and priority read from its int fields. Which field is which is judged by what the fields hold,
//! never by their names: the moves are the field that is 0 on the first nodes and one more than the
//! node last dequeued on every child; the priority the field that is moves + manhattan() (or
//! hamming()) of the item's board on every item. Without such a field the value is derived (the
//! tree's depth, moves + manhattan()), and the note says only that: whether the priority is cached
//! elsewhere (in the Board, under another sum) the queue cannot tell; the counts do
//! (`assess::behaviour`).

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
    let Some(boards) = ops.iter().map(|op| board_of(op)).collect::<Option<Vec<Board>>>() else {
        notes.push("an item in the queue holds no Board; nothing can be compared".into());
        return (Vec::new(), notes);
    };
    let moves_field = depth_field(&ops);
    let depths = depths(&ops, moves_field.as_deref());
    let priority_field = priority_field(&ops, &boards, &depths);
    if priority_field.is_none() {
        notes.push(
            "no int field of your search node holds moves + manhattan() on every node: the priorities shown are \
             computed as moves + manhattan() of each board"
                .into(),
        );
    }
    let mut out = Vec::new();
    for ((op, board), &moves) in ops.iter().zip(boards).zip(&depths) {
        let kind = if op.op == "insert" { QueueOp::Insert } else { QueueOp::DelMin };
        let read = priority_field.as_ref().and_then(|n| op.ints.get(n)).and_then(|v| u32::try_from(*v).ok());
        let priority = read.unwrap_or(moves + board.manhattan());
        out.push(Line { op: kind, moves, priority, board });
    }
    if trace.truncated {
        notes.push("the operations were cut at the driver's cap".into());
    }
    (out, notes)
}

/// The int fields every item has, in the first item's order.
fn common_fields(ops: &[&QueueOpRecord]) -> Vec<String> {
    let Some(first) = ops.first() else { return Vec::new() };
    first.ints.keys().filter(|k| ops.iter().all(|op| op.ints.contains_key(*k))).cloned().collect()
}

/// The field that behaves as the tree's depth: 0 on every item inserted before the first dequeue,
/// and on every later insert one more than the item last dequeued.
fn depth_field(ops: &[&QueueOpRecord]) -> Option<String> {
    common_fields(ops).into_iter().find(|name| {
        let mut expanding: Option<i64> = None;
        ops.iter().all(|op| {
            let value = op.ints[name];
            if op.op == "insert" {
                value == expanding.map_or(0, |m| m + 1)
            } else {
                expanding = Some(value);
                true
            }
        })
    })
}

/// Each item's moves: its depth field's value, or the depth derived from the order of operations.
fn depths(ops: &[&QueueOpRecord], field: Option<&str>) -> Vec<u32> {
    let mut expanding: Option<u32> = None;
    ops.iter()
        .map(|op| {
            let read = field.and_then(|n| op.ints.get(n)).and_then(|v| u32::try_from(*v).ok());
            let moves = read.unwrap_or(if op.op == "insert" { expanding.map_or(0, |m| m + 1) } else { 0 });
            if op.op != "insert" {
                expanding = Some(moves);
            }
            moves
        })
        .collect()
}

/// The field that holds moves + manhattan() (or, failing that, moves + hamming()) on every item.
fn priority_field(ops: &[&QueueOpRecord], boards: &[Board], depths: &[u32]) -> Option<String> {
    let fields = common_fields(ops);
    let holds = |name: &String, estimate: &dyn Fn(&Board) -> u32| {
        ops.iter()
            .zip(boards)
            .zip(depths)
            .all(|((op, board), &moves)| op.ints[name] == i64::from(moves + estimate(board)))
    };
    let manhattan = fields.iter().find(|name| holds(name, &|b| b.manhattan()));
    manhattan.or_else(|| fields.iter().find(|name| holds(name, &|b| b.hamming()))).cloned()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use npuzzle::{Board, NeighborOrder};

    use super::lines;
    use crate::assess::QueueTrace;
    use crate::assess::results::QueueOpRecord;

    /// A queue trace of A* on `board`'s first expansion: the initial node, dequeued, then its children,
    /// each item with the int fields `fields` gives it (from its moves and board).
    /// The int fields of an item, by name, from its moves and board.
    type Fields = fn(u32, &Board) -> Vec<(&'static str, i64)>;

    fn trace(board: &Board, fields: Fields) -> QueueTrace {
        let record = |op: &str, moves: u32, b: &Board| QueueOpRecord {
            queue: 0,
            op: op.to_string(),
            tiles: Some(b.tiles()),
            ints: fields(moves, b).into_iter().map(|(k, v)| (k.to_string(), v)).collect::<BTreeMap<_, _>>(),
        };
        let mut ops = vec![record("insert", 0, board), record("delmin", 0, board)];
        for child in board.neighbors(NeighborOrder::default()) {
            ops.push(record("insert", 1, &child));
        }
        QueueTrace { ops, truncated: false, ending: Ok(Some(1)), counts: std::collections::BTreeMap::new() }
    }

    #[test]
    fn fields_are_told_by_what_they_hold_not_by_their_names() {
        let board: Board = "3\n8 1 3\n4 0 2\n7 6 5\n".parse().expect("a board");
        fn m(moves: u32, b: &Board) -> i64 {
            i64::from(moves + b.manhattan())
        }
        fn h(moves: u32, b: &Board) -> i64 {
            i64::from(moves + b.hamming())
        }
        let cases: [(&str, Fields, bool, bool); 4] = [
            (
                "a cached priority under an unusual name",
                |mv, b| vec![("depth", mv.into()), ("manhattanDistance", m(mv, b))],
                true,
                true,
            ),
            (
                "the priority cached in the Board: the node holds moves only",
                |mv, _| vec![("g", mv.into())],
                false,
                true,
            ),
            ("nothing cached", |_, _| vec![], false, true),
            ("a Hamming priority", |mv, b| vec![("steps", mv.into()), ("zz", h(mv, b))], true, false),
        ];
        for (case, fields, read, manhattan) in cases {
            let (found, notes) = lines(&trace(&board, fields), &board);
            assert_eq!(found.len(), 2 + board.neighbors(NeighborOrder::default()).len(), "{case}");
            assert_eq!(notes.iter().any(|n| n.contains("no int field")), !read, "{case}: {notes:?}");
            assert!(
                notes.iter().all(|n| !n.contains("cached")),
                "{case}: a note claims to know the caching: {notes:?}"
            );
            let moves_plus_manhattan = found.iter().all(|l| l.priority == l.moves + l.board.manhattan());
            assert_eq!(moves_plus_manhattan, manhattan, "{case}");
            assert!(found.iter().skip(2).all(|l| l.moves == 1), "{case}: the children are one move in");
        }
    }
}
