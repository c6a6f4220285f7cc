//! What an IDA* run is asked ([`IdaHeuristic`], [`IdaOptions`]) and what it reports ([`IdaOutcome`],
//! one [`Pass`] per threshold, and [`IdaProgress`] to a caller's callback during long searches).

use std::time::Duration;

use crate::direction::NeighborOrder;
use crate::pattern_db::AdditivePdb;
use crate::solution::Solution;

/// The heuristic IDA* steers by. Each includes the Manhattan distance, and each is admissible, so the
/// answer is a shortest solution.
#[derive(Debug, Clone, Copy)]
pub enum IdaHeuristic<'a> {
    /// Sum of Manhattan distances.
    Manhattan,
    /// Manhattan plus linear conflicts, updated for the lines a move disturbs.
    LinearConflict,
    /// Additive disjoint pattern databases (for the database's board size only).
    Pdb(&'a AdditivePdb),
}

impl IdaHeuristic<'_> {
    /// A short name for tables: `manhattan`, `linear-conflict`, or `pdb <partition>`.
    #[must_use]
    pub fn name(&self) -> String {
        match self {
            IdaHeuristic::Manhattan => "manhattan".to_owned(),
            IdaHeuristic::LinearConflict => "linear-conflict".to_owned(),
            IdaHeuristic::Pdb(pdb) => format!("pdb {}", pdb.partition().name()),
        }
    }
}

/// The choices of an IDA* run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IdaOptions {
    /// The order in which a node's children are tried (changes node counts, never the answer's length).
    pub order: NeighborOrder,
    /// Stop with [`SearchError::NodeLimit`](crate::SearchError::NodeLimit) after this many expansions.
    pub node_limit: Option<u64>,
    /// Call the progress callback every this many expansions (and at every pass boundary).
    pub report_every: u64,
}

impl Default for IdaOptions {
    fn default() -> Self {
        IdaOptions { order: NeighborOrder::Checklist, node_limit: None, report_every: 4_000_000 }
    }
}

/// One pass of IDA*: the threshold on f = g + h and the work done under it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pass {
    /// Nodes with f above this were cut off.
    pub threshold: u32,
    /// Nodes whose children were generated.
    pub expanded: u64,
    /// Children generated (the move back to the parent's board is never made).
    pub generated: u64,
}

/// The result of an IDA* run.
#[derive(Debug, Clone)]
pub struct IdaOutcome {
    /// A shortest solution, or `None` for an unsolvable board (found by parity, without searching).
    pub solution: Option<Solution>,
    /// Every pass, first to last; the last one found the goal.
    pub passes: Vec<Pass>,
    /// Expansions over all passes.
    pub expanded: u64,
    /// Children generated over all passes.
    pub generated: u64,
    /// Wall time of the search.
    pub elapsed: Duration,
}

impl IdaOutcome {
    /// The number of moves of the solution, or `None` if unsolvable.
    #[must_use]
    pub fn moves(&self) -> Option<usize> {
        self.solution.as_ref().map(Solution::moves)
    }
}

/// Why the progress callback is being called.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdaEvent {
    /// A pass with a new threshold begins.
    PassStarted,
    /// Another `report_every` expansions were done inside the current pass.
    Working,
    /// The current pass ended without reaching the goal.
    PassFinished,
}

/// A snapshot of a running IDA* search, for a progress display.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IdaProgress {
    /// What happened.
    pub event: IdaEvent,
    /// The current pass's threshold.
    pub threshold: u32,
    /// Expansions in the current pass so far.
    pub pass_expanded: u64,
    /// Expansions over all passes so far.
    pub expanded: u64,
    /// Time since the search started.
    pub elapsed: Duration,
}
