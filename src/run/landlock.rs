//! [`Access`]: which files a solver may read and which it may write, and [`ruleset`], the Landlock
//! ruleset that enforces it (built here, in the grader; the solver's process only has to apply it).
//!
//! Everything a program needs from the system is readable: libraries, the JDK, `/etc`, `/proc` and
//! `/sys` (a JVM reads both to size itself), devices. Beyond that only what the run names: the puzzle
//! file, the submission (or its build copy), and the scratch directory, the one place it may write.
//! The manifest of answers, other submissions and the user's home directory are out of reach.

use std::io;
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};

use landlock::{
    ABI, Access as _, AccessFs, BitFlags, CompatLevel, Compatible, PathBeneath, PathFd, Ruleset, RulesetAttr,
    RulesetCreated, RulesetCreatedAttr, Scope,
};

/// The system's directories: readable (and executable) by every solver.
const SYSTEM: [&str; 12] =
    ["/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin", "/etc", "/opt", "/proc", "/sys", "/dev"];

/// Devices a program may write to.
const DEVICES: [&str; 4] = ["/dev/null", "/dev/zero", "/dev/full", "/dev/tty"];

/// What one run may touch beyond the system.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Access {
    /// Files and directories it may read (and execute).
    pub read: Vec<PathBuf>,
    /// Directories it may read, write, create in and remove from.
    pub write: Vec<PathBuf>,
}

/// The newest ABI this grader knows; older kernels get what they support (best effort).
const ABI_HANDLED: ABI = ABI::V7;

/// A Landlock ruleset allowing the system, `access`, and nothing else; also scoped so that the solver
/// cannot signal processes outside its own domain or reach abstract sockets outside it.
///
/// # Errors
/// When the ruleset cannot be made (not when a listed path is missing: that one is skipped).
pub(crate) fn ruleset(access: &Access) -> io::Result<OwnedFd> {
    let read = AccessFs::from_read(ABI_HANDLED);
    let all = AccessFs::from_all(ABI_HANDLED);
    let mut ruleset = Ruleset::default()
        .set_compatibility(CompatLevel::BestEffort)
        .handle_access(all)
        .map_err(io::Error::other)?
        .scope(Scope::Signal | Scope::AbstractUnixSocket)
        .map_err(io::Error::other)?
        .create()
        .map_err(io::Error::other)?;
    let system = SYSTEM.iter().map(PathBuf::from);
    for path in system.chain(access.read.iter().cloned()) {
        ruleset = with_rule(ruleset, &path, read)?;
    }
    for device in DEVICES {
        ruleset = with_rule(ruleset, Path::new(device), read | AccessFs::WriteFile)?;
    }
    for path in &access.write {
        ruleset = with_rule(ruleset, path, all)?;
    }
    Option::<OwnedFd>::from(ruleset).ok_or_else(|| io::Error::other("Landlock is not enabled"))
}

/// The ruleset with `access` allowed beneath `path`, if the path exists (a file gets only the rights
/// that apply to files).
fn with_rule(ruleset: RulesetCreated, path: &Path, access: BitFlags<AccessFs>) -> io::Result<RulesetCreated> {
    let Ok(fd) = PathFd::new(path) else { return Ok(ruleset) };
    let access = if path.is_dir() { access } else { access & AccessFs::from_file(ABI_HANDLED) };
    ruleset.add_rule(PathBeneath::new(fd, access)).map_err(io::Error::other)
}
