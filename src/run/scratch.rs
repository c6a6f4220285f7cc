//! [`Scratch`]: the fresh working directory of one run (or the copy a build runs in, or an unpacked
//! zip), removed afterwards whatever the program left in it ([`remove_tree`]: iterative, a directory
//! open at a time), and removed when dropped on every other path too: a failed build, an error, an
//! interrupt, a panic unwinding.

use std::io;
use std::path::{Path, PathBuf};

use crate::run::remove::remove_tree;

/// A temporary directory owned by one run; removed by [`Scratch::remove`] or when dropped.
#[derive(Debug)]
pub struct Scratch {
    path: PathBuf,
    removed: bool,
}

impl Scratch {
    /// Creates a new directory inside `parent` (the system's temporary directory when `None`).
    ///
    /// # Errors
    /// When the directory cannot be created.
    pub fn new(parent: Option<&Path>) -> io::Result<Scratch> {
        let mut builder = tempfile::Builder::new();
        builder.prefix("slider-run-");
        let dir = match parent {
            Some(parent) => builder.tempdir_in(parent)?,
            None => builder.tempdir()?,
        };
        Ok(Scratch { path: dir.keep(), removed: false })
    }

    /// The directory.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Removes the directory and everything in it, restoring the owner's permissions where a program
    /// took them away, however deep the tree it left ([`remove_tree`]).
    ///
    /// # Errors
    /// When something cannot be removed even then.
    pub fn remove(mut self) -> io::Result<()> {
        self.removed = true;
        remove_tree(&self.path)
    }

    /// [`Scratch::remove`], with a failure told as a note for the report (`what` names the folder:
    /// "scratch directory", "build copy"): a tree that cannot be removed costs the grader nothing
    /// but the note.
    #[must_use]
    pub fn remove_noting(self, what: &str) -> Option<String> {
        let path = self.path.clone();
        self.remove()
            .err()
            .map(|e| format!("the grader could not remove its {what} {}: {e}; remove it by hand", path.display()))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if !self.removed {
            let _ = remove_tree(&self.path);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::os::unix::fs::PermissionsExt;

    use super::Scratch;

    #[test]
    fn removes_even_read_only_subdirectories() {
        let scratch = Scratch::new(None).expect("a temporary directory");
        let path = scratch.path().to_path_buf();
        let locked = path.join("locked");
        fs::create_dir(&locked).expect("a subdirectory");
        fs::write(locked.join("file"), "x").expect("a file");
        fs::set_permissions(&locked, fs::Permissions::from_mode(0o500)).expect("chmod");
        scratch.remove().expect("removal succeeds");
        assert!(!path.exists());
    }

    #[test]
    fn a_failed_removal_is_a_note() {
        // Not even root removes /proc's files.
        let scratch = Scratch { path: "/proc/self/fd".into(), removed: false };
        let note = scratch.remove_noting("build copy").expect("a note");
        assert!(note.starts_with("the grader could not remove its build copy "), "{note}");
        assert!(note.ends_with("; remove it by hand"), "{note}");
        let fine = Scratch::new(None).expect("a temporary directory");
        assert_eq!(fine.remove_noting("scratch directory"), None);
    }

    #[test]
    fn dropping_removes_it_too() {
        let scratch = Scratch::new(None).expect("a temporary directory");
        let path = scratch.path().to_path_buf();
        fs::write(path.join("file"), "x").expect("a file");
        drop(scratch);
        assert!(!path.exists());
    }
}
