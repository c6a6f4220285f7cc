//! [`write_to`]: a report to standard output (coloured on a terminal, unless `NO_COLOR` is set, for the
//! human format) or to a file, atomically: a temporary file beside it, then a rename, so that a reader
//! never sees half a report and an interrupted run still leaves a whole one. The file gets the usual
//! permissions (0666 less the umask), not a temporary file's 0600.

use std::fs::Permissions;
use std::io::{self, IsTerminal, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use crate::config::Format;
use crate::exit_code::WriteError;
use crate::report::{GradeReport, write};

/// Writes `report` in `format` to `out`, or to standard output.
///
/// # Errors
/// A [`WriteError`] naming where it could not be written.
pub fn write_to(report: &GradeReport, format: Format, out: Option<&Path>) -> Result<(), WriteError> {
    let Some(out) = out else {
        let colour = format == Format::Human && io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        let mut stdout = io::stdout().lock();
        let written = write(report, format, colour, &mut stdout).and_then(|()| stdout.flush());
        return written.map_err(|e| WriteError::new("standard output", e));
    };
    atomically(out, |file| write(report, format, false, file))
}

/// Writes `text` to standard output; a reader that closed the pipe (`slider ... | head`) chose to read
/// no more, which is not an error.
///
/// # Errors
/// Any other failure to write.
pub fn to_stdout(text: &str) -> Result<(), WriteError> {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other.map_err(|e| WriteError::new("standard output", e)),
    }
}

/// Writes a file at `out` through `write`, atomically: a temporary file beside it, synced, renamed over
/// it, and the folder synced, so that a crash at any moment leaves the old file or the new one.
///
/// # Errors
/// A [`WriteError`] naming the file.
pub fn atomically(out: &Path, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> Result<(), WriteError> {
    let failed = |e| WriteError::new(out.display().to_string(), e);
    let dir = out.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mut file = tempfile::Builder::new()
        .prefix(".slider-")
        .permissions(Permissions::from_mode(0o666))
        .tempfile_in(dir)
        .map_err(failed)?;
    let mut buffered = io::BufWriter::new(file.as_file_mut());
    write(&mut buffered).and_then(|()| buffered.flush()).map_err(failed)?;
    drop(buffered);
    file.as_file().sync_all().map_err(failed)?;
    file.persist(out).map_err(|e| failed(e.error))?;
    // The rename is durable once the folder is.
    std::fs::File::open(dir).and_then(|d| d.sync_all()).map_err(failed)?;
    Ok(())
}

/// The files of a folder of reports, each written [`atomically`] at its path under the folder (its
/// own folders made first), and the list of those written: what the class's and the similarity's
/// `write_all` share.
pub struct Folder<'a> {
    dir: &'a Path,
    written: Vec<PathBuf>,
}

impl<'a> Folder<'a> {
    /// The reports folder `dir`, nothing written yet.
    #[must_use]
    pub fn new(dir: &'a Path) -> Folder<'a> {
        Folder { dir, written: Vec::new() }
    }

    /// Writes `name` (a path relative to the folder) through `write`.
    ///
    /// # Errors
    /// A [`WriteError`] naming the file or the folder that could not be made.
    pub fn file(&mut self, name: &str, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> Result<(), WriteError> {
        let path = self.dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| WriteError::new(parent.display().to_string(), e))?;
        }
        atomically(&path, write)?;
        self.written.push(path);
        Ok(())
    }

    /// The files written, in order.
    #[must_use]
    pub fn written(self) -> Vec<PathBuf> {
        self.written
    }
}
