//! `slider bench` and its measurements' arguments.

use std::path::PathBuf;

use clap::Subcommand;
use npuzzle::Heuristic;

use crate::cli::SearchArgs;
use crate::config::{BenchAstarConfig, BenchGraderConfig, BenchJobsConfig, Config, DoctorConfig};

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

/// `slider doctor`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example:
  slider doctor --algs4 ~/algs4.jar")]
pub struct DoctorArgs {
    /// The algs4.jar to look for [default: $ALGS4_JAR].
    #[arg(long, value_name = "JAR")]
    pub algs4: Option<PathBuf>,
    /// The pattern-database cache to look in [default: as `slider solve`'s].
    #[arg(long, value_name = "DIR")]
    pub pdb_dir: Option<PathBuf>,
}

impl DoctorArgs {
    /// The settings: what to look for, nothing checked (looking is the command's job).
    #[must_use]
    pub fn config(&self) -> DoctorConfig {
        DoctorConfig {
            algs4: self.algs4.clone().or_else(|| std::env::var_os("ALGS4_JAR").map(PathBuf::from)),
            pdb_dir: self.pdb_dir.clone().unwrap_or_else(crate::search::default_directory),
        }
    }
}

/// `slider bench grader`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example:
  slider bench grader                                    150 runs of /bin/true each way")]
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
#[command(after_help = "Example:
  slider bench jobs reference/benches/boards/")]
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
#[command(after_help = "Example:
  slider bench astar reference/benches/boards/astar-4x4-38.txt")]
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

impl BenchCommand {
    /// The checked settings.
    #[must_use]
    pub fn config(&self) -> Config {
        match self {
            BenchCommand::Astar(args) => Config::BenchAstar(BenchAstarConfig {
                file: args.file.clone(),
                repeat: args.repeat.max(1),
                heuristic: args.search.heuristic.map_or(Heuristic::Manhattan, Into::into),
                order: args.search.order.into(),
            }),
            BenchCommand::Grader(args) => {
                Config::BenchGrader(BenchGraderConfig { runs: args.runs.max(1), program: args.program.clone() })
            }
            BenchCommand::Jobs(args) => {
                Config::BenchJobs(BenchJobsConfig { paths: args.paths.clone(), solver: args.solver.clone() })
            }
        }
    }
}
