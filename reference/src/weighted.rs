//! Weighted A* ("Quick"): f = g + w x h with duplicate detection, for fast, bounded-suboptimal answers on
//! boards too large for an optimal search.
//!
//! The weight makes the estimate count for more than the distance travelled, so the search dives toward
//! the goal. With an admissible h and a node re-opened whenever a shorter route to it turns up, the
//! route found is at most w times the shortest (Pohl). Equal f go to the node with the smaller h (the
//! one nearer the goal). The search remembers every board it has seen; when a run expands
//! [`WeightedOptions::restart_after`] nodes without reaching the goal it starts again with w doubled, up
//! to [`WeightedOptions::max_restarts`] times; the last run has no expansion budget, so a solvable board
//! is always solved unless the node limit is reached.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::time::{Duration, Instant};

use crate::board::{Board, PackingKind};
use crate::direction::NeighborOrder;
use crate::error::SearchError;
use crate::heuristic::Heuristic;
use crate::packing::{Bytes, Nibbles, Packing, Wide};
use crate::search::{Arena, Estimator, HammingCost, LinearConflictCost, ManhattanCost, Meta, NO_PARENT, Visited};
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
    /// Stop with [`SearchError::NodeLimit`] once a run has stored this many nodes.
    pub node_limit: Option<u64>,
}

impl Default for WeightedOptions {
    fn default() -> Self {
        WeightedOptions {
            weight: None,
            heuristic: Heuristic::LinearConflict,
            order: NeighborOrder::Checklist,
            restart_after: 1_200_000,
            max_restarts: 8,
            node_limit: None,
        }
    }
}

/// What a weighted A* run found.
#[derive(Debug, Clone)]
pub struct WeightedOutcome {
    /// A solution at most `weight` times the shortest, or `None` for an unsolvable board.
    pub solution: Option<Solution>,
    /// The weight of the run that found it.
    pub weight: f64,
    /// How many times the search restarted with a doubled weight.
    pub restarts: u32,
    /// Expansions over every run.
    pub expanded: u64,
    /// Nodes stored by the last run (the memory measure).
    pub stored: u64,
    /// Bytes the last run's nodes, seen-set and queue held at the end.
    pub bytes: u64,
    /// Wall time over every run.
    pub elapsed: Duration,
}

/// Solves `board` with weighted A*.
///
/// # Errors
/// [`SearchError::NodeLimit`] when a run stores more nodes than allowed.
pub fn solve(board: &Board, options: &WeightedOptions) -> Result<WeightedOutcome, SearchError> {
    let started = Instant::now();
    let mut weight = options.weight.unwrap_or_else(|| weight_for(board.dimension())).max(1.0);
    let mut outcome = WeightedOutcome {
        solution: None,
        weight,
        restarts: 0,
        expanded: 0,
        stored: 0,
        bytes: 0,
        elapsed: Duration::ZERO,
    };
    if !board.is_solvable() {
        return Ok(outcome);
    }
    loop {
        let budget = if outcome.restarts < options.max_restarts { options.restart_after } else { u64::MAX };
        let run = match board.packing() {
            PackingKind::Nibbles => with_heuristic::<Nibbles>(board, weight, budget, options)?,
            PackingKind::Bytes => with_heuristic::<Bytes>(board, weight, budget, options)?,
            PackingKind::Wide => with_heuristic::<Wide>(board, weight, budget, options)?,
        };
        outcome.expanded += run.expanded;
        (outcome.stored, outcome.bytes, outcome.weight) = (run.stored, run.bytes, weight);
        if let Some(path) = run.path {
            outcome.solution = Some(Solution::new(path));
            outcome.elapsed = started.elapsed();
            return Ok(outcome);
        }
        outcome.restarts += 1;
        weight *= 2.0;
    }
}

/// One run: the path if found within the expansion budget, and what it cost.
struct Run {
    path: Option<Vec<Board>>,
    expanded: u64,
    stored: u64,
    bytes: u64,
}

fn with_heuristic<P: Packing>(
    board: &Board,
    weight: f64,
    budget: u64,
    options: &WeightedOptions,
) -> Result<Run, SearchError> {
    match options.heuristic {
        Heuristic::Hamming => run::<P, HammingCost>(board, weight, budget, options),
        Heuristic::Manhattan => run::<P, ManhattanCost>(board, weight, budget, options),
        Heuristic::LinearConflict => run::<P, LinearConflictCost>(board, weight, budget, options),
    }
}

/// A queue entry: (scaled f, h, node, g when queued). Stale entries (g no longer the node's) are skipped.
type Entry = Reverse<(u64, u32, u32, u16)>;

