//! The blank's four move directions and the two neighbour orders, [`Direction`] and [`NeighborOrder`].
//!
//! The order in which a board lists its neighbours decides the order of insertions into the priority
//! queue, and so which of several equal-priority nodes A* takes first: it changes traces and operation
//! counts, never the length of the answer.

/// A direction the blank moves in (the tile on that side slides into the blank's cell).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// The blank moves one row up.
    Up,
    /// The blank moves one column left.
    Left,
    /// The blank moves one row down.
    Down,
    /// The blank moves one column right.
    Right,
}

impl Direction {
    /// All four directions, in the checklist order.
    pub const ALL: [Direction; 4] = [Direction::Up, Direction::Left, Direction::Down, Direction::Right];

    /// The direction that undoes this one.
    #[must_use]
    pub fn reverse(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Left => Direction::Right,
            Direction::Down => Direction::Up,
            Direction::Right => Direction::Left,
        }
    }

    /// The cell the blank moves to from `blank` on an n x n board, if it stays on the board.
    #[inline]
    #[must_use]
    pub fn step(self, blank: usize, n: usize) -> Option<usize> {
        let (row, col) = (blank / n, blank % n);
        match self {
            Direction::Up => (row > 0).then(|| blank - n),
            Direction::Left => (col > 0).then(|| blank - 1),
            Direction::Down => (row + 1 < n).then(|| blank + n),
            Direction::Right => (col + 1 < n).then(|| blank + 1),
        }
    }
}

/// The order in which [`Board::neighbors`](crate::Board::neighbors) lists a board's neighbours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum NeighborOrder {
    /// Blank up, left, down, right: the order that reproduces the checklist's puzzle04 trace (apart from
    /// the published trace's root, see `traces/README.md`).
    #[default]
    Checklist,
    /// Blank down, right, left, up: the order of the Princeton autograder's reference `Board`, with which
    /// the search statistics equal the operation counts its timing tests publish.
    Princeton,
}

impl NeighborOrder {
    /// The four directions in this order.
    #[must_use]
    pub fn directions(self) -> [Direction; 4] {
        match self {
            NeighborOrder::Checklist => Direction::ALL,
            NeighborOrder::Princeton => [Direction::Down, Direction::Right, Direction::Left, Direction::Up],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Direction, NeighborOrder};

    #[track_caller]
    fn case(dir: Direction, blank: usize, n: usize, expected: Option<usize>) {
        assert_eq!(dir.step(blank, n), expected, "{dir:?} from {blank} on {n}x{n}");
    }

    #[test]
    fn steps_stay_on_the_board() {
        case(Direction::Up, 0, 3, None);
        case(Direction::Left, 0, 3, None);
        case(Direction::Down, 0, 3, Some(3));
        case(Direction::Right, 0, 3, Some(1));
        case(Direction::Right, 2, 3, None);
        case(Direction::Down, 7, 3, None);
        case(Direction::Up, 7, 3, Some(4));
        case(Direction::Left, 4, 2, None);
        case(Direction::Left, 5, 4, Some(4));
    }

    #[test]
    fn reverse_undoes_a_step() {
        for dir in Direction::ALL {
            let there = dir.step(4, 3).expect("the centre cell can move anywhere");
            assert_eq!(dir.reverse().step(there, 3), Some(4));
        }
    }

    #[test]
    fn orders_list_all_four_directions() {
        for order in [NeighborOrder::Checklist, NeighborOrder::Princeton] {
            let mut dirs = order.directions().to_vec();
            dirs.sort_by_key(|&d| Direction::ALL.iter().position(|&a| a == d));
            assert_eq!(dirs.len(), 4);
            dirs.dedup();
            assert_eq!(dirs.len(), 4, "{order:?} repeats a direction");
        }
    }
}
