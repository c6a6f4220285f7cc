//! Weighted A* ("Quick"): f = g + w x h with duplicate detection, for fast, bounded-suboptimal answers on
//! boards too large for an optimal search.
//!
//! The weight makes the estimate count for more than the distance travelled, so the search dives toward
//! the goal. With an admissible h and a node re-opened whenever a shorter route to it turns up, the
//! route found is at most w times the shortest (Pohl). Equal f go to the node with the smaller h (the
//! one nearer the goal). The search remembers every board it has seen; when a run expands
//! [`WeightedOptions::restart_after`] nodes without reaching the goal it starts again with w doubled, up
//! to [`WeightedOptions::max_restarts`] times; the last run has no expansion budget, so a solvable board
//! is always solved unless the caller's budget runs out. It runs as
//! [`Strategy::Weighted`](crate::Strategy::Weighted) through [`solve`](crate::solve).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::astar::{
    Arena, Estimator, HammingCost, LinearConflictCost, ManhattanCost, Meta, NO_PARENT, Visited, same_board,
};
use crate::board::{Board, PackingKind};
use crate::direction::NeighborOrder;
use crate::error::SearchError;
use crate::heuristic::Heuristic;
use crate::packing::{Bytes, Nibbles, Packing, Wide};
use crate::search::{Control, Detail, Gauge, Report};
use crate::solution::Solution;

/// The fixed-point scale of priorities (f is compared as an integer).
const SCALE: f64 = 1024.0;

/// The weight Quick mode uses for an n x n board: 2 up to 3x3, then 3, 4 and 6 for 4x4, 5x5 and 6x6,
/// and n beyond (larger boards need greedier searches to stay within memory).
#[must_use]
pub fn weight_for(n: usize) -> f64 {
    match n {
        0..=3 => 2.0,
        4 => 3.0,
        5 => 4.0,
        _ => n as f64,
    }
}

/// The choices of a weighted A* run.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WeightedOptions {
    /// The starting weight (at least 1); `None` takes [`weight_for`] the board's size.
    pub weight: Option<f64>,
    /// The heuristic h.
    pub heuristic: Heuristic,
    /// The order in which neighbours are generated.
    pub order: NeighborOrder,
    /// Expansions after which a run gives up and restarts with the weight doubled.
    pub restart_after: u64,
    /// The most restarts; the run after the last one goes on until it finds the goal.
    pub max_restarts: u32,
}

impl Default for WeightedOptions {
    fn default() -> Self {
        WeightedOptions {
            weight: None,
            heuristic: Heuristic::LinearConflict,
            order: NeighborOrder::Checklist,
            restart_after: 1_200_000,
            max_restarts: 8,
        }
    }
}

/// [`Strategy::Weighted`](crate::Strategy::Weighted): solves `board` with weighted A*, restarting
/// with the weight doubled when a run's expansion budget is spent.
///
/// # Errors
/// Those of the control: the caller's budget, a cancel.
pub(crate) fn run(board: &Board, options: &WeightedOptions, control: &mut Control<'_>) -> Result<Report, SearchError> {
    let mut weight = options.weight.unwrap_or_else(|| weight_for(board.dimension())).max(1.0);
    if !board.is_solvable() {
        return Ok(Report::unsolvable(Detail::Weighted { weight, restarts: 0 }, control.elapsed()));
    }
    let mut total = Totals::default();
    let mut restarts = 0;
    loop {
        let budget = if restarts < options.max_restarts { options.restart_after } else { u64::MAX };
        let run = match board.packing() {
            PackingKind::Nibbles => with_heuristic::<Nibbles>(board, weight, budget, options, &mut total, control)?,
            PackingKind::Bytes => with_heuristic::<Bytes>(board, weight, budget, options, &mut total, control)?,
            PackingKind::Wide => with_heuristic::<Wide>(board, weight, budget, options, &mut total, control)?,
        };
        if let Some(path) = run.path {
            return Ok(Report {
                solution: Some(Solution::new(path)),
                expanded: total.expanded,
                generated: total.generated,
                stored: run.stored,
                memory_bytes: run.bytes,
                elapsed: control.elapsed(),
                detail: Detail::Weighted { weight, restarts },
            });
        }
        restarts += 1;
        weight *= 2.0;
    }
}