fn run<P: Packing, E: Estimator<P>>(
    board: &Board,
    weight: f64,
    budget: u64,
    options: &WeightedOptions,
) -> Result<Run, SearchError> {
    let n = board.dimension();
    let estimator = E::for_size(n);
    let scaled_w = (weight * SCALE).round() as u64;
    let key = |g: u16, h: u32| u64::from(g) * SCALE as u64 + scaled_w.saturating_mul(u64::from(h));
    let goal = Board::goal(n).pack::<P>();
    let mut arena = Arena::<P>::new(n);
    let mut visited = Visited::new();
    let mut open: BinaryHeap<Entry> = BinaryHeap::new();
    let root = board.pack::<P>();
    let h0 = estimator.full(&root);
    // Cannot truncate: the blank's cell is below 127 * 127.
    let node = arena.push(&root, Meta { parent: NO_PARENT, moves: 0, blank: board.blank() as u16 });
    visited.insert(&arena, node);
    open.push(Reverse((key(0, h0), h0, node, 0)));
    let (mut parent, mut child) = (root.clone(), root);
    let mut expanded = 0;
    let limit = options.node_limit.unwrap_or(u64::MAX);
    let bytes = |arena: &Arena<P>, visited: &Visited, open: &BinaryHeap<Entry>| {
        (arena.bytes() + visited.bytes() + open.capacity() * std::mem::size_of::<Entry>()) as u64
    };
    while let Some(Reverse((_, h, node, g))) = open.pop() {
        let meta = arena.meta(node);
        if meta.moves != g {
            continue;
        }
        if arena.words(node) == goal.as_slice() {
            let stored = arena.len() as u64;
            return Ok(Run {
                path: Some(arena.path_to(node)),
                expanded,
                stored,
                bytes: bytes(&arena, &visited, &open),
            });
        }
        if expanded >= budget {
            let stored = arena.len() as u64;
            return Ok(Run { path: None, expanded, stored, bytes: bytes(&arena, &visited, &open) });
        }
        expanded += 1;
        let moves = g.checked_add(1).ok_or(SearchError::PathTooLong(u32::from(u16::MAX)))?;
        let blank = usize::from(meta.blank);
        let parent_blank = (meta.parent != NO_PARENT).then(|| arena.meta(meta.parent).blank);
        parent.copy_from_slice(arena.words(node));
        for dir in options.order.directions() {
            let Some(cell) = dir.step(blank, n) else { continue };
            // The move back puts the blank where the parent had it: the parent's board.
            if parent_blank == Some(cell as u16) {
                continue;
            }
            let tile = P::get(&parent, cell);
            child.copy_from_slice(&parent);
            P::set(&mut child, blank, tile);
            P::set(&mut child, cell, 0);
            let child_h = estimator.after_move(h, &parent, &child, tile, cell, blank);
            let target = match visited.find(&arena, &child) {
                Some(seen) if arena.meta(seen).moves <= moves => continue,
                Some(seen) => {
                    let m = arena.meta_mut(seen);
                    (m.parent, m.moves) = (node, moves);
                    seen
                }
                None => {
                    if arena.len() as u64 >= limit {
                        return Err(SearchError::NodeLimit { limit });
                    }
                    // Cannot truncate: the cell is below 127 * 127.
                    let fresh = arena.push(&child, Meta { parent: node, moves, blank: cell as u16 });
                    visited.insert(&arena, fresh);
                    fresh
                }
            };
            open.push(Reverse((key(moves, child_h), child_h, target, moves)));
        }
    }
    Ok(Run { path: None, expanded, stored: arena.len() as u64, bytes: bytes(&arena, &visited, &open) })
}

#[cfg(test)]
mod tests {
    use super::{WeightedOptions, solve, weight_for};
    use crate::board::Board;
    use crate::solution::check_path;

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
        let outcome = solve(&board, &options).expect("no node limit");
        assert_eq!(outcome.restarts, 3, "50 expansions are too few even for w = 8");
        assert_eq!(outcome.weight, f64::from(1u32 << outcome.restarts));
        let solution = outcome.solution.expect("solvable");
        assert_eq!(check_path(&board, solution.boards()), Ok(()));
        assert!(solution.moves() as f64 <= 31.0 * outcome.weight);
    }

    #[test]
    fn unsolvable_boards_have_no_solution() {
        let board: Board = "3 1 2 3 4 5 6 8 7 0".parse().expect("valid");
        assert!(solve(&board, &WeightedOptions::default()).expect("no search").solution.is_none());
    }
}
