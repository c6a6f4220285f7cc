//! [`Invocation`]: what to run and what it may touch, and [`Limits`]: how much it may use.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use crate::run::credentials::RunAs;
use crate::run::landlock::Access;

/// A program to run: no shell is involved.
#[derive(Debug, Clone)]
pub struct Invocation {
    /// The program (an absolute path, or a name looked up in `PATH`).
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<OsString>,
    /// The whole environment it gets (nothing else is inherited).
    pub env: Vec<(OsString, OsString)>,
    /// Its working directory.
    pub dir: PathBuf,
    /// A named pipe to create and read as the program's trace file, if the trace protocol is on.
    pub trace: Option<PathBuf>,
    /// What it may read and write beyond the system (enforced where Landlock is available).
    pub access: Access,
    /// Whether it may use the network (otherwise it gets a network namespace of its own, with none).
    pub network: bool,
    /// Whose user and group it runs as.
    pub user: RunAs,
}

/// Resource limits for one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// CPU time (user + system) of the process tree: the time-limit verdict.
    pub cpu: Duration,
    /// Wall-clock time: a backstop for programs that sleep or wait.
    pub wall: Duration,
    /// Peak resident memory of the process tree, in bytes.
    pub memory_bytes: u64,
    /// Bytes of standard output (and, separately, of standard error).
    pub output_bytes: u64,
    /// The largest file the program may write (RLIMIT_FSIZE).
    pub file_bytes: u64,
    /// Bytes of trace kept; a longer trace is read to its end but truncated.
    pub trace_bytes: u64,
    /// Processes and threads at once (where a cgroup or a user namespace can count them).
    pub processes: u64,
    /// Bytes (and, one a 4 KiB, files) the run may leave in what it writes: its private `/tmp` and
    /// scratch directory in a view, and the folders it is given to write.
    pub disk_bytes: u64,
}
