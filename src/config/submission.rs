//! [`Submission`]: one student's submission as `slider grade` was given it (a folder or a zip, and the
//! name reports use). Found on the command line by `class::discover`; held by
//! [`GradeConfig`](crate::config::GradeConfig).

use std::path::{Path, PathBuf};

/// Where a submission's files are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A folder.
    Folder(PathBuf),
    /// A zip archive of one.
    Zip(PathBuf),
}

/// One student's submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submission {
    /// The name reports use: the folder's name or the zip's stem.
    pub name: String,
    /// Its files.
    pub source: Source,
}

impl Submission {
    /// The path given or found.
    #[must_use]
    pub fn path(&self) -> &Path {
        match &self.source {
            Source::Folder(path) | Source::Zip(path) => path,
        }
    }
}
