//! [`RunRecord`]: everything one run produced and used.

use std::time::{Duration, SystemTime};

/// How the process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExitKind {
    /// It exited with this status.
    Code(i32),
    /// It was killed by this signal.
    Signal(i32),
}

/// The limit that ended a run (the watchdog then killed the process group).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitHit {
    /// CPU time.
    Cpu,
    /// Wall-clock time.
    Wall,
    /// Peak memory.
    Memory,
    /// Output size.
    Output,
    /// What it left on disk (`--disk`: bytes, or files).
    Disk,
    /// The grader itself was interrupted (SIGINT or SIGTERM).
    Interrupted,
}

/// Captured bytes of one stream, kept up to a cap.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Capture {
    /// The bytes kept (the first `cap` bytes).
    pub bytes: Vec<u8>,
    /// All bytes seen, kept or not.
    pub total: u64,
}

impl Capture {
    /// Whether bytes were dropped.
    #[must_use]
    pub fn truncated(&self) -> bool {
        self.total > self.bytes.len() as u64
    }

    /// The kept bytes as text (invalid UTF-8 replaced).
    #[must_use]
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

/// The result of one run.
#[derive(Debug, Clone)]
pub struct RunRecord {
    /// Exit status or signal.
    pub exit: ExitKind,
    /// The limit the watchdog enforced, if any.
    pub limit: Option<LimitHit>,
    /// CPU time (user + system) of the process and its descendants.
    pub cpu: Duration,
    /// Wall-clock time from start to exit.
    pub wall: Duration,
    /// Peak resident memory of the process tree, in bytes.
    pub max_rss_bytes: u64,
    /// Standard output.
    pub stdout: Capture,
    /// Standard error.
    pub stderr: Capture,
    /// The trace written through the trace pipe, when the trace protocol was on.
    pub trace: Option<Capture>,
    /// When the run started (wall clock).
    pub started: SystemTime,
    /// Whether a fork failed at the process limit.
    pub process_limit_hit: bool,
}
