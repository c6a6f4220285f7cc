//! [`Sandbox`]: what is done to a solver's process between fork and exec, and the small init that
//! stands between the grader and the solver when namespaces are available.
//!
//! The forked child (`P`, the grader's direct child) sets its rlimits, joins the run's cgroup and, with
//! namespaces, enters a new user, PID, IPC and (unless the network is allowed) network namespace. A
//! PID namespace applies to the children of the process that makes it, so `P` forks `R`, the
//! namespace's init (PID 1), and `R` forks `S`, which applies Landlock and returns to exec the solver.
//! `P` and `R` never exec: `R` reaps every process of the namespace (orphans come to it), adds up the
//! CPU time and the largest peak memory of each, kills what is left when the solver ends, writes a
//! [`Status`] to a pipe and exits; `P` waits for `R`. Killing `P`'s process group kills `R`, and with
//! the namespace's init everything in the namespace: nothing a solver starts can outlive it.
//!
//! Between fork and exec only async-signal-safe system calls are made: everything that allocates is
//! prepared in [`Sandbox::new`], in the grader.

use std::ffi::{CStr, CString};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};

/// The record `R` writes when the solver has ended: how it ended, and the CPU time and largest peak
/// resident memory of everything `R` reaped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Status {
    /// The solver's wait status (as `waitpid` gives it).
    pub wait_status: i32,
    /// User and system time of every reaped process, microseconds.
    pub cpu_micros: u64,
    /// The largest peak resident set of a reaped process, KiB.
    pub max_rss_kib: u64,
}

impl Status {
    const SIZE: usize = 24;

    fn encode(self) -> [u8; Self::SIZE] {
        let mut bytes = [0u8; Self::SIZE];
        bytes[..8].copy_from_slice(&i64::from(self.wait_status).to_le_bytes());
        bytes[8..16].copy_from_slice(&self.cpu_micros.to_le_bytes());
        bytes[16..].copy_from_slice(&self.max_rss_kib.to_le_bytes());
        bytes
    }

    fn decode(bytes: &[u8]) -> Option<Status> {
        let word = |i: usize| Some(u64::from_le_bytes(bytes.get(i..i + 8)?.try_into().ok()?));
        // Cannot truncate: the status was an i32 when it was written.
        let wait_status = word(0)? as i64 as i32;
        Some(Status { wait_status, cpu_micros: word(8)?, max_rss_kib: word(16)? })
    }
}

/// The rlimits a solver gets: a CPU backstop behind the watchdog, no core dumps, bounded files, and,
/// without a cgroup, a process limit (counted per user namespace).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rlimits {
    pub cpu_seconds: u64,
    pub file_bytes: u64,
    pub open_files: u64,
    pub processes: Option<u64>,
}

/// Everything the forked child needs, prepared in the grader; the descriptors it names belong to the
/// caller and must stay open until the child has been spawned.
#[derive(Debug, Clone)]
pub(crate) struct Sandbox {
    rlimits: Rlimits,
    cgroup_procs: Vec<CString>,
    /// `unshare` flags, and the uid and gid maps to write; `None` without namespaces.
    namespaces: Option<(libc::c_int, Vec<u8>, Vec<u8>)>,
    landlock: Option<RawFd>,
    status: Option<RawFd>,
}

impl Sandbox {
    /// A sandbox with the rlimits and the cgroups whose `cgroup.procs` files are given.
    pub(crate) fn new(rlimits: Rlimits, cgroup_procs: Vec<CString>) -> Sandbox {
        Sandbox { rlimits, cgroup_procs, namespaces: None, landlock: None, status: None }
    }

    /// With new user, PID and IPC namespaces, and a network namespace unless `network`; `R` writes
    /// its [`Status`] to `status`.
    pub(crate) fn with_namespaces(mut self, network: bool, status: &OwnedFd) -> Sandbox {
        let mut flags = libc::CLONE_NEWUSER | libc::CLONE_NEWPID | libc::CLONE_NEWIPC;
        if !network {
            flags |= libc::CLONE_NEWNET;
        }
        // SAFETY: getuid and getgid have no preconditions.
        let (uid, gid) = unsafe { (libc::getuid(), libc::getgid()) };
        self.namespaces =
            Some((flags, format!("{uid} {uid} 1\n").into_bytes(), format!("{gid} {gid} 1\n").into_bytes()));
        self.status = Some(status.as_raw_fd());
        self
    }

