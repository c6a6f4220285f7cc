//! Breadth-first search over every position of a small board: [`Distances`] holds the exact number of
//! moves from each position to the goal, the oracle the other solvers and the heuristics are tested
//! against, and [`Strategy::BreadthFirst`](crate::Strategy::BreadthFirst) finds a shortest route from
//! one board, widening one move at a time.
//!
//! Only 2x2 (12 solvable positions) and 3x3 (181,440) are small enough; a 4x4 has over ten trillion.

use std::collections::VecDeque;

use crate::board::Board;
use crate::direction::Direction;
use crate::error::SearchError;
use crate::rank::{permutations, rank, unrank};
use crate::search::{Control, Detail, Gauge, Report};
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

/// Marks a rank not seen yet in [`run`]'s parent table.
const UNSEEN: u32 = u32::MAX;

/// [`Strategy::BreadthFirst`](crate::Strategy::BreadthFirst): solves a 2x2 or 3x3 board by
/// breadth-first search from it, each position stored once by its permutation rank.
///
/// # Errors
/// [`SearchError::TooLarge`] for larger boards; those of the control (budget, cancel).
pub(crate) fn run(board: &Board, control: &mut Control<'_>) -> Result<Report, SearchError> {
    let n = board.dimension();
    if n > Distances::MAX_SIZE {
        return Err(SearchError::TooLarge { board: n, most: Distances::MAX_SIZE });
    }
    if !board.is_solvable() {
        return Ok(Report::unsolvable(Detail::BreadthFirst, control.elapsed()));
    }
    let cells = n * n;
    let table_bytes = (permutations(cells) * std::mem::size_of::<u32>()) as u64;
    control.check_memory(table_bytes)?;
    let goal = rank(&Board::goal(n).tiles());
    // parent[r]: the rank the position r was reached from (itself for the start), or UNSEEN.
    let mut parent = vec![UNSEEN; permutations(cells)];
    let start = rank(&board.tiles());
    // Cannot truncate: 9! is below 2^32.
    parent[start] = start as u32;
    let mut queue = VecDeque::from([start]);
    let (mut expanded, mut generated, mut stored) = (0u64, 0u64, 1u64);
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
            generated += 1;
            tiles.swap(blank, cell);
            let s = rank(&tiles);
            if parent[s] == UNSEEN {
                parent[s] = r as u32;
                stored += 1;
                queue.push_back(s);
            }
            tiles.swap(blank, cell);
        }
        if control.due(expanded) {
            let memory_bytes = table_bytes + (queue.capacity() * std::mem::size_of::<usize>()) as u64;
            control.checkpoint(Gauge { expanded, stored, memory_bytes, pass: None })?;
        }
    }
    Ok(Report {
        solution: Some(Solution::new(path_back(&parent, start, goal, n))),
        expanded,
        generated,
        stored,
        memory_bytes: table_bytes + (queue.capacity() * std::mem::size_of::<usize>()) as u64,
        elapsed: control.elapsed(),
        detail: Detail::BreadthFirst,
    })
}

/// The boards from `start` to `goal`, following the parent table back from the goal.
fn path_back(parent: &[u32], start: usize, goal: usize, n: usize) -> Vec<Board> {
    let cells = n * n;
    let mut tiles = vec![0u16; cells];
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
    path
}

#[cfg(test)]
mod tests {
    use super::Distances;
    use crate::board::Board;
    use crate::error::SearchError;
    use crate::search::{Observer, Report, Strategy, solve};

    fn breadth_first(board: &Board) -> Result<Report, SearchError> {
        solve(board, &Strategy::BreadthFirst, &mut Observer::new())
    }

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
        assert_eq!(breadth_first(&Board::goal(4)).err(), Some(SearchError::TooLarge { board: 4, most: 3 }));
    }

    #[test]
    fn solve_finds_shortest_routes_and_counts_positions() {
        let hardest: Board = "3 8 6 7 2 5 4 3 0 1".parse().expect("valid");
        let outcome = breadth_first(&hardest).expect("3x3 is small");
        assert_eq!(outcome.solution.as_ref().map(|s| s.moves()), Some(31));
        // Nearly every position is nearer to it than the goal is, so nearly all are expanded.
        assert!(outcome.expanded > 180_000 && outcome.stored <= 181_440, "{outcome:?}");
        assert!(outcome.generated > outcome.expanded * 2, "{outcome:?}");
        let goal = breadth_first(&Board::goal(2)).expect("small");
        assert_eq!((goal.solution.map(|s| s.moves()), goal.expanded), (Some(0), 0));
        let unsolvable: Board = "2 2 1 3 0".parse().expect("valid");
        assert!(breadth_first(&unsolvable).expect("small").solution.is_none());
    }
}
