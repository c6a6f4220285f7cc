//! [`Access`]: which files a solver may read and which it may write, and [`ruleset`], the Landlock
//! ruleset that enforces it (built here, in the grader; the solver's process only has to apply it).
//!
//! Everything a program needs from the system is readable: libraries, the JDK, `/etc`, `/proc` and
//! `/sys` (a JVM reads both to size itself), devices. Beyond that only what the run names: the puzzle
//! file, the submission (or its build copy), and the scratch directory, the one place it may write.
//! The manifest of answers, other submissions and the user's home directory are out of reach.
//!
//! Inside a private [`View`](crate::run::view) the same ruleset is a second layer: its rules hold for
//! the host's files the view shares (a bind mount is the same inode), and [`ViewRules`] adds, in the
//! child once the view is built, the view's own new directories (its `/proc`, `/etc`, `/tmp` and the
//! scratch directory in it).

use std::ffi::CString;
use std::io;
use std::os::fd::{OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use landlock::{
    ABI, Access as _, AccessFs, BitFlags, CompatLevel, Compatible, PathBeneath, PathFd, Ruleset, RulesetAttr,
    RulesetCreated, RulesetCreatedAttr, Scope,
};

/// The system's directories: readable (and executable) by every solver.
const SYSTEM: [&str; 12] =
    ["/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin", "/etc", "/opt", "/proc", "/sys", "/dev"];

/// Devices a program may write to (no terminal: a run has none).
const DEVICES: [&str; 3] = ["/dev/null", "/dev/zero", "/dev/full"];

/// Devices a program may read, named one by one: in a private view `/dev` is a new folder, which the
/// rule for the system's `/dev` does not reach. Without them a JVM's `SecureRandom` (a temporary
/// file's name, `UUID.randomUUID()`) falls back to seeding itself from thread timings, seconds of CPU.
const RANDOM: [&str; 2] = ["/dev/random", "/dev/urandom"];

/// What one run may touch beyond the system.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Access {
    /// Files and directories it may read (and execute).
    pub read: Vec<PathBuf>,
    /// Directories it may read, write, create in and remove from, as they are (a build's copy, the
    /// assessment's work folder).
    pub write: Vec<PathBuf>,
    /// The run's own empty scratch directory, writable: in a private view, a fresh tmpfs of `--disk`
    /// bytes is there instead, and what the run leaves in it goes with the run.
    pub scratch: Option<PathBuf>,
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
    for device in RANDOM {
        ruleset = with_rule(ruleset, Path::new(device), read)?;
    }
    for path in access.write.iter().chain(&access.scratch) {
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

/// The rules a private view adds for its own directories, prepared in the grader and added in the
/// child (with the rights the kernel handles: [`ruleset`] handled them best effort).
#[derive(Debug, Clone, Default)]
pub(crate) struct ViewRules {
    rules: Vec<(CString, u64)>,
}

/// `struct landlock_path_beneath_attr`.
#[repr(C, packed)]
struct PathBeneathAttr {
    allowed_access: u64,
    parent_fd: i32,
}

impl ViewRules {
    /// Reading `/proc` and `/etc`, everything in `/tmp` and in `scratch` (its path in the view), for a
    /// kernel of Landlock ABI `abi`.
    pub(crate) fn new(abi: u32, scratch: Option<&Path>) -> io::Result<ViewRules> {
        let abi = ABI::from(i32::try_from(abi).unwrap_or(i32::MAX));
        let (read, all) = (AccessFs::from_read(abi).bits(), AccessFs::from_all(abi).bits());
        let mut rules = vec![(c"/proc".to_owned(), read), (c"/etc".to_owned(), read), (c"/tmp".to_owned(), all)];
        if let Some(scratch) = scratch {
            rules.push((CString::new(scratch.as_os_str().as_bytes()).map_err(io::Error::other)?, all));
        }
        Ok(ViewRules { rules })
    }

    /// Adds the rules to `ruleset`.
    ///
    /// # Safety
    /// Between fork and exec, in the view: `open`, `landlock_add_rule` and `close` on prepared data.
    pub(crate) unsafe fn add(&self, ruleset: RawFd) -> io::Result<()> {
        const LANDLOCK_RULE_PATH_BENEATH: libc::c_int = 1;
        for (path, allowed_access) in &self.rules {
            // SAFETY: open of a NUL-terminated path; the descriptor is closed below.
            let fd = unsafe { libc::open(path.as_ptr(), libc::O_PATH | libc::O_CLOEXEC) };
            if fd < 0 {
                return Err(io::Error::last_os_error());
            }
            let attr = PathBeneathAttr { allowed_access: *allowed_access, parent_fd: fd };
            // SAFETY: landlock_add_rule reads the attribute it is given; close takes our descriptor.
            let added = unsafe {
                let added =
                    libc::syscall(libc::SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &raw const attr, 0);
                libc::close(fd);
                added
            };
            if added != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        Ok(())
    }
}
