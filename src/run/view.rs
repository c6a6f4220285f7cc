//! [`View`]: a run's private view of the filesystem, in the manner of bubblewrap and nsjail: instead
//! of an allow-list over the real tree, a new root that holds only what the run is given.
//!
//! The root is a small tmpfs. In it, read-only: the system's directories (`/usr`, `/bin`, `/sbin`,
//! `/lib*`, as directories or as the symbolic links a merged `/usr` makes of them), a minimal `/etc`
//! (`passwd` and `group` naming root and the run's user, `hosts`, and the host's files that libraries,
//! locales, time zones, `alternatives` and the JDK read: [`ETC`]), the JDK wherever `java` resolves,
//! and what the run names: the submission or its build copy, the puzzle, the program, `--allow-read`.
//! A minimal `/dev` (null, zero, full, random, urandom; no terminal), a new `/proc` of the run's PID
//! namespace, and `/tmp`, a tmpfs of `--disk` bytes holding the run's scratch directory: the only
//! place it can write besides the folders a build or the assessment writes to. No `/home`, `/root`,
//! `/run`, `/var`, `/sys`, nor anything else. The root itself is read-only once it is built.
//!
//! Everything is prepared here, in the grader ([`View::plan`]: paths as C strings, file contents
//! made); the child only makes the calls ([`View::enter`]). Unmounting is the cleanup: the view, its
//! tmpfs and whatever a solver left in it go when the run's last process does.

use std::ffi::{CStr, CString, OsStr};
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path, PathBuf};

use crate::run::credentials::{RunAs, etc_files};
use crate::run::landlock::Access;
use crate::run::mount::{Step, Use};

/// The system's directories, as the view has them.
const SYSTEM: [&str; 7] = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];

/// The host's `/etc` entries a view shares, when they exist (`java*` and `python3*` too).
const ETC: [&str; 12] = [
    "ld.so.cache",
    "ld.so.conf",
    "ld.so.conf.d",
    "localtime",
    "timezone",
    "nsswitch.conf",
    "locale.alias",
    "locale.conf",
    "alternatives",
    "mime.types",
    "mtab",
    "os-release",
];

/// The devices a view has.
const DEVICES: [&str; 5] = ["null", "zero", "full", "random", "urandom"];

/// Where the new root is mounted before it becomes `/`, and where the old root then is.
const STAGE: &CStr = c"/tmp";
const STAGED_OLD: &CStr = c"/tmp/.old-root";
const OLD: &str = "/.old-root";

/// A planned view.
#[derive(Debug, Clone)]
pub(crate) struct View {
    steps: Vec<Step>,
    cwd: CString,
}

/// What a view is made of.
pub(crate) struct Plan<'a> {
    /// What the run may read and write.
    pub access: &'a Access,
    /// Its working directory.
    pub cwd: &'a Path,
    /// The trace pipe, inside the scratch directory.
    pub trace: Option<&'a Path>,
    /// The size of `/tmp` and the scratch directory.
    pub disk_bytes: u64,
    /// Whose the run is.
    pub user: RunAs,
}

impl View {
    /// The steps that build the view of `plan`.
    ///
    /// # Errors
    /// A path holding a NUL byte.
    pub(crate) fn plan(plan: &Plan<'_>) -> io::Result<View> {
        let mut steps = Vec::new();
        system(&mut steps)?;
        etc(&mut steps, plan.user)?;
        devices(&mut steps)?;
        steps.push(Step::Dir { path: c"/proc".into(), mode: 0o555 });
        steps.push(Step::Proc { target: c"/proc".into() });
        scratch(&mut steps, plan)?;
        for (path, how) in binds(plan.access) {
            bind_at(&mut steps, &path, how)?;
        }
        Ok(View { steps, cwd: c_path(plan.cwd)? })
    }

    /// Builds the view and enters it: the mount namespace private, a tmpfs staged as the new root, the
    /// old root moved under it, every step made, the old root detached, the root made read-only, and
    /// the working directory entered.
    ///
    /// # Safety
    /// Between fork and exec, in a new mount namespace, with the rights to mount in it.
    pub(crate) unsafe fn enter(&self) -> io::Result<()> {
        // SAFETY: system calls on NUL-terminated strings prepared beforehand.
        unsafe {
            let none = std::ptr::null();
            check(libc::mount(none, c"/".as_ptr(), none, libc::MS_REC | libc::MS_PRIVATE, none.cast()))?;
            let options = c"size=4m,nr_inodes=4096,mode=0755";
            let flags = libc::MS_NOSUID | libc::MS_NODEV;
            check(libc::mount(c"tmpfs".as_ptr(), STAGE.as_ptr(), c"tmpfs".as_ptr(), flags, options.as_ptr().cast()))?;
            check(libc::mkdir(STAGED_OLD.as_ptr(), 0o700))?;
            check(libc::syscall(libc::SYS_pivot_root, STAGE.as_ptr(), STAGED_OLD.as_ptr()) as libc::c_int)?;
            check(libc::chdir(c"/".as_ptr()))?;
            // Mount points must be open to the run's user whatever the grader's umask.
            let umask = libc::umask(0o022);
            for step in &self.steps {
                step.take()?;
            }
            libc::umask(umask);
            check(libc::umount2(c"/.old-root".as_ptr(), libc::MNT_DETACH))?;
            check(libc::rmdir(c"/.old-root".as_ptr()))?;
            let read_only = libc::MS_REMOUNT | libc::MS_BIND | libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NODEV;
            check(libc::mount(none, c"/".as_ptr(), none, read_only, none.cast()))?;
            check(libc::chdir(self.cwd.as_ptr()))?;
        }
        Ok(())
    }
}

