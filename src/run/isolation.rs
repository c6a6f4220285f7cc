//! [`Isolation`]: what this machine lets the grader do to contain a solver, probed once ([`probe`]):
//! namespaces (new PID, network, IPC and mount namespaces, through a user namespace unless the grader
//! is root, so that every process a solver starts stays under the grader's init and there is no
//! network), a private view of the filesystem in them (mounts), Landlock (which files the solver may
//! read and write), seccomp (the system calls it may not make), and cgroups (exact CPU time of every
//! process, a process limit, a kill of the whole group). Each part that is missing leaves its fallback
//! in force, and the reports say so. Each part is probed by running `/bin/true` under it.

use std::sync::OnceLock;
use std::time::Duration;

use crate::run::cgroup::{self, CgroupFs};
use crate::run::confinement::Confinement;
use crate::run::credentials::RunAs;
use crate::run::invocation::{Invocation, Limits};
use crate::run::landlock::Access;
use crate::run::unix;

/// What the kernel offers, as probed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Isolation {
    /// New PID, network, IPC and mount namespaces can be made (unprivileged, through a user
    /// namespace, when the grader is not root).
    pub namespaces: bool,
    /// A private view of the filesystem can be built in them (tmpfs, bind mounts, a new `/proc`).
    pub mounts: bool,
    /// The Landlock ABI version, when Landlock is enabled.
    pub landlock: Option<u32>,
    /// A seccomp filter can be installed (an architecture `seccompiler` knows, a kernel with seccomp).
    pub seccomp: bool,
    /// A cgroup hierarchy the grader may make groups in.
    pub cgroup: Option<CgroupFs>,
}

/// The environment variable that turns parts of the isolation off, for tests of the fallbacks and for
/// comparisons: a comma-separated list of `namespaces`, `mounts`, `landlock`, `seccomp`, `cgroup` and
/// `run-as` (a root grader then runs solvers as root). Not for grading.
pub const WITHOUT: &str = "SLIDER_ISOLATION_WITHOUT";

/// Whether [`WITHOUT`] turns `part` off.
#[must_use]
pub fn turned_off(part: &str) -> bool {
    std::env::var(WITHOUT).unwrap_or_default().split(',').any(|w| w.trim() == part)
}

/// The isolation of this machine, probed on first use (less what [`WITHOUT`] turns off).
pub fn probe() -> &'static Isolation {
    static PROBED: OnceLock<Isolation> = OnceLock::new();
    PROBED.get_or_init(|| {
        let none = Isolation { namespaces: false, mounts: false, landlock: None, seccomp: false, cgroup: None };
        let namespaces = !turned_off("namespaces") && works(&Isolation { namespaces: true, ..none.clone() });
        let mounts =
            namespaces && !turned_off("mounts") && works(&Isolation { namespaces, mounts: true, ..none.clone() });
        let seccomp = !turned_off("seccomp") && works(&Isolation { seccomp: true, ..none.clone() });
        Isolation {
            namespaces,
            mounts,
            landlock: landlock_abi().filter(|_| !turned_off("landlock")),
            seccomp,
            cgroup: cgroup::usable().filter(|_| !turned_off("cgroup")),
        }
    })
}

/// Whether `/bin/true` runs and succeeds contained by `candidate`.
fn works(candidate: &Isolation) -> bool {
    let invocation = Invocation {
        program: "/bin/true".into(),
        args: Vec::new(),
        env: Vec::new(),
        dir: "/".into(),
        trace: None,
        access: Access::default(),
        network: false,
        user: RunAs::Grader,
    };
    let limits = Limits {
        cpu: Duration::from_secs(5),
        wall: Duration::from_secs(5),
        memory_bytes: 1 << 30,
        output_bytes: 1 << 16,
        file_bytes: 1 << 16,
        trace_bytes: 0,
        processes: 64,
        disk_bytes: 1 << 20,
    };
    let Ok(mut confinement) = Confinement::prepare(candidate, &invocation, &limits) else { return false };
    let spawned = unix::spawn(&invocation, confinement.sandbox());
    confinement.spawned();
    let Ok(mut child) = spawned else { return false };
    let exited = child.wait().is_ok_and(|s| s.success());
    match confinement.status() {
        Some(status) => exited && status.wait_status == 0,
        None => exited && !confinement.namespaced(),
    }
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
