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
//!
//! Loading (`load`) maps the table read-only instead of reading it, so every process on a machine
//! shares the page cache's one copy. Before mapping, the header and the file's length are checked (a
//! truncated file is never mapped as valid). The checksum pass over the table is done once per version
//! of the file: a sidecar `<file>.stamp` (see `stamp`: one line naming the file's device, inode, length,
//! modification and change times in nanoseconds, and the checksum that was verified) lets later opens
//! of the very same version skip it; any other version, such as a file replaced by rename or rewritten
//! in place, is verified again. A stamp is written atomically too, and only as a hint: one that cannot
//! be written (a read-only cache directory) means verifying on every open, never an error.
//!
//! The caveat of a mapping: a file truncated *in place* while a process has it mapped makes that
//! process's next lookup into the lost part die of SIGBUS, and a file rewritten in place changes under
//! it. The project never does either to a table file: it replaces files by rename, which leaves a
//! mapped (now unlinked) file intact. Deleting or replacing the cache files is safe; truncating them in
//! place (`truncate`, `> file`) under a running search is not.

use std::io;
use std::path::Path;

use crate::pattern_db::atomic::{self, Durability};
use crate::pattern_db::pattern::Pattern;
use crate::pattern_db::table::Table;

pub(crate) const MAGIC: &[u8; 8] = b"NPUZLPDB";
pub(crate) const VERSION: u16 = 1;
pub(crate) const HEADER: usize = 64;

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
    atomic::write(path, &[&header(pattern, table), table.data()], Durability::Synced)?;
    Ok((HEADER + table.data().len()) as u64)
}

#[cfg(test)]
mod tests {
    use super::checksum;

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
}
