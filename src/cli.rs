//! The command line, as clap derive types: [`Args`] and its [`Command`]s. The doc comments are the help.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, Subcommand, ValueEnum};
use npuzzle::{Heuristic, NeighborOrder, UnsolvableMode};

/// Autograder and reference solver for the 8-puzzle / slider-puzzle assignment.
#[derive(Debug, Parser)]
#[command(name = "slider", version, about, max_term_width = 100, args_override_self = true)]
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
    /// Solve puzzle files with the reference A* and print the Solver.main output.
    Solve(SolveArgs),
    /// Print the checklist-style detailed trace of A* on one small puzzle.
    Trace(TraceArgs),
    /// Run every search strategy on one board: positions expanded, stored, route length, time.
    Compare(CompareArgs),
    /// Make random solvable (or unsolvable) boards, or boards exactly k moves from the goal.
    Generate(GenerateArgs),
    /// Measure speed and memory (see docs/BENCHMARKS.md).
    #[command(subcommand)]
    Bench(BenchCommand),
}

/// `slider bench` measurements.
#[derive(Debug, Subcommand)]
pub enum BenchCommand {
    /// The reference A* on one board: time, inserts per second, peak memory per stored node.
    Astar(BenchAstarArgs),
    /// The grader's overhead per run against a bare spawn of the same trivial program.
    Grader(BenchGraderArgs),
    /// `slider check` on CPU-bound puzzles with --jobs 1 and then --jobs 2: the speed-up.
    Jobs(BenchJobsArgs),
}

/// `slider bench grader`.
#[derive(Debug, clap::Args)]
pub struct BenchGraderArgs {
    /// Runs of each kind; the medians are reported.
    #[arg(long, default_value_t = 150, value_name = "N")]
    pub runs: usize,
    /// The trivial program to run.
    #[arg(long, default_value = "/bin/true", value_name = "PROGRAM")]
    pub program: PathBuf,
}

/// `slider bench jobs`.
#[derive(Debug, clap::Args)]
pub struct BenchJobsArgs {
    /// Puzzle files or directories (CPU-bound ones, e.g. reference/benches/boards/).
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// A solver command (default: the reference solver).
    #[arg(long, value_name = "CMD")]
    pub solver: Option<String>,
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
    /// Priority = moves + this heuristic [default: manhattan; linear-conflict for ida and weighted].
    #[arg(long, value_enum)]
    pub heuristic: Option<HeuristicArg>,
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
    /// The search: astar (the assignment's A*), ida (IDA*: shortest, little memory, pattern databases
    /// on 4x4 and 5x5), weighted (weighted A*: quick, at most w times the shortest), bfs (2x2 and 3x3),
    /// bidirectional (breadth-first from both ends), auto (astar up to 3x3; beyond, ida with the
    /// size's pattern database if it is cached, else linear conflicts: what `slider check` grades).
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Astar)]
    pub algorithm: AlgorithmArg,
    /// Weighted A*'s starting weight [default by size: 2 up to 3x3, 3 for 4x4, 4 for 5x5, 6 for 6x6].
    #[arg(long, value_name = "W")]
    pub weight: Option<f64>,
    #[command(flatten)]
    pub search: SearchArgs,
    #[command(flatten)]
    pub pdb: PdbArgs,
}

/// `--algorithm` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AlgorithmArg {
    /// The assignment's A* over the algs4 MinPQ.
    Astar,
    /// Iterative-deepening A* ("Shortest").
    Ida,
    /// Weighted A* ("Quick").
    Weighted,
    /// Breadth-first search (2x2 and 3x3).
    Bfs,
    /// Breadth-first search from both ends.
    Bidirectional,
    /// The assignment's A* up to 3x3, IDA* beyond.
    Auto,
}

/// Pattern-database choices, for IDA* and the strategy comparison.
#[derive(Debug, clap::Args)]
pub struct PdbArgs {
    /// The pattern database: auto (7-8 for 4x4, 6-6-6-6 for 5x5, none otherwise), off, or a partition:
    /// 7-8, 6-6-3, 5-5-5 (4x4), 6-6-6-6 (5x5). Built once on first use (minutes for 7-8), then cached.
    #[arg(long, value_enum, default_value_t = PdbArg::Auto)]
    pub pdb: PdbArg,
    /// Where pattern databases are cached [default: $SLIDER_PDB_DIR, else $XDG_CACHE_HOME/slider/pdb,
    /// else ~/.cache/slider/pdb].
    #[arg(long, value_name = "DIR")]
    pub pdb_dir: Option<PathBuf>,
}

/// `--pdb` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PdbArg {
    /// The default partition for the board's size, if there is one.
    Auto,
    /// No pattern database.
    Off,
    /// 15-puzzle, tiles 1-7 and 8-15, with the reflected lookup.
    #[value(name = "7-8")]
    SevenEight,
    /// 15-puzzle, 6-6-3.
    #[value(name = "6-6-3")]
    SixSixThree,
    /// 15-puzzle, 5-5-5.
    #[value(name = "5-5-5")]
    FiveFiveFive,
    /// 24-puzzle, 6-6-6-6.
    #[value(name = "6-6-6-6")]
    SixSixSixSix,
}

