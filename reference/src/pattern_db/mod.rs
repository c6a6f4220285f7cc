//! Additive disjoint pattern databases: for a few tiles at a time, the exact fewest moves of those tiles
//! from every placement, found once by breadth-first search and cached on disk; summed over disjoint
//! patterns they give a far sharper admissible heuristic than Manhattan distance.
//!
//! [`Pattern`] and [`Partition`] say which tiles; [`PatternDb`] is one database (built, or loaded from a
//! checked cache file); [`AdditivePdb`] adds a partition's databases, with the reflected lookup, and
//! with dual lookups where they are admissible ([`AdditivePdb::estimate_with_dual`], argued in `dual.rs`).

mod additive;
mod atomic;
mod bits;
mod build;
#[cfg(test)]
mod build_check;
mod db;
mod dual;
mod event;
mod file;
mod frontier;
mod geometry;
mod index;
mod load;
mod mapped;
mod marks;
mod parent;
mod pattern;
mod pending;
mod ring;
mod search;
mod stamp;
mod table;

pub use additive::AdditivePdb;
pub use db::PatternDb;
pub use event::{PdbEvent, PdbInfo, PdbSource, Verified};
pub use pattern::{MAX_PARTS, MAX_PDB_SIZE, MAX_PLACEMENTS, Partition, Pattern};

pub(crate) use additive::UNCOVERED;
pub(crate) use dual::{DualMasks, dual_cell};
