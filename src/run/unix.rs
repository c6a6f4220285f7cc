//! The Unix system calls behind [`execute`](super::execute): spawning into a new process group inside
//! the [`Sandbox`], waiting on a pidfd with a timeout, `wait4` for the final resource usage, and
//! signals to whole groups.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::run::invocation::Invocation;
use crate::run::record::ExitKind;
use crate::run::sandbox::Sandbox;

/// Starts the program in a session of its own (the sandbox makes it), with stdin from /dev/null and
/// stdout/stderr piped, confined by `sandbox` between fork and exec.
pub(crate) fn spawn(invocation: &Invocation, sandbox: Sandbox) -> io::Result<Child> {
    let mut command = Command::new(&invocation.program);
    command
        .args(&invocation.args)
        .env_clear()
        .envs(invocation.env.iter().map(|(k, v)| (k, v)))
        .current_dir(&invocation.dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: the closure runs between fork and exec; `Sandbox::enter` makes only async-signal-safe
    // system calls on data prepared before the fork.
    unsafe {
        command.pre_exec(move || sandbox.enter());
    }
    command.spawn()
}

/// A pidfd for `pid`: readable once the process has exited.
pub(crate) fn pidfd(pid: i32) -> io::Result<OwnedFd> {
    // SAFETY: pidfd_open takes a pid and flags and returns a new descriptor or -1.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: the descriptor was just created and is owned by nobody else. Cannot truncate: an fd.
    Ok(unsafe { OwnedFd::from_raw_fd(fd as i32) })
}

/// Waits up to `timeout` for `fd` to become readable; true if it did.
pub(crate) fn wait_readable(fd: &OwnedFd, timeout: Duration) -> io::Result<bool> {
    let mut poll = libc::pollfd { fd: fd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
    let millis = i32::try_from(timeout.as_millis()).unwrap_or(i32::MAX);
    loop {
        // SAFETY: one valid pollfd.
        let ready = unsafe { libc::poll(&raw mut poll, 1, millis) };
        if ready >= 0 {
            return Ok(ready > 0);
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

/// Reaps `pid` (which has exited) and returns how it ended, its CPU time and its peak RSS in bytes.
pub(crate) fn reap(pid: i32) -> io::Result<(ExitKind, Duration, u64)> {
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to overwrite.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 writes the status and usage it is given.
        let got = unsafe { libc::wait4(pid, &raw mut status, 0, &raw mut usage) };
        if got == pid {
            break;
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    let exit = exit_kind(status);
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, (t.tv_usec as u32) * 1000);
    let cpu = time(usage.ru_utime) + time(usage.ru_stime);
    // Linux reports ru_maxrss in KiB.
    let max_rss = u64::try_from(usage.ru_maxrss).unwrap_or(0) * 1024;
    Ok((exit, cpu, max_rss))
}

/// How a process with wait status `status` ended.
pub(crate) fn exit_kind(status: i32) -> ExitKind {
    if libc::WIFSIGNALED(status) {
        ExitKind::Signal(libc::WTERMSIG(status))
    } else {
        ExitKind::Code(libc::WEXITSTATUS(status))
    }
}

/// Sends `signal` to every process of group `pgid`; a group that is already gone is fine.
pub(crate) fn kill_group(pgid: i32, signal: i32) {
    // SAFETY: killpg only sends a signal. The group id is a child we have not reaped yet, so it cannot
    // have been reused by another group.
    unsafe {
        libc::killpg(pgid, signal);
    }
}

/// Sends `signal` to one process.
pub(crate) fn kill(pid: i32, signal: i32) {
    // SAFETY: kill only sends a signal; callers check that `pid` is still the process they mean.
    unsafe {
        libc::kill(pid, signal);
    }
}

/// The name of a signal, for reasons a student can act on.
#[must_use]
pub fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGINT => "SIGINT",
        libc::SIGHUP => "SIGHUP",
        libc::SIGTRAP => "SIGTRAP",
        _ => "signal",
    }
}
