//! The ground the grid search walks on: [`Grid`], a rectangle of squares of which some are walls, and
//! [`Cell`], one square by its column and row.

use crate::error::GridError;

/// The most squares a grid has across, and the most it has down.
pub const MAX_SIDE: usize = 200;

/// One square of a grid: column `x` counted from the left and row `y` counted from the top, both from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    /// The column, from 0 at the left.
    pub x: usize,
    /// The row, from 0 at the top.
    pub y: usize,
}

impl Cell {
    /// The square in column `x` and row `y`.
    #[must_use]
    pub const fn new(x: usize, y: usize) -> Cell {
        Cell { x, y }
    }

    /// The steps from here to `other` if there were no walls (the Manhattan distance): the search's h.
    #[must_use]
    pub const fn manhattan(self, other: Cell) -> usize {
        self.x.abs_diff(other.x) + self.y.abs_diff(other.y)
    }
}

/// A `width` x `height` rectangle of squares, each open or a wall; every square starts open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    width: usize,
    height: usize,
    /// Row-major: square (x, y) is at `y * width + x`.
    walls: Vec<bool>,
}

impl Grid {
    /// An open grid of `width` x `height` squares.
    ///
    /// # Errors
    /// [`GridError::SizeOutOfRange`] unless both sides are 1 to [`MAX_SIDE`].
    pub fn new(width: usize, height: usize) -> Result<Grid, GridError> {
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(GridError::SizeOutOfRange { width, height });
        }
        Ok(Grid { width, height, walls: vec![false; width * height] })
    }

    /// Squares across.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Squares down.
    #[must_use]
    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether `cell` is a square of this grid.
    #[must_use]
    pub fn contains(&self, cell: Cell) -> bool {
        cell.x < self.width && cell.y < self.height
    }

    /// Whether `cell` is a wall. A cell outside the grid counts as one: nothing can stand there.
    #[must_use]
    pub fn is_wall(&self, cell: Cell) -> bool {
        !self.contains(cell) || self.walls[self.index(cell)]
    }

    /// Makes `cell` a wall (`true`) or open (`false`).
    ///
    /// # Errors
    /// [`GridError::Outside`] if `cell` is not a square of this grid.
    pub fn set_wall(&mut self, cell: Cell, wall: bool) -> Result<(), GridError> {
        if !self.contains(cell) {
            return Err(GridError::Outside { x: cell.x, y: cell.y, width: self.width, height: self.height });
        }
        let index = self.index(cell);
        self.walls[index] = wall;
        Ok(())
    }

    /// The number of squares, walls included.
    pub(super) fn len(&self) -> usize {
        self.walls.len()
    }

    /// The row-major index of a square of this grid.
    pub(super) fn index(&self, cell: Cell) -> usize {
        debug_assert!(self.contains(cell), "{cell:?} is outside the {}x{} grid", self.width, self.height);
        cell.y * self.width + cell.x
    }

    /// The square at a row-major index.
    pub(super) fn cell(&self, index: usize) -> Cell {
        Cell::new(index % self.width, index / self.width)
    }

    /// The open squares one step from `cell`, in a fixed order: up, right, down, left. The order decides
    /// which of two squares of equal f and h was added first, so it keeps runs the same everywhere.
    pub(super) fn open_neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        let up = cell.y.checked_sub(1).map(|y| Cell::new(cell.x, y));
        let right = Some(Cell::new(cell.x + 1, cell.y));
        let down = Some(Cell::new(cell.x, cell.y + 1));
        let left = cell.x.checked_sub(1).map(|x| Cell::new(x, cell.y));
        [up, right, down, left].into_iter().flatten().filter(|&next| !self.is_wall(next))
    }
}

#[cfg(test)]
mod tests {
    use super::{Cell, Grid, MAX_SIDE};
    use crate::error::GridError;

    #[track_caller]
    fn size_case(width: usize, height: usize, accepted: bool) {
        let grid = Grid::new(width, height);
        match grid {
            Ok(grid) => {
                assert!(accepted, "{width}x{height} should be refused");
                assert_eq!((grid.width(), grid.height(), grid.len()), (width, height, width * height));
            }
            Err(error) => {
                assert!(!accepted, "{width}x{height} should be accepted");
                assert_eq!(error, GridError::SizeOutOfRange { width, height });
            }
        }
    }

    #[test]
    fn takes_sides_of_one_to_two_hundred() {
        size_case(1, 1, true);
        size_case(MAX_SIDE, MAX_SIDE, true);
        size_case(1, MAX_SIDE, true);
        size_case(0, 5, false);
        size_case(5, 0, false);
        size_case(MAX_SIDE + 1, 5, false);
        size_case(5, MAX_SIDE + 1, false);
    }

    #[test]
    fn walls_are_set_and_cleared() {
        let mut grid = Grid::new(3, 2).expect("a valid size");
        assert!(!grid.is_wall(Cell::new(2, 1)));
        grid.set_wall(Cell::new(2, 1), true).expect("inside");
        assert!(grid.is_wall(Cell::new(2, 1)));
        assert!(!grid.is_wall(Cell::new(1, 2 - 1)));
        grid.set_wall(Cell::new(2, 1), false).expect("inside");
        assert!(!grid.is_wall(Cell::new(2, 1)));
    }

    #[test]
    fn outside_is_a_wall_that_cannot_be_set() {
        let mut grid = Grid::new(3, 2).expect("a valid size");
        assert!(grid.is_wall(Cell::new(3, 0)));
        assert!(grid.is_wall(Cell::new(0, 2)));
        assert_eq!(grid.set_wall(Cell::new(3, 0), true), Err(GridError::Outside { x: 3, y: 0, width: 3, height: 2 }));
    }

    #[track_caller]
    fn neighbours_case(grid: &Grid, cell: (usize, usize), expected: &[(usize, usize)]) {
        let found: Vec<(usize, usize)> = grid.open_neighbours(Cell::new(cell.0, cell.1)).map(|c| (c.x, c.y)).collect();
        assert_eq!(found, expected, "neighbours of {cell:?}");
    }

    #[test]
    fn neighbours_come_up_right_down_left_and_skip_walls() {
        let mut grid = Grid::new(3, 3).expect("a valid size");
        neighbours_case(&grid, (1, 1), &[(1, 0), (2, 1), (1, 2), (0, 1)]);
        neighbours_case(&grid, (0, 0), &[(1, 0), (0, 1)]);
        neighbours_case(&grid, (2, 2), &[(2, 1), (1, 2)]);
        grid.set_wall(Cell::new(2, 1), true).expect("inside");
        neighbours_case(&grid, (1, 1), &[(1, 0), (1, 2), (0, 1)]);
    }

    #[test]
    fn index_and_cell_agree() {
        let grid = Grid::new(4, 3).expect("a valid size");
        for index in 0..grid.len() {
            assert_eq!(grid.index(grid.cell(index)), index);
        }
        assert_eq!(grid.cell(5), Cell::new(1, 1));
        assert_eq!(Cell::new(0, 3).manhattan(Cell::new(2, 1)), 4);
    }
}
