//! The cache file of one pattern database: a 64-byte header, then the table's bytes.
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 8 | magic `NPUZLPDB` |
//! | 8 | 2 | format version (1), little-endian |
//! | 10 | 1 | board size n |
//! | 11 | 1 | number of pattern tiles k |
//! | 12 | 1 | bits per entry (4 or 8) |
//! | 13 | 3 | zero |
//! | 16 | 8 | number of entries, little-endian |
//! | 24 | 8 | checksum of the table bytes, little-endian |
//! | 32 | 32 | the pattern's tiles, one byte each, ascending, zero-padded |
//!
//! An entry holds half the excess of the pattern tiles' fewest moves over their Manhattan distance; a
//! 4-bit table holds entry 2i in the low and 2i+1 in the high nibble of byte i. The checksum is FNV-1a
//! over the table read as little-endian 64-bit words (the last one zero-padded), which no single
//! corrupted byte leaves unchanged. Files are written to a temporary name and renamed into place, so a
//! reader never sees half a file; a file that fails any check is reported and rebuilt, never used.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

use crate::pattern_db::pattern::Pattern;
use crate::pattern_db::table::Table;

const MAGIC: &[u8; 8] = b"NPUZLPDB";
const VERSION: u16 = 1;
const HEADER: usize = 64;

/// FNV-1a over 64-bit little-endian words.
pub(crate) fn checksum(data: &[u8]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325_u64;
    let mut chunks = data.chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().expect("chunks_exact yields 8 bytes"));
        h = (h ^ word).wrapping_mul(0x0000_0100_0000_01b3);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut last = [0u8; 8];
        last[..rest.len()].copy_from_slice(rest);
        h = (h ^ u64::from_le_bytes(last)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The header for `pattern`'s `table`.
fn header(pattern: &Pattern, table: &Table) -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..8].copy_from_slice(MAGIC);
    h[8..10].copy_from_slice(&VERSION.to_le_bytes());
    // Cannot truncate: n <= 5 and k < 25.
    h[10] = pattern.dimension() as u8;
    h[11] = pattern.tiles().len() as u8;
    h[12] = table.bits();
    h[16..24].copy_from_slice(&table.len().to_le_bytes());
    h[24..32].copy_from_slice(&checksum(table.data()).to_le_bytes());
    for (slot, &tile) in h[32..].iter_mut().zip(pattern.tiles()) {
        *slot = tile as u8;
    }
    h
}

/// Writes the file atomically (a temporary file in the same directory, flushed, then renamed); returns
/// its size.
pub(crate) fn save(path: &Path, pattern: &Pattern, table: &Table) -> io::Result<u64> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(&header(pattern, table))?;
        file.write_all(table.data())?;
        file.sync_all()?;
        fs::rename(&temp, path)
    })();
    if result.is_err() {
        // The temporary file is useless after a failure; a failure to remove it changes nothing.
        let _ = fs::remove_file(&temp);
    }
    result.map(|()| (HEADER + table.data().len()) as u64)
}

/// What a load found.
pub(crate) enum Loaded {
    /// No file (not an error: the database is built).
    Missing,
    /// A file that must not be used, and why.
    Invalid(String),
    /// A valid table.
    Valid(Table),
}

/// Reads and checks the file of `pattern`.
pub(crate) fn load(path: &Path, pattern: &Pattern) -> Loaded {
    let bytes = match crate::huge_pages::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
        Err(e) => return Loaded::Invalid(format!("cannot read it: {e}")),
    };
    match check(&bytes, pattern) {
        Ok((bits, len)) => {
            let mut bytes = bytes;
            bytes.drain(..HEADER);
            Loaded::Valid(Table::from_parts(bits, len, bytes))
        }
        Err(reason) => Loaded::Invalid(reason),
    }
}

/// Checks a file's bytes against `pattern`; returns its bits per entry and entry count.
fn check(bytes: &[u8], pattern: &Pattern) -> Result<(u8, u64), String> {
    if bytes.len() < HEADER {
        return Err(format!("it is truncated ({} bytes, shorter than the {HEADER}-byte header)", bytes.len()));
    }
    if &bytes[..8] != MAGIC {
        return Err("it is not a pattern database (wrong magic number)".to_owned());
    }
    let version = u16::from_le_bytes([bytes[8], bytes[9]]);
    if version != VERSION {
        return Err(format!("it has format version {version}, this build reads version {VERSION}"));
    }
    let tiles: Vec<u16> = bytes[32..32 + usize::from(bytes[11]).min(32)].iter().map(|&t| u16::from(t)).collect();
    if usize::from(bytes[10]) != pattern.dimension() || tiles != pattern.tiles() {
        return Err(format!("it holds another pattern (size {}, tiles {tiles:?})", bytes[10]));
    }
    let bits = bytes[12];
    let len = u64::from_le_bytes(bytes[16..24].try_into().expect("8 bytes"));
    if !(bits == 4 || bits == 8) || len != pattern.placements() {
        return Err(format!("its header is inconsistent ({bits} bits, {len} entries)"));
    }
    let expected = HEADER as u64 + Table::byte_len(bits, len);
    if bytes.len() as u64 != expected {
        return Err(format!("it has {} bytes where {expected} were expected (truncated or padded)", bytes.len()));
    }
    let stored = u64::from_le_bytes(bytes[24..32].try_into().expect("8 bytes"));
    if checksum(&bytes[HEADER..]) != stored {
        return Err("its checksum does not match (the file is corrupt)".to_owned());
    }
    Ok((bits, len))
}

#[cfg(test)]
mod tests {
    use super::{Loaded, checksum, load, save};
    use crate::pattern_db::pattern::Pattern;
    use crate::pattern_db::table::Table;

    #[test]
    fn checksum_sees_every_single_byte_change() {
        let data: Vec<u8> = (0..37).map(|i| i as u8).collect();
        let base = checksum(&data);
        for i in 0..data.len() {
            let mut changed = data.clone();
            changed[i] ^= 0x10;
            assert_ne!(checksum(&changed), base, "byte {i}");
        }
    }

    #[test]
    fn files_round_trip_and_damage_is_named() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let pattern = Pattern::new(2, &[1]).expect("valid");
        let table = Table::pack(vec![0, 1, 2, 3]);
        let path = dir.path().join(pattern.file_name());
        assert!(matches!(load(&path, &pattern), Loaded::Missing));
        let size = save(&path, &pattern, &table).expect("writable");
        assert_eq!(size, 66);
        assert!(matches!(load(&path, &pattern), Loaded::Valid(t) if t == table));
        let other = Pattern::new(2, &[2]).expect("valid");
        assert!(matches!(load(&path, &other), Loaded::Invalid(r) if r.contains("another pattern")));
        let bytes = std::fs::read(&path).expect("readable");
        let cases: [(Vec<u8>, &str); 3] = [
            (bytes[..65].to_vec(), "truncated"),
            (bytes[..10].to_vec(), "truncated"),
            ([&bytes[..64], &[0xFF, 0xFF]].concat(), "checksum"),
        ];
        for (damaged, word) in cases {
            std::fs::write(&path, damaged).expect("writable");
            assert!(matches!(load(&path, &pattern), Loaded::Invalid(r) if r.contains(word)), "{word}");
        }
    }
}
