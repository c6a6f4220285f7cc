//! [`Solution`]: the boards from an initial board to the goal, as every solver returns them, and
//! [`check_path`], which tells whether any sequence of boards is a legal solution.

use crate::board::Board;
use crate::direction::Direction;
use crate::error::PathError;

/// A route from an initial board to the goal: the initial board first, the goal last, one move apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    path: Vec<Board>,
}

impl Solution {
    /// Wraps a path the searches built; it is checked in debug builds.
    pub(crate) fn new(path: Vec<Board>) -> Self {
        debug_assert!(path.first().is_some_and(|start| check_path(start, &path).is_ok()));
        Solution { path }
    }

    /// The number of moves (one less than the number of boards).
    #[must_use]
    pub fn moves(&self) -> usize {
        self.path.len() - 1
    }

    /// The boards, initial board first and goal last (Princeton `solution()`).
    #[must_use]
    pub fn boards(&self) -> &[Board] {
        &self.path
    }

    /// The blank's direction at each move.
    #[must_use]
    pub fn directions(&self) -> Vec<Direction> {
        self.path
            .windows(2)
            .map(|w| w[0].direction_to(&w[1]).expect("consecutive solution boards are one move apart"))
            .collect()
    }

    /// The boards, by value.
    #[must_use]
    pub fn into_boards(self) -> Vec<Board> {
        self.path
    }
}

/// Checks that `path` starts at `start`, moves one tile at a time and ends at the goal.
///
/// # Errors
/// The first [`PathError`] found, scanning from the start.
pub fn check_path(start: &Board, path: &[Board]) -> Result<(), PathError> {
    let first = path.first().ok_or(PathError::Empty)?;
    let n = start.dimension();
    for (index, board) in path.iter().enumerate() {
        if board.dimension() != n {
            return Err(PathError::WrongSize { index, found: board.dimension(), n });
        }
    }
    if first != start {
        return Err(PathError::WrongStart);
    }
    if let Some(index) = path.windows(2).position(|w| w[0].direction_to(&w[1]).is_none()) {
        return Err(PathError::NotOneMove { index: index + 1 });
    }
    if !path[path.len() - 1].is_goal() {
        return Err(PathError::NotGoal { index: path.len() - 1 });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check_path;
    use crate::board::Board;
    use crate::error::PathError;

    fn boards(texts: &[&str]) -> Vec<Board> {
        texts.iter().map(|t| t.parse().expect("valid test board")).collect()
    }

    const START: &str = "3 1 2 3 4 0 5 7 8 6";

    #[track_caller]
    fn case(path: &[&str], expected: Result<(), PathError>) {
        let start: Board = START.parse().expect("valid test board");
        assert_eq!(check_path(&start, &boards(path)), expected, "{path:?}");
    }

    #[test]
    fn accepts_legal_routes_and_names_the_first_fault() {
        let right = "3 1 2 3 4 5 0 7 8 6";
        let goal = "3 1 2 3 4 5 6 7 8 0";
        case(&[START, right, goal], Ok(()));
        case(&[], Err(PathError::Empty));
        case(&[right, goal], Err(PathError::WrongStart));
        case(&[START, goal], Err(PathError::NotOneMove { index: 1 }));
        case(&[START, right], Err(PathError::NotGoal { index: 1 }));
        case(&[START, right, right, goal], Err(PathError::NotOneMove { index: 2 }));
        case(&[START, "2 1 2 3 0"], Err(PathError::WrongSize { index: 1, found: 2, n: 3 }));
        // A detour is still a legal (if long) route.
        case(&[START, right, START, right, goal], Ok(()));
    }

    #[test]
    fn messages_read_as_one_line_reasons() {
        assert_eq!(PathError::NotOneMove { index: 7 }.to_string(), "board 7 is not one move from board 6");
        assert_eq!(PathError::NotGoal { index: 20 }.to_string(), "the last board (board 20) is not the goal");
    }
}
