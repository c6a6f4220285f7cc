//! Additive disjoint pattern databases: for a few tiles at a time, the exact fewest moves of those tiles
//! from every placement, found once by breadth-first search and cached on disk; summed over disjoint
//! patterns they give a far sharper admissible heuristic than Manhattan distance.
//!
//! [`Pattern`] and [`Partition`] say which tiles; [`PatternDb`] is one database (built, or loaded from a
//! checked cache file); [`AdditivePdb`] adds a partition's databases, with the reflected lookup.

mod additive;
mod bits;
mod build;
#[cfg(test)]
mod build_check;
mod db;
mod event;
mod file;
mod frontier;
mod geometry;
mod huge_pages;
mod index;
mod marks;
mod parent;
mod pattern;
mod pending;
mod ring;
mod search;
mod table;

pub use additive::AdditivePdb;
pub use db::PatternDb;
pub use event::{PdbEvent, PdbInfo, PdbSource};
pub use pattern::{MAX_PARTS, MAX_PDB_SIZE, MAX_PLACEMENTS, Partition, Pattern};

pub(crate) use additive::UNCOVERED;
