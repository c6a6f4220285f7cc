//! What an IDA* run is asked ([`IdaOptions`], with its [`IdaHeuristic`]) and what each of its passes
//! did ([`Pass`], reported in [`Detail::IdaStar`](crate::Detail::IdaStar) and, for the pass under way,
//! in every [`Progress`](crate::Progress)).

use crate::direction::NeighborOrder;
use crate::pattern_db::AdditivePdb;

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
    /// The largest estimate of several sets of additive pattern databases (all for the board's size;
    /// one to [`MAX_PDBS`] sets), e.g. [`Partition::fifteen_7_8_max`](crate::pattern_db::Partition::fifteen_7_8_max):
    /// fewer nodes than one set for one more table read where a node is not pruned by the first.
    PdbMax(&'a [AdditivePdb]),
}

impl<'a> IdaHeuristic<'a> {
    /// The heuristic of these sets of pattern databases: none for no set, [`IdaHeuristic::Pdb`] for
    /// one, [`IdaHeuristic::PdbMax`] for more.
    #[must_use]
    pub fn from_pdbs(pdbs: &'a [AdditivePdb]) -> Option<Self> {
        match pdbs {
            [] => None,
            [one] => Some(IdaHeuristic::Pdb(one)),
            several => Some(IdaHeuristic::PdbMax(several)),
        }
    }
}

/// The most sets of pattern databases [`IdaHeuristic::PdbMax`] takes the largest estimate of.
pub const MAX_PDBS: usize = 3;

/// The choices of an IDA* run.
#[derive(Debug, Clone, Copy)]
pub struct IdaOptions<'a> {
    /// The heuristic.
    pub heuristic: IdaHeuristic<'a>,
    /// The order in which a node's children are made, and visited among equal estimates (changes node
    /// counts and may change the route, never the answer's length).
    pub order: NeighborOrder,
}

impl<'a> IdaOptions<'a> {
    /// IDA* with `heuristic`, children in the checklist order.
    #[must_use]
    pub fn new(heuristic: IdaHeuristic<'a>) -> Self {
        IdaOptions { heuristic, order: NeighborOrder::Checklist }
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
