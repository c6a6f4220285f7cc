//! IDA* (iterative-deepening A*): A*'s scoring without its memory. Each pass is a depth-first search
//! that cuts off nodes with f = g + h above a threshold; the first threshold is h(start), and each next
//! one is the smallest f that went over. The route held is the only memory, so the search runs on
//! boards whose A* frontier would not fit.
//!
//! [`solve`] and [`solve_with`] take the same boards and return the same [`Solution`](crate::Solution)
//! as the A* [`Solver`](crate::Solver), with the passes in an [`IdaOutcome`]. The heuristic is an
//! [`IdaHeuristic`]: Manhattan, linear conflicts (updated per move for the lines it disturbs) or
//! additive pattern databases. Boards of up to 16 cells run on a packed `u64` board.

mod cost;
mod depth_first;
mod grid;
mod outcome;
mod pdb_cost;
mod solve;

pub use outcome::{IdaEvent, IdaHeuristic, IdaOptions, IdaOutcome, IdaProgress, Pass};
pub use solve::{solve, solve_with};
