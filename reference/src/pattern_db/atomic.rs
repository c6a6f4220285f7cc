//! Writing a file atomically: the bytes go to a temporary file in the same directory, which is then
//! renamed over the target, so a reader sees the old file or the new one, never half of one. A
//! process that has the old file memory-mapped keeps its (now unlinked) inode intact: a rename never
//! truncates a file in place, which is what makes mapping the cache files safe against the project's
//! own rewrites.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// Whether to wait for the data to reach the disk before the rename.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Durability {
    /// `fsync` the temporary file first: a crash leaves the old file or the complete new one.
    Synced,
    /// No `fsync`: for small files that are only a hint and are checked when read.
    Unsynced,
}

/// Writes `parts`, concatenated, to `path` through a temporary file and a rename; creates the
/// directory if needed.
///
/// # Errors
/// The I/O error of creating, writing or renaming; the temporary file is then removed.
pub(crate) fn write(path: &Path, parts: &[&[u8]], durability: Durability) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = fs::File::create(&temp)?;
        for part in parts {
            file.write_all(part)?;
        }
        if durability == Durability::Synced {
            file.sync_all()?;
        }
        fs::rename(&temp, path)
    })();
    if result.is_err() {
        // The temporary file is useless after a failure; a failure to remove it changes nothing.
        let _ = fs::remove_file(&temp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::{Durability, write};

    #[test]
    fn writes_replace_whole_files_and_leave_no_temporaries() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("sub/file.bin");
        for (parts, durability, expected) in [
            (&[&b"ab"[..], &b"cd"[..]][..], Durability::Synced, &b"abcd"[..]),
            (&[&b"x"[..]][..], Durability::Unsynced, &b"x"[..]),
        ] {
            write(&path, parts, durability).expect("writable");
            assert_eq!(std::fs::read(&path).expect("readable"), expected);
        }
        let names: Vec<_> = std::fs::read_dir(dir.path().join("sub")).expect("listable").collect();
        assert_eq!(names.len(), 1, "only the file itself remains");
        let blocked = dir.path().join("sub/file.bin/inside");
        assert!(write(&blocked, &[b"y"], Durability::Unsynced).is_err(), "a file is not a directory");
    }
}
