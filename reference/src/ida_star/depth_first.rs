//! [`DepthFirst`]: the passes of IDA* over one [`Grid`] and [`Cost`]: a depth-first search bounded by
//! f = g + h <= threshold that never undoes its last move, remembers the smallest f that went over, and
//! raises the threshold to it for the next pass.
//!
//! The board is changed in place and changed back on the way up, so a pass holds only the current
//! route; the moves are taken from a per-cell table in the chosen neighbour order.

use std::ops::ControlFlow;
use std::time::Instant;

use crate::error::SearchError;
use crate::ida_star::cost::Cost;
use crate::ida_star::grid::Grid;
use crate::ida_star::outcome::{IdaEvent, IdaOptions, IdaProgress, Pass};

/// Stands for "no previous blank cell" at the root.
const NONE: usize = usize::MAX;

/// The cells the blank can move to from one cell, in the search's order.
#[derive(Debug, Clone, Copy)]
struct Moves {
    cells: [u16; 4],
    len: u8,
}

/// The progress callback's type.
pub(crate) type Callback<'a> = &'a mut dyn FnMut(&IdaProgress) -> ControlFlow<()>;

/// One IDA* search in progress.
pub(crate) struct DepthFirst<'a, G: Grid, C: Cost<G>> {
    grid: G,
    cost: &'a C,
    moves: Vec<Moves>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
    generated: u64,
    pass_start: u64,
    checkpoint: u64,
    next_report: u64,
    options: IdaOptions,
    progress: Callback<'a>,
    started: Instant,
    stop: Option<SearchError>,
    /// The blank's cell after each move of the current route.
    path: Vec<u16>,
}

impl<'a, G: Grid, C: Cost<G>> DepthFirst<'a, G, C> {
    /// A search of the n x n board in `grid`.
    pub(crate) fn new(n: usize, grid: G, cost: &'a C, options: IdaOptions, progress: Callback<'a>) -> Self {
        let moves = (0..n * n)
            .map(|blank| {
                let mut m = Moves { cells: [0; 4], len: 0 };
                for cell in options.order.directions().iter().filter_map(|d| d.step(blank, n)) {
                    // Cannot truncate: a cell index is below 127 * 127.
                    m.cells[usize::from(m.len)] = cell as u16;
                    m.len += 1;
                }
                m
            })
            .collect();
        DepthFirst {
            grid,
            cost,
            moves,
            bound: 0,
            next_bound: u32::MAX,
            expanded: 0,
            generated: 0,
            pass_start: 0,
            checkpoint: 0,
            next_report: options.report_every.max(1),
            options,
            progress,
            started: Instant::now(),
            stop: None,
            path: Vec::new(),
        }
    }

    /// Runs passes until the goal is found; returns the blank's cells along the route and the passes.
    pub(crate) fn run(mut self) -> Result<(Vec<u16>, Vec<Pass>, u64, u64), SearchError> {
        let (h, memo) = self.cost.root(&self.grid);
        self.bound = h;
        self.checkpoint = self.next_checkpoint();
        let mut passes = Vec::new();
        loop {
            self.next_bound = u32::MAX;
            self.pass_start = self.expanded;
            let generated_before = self.generated;
            self.report(IdaEvent::PassStarted)?;
            let found = self.visit(0, h, memo, NONE);
            if let Some(error) = self.stop.take() {
                return Err(error);
            }
            let (expanded, generated) = (self.expanded - self.pass_start, self.generated - generated_before);
            passes.push(Pass { threshold: self.bound, expanded, generated });
            if found {
                return Ok((self.path, passes, self.expanded, self.generated));
            }
            self.report(IdaEvent::PassFinished)?;
            // Every solvable board is reached in some pass, so the bound always rises to a finite f.
            debug_assert!(self.next_bound != u32::MAX, "a pass of a solvable board left nothing over the bound");
            self.bound = self.next_bound;
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

    /// The expansion count at which to check the limit or report next.
    fn next_checkpoint(&self) -> u64 {
        self.options.node_limit.map_or(self.next_report, |limit| self.next_report.min(limit.saturating_add(1)))
    }

    /// Handles the node limit and the periodic report; true when the search must stop.
    #[cold]
    fn checkpoint_reached(&mut self) -> bool {
        if let Some(limit) = self.options.node_limit
            && self.expanded > limit
        {
            self.stop = Some(SearchError::NodeLimit { limit });
            return true;
        }
        if self.expanded >= self.next_report {
            self.next_report = self.expanded.saturating_add(self.options.report_every.max(1));
            if let Err(error) = self.report(IdaEvent::Working) {
                self.stop = Some(error);
                return true;
            }
        }
        self.checkpoint = self.next_checkpoint();
        false
    }

    /// Calls the progress callback; a `Break` becomes [`SearchError::Cancelled`].
    fn report(&mut self, event: IdaEvent) -> Result<(), SearchError> {
        let snapshot = IdaProgress {
            event,
            threshold: self.bound,
            pass_expanded: self.expanded - self.pass_start,
            expanded: self.expanded,
            elapsed: self.started.elapsed(),
        };
        match (self.progress)(&snapshot) {
            ControlFlow::Continue(()) => Ok(()),
            ControlFlow::Break(()) => Err(SearchError::Cancelled),
        }
    }
}
