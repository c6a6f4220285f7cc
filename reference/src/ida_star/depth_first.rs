//! [`DepthFirst`]: the passes of IDA* over one [`Grid`] and [`Cost`]: a depth-first search bounded by
//! f = g + h <= threshold that never undoes its last move, remembers the smallest f that went over, and
//! raises the threshold to it for the next pass.
//!
//! The board is changed in place and changed back on the way up, so a pass holds only the current
//! route; the moves are taken from a per-cell table in the chosen neighbour order.

use crate::direction::NeighborOrder;
use crate::error::SearchError;
use crate::ida_star::cost::Cost;
use crate::ida_star::grid::Grid;
use crate::ida_star::outcome::Pass;
use crate::search::{Control, Event, Gauge};

/// Stands for "no previous blank cell" at the root.
const NONE: usize = usize::MAX;

/// The cells the blank can move to from one cell, in the search's order.
#[derive(Debug, Clone, Copy)]
struct Moves {
    cells: [u16; 4],
    len: u8,
}

/// What a finished search found: the blank's cell after each move of the route, the passes, and the
/// totals over all passes.
pub(crate) struct Route {
    pub cells: Vec<u16>,
    pub passes: Vec<Pass>,
    pub expanded: u64,
    pub generated: u64,
}

/// One IDA* search in progress.
pub(crate) struct DepthFirst<'a, 'c, 'o, G: Grid, C: Cost<G>> {
    grid: G,
    cost: &'a C,
    moves: Vec<Moves>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
    generated: u64,
    pass_start: (u64, u64),
    /// The control's next checkpoint, copied here for the hot path.
    checkpoint: u64,
    control: &'c mut Control<'o>,
    stop: Option<SearchError>,
    /// The blank's cell after each move of the current route.
    path: Vec<u16>,
}

impl<'a, 'c, 'o, G: Grid, C: Cost<G>> DepthFirst<'a, 'c, 'o, G, C> {
    /// A search of the n x n board in `grid`, children tried in `order`.
    pub(crate) fn new(n: usize, grid: G, cost: &'a C, order: NeighborOrder, control: &'c mut Control<'o>) -> Self {
        let moves = (0..n * n)
            .map(|blank| {
                let mut m = Moves { cells: [0; 4], len: 0 };
                for cell in order.directions().iter().filter_map(|d| d.step(blank, n)) {
                    // Cannot truncate: a cell index is below 127 * 127.
                    m.cells[usize::from(m.len)] = cell as u16;
                    m.len += 1;
                }
                m
            })
            .collect();
        let checkpoint = control.next_due();
        DepthFirst {
            grid,
            cost,
            moves,
            bound: 0,
            next_bound: u32::MAX,
            expanded: 0,
            generated: 0,
            pass_start: (0, 0),
            checkpoint,
            control,
            stop: None,
            path: Vec::new(),
        }
    }

    /// Runs passes until the goal is found.
    pub(crate) fn run(mut self) -> Result<Route, SearchError> {
        let (h, memo) = self.cost.root(&self.grid);
        self.bound = h;
        let mut passes = Vec::new();
        loop {
            self.next_bound = u32::MAX;
            self.pass_start = (self.expanded, self.generated);
            self.control.report(Event::PassStarted, self.gauge())?;
            let found = self.visit(0, h, memo, NONE);
            if let Some(error) = self.stop.take() {
                return Err(error);
            }
            passes.push(self.pass());
            if found {
                return Ok(Route { cells: self.path, passes, expanded: self.expanded, generated: self.generated });
            }
            self.control.report(Event::PassFinished, self.gauge())?;
            // Every solvable board is reached in some pass, so the bound always rises to a finite f.
            debug_assert!(self.next_bound != u32::MAX, "a pass of a solvable board left nothing over the bound");
            self.bound = self.next_bound;
        }
    }

    /// The current pass so far.
    fn pass(&self) -> Pass {
        let (expanded, generated) = self.pass_start;
        Pass { threshold: self.bound, expanded: self.expanded - expanded, generated: self.generated - generated }
    }

    /// What the search holds: the route.
    fn gauge(&self) -> Gauge {
        Gauge {
            expanded: self.expanded,
            stored: self.path.len() as u64 + 1,
            memory_bytes: (self.path.capacity() * std::mem::size_of::<u16>()) as u64,
            pass: Some(self.pass()),
        }
    }

    /// Searches below the current node (f <= bound); true when the goal was reached, leaving the grid
    /// and the path at it.
    fn visit(&mut self, g: u32, h: u32, memo: C::Memo, came_from: usize) -> bool {
        if h == 0 {
            return true;
        }
        self.expanded += 1;
        if self.expanded >= self.checkpoint && self.checkpoint_reached() {
            return false;
        }
        let blank = self.grid.cell_of(0);
        let moves = self.moves[blank];
        for &cell in &moves.cells[..usize::from(moves.len)] {
            let cell = usize::from(cell);
            if cell == came_from {
                continue;
            }
            let tile = self.grid.tile(cell);
            self.grid.slide(cell);
            self.generated += 1;
            let budget = self.bound.saturating_sub(g + 1);
            let (child_h, child_memo) = self.cost.child_within(&self.grid, h, memo, tile, cell, blank, budget);
            let f = g + 1 + child_h;
            if f <= self.bound {
                // Cannot truncate: a cell index is below 127 * 127.
                self.path.push(cell as u16);
                if self.visit(g + 1, child_h, child_memo, blank) {
                    return true;
                }
                self.path.pop();
                if self.stop.is_some() {
                    self.grid.slide(blank);
                    return false;
                }
            } else if f < self.next_bound {
                // f may be only a lower bound here (see `Cost::child_within`): still a safe threshold.
                self.next_bound = f;
            }
            self.grid.slide(blank);
        }
        false
    }

    /// Hands the control a gauge; true when the search must stop.
    #[cold]
    fn checkpoint_reached(&mut self) -> bool {
        if let Err(error) = self.control.checkpoint(self.gauge()) {
            self.stop = Some(error);
            return true;
        }
        self.checkpoint = self.control.next_due();
        false
    }
}
