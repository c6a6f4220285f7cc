//! `slider trace-diff`: its arguments, resolved into [`TraceDiffConfig`].

use std::path::PathBuf;

use anyhow::{Result, bail};

use crate::config::{
    Config, TraceDiffConfig, TraceSource, existing_dir, existing_file, existing_path, parse_duration, trace_diff_limits,
};
use crate::grade::RunSettings;

/// `slider trace-diff`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider trace-diff puzzles/puzzle04.txt --java my-submission/ --algs4 ~/algs4.jar
  slider trace-diff puzzles/puzzle04.txt --solver ./my-solver      (it writes SLIDER_TRACE)
  slider trace-diff puzzles/puzzle04.txt --trace trace.txt
  slider trace-diff puzzles/puzzle04.txt --solver ./correct-trace.sh --dir tests/fixtures/solvers \
      --allow-read tests/fixtures      (a script that reads files beside its folder)

Shows the first queue operation where your A* departs from the reference's, both game trees and
heaps at that point, and the likely cause. Exit status: 0 the searches agree, 1 they differ,
2 usage or input error.")]
#[command(group = clap::ArgGroup::new("student").required(true).args(["solver", "java", "trace"]))]
pub struct TraceDiffArgs {
    /// A puzzle file of at most 3x3 whose search is small (a few thousand operations).
    #[arg(value_name = "PUZZLE")]
    pub puzzle: PathBuf,
    /// A solver command that appends SLIDER_TRACE lines (run on the puzzle, contained).
    #[arg(long, value_name = "CMD")]
    pub solver: Option<String>,
    /// A Java submission: its Solver runs with the counting MinPQ, which records every operation.
    #[arg(long, value_name = "DIR")]
    pub java: Option<PathBuf>,
    /// A SLIDER_TRACE file already written.
    #[arg(long, value_name = "FILE")]
    pub trace: Option<PathBuf>,
    /// The folder --solver runs from.
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: PathBuf,
    /// Your algs4.jar (default: $ALGS4_JAR), for --java.
    #[arg(long, value_name = "JAR")]
    pub algs4: Option<PathBuf>,
    /// Let the solver read PATH too (by default: the puzzle, --dir, what the command names, the algs4
    /// jar, the JDK and the system); repeatable.
    #[arg(long, value_name = "PATH")]
    pub allow_read: Vec<PathBuf>,
    /// CPU time the search may take.
    #[arg(allow_hyphen_values = true, long, value_name = "DURATION", default_value = "10s", value_parser = parse_duration)]
    pub time: std::time::Duration,
}

impl TraceDiffArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// A missing file or folder, or --java without algs4.jar.
    pub fn config(&self) -> Result<Config> {
        let puzzle = existing_file(&self.puzzle, "puzzle")?;
        let source = match (&self.solver, &self.java, &self.trace) {
            (Some(command), _, _) => {
                TraceSource::Solver { command: command.clone(), dir: existing_dir(&self.dir, "--dir")? }
            }
            (_, Some(dir), _) => TraceSource::Java(existing_dir(dir, "--java")?),
            (_, _, Some(file)) => TraceSource::File(existing_file(file, "--trace")?),
            _ => bail!("give the student's side: --solver CMD, --java DIR or --trace FILE"),
        };
        let algs4 = self.algs4.clone().or_else(|| std::env::var_os("ALGS4_JAR").map(PathBuf::from));
        if matches!(source, TraceSource::Java(_)) && algs4.is_none() {
            bail!("--java needs algs4.jar: give --algs4 PATH or set ALGS4_JAR");
        }
        let algs4 = algs4.map(|jar| existing_file(&jar, "--algs4")).transpose()?;
        let mut run = RunSettings::contained(trace_diff_limits(self.time));
        run.algs4 = algs4;
        run.surroundings.allow_read =
            self.allow_read.iter().map(|p| existing_path(p, "--allow-read")).collect::<Result<_>>()?;
        Ok(Config::TraceDiff(Box::new(TraceDiffConfig { puzzle, source, time: self.time, run })))
    }
}
