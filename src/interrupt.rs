//! SIGINT and SIGTERM: the first sets a flag that stops grading (running solvers are killed, finished
//! results are still reported); a second SIGINT ends the process at once with status 130.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};
use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::flag;

use crate::exit_code;

/// Installs the handlers and returns the flag they set.
///
/// # Errors
/// When a handler cannot be installed.
pub fn install() -> Result<Arc<AtomicBool>> {
    let interrupted = Arc::new(AtomicBool::new(false));
    for signal in [SIGINT, SIGTERM] {
        // Registered first, so it sees the flag as it was before this signal: it exits only when the
        // flag was already set by an earlier signal.
        flag::register_conditional_shutdown(signal, exit_code::INTERRUPTED, Arc::clone(&interrupted))
            .context("cannot install the interrupt handler")?;
        flag::register(signal, Arc::clone(&interrupted)).context("cannot install the interrupt handler")?;
    }
    Ok(interrupted)
}
