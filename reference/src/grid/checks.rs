//! What the grid search takes: the start and the goal open squares of the grid, and a weight finite and
//! at least 0. [`GridSearch::new`](super::GridSearch::new) and [`compare_weights`](super::compare_weights)
//! both check here, so their errors are the same.

use super::layout::{Cell, Grid};
use crate::error::GridError;

/// The start and the goal must be open squares of the grid.
pub(super) fn check_ends(grid: &Grid, start: Cell, goal: Cell) -> Result<(), GridError> {
    for (end, cell) in [("start", start), ("goal", goal)] {
        let (x, y) = (cell.x, cell.y);
        if !grid.contains(cell) {
            return Err(GridError::EndOutside { end, x, y, width: grid.width(), height: grid.height() });
        }
        if grid.is_wall(cell) {
            return Err(GridError::EndOnWall { end, x, y });
        }
    }
    Ok(())
}

/// The weight must be finite and at least 0.
pub(super) fn check_weight(weight: f64) -> Result<(), GridError> {
    if weight.is_finite() && weight >= 0.0 { Ok(()) } else { Err(GridError::BadWeight(weight)) }
}

#[cfg(test)]
mod tests {
    use crate::error::GridError;
    use crate::grid::{Cell, Grid, GridSearch};

    #[track_caller]
    fn refused(start: (usize, usize), goal: (usize, usize), weight: f64, expected: GridError) {
        let mut grid = Grid::new(4, 3).expect("a valid size");
        grid.set_wall(Cell::new(1, 1), true).expect("inside");
        let search = GridSearch::new(&grid, Cell::new(start.0, start.1), Cell::new(goal.0, goal.1), weight);
        assert_eq!(search.err(), Some(expected));
    }

    #[test]
    fn refuses_bad_inputs() {
        let outside = |end, x, y| GridError::EndOutside { end, x, y, width: 4, height: 3 };
        refused((4, 0), (0, 0), 1.0, outside("start", 4, 0));
        refused((0, 0), (0, 3), 1.0, outside("goal", 0, 3));
        refused((1, 1), (0, 0), 1.0, GridError::EndOnWall { end: "start", x: 1, y: 1 });
        refused((0, 0), (1, 1), 1.0, GridError::EndOnWall { end: "goal", x: 1, y: 1 });
        refused((0, 0), (3, 2), -0.5, GridError::BadWeight(-0.5));
        refused((0, 0), (3, 2), f64::INFINITY, GridError::BadWeight(f64::INFINITY));
        // NaN is never equal to itself, so its case is matched by shape.
        let grid = Grid::new(4, 3).expect("a valid size");
        let nan = GridSearch::new(&grid, Cell::new(0, 0), Cell::new(3, 2), f64::NAN);
        assert!(matches!(nan, Err(GridError::BadWeight(w)) if w.is_nan()));
    }

    #[test]
    fn error_messages_say_what_to_do() {
        let message = GridError::EndOnWall { end: "goal", x: 2, y: 5 }.to_string();
        assert_eq!(message, "the goal (2, 5) is on a wall; clear the wall or move the goal");
        let message = GridError::Outside { x: 9, y: 0, width: 9, height: 4 }.to_string();
        assert_eq!(message, "square (9, 0) is outside the 9x4 grid; columns are 0 to 8 and rows 0 to 3");
    }
}
