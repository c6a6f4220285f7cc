//! Bidirectional breadth-first search: one search from the board and one from the goal, a whole layer
//! at a time on the side with the smaller frontier, stopping at the first board the two have both seen.
//!
//! Stopping there is optimal. Before a layer is expanded the two seen-sets are disjoint, so the answer
//! is more than df + db (the two depths; otherwise a shortest route would have a board at depth df from
//! the start and at most db from the goal). A board first seen at depth df + 1 that the other side saw
//! at depth d <= db gives a route of df + 1 + d moves, which is at most df + 1 + db, the lower bound: so
//! it is a shortest route. Memory grows with the square root of plain breadth-first search's, which
//! makes it practical on 3x3 and on 4x4 boards of up to about 40 moves. It runs as
//! [`Strategy::Bidirectional`](crate::Strategy::Bidirectional) through [`solve`](crate::solve).

use std::collections::HashMap;

use crate::board::Board;
use crate::direction::NeighborOrder;
use crate::error::SearchError;
use crate::search::{Control, Detail, Gauge, Report};
use crate::solution::Solution;

/// One side: every board seen with the board it was reached from, and the current layer.
struct Side {
    /// Bytes of a board's tiles held outside the board (boards above 4x4).
    tiles: usize,
    parent: HashMap<Board, Option<Board>>,
    frontier: Vec<Board>,
}

impl Side {
    fn new(root: Board) -> Self {
        Side { tiles: root.heap_bytes(), parent: HashMap::from([(root.clone(), None)]), frontier: vec![root] }
    }

    /// Bytes held by the seen boards (a hash-table slot and a control byte each, and the tiles of
    /// boards above 4x4 held outside the slot) and by the layer.
    fn bytes(&self) -> u64 {
        let slot = std::mem::size_of::<(Board, Option<Board>)>() + 1;
        let seen = self.parent.capacity() * slot + self.parent.len() * 2 * self.tiles;
        let layer = self.frontier.capacity() * std::mem::size_of::<Board>() + self.frontier.len() * self.tiles;
        (seen + layer) as u64
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

/// Expansions and children over both sides.
#[derive(Default)]
struct Counts {
    expanded: u64,
    generated: u64,
}

/// Solves `board` by bidirectional breadth-first search.
///
/// # Errors
/// Those of the control (budget, cancel).
pub(crate) fn run(board: &Board, control: &mut Control<'_>) -> Result<Report, SearchError> {
    if !board.is_solvable() {
        return Ok(Report::unsolvable(Detail::Bidirectional, control.elapsed()));
    }
    let goal = Board::goal(board.dimension());
    let (mut forward, mut backward) = (Side::new(board.clone()), Side::new(goal.clone()));
    let mut counts = Counts::default();
    let meeting = if *board == goal {
        goal
    } else {
        loop {
            let forward_turn = forward.frontier.len() <= backward.frontier.len();
            let (this, other) = if forward_turn { (&mut forward, &backward) } else { (&mut backward, &forward) };
            if let Some(m) = expand_layer(this, other, &mut counts, control)? {
                break m;
            }
        }
    };
    let mut path = forward.chain(&meeting);
    path.reverse();
    path.extend(backward.chain(&meeting).into_iter().skip(1));
    Ok(Report {
        solution: Some(Solution::new(path)),
        expanded: counts.expanded,
        generated: counts.generated,
        stored: (forward.parent.len() + backward.parent.len()) as u64,
        memory_bytes: forward.bytes() + backward.bytes(),
        elapsed: control.elapsed(),
        detail: Detail::Bidirectional,
    })
}

/// Expands this side's whole layer; returns the first new board the other side has seen.
fn expand_layer(
    this: &mut Side,
    other: &Side,
    counts: &mut Counts,
    control: &mut Control<'_>,
) -> Result<Option<Board>, SearchError> {
    let layer = std::mem::take(&mut this.frontier);
    for board in layer {
        counts.expanded += 1;
        for next in board.neighbors(NeighborOrder::Checklist) {
            counts.generated += 1;
            if this.parent.contains_key(&next) {
                continue;
            }
            this.parent.insert(next.clone(), Some(board.clone()));
            if other.parent.contains_key(&next) {
                return Ok(Some(next));
            }
            this.frontier.push(next);
        }
        if control.due(counts.expanded) {
            let stored = (this.parent.len() + other.parent.len()) as u64;
            let memory_bytes = this.bytes() + other.bytes();
            control.checkpoint(Gauge { expanded: counts.expanded, stored, memory_bytes, pass: None })?;
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use crate::board::Board;
    use crate::error::SearchError;
    use crate::search::{Budget, Observer, Report, Strategy, solve};
    use crate::solution::check_path;

    fn bidirectional(board: &Board, budget: Budget) -> Result<Report, SearchError> {
        solve(board, &Strategy::Bidirectional, &mut Observer::new().with_budget(budget))
    }

    #[track_caller]
    fn case(text: &str, moves: Option<usize>) {
        let board: Board = text.parse().expect("valid");
        let outcome = bidirectional(&board, Budget::default()).expect("no limit");
        assert_eq!(outcome.solution.as_ref().map(|s| s.moves()), moves, "{text}");
        if let Some(solution) = &outcome.solution {
            assert_eq!(check_path(&board, &solution.boards().collect::<Vec<_>>()), Ok(()));
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
    fn the_budget_stops_it() {
        let board: Board = "3 8 6 7 2 5 4 3 0 1".parse().expect("valid");
        let memory = Budget { memory_bytes: Some(1000), ..Budget::default() };
        assert_eq!(bidirectional(&board, memory).err(), Some(SearchError::MemoryBudget { budget: 1000 }));
        let expansions = Budget { expansions: Some(100), ..Budget::default() };
        assert_eq!(bidirectional(&board, expansions).err(), Some(SearchError::ExpansionLimit { limit: 100 }));
    }
}
