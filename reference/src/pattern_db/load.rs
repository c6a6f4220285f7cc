//! Opening a database's cache file: the header and the file's length are checked before anything is
//! mapped, the table is mapped read-only, and its checksum is computed only when no stamp vouches for
//! this version of the file (see `stamp`), so a run's start costs a few system calls, not a pass over
//! 279 MiB. A file that fails a check is reported, never used.

use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::Path;
use std::time::{Duration, SystemTime};

use crate::pattern_db::event::Verified;
use crate::pattern_db::file::{HEADER, MAGIC, VERSION, checksum};
use crate::pattern_db::mapped;
use crate::pattern_db::pattern::Pattern;
use crate::pattern_db::stamp::{self, Identity};
use crate::pattern_db::table::Table;

/// How long a file must have been left alone before it is stamped. A file's times tick coarsely (a few
/// milliseconds), so a rewrite in place just after the checksum pass could keep them; a file last
/// changed this long before the pass began cannot have been rewritten since without new times.
const SETTLED: Duration = Duration::from_secs(2);

/// What a load found.
pub(crate) enum Loaded {
    /// No file (not an error: the database is built).
    Missing,
    /// A file that must not be used, and why.
    Invalid(String),
    /// A valid table, mapped, and how its checksum was established.
    Valid(Table, Verified),
}

/// Checks and maps the file of `pattern`.
pub(crate) fn load(path: &Path, pattern: &Pattern) -> Loaded {
    load_settled(path, pattern, SETTLED)
}

/// [`load`], stamping files left alone for `settled`.
fn load_settled(path: &Path, pattern: &Pattern, settled: Duration) -> Loaded {
    match open(path, pattern, settled) {
        Ok(loaded) => loaded,
        Err(e) if e.kind() == io::ErrorKind::NotFound => Loaded::Missing,
        Err(e) => Loaded::Invalid(format!("cannot read it: {e}")),
    }
}

/// Checks the header and the file's length, maps the table, and verifies the checksum unless the
/// stamp vouches for this version of the file.
fn open(path: &Path, pattern: &Pattern, settled: Duration) -> io::Result<Loaded> {
    let mut file = File::open(path)?;
    let size = file.metadata()?.len();
    if size < HEADER as u64 {
        return Ok(Loaded::Invalid(format!("it is truncated ({size} bytes, shorter than the {HEADER}-byte header)")));
    }
    let mut head = [0u8; HEADER];
    file.read_exact(&mut head)?;
    let (bits, len, stored) = match check_header(&head, size, pattern) {
        Ok(fields) => fields,
        Err(reason) => return Ok(Loaded::Invalid(reason)),
    };
    let bytes = Table::byte_len(bits, len);
    let map = mapped::map(&file, HEADER as u64, usize::try_from(bytes).map_err(io::Error::other)?)?;
    // The length again, now that the mapping exists: a file cut short since the first look is never
    // touched through the mapping.
    let metadata = file.metadata()?;
    if metadata.len() != HEADER as u64 + bytes {
        return Ok(Loaded::Invalid(format!("it changed length while being opened ({} bytes)", metadata.len())));
    }
    match verify(path, &file, &metadata, &map, stored, settled) {
        Some(verified) => Ok(Loaded::Valid(Table::mapped(bits, len, map), verified)),
        None => Ok(Loaded::Invalid("its checksum does not match (the file is corrupt)".to_owned())),
    }
}

