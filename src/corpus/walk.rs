//! Finding puzzle files: files named on the command line, and `*.txt` files below directories, in
//! natural order (puzzle2 before puzzle10).

use std::collections::HashSet;
use std::path::PathBuf;

use anyhow::{Context, Result, anyhow, bail};
use walkdir::WalkDir;

/// (display name, absolute path) of every puzzle file, in order, without repeats.
pub(crate) fn puzzle_files(paths: &[PathBuf]) -> Result<Vec<(String, PathBuf)>> {
    let mut files = Vec::new();
    let mut seen = HashSet::new();
    for path in paths {
        let absolute = path.canonicalize().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => anyhow!("{}: no such file or directory", path.display()),
            _ => anyhow!("{}: {e}", path.display()),
        })?;
        let found = if absolute.is_dir() { below(path)? } else { vec![(path.display().to_string(), absolute)] };
        for (name, file) in found {
            if seen.insert(file.clone()) {
                files.push((name, file));
            }
        }
    }
    Ok(files)
}

/// The `*.txt` files below `dir`, in natural order of their paths.
fn below(dir: &PathBuf) -> Result<Vec<(String, PathBuf)>> {
    let mut found = Vec::new();
    for entry in WalkDir::new(dir).follow_links(true) {
        let entry = entry.with_context(|| format!("cannot read the directory {}", dir.display()))?;
        if entry.file_type().is_file() && entry.path().extension().is_some_and(|e| e == "txt") {
            let absolute =
                entry.path().canonicalize().with_context(|| format!("cannot read {}", entry.path().display()))?;
            found.push((entry.path().display().to_string(), absolute));
        }
    }
    if found.is_empty() {
        bail!("{}: no puzzle files (*.txt) in this directory", dir.display());
    }
    found.sort_by(|a, b| alphanumeric_sort::compare_str(&a.0, &b.0));
    Ok(found)
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::puzzle_files;

    #[test]
    fn directories_are_walked_in_natural_order_without_repeats() {
        let dir = tempfile::tempdir().expect("a directory");
        for name in ["puzzle10.txt", "puzzle2.txt", "puzzle1.txt", "notes.md", "sub/puzzle3.txt"] {
            let path = dir.path().join(name);
            fs::create_dir_all(path.parent().expect("has a parent")).expect("dirs");
            fs::write(path, "2 1 2 3 0").expect("a file");
        }
        let again = dir.path().join("puzzle2.txt");
        let files = puzzle_files(&[dir.path().to_path_buf(), again]).expect("found");
        let names: Vec<String> = files
            .iter()
            .map(|(name, _)| name.strip_prefix(&dir.path().display().to_string()).expect("below").to_string())
            .collect();
        assert_eq!(names, ["/puzzle1.txt", "/puzzle2.txt", "/puzzle10.txt", "/sub/puzzle3.txt"]);
    }

    #[test]
    fn missing_paths_and_empty_directories_are_errors() {
        let dir = tempfile::tempdir().expect("a directory");
        let empty = puzzle_files(&[dir.path().to_path_buf()]).expect_err("no puzzles");
        assert!(empty.to_string().ends_with("no puzzle files (*.txt) in this directory"), "{empty}");
        let missing = puzzle_files(&[dir.path().join("nope.txt")]).expect_err("missing");
        assert!(missing.to_string().ends_with("nope.txt: no such file or directory"), "{missing}");
    }
}
