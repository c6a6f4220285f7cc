//! Shared helpers: a `slider` command, the workspace's puzzle files, and scratch puzzle files.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// A fresh `slider` command.
pub fn slider() -> Command {
    assert_cmd::cargo::cargo_bin_cmd!("slider")
}

/// The workspace root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A file of the corpus, `puzzles/<name>`.
pub fn puzzle(name: &str) -> PathBuf {
    root().join("puzzles").join(name)
}

/// A scratch directory holding one file with `contents`.
pub fn scratch_file(name: &str, contents: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join(name);
    std::fs::write(&path, contents).expect("a scratch file");
    (dir, path)
}