/// Expansions and children over every run so far.
#[derive(Default)]
struct Totals {
    expanded: u64,
    generated: u64,
}

/// One run: the path if found within its expansion budget, and what it held at the end.
struct Run {
    path: Option<Vec<Board>>,
    stored: u64,
    bytes: u64,
}

fn with_heuristic<P: Packing>(
    board: &Board,
    weight: f64,
    budget: u64,
    options: &WeightedOptions,
    total: &mut Totals,
    control: &mut Control<'_>,
) -> Result<Run, SearchError> {
    match options.heuristic {
        Heuristic::Hamming => Search::<P, HammingCost>::new(board, weight, options).run(budget, total, control),
        Heuristic::Manhattan => Search::<P, ManhattanCost>::new(board, weight, options).run(budget, total, control),
        Heuristic::LinearConflict => {
            Search::<P, LinearConflictCost>::new(board, weight, options).run(budget, total, control)
        }
    }
}

/// A queue entry: (scaled f, h, node, g when queued). Stale entries (g no longer the node's) are skipped.
type Entry = Reverse<(u64, u32, u32, u16)>;

/// One run's state: every node seen, the seen-set, and the open queue.
struct Search<P: Packing, E> {
    n: usize,
    estimator: E,
    order: NeighborOrder,
    scaled_w: u64,
    goal: Vec<P::Word>,
    arena: Arena<P>,
    visited: Visited,
    open: BinaryHeap<Entry>,
    parent: Vec<P::Word>,
    child: Vec<P::Word>,
}

impl<P: Packing, E: Estimator<P>> Search<P, E> {
    /// A run from `board` with its root queued.
    fn new(board: &Board, weight: f64, options: &WeightedOptions) -> Self {
        let n = board.dimension();
        let root = board.pack::<P>();
        let mut search = Search {
            n,
            estimator: E::for_size(n),
            order: options.order,
            scaled_w: (weight * SCALE).round() as u64,
            goal: Board::goal(n).pack::<P>(),
            arena: Arena::new(n),
            visited: Visited::new(),
            open: BinaryHeap::new(),
            parent: root.clone(),
            child: root.clone(),
        };
        let h0 = search.estimator.full(&root);
        // Cannot truncate: the blank's cell is below 127 * 127.
        let node = search.arena.push(&root, Meta::root(board.blank() as u16));
        search.visited.insert(&search.arena, node);
        search.open.push(Reverse((search.key(0, h0), h0, node, 0)));
        search
    }

    /// The scaled f of a node.
    fn key(&self, g: u16, h: u32) -> u64 {
        u64::from(g) * SCALE as u64 + self.scaled_w.saturating_mul(u64::from(h))
    }

    /// Expands nodes until the goal comes off the queue or `budget` expansions are spent.
    fn run(mut self, budget: u64, total: &mut Totals, control: &mut Control<'_>) -> Result<Run, SearchError> {
        let mut expanded = 0;
        while let Some(Reverse((_, h, node, g))) = self.open.pop() {
            if self.arena.meta(node).moves != g {
                continue;
            }
            if same_board(self.arena.words(node), &self.goal) {
                return Ok(self.finish(Some(node)));
            }
            if expanded >= budget {
                break;
            }
            expanded += 1;
            total.expanded += 1;
            total.generated += self.expand(node, g, h)?;
            if control.due(total.expanded) {
                control.checkpoint(self.gauge(total.expanded))?;
            }
        }
        Ok(self.finish(None))
    }

