//! Reports of a grading run: one [`GradeReport`] ([`model`]) written by one reporter per [`Format`]
//! ([`human`], [`json`], [`junit`], [`gradescope`], [`csv`]), to standard output or atomically to a
//! file ([`destination`]). Reporters only format: none of them re-derives a verdict; each takes the
//! verdict's name, [`Kind`](crate::grade::Kind) and reason as they are.

pub mod assessment;
pub mod class;
mod containment;
mod csv;
mod destination;
mod format;
mod gradescope;
mod human;
mod isolation;
mod json;
mod junit;
mod model;
pub mod similarity;
pub mod trace_diff;

pub use containment::{Cgroup, Containment, Exit, Runner};
pub use destination::{Folder, atomically, to_stdout, write_to};
pub use format::write;
pub use model::GradeReport;
