//! [`Sandbox`]: what is done to a solver's process between fork and exec, and the small init that
//! stands between the grader and the solver when namespaces are available.
//!
//! The forked child (`P`, the grader's direct child) first inherits nothing ([`detach`]: a session of
//! its own, every descriptor but 0-2 closed at exec), sets its rlimits and joins the run's cgroup.
//! With namespaces it enters new PID, IPC, mount and (unless the network is allowed) network
//! namespaces, and a user namespace unless the grader is root (root needs none, and builds the view
//! with its own rights before it gives them up). A PID namespace applies to the children of the
//! process that makes it, so `P` forks `R`, the namespace's init (PID 1), and `R` forks `S`, which
//! builds the private [`View`], becomes the run's user, joins a fresh keyring, applies Landlock and
//! then seccomp, last, and returns to exec the solver. `P` and `R` never exec: `R` reaps every process
//! of the namespace (orphans come to it), adds up the CPU time and the largest peak memory of each,
//! kills what is left when the solver ends, writes a [`Status`] to a pipe and exits; `P` waits for
//! `R`. Killing `P`'s process group kills `R`, and with the namespace's init everything in the
//! namespace: nothing a solver starts can outlive it. Without namespaces, `P` is the solver.
//!
//! Between fork and exec only async-signal-safe system calls are made: everything that allocates is
//! prepared in the grader ([`Confinement`](crate::run::confinement)).

use std::ffi::{CStr, CString};
use std::io;
use std::os::fd::RawFd;

use crate::run::credentials::become_user;
use crate::run::detach::{detach, fresh_keyring};
use crate::run::landlock::ViewRules;
use crate::run::seccomp::Filter;
use crate::run::status::{Status, disk_in_use};
use crate::run::view::View;

/// The rlimits a solver gets: a CPU backstop behind the watchdog, no core dumps, bounded files, and,
/// without a cgroup, a process limit (counted per user).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rlimits {
    pub cpu_seconds: u64,
    pub file_bytes: u64,
    pub open_files: u64,
    pub processes: Option<u64>,
}

/// The namespaces of a run: the `unshare` flags, and the uid and gid maps of its user namespace when
/// it has one.
#[derive(Debug, Clone)]
pub(crate) struct Namespaces {
    pub flags: libc::c_int,
    pub maps: Option<(Vec<u8>, Vec<u8>)>,
    /// The status pipe's write end, for `R`.
    pub status: RawFd,
    /// The private view, and the size of its `/tmp` for `R` to measure.
    pub view: Option<(View, u64)>,
}

/// Everything the forked child needs, prepared in the grader; the descriptors it names belong to the
/// caller and must stay open until the child has been spawned.
#[derive(Debug, Clone)]
pub(crate) struct Sandbox {
    pub rlimits: Rlimits,
    pub cgroup_procs: Vec<CString>,
    pub namespaces: Option<Namespaces>,
    /// The user and group to become.
    pub user: Option<(u32, u32)>,
    /// Once a root grader's run is the run's user: a user namespace of its own, mapping that user to
    /// itself (the uid and gid maps), so that its process limit, its user keyring and its
    /// capabilities are its own and no other run's; left out where the kernel refuses it.
    pub own_user_namespace: Option<(Vec<u8>, Vec<u8>)>,
    /// The Landlock ruleset, and the rules the view adds to it.
    pub landlock: Option<(RawFd, Option<ViewRules>)>,
    pub seccomp: Option<Filter>,
}

