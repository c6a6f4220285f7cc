//! Nothing inherited: what the forked child does first, whatever the machine offers, because none of
//! it needs a privilege. Every descriptor but standard input, output and error is closed at exec,
//! whatever the grader itself inherited (from a shell's `8<manifest.toml`, a CI runner, a parent
//! script) and not only what it opened; the run gets a session of its own, with no controlling
//! terminal (so `/dev/tty` cannot be opened to draw on the instructor's screen or type into it); and it
//! gets a fresh, empty session keyring, so that a key one run leaves is not there for the next (and a
//! run as a user the grader chose starts with that user's keyring empty too).

use std::io;

/// `close_range`'s flag that marks the descriptors close-on-exec instead of closing them (Linux 5.11),
/// so that the standard library's own exec-error pipe keeps working until exec.
const CLOSE_RANGE_CLOEXEC: libc::c_uint = 1 << 2;
/// `keyctl`'s operation that makes and joins a new anonymous session keyring.
const KEYCTL_JOIN_SESSION_KEYRING: libc::c_long = 1;
/// `keyctl`'s operation that empties a keyring, and the id of the caller's user keyring.
const KEYCTL_CLEAR: libc::c_long = 7;
const KEY_SPEC_USER_KEYRING: libc::c_long = -4;

/// A new session, and every descriptor from 3 up marked close-on-exec.
///
/// # Safety
/// Between fork and exec: async-signal-safe system calls only.
pub(crate) unsafe fn detach() -> io::Result<()> {
    // SAFETY: setsid and close_range take values; the fallback loop only sets descriptor flags.
    unsafe {
        if libc::setsid() < 0 {
            return Err(io::Error::last_os_error());
        }
        if libc::syscall(libc::SYS_close_range, 3u32, u32::MAX, CLOSE_RANGE_CLOEXEC) == 0 {
            return Ok(());
        }
        // Older kernels: every descriptor up to the hard limit, one at a time.
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        libc::getrlimit(libc::RLIMIT_NOFILE, &raw mut limit);
        let last = i32::try_from(limit.rlim_max).unwrap_or(i32::MAX).min(1 << 20);
        for fd in 3..last {
            libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC);
        }
    }
    Ok(())
}

/// Joins a new, empty session keyring (a kernel without keyrings has none to share, which is fine);
/// with `clear_user`, also empties the user keyring of the run's user (one the grader gave runs, never
/// the grader's own), which outlives sessions.
///
/// # Safety
/// Between fork and exec: two system calls.
pub(crate) unsafe fn fresh_keyring(clear_user: bool) {
    // SAFETY: keyctl with a null name only makes and joins a keyring; clearing takes a special id.
    unsafe {
        libc::syscall(libc::SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, std::ptr::null::<libc::c_char>());
        if clear_user {
            libc::syscall(libc::SYS_keyctl, KEYCTL_CLEAR, KEY_SPEC_USER_KEYRING);
        }
    }
}
