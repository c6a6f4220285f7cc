//! Bidirectional breadth-first search: one search from the board and one from the goal, a whole layer
//! at a time on the side with the smaller frontier, stopping at the first board the two have both seen.
//!
//! Stopping there is optimal. Before a layer is expanded the two seen-sets are disjoint, so the answer
//! is more than df + db (the two depths; otherwise a shortest route would have a board at depth df from
//! the start and at most db from the goal). A board first seen at depth df + 1 that the other side saw
//! at depth d <= db gives a route of df + 1 + d moves, which is at most df + 1 + db, the lower bound: so
//! it is a shortest route. Memory grows with the square root of plain breadth-first search's, which
//! makes it practical on 3x3 and on 4x4 boards of up to about 40 moves.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::board::Board;
use crate::direction::NeighborOrder;
use crate::error::SearchError;
use crate::solution::Solution;

/// What [`solve`] found.
#[derive(Debug, Clone)]
pub struct BidirectionalOutcome {
    /// A shortest solution, or `None` for an unsolvable board (found by parity, without searching).
    pub solution: Option<Solution>,
    /// Boards expanded on both sides.
    pub expanded: u64,
    /// Boards stored on both sides.
    pub stored: u64,
    /// Wall time.
    pub elapsed: Duration,
}

/// One side: every board seen with the board it was reached from, and the current layer.
struct Side {
    parent: HashMap<Board, Option<Board>>,
    frontier: Vec<Board>,
}

impl Side {
    fn new(root: Board) -> Self {
        Side { parent: HashMap::from([(root.clone(), None)]), frontier: vec![root] }
    }

    /// The boards from `from` back to this side's root.
    fn chain(&self, from: &Board) -> Vec<Board> {
        let mut chain = vec![from.clone()];
        while let Some(Some(p)) = self.parent.get(chain.last().expect("never empty")) {
            chain.push(p.clone());
        }
        chain
    }
}

/// Solves `board` by bidirectional breadth-first search; stops with [`SearchError::NodeLimit`] once
/// more than `node_limit` boards are stored, if a limit is given.
///
/// # Errors
/// [`SearchError::NodeLimit`] past the limit.
pub fn solve(board: &Board, node_limit: Option<u64>) -> Result<BidirectionalOutcome, SearchError> {
    let started = Instant::now();
    let mut outcome = BidirectionalOutcome { solution: None, expanded: 0, stored: 0, elapsed: Duration::ZERO };
    if !board.is_solvable() {
        return Ok(outcome);
    }
    let goal = Board::goal(board.dimension());
    let (mut forward, mut backward) = (Side::new(board.clone()), Side::new(goal.clone()));
    let meeting = if *board == goal {
        goal
    } else {
        loop {
            let forward_turn = forward.frontier.len() <= backward.frontier.len();
            let (this, other) = if forward_turn { (&mut forward, &backward) } else { (&mut backward, &forward) };
            if let Some(m) = expand_layer(this, other, &mut outcome.expanded) {
                break m;
            }
            let stored = (forward.parent.len() + backward.parent.len()) as u64;
            if let Some(limit) = node_limit.filter(|&l| stored > l) {
                return Err(SearchError::NodeLimit { limit });
            }
        }
    };
    let mut path = forward.chain(&meeting);
    path.reverse();
    path.extend(backward.chain(&meeting).into_iter().skip(1));
    outcome.stored = (forward.parent.len() + backward.parent.len()) as u64;
    outcome.solution = Some(Solution::new(path));
    outcome.elapsed = started.elapsed();
    Ok(outcome)
}

/// Expands this side's whole layer; returns the first new board the other side has seen.
fn expand_layer(this: &mut Side, other: &Side, expanded: &mut u64) -> Option<Board> {
    let layer = std::mem::take(&mut this.frontier);
    for board in layer {
        *expanded += 1;
        for next in board.neighbors(NeighborOrder::Checklist) {
            if this.parent.contains_key(&next) {
                continue;
            }
            this.parent.insert(next.clone(), Some(board.clone()));
            if other.parent.contains_key(&next) {
                return Some(next);
            }
            this.frontier.push(next);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::solve;
    use crate::board::Board;
    use crate::solution::check_path;

    #[track_caller]
    fn case(text: &str, moves: Option<usize>) {
        let board: Board = text.parse().expect("valid");
        let outcome = solve(&board, None).expect("no limit");
        assert_eq!(outcome.solution.as_ref().map(|s| s.moves()), moves, "{text}");
        if let Some(solution) = &outcome.solution {
            assert_eq!(check_path(&board, solution.boards()), Ok(()));
        }
    }

    #[test]
    fn finds_shortest_routes() {
        case("3 1 2 3 4 5 6 7 8 0", Some(0));
        case("3 1 2 3 4 5 6 7 0 8", Some(1));
        case("3 0 1 3 4 2 5 7 8 6", Some(4));
        case("3 8 6 7 2 5 4 3 0 1", Some(31));
        case("2 0 1 3 2", Some(2));
        case("3 1 2 3 4 5 6 8 7 0", None);
    }

    #[test]
    fn the_node_limit_stops_it() {
        let board: Board = "3 8 6 7 2 5 4 3 0 1".parse().expect("valid");
        assert!(solve(&board, Some(100)).is_err());
    }
}
