//! One module a subcommand; each returns the process's exit status.

pub mod bench;
pub mod check;
pub mod compare;
pub mod generate;
pub mod solve;
pub mod trace;

/// The environment variable naming the file a solver appends its priority-queue trace to.
pub const TRACE_VARIABLE: &str = "SLIDER_TRACE";
