//! [`Surroundings`]: what a student's program runs in, checked, shared by `check` and `grade`: extra
//! environment variables, where scratch directories go, how much it may leave on disk, the network,
//! the paths it may read besides its own, and the user it runs as.

use std::path::PathBuf;

use crate::run::RunAs;

/// The surroundings of every run of a command.
#[derive(Debug, Clone)]
pub struct Surroundings {
    /// Extra environment variables.
    pub env: Vec<(String, String)>,
    /// Where scratch directories are made.
    pub scratch: Option<PathBuf>,
    /// `--disk`, bytes.
    pub disk_bytes: u64,
    /// `--allow-network`.
    pub network: bool,
    /// `--allow-read`, made absolute.
    pub allow_read: Vec<PathBuf>,
    /// Whose runs are.
    pub run_as: RunAs,
}

/// The default of `--disk`: 512 MiB.
pub const DISK_BYTES: u64 = 512 << 20;