    /// With the Landlock ruleset `ruleset` applied before exec.
    pub(crate) fn with_landlock(mut self, ruleset: &OwnedFd) -> Sandbox {
        self.landlock = Some(ruleset.as_raw_fd());
        self
    }

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
            self.set_rlimits()?;
            for procs in &self.cgroup_procs {
                write_file(procs, b"0")?;
            }
            if let Some((flags, uid_map, gid_map)) = &self.namespaces {
                check(libc::unshare(*flags))?;
                write_file(c"/proc/self/setgroups", b"deny")?;
                write_file(c"/proc/self/uid_map", uid_map)?;
                write_file(c"/proc/self/gid_map", gid_map)?;
                self.become_solver_under_init()?;
            }
            if let Some(ruleset) = self.landlock {
                check(libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))?;
                check(libc::syscall(libc::SYS_landlock_restrict_self, ruleset, 0) as libc::c_int)?;
            }
        }
        Ok(())
    }

    unsafe fn set_rlimits(&self) -> io::Result<()> {
        let limits = [
            (libc::RLIMIT_CPU, Some(self.rlimits.cpu_seconds)),
            (libc::RLIMIT_CORE, Some(0)),
            (libc::RLIMIT_FSIZE, Some(self.rlimits.file_bytes)),
            (libc::RLIMIT_NOFILE, Some(self.rlimits.open_files)),
        ];
        for (resource, value) in limits {
            if let Some(value) = value {
                let limit = libc::rlimit { rlim_cur: value, rlim_max: value };
                // SAFETY: setrlimit reads the struct it is given.
                check(unsafe { libc::setrlimit(resource, &raw const limit) })?;
            }
        }
        Ok(())
    }

    /// In `P`: forks `R` and waits for it. In `R`: forks `S` and reaps. Returns only in `S`.
    unsafe fn become_solver_under_init(&self) -> io::Result<()> {
        let status = self.status.unwrap_or(-1);
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
                let record = reap_all(solver);
                let bytes = record.encode();
                libc::write(status, bytes.as_ptr().cast(), bytes.len());
                libc::_exit(0);
            }
            // S: the solver, to be.
            check(libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0))?;
            if let Some(processes) = self.rlimits.processes {
                let limit = libc::rlimit { rlim_cur: processes, rlim_max: processes };
                check(libc::setrlimit(libc::RLIMIT_NPROC, &raw const limit))?;
            }
        }
        Ok(())
    }
}

/// Reads the record from the status pipe, if `R` wrote one.
pub(crate) fn read_status(reader: &OwnedFd) -> Option<Status> {
    let mut bytes = [0u8; Status::SIZE];
    // SAFETY: reads into a buffer we own, at most its length.
    let n = unsafe { libc::read(reader.as_raw_fd(), bytes.as_mut_ptr().cast(), bytes.len()) };
    (usize::try_from(n).ok() == Some(Status::SIZE)).then(|| Status::decode(&bytes)).flatten()
}

/// `R`'s loop: reaps every process until none is left, killing the rest when the solver ends.
unsafe fn reap_all(solver: libc::pid_t) -> Status {
    let mut record = Status { wait_status: libc::SIGKILL, cpu_micros: 0, max_rss_kib: 0 };
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

/// A pipe whose ends close on exec: (read, write).
pub(crate) fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills the two descriptors it is given.
    check(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) })?;
    // SAFETY: both descriptors were just created and are owned by nobody else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

#[cfg(test)]
mod tests {
    use super::Status;

    #[test]
    fn a_status_reads_back() {
        let status = Status { wait_status: 11, cpu_micros: 1_234_567, max_rss_kib: 600 << 10 };
        assert_eq!(Status::decode(&status.encode()), Some(status));
        assert_eq!(Status::decode(&[0; 5]), None);
    }
}
