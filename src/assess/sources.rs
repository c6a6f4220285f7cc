//! The Java half of the assessment, embedded in the binary and written out for each submission: the
//! driver (`driver/`), the memory agent (`agent/`), the Board tests (`board/`), the reference Board
//! and the Solver tests (`solver/`), and the counting MinPQ (`minpq/`).

use std::path::Path;

use anyhow::{Context, Result};
use include_dir::{Dir, include_dir};

use crate::grade::RunSettings;

static JAVA: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/src/assess/java");

/// The folder of the work folder the sources are written to.
pub const ROOT: &str = "java";

/// Writes the Java sources into `work/java`, keeping their folders.
///
/// # Errors
/// When a file cannot be written.
pub fn write(work: &Path) -> Result<()> {
    let root = work.join(ROOT);
    std::fs::create_dir_all(&root)
        .and_then(|()| JAVA.extract(&root))
        .with_context(|| format!("cannot write the assessment's Java sources into {}", root.display()))
}

/// Lays out a folder the assessment builds in: the Java sources (as [`write`]) and `run`'s algs4.jar
/// as `algs4.jar`.
///
/// # Errors
/// When there is no algs4.jar, or a file cannot be read or written.
pub fn lay_out(work: &Path, run: &RunSettings) -> Result<()> {
    write(work)?;
    let jar = run.algs4.as_deref().context("the assessment needs algs4.jar; give it with --algs4 PATH or ALGS4_JAR")?;
    std::fs::copy(jar, work.join("algs4.jar")).with_context(|| format!("cannot read {}", jar.display()))?;
    Ok(())
}

/// Every embedded file (its path and bytes), in a fixed order: what the assessment's classes are built
/// from, for [`toolkit_cache`](crate::assess::toolkit_cache)'s key.
#[must_use]
pub fn embedded() -> Vec<(String, &'static [u8])> {
    fn walk(dir: &'static Dir<'static>, out: &mut Vec<(String, &'static [u8])>) {
        for entry in dir.entries() {
            match entry {
                include_dir::DirEntry::Dir(inner) => walk(inner, out),
                include_dir::DirEntry::File(file) => out.push((file.path().display().to_string(), file.contents())),
            }
        }
    }
    let mut out = Vec::new();
    walk(&JAVA, &mut out);
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The `.java` files directly in one of the embedded folders, as paths relative to the work folder
/// (`java/driver/SliderAssess.java`), in name order.
#[must_use]
pub fn files_in(folder: &str) -> Vec<String> {
    let mut files: Vec<String> = JAVA
        .get_dir(folder)
        .map(|d| {
            d.files()
                .filter(|f| f.path().extension().is_some_and(|e| e == "java"))
                .map(|f| format!("{ROOT}/{}", f.path().display()))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

#[cfg(test)]
mod tests {
    use super::files_in;

    #[test]
    fn the_driver_is_embedded() {
        let driver = files_in("driver");
        assert!(driver.contains(&"java/driver/SliderAssess.java".to_string()), "{driver:?}");
        assert!(files_in("no-such-folder").is_empty());
    }
}
