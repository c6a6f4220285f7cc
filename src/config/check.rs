//! [`CheckConfig`]: everything `slider check` needs, checked before any work starts: the solver, the
//! submission and its build, the puzzles, the limits, the report and where it goes.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use npuzzle::Heuristic;

use crate::config::command::{SolverCommand, needs_algs4};
use crate::config::search::PdbCache;
use crate::report::Format;
use crate::run::{Access, Limits, RunAs};
use crate::search::heuristic_name;

/// When the grader asks the solver for a trace (`SLIDER_TRACE`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TraceMode {
    /// For boards of at most 3x3, where traces stay small.
    Auto,
    /// For every board.
    Always,
    /// Never.
    Never,
}

impl TraceMode {
    /// Whether a board of size n is traced.
    #[must_use]
    pub fn wants(self, n: usize) -> bool {
        match self {
            TraceMode::Auto => n <= 3,
            TraceMode::Always => true,
            TraceMode::Never => false,
        }
    }
}

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
    /// Limits of each solver run.
    pub limits: Limits,
    /// Parallel runs.
    pub jobs: usize,
    /// The report format.
    pub format: Format,
    /// Where the report goes (stdout when `None`); its folder exists.
    pub out: Option<PathBuf>,
    /// Whether near-miss output formats fail.
    pub strict: bool,
    /// The heuristic of the priorities in traces.
    pub heuristic: Heuristic,
    /// When to ask for a trace.
    pub trace: TraceMode,
    /// Extra environment variables for the solver.
    pub env: Vec<(String, String)>,
    /// Where scratch directories are made.
    pub scratch: Option<PathBuf>,
    /// The algs4 jar, if given.
    pub algs4: Option<PathBuf>,
    /// Whether solvers may use the network.
    pub network: bool,
    /// Paths solvers may read besides the puzzle, the submission and the system.
    pub allow_read: Vec<PathBuf>,
    /// The user solvers and builds run as (the grader's, unless it is root).
    pub run_as: RunAs,
}

/// The largest file a solver may write.
pub const FILE_BYTES: u64 = 256 << 20;

impl CheckConfig {
    /// The settings of programs slider runs for itself in `dir` (builds, the assessment's JVM, a traced
    /// solver): contained as a student's run, with `limits`, no network and nothing extra to read.
    #[must_use]
    pub fn contained(dir: &Path, limits: Limits, algs4: Option<PathBuf>, scratch: Option<PathBuf>) -> CheckConfig {
        CheckConfig {
            solver: SolverSpec::Command(String::new()),
            dir: dir.to_path_buf(),
            build: None,
            paths: Vec::new(),
            limits,
            jobs: 1,
            format: Format::Human,
            out: None,
            strict: false,
            heuristic: Heuristic::Manhattan,
            trace: TraceMode::Never,
            env: Vec::new(),
            scratch,
            algs4,
            network: false,
            allow_read: Vec::new(),
            run_as: RunAs::default_for_grader(),
        }
    }

    /// The solver command, with relative paths resolved against `dir` (the submission or its build).
    ///
    /// # Errors
    /// When the command is malformed or its program cannot be found.
    pub fn solver_command(&self, dir: &Path) -> Result<SolverCommand> {
        match &self.solver {
            SolverSpec::Reference(cache) => SolverCommand::reference(heuristic_name(self.heuristic), &cache.dir),
            SolverSpec::Command(command) => {
                SolverCommand::parse(command, dir, self.algs4.as_deref(), self.limits.memory_bytes)
            }
        }
    }

    /// What a run of `solver` from `dir` may touch: read the submission (or its build copy), the
    /// puzzle, what the command names (its program, files among its arguments, its class path), the
    /// algs4 jar, `$JAVA_HOME` and `--allow-read`; write only its empty `scratch` directory.
    #[must_use]
    pub fn access(&self, solver: &SolverCommand, dir: &Path, puzzle: Option<&Path>, scratch: &Path) -> Access {
        let mut read: Vec<PathBuf> = vec![dir.to_path_buf()];
        read.extend(puzzle.map(Path::to_path_buf));
        read.extend(solver.paths());
        read.extend(self.algs4.clone());
        read.extend(std::env::var_os("JAVA_HOME").map(PathBuf::from));
        read.extend(self.allow_read.iter().cloned());
        Access { read, write: Vec::new(), scratch: Some(scratch.to_path_buf()) }
    }

    /// What a program that works in `dir` as it is (a build in its copy, the assessment's JVM in its
    /// work folder) may touch: what [`CheckConfig::access`] reads, and write `dir`.
    #[must_use]
    pub fn access_writing(&self, command: &SolverCommand, dir: &Path) -> Access {
        let read = self.access(command, dir, None, dir).read;
        Access { read, write: vec![dir.to_path_buf()], scratch: None }
    }

    /// The user a run of this configuration's solver gets: the built-in reference, the project's own
    /// program, runs as the grader (it reads the pattern databases in the grader's cache); a student's
    /// program as `run_as`.
    #[must_use]
    pub fn solver_user(&self) -> RunAs {
        match self.solver {
            SolverSpec::Reference(_) => RunAs::Grader,
            SolverSpec::Command(_) => self.run_as,
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
        if self.limits.wall < self.limits.cpu {
            bail!(
                "--wall {:?} is shorter than --time {:?}; the wall-clock limit is a backstop above it",
                self.limits.wall,
                self.limits.cpu
            );
        }
        if self.jobs == 0 {
            bail!("--jobs must be at least 1");
        }
        // The jar is the instructor's to give: without it every student would fail.
        let commands =
            [self.build.as_deref(), if let SolverSpec::Command(c) = &self.solver { Some(c.as_str()) } else { None }];
        if self.algs4.is_none()
            && let Some(command) = commands.into_iter().flatten().find(|c| needs_algs4(c, &self.dir))
        {
            bail!(
                "`{command}` names algs4.jar, which is not in {}: give yours with --algs4 PATH or ALGS4_JAR \
                 (download it from https://algs4.cs.princeton.edu/code/)",
                self.dir.display()
            );
        }
        if self.build.is_none() {
            self.solver_command(&self.dir)?;
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

    use super::{TraceMode, default_wall, environment_entry};

    #[test]
    fn wall_defaults_to_three_times_the_cpu_limit_or_two_seconds_more() {
        assert_eq!(default_wall(Duration::from_secs(5)), Duration::from_secs(15));
        assert_eq!(default_wall(Duration::from_millis(500)), Duration::from_millis(2500));
    }

    #[test]
    fn auto_traces_boards_up_to_three_by_three() {
        assert!(TraceMode::Auto.wants(2) && TraceMode::Auto.wants(3) && !TraceMode::Auto.wants(4));
        assert!(TraceMode::Always.wants(10) && !TraceMode::Never.wants(2));
    }

    #[test]
    fn environment_entries_take_a_value_or_the_current_one() {
        assert_eq!(environment_entry("A=b=c").expect("valid"), ("A".into(), "b=c".into()));
        assert!(environment_entry("=x").is_err());
        assert!(environment_entry("SLIDER_SURELY_UNSET_VARIABLE").is_err());
    }
}
