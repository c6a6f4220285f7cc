//! Grading one run: a [`RunRecord`](crate::run::RunRecord) and its [`Puzzle`](crate::corpus::Puzzle)
//! become a [`Verdict`] with a one-line reason, by reading the solver's output ([`output`]), checking
//! the answer and the path, and checking the solver's trace ([`trace_check`]).

mod grader;
mod output;
mod trace_check;
mod verdict;

pub use grader::{GradeOptions, Outcome, grade};
pub use verdict::Verdict;
