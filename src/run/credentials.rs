//! [`RunAs`]: whose user and group a run gets. A grader running as root (a course autograder, a CI
//! runner, a container) runs student code as an unprivileged user instead, 65534 (`nobody`) unless
//! told otherwise, so that even where no namespace or Landlock is available a student cannot read a
//! file only root may read (the autograder's tests, its `results.json`) or write outside scratch. A
//! grader that is not root runs everything as itself: it has no other user to give.
//!
//! What a run may write, it owns ([`hand_over`]); what it must read has to be open to its user
//! ([`unreachable`] names the folder that is not, before the run starts, where no private view of the
//! filesystem makes the folders above it irrelevant).

use std::ffi::CStr;
use std::io;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// The user and group of a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RunAs {
    /// The grader's own user and group.
    #[default]
    Grader,
    /// Another user and group, switched to between fork and exec (the grader must be root).
    User {
        /// The user id.
        uid: u32,
        /// The group id.
        gid: u32,
    },
}

impl RunAs {
    /// The documented default user and group for a grader running as root: `nobody` and `nogroup`.
    pub const NOBODY: u32 = 65534;

    /// What runs get by default: [`RunAs::NOBODY`] when the grader is root, the grader's user
    /// otherwise, unless `SLIDER_ISOLATION_WITHOUT` names `run-as` (for the tests of that fallback).
    #[must_use]
    pub fn default_for_grader() -> RunAs {
        if grader_is_root() && !crate::run::isolation::turned_off("run-as") {
            RunAs::User { uid: RunAs::NOBODY, gid: RunAs::NOBODY }
        } else {
            RunAs::Grader
        }
    }

    /// `UID[:GID]` (the group defaults to the user id), checked against the grader's own user.
    ///
    /// # Errors
    /// A malformed value, or another user asked for by a grader that is not root.
    pub fn parse(text: &str) -> Result<RunAs, String> {
        let (uid, gid) = text.split_once(':').unwrap_or((text, text));
        let number = |part: &str| part.trim().parse::<u32>().ok();
        let (Some(uid), Some(gid)) = (number(uid), number(gid)) else {
            return Err(format!("`{text}` is not UID or UID:GID (numbers, such as 65534 or 65534:65534)"));
        };
        if grader_is_root() {
            return Ok(RunAs::User { uid, gid });
        }
        // SAFETY: getuid and getgid have no preconditions.
        let (own_uid, own_gid) = unsafe { (libc::getuid(), libc::getgid()) };
        if (uid, gid) == (own_uid, own_gid) {
            Ok(RunAs::Grader)
        } else {
            Err(format!("only a grader running as root can run solvers as another user (slider runs as uid {own_uid})"))
        }
    }

    /// The ids to switch to, when they are not the grader's.
    #[must_use]
    pub fn ids(self) -> Option<(u32, u32)> {
        match self {
            RunAs::Grader => None,
            RunAs::User { uid, gid } => Some((uid, gid)),
        }
    }

    /// The user and group that files are checked against: the run's, or the grader's.
    #[must_use]
    pub fn effective(self) -> (u32, u32) {
        // SAFETY: geteuid and getegid have no preconditions.
        self.ids().unwrap_or_else(|| unsafe { (libc::geteuid(), libc::getegid()) })
    }

    /// Whether runs get a user other than root (the grader's own, or one it switched to).
    #[must_use]
    pub fn unprivileged(self) -> bool {
        self.effective().0 != 0
    }
}

/// Whether the grader runs as root.
#[must_use]
pub fn grader_is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// Gives each tree in `trees` to the run's user, where that is not the grader's: every directory and
/// regular file the grader made (owned by it, with one link: a hard link a run made to a file of
/// someone else's is never handed over), symbolic links themselves and never what they point to.
///
/// # Errors
/// When a tree cannot be walked or changed.
pub(crate) fn hand_over(trees: &[PathBuf], user: RunAs) -> io::Result<()> {
    let Some((uid, gid)) = user.ids() else { return Ok(()) };
    // SAFETY: geteuid has no preconditions.
    let grader = unsafe { libc::geteuid() };
    for tree in trees {
        for entry in walkdir::WalkDir::new(tree).follow_links(false) {
            let entry = entry.map_err(io::Error::other)?;
            let meta = entry.metadata().map_err(io::Error::other)?;
            let ours = meta.uid() == grader && (meta.is_dir() || meta.nlink() == 1);
            if ours {
                std::os::unix::fs::lchown(entry.path(), Some(uid), Some(gid))?;
            }
        }
    }
    Ok(())
}

/// The first folder on the way to `path` that `user` may not pass, or `path` itself when it may not
/// read it; `None` when it can reach and read it (or when the user is the grader's, or root).
#[must_use]
pub(crate) fn unreachable(path: &Path, user: RunAs) -> Option<PathBuf> {
    let (uid, gid) = user.ids()?;
    if uid == 0 {
        return None;
    }
    let allowed = |meta: &std::fs::Metadata, bits: u32| {
        let mode = meta.permissions().mode();
        let shift = if meta.uid() == uid {
            6
        } else if meta.gid() == gid {
            3
        } else {
            0
        };
        (mode >> shift) & bits == bits
    };
    let mut walked = PathBuf::new();
    for part in path.parent().into_iter().flat_map(Path::components) {
        walked.push(part);
        match std::fs::metadata(&walked) {
            Ok(meta) if meta.is_dir() && !allowed(&meta, 0o1) => return Some(walked),
            _ => {}
        }
    }
    let meta = std::fs::metadata(path).ok()?;
    let needs = if meta.is_dir() { 0o5 } else { 0o4 };
    (!allowed(&meta, needs)).then(|| path.to_path_buf())
}

