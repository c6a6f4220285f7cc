//! [`GridSearch`]: best-first search from a start square to a goal square of a [`Grid`], one expansion
//! at a time ([`GridStep`]) or to the end ([`GridOutcome`]).

use super::checks::{check_ends, check_weight};
use super::frontier::Frontier;
use super::layout::{Cell, Grid};
use crate::error::GridError;

/// g of a square not yet seen.
const UNSEEN: u32 = u32::MAX;

/// One expansion: the square taken from the frontier and the squares it put there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridStep {
    /// The square expanded (it is never expanded again).
    pub expanded: Cell,
    /// The squares newly put on the frontier, in the order added (up, right, down, left of `expanded`).
    /// A square already on the frontier that gets a shorter route is not listed again.
    pub added: Vec<Cell>,
    /// Whether `expanded` is the goal, which ends the search.
    pub found: bool,
}

/// A whole search, from its first expansion to its last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridOutcome {
    /// Every expansion, in order.
    pub steps: Vec<GridStep>,
    /// The route, start to goal inclusive; `None` when the goal cannot be reached.
    pub path: Option<Vec<Cell>>,
    /// Squares expanded (the number of steps).
    pub expanded: usize,
    /// Squares still on the frontier when the search ended.
    pub frontier_left: usize,
}

/// Best-first search on a [`Grid`]: 4-connected moves of one step each, h the Manhattan distance to
/// the goal, and the frontier taken lowest f = g + w x h first, ties to the smaller h (the square
/// nearer the goal), then to the square added earlier.
///
/// w = 0 is breadth-first search, w = 1 is A* and finds a shortest route, and w above 1 is weighted A*,
/// whose route is at most w times the shortest. The weight is taken to six decimal places. Each square
/// is expanded at most once; a square still on the frontier takes any shorter route found to it. The
/// search owns a copy of the grid, so it can be kept between steps while the grid changes.
///
/// # Example
///
/// ```
/// use npuzzle::grid::{Cell, Grid, GridSearch};
///
/// // A wall down the middle of a 5x3 grid, open at the bottom.
/// let mut grid = Grid::new(5, 3)?;
/// grid.set_wall(Cell::new(2, 0), true)?;
/// grid.set_wall(Cell::new(2, 1), true)?;
///
/// let mut search = GridSearch::new(&grid, Cell::new(0, 0), Cell::new(4, 0), 1.0)?;
/// let first = search.step().expect("the start is expanded first");
/// assert_eq!(first.expanded, Cell::new(0, 0));
/// assert_eq!(first.added, [Cell::new(1, 0), Cell::new(0, 1)]);
///
/// let outcome = search.run();
/// let path = outcome.path.expect("the gap at the bottom lets it through");
/// assert_eq!(path.len() - 1, 8);
/// assert_eq!(outcome.steps[0], first);
/// # Ok::<(), npuzzle::grid::GridError>(())
/// ```
#[derive(Debug, Clone)]
pub struct GridSearch {
    grid: Grid,
    goal: Cell,
    /// The best known number of steps to each square, or [`UNSEEN`].
    g: Vec<u32>,
    /// Each square's predecessor on its best known route.
    parent: Vec<u32>,
    closed: Vec<bool>,
    frontier: Frontier,
    steps: Vec<GridStep>,
    found: bool,
    finished: bool,
}

impl GridSearch {
    /// A search of `grid` from `start` to `goal` with weight `weight`, its start on the frontier.
    ///
    /// # Errors
    /// [`GridError::EndOutside`] or [`GridError::EndOnWall`] if the start or the goal is not an open
    /// square of the grid, and [`GridError::BadWeight`] unless the weight is finite and at least 0.
    pub fn new(grid: &Grid, start: Cell, goal: Cell, weight: f64) -> Result<GridSearch, GridError> {
        check_ends(grid, start, goal)?;
        check_weight(weight)?;
        let squares = grid.len();
        let mut search = GridSearch {
            grid: grid.clone(),
            goal,
            g: vec![UNSEEN; squares],
            parent: vec![0; squares],
            closed: vec![false; squares],
            frontier: Frontier::new(weight),
            steps: Vec::new(),
            found: false,
            finished: false,
        };
        let index = grid.index(start);
        search.g[index] = 0;
        search.parent[index] = to_u32(index);
        search.frontier.add(index, 0, h(start, goal));
        Ok(search)
    }

    /// Expands the frontier's first square; `None` once the goal has been expanded or the frontier is
    /// empty.
    pub fn step(&mut self) -> Option<GridStep> {
        if self.finished {
            return None;
        }
        let (g, closed) = (&self.g, &self.closed);
        let Some(square) = self.frontier.pop(|square, at| !closed[square] && g[square] == at) else {
            self.finished = true;
            return None;
        };
        self.closed[square] = true;
        let cell = self.grid.cell(square);
        self.found = cell == self.goal;
        self.finished = self.found;
        let added = if self.found { Vec::new() } else { self.expand(square) };
        let step = GridStep { expanded: cell, added, found: self.found };
        self.steps.push(step.clone());
        Some(step)
    }

    /// Runs the search to its end and returns all of it, the steps already taken included.
    #[must_use]
    pub fn run(mut self) -> GridOutcome {
        while self.step().is_some() {}
        GridOutcome {
            path: self.path(),
            expanded: self.steps.len(),
            frontier_left: self.frontier.len(),
            steps: self.steps,
        }
    }