/// The system's directories: bound read-only, or the symbolic links they are.
fn system(steps: &mut Vec<Step>) -> io::Result<()> {
    for dir in SYSTEM {
        shared(steps, Path::new(dir))?;
    }
    Ok(())
}

/// `/etc`: the run's `passwd`, `group` and `hosts`, and the host's entries in [`ETC`], `java*` and
/// `python3*`.
fn etc(steps: &mut Vec<Step>, user: RunAs) -> io::Result<()> {
    steps.push(Step::Dir { path: c"/etc".into(), mode: 0o755 });
    let (passwd, group) = etc_files(user);
    let hosts = "127.0.0.1 localhost\n::1 localhost\n";
    for (name, text) in [("passwd", passwd.as_str()), ("group", group.as_str()), ("hosts", hosts)] {
        steps.push(Step::Write { path: c_path(&Path::new("/etc").join(name))?, bytes: text.as_bytes().to_vec() });
    }
    let mut names: Vec<PathBuf> = ETC.iter().map(|n| Path::new("/etc").join(n)).collect();
    if let Ok(entries) = std::fs::read_dir("/etc") {
        let wanted = |name: &OsStr| name.as_bytes().starts_with(b"java") || name.as_bytes().starts_with(b"python3");
        let mut found: Vec<PathBuf> = entries.flatten().filter(|e| wanted(&e.file_name())).map(|e| e.path()).collect();
        found.sort();
        names.extend(found);
    }
    for path in names {
        shared(steps, &path)?;
    }
    Ok(())
}

/// `/dev`: the harmless devices bound from the host, and the links to the run's descriptors.
fn devices(steps: &mut Vec<Step>) -> io::Result<()> {
    steps.push(Step::Dir { path: c"/dev".into(), mode: 0o755 });
    for name in DEVICES {
        let path = Path::new("/dev").join(name);
        if path.exists() {
            steps.push(Step::MountPoint { path: c_path(&path)? });
            steps.push(Step::Bind { source: old(&path)?, target: c_path(&path)?, how: Use::Device });
        }
    }
    let links = [("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"), ("stdout", "/proc/self/fd/1")];
    for (name, target) in links.into_iter().chain([("stderr", "/proc/self/fd/2")]) {
        steps.push(Step::Symlink { target: c_path(Path::new(target))?, path: c_path(&Path::new("/dev").join(name))? });
    }
    Ok(())
}

/// `/tmp`, a tmpfs of `disk_bytes`, with the run's scratch directory in it (given to the run's user),
/// mounted again at the scratch directory's own path when that is elsewhere; the trace pipe bound into
/// it.
fn scratch(steps: &mut Vec<Step>, plan: &Plan<'_>) -> io::Result<()> {
    let files = (plan.disk_bytes / 4096).max(1024);
    let options = format!("size={},nr_inodes={files},mode=1777", plan.disk_bytes.max(4096));
    steps.push(Step::Dir { path: c"/tmp".into(), mode: 0o755 });
    steps.push(Step::Tmpfs { target: c"/tmp".into(), options: CString::new(options)? });
    let Some(scratch) = &plan.access.scratch else { return Ok(()) };
    let scratch = std::path::absolute(scratch)?;
    let name = scratch.file_name().unwrap_or(OsStr::new("scratch"));
    let inside = Path::new("/tmp").join(name);
    steps.push(Step::Dir { path: c_path(&inside)?, mode: 0o700 });
    if let Some((uid, gid)) = plan.user.ids() {
        steps.push(Step::Chown { path: c_path(&inside)?, uid, gid });
    }
    if scratch != inside {
        directories_to(steps, &scratch)?;
        steps.push(Step::Dir { path: c_path(&scratch)?, mode: 0o700 });
        steps.push(Step::Bind { source: c_path(&inside)?, target: c_path(&scratch)?, how: Use::ReadWrite });
    }
    if let Some(trace) = plan.trace {
        steps.push(Step::MountPoint { path: c_path(trace)? });
        steps.push(Step::Bind { source: old(&trace.canonicalize()?)?, target: c_path(trace)?, how: Use::ReadWrite });
    }
    Ok(())
}

