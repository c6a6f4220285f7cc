//! Checking a solver's SLIDER_TRACE trace: one line per priority-queue operation, `insert <moves>
//! <priority> <tiles...>` or `delmin <moves> <priority> <tiles...>`; nodes inserted after a delmin are
//! that node's children.
//!
//! The rules: the initial board is inserted exactly once, first; each child is a neighbour of its
//! parent with moves + 1 and priority = moves + heuristic; no child repeats its grandparent (the
//! critical optimization); every delmin takes a node that is in the queue with the smallest priority
//! there; the last delmin is the goal, at the reported moves. With priorities of a consistent
//! heuristic (children never have a lower priority than their parent), taking the minimum each time is
//! what keeps the dequeued priorities from ever decreasing, so that check covers the A* invariant.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};

use npuzzle::{Board, Budget, Detail, Heuristic, NeighborOrder, Observer, QueueOp, SolverOptions, Strategy, solve};

use crate::grade::trace_queue::{Node, Queue};
use crate::grade::verdict::{TraceRule, TraceViolation};
use crate::protocol::answer::shortened;
use crate::protocol::lines::numbered;
use crate::protocol::trace::{self as protocol, LineError};

/// What a valid trace showed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceSummary {
    /// Insert lines.
    pub inserts: u64,
    /// Delmin lines.
    pub del_mins: u64,
    /// Whether the trace was cut at its size cap (the checks then cover the part kept).
    pub truncated: bool,
    /// The reference's counts on the same board, for comparison.
    pub reference: Vec<ReferenceCounts>,
}

/// The reference's operation counts in one neighbour order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReferenceCounts {
    /// The neighbour order.
    pub order: NeighborOrder,
    /// Inserts.
    pub inserts: u64,
    /// DelMins.
    pub del_mins: u64,
}

/// The memory the reference's A* may use to count a board's operations: a board that needs more is
/// far beyond what a trace is checked for, and gets no counts.
const REFERENCE_BUDGET: u64 = 128 << 20;

/// The reference's operation counts in both neighbour orders. A trace with more than twice the larger
/// means the solver does work A* does not need.
pub(crate) fn reference_counts(board: &Board, heuristic: Heuristic, stop: &AtomicBool) -> Vec<ReferenceCounts> {
    let budget = Budget { memory_bytes: Some(REFERENCE_BUDGET), ..Budget::default() };
    let stopped = || if stop.load(Ordering::Relaxed) { ControlFlow::Break(()) } else { ControlFlow::Continue(()) };
    [NeighborOrder::Checklist, NeighborOrder::Princeton]
        .into_iter()
        .filter_map(|order| {
            let strategy = Strategy::AStar(SolverOptions { heuristic, order, ..SolverOptions::default() });
            let mut observer = Observer::new().with_budget(budget).on_progress(1 << 16, |_| stopped());
            let report = solve(board, &strategy, &mut observer).ok()?;
            let Detail::AStar(stats) = report.detail else { return None };
            Some(ReferenceCounts { order, inserts: stats.inserts, del_mins: stats.del_mins })
        })
        .collect()
}

/// One trace line, read, with its number.
struct Line {
    insert: bool,
    moves: u32,
    priority: u32,
    board: Board,
}

/// A violation on line `number`.
fn at(number: usize, rule: TraceRule) -> TraceViolation {
    TraceViolation { line: Some(number), rule }
}

fn parse_line(text: &str, n: usize, number: usize) -> Result<Line, TraceViolation> {
    match protocol::parse_line(text, n) {
        Ok(line) => {
            let insert = line.op == QueueOp::Insert;
            Ok(Line { insert, moves: line.moves, priority: line.priority, board: line.board })
        }
        Err(error) => Err(line_violation(error, text, n, number)),
    }
}

/// Why line `number` of an n x n board's trace, `text`, is not a trace line, as the rule it breaks.
#[must_use]
pub fn line_violation(error: LineError, text: &str, n: usize, number: usize) -> TraceViolation {
    match error {
        LineError::Malformed => at(number, TraceRule::Malformed { tiles: n * n, text: shortened(text) }),
        LineError::NumberTooLarge => at(number, TraceRule::NumberTooLarge { text: shortened(text) }),
        LineError::NotABoard(error) => at(number, TraceRule::NotABoard(error)),
    }
}

