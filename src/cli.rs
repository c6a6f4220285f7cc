//! The command line, as clap derive types: [`Args`] and its [`Command`]s. The doc comments are the help.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};
use npuzzle::{Heuristic, NeighborOrder, UnsolvableMode};

/// Autograder and reference solver for the 8-puzzle / slider-puzzle assignment.
#[derive(Debug, Parser)]
#[command(name = "slider", version, about, max_term_width = 100)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve puzzle files with the reference A* and print the Solver.main output.
    Solve(SolveArgs),
    /// Print the checklist-style detailed trace of A* on one small puzzle.
    Trace(TraceArgs),
    /// Measure speed and memory (see docs/BENCHMARKS.md).
    #[command(subcommand)]
    Bench(BenchCommand),
}

/// `slider bench` measurements.
#[derive(Debug, Subcommand)]
pub enum BenchCommand {
    /// The reference A* on one board: time, inserts per second, peak memory per stored node.
    Astar(BenchAstarArgs),
}

/// `slider bench astar`.
#[derive(Debug, clap::Args)]
pub struct BenchAstarArgs {
    /// The puzzle file (run once per board: a process's peak memory only grows).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Run the search this many times and report the fastest.
    #[arg(long, default_value_t = 3, value_name = "N")]
    pub repeat: u32,
    #[command(flatten)]
    pub search: SearchArgs,
}

/// The A* choices shared by `solve` and `trace`.
#[derive(Debug, clap::Args)]
pub struct SearchArgs {
    /// Priority = moves + this heuristic.
    #[arg(long, value_enum, default_value_t = HeuristicArg::Manhattan)]
    pub heuristic: HeuristicArg,
    /// The order in which the blank's moves are tried: checklist (up, left, down, right) or princeton
    /// (down, right, left, up, the Princeton autograder's order).
    #[arg(long, value_enum, default_value_t = OrderArg::Checklist)]
    pub order: OrderArg,
}

/// `slider solve`.
#[derive(Debug, clap::Args)]
pub struct SolveArgs {
    /// Puzzle files: the size n, then n*n tiles (0 is the blank).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print PuzzleChecker lines (`file: moves`, -1 when unsolvable) instead of the solutions.
    #[arg(long)]
    pub checker: bool,
    /// Print the search's operation counts after each puzzle.
    #[arg(long)]
    pub stats: bool,
    /// How unsolvable boards are found: parity (test first) or twin (search the twin in lockstep, the
    /// Princeton API's way; the counts then match the Princeton autograder's).
    #[arg(long, value_enum, default_value_t = UnsolvableArg::Parity)]
    pub unsolvable: UnsolvableArg,
    #[command(flatten)]
    pub search: SearchArgs,
}

/// `slider trace`.
#[derive(Debug, clap::Args)]
pub struct TraceArgs {
    /// A puzzle file small enough to trace (about 12 moves or fewer).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Refuse searches that create more than this many search nodes.
    #[arg(long, default_value_t = 2000, value_name = "N")]
    pub max_nodes: u64,
    #[command(flatten)]
    pub search: SearchArgs,
}

/// `--heuristic` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HeuristicArg {
    /// Tiles out of place.
    Hamming,
    /// Sum of Manhattan distances.
    Manhattan,
    /// Manhattan plus linear conflicts.
    LinearConflict,
}

impl From<HeuristicArg> for Heuristic {
    fn from(arg: HeuristicArg) -> Heuristic {
        match arg {
            HeuristicArg::Hamming => Heuristic::Hamming,
            HeuristicArg::Manhattan => Heuristic::Manhattan,
            HeuristicArg::LinearConflict => Heuristic::LinearConflict,
        }
    }
}

/// `--order` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    /// Blank up, left, down, right.
    Checklist,
    /// Blank down, right, left, up.
    Princeton,
}

impl From<OrderArg> for NeighborOrder {
    fn from(arg: OrderArg) -> NeighborOrder {
        match arg {
            OrderArg::Checklist => NeighborOrder::Checklist,
            OrderArg::Princeton => NeighborOrder::Princeton,
        }
    }
}

/// `--unsolvable` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum UnsolvableArg {
    /// Inversion parity, before any search.
    Parity,
    /// The twin board, searched in lockstep.
    Twin,
}

impl From<UnsolvableArg> for UnsolvableMode {
    fn from(arg: UnsolvableArg) -> UnsolvableMode {
        match arg {
            UnsolvableArg::Parity => UnsolvableMode::Parity,
            UnsolvableArg::Twin => UnsolvableMode::Twin,
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::Args;

    #[test]
    fn verify_cli() {
        Args::command().debug_assert();
    }
}