    /// Whether the search has ended (the goal expanded, or nothing left to expand).
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Squares on the frontier now.
    #[must_use]
    pub fn frontier_len(&self) -> usize {
        self.frontier.len()
    }

    /// The route, start to goal inclusive, once the goal has been expanded; `None` before, and after a
    /// search that could not reach it.
    #[must_use]
    pub fn path(&self) -> Option<Vec<Cell>> {
        if !self.found {
            return None;
        }
        let mut square = self.grid.index(self.goal);
        let mut path = vec![self.goal];
        while self.g[square] > 0 {
            square = self.parent[square] as usize;
            path.push(self.grid.cell(square));
        }
        path.reverse();
        Some(path)
    }

    /// Puts the open squares next to `square` on the frontier, or gives them a shorter route; returns
    /// those newly added.
    fn expand(&mut self, square: usize) -> Vec<Cell> {
        let g = self.g[square] + 1;
        let mut added = Vec::new();
        for next in self.grid.open_neighbours(self.grid.cell(square)) {
            let index = self.grid.index(next);
            if self.closed[index] || self.g[index] <= g {
                continue;
            }
            if self.g[index] == UNSEEN {
                added.push(next);
                self.frontier.add(index, g, h(next, self.goal));
            } else {
                self.frontier.improve(index, g, h(next, self.goal));
            }
            self.g[index] = g;
            self.parent[index] = to_u32(square);
        }
        added
    }
}

/// The search's h: steps to the goal with no walls.
fn h(cell: Cell, goal: Cell) -> u32 {
    to_u32(cell.manhattan(goal))
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).expect("a grid has at most 40,000 squares")
}

#[cfg(test)]
mod tests {
    use super::{GridOutcome, GridSearch, GridStep};
    use crate::grid::{Cell, Grid};

    fn cells(list: &[(usize, usize)]) -> Vec<Cell> {
        list.iter().map(|&(x, y)| Cell::new(x, y)).collect()
    }

    fn expansions(outcome: &GridOutcome) -> Vec<Cell> {
        outcome.steps.iter().map(|step| step.expanded).collect()
    }

    #[test]
    fn ties_go_to_the_square_nearer_the_goal() {
        // At w = 0 both neighbours of the start have f = 1; the right one is added first, but the left
        // one is nearer the goal, so it goes first.
        let grid = Grid::new(5, 1).expect("a valid size");
        let outcome = GridSearch::new(&grid, Cell::new(2, 0), Cell::new(0, 0), 0.0).expect("valid").run();
        assert_eq!(outcome.steps[0].added, cells(&[(3, 0), (1, 0)]));
        assert_eq!(expansions(&outcome), cells(&[(2, 0), (1, 0), (3, 0), (0, 0)]));
        assert_eq!(outcome.path, Some(cells(&[(2, 0), (1, 0), (0, 0)])));
    }

    #[test]
    fn astar_on_an_open_grid_expands_only_its_route() {
        // Every square between the corners has f = 10 at w = 1; the smaller h goes first, so the search
        // heads straight for the goal instead of filling the square.
        let grid = Grid::new(6, 6).expect("a valid size");
        let outcome = GridSearch::new(&grid, Cell::new(0, 0), Cell::new(5, 5), 1.0).expect("valid").run();
        assert_eq!(outcome.expanded, 11);
        assert_eq!(outcome.path.map(|path| path.len()), Some(11));
    }

    #[test]
    fn start_is_the_goal() {
        let grid = Grid::new(3, 3).expect("a valid size");
        let centre = Cell::new(1, 1);
        let outcome = GridSearch::new(&grid, centre, centre, 1.0).expect("valid").run();
        let found = GridStep { expanded: centre, added: Vec::new(), found: true };
        assert_eq!(
            outcome,
            GridOutcome { steps: vec![found], path: Some(vec![centre]), expanded: 1, frontier_left: 0 }
        );
    }

    #[test]
    fn an_unreachable_goal_expands_every_reachable_square() {
        let mut grid = Grid::new(4, 4).expect("a valid size");
        for y in 0..4 {
            grid.set_wall(Cell::new(2, y), true).expect("inside");
        }
        let mut search = GridSearch::new(&grid, Cell::new(0, 0), Cell::new(3, 3), 1.0).expect("valid");
        while search.step().is_some() {}
        assert!(search.is_finished());
        assert_eq!((search.path(), search.frontier_len()), (None, 0));
        let outcome = search.run();
        assert_eq!((outcome.path, outcome.expanded, outcome.frontier_left), (None, 8, 0));
        assert!(outcome.steps.iter().all(|step| !step.found));
    }

    #[test]
    fn stepping_then_running_gives_the_whole_search() {
        let mut grid = Grid::new(8, 6).expect("a valid size");
        for y in 1..6 {
            grid.set_wall(Cell::new(4, y), true).expect("inside");
        }
        let (start, goal) = (Cell::new(1, 4), Cell::new(6, 4));
        let mut search = GridSearch::new(&grid, start, goal, 1.5).expect("valid");
        let first = [search.step(), search.step(), search.step()];
        assert!(search.path().is_none() && !search.is_finished() && search.frontier_len() > 0);
        let outcome = search.run();
        assert_eq!(outcome, GridSearch::new(&grid, start, goal, 1.5).expect("valid").run());
        assert_eq!(first.map(|step| step.expect("three steps before the goal")), outcome.steps[..3]);
        assert_eq!(outcome.steps.last().map(|step| step.found), Some(true));
    }
}
