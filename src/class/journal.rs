//! [`Journal`]: the results of a class as they are made, in `OUT/journal/`: a header (`class.json`:
//! the assignment, its fingerprint, the shard and every submission of the class) and one file per
//! graded submission, each written atomically the moment its submission is done. A kill at any moment
//! loses nothing finished; `--resume` grades only what has no file yet; `slider merge` reads the
//! journals of several shards. The class reports are always made from a journal.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde::{Deserialize, Serialize};

use crate::class::model::{CategoryInfo, GroupInfo, SCHEMA, SubmissionRecord};
use crate::report::atomically;

/// The header of a journal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// The record schema.
    pub schema: String,
    /// The assignment's name.
    pub assignment: String,
    /// The fingerprint of the profile and corpus.
    pub digest: String,
    /// `K/N` when this run graded one shard.
    pub shard: Option<String>,
    /// Every submission of the class, in order (all shards).
    pub class: Vec<String>,
    /// The categories graded.
    pub categories: Vec<CategoryInfo>,
    /// The groups graded.
    pub groups: Vec<GroupInfo>,
}

/// A journal folder.
#[derive(Debug)]
pub struct Journal {
    dir: PathBuf,
}

const HEADER: &str = "class.json";

impl Journal {
    /// Opens `out/journal` for a run described by `header`. Records already there are kept with
    /// `resume` (when they were graded under the same profile and corpus) and removed with `fresh`;
    /// otherwise they are an error, so that a finished class is never overwritten by accident.
    /// Returns the journal and the records kept.
    ///
    /// # Errors
    /// Records there without `resume` or `fresh`, a journal of another profile, or a folder that cannot
    /// be written.
    pub fn open(out: &Path, header: &Header, resume: bool, fresh: bool) -> Result<(Journal, Vec<SubmissionRecord>)> {
        let dir = out.join("journal");
        fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
        let journal = Journal { dir };
        let existing = journal.records()?;
        let mut kept = Vec::new();
        if fresh {
            for file in journal.record_files()? {
                fs::remove_file(&file).with_context(|| format!("cannot remove {}", file.display()))?;
            }
        } else if !existing.is_empty() {
            if !resume {
                bail!(
                    "{} already holds {} graded submissions; add --resume to keep them and grade the rest, or --fresh to grade all again",
                    journal.dir.display(),
                    existing.len()
                );
            }
            let old = journal.header()?;
            if old.digest != header.digest {
                bail!(
                    "{} was graded under another profile or corpus (fingerprint {} here, {} now); use --fresh, or another --out-dir",
                    journal.dir.display(),
                    old.digest,
                    header.digest
                );
            }
            kept = existing.into_iter().filter(|r| header.class.contains(&r.name)).collect();
        }
        atomically(&journal.dir.join(HEADER), |out| {
            serde_json::to_writer_pretty(&mut *out, header).map_err(std::io::Error::other)?;
            writeln!(out)
        })?;
        Ok((journal, kept))
    }

    /// Reads the journal in `dir` (an `--out-dir`, or its `journal` folder) for `slider merge`.
    ///
    /// # Errors
    /// A folder without a journal, or a file that is not one of its records.
    pub fn read(dir: &Path) -> Result<(Header, Vec<SubmissionRecord>)> {
        let dir = if dir.join("journal").join(HEADER).is_file() { dir.join("journal") } else { dir.to_path_buf() };
        let journal = Journal { dir };
        Ok((journal.header()?, journal.records()?))
    }

    /// Records `record`, atomically.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn write(&self, record: &SubmissionRecord) -> Result<()> {
        let path = self.dir.join(format!("{}.json", file_name(&record.name)));
        atomically(&path, |out| {
            serde_json::to_writer_pretty(&mut *out, record).map_err(std::io::Error::other)?;
            writeln!(out)
        })?;
        Ok(())
    }

    fn header(&self) -> Result<Header> {
        let path = self.dir.join(HEADER);
        let text = fs::read_to_string(&path).with_context(|| {
            format!("{}: no journal here (run `slider grade` with this --out-dir first)", path.display())
        })?;
        let header: Header =
            serde_json::from_str(&text).with_context(|| format!("{}: not a slider journal header", path.display()))?;
        if header.schema != SCHEMA {
            bail!("{}: schema {}, but this slider reads {SCHEMA}", path.display(), header.schema);
        }
        Ok(header)
    }

    fn record_files(&self) -> Result<Vec<PathBuf>> {
        let entries = fs::read_dir(&self.dir).with_context(|| format!("cannot list {}", self.dir.display()))?;
        let mut files: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "json") && p.file_name().is_some_and(|n| n != HEADER))
            .collect();
        files.sort();
        Ok(files)
    }

    fn records(&self) -> Result<Vec<SubmissionRecord>> {
        let mut records = Vec::new();
        for file in self.record_files()? {
            let text = fs::read_to_string(&file).with_context(|| format!("cannot read {}", file.display()))?;
            let record: SubmissionRecord = serde_json::from_str(&text)
                .with_context(|| format!("{}: not a graded submission of this slider version", file.display()))?;
            records.push(record);
        }
        Ok(records)
    }
}

/// A file name for a submission: letters, digits, `-`, `_` and `.` kept, anything else as `%XX`.
fn file_name(name: &str) -> String {
    let mut out = String::new();
    for byte in name.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_".contains(&byte) || (byte == b'.' && !out.is_empty()) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
#[path = "journal_tests.rs"]
mod tests;
