//! "Compare all weights": [`compare_weights`] runs the grid search once per weight and gives a
//! [`WeightRow`] each, the squares expanded against the length of the route.

use super::checks::{check_ends, check_weight};
use super::layout::{Cell, Grid};
use super::search::GridSearch;
use crate::error::GridError;

/// One weight's run.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WeightRow {
    /// The weight w.
    pub weight: f64,
    /// Squares expanded.
    pub expanded: usize,
    /// Moves on the route found; `None` when the goal cannot be reached.
    pub route: Option<usize>,
}

/// Searches `grid` from `start` to `goal` once for each of `weights`, in their order.
///
/// # Errors
/// Those of [`GridSearch::new`], found before any search runs.
///
/// # Example
///
/// ```
/// use npuzzle::grid::{Cell, Grid, compare_weights};
///
/// let grid = Grid::new(10, 10)?;
/// let rows = compare_weights(&grid, Cell::new(0, 0), Cell::new(9, 9), &[0.0, 1.0])?;
/// assert_eq!(rows[0].route, Some(18));
/// assert_eq!(rows[1].route, Some(18));
/// // Breadth-first expands the whole grid; A* only the route.
/// assert_eq!((rows[0].expanded, rows[1].expanded), (100, 19));
/// # Ok::<(), npuzzle::grid::GridError>(())
/// ```
pub fn compare_weights(grid: &Grid, start: Cell, goal: Cell, weights: &[f64]) -> Result<Vec<WeightRow>, GridError> {
    check_ends(grid, start, goal)?;
    weights.iter().try_for_each(|&weight| check_weight(weight))?;
    weights
        .iter()
        .map(|&weight| {
            let outcome = GridSearch::new(grid, start, goal, weight)?.run();
            let route = outcome.path.map(|path| path.len() - 1);
            Ok(WeightRow { weight, expanded: outcome.expanded, route })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{WeightRow, compare_weights};
    use crate::error::GridError;
    use crate::grid::{Cell, Grid};

    /// A 7x5 grid with a wall across the middle column, open only at the bottom row.
    fn walled() -> Grid {
        let mut grid = Grid::new(7, 5).expect("a valid size");
        for y in 0..4 {
            grid.set_wall(Cell::new(3, y), true).expect("inside");
        }
        grid
    }

    #[test]
    fn gives_a_row_per_weight_in_order() {
        let weights = [0.0, 1.0, 2.0, 5.0];
        let rows = compare_weights(&walled(), Cell::new(0, 0), Cell::new(6, 0), &weights).expect("valid");
        assert_eq!(rows.iter().map(|row| row.weight).collect::<Vec<_>>(), weights);
        // The only way round is through the bottom row: 4 down, 6 across, 4 up.
        assert_eq!(rows[0].route, Some(14));
        assert_eq!(rows[1].route, Some(14));
        assert!(rows.iter().all(|row| row.route.is_some_and(|moves| moves >= 14)));
        assert!(rows[0].expanded >= rows[1].expanded);
    }

    #[test]
    fn an_unreachable_goal_has_no_route() {
        let mut grid = walled();
        grid.set_wall(Cell::new(3, 4), true).expect("inside");
        let rows = compare_weights(&grid, Cell::new(0, 0), Cell::new(6, 0), &[1.0]).expect("valid");
        // Columns 0 to 2 of 5 rows are reachable.
        assert_eq!(rows, [WeightRow { weight: 1.0, expanded: 15, route: None }]);
    }

    #[test]
    fn checks_everything_before_searching() {
        let grid = walled();
        let (start, goal) = (Cell::new(0, 0), Cell::new(6, 0));
        assert_eq!(compare_weights(&grid, start, goal, &[1.0, -1.0]), Err(GridError::BadWeight(-1.0)));
        let outside = Err(GridError::EndOutside { end: "goal", x: 7, y: 0, width: 7, height: 5 });
        assert_eq!(compare_weights(&grid, start, Cell::new(7, 0), &[]), outside);
        assert_eq!(compare_weights(&grid, start, goal, &[]), Ok(Vec::new()));
    }
}
