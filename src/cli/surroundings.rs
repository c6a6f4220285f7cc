//! The flags that shape what a solver runs in, shared by `check` and `grade`: extra environment
//! variables, where scratch folders go, how much it may leave there, the network, paths it may read
//! besides its own, and the user it runs as.

use std::path::PathBuf;

use anyhow::{Result, bail};

use crate::config::{environment_entry, existing_dir, existing_path};
use crate::grade::Surroundings;
use crate::run::RunAs;

/// The solver's surroundings, as flags.
#[derive(Debug, clap::Args)]
pub struct SurroundingsArgs {
    /// Pass an environment variable to the solver (NAME=VALUE, or NAME for the current value); repeatable.
    #[arg(long, value_name = "NAME[=VALUE]")]
    pub env: Vec<String>,
    /// Where to create the per-run scratch directories [default: the system's temporary directory].
    #[arg(long, value_name = "DIR")]
    pub scratch: Option<PathBuf>,
    /// What a run may leave on disk: its private /tmp and scratch directory (a tmpfs of this size),
    /// and the folders a build writes to; a file for every 4 KiB of it.
    #[arg(allow_hyphen_values = true, long, value_name = "SIZE", default_value = "512MiB", value_parser = crate::config::parse_bytes)]
    pub disk: u64,
    /// Let solvers use the network (by default each runs in a network namespace with none).
    #[arg(long)]
    pub allow_network: bool,
    /// Let solvers read PATH too (by default: the puzzle, the submission, what the command names, the
    /// algs4 jar, the JDK and the system); repeatable.
    #[arg(long, value_name = "PATH")]
    pub allow_read: Vec<PathBuf>,
    /// The user (and group) solvers and builds run as, when slider runs as root [default: 65534:65534,
    /// nobody]; 0 keeps root, which is not contained.
    #[arg(long, value_name = "UID[:GID]", value_parser = RunAs::parse)]
    pub run_as: Option<RunAs>,
}

impl SurroundingsArgs {
    /// The checked values: variables that exist, folders and paths that exist (made absolute), and
    /// `--disk` in bytes (a limit of each run).
    ///
    /// # Errors
    /// A one-line message naming the flag.
    pub fn resolve(&self) -> Result<(Surroundings, u64)> {
        let env = self.env.iter().map(|e| environment_entry(e)).collect::<Result<Vec<_>>>()?;
        let scratch = self.scratch.as_deref().map(|p| existing_dir(p, "--scratch")).transpose()?;
        let allow_read = self.allow_read.iter().map(|p| existing_path(p, "--allow-read")).collect::<Result<_>>()?;
        if self.disk < 1 << 20 {
            bail!("--disk {} is less than 1MiB; a JVM alone leaves more in /tmp", self.disk);
        }
        let run_as = self.run_as.unwrap_or_else(RunAs::default_for_grader);
        Ok((Surroundings { env, scratch, network: self.allow_network, allow_read, run_as }, self.disk))
    }
}
