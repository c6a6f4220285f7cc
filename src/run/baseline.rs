//! [`bare_spawn`]: the cheapest way to run a program (spawn, wait, nothing else), the baseline against
//! which `slider bench grader` measures what [`execute`](super::execute) adds.

use std::io;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs `program` with `args`, output discarded, and returns the wall time from spawn to exit.
///
/// # Errors
/// When it cannot be started.
pub fn bare_spawn(program: &Path, args: &[&str]) -> io::Result<Duration> {
    let started = Instant::now();
    Command::new(program).args(args).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null()).status()?;
    Ok(started.elapsed())
}
