//! [`Confinement`]: what contains one run, prepared from the machine's [`Isolation`] before the spawn:
//! the run's cgroup, its namespaces and private [`View`], its user, the Landlock ruleset for its
//! [`Access`], the seccomp filter, the status pipe of the namespace's init, and the [`Sandbox`] that
//! applies them between fork and exec. Afterwards it adds what it measured: the init's [`Status`], the
//! cgroup's CPU time and whether the process limit was hit.

use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::time::Duration;

use crate::run::cgroup::RunCgroup;
use crate::run::credentials::grader_is_root;
use crate::run::invocation::{Invocation, Limits};
use crate::run::isolation::Isolation;
use crate::run::landlock::{self, ViewRules};
use crate::run::sandbox::{Namespaces, Rlimits, Sandbox};
use crate::run::status::{self, Status};
use crate::run::view::{Plan, View};

/// The containment of one run.
pub(crate) struct Confinement {
    cgroup: Option<RunCgroup>,
    landlock: Option<OwnedFd>,
    status: Option<(OwnedFd, Option<OwnedFd>)>,
    sandbox: Sandbox,
}

impl Confinement {
    /// Prepares what `isolation` allows for `invocation` under `limits`.
    ///
    /// # Errors
    /// When the status pipe cannot be made or the view cannot be planned (a part the machine does not
    /// offer is simply left out).
    pub(crate) fn prepare(isolation: &Isolation, invocation: &Invocation, limits: &Limits) -> io::Result<Confinement> {
        let cgroup = isolation.cgroup.as_ref().and_then(|fs| RunCgroup::create(fs, limits.processes).ok());
        let counted = cgroup.as_ref().is_some_and(RunCgroup::counts_processes);
        let rlimits = Rlimits {
            // The watchdog enforces the CPU limit with sub-second precision; the rlimit only stops a
            // program the watchdog somehow missed, two seconds later.
            cpu_seconds: limits.cpu.as_secs() + 2,
            file_bytes: limits.file_bytes,
            open_files: 1024,
            processes: (!counted).then_some(limits.processes),
        };
        let view = isolation.mounts.then(|| plan_view(invocation, limits)).transpose()?;
        let landlock = isolation.landlock.and_then(|_| landlock::ruleset(&invocation.access).ok());
        let view_rules = match (isolation.landlock, &view) {
            (Some(abi), Some(_)) => Some(ViewRules::new(abi, invocation.access.scratch.as_deref())?),
            _ => None,
        };
        let mut sandbox =
            Sandbox {
                rlimits,
                cgroup_procs: cgroup.as_ref().map(RunCgroup::procs_files).unwrap_or_default(),
                namespaces: None,
                user: invocation.user.ids(),
                own_user_namespace: invocation.user.ids().filter(|_| isolation.namespaces).map(|(uid, gid)| {
                    (format!("{uid} {uid} 1\n").into_bytes(), format!("{gid} {gid} 1\n").into_bytes())
                }),
                landlock: landlock.as_ref().map(|ruleset| (ruleset.as_raw_fd(), view_rules)),
                seccomp: isolation.seccomp.then(crate::run::seccomp::Filter::new).flatten(),
            };
        let status = if isolation.namespaces {
            let (read, write) = status::pipe()?;
            sandbox.namespaces = Some(namespaces(invocation, &write, view.map(|v| (v, limits.disk_bytes))));
            Some((read, Some(write)))
        } else {
            None
        };
        Ok(Confinement { cgroup, landlock, status, sandbox })
    }

    /// The sandbox to apply in the child.
    pub(crate) fn sandbox(&self) -> Sandbox {
        self.sandbox.clone()
    }

    /// Once the child is spawned: closes the grader's copies of what only the child needed.
    pub(crate) fn spawned(&mut self) {
        self.landlock = None;
        if let Some((_, write)) = &mut self.status {
            *write = None;
        }
    }

    /// Whether the child is the sandbox's first process, with the namespace's init below it.
    pub(crate) fn namespaced(&self) -> bool {
        self.status.is_some()
    }

    /// Whether the run has a private view (whose `/tmp` the init measures).
    pub(crate) fn viewed(&self) -> bool {
        self.sandbox.namespaces.as_ref().is_some_and(|n| n.view.is_some())
    }

    /// The `cgroup.procs` files of the run's cgroup, which list its processes.
    pub(crate) fn cgroup_procs(&self) -> Vec<std::path::PathBuf> {
        self.cgroup.as_ref().map(RunCgroup::procs_paths).unwrap_or_default()
    }

    /// Kills every process of the run's cgroup.
    pub(crate) fn kill_all(&self) {
        if let Some(cgroup) = &self.cgroup {
            cgroup.kill_all();
        }
    }

    /// The init's record of the solver's end, once the grader's child is reaped.
    pub(crate) fn status(&self) -> Option<Status> {
        self.status.as_ref().and_then(|(read, _)| status::read_status(read))
    }

    /// The CPU time of every process that was in the run's cgroup.
    pub(crate) fn cgroup_cpu(&self) -> Option<Duration> {
        self.cgroup.as_ref().and_then(RunCgroup::cpu)
    }

    /// Whether a fork failed at the process limit.
    pub(crate) fn process_limit_hit(&self) -> bool {
        self.cgroup.as_ref().is_some_and(RunCgroup::process_limit_hit)
    }
}

/// The view of `invocation`: its access, working directory, trace pipe, disk and user.
fn plan_view(invocation: &Invocation, limits: &Limits) -> io::Result<View> {
    View::plan(&Plan {
        access: &invocation.access,
        cwd: &invocation.dir,
        trace: invocation.trace.as_deref(),
        disk_bytes: limits.disk_bytes,
        user: invocation.user,
    })
}

/// New PID, IPC, mount and (unless the network is allowed) network namespaces, and a user namespace
/// mapping the grader's ids to themselves unless the grader is root (which needs none: it builds the
/// view as root, then becomes the run's user).
fn namespaces(invocation: &Invocation, status: &OwnedFd, view: Option<(View, u64)>) -> Namespaces {
    let mut flags = libc::CLONE_NEWPID | libc::CLONE_NEWIPC | libc::CLONE_NEWNS;
    if !invocation.network {
        flags |= libc::CLONE_NEWNET;
    }
    let maps = if grader_is_root() {
        None
    } else {
        flags |= libc::CLONE_NEWUSER;
        // SAFETY: getuid and getgid have no preconditions.
        let (uid, gid) = unsafe { (libc::getuid(), libc::getgid()) };
        Some((format!("{uid} {uid} 1\n").into_bytes(), format!("{gid} {gid} 1\n").into_bytes()))
    };
    Namespaces { flags, maps, status: status.as_raw_fd(), view }
}
