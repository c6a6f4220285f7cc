//! [`Report`]: what any search found and what it cost, with what only one strategy has in [`Detail`].

use std::time::Duration;

use crate::ida_star::Pass;
use crate::layers::Phase;
use crate::solution::Solution;
use crate::stats::SearchStats;

/// The result of [`solve`](crate::solve).
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The route found, or `None` when the board is unsolvable.
    pub solution: Option<Solution>,
    /// Positions whose neighbours were generated (IDA* counts every visit over all its passes, weighted
    /// A* over all its restarts).
    pub expanded: u64,
    /// Neighbours generated.
    pub generated: u64,
    /// Positions stored at the end, the memory measure (for IDA*, the route).
    pub stored: u64,
    /// Bytes the search's tables held at the end (stored positions, seen-set, queue).
    pub memory_bytes: u64,
    /// Wall time.
    pub elapsed: Duration,
    /// What only this strategy reports.
    pub detail: Detail,
}

/// The part of a [`Report`] that belongs to one strategy.
#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    /// The assignment's A*: the Princeton operation counts.
    AStar(SearchStats),
    /// IDA*: every pass, first to last (none for an unsolvable board).
    IdaStar {
        /// The passes; the last one found the goal.
        passes: Vec<Pass>,
    },
    /// Weighted A*.
    Weighted {
        /// The weight of the run that found the route.
        weight: f64,
        /// How many times the search started again with the weight doubled.
        restarts: u32,
    },
    /// Breadth-first search.
    BreadthFirst,
    /// Bidirectional breadth-first search.
    Bidirectional,
    /// Layer by layer: its phases in order (none for an unsolvable board).
    Layers {
        /// Each phase's layer and moves; together they cover the route.
        phases: Vec<Phase>,
    },
}

impl Report {
    /// The number of moves of the route, or `None` when unsolvable.
    #[must_use]
    pub fn moves(&self) -> Option<usize> {
        self.solution.as_ref().map(Solution::moves)
    }

    /// Whether the route is proven to be a shortest one: every strategy but weighted A* and layer by
    /// layer proves it; weighted A* only when it ran at weight 1 (or below) to the end, layer by layer
    /// never.
    #[must_use]
    pub fn is_proven_shortest(&self) -> bool {
        let proves = match &self.detail {
            Detail::AStar(_) | Detail::IdaStar { .. } | Detail::BreadthFirst | Detail::Bidirectional => true,
            Detail::Weighted { weight, .. } => *weight <= 1.0,
            Detail::Layers { .. } => false,
        };
        proves && self.solution.is_some()
    }

    /// A report of a board found unsolvable before any search.
    pub(crate) fn unsolvable(detail: Detail, elapsed: Duration) -> Report {
        Report { solution: None, expanded: 0, generated: 0, stored: 0, memory_bytes: 0, elapsed, detail }
    }
}
