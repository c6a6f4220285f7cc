//! The verification stamp: a small sidecar file (`<table file>.stamp`) saying "this very version of the
//! table file was checksummed and found good", so that later processes skip the quarter-second pass over
//! 279 MiB and only map the file.
//!
//! A file version is named by its [`Identity`]: device, inode, length, and modification and change times
//! in nanoseconds, all from `fstat` of the open file. Replacing the file by a rename (how the project
//! writes tables) gives a new inode and new times; rewriting it in place changes its times; so a stamp
//! never vouches for bytes it did not see, short of someone rewriting the file in place within one tick
//! of the file system's clock and restoring both times (only root can set the change time). The stamp
//! also records the checksum the header claims, so a stamp is only honoured for the header it was made
//! with. It is one line of text, written atomically:
//!
//! ```text
//! npuzzle-pdb-stamp 1 dev=2049 ino=1234 len=259459264 mtime_ns=1764784620123456789 ctime_ns=1764784620123456789 checksum=9f3c0e1d2b4a5968
//! ```
//!
//! It is only a hint: a missing, unreadable, unwritable or stale stamp means the checksum is computed,
//! never an error. Off Unix there is no inode to name a version by, so every open verifies.

use std::fs::{self, Metadata};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::pattern_db::atomic::{self, Durability};

/// One version of a file, as far as its metadata can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Identity {
    dev: u64,
    ino: u64,
    len: u64,
    mtime_ns: i128,
    ctime_ns: i128,
}

impl Identity {
    /// The identity of the file `metadata` describes (take it from the open file, so that it names the
    /// bytes read, not whatever the path holds later); `None` off Unix.
    pub(crate) fn of(metadata: &Metadata) -> Option<Identity> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let ns = |secs: i64, nanos: i64| i128::from(secs) * 1_000_000_000 + i128::from(nanos);
            Some(Identity {
                dev: metadata.dev(),
                ino: metadata.ino(),
                len: metadata.len(),
                mtime_ns: ns(metadata.mtime(), metadata.mtime_nsec()),
                ctime_ns: ns(metadata.ctime(), metadata.ctime_nsec()),
            })
        }
        #[cfg(not(unix))]
        {
            let _ = metadata;
            None
        }
    }

    /// Whether the file's last change (its change time, which only the kernel sets) was before `at`.
    pub(crate) fn changed_before(&self, at: SystemTime) -> bool {
        at.duration_since(SystemTime::UNIX_EPOCH).is_ok_and(|d| self.ctime_ns < d.as_nanos() as i128)
    }

    /// The stamp's text for this version with `checksum`.
    fn line(&self, checksum: u64) -> String {
        let Identity { dev, ino, len, mtime_ns, ctime_ns } = self;
        format!(
            "npuzzle-pdb-stamp 1 dev={dev} ino={ino} len={len} mtime_ns={mtime_ns} ctime_ns={ctime_ns} \
             checksum={checksum:016x}\n"
        )
    }
}

/// The stamp file of the table file `path`.
pub(crate) fn path_of(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".stamp");
    path.with_file_name(name)
}

/// Whether the stamp of `path` vouches for this version of the file with this header checksum.
pub(crate) fn vouches(path: &Path, identity: &Identity, checksum: u64) -> bool {
    // A stamp is a few dozen bytes; anything much longer is not one, so it is not read whole.
    let stamp = path_of(path);
    let short = fs::metadata(&stamp).is_ok_and(|m| m.len() < 512);
    short && fs::read(&stamp).is_ok_and(|text| text == identity.line(checksum).as_bytes())
}

/// Records that this version of `path` was verified with `checksum`; returns whether the stamp was
/// written (a read-only directory only means that the next open verifies again).
pub(crate) fn record(path: &Path, identity: &Identity, checksum: u64) -> bool {
    atomic::write(&path_of(path), &[identity.line(checksum).as_bytes()], Durability::Unsynced).is_ok()
}

#[cfg(test)]
mod tests {
    use super::{Identity, path_of, record, vouches};

    #[test]
    fn a_stamp_vouches_only_for_its_version_and_checksum() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("table.bin");
        std::fs::write(&path, b"version one").expect("writable");
        let first = Identity::of(&std::fs::metadata(&path).expect("exists")).expect("unix");
        assert!(!vouches(&path, &first, 7), "no stamp yet");
        assert!(record(&path, &first, 7));
        assert_eq!(path_of(&path), dir.path().join("table.bin.stamp"));
        let other = dir.path().join("other.bin");
        std::fs::write(&other, b"version two, longer").expect("writable");
        std::fs::rename(&other, &path).expect("renamable");
        let second = Identity::of(&std::fs::metadata(&path).expect("exists")).expect("unix");
        let cases = [(&first, 7, true), (&first, 8, false), (&second, 7, false)];
        for (identity, checksum, expected) in cases {
            assert_eq!(vouches(&path, identity, checksum), expected, "{identity:?} {checksum}");
        }
        std::fs::write(path_of(&path), vec![b'x'; 4096]).expect("writable");
        assert!(!vouches(&path, &first, 7), "garbage is no stamp");
    }
}
