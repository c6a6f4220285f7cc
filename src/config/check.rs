//! [`CheckConfig`]: everything `slider check` needs, checked before any work starts: the solver, the
//! submission and its build, the puzzles, the report and where it goes, and what each run gets
//! ([`RunSettings`]).

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::config::command::{SolverCommand, needs_algs4};
use crate::config::format::Format;
use crate::config::search::PdbCache;
use crate::grade::RunSettings;
use crate::run::RunAs;

/// The solver to grade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolverSpec {
    /// The built-in reference (`slider solve --algorithm auto`), with the pattern-database cache it
    /// reads.
    Reference(PdbCache),
    /// A `--solver` command, resolved against the submission (or its built copy) when run.
    Command(String),
}

/// Everything `slider check` needs, checked.
#[derive(Debug, Clone)]
pub struct CheckConfig {
    /// The solver to run on each puzzle.
    pub solver: SolverSpec,
    /// The submission directory (never written to).
    pub dir: PathBuf,
    /// A build command, run through `sh -c` in a copy of the submission directory.
    pub build: Option<String>,
    /// The puzzle files and directories to grade.
    pub paths: Vec<PathBuf>,
    /// Parallel runs.
    pub jobs: usize,
    /// The report format.
    pub format: Format,
    /// Where the report goes (stdout when `None`); its folder exists.
    pub out: Option<PathBuf>,
    /// What each run gets: limits, surroundings, algs4, judging, tracing.
    pub run: RunSettings,
}

/// The largest file a solver may write.
pub const FILE_BYTES: u64 = 256 << 20;

/// The default of `--disk`: 512 MiB.
pub const DISK_BYTES: u64 = 512 << 20;

impl CheckConfig {
    /// The user the solver's runs get: the built-in reference, the project's own program, runs as
    /// the grader; a student's program as `--run-as` says.
    #[must_use]
    pub fn solver_user(&self) -> RunAs {
        match self.solver {
            SolverSpec::Reference(_) => RunAs::Grader,
            SolverSpec::Command(_) => self.run.surroundings.run_as,
        }
    }

    /// The solver as reports name it.
    #[must_use]
    pub fn solver_label(&self) -> String {
        match &self.solver {
            SolverSpec::Reference(_) => SolverCommand::REFERENCE_LABEL.to_string(),
            SolverSpec::Command(command) => command.clone(),
        }
    }

    /// Checks what can be checked before grading: the wall limit against the CPU limit, and a solver
    /// that must exist now because no build will make it.
    ///
    /// # Errors
    /// A one-line message naming the flag.
    pub fn checked(self) -> Result<CheckConfig> {
        let limits = &self.run.limits;
        if limits.wall < limits.cpu {
            bail!(
                "--wall {:?} is shorter than --time {:?}; the wall-clock limit is a backstop above it",
                limits.wall,
                limits.cpu
            );
        }
        if self.jobs == 0 {
            bail!("--jobs must be at least 1");
        }
        // The jar is the instructor's to give: without it every student would fail.
        let commands =
            [self.build.as_deref(), if let SolverSpec::Command(c) = &self.solver { Some(c.as_str()) } else { None }];
        if self.run.algs4.is_none()
            && let Some(command) = commands.into_iter().flatten().find(|c| needs_algs4(c, &self.dir))
        {
            bail!(
                "`{command}` names algs4.jar, which is not in {}: give yours with --algs4 PATH or ALGS4_JAR \
                 (download it from https://algs4.cs.princeton.edu/code/)",
                self.dir.display()
            );
        }
        if self.build.is_none() {
            self.run.solver(&self.solver, &self.dir)?;
        }
        Ok(self)
    }
}

/// The default wall-clock limit: max(3 x time, time + 2 s).
#[must_use]
pub fn default_wall(cpu: Duration) -> Duration {
    (cpu * 3).max(cpu + Duration::from_secs(2))
}

/// The default number of parallel runs: the number of cores.
#[must_use]
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// `NAME=VALUE`, or `NAME` to pass the grader's own value.
///
/// # Errors
/// An empty name, or a variable that is not set here.
pub fn environment_entry(entry: &str) -> Result<(String, String)> {
    let (name, value) = match entry.split_once('=') {
        Some((name, value)) => (name.to_string(), value.to_string()),
        None => {
            let value = std::env::var(entry).with_context(|| format!("--env {entry}: the variable is not set here"))?;
            (entry.to_string(), value)
        }
    };
    if name.is_empty() || name.contains(char::is_whitespace) {
        bail!("--env {entry}: expected NAME or NAME=VALUE");
    }
    Ok((name, value))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{default_wall, environment_entry};

    #[test]
    fn wall_defaults_to_three_times_the_cpu_limit_or_two_seconds_more() {
        assert_eq!(default_wall(Duration::from_secs(5)), Duration::from_secs(15));
        assert_eq!(default_wall(Duration::from_millis(500)), Duration::from_millis(2500));
    }

    #[test]
    fn environment_entries_take_a_value_or_the_current_one() {
        assert_eq!(environment_entry("A=b=c").expect("valid"), ("A".into(), "b=c".into()));
        assert!(environment_entry("=x").is_err());
        assert!(environment_entry("SLIDER_SURELY_UNSET_VARIABLE").is_err());
    }
}