/// The key of a trace line's node.
fn key(line: &Line) -> Node {
    (line.board.clone(), line.moves, line.priority)
}

/// The node being expanded: its board and moves, and the parents it may have. The trace does not say
/// which of several equal waiting copies was taken, so every copy's parent stays a candidate until a
/// child rules it out (a child equal to that parent would break the critical optimization).
struct Expanding {
    node: Node,
    parents: Vec<Option<Board>>,
}

/// Lines between two looks at the stop flag.
const STOP_EVERY: usize = 4096;

/// Checks a trace of a search from `start` that reported `moves` (`None`: unsolvable), in time linear
/// in its length; once `stop` is set it checks no further (grading was interrupted, and the run's
/// result will not be reported).
pub fn check(
    text: &str,
    truncated: bool,
    start: &Board,
    heuristic: Heuristic,
    moves: Option<usize>,
    stop: &AtomicBool,
) -> Result<TraceSummary, TraceViolation> {
    let n = start.dimension();
    let mut lines = numbered(text).filter(|(_, l)| !l.trim().is_empty()).peekable();
    let mut queue = Queue::default();
    let mut summary = TraceSummary { inserts: 0, del_mins: 0, truncated, reference: Vec::new() };
    let mut expanding: Option<Expanding> = None;
    let mut last: Option<Line> = None;
    let mut checked = 0;
    while let Some((number, text)) = lines.next() {
        // The cut of a truncated trace may fall inside its last line.
        if truncated && lines.peek().is_none() {
            break;
        }
        checked += 1;
        if checked % STOP_EVERY == 0 && stop.load(Ordering::Relaxed) {
            return Ok(summary);
        }
        let line = parse_line(text, n, number)?;
        if line.insert {
            check_insert(&line, number, start, heuristic, expanding.as_mut())?;
            queue.insert(key(&line), expanding.as_ref().map(|e| e.node.0.clone()));
            summary.inserts += 1;
        } else {
            expanding = Some(check_del_min(&line, number, &mut queue, expanding.take())?);
            summary.del_mins += 1;
        }
        last = Some(line);
    }
    if !truncated {
        check_end(last.as_ref(), moves)?;
    }
    Ok(summary)
}

/// Checks a delmin after the expansion of `done` (if any) ends: the node waits in the queue with the
/// smallest priority there. It is then the node being expanded.
fn check_del_min(
    line: &Line,
    number: usize,
    queue: &mut Queue,
    done: Option<Expanding>,
) -> Result<Expanding, TraceViolation> {
    if let Some(done) = done {
        queue.remove(&done.node, &done.parents);
    }
    if let Some(min) = queue.min_priority()
        && line.priority > min
    {
        return Err(at(number, TraceRule::NotMinimum { priority: line.priority, waiting: min }));
    }
    let parents = queue.candidates(&key(line));
    if parents.is_empty() {
        return Err(at(number, TraceRule::NotInQueue));
    }
    Ok(Expanding { node: key(line), parents })
}

fn check_insert(
    line: &Line,
    number: usize,
    start: &Board,
    heuristic: Heuristic,
    parent: Option<&mut Expanding>,
) -> Result<(), TraceViolation> {
    let estimate = heuristic.estimate(&line.board);
    if line.moves.checked_add(estimate) != Some(line.priority) {
        let (priority, moves) = (line.priority, line.moves);
        return Err(at(number, TraceRule::WrongPriority { priority, moves, estimate, heuristic }));
    }
    let Some(parent) = parent else {
        if number > 1 {
            return Err(at(number, TraceRule::SecondRoot));
        }
        if &line.board != start || line.moves != 0 {
            return Err(at(1, TraceRule::WrongRoot));
        }
        return Ok(());
    };
    let (board, moves, _) = &parent.node;
    if line.board.direction_to(board).is_none() {
        return Err(at(number, TraceRule::NotANeighbour));
    }
    if moves.checked_add(1) != Some(line.moves) {
        return Err(at(number, TraceRule::WrongMoves { parent: *moves, child: line.moves }));
    }
    parent.parents.retain(|p| p.as_ref() != Some(&line.board));
    if parent.parents.is_empty() {
        return Err(at(number, TraceRule::RepeatsGrandparent));
    }
    Ok(())
}

