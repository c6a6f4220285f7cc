//! `slider trace-diff`: a student's A* against the reference's, operation by operation. The student's
//! queue operations (SLIDER_TRACE lines, from a file, a solver run or a Java submission's counting
//! MinPQ) are replayed into the reference's trace model ([`replay`]), aligned with the reference's
//! ([`align`]) in the neighbour order that fits them ([`reference`]), and the known bug shapes are
//! named ([`diagnose`]); [`compare`] does it all and `report::trace_diff` renders it.

pub mod align;
pub mod diagnose;
mod diff;
pub mod java;
pub mod reference;
pub mod replay;

pub use diff::{TraceDiff, compare};
