//! [`DiskUse`]: how much a run has left in the folders it may write, measured by the watchdog where no
//! tmpfs of its own holds it (without a private view, and for the folders a build or the assessment
//! writes to as they are). The rule is the tmpfs's: `--disk` bytes, and a file or folder for every
//! 4 KiB of it, so that a run cannot fill the disk with many small files either.

use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;

/// Bytes and entries in use.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct DiskUse {
    /// Bytes of the blocks allocated.
    pub bytes: u64,
    /// Files, folders and other entries.
    pub files: u64,
}

impl DiskUse {
    /// The files allowed for `disk_bytes`: one for each 4 KiB, at least 1024 (a tmpfs's `nr_inodes`).
    #[must_use]
    pub(crate) fn files_allowed(disk_bytes: u64) -> u64 {
        (disk_bytes / 4096).max(1024)
    }

    /// Whether this is over `disk_bytes` (or its files).
    #[must_use]
    pub(crate) fn over(self, disk_bytes: u64) -> bool {
        self.bytes > disk_bytes || self.files > DiskUse::files_allowed(disk_bytes)
    }

    /// Whether a tmpfs of `disk_bytes` with this in use is full: within two pages or one file of its
    /// size, where a write is refused.
    #[must_use]
    pub(crate) fn full(self, disk_bytes: u64) -> bool {
        self.bytes + 2 * 4096 > disk_bytes || self.files + 1 >= DiskUse::files_allowed(disk_bytes)
    }

    /// What is under `dirs`, walking no further than just past `disk_bytes` (the walk keeps a few
    /// descriptors however deep the tree, and never follows a link).
    #[must_use]
    pub(crate) fn of(dirs: &[PathBuf], disk_bytes: u64) -> DiskUse {
        let mut used = DiskUse::default();
        for dir in dirs {
            for entry in walkdir::WalkDir::new(dir).min_depth(1).follow_links(false).max_open(4).into_iter().flatten() {
                used.files += 1;
                used.bytes += entry.metadata().map_or(0, |m| m.blocks() * 512);
                if used.over(disk_bytes) {
                    return used;
                }
            }
        }
        used
    }
}

#[cfg(test)]
mod tests {
    use super::DiskUse;

    #[test]
    fn bytes_and_files_count_against_the_limit() {
        let dir = tempfile::tempdir().expect("a folder");
        std::fs::write(dir.path().join("big"), vec![7u8; 64 << 10]).expect("a file");
        let used = DiskUse::of(&[dir.path().to_path_buf()], 1 << 20);
        assert_eq!(used.files, 1);
        assert!(used.bytes >= 64 << 10, "{used:?}");
        assert!(!used.over(1 << 20) && used.over(32 << 10));
        for i in 0..1100 {
            std::fs::write(dir.path().join(format!("f{i}")), "").expect("a file");
        }
        let many = DiskUse::of(&[dir.path().to_path_buf()], 1 << 20);
        assert!(many.over(1 << 20), "{many:?}: 1,101 files are more than 1 MiB allows");
        assert!(DiskUse { bytes: 1 << 20, files: 3 }.full(1 << 20));
        assert!(!DiskUse { bytes: 1 << 19, files: 3 }.full(1 << 20));
    }
}