impl Sandbox {
    /// The code run between fork and exec.
    ///
    /// # Safety
    /// Only in a freshly forked child: it makes async-signal-safe system calls, and in `P` and `R`
    /// never returns.
    pub(crate) unsafe fn enter(&self) -> io::Result<()> {
        // SAFETY: each call below is an async-signal-safe system call on data prepared beforehand.
        unsafe {
            check(libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0))?;
            default_signals();
            detach()?;
            self.set_rlimits()?;
            for procs in &self.cgroup_procs {
                write_file(procs, b"0")?;
            }
            if let Some(namespaces) = &self.namespaces {
                check(libc::unshare(namespaces.flags))?;
                if let Some((uid_map, gid_map)) = &namespaces.maps {
                    write_file(c"/proc/self/setgroups", b"deny")?;
                    write_file(c"/proc/self/uid_map", uid_map)?;
                    write_file(c"/proc/self/gid_map", gid_map)?;
                }
                self.become_solver_under_init(namespaces)?;
                if let Some((view, _)) = &namespaces.view {
                    view.enter()?;
                }
            }
            if let Some((uid, gid)) = self.user {
                become_user(uid, gid)?;
                if let Some((uid_map, gid_map)) = &self.own_user_namespace {
                    enter_own_user_namespace(uid_map, gid_map)?;
                }
                self.limit_processes()?;
            }
            fresh_keyring(self.user.is_some());
            if let Some((ruleset, view_rules)) = &self.landlock {
                if let Some(rules) = view_rules {
                    rules.add(*ruleset)?;
                }
                check(libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))?;
                check(libc::syscall(libc::SYS_landlock_restrict_self, *ruleset, 0) as libc::c_int)?;
            }
            if let Some(filter) = &self.seccomp {
                filter.install()?;
            }
        }
        Ok(())
    }

    /// Sets the rlimits, never above the hard limits the grader itself was given (a cluster's or a
    /// shell's `ulimit`), which only a privileged process could raise.
    unsafe fn set_rlimits(&self) -> io::Result<()> {
        let limits = [
            (libc::RLIMIT_CPU, self.rlimits.cpu_seconds),
            (libc::RLIMIT_CORE, 0),
            (libc::RLIMIT_FSIZE, self.rlimits.file_bytes),
            (libc::RLIMIT_NOFILE, self.rlimits.open_files),
        ];
        for (resource, value) in limits {
            let mut current = libc::rlimit { rlim_cur: 0, rlim_max: libc::RLIM_INFINITY };
            // SAFETY: getrlimit and setrlimit read and write the structs they are given.
            unsafe {
                libc::getrlimit(resource, &raw mut current);
                let value = value.min(current.rlim_max);
                let limit = libc::rlimit { rlim_cur: value, rlim_max: value };
                check(libc::setrlimit(resource, &raw const limit))?;
            }
        }
        Ok(())
    }

    /// The process limit, where no cgroup counts processes: it holds per user (in a user namespace,
    /// per user of that namespace), so only once the solver's user is not the grader's.
    unsafe fn limit_processes(&self) -> io::Result<()> {
        if let Some(processes) = self.rlimits.processes {
            let limit = libc::rlimit { rlim_cur: processes, rlim_max: processes };
            // SAFETY: setrlimit reads the struct it is given.
            check(unsafe { libc::setrlimit(libc::RLIMIT_NPROC, &raw const limit) })?;
        }
        Ok(())
    }

    /// In `P`: forks `R` and waits for it. In `R`: forks `S` and reaps. Returns only in `S`.
    unsafe fn become_solver_under_init(&self, namespaces: &Namespaces) -> io::Result<()> {
        let status = namespaces.status;
        // SAFETY: fork in a child that only makes system calls.
        let init = check(unsafe { libc::fork() })?;
        if init > 0 {
            // P: nothing of the grader's may stay open here (the exec-error pipe least of all).
            // SAFETY: closing descriptors and waiting are async-signal-safe.
            unsafe {
                close_from(3, None);
                wait_for(init);
                libc::_exit(0);
            }
        }
        // R, PID 1 of the new namespace.
        // SAFETY: as above.
        unsafe {
            check(libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0))?;
            let solver = check(libc::fork())?;
            if solver > 0 {
                close_from(3, Some(status));
                let mut record = reap_all(solver);
                if let Some((_, size)) = &namespaces.view
                    && let Some((bytes, files)) = disk_in_use(*size)
                {
                    (record.disk_bytes, record.disk_files) = (bytes, files);
                }
                let bytes = record.encode();
                libc::write(status, bytes.as_ptr().cast(), bytes.len());
                libc::_exit(0);
            }
            // S: the solver, to be.
            check(libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0))?;
            if self.user.is_none() && namespaces.maps.is_some() {
                self.limit_processes()?;
            }
        }
        Ok(())
    }
}

