//! [`Isolation`]: what this machine lets the grader do to contain a solver, probed once ([`probe`]):
//! namespaces (a user namespace, and in it new PID, network and IPC namespaces, so that every process
//! a solver starts stays under the grader's init and there is no network), Landlock (which files the
//! solver may read and write), and cgroups (exact CPU time of every process, a process limit, a kill of
//! the whole group). Each part that is missing leaves its fallback in force, and the reports say so.

use std::sync::OnceLock;

use crate::run::cgroup::{self, CgroupFs};

/// What the kernel offers, as probed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Isolation {
    /// New user, PID, network and IPC namespaces can be made (unprivileged, through the user namespace).
    pub namespaces: bool,
    /// The Landlock ABI version, when Landlock is enabled.
    pub landlock: Option<u32>,
    /// A cgroup hierarchy the grader may make groups in.
    pub cgroup: Option<CgroupFs>,
}

/// The environment variable that turns parts of the isolation off, for tests of the fallbacks and for
/// comparisons: a comma-separated list of `namespaces`, `landlock` and `cgroup`. Not for grading.
pub const WITHOUT: &str = "SLIDER_ISOLATION_WITHOUT";

/// The isolation of this machine, probed on first use (less what [`WITHOUT`] turns off).
pub fn probe() -> &'static Isolation {
    static PROBED: OnceLock<Isolation> = OnceLock::new();
    PROBED.get_or_init(|| {
        let without = std::env::var(WITHOUT).unwrap_or_default();
        let off = |part: &str| without.split(',').any(|w| w.trim() == part);
        Isolation {
            namespaces: !off("namespaces") && namespaces(),
            landlock: landlock_abi().filter(|_| !off("landlock")),
            cgroup: cgroup::usable().filter(|_| !off("cgroup")),
        }
    })
}

/// Whether a child can enter new user, PID, network and IPC namespaces.
fn namespaces() -> bool {
    let mut command = std::process::Command::new("/bin/true");
    // SAFETY: the closure makes one system call between fork and exec.
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(&mut command, || {
            let flags = libc::CLONE_NEWUSER | libc::CLONE_NEWPID | libc::CLONE_NEWNET | libc::CLONE_NEWIPC;
            if libc::unshare(flags) == 0 { Ok(()) } else { Err(std::io::Error::last_os_error()) }
        });
    }
    command.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::null());
    command.status().is_ok_and(|s| s.success())
}

/// The Landlock ABI the kernel supports, if any.
fn landlock_abi() -> Option<u32> {
    const LANDLOCK_CREATE_RULESET_VERSION: libc::c_uint = 1;
    // SAFETY: with a null attribute, a zero size and the version flag, the call only returns a number.
    let abi = unsafe {
        libc::syscall(
            libc::SYS_landlock_create_ruleset,
            std::ptr::null::<u8>(),
            0usize,
            LANDLOCK_CREATE_RULESET_VERSION,
        )
    };
    u32::try_from(abi).ok().filter(|&v| v > 0)
}