/// The paths to bind, parents before children: what the run may write, and what it may read that is
/// neither in the system's directories nor already reachable through another path of the list.
fn binds(access: &Access) -> Vec<(PathBuf, Use)> {
    let absolute = |p: &PathBuf| std::path::absolute(p).ok().map(|p| normalized(&p));
    let writes: Vec<PathBuf> = access.write.iter().filter_map(absolute).filter(|p| p.exists()).collect();
    let mut reads: Vec<PathBuf> = access.read.iter().filter_map(absolute).filter(|p| p.exists()).collect();
    reads.extend(java_home());
    let system = |p: &Path| SYSTEM.iter().any(|s| p.starts_with(s));
    let mut binds: Vec<(PathBuf, Use)> = Vec::new();
    for (i, write) in writes.iter().enumerate() {
        if !writes[..i].iter().any(|w| write.starts_with(w))
            && !writes[i + 1..].iter().any(|w| write.starts_with(w) && w != write)
        {
            binds.push((write.clone(), Use::ReadWrite));
        }
    }
    reads.sort();
    reads.dedup();
    for read in &reads {
        let covered = system(read)
            || writes.iter().any(|w| read.starts_with(w))
            || reads.iter().any(|r| r != read && read.starts_with(r));
        if !covered {
            binds.push((read.clone(), Use::ReadOnly));
        }
    }
    binds.sort_by_key(|(path, _)| path.components().count());
    binds
}

/// The JDK of the `java` on the grader's `PATH`, when it lies outside the system's directories.
fn java_home() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    let java = std::env::split_paths(&path).map(|d| d.join("java")).find(|p| p.is_file())?.canonicalize().ok()?;
    let home = java.parent()?.parent()?.to_path_buf();
    (!SYSTEM.iter().any(|s| home.starts_with(s))).then_some(home)
}

/// Binds the host's `path` at the same path in the view, making the folders on the way.
fn bind_at(steps: &mut Vec<Step>, path: &Path, how: Use) -> io::Result<()> {
    let source = path.canonicalize()?;
    directories_to(steps, path)?;
    let target = c_path(path)?;
    if source.is_dir() {
        steps.push(Step::Dir { path: target.clone(), mode: 0o755 });
    } else {
        steps.push(Step::MountPoint { path: target.clone() });
    }
    steps.push(Step::Bind { source: old(&source)?, target, how });
    Ok(())
}

/// A host entry shared as it is: a symbolic link made again, a directory or file bound read-only;
/// nothing when it does not exist.
fn shared(steps: &mut Vec<Step>, path: &Path) -> io::Result<()> {
    let Ok(meta) = std::fs::symlink_metadata(path) else { return Ok(()) };
    if meta.file_type().is_symlink() {
        let target = std::fs::read_link(path)?;
        steps.push(Step::Symlink { target: c_path(&target)?, path: c_path(path)? });
        return Ok(());
    }
    bind_at(steps, path, Use::ReadOnly)
}

/// The folders above `path`, each made if it is not there.
fn directories_to(steps: &mut Vec<Step>, path: &Path) -> io::Result<()> {
    let mut walked = PathBuf::from("/");
    let parents: Vec<Component<'_>> = path.parent().map(|p| p.components().collect()).unwrap_or_default();
    for part in parents.into_iter().filter(|c| matches!(c, Component::Normal(_))) {
        walked.push(part);
        steps.push(Step::Dir { path: c_path(&walked)?, mode: 0o755 });
    }
    Ok(())
}

/// `path` without `.` and `..` (taken lexically, as the view's own folders have no links).
fn normalized(path: &Path) -> PathBuf {
    let mut out = PathBuf::from("/");
    for part in path.components() {
        match part {
            Component::Normal(name) => out.push(name),
            Component::ParentDir => {
                out.pop();
            }
            Component::RootDir | Component::CurDir | Component::Prefix(_) => {}
        }
    }
    out
}

/// The host's `path` as the child sees it once the old root is under the new one.
fn old(path: &Path) -> io::Result<CString> {
    let mut bytes = OLD.as_bytes().to_vec();
    bytes.extend_from_slice(path.as_os_str().as_bytes());
    CString::new(bytes).map_err(io::Error::other)
}

fn c_path(path: &Path) -> io::Result<CString> {
    CString::new(path.as_os_str().as_bytes()).map_err(io::Error::other)
}

/// A system call's result, or its error.
fn check(result: libc::c_int) -> io::Result<()> {
    if result < 0 { Err(io::Error::last_os_error()) } else { Ok(()) }
}
