//! One module a subcommand; each returns the process's exit status.

pub mod bench;
pub mod solve;
pub mod trace;
