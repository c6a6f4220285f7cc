//! [`DepthFirst`]: the passes of IDA* over one [`Grid`] and [`Cost`]: a depth-first search bounded by
//! f = g + h <= threshold that never undoes its last move, remembers the smallest f that went over, and
//! raises the threshold to it for the next pass.
//!
//! A node makes and evaluates all its children before visiting any. With an inconsistent estimate
//! (the largest of several lookups) the children then feed BPMX, bidirectional pathmax: a child with
//! estimate c one move away proves the node needs at least c - 1, which may put the node over the
//! bound before any child is visited; the node's bound passes down to each child as at least one less;
//! and what a visited child's subtree proved comes back up the same way, cutting off the siblings not
//! yet tried. Every raised value is a lower bound, so the thresholds and the answer stay exact. The
//! children are visited in the order of [`ordering`](crate::ida_star::ordering): the previous pass's
//! best route first, then smallest estimate first.
//!
//! The board is changed in place and changed back on the way up, so a pass holds only the current
//! route; the moves are taken from a per-cell table in the chosen neighbour order.

use crate::direction::NeighborOrder;
use crate::error::SearchError;
use crate::ida_star::cost::Cost;
use crate::ida_star::grid::Grid;
use crate::ida_star::ordering::{Child, Leader, order};
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

/// How a visit ended.
enum Visit {
    Found,
    /// Not found under this node; its lower bound as its subtree raised it.
    Over(u32),
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
    leader: Leader,
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
            leader: Leader::default(),
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
            let found = matches!(self.visit(0, h, h, memo, NONE), Visit::Found);
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
            self.leader.next_pass();
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

    /// Searches below the current node (f <= bound). `h` is the cost's own estimate, which its memo
    /// goes with; `floor` is a lower bound at least as high (raised by pathmax). Returns `Found`,
    /// leaving the grid and the path at the goal, or the node's bound as its children raised it.
    fn visit(&mut self, g: u32, h: u32, floor: u32, memo: C::Memo, came_from: usize) -> Visit {
        if h == 0 {
            return Visit::Found;
        }
        self.expanded += 1;
        self.leader.note(h, &self.path);
        if self.expanded >= self.checkpoint && self.checkpoint_reached() {
            return Visit::Over(floor);
        }
        let blank = self.grid.cell_of(0);
        let (children, count) = self.children(g, h, memo, blank, came_from);
        // BPMX: a child one move away with estimate c bounds this node by c - 1. When that alone
        // puts this node over the bound, none of its children needs a visit.
        let mut floor = children[..count].iter().fold(floor, |f, c| f.max(c.h.saturating_sub(1)));
        if g + floor > self.bound {
            self.over(g + floor);
            return Visit::Over(floor);
        }
        let at = order(&children[..count], self.leader.next(self.path.len()));
        for &k in &at[..count] {
            let child = &children[usize::from(k)];
            // Pathmax down: the child is at most one move from this node.
            let child_floor = child.h.max(floor - 1);
            if g + 1 + child_floor > self.bound {
                self.over(g + 1 + child_floor);
                continue;
            }
            match self.descend(g + 1, child, child_floor, blank) {
                Visit::Found => return Visit::Found,
                Visit::Over(raised) => floor = floor.max(raised - 1),
            }
            if self.stop.is_some() {
                return Visit::Over(floor);
            }
            // BPMX up: what the child learned below may put this node over the bound.
            if g + floor > self.bound {
                self.over(g + floor);
                return Visit::Over(floor);
            }
        }
        Visit::Over(floor)
    }

    /// Makes the move to `child`, visits it, and takes the move back unless it reached the goal.
    #[inline(always)]
    fn descend(&mut self, g: u32, child: &Child<C::Memo>, floor: u32, blank: usize) -> Visit {
        self.grid.slide(usize::from(child.cell));
        self.leader.descend(self.path.len(), child.cell);
        self.path.push(child.cell);
        let visit = self.visit(g, child.h, floor, child.memo, blank);
        if matches!(visit, Visit::Over(_)) {
            self.path.pop();
            self.leader.ascend(self.path.len());
            self.grid.slide(blank);
        }
        visit
    }

    /// Makes each move but the one back and evaluates the child within the budget its f allows.
    #[inline(always)]
    fn children(
        &mut self,
        g: u32,
        h: u32,
        memo: C::Memo,
        blank: usize,
        came_from: usize,
    ) -> ([Child<C::Memo>; 4], usize) {
        let moves = self.moves[blank];
        let mut children = [Child { cell: 0, h: 0, memo }; 4];
        let mut count = 0;
        let budget = self.bound.saturating_sub(g + 1);
        for &cell in &moves.cells[..usize::from(moves.len)] {
            let cell = usize::from(cell);
            if cell == came_from {
                continue;
            }
            let tile = self.grid.tile(cell);
            self.grid.slide(cell);
            self.generated += 1;
            // An estimate over the budget may be only a lower bound (see `Cost::child_within`): still
            // a safe threshold and a safe BPMX bound.
            let (child_h, child_memo) = self.cost.child_within(&self.grid, h, memo, tile, cell, blank, budget);
            self.grid.slide(blank);
            // Cannot truncate: a cell index is below 127 * 127.
            children[count] = Child { cell: cell as u16, h: child_h, memo: child_memo };
            count += 1;
        }
        (children, count)
    }

    /// Offers f as the next pass's threshold.
    #[inline(always)]
    fn over(&mut self, f: u32) {
        self.next_bound = self.next_bound.min(f);
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

#[cfg(test)]
mod tests {
    use crate::bfs::Distances;
    use crate::direction::NeighborOrder;
    use crate::ida_star::{IdaHeuristic, IdaOptions};
    use crate::pattern_db::{AdditivePdb, Partition};
    use crate::search::{Detail, Observer, Strategy, solve};
    use crate::solution::check_path;

    #[test]
    fn bpmx_and_ordering_keep_every_3x3_answer_exact() {
        // All 181,440 boards (about 2 s in release) with databases whose dual lookups pay: an
        // inconsistent estimate, so BPMX does raise bounds and cut siblings.
        let table = Distances::compute(3).expect("3x3");
        let partition = Partition::new(3, &[&[1, 2, 3, 6], &[4, 5, 7, 8]]).expect("valid");
        let pdb = AdditivePdb::build(&partition, &mut |_| {});
        for (i, (board, distance)) in table.iter().enumerate() {
            let order = [NeighborOrder::Checklist, NeighborOrder::Princeton][i % 2];
            let strategy = Strategy::IdaStar(IdaOptions { heuristic: IdaHeuristic::Pdb(&pdb), order });
            let report = solve(&board, &strategy, &mut Observer::new()).expect("no limit");
            let solution = report.solution.as_ref().expect("solvable");
            assert_eq!(solution.moves() as u32, distance, "{board:?}");
            assert_eq!(check_path(&board, &solution.boards().collect::<Vec<_>>()), Ok(()));
            let Detail::IdaStar { passes } = &report.detail else { panic!("IDA* reports passes") };
            assert_eq!(passes.last().map(|p| p.threshold), Some(distance), "{board:?}");
            assert!(passes.windows(2).all(|w| w[0].threshold < w[1].threshold), "{passes:?}");
        }
    }
}
