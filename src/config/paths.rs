//! Paths on the command line, checked: a directory or file that must exist (made absolute, since
//! solvers run elsewhere), and an output file whose folder must exist before any work is done.

use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow, bail};

/// The absolute path of an existing directory given with `flag`.
///
/// # Errors
/// A message naming the flag when it is missing or not a directory.
pub fn existing_dir(path: &Path, flag: &str) -> Result<PathBuf> {
    let absolute = canonical(path, flag, "directory")?;
    if !absolute.is_dir() {
        bail!("{flag} {} is not a directory", path.display());
    }
    Ok(absolute)
}

/// The absolute path of an existing file given with `flag`.
///
/// # Errors
/// A message naming the flag when it is missing or not a file.
pub fn existing_file(path: &Path, flag: &str) -> Result<PathBuf> {
    let absolute = canonical(path, flag, "file")?;
    if !absolute.is_file() {
        bail!("{flag} {} is not a file", path.display());
    }
    Ok(absolute)
}

/// The absolute path of an existing file or directory given with `flag`.
///
/// # Errors
/// A message naming the flag when it is missing.
pub fn existing_path(path: &Path, flag: &str) -> Result<PathBuf> {
    canonical(path, flag, "file or directory")
}

/// A file to be written with `flag`: its folder must exist, and it must not be a directory.
///
/// # Errors
/// A message naming the flag and the missing folder.
pub fn output_file(path: &Path, flag: &str) -> Result<PathBuf> {
    let folder = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if !folder.is_dir() {
        bail!("{flag} {}: the folder {} does not exist; create it first", path.display(), folder.display());
    }
    if path.is_dir() {
        bail!("{flag} {} is a directory; give a file name", path.display());
    }
    Ok(path.to_path_buf())
}

/// The absolute path, or a message naming the flag (`what` is "file" or "directory").
fn canonical(path: &Path, flag: &str, what: &str) -> Result<PathBuf> {
    path.canonicalize().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => anyhow!("{flag} {}: no such {what}", path.display()),
        _ => anyhow!("{flag} {}: {e}", path.display()),
    })
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{existing_dir, output_file};

    #[test]
    fn output_files_need_an_existing_folder() {
        let dir = tempfile::tempdir().expect("a directory");
        assert!(output_file(&dir.path().join("report.json"), "--out").is_ok());
        assert!(output_file(Path::new("report.json"), "--out").is_ok());
        let missing = output_file(&dir.path().join("no/such/report.json"), "--out").expect_err("no folder");
        assert!(missing.to_string().contains("does not exist; create it first"), "{missing}");
        assert!(output_file(dir.path(), "--out").is_err());
        assert!(
            existing_dir(&dir.path().join("nope"), "--dir")
                .expect_err("missing")
                .to_string()
                .ends_with("no such directory")
        );
    }
}
