//! [`Config`]: the validated settings of `slider check`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use npuzzle::Heuristic;

use crate::cli::{CheckArgs, Format, TraceArg};
use crate::config::command::SolverCommand;
use crate::run::Limits;

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
    /// The built-in reference (`slider solve`).
    Reference,
    /// A `--solver` command, resolved against the submission (or its built copy) when run.
    Command(String),
}

/// Everything `slider check` needs, checked.
#[derive(Debug, Clone)]
pub struct Config {
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
    /// Where the report goes (stdout when `None`).
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
}

/// The largest file a solver may write.
const FILE_BYTES: u64 = 256 << 20;

impl Config {
    /// Checks the arguments.
    ///
    /// # Errors
    /// A one-line message naming the bad flag or path and what would fix it.
    pub fn from_args(args: &CheckArgs) -> Result<Config> {
        let dir = args.dir.clone().unwrap_or_else(|| PathBuf::from("."));
        let dir = existing_dir(&dir, "--dir")?;
        let algs4 = args.algs4.clone().or_else(|| std::env::var_os("ALGS4_JAR").map(PathBuf::from));
        let algs4 = algs4.map(|p| absolute_file(&p, "--algs4 (or ALGS4_JAR)")).transpose()?;
        let heuristic: Heuristic = args.heuristic.into();
        let solver = args.solver.clone().map_or(SolverSpec::Reference, SolverSpec::Command);
        let limits = Limits {
            cpu: args.time,
            wall: args.wall.unwrap_or_else(|| default_wall(args.time)),
            memory_bytes: args.memory,
            output_bytes: args.output,
            file_bytes: FILE_BYTES,
            trace_bytes: args.trace_limit,
        };
        if limits.wall < limits.cpu {
            bail!(
                "--wall {:?} is shorter than --time {:?}; the wall-clock limit is a backstop above it",
                limits.wall,
                limits.cpu
            );
        }
        let jobs = match args.jobs {
            Some(0) => bail!("--jobs must be at least 1"),
            Some(n) => n,
            None => std::thread::available_parallelism().map_or(1, usize::from),
        };
        let env = args.env.iter().map(|e| environment_entry(e)).collect::<Result<Vec<_>>>()?;
        let scratch = args.scratch.as_ref().map(|p| existing_dir(p, "--scratch")).transpose()?;
        let trace = match args.trace {
            TraceArg::Auto => TraceMode::Auto,
            TraceArg::On => TraceMode::Always,
            TraceArg::Off => TraceMode::Never,
        };
        let config = Config {
            solver,
            dir,
            build: args.build.clone(),
            paths: args.paths.clone(),
            limits,
            jobs,
            format: args.format,
            out: args.out.clone(),
            strict: args.strict,
            heuristic,
            trace,
            env,
            scratch,
            algs4,
        };
        // Without a build the solver must exist now: say so before grading starts.
        if config.build.is_none() {
            config.solver_command(&config.dir)?;
        }
        Ok(config)
    }

    /// The solver command, with relative paths resolved against `dir` (the submission or its build).
    ///
    /// # Errors
    /// When the command is malformed or its program cannot be found.
    pub fn solver_command(&self, dir: &Path) -> Result<SolverCommand> {
        match &self.solver {
            SolverSpec::Reference => {
                SolverCommand::reference(self.heuristic.name(), &crate::pattern_cache::default_directory())
            }
            SolverSpec::Command(command) => {
                SolverCommand::parse(command, dir, self.algs4.as_deref(), self.limits.memory_bytes)
            }
        }
    }

    /// The solver as reports name it.
    #[must_use]
    pub fn solver_label(&self) -> String {
        match &self.solver {
            SolverSpec::Reference => SolverCommand::REFERENCE_LABEL.to_string(),
            SolverSpec::Command(command) => command.clone(),
        }
    }
}

/// The default wall-clock limit: max(3 x time, time + 2 s).
fn default_wall(cpu: Duration) -> Duration {
    (cpu * 3).max(cpu + Duration::from_secs(2))
}

fn absolute_file(path: &Path, flag: &str) -> Result<PathBuf> {
    let absolute = canonical(path, flag, "file")?;
    if !absolute.is_file() {
        bail!("{flag} {} is not a file", path.display());
    }
    Ok(absolute)
}

fn existing_dir(path: &Path, flag: &str) -> Result<PathBuf> {
    let absolute = canonical(path, flag, "directory")?;
    if !absolute.is_dir() {
        bail!("{flag} {} is not a directory", path.display());
    }
    Ok(absolute)
}

/// The absolute path, or a message naming the flag (`what` is "file" or "directory").
fn canonical(path: &Path, flag: &str, what: &str) -> Result<PathBuf> {
    path.canonicalize().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => anyhow!("{flag} {}: no such {what}", path.display()),
        _ => anyhow!("{flag} {}: {e}", path.display()),
    })
}

/// `NAME=VALUE`, or `NAME` to pass the grader's own value.
fn environment_entry(entry: &str) -> Result<(String, String)> {
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