/// How the mapped `table` of the open `file` (described by `metadata`) is known to match the header's
/// checksum `stored`: by its stamp, or by computing it now (then stamping it where possible); `None` if
/// it does not match.
fn verify(
    path: &Path,
    file: &File,
    metadata: &Metadata,
    table: &[u8],
    stored: u64,
    settled: Duration,
) -> Option<Verified> {
    let identity = Identity::of(metadata);
    if identity.is_some_and(|id| stamp::vouches(path, &id, stored)) {
        return Some(Verified::ByStamp);
    }
    let started = SystemTime::now();
    if checksum(table) != stored {
        return None;
    }
    // Stamped only if the file was left alone before the pass and did not change during it; and only
    // as a hint: a stamp that cannot be written means verifying again next time.
    let after = file.metadata().ok().and_then(|m| Identity::of(&m));
    let settled_at = started.checked_sub(settled).unwrap_or(SystemTime::UNIX_EPOCH);
    if let Some(id) = identity.filter(|&id| after == Some(id) && id.changed_before(settled_at)) {
        stamp::record(path, &id, stored);
    }
    Some(Verified::Now)
}

/// Checks a file's header and size against `pattern`; returns its bits per entry, entry count and
/// stored checksum.
fn check_header(head: &[u8; HEADER], size: u64, pattern: &Pattern) -> Result<(u8, u64, u64), String> {
    if &head[..8] != MAGIC {
        return Err("it is not a pattern database (wrong magic number)".to_owned());
    }
    let version = u16::from_le_bytes([head[8], head[9]]);
    if version != VERSION {
        return Err(format!("it has format version {version}, this build reads version {VERSION}"));
    }
    let tiles: Vec<u16> = head[32..32 + usize::from(head[11]).min(32)].iter().map(|&t| u16::from(t)).collect();
    if usize::from(head[10]) != pattern.dimension() || tiles != pattern.tiles() {
        return Err(format!("it holds another pattern (size {}, tiles {tiles:?})", head[10]));
    }
    let bits = head[12];
    let len = u64::from_le_bytes(head[16..24].try_into().expect("8 bytes"));
    if !(bits == 4 || bits == 8) || len != pattern.placements() {
        return Err(format!("its header is inconsistent ({bits} bits, {len} entries)"));
    }
    let expected = HEADER as u64 + Table::byte_len(bits, len);
    if size != expected {
        return Err(format!("it has {size} bytes where {expected} were expected (truncated or padded)"));
    }
    Ok((bits, len, u64::from_le_bytes(head[24..32].try_into().expect("8 bytes"))))
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::path::{Path, PathBuf};
    use std::time::{Duration, SystemTime};

    use super::{Loaded, load, load_settled};
    use crate::pattern_db::event::Verified;
    use crate::pattern_db::file::save;
    use crate::pattern_db::pattern::Pattern;
    use crate::pattern_db::stamp;
    use crate::pattern_db::table::Table;

    /// What a test does to a file's bytes.
    type Damage = dyn Fn(&[u8]) -> Vec<u8>;

    fn pattern() -> Pattern {
        Pattern::new(2, &[1]).expect("valid")
    }

    /// Loads with no settling time, so that a file saved just now is stamped.
    fn now(path: &Path) -> Result<(Table, Verified), String> {
        match load_settled(path, &pattern(), Duration::ZERO) {
            Loaded::Valid(table, verified) => Ok((table, verified)),
            Loaded::Invalid(reason) => Err(reason),
            Loaded::Missing => Err("missing".to_owned()),
        }
    }

    /// A saved and stamped file of `entries`.
    fn stamped(dir: &Path, entries: Vec<u8>) -> (PathBuf, Table) {
        let (path, table) = (dir.join(pattern().file_name()), Table::pack(entries));
        save(&path, &pattern(), &table).expect("writable");
        assert_eq!(now(&path), Ok((table.clone(), Verified::Now)));
        assert_eq!(now(&path), Ok((table.clone(), Verified::ByStamp)), "the stamp skips the second pass");
        (path, table)
    }

    #[test]
    fn mapped_tables_equal_built_ones_and_are_verified_once_per_file_version() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join(pattern().file_name());
        assert!(matches!(load(&path, &pattern()), Loaded::Missing));
        let (path, table) = stamped(dir.path(), vec![0, 1, 2, 3]);
        assert!(now(&path).is_ok_and(|(t, _)| t.is_mapped() && t == table));
        // With the real settling time a file written just now is verified every time, never stamped.
        let fresh = tempfile::tempdir().expect("a temporary directory");
        let path = fresh.path().join(pattern().file_name());
        save(&path, &pattern(), &table).expect("writable");
        for _ in 0..2 {
            assert!(matches!(load(&path, &pattern()), Loaded::Valid(t, Verified::Now) if t == table));
        }
        assert!(!stamp::path_of(&path).exists());
        // A file replaced by rename is a new version: verified again, then stamped again.
        let (path, _) = stamped(dir.path(), vec![3, 2, 1, 0]);
        let replacement = Table::pack(vec![1, 1, 0, 2]);
        save(&path, &pattern(), &replacement).expect("writable");
        assert_eq!(now(&path), Ok((replacement, Verified::Now)));
    }

    #[test]
    fn damaged_files_are_rejected_whatever_their_stamp_says() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let old_time = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000_000);
        // (what is done to the stamped file in place, its new modification time, the reason given)
        let cases: [(&Damage, Option<SystemTime>, &str); 5] = [
            (&|b| b[..65].to_vec(), None, "bytes where"),
            (&|b| b[..10].to_vec(), None, "truncated"),
            (&|b| [b, &[0][..]].concat(), None, "bytes where"),
            (&|b| [&b[..64], &[b[64] ^ 0x10, b[65]][..]].concat(), Some(old_time), "checksum"),
            // The same length and modification time as the stamped version: its change time differs.
            (&|b| [&b[..64], &[b[64] ^ 0x01, b[65]][..]].concat(), None, "checksum"),
        ];
        for (damage, time, reason) in cases {
            let (path, _) = stamped(dir.path(), vec![0, 1, 2, 3]);
            let (bytes, mtime) = (fs::read(&path).expect("readable"), fs::metadata(&path).and_then(|m| m.modified()));
            // A change within the file system's clock tick of the stamp is the race the settling time
            // guards against (disabled here): wait it out so that the change time moves.
            std::thread::sleep(Duration::from_millis(30));
            fs::write(&path, damage(&bytes)).expect("writable in place");
            let file = fs::File::options().write(true).open(&path).expect("writable");
            file.set_modified(time.unwrap_or(mtime.expect("a modification time"))).expect("settable");
            assert!(now(&path).is_err_and(|r| r.contains(reason)), "{reason}: {:?}", now(&path));
        }
        let other = Pattern::new(2, &[2]).expect("valid");
        let (path, _) = stamped(dir.path(), vec![0, 1, 2, 3]);
        assert!(matches!(load(&path, &other), Loaded::Invalid(r) if r.contains("another pattern")));
    }

    #[test]
    fn a_replaced_corrupt_file_is_rejected_and_an_unwritable_stamp_only_costs_time() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let (path, table) = stamped(dir.path(), vec![0, 1, 2, 3]);
        let mut corrupt = fs::read(&path).expect("readable");
        corrupt[65] ^= 0x20;
        let temp = dir.path().join("corrupt.tmp");
        fs::write(&temp, &corrupt).expect("writable");
        fs::rename(&temp, &path).expect("renamable");
        assert!(now(&path).is_err_and(|r| r.contains("checksum")));
        // A stamp that cannot be written (a directory in its place, which stops root too; and a
        // read-only directory, which stops everyone else) means verifying every time.
        let (path, _) = stamped(dir.path(), vec![2, 0, 1, 3]);
        save(&path, &pattern(), &table).expect("writable");
        fs::remove_file(stamp::path_of(&path)).expect("removable");
        fs::create_dir(stamp::path_of(&path)).expect("creatable");
        set_mode(dir.path(), 0o555);
        let loads = [now(&path), now(&path)];
        set_mode(dir.path(), 0o755);
        assert_eq!(loads, [Ok((table.clone(), Verified::Now)), Ok((table, Verified::Now))]);
    }

    fn set_mode(dir: &Path, mode: u32) {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(dir, fs::Permissions::from_mode(mode)).expect("permissions");
        }
    }
}
