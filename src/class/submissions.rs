//! [`discover`]: the submissions of a class on the command line, in a stable order.
//!
//! Each argument is a `.zip` (one submission), a submission folder, or a folder of submissions. A
//! folder holding only folders and zips (hidden entries and `__MACOSX` aside) is a folder of
//! submissions, each entry one of them; a folder with any other file in it is one submission.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::config::{Source, Submission};
use crate::escape;
use crate::junk::is_junk;

/// The submissions named by `paths`, sorted by name (in natural order: alice2 before alice10).
///
/// # Errors
/// A path that does not exist or is neither a folder nor a zip, a folder with no submission, or two
/// submissions with the same name.
pub fn discover(paths: &[PathBuf]) -> Result<Vec<Submission>> {
    let mut found = Vec::new();
    for path in paths {
        let absolute = std::path::absolute(path).with_context(|| format!("{}: cannot resolve", path.display()))?;
        if is_zip(&absolute) {
            found.push(one(&absolute)?);
        } else if absolute.is_dir() {
            if is_empty(&absolute)? {
                bail!("{}: an empty folder; give a folder of submissions or one submission's files", path.display());
            } else if is_class_folder(&absolute)? {
                let before = found.len();
                found.extend(entries(&absolute)?);
                if found.len() == before {
                    bail!("{}: no submissions in this folder (no folders or .zip files)", path.display());
                }
            } else {
                found.push(one(&absolute)?);
            }
        } else if absolute.exists() {
            bail!("{}: not a folder or a .zip file; give submission folders or zips", path.display());
        } else {
            bail!("{}: no such file or folder", path.display());
        }
    }
    found.sort_by(|a, b| alphanumeric_sort::compare_str(&a.name, &b.name));
    for pair in found.windows(2) {
        if pair[0].name == pair[1].name {
            bail!(
                "two submissions are named {}: {} and {}; rename one",
                pair[0].name,
                escape::path(pair[0].path()),
                escape::path(pair[1].path())
            );
        }
    }
    Ok(found)
}

fn is_zip(path: &Path) -> bool {
    path.is_file() && path.extension().is_some_and(|e| e.eq_ignore_ascii_case("zip"))
}

/// A submission at `path`, named after it.
fn one(path: &Path) -> Result<Submission> {
    let stem = if is_zip(path) { path.file_stem() } else { path.file_name() };
    // The name every report and the terminal show: a student chose it, so it is escaped once, here.
    let name = stem.map(|s| escape::shown(&s.to_string_lossy())).filter(|s| !s.is_empty());
    let Some(name) = name else { bail!("{}: cannot name a submission after this path", escape::path(path)) };
    let source = if is_zip(path) { Source::Zip(path.to_path_buf()) } else { Source::Folder(path.to_path_buf()) };
    Ok(Submission { name, source })
}

/// Whether `dir` holds nothing but junk: neither a submission nor a folder of them.
fn is_empty(dir: &Path) -> Result<bool> {
    let mut listing = fs::read_dir(dir).with_context(|| format!("{}: cannot list", dir.display()))?;
    Ok(listing.all(|entry| entry.is_ok_and(|e| is_junk(&e.file_name().to_string_lossy()))))
}

/// Whether every entry of `dir` that is not junk is a folder or a zip (and there is at least one).
fn is_class_folder(dir: &Path) -> Result<bool> {
    let mut any = false;
    for entry in fs::read_dir(dir).with_context(|| format!("{}: cannot list", dir.display()))? {
        let entry = entry?;
        if is_junk(&entry.file_name().to_string_lossy()) {
            continue;
        }
        let path = entry.path();
        if !(path.is_dir() || is_zip(&path)) {
            return Ok(false);
        }
        any = true;
    }
    Ok(any)
}

fn entries(dir: &Path) -> Result<Vec<Submission>> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("{}: cannot list", dir.display()))? {
        let entry = entry?;
        if !is_junk(&entry.file_name().to_string_lossy()) {
            out.push(one(&entry.path())?);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::{Source, discover};

    #[test]
    fn folders_of_submissions_and_single_submissions_are_told_apart() {
        let dir = tempfile::tempdir().expect("a directory");
        let class = dir.path().join("class");
        for name in ["bob", "alice10", "alice2", "__MACOSX", ".git"] {
            fs::create_dir_all(class.join(name)).expect("a folder");
        }
        fs::write(class.join("alice2/Solver.java"), "class Solver {}").expect("a file");
        fs::write(class.join("carol.zip"), "PK").expect("a zip");
        let single = dir.path().join("dave");
        fs::create_dir_all(single.join("src")).expect("a folder");
        fs::write(single.join("README"), "hi").expect("a file");
        let found = discover(&[class.clone(), single.clone()]).expect("found");
        let names: Vec<&str> = found.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["alice2", "alice10", "bob", "carol", "dave"]);
        assert_eq!(found[3].source, Source::Zip(class.join("carol.zip")));
        assert_eq!(found[4].source, Source::Folder(single));
    }

    #[test]
    fn bad_arguments_are_one_line_each() {
        let dir = tempfile::tempdir().expect("a directory");
        let file = dir.path().join("notes.txt");
        fs::write(&file, "x").expect("a file");
        let empty = dir.path().join("empty");
        fs::create_dir(&empty).expect("a folder");
        fs::write(empty.join(".DS_Store"), "x").expect("junk");
        fs::create_dir_all(dir.path().join("class/bob")).expect("an empty submission in a class");
        fs::create_dir_all(dir.path().join("a/alice")).expect("a folder");
        fs::create_dir_all(dir.path().join("b/alice")).expect("a folder");
        let cases = [
            (vec![file], "not a folder or a .zip file"),
            (vec![dir.path().join("missing")], "no such file or folder"),
            (vec![dir.path().join("a"), dir.path().join("b")], "two submissions are named alice"),
            (vec![empty], "an empty folder; give a folder of submissions"),
        ];
        for (paths, expected) in cases {
            let message = discover(&paths).expect_err(expected).to_string();
            assert!(message.contains(expected), "{expected}: {message}");
        }
        // An empty folder named on the command line is a mistake; one inside a class is a student who
        // submitted nothing, which fails its build, not the class.
        assert_eq!(discover(&[dir.path().join("class")]).expect("one").len(), 1);
    }
}
