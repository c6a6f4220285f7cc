//! [`Solution`]: a route from an initial board to the goal, as every solver returns it, and
//! [`check_path`], which tells whether any sequence of boards is a legal solution.
//!
//! A solution holds the initial board and the blank's moves, one byte a move, not the boards along the
//! way: a layer-by-layer route on a 127x127 board has millions of moves, and its boards would take
//! tens of gigabytes. [`Solution::boards`] makes them one at a time when they are wanted.

use crate::board::Board;
use crate::direction::Direction;
use crate::error::PathError;

/// A route from an initial board to the goal: the initial board and the blank's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    initial: Board,
    moves: Vec<Direction>,
}

impl Solution {
    /// Wraps a path of boards the searches built (initial board first, goal last, one move apart),
    /// keeping the blank's moves; it is checked in debug builds.
    pub(crate) fn new(path: Vec<Board>) -> Self {
        debug_assert!(path.first().is_some_and(|start| check_path(start, &path).is_ok()));
        let n = path[0].dimension();
        let moves = path.windows(2).map(|w| step_between(w[0].blank(), w[1].blank(), n)).collect();
        let initial = path.into_iter().next().expect("a path has an initial board");
        Solution { initial, moves }
    }

    /// The route of `moves` from `initial`; in debug builds it is replayed to check that every move
    /// stays on the board and that it ends at the goal.
    pub(crate) fn from_moves(initial: Board, moves: Vec<Direction>) -> Self {
        debug_assert!(replays_to_goal(&initial, &moves));
        Solution { initial, moves }
    }

    /// The number of moves (one less than the number of boards).
    #[must_use]
    pub fn moves(&self) -> usize {
        self.moves.len()
    }

    /// The board the route starts from.
    #[must_use]
    pub fn initial(&self) -> &Board {
        &self.initial
    }

    /// The blank's direction at each move.
    #[must_use]
    pub fn directions(&self) -> Vec<Direction> {
        self.moves.clone()
    }

    /// The boards, initial board first and goal last (Princeton `solution()`), each made when the
    /// iterator reaches it: a long route's boards need not all be held at once.
    pub fn boards(&self) -> impl ExactSizeIterator<Item = Board> + '_ {
        let mut board = Some(self.initial.clone());
        let mut moves = self.moves.iter();
        (0..self.moves.len() + 1).map(move |_| {
            let current = board.take().expect("one board for each step");
            board = moves.next().map(|&dir| current.slide(dir).expect("a solution's moves stay on the board"));
            current
        })
    }

    /// The boards, by value.
    #[must_use]
    pub fn into_boards(self) -> Vec<Board> {
        self.boards().collect()
    }
}

/// The direction of the blank's move from cell `from` to the neighbouring cell `to`.
fn step_between(from: usize, to: usize, n: usize) -> Direction {
    Direction::ALL
        .into_iter()
        .find(|dir| dir.step(from, n) == Some(to))
        .expect("consecutive solution boards are one move apart")
}

/// Whether `moves` stay on the board from `initial` and end at the goal (on the tiles, without making
/// a board a move).
fn replays_to_goal(initial: &Board, moves: &[Direction]) -> bool {
    let n = initial.dimension();
    let mut tiles = initial.tiles();
    let mut blank = initial.blank();
    for dir in moves {
        let Some(to) = dir.step(blank, n) else { return false };
        tiles.swap(blank, to);
        blank = to;
    }
    let cells = tiles.len();
    tiles.iter().enumerate().all(|(i, &t)| usize::from(t) == (i + 1) % cells)
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
    use super::{Solution, check_path};
    use crate::board::Board;
    use crate::direction::Direction;
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

    #[test]
    fn a_solution_keeps_the_moves_and_remakes_the_boards() {
        let path = boards(&[START, "3 1 2 3 4 5 0 7 8 6", "3 1 2 3 4 5 6 7 8 0"]);
        let solution = Solution::new(path.clone());
        assert_eq!(solution.moves(), 2);
        assert_eq!(solution.directions(), [Direction::Right, Direction::Down]);
        assert_eq!(solution.initial(), &path[0]);
        assert_eq!(solution.boards().len(), 3);
        assert_eq!(solution.boards().collect::<Vec<_>>(), path);
        assert_eq!(Solution::from_moves(path[0].clone(), vec![Direction::Right, Direction::Down]), solution);
        assert_eq!(solution.into_boards(), path);
        let goal = Solution::new(vec![Board::goal(4)]);
        assert_eq!((goal.moves(), goal.into_boards()), (0, vec![Board::goal(4)]));
    }
}
