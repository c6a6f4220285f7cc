//! [`compare`]: a student's queue operations against the reference's on the same board, as data: the
//! order the reference used and why, both searches as traces, the first divergent operation and the
//! bugs recognised.

use npuzzle::{Board, NeighborOrder, SolverOptions, Trace};

use crate::assess::behaviour::Finding;
use crate::protocol::trace::Line;
use crate::trace_diff::align::{Divergence, first_difference};
use crate::trace_diff::diagnose::diagnose;
use crate::trace_diff::reference::{fitting, lines_of};
use crate::trace_diff::replay::{Replayed, replay};

/// A trace diff, ready to render.
pub struct TraceDiff {
    /// The neighbour order of the reference's search: the one that follows the student's operations
    /// longest (the checklist's on a tie).
    pub order: NeighborOrder,
    /// The reference's search.
    pub reference: Trace,
    /// The reference's operations.
    pub reference_lines: Vec<Line>,
    /// The student's search, replayed.
    pub student: Replayed,
    /// The student's operations.
    pub student_lines: Vec<Line>,
    /// Where they part, if they do.
    pub divergence: Option<Divergence>,
    /// The bug shapes recognised.
    pub diagnosis: Vec<String>,
}

/// Compares `student` (the operations on the board's queue) with the reference on `initial`;
/// `counted` is what the search's operation counts showed, where they were recorded (a Java Solver),
/// and is said whether or not the operations part (a priority recomputed on every comparison leaves
/// them as they are).
///
/// # Errors
/// When the reference cannot trace the board (unsolvable, or too large a search).
pub fn compare(
    initial: &Board,
    student: Vec<Line>,
    options: &SolverOptions,
    counted: &[Finding],
) -> Result<TraceDiff, npuzzle::TraceError> {
    let (reference, order) = fitting(initial, &student, options)?;
    let reference_lines = lines_of(&reference);
    let replayed = replay(&student, options.heuristic);
    let divergence = first_difference(&reference_lines, &student);
    let diagnosis = if divergence.is_some() {
        diagnose(initial, &student, &replayed, counted)
    } else {
        counted.iter().map(|f| f.line.clone()).collect()
    };
    Ok(TraceDiff {
        order,
        reference,
        reference_lines,
        student: replayed,
        student_lines: student,
        divergence,
        diagnosis,
    })
}

#[cfg(test)]
mod tests {
    use npuzzle::{Board, NeighborOrder, QueueOp, SolverOptions, Trace};

    use super::compare;
    use crate::trace_diff::reference::lines_of;

    /// A board whose search meets tiles two or more cells from home, where Hamming and Manhattan differ.
    fn puzzle04() -> Board {
        Board::from_tiles(3, &[4, 1, 3, 0, 2, 6, 7, 5, 8]).expect("a board")
    }

    fn reference(order: NeighborOrder) -> Vec<crate::protocol::trace::Line> {
        let options = SolverOptions { order, ..SolverOptions::default() };
        lines_of(&Trace::record(&puzzle04(), &options, 10_000).expect("recorded"))
    }

    #[test]
    fn a_faithful_search_has_no_divergence_in_either_order() {
        for order in [NeighborOrder::Checklist, NeighborOrder::Princeton] {
            let diff = compare(&puzzle04(), reference(order), &SolverOptions::default(), &[]).expect("compared");
            assert_eq!(diff.order, order);
            assert!(diff.divergence.is_none() && diff.diagnosis.is_empty());
        }
    }

    #[test]
    fn each_known_bug_shape_is_named() {
        let good = reference(NeighborOrder::Checklist);
        let root = good[0].clone();
        let mut twice = good.clone();
        twice.insert(1, root);
        let mut hamming = good.clone();
        for line in hamming.iter_mut() {
            line.priority = line.moves + line.board.hamming();
        }
        let enqueued =
            good.iter().position(|l| l.op == QueueOp::Insert && l.board.is_goal()).expect("the goal is inserted");
        let goal_on_insert = good[..=enqueued].to_vec();
        let cases = [
            (twice, "inserted twice"),
            (hamming, "moves + hamming()"),
            (goal_on_insert, "stops when the goal is inserted"),
        ];
        for (student, expected) in cases {
            let diff = compare(&puzzle04(), student, &SolverOptions::default(), &[]).expect("compared");
            assert!(diff.divergence.is_some(), "{expected}");
            assert!(diff.diagnosis.iter().any(|d| d.contains(expected)), "{expected}: {:?}", diff.diagnosis);
        }
    }
}