    /// Queues every neighbour of `node` (at `g` moves, estimate `h`) not yet seen at `g + 1` moves or
    /// fewer; returns how many children were generated.
    fn expand(&mut self, node: u32, g: u16, h: u32) -> Result<u64, SearchError> {
        let meta = self.arena.meta(node);
        let moves = g.checked_add(1).ok_or(SearchError::PathTooLong(u32::from(u16::MAX)))?;
        let blank = usize::from(meta.blank);
        let parent_blank = (meta.parent != NO_PARENT).then_some(meta.from);
        self.parent.copy_from_slice(self.arena.words(node));
        let mut generated = 0;
        for dir in self.order.directions() {
            let Some(cell) = dir.step(blank, self.n) else { continue };
            // The move back puts the blank where the parent had it: the parent's board.
            if parent_blank == Some(cell as u16) {
                continue;
            }
            generated += 1;
            let tile = P::get(&self.parent, cell);
            self.child.copy_from_slice(&self.parent);
            P::set(&mut self.child, blank, tile);
            P::set(&mut self.child, cell, 0);
            let child_h = self.estimator.after_move(h, &self.parent, &self.child, tile, cell, blank);
            let target = match self.visited.find(&self.arena, &self.child) {
                Some(seen) if self.arena.meta(seen).moves <= moves => continue,
                Some(seen) => {
                    let shorter = Meta { parent: node, moves, blank: cell as u16, from: meta.blank };
                    self.arena.set_meta(seen, shorter);
                    seen
                }
                None => {
                    // Cannot truncate: the cell is below 127 * 127.
                    let fresh = self
                        .arena
                        .push(&self.child, Meta { parent: node, moves, blank: cell as u16, from: meta.blank });
                    self.visited.insert(&self.arena, fresh);
                    fresh
                }
            };
            self.open.push(Reverse((self.key(moves, child_h), child_h, target, moves)));
        }
        Ok(generated)
    }

    /// Bytes held by the nodes, the seen-set and the queue.
    fn bytes(&self) -> u64 {
        (self.arena.bytes() + self.visited.bytes() + self.open.capacity() * std::mem::size_of::<Entry>()) as u64
    }

    fn gauge(&self, expanded: u64) -> Gauge {
        Gauge { expanded, stored: self.arena.len() as u64, memory_bytes: self.bytes(), pass: None }
    }

    /// The run's result: the path to `goal`, if reached.
    fn finish(&self, goal: Option<u32>) -> Run {
        Run { path: goal.map(|g| self.arena.path_to(g)), stored: self.arena.len() as u64, bytes: self.bytes() }
    }
}

#[cfg(test)]
mod tests {
    use super::{WeightedOptions, weight_for};
    use crate::board::Board;
    use crate::search::{Detail, Observer, Report, Strategy, solve};
    use crate::solution::check_path;

    fn weighted(board: &Board, options: WeightedOptions) -> Report {
        solve(board, &Strategy::Weighted(options), &mut Observer::new()).expect("no budget")
    }

    #[test]
    fn weights_follow_the_size_rule() {
        let weights: Vec<f64> = (2..=8).map(weight_for).collect();
        assert_eq!(weights, [2.0, 2.0, 3.0, 4.0, 6.0, 7.0, 8.0]);
    }

    #[test]
    fn tiny_budgets_force_restarts_with_doubled_weights() {
        let board: Board = "3 8 6 7 2 5 4 3 0 1".parse().expect("valid");
        let options =
            WeightedOptions { weight: Some(1.0), restart_after: 50, max_restarts: 3, ..WeightedOptions::default() };
        let report = weighted(&board, options);
        let Detail::Weighted { weight, restarts } = report.detail else { panic!("weighted A* reports its weight") };
        assert_eq!(restarts, 3, "50 expansions are too few even for w = 8");
        assert_eq!(weight, f64::from(1u32 << restarts));
        assert!(!report.is_proven_shortest(), "w = 8 proves nothing");
        let solution = report.solution.expect("solvable");
        assert_eq!(check_path(&board, &solution.boards().collect::<Vec<_>>()), Ok(()));
        assert!(solution.moves() as f64 <= 31.0 * weight);
    }

    #[test]
    fn weight_one_is_a_proven_shortest_route() {
        let board: Board = "3 8 6 7 2 5 4 3 0 1".parse().expect("valid");
        let report = weighted(&board, WeightedOptions { weight: Some(1.0), ..WeightedOptions::default() });
        assert_eq!(report.moves(), Some(31));
        assert!(report.is_proven_shortest());
        assert!(report.generated >= report.expanded && report.stored > 0 && report.memory_bytes > 0, "{report:?}");
    }

    #[test]
    fn unsolvable_boards_have_no_solution() {
        let board: Board = "3 1 2 3 4 5 6 8 7 0".parse().expect("valid");
        assert!(weighted(&board, WeightedOptions::default()).solution.is_none());
    }
}
