//! Turning the command line into a checked [`Config`]: limits as durations and byte counts, paths that
//! exist, and the solver command resolved against the submission directory.

mod check;
mod command;
mod units;

pub use check::{Config, SolverSpec};
pub use command::SolverCommand;
pub use units::{format_bytes, parse_bytes, parse_duration};
