//! The exit statuses of `slider`, in one place, and [`for_error`], which maps a failed command's error
//! to its status.
//!
//! | status | meaning |
//! |---|---|
//! | 0 | success: every command completed; for `check`, every puzzle passed |
//! | 1 | `check` finished, and at least one puzzle did not pass (or the submission did not compile) |
//! | 2 | usage or input error: a bad flag, a missing or malformed puzzle file, a solver that cannot start |
//! | 3 | a report or an output file could not be written (a full disk, a read-only folder); for `check`, the grading itself finished |
//! | 4 | `merge` wrote the reports, but some of the class have no record in its inputs (a shard missing or unfinished); `--allow-partial` makes this 0 |
//! | 130 | interrupted (SIGINT or SIGTERM); the results finished so far were still reported |
//!
//! A closed standard output (`slider ... | head`) is the reader's choice, not an error: `check` still
//! exits with its grading status (1 when a puzzle failed), the other commands with 0.

use std::fmt::{self, Display, Formatter};
use std::io;

/// Everything passed.
pub const SUCCESS: i32 = 0;
/// Grading found failures.
pub const FAILURES: i32 = 1;
/// A usage or input error (clap uses the same status for bad flags).
pub const USAGE: i32 = 2;
/// A report or output file could not be written.
pub const WRITE_FAILED: i32 = 3;
/// A merge of shards that leave some of the class ungraded (the reports are written all the same).
pub const INCOMPLETE: i32 = 4;
/// Stopped by SIGINT or SIGTERM (128 + SIGINT, the shell convention).
pub const INTERRUPTED: i32 = 130;

/// Output that could not be written: what, and why.
#[derive(Debug)]
pub struct WriteError {
    target: String,
    source: io::Error,
}

impl WriteError {
    /// `source` happened while writing `target` (a path, or "standard output").
    pub fn new(target: impl Into<String>, source: io::Error) -> WriteError {
        WriteError { target: target.into(), source }
    }

    /// Whether the reader closed the pipe.
    #[must_use]
    pub fn is_broken_pipe(&self) -> bool {
        self.source.kind() == io::ErrorKind::BrokenPipe
    }
}

impl Display for WriteError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "cannot write {}: {}", self.target, self.source)
    }
}

/// The message already holds the cause, so the cause is not also its `source()` (an error chain
/// would print it twice).
impl std::error::Error for WriteError {}

/// The status of a command that failed with `error`.
#[must_use]
pub fn for_error(error: &anyhow::Error) -> i32 {
    let broken_pipe = |e: &(dyn std::error::Error + 'static)| {
        e.downcast_ref::<io::Error>().is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
            || e.downcast_ref::<WriteError>().is_some_and(WriteError::is_broken_pipe)
    };
    if error.chain().any(broken_pipe) {
        SUCCESS
    } else if error.chain().any(|e| e.is::<WriteError>()) {
        WRITE_FAILED
    } else {
        USAGE
    }
}
