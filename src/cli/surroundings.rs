//! The flags that shape what a solver runs in, shared by `check` and `grade`: extra environment
//! variables, where scratch folders go, the network, and paths it may read besides its own.

use std::path::PathBuf;

use anyhow::Result;

use crate::config::{environment_entry, existing_dir, existing_path};

/// The solver's surroundings, as flags.
#[derive(Debug, clap::Args)]
pub struct SurroundingsArgs {
    /// Pass an environment variable to the solver (NAME=VALUE, or NAME for the current value); repeatable.
    #[arg(long, value_name = "NAME[=VALUE]")]
    pub env: Vec<String>,
    /// Where to create the per-run scratch directories [default: the system's temporary directory].
    #[arg(long, value_name = "DIR")]
    pub scratch: Option<PathBuf>,
    /// Let solvers use the network (by default each runs in a network namespace with none).
    #[arg(long)]
    pub allow_network: bool,
    /// Let solvers read PATH too (by default: the puzzle, the submission, what the command names, the
    /// algs4 jar, the JDK and the system); repeatable.
    #[arg(long, value_name = "PATH")]
    pub allow_read: Vec<PathBuf>,
}

/// The surroundings, checked: `(env, scratch, network, allow_read)`.
pub type Surroundings = (Vec<(String, String)>, Option<PathBuf>, bool, Vec<PathBuf>);

impl SurroundingsArgs {
    /// The checked values: variables that exist, folders and paths that exist (made absolute).
    ///
    /// # Errors
    /// A one-line message naming the flag.
    pub fn resolve(&self) -> Result<Surroundings> {
        let env = self.env.iter().map(|e| environment_entry(e)).collect::<Result<Vec<_>>>()?;
        let scratch = self.scratch.as_deref().map(|p| existing_dir(p, "--scratch")).transpose()?;
        let allow_read = self.allow_read.iter().map(|p| existing_path(p, "--allow-read")).collect::<Result<_>>()?;
        Ok((env, scratch, self.allow_network, allow_read))
    }
}
