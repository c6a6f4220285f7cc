//! IDA* (iterative-deepening A*): A*'s scoring without its memory. Each pass is a depth-first search
//! that cuts off nodes with f = g + h above a threshold; the first threshold is h(start), and each next
//! one is the smallest f that went over. The route held is the only memory, so the search runs on
//! boards whose A* frontier would not fit.
//!
//! It runs as [`Strategy::IdaStar`](crate::Strategy::IdaStar) through [`solve`](crate::solve), with
//! [`IdaOptions`]: the heuristic is an [`IdaHeuristic`] (Manhattan, linear conflicts updated per move
//! for the lines it disturbs, additive pattern databases, or the largest estimate of several sets of
//! them), and the report lists every [`Pass`].
//! Boards of up to 16 cells run on a packed `u64` board.

mod cost;
mod depth_first;
mod grid;
mod max_cost;
mod ordering;
mod outcome;
mod pdb_cost;
mod solve;

pub use outcome::{IdaHeuristic, IdaOptions, MAX_PDBS, Pass};
pub(crate) use solve::run;