/// In the forked child: drops every supplementary group and becomes `uid`:`gid` for good (real,
/// effective and saved ids), then asks again to be killed with the grader (a change of credentials
/// clears that request).
///
/// # Safety
/// Only between fork and exec: it makes async-signal-safe system calls.
pub(crate) unsafe fn become_user(uid: u32, gid: u32) -> io::Result<()> {
    // SAFETY: each call is an async-signal-safe system call on values.
    unsafe {
        check(libc::setgroups(0, std::ptr::null()))?;
        check(libc::setresgid(gid, gid, gid))?;
        check(libc::setresuid(uid, uid, uid))?;
        check(libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0))?;
    }
    Ok(())
}

/// The `passwd` and `group` lines of a private view's `/etc`: root, the run's user (as `nobody` when
/// it is 65534, else `solver`) and its group.
#[must_use]
pub(crate) fn etc_files(user: RunAs) -> (String, String) {
    let (uid, gid) = user.effective();
    let name = |id: u32, fallback: &str| match id {
        0 => "root".to_string(),
        RunAs::NOBODY => if fallback == "solver" { "nobody" } else { "nogroup" }.to_string(),
        _ => fallback.to_string(),
    };
    let (user_name, group_name) = (name(uid, "solver"), name(gid, "solvers"));
    let mut passwd = String::from("root:x:0:0:root:/root:/usr/sbin/nologin\n");
    let mut group = String::from("root:x:0:\n");
    if uid != 0 {
        passwd.push_str(&format!("{user_name}:x:{uid}:{gid}:{user_name}:/nonexistent:/usr/sbin/nologin\n"));
    }
    if gid != 0 {
        group.push_str(&format!("{group_name}:x:{gid}:\n"));
    }
    (passwd, group)
}

/// A system call's result, or its error.
fn check(result: libc::c_int) -> io::Result<libc::c_int> {
    if result < 0 { Err(io::Error::last_os_error()) } else { Ok(result) }
}

/// The name of the user `uid` on this machine, for messages; `uid N` when it has none.
#[must_use]
pub fn user_name(uid: u32) -> String {
    let mut buffer = vec![0u8; 4096];
    // SAFETY: an all-zero passwd is a valid value for getpwuid_r to overwrite.
    let mut entry: libc::passwd = unsafe { std::mem::zeroed() };
    let mut found: *mut libc::passwd = std::ptr::null_mut();
    // SAFETY: getpwuid_r writes into the entry and buffer it is given, at most their sizes.
    let status =
        unsafe { libc::getpwuid_r(uid, &raw mut entry, buffer.as_mut_ptr().cast(), buffer.len(), &raw mut found) };
    if status != 0 || found.is_null() || entry.pw_name.is_null() {
        return format!("uid {uid}");
    }
    // SAFETY: getpwuid_r succeeded, so pw_name is a NUL-terminated string inside `buffer`.
    let name = unsafe { CStr::from_ptr(entry.pw_name) }.to_string_lossy().into_owned();
    format!("{name} (uid {uid})")
}

#[cfg(test)]
mod tests {
    use super::{RunAs, etc_files, unreachable};

    #[test]
    fn run_as_values_parse_or_say_what_is_wrong() {
        for bad in ["", "nobody", "1:2:3", "-1", "65534:x"] {
            assert!(RunAs::parse(bad).is_err(), "{bad}");
        }
        if super::grader_is_root() {
            assert_eq!(RunAs::parse("65534"), Ok(RunAs::User { uid: 65534, gid: 65534 }));
            assert_eq!(RunAs::parse("1000:100"), Ok(RunAs::User { uid: 1000, gid: 100 }));
        } else {
            assert!(RunAs::parse("65534").is_err());
        }
    }

    #[test]
    fn the_view_names_root_and_the_run_user() {
        let (passwd, group) = etc_files(RunAs::User { uid: 65534, gid: 65534 });
        assert!(passwd.contains("\nnobody:x:65534:65534:") && passwd.starts_with("root:x:0:0:"), "{passwd}");
        assert!(group.contains("\nnogroup:x:65534:"), "{group}");
        let (passwd, _) = etc_files(RunAs::User { uid: 1234, gid: 1234 });
        assert!(passwd.contains("\nsolver:x:1234:1234:"), "{passwd}");
    }

    #[test]
    fn a_closed_folder_on_the_way_is_named() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("a folder");
        let closed = dir.path().join("closed");
        std::fs::create_dir(&closed).expect("a folder");
        std::fs::write(closed.join("puzzle.txt"), "2\n1 2\n3 0\n").expect("a file");
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("chmod");
        std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o700)).expect("chmod");
        let nobody = RunAs::User { uid: 65534, gid: 65534 };
        assert_eq!(unreachable(&closed.join("puzzle.txt"), nobody), Some(closed.clone()));
        std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o711)).expect("chmod");
        assert_eq!(unreachable(&closed.join("puzzle.txt"), nobody), None);
        assert_eq!(unreachable(&closed.join("puzzle.txt"), RunAs::Grader), None);
    }
}
