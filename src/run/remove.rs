//! [`remove_tree`]: removes a tree that a student's program made, whatever its shape: a chain of
//! directories tens of thousands deep, folders made read-only or unreadable, a million entries. The
//! walk is iterative (no recursion, so no stack to overflow) and holds one directory open at a time
//! (a low open-file limit cannot stop it): it goes down by name and back up through `..`, checking
//! that `..` is the directory it came from. Links are removed, never followed.

use std::ffi::CString;
use std::io;
use std::os::fd::OwnedFd;
use std::path::Path;

use rustix::fs::{AtFlags, CWD, Dir, FileType, Mode, OFlags};

/// A directory the walk went down from: its identity, and the subdirectories still to remove.
struct Level {
    id: (u64, u64),
    pending: Vec<CString>,
    /// The name of the directory below it that the walk is in.
    child: CString,
}

/// Removes `path` and everything under it; a path that is not there is already removed.
///
/// # Errors
/// When an entry cannot be removed even after its owner's permissions are restored, or when the tree
/// changes under the walk.
pub fn remove_tree(path: &Path) -> io::Result<()> {
    let meta = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        meta => meta?,
    };
    if !meta.is_dir() {
        return std::fs::remove_file(path);
    }
    let mut current = open_dir(CWD, path)?;
    let mut pending = scan(&current)?;
    let mut stack: Vec<Level> = Vec::new();
    loop {
        if let Some(name) = pending.pop() {
            let Some(child) = open_child(&current, &name)? else { continue };
            stack.push(Level { id: identity(&current)?, pending, child: name });
            current = child;
            pending = scan(&current)?;
            continue;
        }
        // Entries made while the directory was read are read on a second look.
        pending = scan(&current)?;
        if !pending.is_empty() {
            continue;
        }
        let Some(level) = stack.pop() else { break };
        let parent = open_dir(&current, Path::new(".."))?;
        if identity(&parent)? != level.id {
            return Err(io::Error::other(format!("{} changed while it was being removed", path.display())));
        }
        drop(current);
        rustix::fs::unlinkat(&parent, level.child.as_c_str(), AtFlags::REMOVEDIR)?;
        current = parent;
        pending = level.pending;
    }
    drop(current);
    std::fs::remove_dir(path)
}

/// Removes every entry of `dir` that is not a directory; returns the names of its subdirectories.
fn scan(dir: &OwnedFd) -> io::Result<Vec<CString>> {
    let mut subdirectories = Vec::new();
    let mut entries = Dir::read_from(dir)?;
    while let Some(entry) = entries.read() {
        let entry = entry?;
        let name = entry.file_name();
        if name == c"." || name == c".." {
            continue;
        }
        let kind = match entry.file_type() {
            FileType::Unknown => {
                FileType::from_raw_mode(rustix::fs::statat(dir, name, AtFlags::SYMLINK_NOFOLLOW)?.st_mode)
            }
            kind => kind,
        };
        if kind == FileType::Directory {
            subdirectories.push(name.to_owned());
        } else if let Err(error) = rustix::fs::unlinkat(dir, name, AtFlags::empty()) {
            // A directory made read-only keeps its entries until its owner's rights are back.
            rustix::fs::fchmod(dir, Mode::from_raw_mode(0o700))?;
            rustix::fs::unlinkat(dir, name, AtFlags::empty()).map_err(|_| error)?;
        }
    }
    Ok(subdirectories)
}

/// Opens the subdirectory `name` of `dir`, restoring its owner's rights if they were taken away;
/// `None` when it is no longer there.
fn open_child(dir: &OwnedFd, name: &CString) -> io::Result<Option<OwnedFd>> {
    match open_dir(dir, name.as_c_str()) {
        Ok(child) => Ok(Some(child)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(_) => {
            rustix::fs::chmodat(dir, name.as_c_str(), Mode::from_raw_mode(0o700), AtFlags::empty())?;
            open_dir(dir, name.as_c_str()).map(Some)
        }
    }
}

fn open_dir<Fd: rustix::fd::AsFd, P: rustix::path::Arg>(dir: Fd, path: P) -> io::Result<OwnedFd> {
    let flags = OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC;
    Ok(rustix::fs::openat(dir, path, flags, Mode::empty())?)
}

/// A directory's device and inode.
fn identity(dir: &OwnedFd) -> io::Result<(u64, u64)> {
    let stat = rustix::fs::fstat(dir)?;
    Ok((stat.st_dev, stat.st_ino))
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::remove_tree;

    #[test]
    fn removes_a_chain_deeper_than_any_recursion() {
        use rustix::fs::{Mode, OFlags};
        let dir = tempfile::tempdir().expect("a folder");
        let top = dir.path().join("deep");
        std::fs::create_dir(&top).expect("a folder");
        // 20,000 levels, far longer than a path can name, made one level at a time through a descriptor.
        let mut here = rustix::fs::open(&top, OFlags::RDONLY | OFlags::DIRECTORY, Mode::empty()).expect("open");
        for level in 0..20_000 {
            rustix::fs::mkdirat(&here, "d", Mode::from_raw_mode(0o755)).expect("mkdir");
            here = rustix::fs::openat(&here, "d", OFlags::RDONLY | OFlags::DIRECTORY, Mode::empty()).expect("open");
            if level % 5000 == 0 {
                rustix::fs::openat(&here, "f", OFlags::CREATE | OFlags::WRONLY, Mode::from_raw_mode(0o644))
                    .expect("a file");
            }
        }
        drop(here);
        remove_tree(&top).expect("removed");
        assert!(!top.exists());
    }

    #[test]
    fn removes_what_was_made_unreadable_and_read_only() {
        let dir = tempfile::tempdir().expect("a folder");
        let top = dir.path().join("t");
        let locked = top.join("locked");
        let hidden = top.join("hidden/inner");
        std::fs::create_dir_all(&locked).expect("a folder");
        std::fs::create_dir_all(&hidden).expect("a folder");
        std::fs::write(locked.join("file"), "x").expect("a file");
        std::fs::write(hidden.join("file"), "x").expect("a file");
        std::os::unix::fs::symlink("/etc/passwd", top.join("link")).expect("a link");
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o500)).expect("chmod");
        std::fs::set_permissions(top.join("hidden"), std::fs::Permissions::from_mode(0o000)).expect("chmod");
        remove_tree(&top).expect("removed");
        assert!(!top.exists());
        assert!(std::path::Path::new("/etc/passwd").exists(), "a link is removed, never followed");
        remove_tree(&top).expect("a tree that is not there is removed");
    }
}
