//! `slider check`'s arguments: the solver, the limits, the report; and their resolution into a
//! [`CheckConfig`].

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Result;
use clap::ValueEnum;

use crate::cli::HeuristicArg;
use crate::cli::surroundings::SurroundingsArgs;
use crate::config::Format;
use crate::config::{
    CheckConfig, FILE_BYTES, PdbCache, SolverSpec, default_jobs, default_wall, existing_dir, existing_file, output_file,
};
use crate::grade::{JudgeOptions, RunSettings, TraceMode};
use crate::run::Limits;
use crate::search::default_directory;

/// `slider check`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider check puzzles/                                  the reference on the corpus
  slider check --algs4 ~/algs4.jar --build \"javac -cp algs4.jar *.java\" --solver \"java Solver\" --dir alice puzzles/
  slider check --solver ./my-solver --format json --out report.json puzzles/

Exit status: 0 all passed, 1 some failed, 2 usage or input error, 3 a report could not be written,
130 interrupted.")]
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
    #[arg(allow_hyphen_values = true, long, value_name = "DURATION", default_value = "5s", value_parser = crate::config::parse_duration)]
    pub time: Duration,
    /// Wall-clock limit per puzzle [default: max(3 x time, time + 2s)].
    #[arg(allow_hyphen_values = true, long, value_name = "DURATION", value_parser = crate::config::parse_duration)]
    pub wall: Option<Duration>,
    /// Peak resident memory limit of the process tree, e.g. 1GiB, 512MiB.
    #[arg(allow_hyphen_values = true, long, value_name = "SIZE", default_value = "1GiB", value_parser = crate::config::parse_bytes)]
    pub memory: u64,
    /// Output limit (standard output, and separately standard error), e.g. 16MiB.
    #[arg(allow_hyphen_values = true, long, value_name = "SIZE", default_value = "16MiB", value_parser = crate::config::parse_bytes)]
    pub output: u64,
    /// Puzzles graded in parallel [default: the number of cores].
    #[arg(long, short, value_name = "N")]
    pub jobs: Option<usize>,
    /// The report format.
    #[arg(long, value_enum, default_value_t = FormatArg::Human)]
    pub format: FormatArg,
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
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = TraceArg::Auto)]
    pub trace: TraceArg,
    /// The most trace kept per run; a longer trace is checked as far as it goes and noted as truncated.
    #[arg(allow_hyphen_values = true, long, value_name = "SIZE", default_value = "64MiB", value_parser = crate::config::parse_bytes)]
    pub trace_limit: u64,
    #[command(flatten)]
    pub surroundings: SurroundingsArgs,
    /// The most processes and threads a solver may have at once (a fork bomb then fails to fork); a
    /// JVM needs a few dozen. (At most 4194304, the kernel's largest pid_max.)
    #[arg(long, value_name = "N", default_value_t = 512, value_parser = clap::value_parser!(u64).range(8..=4_194_304))]
    pub processes: u64,
}

/// `--format` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
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

impl From<FormatArg> for Format {
    fn from(arg: FormatArg) -> Format {
        match arg {
            FormatArg::Human => Format::Human,
            FormatArg::Json => Format::Json,
            FormatArg::Junit => Format::Junit,
            FormatArg::Gradescope => Format::Gradescope,
            FormatArg::Csv => Format::Csv,
        }
    }
}

impl From<TraceArg> for TraceMode {
    fn from(arg: TraceArg) -> TraceMode {
        match arg {
            TraceArg::Auto => TraceMode::Auto,
            TraceArg::On => TraceMode::Always,
            TraceArg::Off => TraceMode::Never,
        }
    }
}

impl CheckArgs {
    /// The checked settings: every path exists (the report's folder too), every value is in range,
    /// and without a build the solver can be found.
    ///
    /// # Errors
    /// A one-line message naming the bad flag or path and what would fix it.
    pub fn config(&self) -> Result<CheckConfig> {
        let dir = existing_dir(self.dir.as_deref().unwrap_or(Path::new(".")), "--dir")?;
        let algs4 = self.algs4.clone().or_else(|| std::env::var_os("ALGS4_JAR").map(PathBuf::from));
        let algs4 = algs4.map(|p| existing_file(&p, "--algs4 (or ALGS4_JAR)")).transpose()?;
        let solver = match &self.solver {
            // The reference reads the default cache; a `check` never builds inside a run.
            None => SolverSpec::Reference(PdbCache { dir: default_directory(), build: false }),
            Some(command) => SolverSpec::Command(command.clone()),
        };
        let (surroundings, disk_bytes) = self.surroundings.resolve()?;
        let limits = Limits {
            cpu: self.time,
            wall: self.wall.unwrap_or_else(|| default_wall(self.time)),
            memory_bytes: self.memory,
            output_bytes: self.output,
            file_bytes: FILE_BYTES,
            trace_bytes: self.trace_limit,
            processes: self.processes,
            disk_bytes,
        };
        let judge = JudgeOptions { strict: self.strict, heuristic: self.heuristic.into() };
        let run = RunSettings { limits, surroundings, algs4, judge, trace: self.trace.into() };
        CheckConfig {
            solver,
            dir,
            build: self.build.clone(),
            paths: self.paths.clone(),
            jobs: self.jobs.unwrap_or_else(default_jobs),
            format: self.format.into(),
            out: self.out.as_deref().map(|out| output_file(out, "--out")).transpose()?,
            run,
        }
        .checked()
    }
}
