//! The exit statuses of `slider`, in one place.
//!
//! | status | meaning |
//! |---|---|
//! | 0 | success: every command completed; for `check`, every puzzle passed |
//! | 1 | `check` finished, and at least one puzzle did not pass (or the submission did not compile) |
//! | 2 | usage or input error: a bad flag, a missing or malformed puzzle file, a solver that cannot start |
//! | 130 | interrupted (SIGINT or SIGTERM); the results finished so far were still reported |

/// Everything passed.
pub const SUCCESS: i32 = 0;
/// Grading found failures.
pub const FAILURES: i32 = 1;
/// A usage or input error (clap uses the same status for bad flags).
pub const USAGE: i32 = 2;
/// Stopped by SIGINT or SIGTERM (128 + SIGINT, the shell convention).
pub const INTERRUPTED: i32 = 130;
