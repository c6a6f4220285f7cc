//! [`Step`]: one system call of building a private view, prepared in the grader (every path a
//! NUL-terminated string, every buffer made) and made in the forked child by [`Step::take`], which
//! only makes async-signal-safe system calls.

use std::ffi::CString;
use std::io;

/// `mount_setattr`'s attribute block (`struct mount_attr`, Linux 5.12).
#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}

const MOUNT_ATTR_RDONLY: u64 = 0x1;
const MOUNT_ATTR_NOSUID: u64 = 0x2;
const MOUNT_ATTR_NODEV: u64 = 0x4;
const AT_RECURSIVE: libc::c_uint = 0x8000;

/// How a bind mount may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Use {
    /// Read and execute only.
    ReadOnly,
    /// Read and write.
    ReadWrite,
    /// A device node (writable, so that `/dev/null` takes output).
    Device,
}

/// One step.
#[derive(Debug, Clone)]
pub(crate) enum Step {
    /// A directory (one that is already there is fine).
    Dir { path: CString, mode: libc::mode_t },
    /// An empty file to mount a file on (one that is already there is fine).
    MountPoint { path: CString },
    /// A small file with these contents.
    Write { path: CString, bytes: Vec<u8> },
    /// A symbolic link.
    Symlink { target: CString, path: CString },
    /// `source` (with everything mounted below it) mounted again at `target`.
    Bind { source: CString, target: CString, how: Use },
    /// A new tmpfs with these mount options.
    Tmpfs { target: CString, options: CString },
    /// A new `/proc` of the run's PID namespace.
    Proc { target: CString },
    /// The owner of a path changed (the run's scratch directory, to the run's user).
    Chown { path: CString, uid: u32, gid: u32 },
}

impl Step {
    /// Makes the step.
    ///
    /// # Safety
    /// Between fork and exec, in a mount namespace of the child's own.
    pub(crate) unsafe fn take(&self) -> io::Result<()> {
        // SAFETY: each arm makes system calls on the NUL-terminated strings and buffers of the step.
        unsafe {
            match self {
                Step::Dir { path, mode } => {
                    if libc::mkdir(path.as_ptr(), *mode) != 0 && errno() != libc::EEXIST {
                        return Err(io::Error::last_os_error());
                    }
                    Ok(())
                }
                Step::MountPoint { path } => {
                    if libc::mknod(path.as_ptr(), libc::S_IFREG | 0o644, 0) != 0 && errno() != libc::EEXIST {
                        return Err(io::Error::last_os_error());
                    }
                    Ok(())
                }
                Step::Write { path, bytes } => write_file(path, bytes),
                Step::Symlink { target, path } => check(libc::symlink(target.as_ptr(), path.as_ptr())),
                Step::Bind { source, target, how } => bind(source, target, *how),
                Step::Tmpfs { target, options } => {
                    let flags = libc::MS_NOSUID | libc::MS_NODEV;
                    check(libc::mount(
                        c"tmpfs".as_ptr(),
                        target.as_ptr(),
                        c"tmpfs".as_ptr(),
                        flags,
                        options.as_ptr().cast(),
                    ))
                }
                Step::Proc { target } => {
                    let flags = libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC;
                    check(libc::mount(c"proc".as_ptr(), target.as_ptr(), c"proc".as_ptr(), flags, std::ptr::null()))
                }
                Step::Chown { path, uid, gid } => check(libc::lchown(path.as_ptr(), *uid, *gid)),
            }
        }
    }
}

/// Binds `source` at `target`, then restricts the new mounts: read-only (unless written to), never
/// set-user-id, and no devices but on a device's own mount.
unsafe fn bind(source: &CString, target: &CString, how: Use) -> io::Result<()> {
    let flags = libc::MS_BIND | libc::MS_REC;
    // SAFETY: mount on NUL-terminated paths; no data.
    check(unsafe { libc::mount(source.as_ptr(), target.as_ptr(), std::ptr::null(), flags, std::ptr::null()) })?;
    let set = match how {
        Use::ReadOnly => MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV,
        Use::ReadWrite => MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV,
        Use::Device => MOUNT_ATTR_NOSUID,
    };
    let attr = MountAttr { attr_set: set, attr_clr: 0, propagation: 0, userns_fd: 0 };
    // SAFETY: mount_setattr reads the attribute block it is given, of the size given.
    let done = unsafe {
        libc::syscall(
            libc::SYS_mount_setattr,
            libc::AT_FDCWD,
            target.as_ptr(),
            AT_RECURSIVE,
            &raw const attr,
            size_of::<MountAttr>(),
        )
    };
    if done == 0 {
        return Ok(());
    }
    if errno() != libc::ENOSYS {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: as above.
    unsafe { remount(target, how) }
}

/// Before Linux 5.12: the top mount of a bind remounted with the flags, keeping those the kernel locks
/// in a user namespace (no-exec and the access-time flags).
unsafe fn remount(target: &CString, how: Use) -> io::Result<()> {
    // SAFETY: an all-zero statvfs is valid for statvfs to overwrite.
    let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: statvfs writes the struct it is given.
    check(unsafe { libc::statvfs(target.as_ptr(), &raw mut stat) })?;
    // The statvfs flags share their values with the mount flags.
    let kept = stat.f_flag & (libc::MS_NOEXEC | libc::MS_NOATIME | libc::MS_NODIRATIME | libc::MS_RELATIME);
    let mut flags = libc::MS_REMOUNT | libc::MS_BIND | libc::MS_NOSUID | kept;
    match how {
        Use::ReadOnly => flags |= libc::MS_RDONLY | libc::MS_NODEV,
        Use::ReadWrite => flags |= libc::MS_NODEV,
        Use::Device => {}
    }
    // SAFETY: mount on a NUL-terminated path; no data.
    check(unsafe { libc::mount(std::ptr::null(), target.as_ptr(), std::ptr::null(), flags, std::ptr::null()) })
}

/// Writes `bytes` to a new file at `path`.
unsafe fn write_file(path: &CString, bytes: &[u8]) -> io::Result<()> {
    let flags = libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC | libc::O_CLOEXEC | libc::O_NOFOLLOW;
    // SAFETY: open, write and close on a NUL-terminated path and a buffer we own.
    unsafe {
        let fd = libc::open(path.as_ptr(), flags, 0o644);
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        let written = libc::write(fd, bytes.as_ptr().cast(), bytes.len());
        libc::close(fd);
        if usize::try_from(written).ok() == Some(bytes.len()) { Ok(()) } else { Err(io::Error::last_os_error()) }
    }
}

/// The calling thread's last error number.
fn errno() -> libc::c_int {
    io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// A system call's result, or its error.
fn check(result: libc::c_int) -> io::Result<()> {
    if result < 0 { Err(io::Error::last_os_error()) } else { Ok(()) }
}
