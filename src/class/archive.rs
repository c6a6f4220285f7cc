//! [`extract`]: a submission's zip, unpacked into a scratch folder with care: an entry whose path
//! leaves the folder, a zip that expands past the size limit (whatever sizes it claims) or holds too
//! many entries is refused with a reason; symbolic links, `__MACOSX` and other archiver noise are
//! skipped. [`root`] then steps into a single top-level folder, as zips made from a folder have one.

use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Component, Path, PathBuf};

use crate::escape;
use crate::formatting::format_bytes;
use crate::junk::is_junk;

/// The most entries a submission's zip may hold.
const MAX_ENTRIES: usize = 10_000;

/// Unpacks `zip` into `into` (an empty folder); the reason it was refused, one line, otherwise.
///
/// # Errors
/// Why the zip was refused: unreadable, an escaping path, too large, too many entries.
pub fn extract(zip: &Path, into: &Path, max_bytes: u64) -> Result<(), String> {
    let file = File::open(zip).map_err(|e| format!("cannot open the zip: {e}"))?;
    let mut archive = zip::ZipArchive::new(file).map_err(|e| format!("not a readable zip: {e}"))?;
    if archive.len() > MAX_ENTRIES {
        return Err(format!("the zip holds {} entries, more than {MAX_ENTRIES}", archive.len()));
    }
    let mut written = 0u64;
    for index in 0..archive.len() {
        let mut entry = archive.by_index(index).map_err(|e| format!("entry {index} cannot be read: {e}"))?;
        // For messages only: a student named the entry.
        let name = escape::shown(entry.name());
        let absolute = name.starts_with('/') || name.starts_with('\\');
        let Some(relative) = entry.enclosed_name().filter(|p| !absolute && stays_inside(p)) else {
            return Err(format!("entry `{name}` escapes its folder"));
        };
        if relative.components().any(|c| is_junk(&c.as_os_str().to_string_lossy())) || entry.is_symlink() {
            continue;
        }
        let target = into.join(&relative);
        if entry.is_dir() {
            fs::create_dir_all(&target).map_err(|e| format!("cannot unpack `{name}`: {e}"))?;
            continue;
        }
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| format!("cannot unpack `{name}`: {e}"))?;
        }
        let mut out = File::create(&target).map_err(|e| format!("cannot unpack `{name}`: {e}"))?;
        // Read one byte past what is left: the sizes an archive declares may lie.
        let left = max_bytes.saturating_sub(written);
        let copied = io::copy(&mut (&mut entry).take(left + 1), &mut out)
            .map_err(|e| format!("entry `{name}` cannot be unpacked: {e}"))?;
        written += copied;
        if written > max_bytes {
            return Err(format!(
                "the zip expands past {} (the profile's submissions.max_size)",
                format_bytes(max_bytes)
            ));
        }
    }
    Ok(())
}

/// Whether a relative path stays below its folder.
fn stays_inside(path: &Path) -> bool {
    path.components().all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
}

/// The folder a submission's files are in: `dir`, or the one folder inside it when there is nothing
/// else (noise aside), repeatedly.
#[must_use]
pub fn root(dir: &Path) -> PathBuf {
    let mut dir = dir.to_path_buf();
    loop {
        let Ok(entries) = fs::read_dir(&dir) else { return dir };
        let kept: Vec<PathBuf> =
            entries.flatten().filter(|e| !is_junk(&e.file_name().to_string_lossy())).map(|e| e.path()).collect();
        match kept.as_slice() {
            [only] if only.is_dir() => dir = only.clone(),
            _ => return dir,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::path::Path;

    use zip::write::SimpleFileOptions;

    use super::{extract, root};

    /// A zip at `path` holding `entries` (name, contents); a name ending in `/` is a folder.
    fn make_zip(path: &Path, entries: &[(&str, &[u8])]) {
        let mut zip = zip::ZipWriter::new(std::fs::File::create(path).expect("a file"));
        for &(name, contents) in entries {
            if name.ends_with('/') {
                zip.add_directory(name, SimpleFileOptions::default()).expect("a folder entry");
            } else {
                zip.start_file(name, SimpleFileOptions::default()).expect("an entry");
                zip.write_all(contents).expect("written");
            }
        }
        zip.finish().expect("finished");
    }

    #[test]
    fn a_zip_of_a_folder_unpacks_to_its_files_without_the_noise() {
        let dir = tempfile::tempdir().expect("a directory");
        let zip = dir.path().join("alice.zip");
        let entries: &[(&str, &[u8])] = &[
            ("alice/", b""),
            ("alice/src/Solver.java", b"class Solver {}"),
            ("alice/Board.java", b"class Board {}"),
            ("__MACOSX/alice/._Board.java", b"junk"),
            ("alice/.DS_Store", b"junk"),
        ];
        make_zip(&zip, entries);
        let into = dir.path().join("out");
        std::fs::create_dir(&into).expect("a folder");
        extract(&zip, &into, 1 << 20).expect("unpacked");
        let top = root(&into);
        assert_eq!(top, into.join("alice"));
        assert!(top.join("src/Solver.java").is_file() && top.join("Board.java").is_file());
        assert!(!into.join("__MACOSX").exists() && !top.join(".DS_Store").exists());
    }

    #[test]
    fn escaping_large_and_broken_zips_are_refused_with_a_reason() {
        let dir = tempfile::tempdir().expect("a directory");
        let big = vec![0u8; 4096];
        let cases = [
            ("escape", "../evil.txt", &b"x"[..], "entry `../evil.txt` escapes its folder"),
            ("absolute", "/etc/evil", &b"x"[..], "escapes its folder"),
            ("bomb", "big.txt", &big[..], "expands past 1.0 KiB"),
        ];
        for (name, entry, contents, expected) in cases {
            let zip = dir.path().join(format!("{name}.zip"));
            make_zip(&zip, &[(entry, contents)]);
            let into = dir.path().join(name);
            std::fs::create_dir(&into).expect("a folder");
            let reason = extract(&zip, &into, 1024).expect_err(expected);
            assert!(reason.contains(expected), "{name}: {reason}");
            assert!(!dir.path().join("evil.txt").exists(), "nothing written outside");
        }
        let fake = dir.path().join("fake.zip");
        std::fs::write(&fake, "not a zip").expect("a file");
        let reason = extract(&fake, dir.path(), 1024).expect_err("unreadable");
        assert!(reason.starts_with("not a readable zip"), "{reason}");
    }
}
