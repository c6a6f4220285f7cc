//! The command line, as clap derive types: [`Args`] and its [`Command`]s, one file per group of
//! subcommands. The doc comments are the help.

mod args;
mod bench;
mod boards;
mod check;
mod search;

pub use args::{Args, Command};
pub use bench::{BenchAstarArgs, BenchCommand, BenchGraderArgs, BenchJobsArgs};
pub use boards::{CompareArgs, GenerateArgs, StyleArg, TraceArgs};
pub use check::{CheckArgs, Format, TraceArg};
pub use search::{AlgorithmArg, HeuristicArg, PdbArg, PdbArgs, SearchArgs, SolveArgs, UnsolvableArg};
