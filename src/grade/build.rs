//! [`prepare`]: the submission directory, made ready to run: as it is, or copied and built with
//! `--build`.
//!
//! The submission itself is never written to: a build runs in a copy (in a temporary directory), and
//! the solver then runs from that copy. A failed build is a compile-error for every puzzle.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use walkdir::WalkDir;

use crate::config::{SolverCommand, needs_algs4};
use crate::escape;
use crate::formatting::format_bytes;
use crate::grade::environment::environment;
use crate::grade::settings::RunSettings;
use crate::grade::verdict::{BuildEnding, BuildFailure};
use crate::run::{self, ExitKind, Invocation, Limits, RunRecord, Scratch};

/// The most a submission may hold to be copied for a build.
const COPY_LIMIT: u64 = 256 << 20;

/// Where the solver runs from, or why it could not be built.
pub enum Prepared {
    /// The submission as it is.
    AsIs,
    /// A built copy.
    Built(Scratch),
    /// The build failed.
    Failed(BuildFailure),
}

/// Copies the submission in `dir` and runs `build` in the copy, when there is a build command.
///
/// # Errors
/// Only setup problems (the copy cannot be made); a failing build is [`Prepared::Failed`].
pub fn prepare(settings: &RunSettings, build: Option<&str>, dir: &Path, interrupted: &AtomicBool) -> Result<Prepared> {
    let Some(build) = build else { return Ok(Prepared::AsIs) };
    let copy = copy_of(settings, dir, COPY_LIMIT)?;
    // A build that names algs4.jar gets the user's, beside the sources as it expects.
    if let Some(jar) = &settings.algs4
        && needs_algs4(build, copy.path())
    {
        fs::copy(jar, copy.path().join("algs4.jar")).context("cannot copy algs4.jar for the build")?;
    }
    let record = run_in(settings, &SolverCommand::shell(build), copy.path(), interrupted)?;
    if record.exit == ExitKind::Code(0) && record.limit.is_none() {
        return Ok(Prepared::Built(copy));
    }
    let output = format!("{}{}", record.stderr.text(), record.stdout.text());
    let first_line = output.lines().find(|l| !l.trim().is_empty()).map(|l| escape::cut(l, 200));
    Ok(Prepared::Failed(BuildFailure::Failed { command: build.to_string(), ending: ending(&record), first_line }))
}

/// How a failed build ended.
pub(crate) fn ending(record: &RunRecord) -> BuildEnding {
    match record.limit {
        Some(limit) => BuildEnding::Limit(limit),
        None => BuildEnding::Exited(record.exit),
    }
}

/// A scratch copy of `from` (at most `max_bytes`), removed when dropped.
///
/// # Errors
/// When the copy cannot be made.
pub(crate) fn copy_of(settings: &RunSettings, from: &Path, max_bytes: u64) -> Result<Scratch> {
    let copy =
        Scratch::new(settings.surroundings.scratch.as_deref()).context("cannot create a directory for the build")?;
    copy_tree(from, copy.path(), max_bytes).with_context(|| format!("cannot copy {} for the build", from.display()))?;
    Ok(copy)
}

/// Runs a build `command` in the copy `dir`, contained like a solver but with the generous limits a
/// compiler needs; it may write only the copy.
///
/// # Errors
/// When the command cannot be started.
pub fn run_in(
    settings: &RunSettings,
    command: &SolverCommand,
    dir: &Path,
    interrupted: &AtomicBool,
) -> Result<RunRecord> {
    let invocation = Invocation {
        program: command.program().to_path_buf(),
        args: command.args_for(None),
        env: environment(dir, None, &settings.surroundings.env),
        dir: dir.to_path_buf(),
        access: settings.access_writing(command, dir),
        network: settings.surroundings.network,
        trace: None,
        user: settings.surroundings.run_as,
    };
    let limits = Limits {
        cpu: Duration::from_secs(120).max(settings.limits.cpu),
        wall: Duration::from_secs(300).max(settings.limits.wall),
        memory_bytes: (4u64 << 30).max(settings.limits.memory_bytes),
        ..settings.limits
    };
    run::execute(&invocation, &limits, interrupted).context("cannot run the build command")
}

/// Copies the regular files and directories of `from` into `to`, skipping symbolic links; at most
/// `max_bytes` in all.
fn copy_tree(from: &Path, to: &Path, max_bytes: u64) -> Result<()> {
    let mut copied = 0u64;
    for entry in WalkDir::new(from).min_depth(1) {
        let entry = entry?;
        let relative: PathBuf = entry.path().strip_prefix(from)?.to_path_buf();
        let target = to.join(&relative);
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target)?;
        } else if entry.file_type().is_file() {
            copied += entry.metadata().map_err(io::Error::from)?.len();
            if copied > max_bytes {
                bail!("the submission holds more than {}", format_bytes(max_bytes));
            }
            fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}
