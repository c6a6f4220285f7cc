//! Admissible estimates of the moves a board still needs: [`hamming`], [`manhattan`] and
//! [`linear_conflict`], each a plain `fn(&Board) -> u32`, and [`Heuristic`] to choose one at run time.
//!
//! Admissible means never above the true distance to the goal; A* and IDA* return shortest solutions only
//! with an admissible heuristic. All three are also consistent (a move changes them by at most one per
//! move made), so A*'s dequeued priorities never decrease.

mod conflicts;
mod hamming;
mod kind;
mod linear_conflict;
mod manhattan;

pub use conflicts::{conflicting_pairs, tile_distance};
pub use hamming::hamming;
pub use kind::Heuristic;
pub use linear_conflict::{conflict_penalty, linear_conflict};
pub use manhattan::manhattan;

pub(crate) use hamming::misplaced;
pub(crate) use linear_conflict::{column_penalty, row_penalty};
pub(crate) use manhattan::distance;
