//! [`read`]: the source files of one submission, read with care. A zip is unpacked into a scratch
//! folder by the same checks as `slider grade` (`class::archive`); every file is looked at by its
//! extension ([`Language::of`]). What cannot be used is a note on that submission, never a stop: a
//! refused zip, a binary file, a file over [`MAX_FILE_BYTES`], more than [`MAX_FILES`] source files,
//! no source file at all. Paths are escaped once, here, for every report.

use std::fs;
use std::path::Path;

use walkdir::WalkDir;

use super::language::Language;
use crate::class::archive;
use crate::config::{Source, Submission};
use crate::escape;
use crate::formatting::format_bytes;
use crate::junk::is_junk;

/// The largest source file read: this assignment's files are a few kilobytes; a larger one is
/// generated or padded, and left out.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// The most source files of one submission that are read (in name order).
pub const MAX_FILES: usize = 200;

/// A submission's source files (path inside it, escaped, and text) and the notes on what was left out.
pub struct Sources {
    pub files: Vec<(String, String)>,
    pub notes: Vec<String>,
}

/// The source files of `submission`; a zip expands to at most `max_zip_bytes`.
#[must_use]
pub fn read(submission: &Submission, max_zip_bytes: u64) -> Sources {
    match &submission.source {
        Source::Folder(dir) => read_folder(dir),
        Source::Zip(zip) => {
            let scratch = match tempfile::Builder::new().prefix("slider-similar-").tempdir() {
                Ok(scratch) => scratch,
                Err(e) => return refused(format!("cannot make a scratch folder to unpack the zip: {e}")),
            };
            match archive::extract(zip, scratch.path(), max_zip_bytes) {
                Ok(()) => read_folder(&archive::root(scratch.path())),
                Err(reason) => refused(format!("zip refused: {reason}")),
            }
        }
    }
}

fn refused(note: String) -> Sources {
    Sources { files: Vec::new(), notes: vec![note] }
}

/// The source files under `dir`, in name order, junk and symbolic links left out.
pub fn read_folder(dir: &Path) -> Sources {
    let mut sources = Sources { files: Vec::new(), notes: Vec::new() };
    let walk = WalkDir::new(dir).follow_links(false).sort_by_file_name().into_iter();
    for entry in walk.filter_entry(|e| e.depth() == 0 || !is_junk(&e.file_name().to_string_lossy())) {
        let Ok(entry) = entry else { continue };
        if !entry.file_type().is_file() || Language::of(entry.path()).is_none() {
            continue;
        }
        let name = escape::path(entry.path().strip_prefix(dir).unwrap_or(entry.path()));
        if sources.files.len() == MAX_FILES {
            sources.notes.push(format!("more than {MAX_FILES} source files; {name} and the rest left out"));
            break;
        }
        match read_file(entry.path()) {
            Ok(text) => sources.files.push((name, text)),
            Err(why) => sources.notes.push(format!("{name}: {why}; left out")),
        }
    }
    if sources.files.is_empty() && sources.notes.is_empty() {
        sources.notes.push("no source files (.java, .c, .cpp, .py, ...)".to_string());
    }
    sources
}

fn read_file(path: &Path) -> Result<String, String> {
    let size = fs::metadata(path).map_err(|e| format!("cannot be read ({e})"))?.len();
    if size > MAX_FILE_BYTES {
        return Err(format!(
            "{} is over the {} a source file may have",
            format_bytes(size),
            format_bytes(MAX_FILE_BYTES)
        ));
    }
    let bytes = fs::read(path).map_err(|e| format!("cannot be read ({e})"))?;
    if bytes.contains(&0) {
        return Err("a binary file, not source text".to_string());
    }
    // Text in another encoding (Latin-1 comments) still tokenizes: names and comments make no token.
    Ok(String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}
