//! Reading a child's output on threads of their own (so a noisy program can never block the grader),
//! keeping the first bytes up to a cap and counting the rest.
//!
//! A reader ends at end of file, or, once told to stop, after draining what is already buffered: a
//! descendant that escaped and still holds the pipe open cannot make the grader wait.

use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};

use crate::run::record::Capture;

/// How long one poll waits before looking at the stop flag again, in milliseconds.
const POLL_MILLIS: i32 = 20;

/// A reader thread and its stop flag.
pub(crate) struct Reader {
    handle: JoinHandle<io::Result<Capture>>,
    stop: Arc<AtomicBool>,
}

impl Reader {
    /// Starts reading `fd`. Keeps `keep` bytes; when more than `limit` bytes arrive, raises `over`.
    pub(crate) fn spawn(fd: OwnedFd, keep: u64, limit: Option<(u64, Arc<AtomicBool>)>) -> io::Result<Reader> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let handle = thread::Builder::new()
            .name("slider-capture".to_string())
            .spawn(move || read_until_done(&fd, keep, limit.as_ref(), &flag))?;
        Ok(Reader { handle, stop })
    }

    /// Tells the reader to drain what is buffered and finish, and returns what it captured.
    pub(crate) fn finish(self) -> io::Result<Capture> {
        self.stop.store(true, Ordering::Release);
        self.handle.join().unwrap_or_else(|_| Err(io::Error::other("an output reader panicked")))
    }
}

fn read_until_done(
    fd: &OwnedFd,
    keep: u64,
    limit: Option<&(u64, Arc<AtomicBool>)>,
    stop: &AtomicBool,
) -> io::Result<Capture> {
    set_nonblocking(fd)?;
    let mut capture = Capture::default();
    let mut buffer = vec![0u8; 64 * 1024];
    // Reads left once stopping: enough for what a pipe buffers, bounded against a writer that goes on.
    let mut drain = 64;
    loop {
        let stopping = stop.load(Ordering::Acquire);
        if stopping {
            if drain == 0 {
                return Ok(capture);
            }
            drain -= 1;
        }
        match read_some(fd, &mut buffer)? {
            Some(0) => return Ok(capture),
            Some(n) => {
                let room = keep.saturating_sub(capture.bytes.len() as u64);
                // Cannot truncate: at most the buffer's length.
                capture.bytes.extend_from_slice(&buffer[..n.min(room as usize)]);
                capture.total += n as u64;
                if let Some((max, over)) = limit
                    && capture.total > *max
                {
                    over.store(true, Ordering::Release);
                }
            }
            // Nothing buffered: finish if told to, else wait for data.
            None if stopping => return Ok(capture),
            None => wait_for_data(fd)?,
        }
    }
}

fn set_nonblocking(fd: &OwnedFd) -> io::Result<()> {
    // SAFETY: fcntl on a descriptor we own.
    let flags = unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_GETFL) };
    // SAFETY: as above.
    if flags < 0 || unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK) } < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// One non-blocking read: `Some(0)` at end of file, `None` when nothing is buffered.
fn read_some(fd: &OwnedFd, buffer: &mut [u8]) -> io::Result<Option<usize>> {
    loop {
        // SAFETY: reads into a buffer we own, at most its length.
        let n = unsafe { libc::read(fd.as_raw_fd(), buffer.as_mut_ptr().cast(), buffer.len()) };
        if n >= 0 {
            // Cannot truncate: non-negative and at most the buffer's length.
            return Ok(Some(n as usize));
        }
        let error = io::Error::last_os_error();
        match error.kind() {
            io::ErrorKind::WouldBlock => return Ok(None),
            io::ErrorKind::Interrupted => {}
            _ => return Err(error),
        }
    }
}

fn wait_for_data(fd: &OwnedFd) -> io::Result<()> {
    let mut poll = libc::pollfd { fd: fd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
    // SAFETY: one valid pollfd.
    let ready = unsafe { libc::poll(&raw mut poll, 1, POLL_MILLIS) };
    if ready < 0 {
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    Ok(())
}
