//! Where a built [`Toolkit`](crate::assess::toolkit::Toolkit) is kept between runs: a folder under
//! `$XDG_CACHE_HOME/slider/assess` (else `~/.cache/slider/assess`), named after everything the
//! classes depend on (the embedded Java sources, algs4.jar's bytes, and which JDK's javac), so that a
//! new slider, jar or JDK builds afresh and a run of `slider assess` on one submission skips the
//! toolkit's four javac runs and its jar (about 2 s). A folder is only ever read once complete: it is
//! built under a temporary name and renamed into place.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// The marker a complete cached toolkit holds, written last.
const COMPLETE: &str = "complete";

/// The cache's parent folder, if the environment names one.
#[must_use]
pub fn default_directory() -> Option<PathBuf> {
    let env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    env("XDG_CACHE_HOME")
        .map(|d| d.join("slider/assess"))
        .or_else(|| env("HOME").map(|d| d.join(".cache/slider/assess")))
}

/// The cached toolkit's folder in `cache` for these sources, this jar and the JDK whose `javac` is
/// `javac`.
///
/// # Errors
/// When algs4.jar cannot be read.
pub fn folder(cache: &Path, sources: &[(String, &[u8])], algs4: &Path, javac: &Path) -> Result<PathBuf> {
    let mut key: Vec<u8> = Vec::new();
    for (name, bytes) in sources {
        key.extend_from_slice(format!("{name}\0{}\0", bytes.len()).as_bytes());
        key.extend_from_slice(bytes);
    }
    key.extend(std::fs::read(algs4).with_context(|| format!("cannot read {}", algs4.display()))?);
    key.extend_from_slice(jdk_identity(javac).as_bytes());
    Ok(cache.join(format!("toolkit-{}", crate::config::fingerprint(&key))))
}

/// Whether `folder` holds a complete toolkit.
#[must_use]
pub fn is_complete(folder: &Path) -> bool {
    folder.join(COMPLETE).is_file()
}

/// Stores the parts of a toolkit built in `built` as `folder`, built beside it and renamed into place;
/// a folder another run completed first is kept.
///
/// # Errors
/// When the cache cannot be written (the toolkit still works from `built`).
pub fn store(built: &Path, parts: &[&str], folder: &Path) -> Result<()> {
    let parent = folder.parent().context("a cache folder has a parent")?;
    std::fs::create_dir_all(parent).with_context(|| format!("cannot create {}", parent.display()))?;
    let staging = tempfile::Builder::new().prefix(".toolkit-").tempdir_in(parent)?;
    for part in parts {
        crate::assess::toolkit::copy(&built.join(part), &staging.path().join(part))?;
    }
    std::fs::write(staging.path().join(COMPLETE), "")?;
    let staged = staging.keep();
    if folder.exists() && !is_complete(folder) {
        // Left by a run that stopped while storing it in place (or damaged): replaced whole.
        let _ = std::fs::remove_dir_all(folder);
    }
    if std::fs::rename(&staged, folder).is_err() {
        // Another run stored the same toolkit first (or the cache is read-only): theirs is as good.
        let _ = std::fs::remove_dir_all(&staged);
    }
    Ok(())
}

/// What tells one JDK from another: `javac`'s real path, its size and modification time, and the
/// JDK's `release` file (its version), so that an upgrade in place is a new JDK.
fn jdk_identity(javac: &Path) -> String {
    let real = std::fs::canonicalize(javac).unwrap_or_else(|_| javac.to_path_buf());
    let stamp = std::fs::metadata(&real).map(|m| format!("{}:{:?}", m.len(), m.modified().ok())).unwrap_or_default();
    let release = real
        .parent()
        .and_then(Path::parent)
        .and_then(|home| std::fs::read_to_string(home.join("release")).ok())
        .unwrap_or_default();
    format!("{}\0{stamp}\0{release}", real.display())
}

#[cfg(test)]
mod tests {
    use super::{folder, is_complete, store};

    #[test]
    fn the_folder_changes_with_the_sources_the_jar_and_the_jdk() {
        let dir = tempfile::tempdir().expect("a folder");
        let (jar, other_jar, javac) = (dir.path().join("a.jar"), dir.path().join("b.jar"), dir.path().join("javac"));
        std::fs::write(&jar, "one").and_then(|()| std::fs::write(&other_jar, "two")).expect("jars");
        std::fs::write(&javac, "a compiler").expect("a javac");
        let sources = [("driver/A.java".to_string(), &b"class A {}"[..])];
        let changed = [("driver/A.java".to_string(), &b"class A { }"[..])];
        let at = |s: &[(String, &[u8])], jar: &std::path::Path, javac: &std::path::Path| {
            folder(dir.path(), s, jar, javac).expect("a folder")
        };
        let first = at(&sources, &jar, &javac);
        assert_eq!(first, at(&sources, &jar, &javac), "the same inputs, the same folder");
        assert_ne!(first, at(&changed, &jar, &javac));
        assert_ne!(first, at(&sources, &other_jar, &javac));
        assert_ne!(first, at(&sources, &jar, &dir.path().join("another-javac")));
        assert!(folder(dir.path(), &sources, &dir.path().join("missing.jar"), &javac).is_err());
    }

    #[test]
    fn a_stored_toolkit_is_complete_and_a_second_store_keeps_the_first() {
        let dir = tempfile::tempdir().expect("a folder");
        let built = dir.path().join("built");
        std::fs::create_dir_all(built.join("driver")).expect("a part");
        std::fs::write(built.join("driver/A.class"), "first").expect("a class");
        std::fs::write(built.join("agent.jar"), "jar").expect("a jar");
        let cached = dir.path().join("cache/toolkit-1");
        assert!(!is_complete(&cached));
        store(&built, &["driver", "agent.jar"], &cached).expect("stored");
        assert!(is_complete(&cached));
        assert_eq!(std::fs::read_to_string(cached.join("driver/A.class")).expect("copied"), "first");
        std::fs::write(built.join("driver/A.class"), "second").expect("a class");
        store(&built, &["driver", "agent.jar"], &cached).expect("stored again");
        assert_eq!(std::fs::read_to_string(cached.join("driver/A.class")).expect("kept"), "first");
        let left: Vec<_> = std::fs::read_dir(dir.path().join("cache")).expect("the cache").flatten().collect();
        assert_eq!(left.len(), 1, "no staging folder is left behind");
    }
}
