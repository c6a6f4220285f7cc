//! [`RunSettings`]: what one contained run gets, whoever asks for it: the limits, its surroundings
//! (environment, scratch parent, network, paths to read, the user), the algs4 jar, how its output is
//! judged and when it is traced. A student's solver, a build, the assessment's JVM and `trace-diff`'s
//! traced run all take these and nothing else of their command's configuration; each command's config
//! holds one, built from its flags or its profile.

use std::path::{Path, PathBuf};

use anyhow::Result;
use npuzzle::Heuristic;

use crate::config::{SolverCommand, SolverSpec};
use crate::grade::judge::JudgeOptions;
use crate::run::{Access, Limits, RunAs};
use crate::search::heuristic_name;

/// What a run of a program slider contains gets.
#[derive(Debug, Clone)]
pub struct RunSettings {
    /// The limits of each run.
    pub limits: Limits,
    /// What it runs in besides its limits.
    pub surroundings: Surroundings,
    /// The algs4 jar, if given: on a `java` command's class path, beside a build that names it.
    pub algs4: Option<PathBuf>,
    /// How a solver's output is judged.
    pub judge: JudgeOptions,
    /// When a solver is asked for a trace.
    pub trace: TraceMode,
}

/// What a run is given besides its limits (`--env`, `--scratch`, `--allow-network`, `--allow-read`,
/// `--run-as`; `--disk` is among the limits).
#[derive(Debug, Clone)]
pub struct Surroundings {
    /// Extra environment variables.
    pub env: Vec<(String, String)>,
    /// Where scratch directories are made (the system's temporary folder when `None`).
    pub scratch: Option<PathBuf>,
    /// Whether it may use the network.
    pub network: bool,
    /// What it may read besides its own files, made absolute.
    pub allow_read: Vec<PathBuf>,
    /// The user it runs as (the grader's, unless it is root).
    pub run_as: RunAs,
}

impl Default for Surroundings {
    /// Nothing added: no variables, no network, nothing more to read, the default user.
    fn default() -> Surroundings {
        Surroundings {
            env: Vec::new(),
            scratch: None,
            network: false,
            allow_read: Vec::new(),
            run_as: RunAs::default_for_grader(),
        }
    }
}

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

impl RunSettings {
    /// The settings of a program slider runs for itself (the assessment's JVM, a traced solver):
    /// `limits`, nothing added around it, judged as `check` judges by default, never traced.
    #[must_use]
    pub fn contained(limits: Limits) -> RunSettings {
        let judge = JudgeOptions { strict: false, heuristic: Heuristic::Manhattan };
        RunSettings { limits, surroundings: Surroundings::default(), algs4: None, judge, trace: TraceMode::Never }
    }

    /// `command` resolved against `dir` (the submission or its build): relative paths made absolute,
    /// and a `java` command given algs4.jar and a heap from the memory limit.
    ///
    /// # Errors
    /// When the command is malformed or its program cannot be found.
    pub fn command(&self, command: &str, dir: &Path) -> Result<SolverCommand> {
        SolverCommand::parse(command, dir, self.algs4.as_deref(), self.limits.memory_bytes)
    }

    /// The solver `spec` names, resolved against `dir`: the built-in reference (with this run's
    /// heuristic), or [`RunSettings::command`].
    ///
    /// # Errors
    /// When the command is malformed or its program cannot be found.
    pub fn solver(&self, spec: &SolverSpec, dir: &Path) -> Result<SolverCommand> {
        match spec {
            SolverSpec::Reference(cache) => SolverCommand::reference(heuristic_name(self.judge.heuristic), &cache.dir),
            SolverSpec::Command(command) => self.command(command, dir),
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
        read.extend(self.surroundings.allow_read.iter().cloned());
        Access { read, write: Vec::new(), scratch: Some(scratch.to_path_buf()) }
    }

    /// What a program that works in `dir` as it is (a build in its copy, the assessment's JVM in its
    /// work folder) may touch: what [`RunSettings::access`] reads, and write `dir`.
    #[must_use]
    pub fn access_writing(&self, command: &SolverCommand, dir: &Path) -> Access {
        let read = self.access(command, dir, None, dir).read;
        Access { read, write: vec![dir.to_path_buf()], scratch: None }
    }

    /// The user a run of `command` gets: the built-in reference, the project's own program, runs as
    /// the grader (it reads the pattern databases in the grader's cache); anything else as `run_as`.
    #[must_use]
    pub fn user(&self, command: &SolverCommand) -> RunAs {
        if command.is_reference() { RunAs::Grader } else { self.surroundings.run_as }
    }
}

#[cfg(test)]
mod tests {
    use super::TraceMode;

    #[test]
    fn auto_traces_boards_up_to_three_by_three() {
        assert!(TraceMode::Auto.wants(2) && TraceMode::Auto.wants(3) && !TraceMode::Auto.wants(4));
        assert!(TraceMode::Always.wants(10) && !TraceMode::Never.wants(2));
    }
}