/// Enters a new user namespace as the (unprivileged) user the process now is, mapped to itself; a
/// kernel that refuses the namespace leaves the run without it.
unsafe fn enter_own_user_namespace(uid_map: &[u8], gid_map: &[u8]) -> io::Result<()> {
    // SAFETY: prctl, unshare and writes of prepared buffers.
    unsafe {
        // A change of user made the process undumpable, which leaves its /proc files to root.
        check(libc::prctl(libc::PR_SET_DUMPABLE, 1, 0, 0, 0))?;
        if libc::unshare(libc::CLONE_NEWUSER) != 0 {
            return Ok(());
        }
        write_file(c"/proc/self/setgroups", b"deny")?;
        write_file(c"/proc/self/uid_map", uid_map)?;
        write_file(c"/proc/self/gid_map", gid_map)?;
    }
    Ok(())
}

/// `R`'s loop: reaps every process until none is left, killing the rest when the solver ends.
unsafe fn reap_all(solver: libc::pid_t) -> Status {
    let mut record = Status { wait_status: libc::SIGKILL, ..Status::default() };
    loop {
        let mut wait_status = 0;
        // SAFETY: an all-zero rusage is valid for wait4 to overwrite.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: wait4 writes the status and usage it is given.
        let pid = unsafe { libc::wait4(-1, &raw mut wait_status, 0, &raw mut usage) };
        if pid < 0 {
            if io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return record;
        }
        let micros = |t: libc::timeval| (t.tv_sec.max(0) as u64) * 1_000_000 + t.tv_usec.max(0) as u64;
        record.cpu_micros += micros(usage.ru_utime) + micros(usage.ru_stime);
        record.max_rss_kib = record.max_rss_kib.max(usage.ru_maxrss.max(0) as u64);
        if pid == solver {
            record.wait_status = wait_status;
            // PID 1's kill(-1) reaches every other process of the namespace.
            // SAFETY: sends a signal.
            unsafe { libc::kill(-1, libc::SIGKILL) };
        }
    }
}

/// Waits for `pid`, through interruptions.
unsafe fn wait_for(pid: libc::pid_t) {
    loop {
        // SAFETY: waits for our own child.
        let got = unsafe { libc::waitpid(pid, std::ptr::null_mut(), 0) };
        if got == pid || io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            return;
        }
    }
}

/// Closes every descriptor from `first` on, except `keep`.
unsafe fn close_from(first: RawFd, keep: Option<RawFd>) {
    // SAFETY: close_range only closes descriptors of this process.
    unsafe {
        match keep {
            Some(keep) if keep >= first => {
                libc::syscall(libc::SYS_close_range, first, keep - 1, 0);
                libc::syscall(libc::SYS_close_range, keep + 1, u32::MAX, 0);
            }
            _ => {
                libc::syscall(libc::SYS_close_range, first, u32::MAX, 0);
            }
        }
    }
}

/// Sets every catchable signal back to its default action: `P` and `R` never exec, so they would
/// otherwise keep the grader's handlers.
unsafe fn default_signals() {
    for signal in 1..32 {
        if signal != libc::SIGKILL && signal != libc::SIGSTOP {
            // SAFETY: signal with SIG_DFL is async-signal-safe.
            unsafe { libc::signal(signal, libc::SIG_DFL) };
        }
    }
}

/// Writes `bytes` to the file at `path` (a /proc or cgroup file).
unsafe fn write_file(path: &CStr, bytes: &[u8]) -> io::Result<()> {
    // SAFETY: open, write and close on a NUL-terminated path and a buffer we own.
    unsafe {
        let fd = check(libc::open(path.as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC))?;
        let written = libc::write(fd, bytes.as_ptr().cast(), bytes.len());
        libc::close(fd);
        if written < 0 { Err(io::Error::last_os_error()) } else { Ok(()) }
    }
}

/// A system call's result, or its error.
fn check(result: libc::c_int) -> io::Result<libc::c_int> {
    if result < 0 { Err(io::Error::last_os_error()) } else { Ok(result) }
}
