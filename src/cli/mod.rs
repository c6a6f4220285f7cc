//! The command line, as clap derive types: [`Args`] and its [`Command`](args::Command)s, one file per
//! group of subcommands, each resolving its flags into the checked settings of
//! [`config`](crate::config) ([`Command::config`](args::Command::config)). The doc comments are the help. No module but this one (and `main`) sees a
//! clap type.

mod args;
mod assess;
mod bench;
mod boards;
mod check;
mod docs;
mod grade;
mod search;
mod serve;
mod similar;
mod surroundings;
mod trace_diff;

pub use args::Args;
use assess::AssessArgs;
use bench::{BenchCommand, DoctorArgs};
use boards::{CompareArgs, GenerateArgs, TraceArgs};
use check::CheckArgs;
use docs::{CompletionsArgs, ManArgs};
use grade::{GradeArgs, GradescopeArgs, MergeArgs};
use search::{HeuristicArg, PdbArgs, SearchArgs, SolveArgs};
use serve::ServeArgs;
use similar::SimilarArgs;
use trace_diff::TraceDiffArgs;
