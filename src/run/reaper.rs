//! Orphans: descendants of a solver that outlive it.
//!
//! The grader makes itself a child subreaper, so any process orphaned below it is re-parented to the
//! grader instead of init. After each run, every child of the grader that is not a solver still being
//! run is such an orphan, and is killed and reaped. Spawning and sweeping share one lock, so a sweep
//! never mistakes a solver that another worker has just started for an orphan.

use std::collections::BTreeSet;
use std::io;
use std::process::Child;
use std::sync::Mutex;

use crate::run::proctree::children_of_self;
use crate::run::unix;

/// The solvers being run right now, by process id.
static RUNNING: Mutex<BTreeSet<i32>> = Mutex::new(BTreeSet::new());

/// Makes this process the reaper of its orphaned descendants (`PR_SET_CHILD_SUBREAPER`).
///
/// # Errors
/// The system call's error.
pub fn become_subreaper() -> io::Result<()> {
    // SAFETY: prctl with PR_SET_CHILD_SUBREAPER only sets a flag on this process.
    if unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) } == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

/// Spawns with `start` and records the child as running.
pub(crate) fn spawn_registered(start: impl FnOnce() -> io::Result<Child>) -> io::Result<Child> {
    let mut running = RUNNING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let child = start()?;
    // Cannot fail on Linux: process ids fit an i32.
    running.insert(i32::try_from(child.id()).expect("a process id fits an i32"));
    Ok(child)
}

/// Forgets a reaped solver, then kills and reaps every orphan, repeating while killing one
/// re-parents its own children to us.
pub(crate) fn finish_and_sweep(pid: i32) {
    let mut running = RUNNING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    running.remove(&pid);
    for _ in 0..16 {
        let orphans: Vec<i32> = children_of_self().into_iter().filter(|p| !running.contains(p)).collect();
        if orphans.is_empty() {
            return;
        }
        for &orphan in &orphans {
            unix::kill(orphan, libc::SIGKILL);
        }
        for orphan in orphans {
            // SAFETY: waitpid on our own child, which has just been killed.
            unsafe {
                libc::waitpid(orphan, std::ptr::null_mut(), 0);
            }
        }
    }
}
