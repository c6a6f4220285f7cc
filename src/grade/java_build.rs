//! [`prepare_java`]: a Java submission compiled the way the assignment is: its `Board.java` and
//! `Solver.java` (the profile's sources), found anywhere in it, with or without a package, compiled by
//! the machine's `javac` against the user's algs4.jar, in a scratch copy, contained like a run. The
//! solver is then `java -cp classes <main>` from that copy; a failed compile keeps `javac`'s errors.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};
use walkdir::WalkDir;

use crate::config::JavaProfile;
use crate::grade::build::copy_of;
use crate::grade::javac::javac;
use crate::grade::settings::RunSettings;
use crate::grade::verdict::BuildFailure;
use crate::junk::is_junk;
use crate::run::Scratch;

/// A compiled submission, or why it is not one.
pub enum JavaPrepared {
    /// Compiled in `copy`; `command` runs the main class from there.
    Built {
        /// The build copy (removed when dropped).
        copy: Scratch,
        /// The solver command, relative to the copy.
        command: String,
    },
    /// It did not compile, or had nothing to compile.
    Failed(BuildFailure),
}

/// Compiles the submission at `root` as `java` says, against `settings.algs4`.
///
/// # Errors
/// Only when `javac` cannot be started; everything the submission does wrong is [`JavaPrepared::Failed`].
pub fn prepare_java(
    settings: &RunSettings,
    java: &JavaProfile,
    root: &Path,
    max_bytes: u64,
    interrupted: &AtomicBool,
) -> Result<JavaPrepared> {
    let copy = match copy_of(settings, root, max_bytes) {
        Ok(copy) => copy,
        Err(e) => return Ok(JavaPrepared::Failed(BuildFailure::Refused(format!("{e:#}")))),
    };
    let sources = match find_sources(copy.path(), &java.sources) {
        Ok(sources) => sources,
        Err(failure) => return Ok(JavaPrepared::Failed(failure)),
    };
    let classes = copy.path().join("slider-classes");
    std::fs::create_dir(&classes).context("cannot create the classes folder of the build")?;
    if let Err(errors) = javac(settings, copy.path(), &javac_args(settings, &sources, &classes), interrupted)? {
        return Ok(JavaPrepared::Failed(BuildFailure::Javac(errors)));
    }
    let main_source = sources.iter().find(|s| s.file_name().is_some_and(|n| *n == *format!("{}.java", java.main)));
    let package = main_source.and_then(|s| package_of(s)).unwrap_or_default();
    let main = if package.is_empty() { java.main.clone() } else { format!("{package}.{}", java.main) };
    Ok(JavaPrepared::Built { copy, command: format!("java -cp slider-classes {main}") })
}

/// javac's arguments: UTF-8 sources, classes into `classes`, algs4.jar on the class path, each
/// source's package root on the source path (so helper classes beside them are found).
fn javac_args(settings: &RunSettings, sources: &[PathBuf], classes: &Path) -> Vec<String> {
    let roots: Vec<String> = sources.iter().map(|s| source_root(s).display().to_string()).collect();
    let mut words = vec!["-encoding".to_string(), "UTF-8".into(), "-d".into()];
    words.push(classes.display().to_string());
    if let Some(jar) = &settings.algs4 {
        words.extend(["-cp".to_string(), jar.display().to_string()]);
    }
    words.extend(["-sourcepath".to_string(), roots.join(":")]);
    words.extend(sources.iter().map(|s| s.display().to_string()));
    words
}

/// Each source file named in `names`, the shallowest match in `dir` (then the first by path).
pub fn find_sources(dir: &Path, names: &[String]) -> Result<Vec<PathBuf>, BuildFailure> {
    let mut files: Vec<PathBuf> = WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| e.depth() == 0 || !is_junk(&e.file_name().to_string_lossy()))
        .flatten()
        .filter(|e| e.file_type().is_file())
        .map(walkdir::DirEntry::into_path)
        .collect();
    files.sort_by_key(|f| f.components().count());
    let mut found = Vec::new();
    let mut missing = Vec::new();
    for name in names {
        match files.iter().find(|f| f.file_name().is_some_and(|n| n.to_string_lossy() == *name)) {
            Some(file) => found.push(file.clone()),
            None => missing.push(name.clone()),
        }
    }
    if missing.is_empty() {
        return Ok(found);
    }
    let java: Vec<String> = files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "java"))
        .filter_map(|f| f.strip_prefix(dir).ok().map(|p| p.display().to_string()))
        .take(8)
        .collect();
    Err(BuildFailure::MissingSources { missing, found: java })
}

/// The package a Java source declares, if any.
fn package_of(source: &Path) -> Option<String> {
    let text = std::fs::read_to_string(source).ok()?;
    text.lines().map(str::trim).find_map(|line| {
        let rest = line.strip_prefix("package ")?;
        let name = rest.trim_end().strip_suffix(';')?.trim();
        name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.').then(|| name.to_string())
    })
}

/// The folder a source's package path starts in (its own folder when it has no package, or when the
/// folders do not spell the package).
fn source_root(source: &Path) -> PathBuf {
    let folder = source.parent().map(Path::to_path_buf).unwrap_or_default();
    let Some(package) = package_of(source) else { return folder };
    let parts: Vec<&str> = package.split('.').collect();
    let mut root = folder.clone();
    for part in parts.iter().rev() {
        if root.file_name().is_some_and(|n| n.to_string_lossy() == *part) {
            root.pop();
        } else {
            return folder;
        }
    }
    root
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::{find_sources, package_of, source_root};
    use crate::grade::verdict::BuildFailure;

    #[test]
    fn sources_are_found_anywhere_and_packages_give_their_root() {
        let dir = tempfile::tempdir().expect("a directory");
        let src = dir.path().join("project/src/edu/puzzle");
        fs::create_dir_all(&src).expect("folders");
        fs::create_dir_all(dir.path().join("__MACOSX/project")).expect("folders");
        fs::write(dir.path().join("__MACOSX/project/Board.java"), "junk").expect("a file");
        fs::write(src.join("Board.java"), "// a board\npackage edu.puzzle;\nclass Board {}").expect("a file");
        fs::write(src.join("Solver.java"), "package edu.puzzle;\nclass Solver {}").expect("a file");
        fs::write(dir.path().join("project/Old.java"), "class Old {}").expect("a file");
        let names = ["Board.java".to_string(), "Solver.java".to_string()];
        let found = find_sources(dir.path(), &names).expect("both found");
        assert_eq!(found, [src.join("Board.java"), src.join("Solver.java")]);
        assert_eq!(package_of(&found[1]).as_deref(), Some("edu.puzzle"));
        assert_eq!(source_root(&found[1]), dir.path().join("project/src"));
        fs::remove_file(src.join("Solver.java")).expect("removed");
        let Err(BuildFailure::MissingSources { missing, found }) = find_sources(dir.path(), &names) else {
            panic!("Solver.java is missing")
        };
        assert_eq!(missing, ["Solver.java"]);
        assert_eq!(found, ["project/Old.java", "project/src/edu/puzzle/Board.java"]);
    }
}