/// `slider check`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Exit status: 0 all passed, 1 some failed, 2 usage or input error, 130 interrupted.")]
pub struct CheckArgs {
    /// Puzzle files, or directories searched for *.txt files (in natural order: puzzle2 before puzzle10).
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// The command that solves one puzzle; the puzzle's path is appended, or replaces `{puzzle}`. No
    /// shell is involved. Without it, the built-in reference solver is graded.
    #[arg(long, value_name = "CMD")]
    pub solver: Option<String>,
    /// The submission directory: relative paths in the solver command are taken from here. It is never
    /// written to: solvers run in fresh scratch directories.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// A build command, run once through `sh -c` in a copy of --dir (e.g. "javac -cp algs4.jar *.java");
    /// the solver then runs from the built copy. Failure is a compile-error for every puzzle.
    #[arg(long, value_name = "CMD")]
    pub build: Option<String>,
    /// The algs4.jar to put on a java solver's class path (default: $ALGS4_JAR).
    #[arg(long, value_name = "JAR")]
    pub algs4: Option<PathBuf>,
    /// CPU time limit per puzzle (user + system, the whole process tree), e.g. 5s, 500ms.
    #[arg(long, value_name = "DURATION", default_value = "5s", value_parser = crate::config::parse_duration)]
    pub time: Duration,
    /// Wall-clock limit per puzzle [default: max(3 x time, time + 2s)].
    #[arg(long, value_name = "DURATION", value_parser = crate::config::parse_duration)]
    pub wall: Option<Duration>,
    /// Peak resident memory limit of the process tree, e.g. 1GiB, 512MiB.
    #[arg(long, value_name = "SIZE", default_value = "1GiB", value_parser = crate::config::parse_bytes)]
    pub memory: u64,
    /// Output limit (standard output, and separately standard error), e.g. 16MiB.
    #[arg(long, value_name = "SIZE", default_value = "16MiB", value_parser = crate::config::parse_bytes)]
    pub output: u64,
    /// Puzzles graded in parallel [default: the number of cores].
    #[arg(long, short, value_name = "N")]
    pub jobs: Option<usize>,
    /// The report format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Write the report to this file (atomically, also when interrupted) instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Fail near-miss output formats (`moves : N`, missing blank lines, ...) instead of noting them.
    #[arg(long)]
    pub strict: bool,
    /// The heuristic in the priorities of the solver's trace.
    #[arg(long, value_enum, default_value_t = HeuristicArg::Manhattan)]
    pub heuristic: HeuristicArg,
    /// When to ask the solver for a SLIDER_TRACE trace: auto (boards up to 3x3), on or off.
    #[arg(long, value_enum, default_value_t = TraceArg::Auto)]
    pub trace: TraceArg,
    /// The most trace kept per run; a longer trace is checked as far as it goes and noted as truncated.
    #[arg(long, value_name = "SIZE", default_value = "64MiB", value_parser = crate::config::parse_bytes)]
    pub trace_limit: u64,
    /// Pass an environment variable to the solver (NAME=VALUE, or NAME for the current value); repeatable.
    #[arg(long, value_name = "NAME[=VALUE]")]
    pub env: Vec<String>,
    /// Where to create the per-run scratch directories [default: the system's temporary directory].
    #[arg(long, value_name = "DIR")]
    pub scratch: Option<PathBuf>,
}

/// `--format` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One line per puzzle and a summary, for people.
    Human,
    /// The versioned JSON report (see docs/REPORT_FORMAT.md).
    Json,
    /// JUnit XML: a testcase per puzzle, for CI systems.
    Junit,
    /// Gradescope's results.json: a test worth one point per puzzle.
    Gradescope,
    /// CSV: a header and a row per puzzle.
    Csv,
}

/// `--trace` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TraceArg {
    /// Boards of at most 3x3.
    Auto,
    /// Every board.
    On,
    /// Never.
    Off,
}

/// `slider compare`.
#[derive(Debug, clap::Args)]
pub struct CompareArgs {
    /// The puzzle file.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Also draw the positions expanded as bars on a log scale, into this SVG file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Weights of the weighted A* rows, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [1.5, 2.0, 3.0, 5.0], value_name = "W,...")]
    pub weights: Vec<f64>,
    #[command(flatten)]
    pub pdb: PdbArgs,
}

/// `slider generate`.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// The board size n (2 to 127).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(2..=127))]
    pub size: u8,
    /// Make boards whose shortest solution is exactly K moves, proven by an optimal solver (BFS up to
    /// 3x3, IDA* with a pattern database on 4x4 and 5x5, IDA* with linear conflicts beyond).
    #[arg(long, value_name = "K", conflicts_with = "unsolvable")]
    pub moves: Option<u32>,
    /// Make unsolvable boards (uniformly random solvable boards with two tiles exchanged).
    #[arg(long)]
    pub unsolvable: bool,
    /// The random seed (the same seed always gives the same boards).
    #[arg(long, default_value_t = 1, value_name = "S")]
    pub seed: u64,
    /// How many boards; more than one needs --out-dir.
    #[arg(long, default_value_t = 1, value_name = "C")]
    pub count: usize,
    /// Write NAME-1.txt, NAME-2.txt, ... into this directory instead of printing one board.
    #[arg(long, value_name = "DIR", requires = "name")]
    pub out_dir: Option<PathBuf>,
    /// The file name prefix for --out-dir.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// The whitespace of the puzzle text: padded (`%2d ` rows, trailing space, as Princeton's toString),
    /// bare (padded without the trailing space), single (single spaces), spaced (padded, with blank lines).
    #[arg(long, value_enum, default_value_t = StyleArg::Padded)]
    pub style: StyleArg,
    #[command(flatten)]
    pub pdb: PdbArgs,
}

/// `--style` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StyleArg {
    /// Right-aligned tiles, each followed by a space.
    Padded,
    /// Right-aligned tiles without the trailing space.
    Bare,
    /// Tiles separated by single spaces.
    Single,
    /// Padded, with a blank line after the size and at the end.
    Spaced,
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
