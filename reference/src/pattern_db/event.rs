//! [`PdbEvent`]: what loading or building a database reports to the caller's callback (the library
//! prints nothing), and [`PdbInfo`]: where a database came from and what it cost.

use std::path::Path;
use std::time::Duration;

use crate::pattern_db::pattern::Pattern;

/// One step of [`PatternDb::load_or_build`](crate::pattern_db::PatternDb::load_or_build).
#[derive(Debug, Clone, Copy)]
pub enum PdbEvent<'a> {
    /// A valid cache file was loaded (mapped read-only).
    Loaded {
        /// The pattern.
        pattern: &'a Pattern,
        /// The file.
        path: &'a Path,
        /// Whether its checksum was computed now or vouched for by its stamp.
        verified: Verified,
    },
    /// A cache file was found unusable and will be rebuilt.
    Rejected {
        /// The pattern.
        pattern: &'a Pattern,
        /// The file.
        path: &'a Path,
        /// Why, e.g. "its checksum does not match (the file is corrupt)".
        reason: &'a str,
    },
    /// The build finished another breadth-first layer.
    Building {
        /// The pattern.
        pattern: &'a Pattern,
        /// The layer just finished (its entries need this many pattern moves).
        layer: u32,
        /// The share of entries known so far, 0 to 1.
        fraction: f64,
    },
    /// A build finished: what it took and what it made.
    Built {
        /// The pattern.
        pattern: &'a Pattern,
        /// The time, the entries, the table's size and the build's working set.
        info: PdbInfo,
    },
    /// The built database was written.
    Saved {
        /// The pattern.
        pattern: &'a Pattern,
        /// The file.
        path: &'a Path,
        /// Its size.
        bytes: u64,
    },
    /// The built database could not be written; it is still used for this run.
    SaveFailed {
        /// The pattern.
        pattern: &'a Pattern,
        /// The file.
        path: &'a Path,
        /// The I/O error.
        reason: &'a str,
    },
}

/// Where a database came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PdbSource {
    /// Read from a valid cache file.
    Loaded,
    /// Built by breadth-first search in this process.
    Built,
}

/// How a loaded file's checksum was established.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verified {
    /// Computed over the whole table in this process: the first open of this version of the file, or
    /// one where no stamp could be kept (a read-only cache directory, a system without inodes).
    Now,
    /// Skipped: the file's stamp shows that this very version of it (same device, inode, length and
    /// times) was verified with this checksum before.
    ByStamp,
}

/// What getting a database cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PdbInfo {
    /// Loaded or built.
    pub source: PdbSource,
    /// Time to load it, or to build it (writing the file not included).
    pub elapsed: Duration,
    /// Entries (placements of the pattern's tiles).
    pub entries: u64,
    /// Bits per entry, 4 or 8.
    pub bits_per_entry: u8,
    /// Bytes of the table.
    pub table_bytes: u64,
    /// Whether the table is a read-only mapping of the cache file, its bytes shared through the page
    /// cache with every process using it (true when loaded), rather than this process's own memory.
    pub mapped: bool,
    /// For a load: how the file's checksum was established.
    pub verified: Option<Verified>,
    /// For a build: bytes the build held at its peak (state marks plus one byte an entry).
    pub build_peak_bytes: Option<u64>,
    /// For a build: the largest entry in moves of the pattern's tiles.
    pub max_value: Option<u32>,
}
