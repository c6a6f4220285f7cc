//! [`first_difference`]: the first operation at which the student's queue operations depart from the
//! reference's, compared one for one (what was done, the board, its moves and its priority).

use crate::protocol::trace::Line;

/// Where the two sequences part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    /// The index of the first differing operation (both agree before it).
    pub index: usize,
    /// What differs there, for a student: `the board`, `the priority`, ...
    pub what: Vec<&'static str>,
}

/// The first difference, or `None` when the student did exactly what the reference did.
#[must_use]
pub fn first_difference(reference: &[Line], student: &[Line]) -> Option<Divergence> {
    for (index, (r, s)) in reference.iter().zip(student).enumerate() {
        let mut what = Vec::new();
        if r.op != s.op {
            what.push("the operation");
        }
        if r.board != s.board {
            what.push("the board");
        }
        if r.moves != s.moves {
            what.push("the moves");
        }
        if r.priority != s.priority {
            what.push("the priority");
        }
        if !what.is_empty() {
            return Some(Divergence { index, what });
        }
    }
    match reference.len().cmp(&student.len()) {
        std::cmp::Ordering::Equal => None,
        std::cmp::Ordering::Greater => Some(Divergence { index: student.len(), what: vec!["your trace ends here"] }),
        std::cmp::Ordering::Less => Some(Divergence { index: reference.len(), what: vec!["the reference ends here"] }),
    }
}

#[cfg(test)]
mod tests {
    use npuzzle::{Board, QueueOp};

    use super::{Divergence, first_difference};
    use crate::protocol::trace::Line;

    fn line(op: QueueOp, moves: u32, priority: u32, tiles: &[u16]) -> Line {
        Line { op, moves, priority, board: Board::from_tiles(2, tiles).expect("a board") }
    }

    #[test]
    fn the_first_operation_that_differs_is_found_with_what_differs() {
        let a = line(QueueOp::Insert, 0, 2, &[1, 0, 3, 2]);
        let b = line(QueueOp::DelMin, 0, 2, &[1, 0, 3, 2]);
        let c = line(QueueOp::Insert, 1, 2, &[1, 2, 3, 0]);
        let reference = [a.clone(), b.clone(), c.clone()];
        assert_eq!(first_difference(&reference, &reference), None);
        let hamming = Line { priority: 3, ..c.clone() };
        let cases = [
            (vec![a.clone(), a.clone()], Divergence { index: 1, what: vec!["the operation"] }),
            (vec![a.clone(), b.clone(), hamming], Divergence { index: 2, what: vec!["the priority"] }),
            (vec![a.clone(), b.clone()], Divergence { index: 2, what: vec!["your trace ends here"] }),
            (
                vec![a.clone(), b.clone(), c.clone(), b.clone()],
                Divergence { index: 3, what: vec!["the reference ends here"] },
            ),
        ];
        for (student, expected) in cases {
            assert_eq!(first_difference(&reference, &student), Some(expected));
        }
    }
}
