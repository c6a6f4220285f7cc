//! [`Confinement`]: what contains one run, prepared from the machine's [`Isolation`] before the spawn:
//! the run's cgroup, the Landlock ruleset for its [`Access`], the status pipe of the namespace's init,
//! and the [`Sandbox`] that applies them between fork and exec. Afterwards it adds what it measured:
//! the init's [`Status`], the cgroup's CPU time and whether the process limit was hit.

use std::io;
use std::os::fd::OwnedFd;
use std::time::Duration;

use crate::run::cgroup::RunCgroup;
use crate::run::invocation::{Invocation, Limits};
use crate::run::isolation::Isolation;
use crate::run::landlock;
use crate::run::sandbox::{self, Rlimits, Sandbox, Status};

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
    /// When the status pipe cannot be made (a part the machine does not offer is simply left out).
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
        let procs = cgroup.as_ref().map(RunCgroup::procs_files).unwrap_or_default();
        let mut sandbox = Sandbox::new(rlimits, procs);
        let landlock = isolation.landlock.and_then(|_| landlock::ruleset(&invocation.access).ok());
        if let Some(ruleset) = &landlock {
            sandbox = sandbox.with_landlock(ruleset);
        }
        let status = if isolation.namespaces {
            let (read, write) = sandbox::pipe()?;
            sandbox = sandbox.with_namespaces(invocation.network, &write);
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
        self.status.as_ref().and_then(|(read, _)| sandbox::read_status(read))
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
