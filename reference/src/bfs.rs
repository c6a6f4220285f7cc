//! Breadth-first search over every position of a small board: [`Distances`] holds the exact number of
//! moves from each position to the goal, the oracle the other solvers and the heuristics are tested
//! against, and [`solve`] finds a shortest route from one board, widening one move at a time.
//!
//! Only 2x2 (12 solvable positions) and 3x3 (181,440) are small enough; a 4x4 has over ten trillion.

use std::collections::VecDeque;

use crate::board::Board;
use crate::direction::Direction;
use crate::rank::{permutations, rank, unrank};
use crate::solution::Solution;

/// Marks a position the search did not reach (an unsolvable one).
const UNREACHED: u8 = u8::MAX;

/// The distance to the goal of every position of an n x n board, indexed by permutation rank.
#[derive(Clone)]
pub struct Distances {
    n: usize,
    dist: Vec<u8>,
}

impl Distances {
    /// The largest board size this table supports.
    pub const MAX_SIZE: usize = 3;

    /// Runs the search backwards from the goal over every reachable position.
    ///
    /// Returns `None` for boards larger than 3x3.
    #[must_use]
    pub fn compute(n: usize) -> Option<Distances> {
        if !(2..=Self::MAX_SIZE).contains(&n) {
            return None;
        }
        let cells = n * n;
        let mut dist = vec![UNREACHED; permutations(cells)];
        let goal = Board::goal(n).tiles();
        dist[rank(&goal)] = 0;
        let mut queue = VecDeque::from([rank(&goal)]);
        let mut tiles = vec![0u16; cells];
        while let Some(r) = queue.pop_front() {
            unrank(r, cells, &mut tiles);
            let blank = tiles.iter().position(|&t| t == 0).expect("a position has a blank");
            let next = dist[r] + 1;
            for dir in Direction::ALL {
                let Some(cell) = dir.step(blank, n) else { continue };
                tiles.swap(blank, cell);
                let s = rank(&tiles);
                if dist[s] == UNREACHED {
                    dist[s] = next;
                    queue.push_back(s);
                }
                tiles.swap(blank, cell);
            }
        }
        Some(Distances { n, dist })
    }

    /// The board size.
    #[must_use]
    pub fn dimension(&self) -> usize {
        self.n
    }

    /// The moves `board` needs, or `None` if it is unsolvable (or of another size).
    #[must_use]
    pub fn distance(&self, board: &Board) -> Option<u32> {
        if board.dimension() != self.n {
            return None;
        }
        let d = self.dist[rank(&board.tiles())];
        (d != UNREACHED).then_some(u32::from(d))
    }

    /// The number of solvable positions.
    #[must_use]
    pub fn solvable_positions(&self) -> usize {
        self.dist.iter().filter(|&&d| d != UNREACHED).count()
    }

    /// The largest distance (the diameter of the puzzle's graph).
    #[must_use]
    pub fn diameter(&self) -> u32 {
        self.dist.iter().filter(|&&d| d != UNREACHED).map(|&d| u32::from(d)).max().unwrap_or(0)
    }

    /// Every solvable position with its distance, in rank order.
    pub fn iter(&self) -> impl Iterator<Item = (Board, u32)> + '_ {
        let cells = self.n * self.n;
        self.dist.iter().enumerate().filter(|&(_, &d)| d != UNREACHED).map(move |(r, &d)| {
            let mut tiles = vec![0u16; cells];
            unrank(r, cells, &mut tiles);
            (Board::from_valid_tiles(self.n, &tiles), u32::from(d))
        })
    }
}

/// What [`solve`] found.
#[derive(Debug, Clone)]
pub struct BfsOutcome {
    /// A shortest solution, or `None` for an unsolvable board (found by parity, without searching).
    pub solution: Option<Solution>,
    /// Positions taken off the queue and expanded before the goal came off it.
    pub expanded: u64,
    /// Positions stored (seen).
    pub stored: u64,
}

/// Solves a 2x2 or 3x3 board by breadth-first search from it, each position stored once by its
/// permutation rank; `None` for larger boards.
#[must_use]
pub fn solve(board: &Board) -> Option<BfsOutcome> {
    let n = board.dimension();
    if n > Distances::MAX_SIZE {
        return None;
    }
    if !board.is_solvable() {
        return Some(BfsOutcome { solution: None, expanded: 0, stored: 0 });
    }
    let cells = n * n;
    let goal = rank(&Board::goal(n).tiles());
    // parent[r]: the rank the position r was reached from (itself for the start), or unseen.
    let unseen = u32::MAX;
    let mut parent = vec![unseen; permutations(cells)];
    let start = rank(&board.tiles());
    // Cannot truncate: 9! is below 2^32.
    parent[start] = start as u32;
    let mut queue = VecDeque::from([start]);
    let (mut expanded, mut stored) = (0u64, 1u64);
    let mut tiles = vec![0u16; cells];
    while let Some(r) = queue.pop_front() {
        if r == goal {
            break;
        }
        expanded += 1;
        unrank(r, cells, &mut tiles);
        let blank = tiles.iter().position(|&t| t == 0).expect("a position has a blank");
        for dir in Direction::ALL {
            let Some(cell) = dir.step(blank, n) else { continue };
            tiles.swap(blank, cell);
            let s = rank(&tiles);
            if parent[s] == unseen {
                parent[s] = r as u32;
                stored += 1;
                queue.push_back(s);
            }
            tiles.swap(blank, cell);
        }
    }
    let mut path = Vec::new();
    let mut at = goal;
    loop {
        unrank(at, cells, &mut tiles);
        path.push(Board::from_valid_tiles(n, &tiles));
        if at == start {
            break;
        }
        at = parent[at] as usize;
    }
    path.reverse();
    Some(BfsOutcome { solution: Some(Solution::new(path)), expanded, stored })
}

#[cfg(test)]
mod tests {
    use super::{Distances, solve};
    use crate::board::Board;

    #[test]
    fn two_by_two_has_twelve_solvable_positions_up_to_six_moves() {
        let table = Distances::compute(2).expect("2x2 is small");
        assert_eq!(table.solvable_positions(), 12);
        assert_eq!(table.diameter(), 6);
        assert_eq!(table.distance(&Board::goal(2)), Some(0));
        assert_eq!(table.distance(&"2 1 0 2 3".parse().expect("valid")), None);
        for (board, _) in table.iter() {
            assert!(board.is_solvable(), "{board:?}");
        }
    }

    #[test]
    fn larger_boards_are_refused() {
        assert!(Distances::compute(4).is_none());
        assert!(Distances::compute(1).is_none());
        assert!(solve(&Board::goal(4)).is_none());
    }

    #[test]
    fn solve_finds_shortest_routes_and_counts_positions() {
        let hardest: Board = "3 8 6 7 2 5 4 3 0 1".parse().expect("valid");
        let outcome = solve(&hardest).expect("3x3 is small");
        assert_eq!(outcome.solution.as_ref().map(|s| s.moves()), Some(31));
        // Nearly every position is nearer to it than the goal is, so nearly all are expanded.
        assert!(outcome.expanded > 180_000 && outcome.stored <= 181_440, "{outcome:?}");
        let goal = solve(&Board::goal(2)).expect("small");
        assert_eq!((goal.solution.map(|s| s.moves()), goal.expanded), (Some(0), 0));
        let unsolvable: Board = "2 2 1 3 0".parse().expect("valid");
        assert!(solve(&unsolvable).expect("small").solution.is_none());
    }
}