fn check_end(last: Option<&Line>, moves: Option<usize>) -> Result<(), TraceViolation> {
    let whole = |rule| TraceViolation { line: None, rule };
    let Some(last) = last else { return Err(whole(TraceRule::Empty)) };
    let Some(moves) = moves else { return Ok(()) };
    if last.insert || !last.board.is_goal() {
        return Err(whole(TraceRule::NoGoalAtEnd));
    }
    if last.moves as usize != moves {
        return Err(whole(TraceRule::GoalMoves { trace: last.moves, printed: moves }));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use npuzzle::{Board, Heuristic, NeighborOrder, Observer, SolverOptions, Strategy, solve};

    use std::sync::atomic::AtomicBool;

    use super::check;
    use crate::protocol::trace::write_line;

    /// The reference's trace of puzzle04 (see `slider solve` with SLIDER_TRACE).
    const PUZZLE04: &str = "insert 0 4 0 1 3 4 2 5 7 8 6
delmin 0 4 0 1 3 4 2 5 7 8 6
insert 1 6 4 1 3 0 2 5 7 8 6
insert 1 4 1 0 3 4 2 5 7 8 6
delmin 1 4 1 0 3 4 2 5 7 8 6
insert 2 4 1 2 3 4 0 5 7 8 6
insert 2 6 1 3 0 4 2 5 7 8 6
delmin 2 4 1 2 3 4 0 5 7 8 6
insert 3 6 1 2 3 0 4 5 7 8 6
insert 3 6 1 2 3 4 8 5 7 0 6
insert 3 4 1 2 3 4 5 0 7 8 6
delmin 3 4 1 2 3 4 5 0 7 8 6
insert 4 6 1 2 0 4 5 3 7 8 6
insert 4 4 1 2 3 4 5 6 7 8 0
delmin 4 4 1 2 3 4 5 6 7 8 0
";

    fn start() -> Board {
        "3 0 1 3 4 2 5 7 8 6".parse().expect("puzzle04")
    }

    #[track_caller]
    fn fails(trace: &str, message: &str) {
        let got = check(trace, false, &start(), Heuristic::Manhattan, Some(4), &AtomicBool::new(false))
            .expect_err("the trace is wrong");
        assert_eq!(got.to_string(), message);
    }

    #[test]
    fn the_reference_trace_passes() {
        let summary =
            check(PUZZLE04, false, &start(), Heuristic::Manhattan, Some(4), &AtomicBool::new(false)).expect("valid");
        assert_eq!((summary.inserts, summary.del_mins, summary.truncated), (10, 5, false));
    }

    #[test]
    fn each_broken_rule_is_named() {
        fails(
            &PUZZLE04.replacen("insert 0 4", "insert 0 5", 1),
            "trace line 1: priority 5 is not moves 0 + manhattan 4",
        );
        fails(
            &format!("insert 0 4 0 1 3 4 2 5 7 8 6\n{PUZZLE04}"),
            "trace line 2: a second insert before the first delmin (insert the initial board once)",
        );
        // A grandchild equal to the root: the critical optimization is missing.
        let repeat = PUZZLE04.replacen("insert 2 4 1 2 3", "insert 2 6 0 1 3 4 2 5 7 8 6\ninsert 2 4 1 2 3", 1);
        fails(&repeat, "trace line 6: inserted the board of its grandparent (the critical optimization is missing)");
        fails(
            &PUZZLE04.replacen("insert 1 6 4 1 3 0 2 5", "insert 1 3 1 2 3 4 0 5", 1),
            "trace line 3: the inserted board is not a neighbour of the last dequeued board",
        );
        // Taking the priority-6 node while a 4 waits.
        let greedy = PUZZLE04.replacen("delmin 1 4 1 0 3 4 2 5 7 8 6", "delmin 1 6 4 1 3 0 2 5 7 8 6", 1);
        fails(
            &greedy,
            "trace line 5: dequeued priority 6 while a node of priority 4 was waiting \
             (delMin must return the minimum, so dequeued priorities never decrease)",
        );
        fails(
            &PUZZLE04.replacen("delmin 4 4 1 2 3 4 5 6 7 8 0", "delmin 4 4 1 2 3 4 5 6 8 7 0", 1),
            "trace line 15: delmin of a node that is not in the queue",
        );
        fails(
            &PUZZLE04.replacen("delmin 4 4 1 2 3 4 5 6 7 8 0\n", "", 1),
            "the trace does not end with the delmin of the goal board",
        );
        fails(
            "insert 0 4 0 1 3\n",
            "trace line 1 is not `insert|delmin <moves> <priority> <9 tiles>`: `insert 0 4 0 1 3`",
        );
        fails("", "the trace is empty");
    }

    /// The reference's own trace of `board`, written as `slider solve` writes it.
    fn reference_trace(board: &Board, order: NeighborOrder) -> (String, usize) {
        let strategy = Strategy::AStar(SolverOptions { order, ..SolverOptions::default() });
        let mut text = Vec::new();
        let mut observer = Observer::new().on_queue(|op, b: &Board, moves, priority| {
            write_line(&mut text, op, b, moves, priority).expect("writes to memory");
        });
        let report = solve(board, &strategy, &mut observer).expect("no budget");
        drop(observer);
        (String::from_utf8(text).expect("text"), report.moves().expect("solvable"))
    }

    #[test]
    fn reference_traces_pass_even_with_equal_nodes_from_different_parents() {
        // The 31-move boards have many equal (board, moves, priority) nodes from different parents.
        for text in ["3 8 6 7 2 5 4 3 0 1", "3 6 4 7 8 5 0 3 2 1", "3 1 2 3 0 7 6 5 4 8", "2 0 1 3 2"] {
            let board: Board = text.parse().expect("valid test board");
            for order in [NeighborOrder::Checklist, NeighborOrder::Princeton] {
                let (trace, moves) = reference_trace(&board, order);
                let summary = check(&trace, false, &board, Heuristic::Manhattan, Some(moves), &AtomicBool::new(false));
                assert!(summary.is_ok(), "{text} {order:?}: {summary:?}");
            }
        }
    }

    #[test]
    fn a_truncated_trace_is_checked_up_to_its_last_whole_line() {
        let cut = &PUZZLE04[..PUZZLE04.find("delmin 2").expect("a third delmin") + 10];
        let summary = check(cut, true, &start(), Heuristic::Manhattan, Some(4), &AtomicBool::new(false))
            .expect("the prefix is valid");
        assert_eq!((summary.inserts, summary.del_mins, summary.truncated), (5, 2, true));
    }

    #[test]
    fn a_set_stop_flag_ends_the_check_early() {
        // The root, 10,000 inserts of one child, 10,000 delmins of it, then a line that breaks the rules.
        let inserts = "insert 1 4 1 0 3 4 2 5 7 8 6\n".repeat(10_000);
        let del_mins = "delmin 1 4 1 0 3 4 2 5 7 8 6\n".repeat(10_000);
        let long = format!("insert 0 4 0 1 3 4 2 5 7 8 6\ndelmin 0 4 0 1 3 4 2 5 7 8 6\n{inserts}{del_mins}bad\n");
        let args = (&start(), Heuristic::Manhattan, Some(4));
        let checked = check(&long, false, args.0, args.1, args.2, &AtomicBool::new(false));
        let message = checked.expect_err("line 20003 is bad").to_string();
        assert!(message.starts_with("trace line 20003 is not"), "{message}");
        let stopped = check(&long, false, args.0, args.1, args.2, &AtomicBool::new(true)).expect("stopped early");
        assert!(stopped.inserts + stopped.del_mins < super::STOP_EVERY as u64, "{stopped:?}");
    }
}
