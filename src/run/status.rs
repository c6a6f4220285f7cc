//! [`Status`]: the record the namespace's init writes to the grader when the solver has ended (how it
//! ended, the CPU time and largest peak memory of everything it reaped, and how full the run's private
//! `/tmp` was), and the pipe it travels on.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

/// What the init reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Status {
    /// The solver's wait status (as `waitpid` gives it).
    pub wait_status: i32,
    /// User and system time of every reaped process, microseconds.
    pub cpu_micros: u64,
    /// The largest peak resident set of a reaped process, KiB.
    pub max_rss_kib: u64,
    /// Bytes in use on the private `/tmp` when the solver ended (0 without a private view).
    pub disk_bytes: u64,
    /// Files and directories on it.
    pub disk_files: u64,
}

impl Status {
    pub(crate) const SIZE: usize = 40;

    pub(crate) fn encode(self) -> [u8; Self::SIZE] {
        let mut bytes = [0u8; Self::SIZE];
        let words =
            [i64::from(self.wait_status) as u64, self.cpu_micros, self.max_rss_kib, self.disk_bytes, self.disk_files];
        for (slot, word) in bytes.chunks_exact_mut(8).zip(words) {
            slot.copy_from_slice(&word.to_le_bytes());
        }
        bytes
    }

    pub(crate) fn decode(bytes: &[u8]) -> Option<Status> {
        let word = |i: usize| Some(u64::from_le_bytes(bytes.get(i * 8..i * 8 + 8)?.try_into().ok()?));
        // Cannot truncate: the status was an i32 when it was written.
        let wait_status = word(0)? as i64 as i32;
        Some(Status {
            wait_status,
            cpu_micros: word(1)?,
            max_rss_kib: word(2)?,
            disk_bytes: word(3)?,
            disk_files: word(4)?,
        })
    }
}

/// How full the tmpfs at `/tmp` is, when it is the run's own (a tmpfs of exactly `size` bytes):
/// (bytes, files) in use. Async-signal-safe: one `statfs`.
pub(crate) fn disk_in_use(size: u64) -> Option<(u64, u64)> {
    const TMPFS_MAGIC: libc::c_long = 0x0102_1994;
    // SAFETY: an all-zero statfs is valid for statfs to overwrite.
    let mut stat: libc::statfs = unsafe { std::mem::zeroed() };
    // SAFETY: statfs reads a NUL-terminated path and writes the struct it is given.
    if unsafe { libc::statfs(c"/tmp".as_ptr(), &raw mut stat) } != 0 {
        return None;
    }
    let block = stat.f_bsize as u64;
    let ours = stat.f_type as libc::c_long == TMPFS_MAGIC && stat.f_blocks as u64 * block == size;
    ours.then(|| ((stat.f_blocks - stat.f_bfree) as u64 * block, (stat.f_files - stat.f_ffree) as u64))
}

/// Reads the record from the status pipe, if the init wrote one.
pub(crate) fn read_status(reader: &OwnedFd) -> Option<Status> {
    let mut bytes = [0u8; Status::SIZE];
    // SAFETY: reads into a buffer we own, at most its length.
    let n = unsafe { libc::read(reader.as_raw_fd(), bytes.as_mut_ptr().cast(), bytes.len()) };
    (usize::try_from(n).ok() == Some(Status::SIZE)).then(|| Status::decode(&bytes)).flatten()
}

/// A pipe whose ends close on exec: (read, write).
pub(crate) fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills the two descriptors it is given.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: both descriptors were just created and are owned by nobody else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

#[cfg(test)]
mod tests {
    use super::Status;

    #[test]
    fn a_status_reads_back() {
        let status =
            Status { wait_status: 11, cpu_micros: 1_234_567, max_rss_kib: 600 << 10, disk_bytes: 4096, disk_files: 3 };
        assert_eq!(Status::decode(&status.encode()), Some(status));
        let killed = Status { wait_status: -1, ..Status::default() };
        assert_eq!(Status::decode(&killed.encode()), Some(killed));
        assert_eq!(Status::decode(&[0; 5]), None);
    }
}
