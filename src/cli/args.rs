//! [`Args`], the whole command line, and [`Command`], its subcommands.

use anyhow::Result;
use clap::{Parser, Subcommand};

use crate::cli::{
    AssessArgs, BenchCommand, CheckArgs, CompareArgs, CompletionsArgs, DoctorArgs, GenerateArgs, GradeArgs,
    GradescopeArgs, ManArgs, MergeArgs, ServeArgs, SimilarArgs, SolveArgs, TraceArgs, TraceDiffArgs,
};
use crate::config::Config;

/// Autograder and reference solver for the 8-puzzle / slider-puzzle assignment.
#[derive(Debug, Parser)]
#[command(
    name = "slider",
    version,
    about,
    max_term_width = 100,
    after_help = "Examples:
  slider check puzzles/                                  the reference solver on the corpus (the main job)
  slider check --algs4 ~/algs4.jar --build \"javac -cp algs4.jar *.java\" --solver \"java Solver\" --dir alice puzzles/
  slider grade --init && slider grade --algs4 ~/algs4.jar submissions/    a class, into slider-report/
  slider trace-diff puzzles/puzzle04.txt --java my-submission/ --algs4 ~/algs4.jar    where A* departs
  slider solve puzzles/puzzle4x4-80.txt                  the Solver.main output of the reference
  slider serve                                           the explorer page on http://127.0.0.1:8000/
  slider doctor                                          what this machine offers the grader

Each command's --help ends with its own examples."
)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Grade a solver on puzzle files: build it, run it on each puzzle under limits, check its answers.
    Check(CheckArgs),
    /// Grade a class: every submission built and run on the profile's test groups, scored, reported.
    Grade(GradeArgs),
    /// Join the reports of `slider grade --shard` runs into those of one run.
    Merge(MergeArgs),
    /// Write a Gradescope autograder bundle (setup.sh, run_autograder, the profile, the corpus, slider).
    Gradescope(GradescopeArgs),
    /// Assess a Java submission the way the assignment is assessed: Board and Solver tests, memory,
    /// operation counts with the reference Board substituted, in one JVM.
    Assess(AssessArgs),
    /// Solve puzzle files with the reference A* and print the Solver.main output.
    Solve(SolveArgs),
    /// Print the checklist-style detailed trace of A* on one small puzzle.
    Trace(TraceArgs),
    /// Show where a student's A* first departs from the reference's, operation by operation.
    TraceDiff(TraceDiffArgs),
    /// Rank every pair of a class by the code they share, offline, as JPlag does: tokens from a real
    /// parser, greedy string tiling, base code and earlier terms.
    Similar(SimilarArgs),
    /// Run every search strategy on one board: positions expanded, stored, route length, time.
    Compare(CompareArgs),
    /// Make random solvable (or unsolvable) boards, or boards exactly k moves from the goal.
    Generate(GenerateArgs),
    /// Serve the explorer page: slide tiles, watch the heuristics, step through A*, compare searches.
    Serve(ServeArgs),
    /// Measure speed and memory (see docs/BENCHMARKS.md).
    #[command(
        subcommand,
        after_help = "Examples:
  slider bench astar reference/benches/boards/astar-4x4-38.txt    the A*'s inserts a second and memory a node
  slider bench grader                                    the grader's overhead per run
  slider bench jobs reference/benches/boards/            the speed-up of --jobs 2 over --jobs 1"
    )]
    Bench(BenchCommand),
    /// Say what this machine offers the grader: isolation, Java, algs4.jar, pattern databases, cores.
    Doctor(DoctorArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(CompletionsArgs),
    /// Print the manual page, or write a page per subcommand.
    Man(ManArgs),
}

impl Command {
    /// The subcommand's checked settings: every flag resolved and checked before any work starts.
    ///
    /// # Errors
    /// A one-line message naming the bad flag or path.
    pub fn config(&self) -> Result<Config> {
        Ok(match self {
            Command::Check(args) => Config::Check(args.config()?),
            Command::Grade(args) => args.config()?,
            Command::Merge(args) => args.config()?,
            Command::Gradescope(args) => args.config()?,
            Command::Assess(args) => args.config()?,
            Command::TraceDiff(args) => args.config()?,
            Command::Similar(args) => args.config()?,
            Command::Serve(args) => args.config()?,
            Command::Solve(args) => Config::Solve(args.config()?),
            Command::Trace(args) => Config::Trace(args.config()),
            Command::Compare(args) => Config::Compare(args.config()?),
            Command::Generate(args) => Config::Generate(args.config()?),
            Command::Bench(bench) => bench.config(),
            Command::Doctor(args) => Config::Doctor(args.config()),
            Command::Completions(args) => args.config()?,
            Command::Man(args) => args.config()?,
        })
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
