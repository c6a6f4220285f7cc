//! [`PatternDb`]: one pattern's database, built by breadth-first search or loaded from its cache file,
//! looked up by the rank of the pattern tiles' cells.

use std::io;
use std::path::Path;
use std::time::Instant;

use crate::board::Board;
use crate::heuristic::distance;
use crate::pattern_db::build::build;
use crate::pattern_db::event::{PdbEvent, PdbInfo, PdbSource, Verified};
use crate::pattern_db::file;
use crate::pattern_db::index::Indexer;
use crate::pattern_db::load::{self, Loaded};
use crate::pattern_db::pattern::Pattern;
use crate::pattern_db::table::Table;

/// The database of one pattern: for every placement of its tiles, the fewest moves of those tiles that
/// solve them, whatever the other tiles and the blank do.
#[derive(Debug, Clone)]
pub struct PatternDb {
    pattern: Pattern,
    index: Indexer,
    table: Table,
    info: PdbInfo,
}

impl PatternDb {
    /// Builds the database in memory (no file), reporting each layer.
    pub fn build(pattern: &Pattern, progress: &mut dyn FnMut(PdbEvent<'_>)) -> PatternDb {
        let started = Instant::now();
        let built = build(pattern, &mut |layer, fraction| progress(PdbEvent::Building { pattern, layer, fraction }));
        let table = Table::pack(built.entries);
        let elapsed = started.elapsed();
        let mut db = PatternDb::from_table(pattern, table, PdbSource::Built, None, elapsed);
        db.info.build_peak_bytes = Some(built.peak_bytes);
        db.info.max_value = Some(built.max_value);
        progress(PdbEvent::Built { pattern, info: db.info });
        db
    }

    /// Loads the database from `dir` if its file there is valid; otherwise builds it and writes the
    /// file atomically. A damaged, truncated or foreign file is reported as
    /// [`PdbEvent::Rejected`] and replaced, never used; a failed write is reported as
    /// [`PdbEvent::SaveFailed`] and the built database is still returned.
    pub fn load_or_build(dir: &Path, pattern: &Pattern, progress: &mut dyn FnMut(PdbEvent<'_>)) -> PatternDb {
        let path = dir.join(pattern.file_name());
        let started = Instant::now();
        match load::load(&path, pattern) {
            Loaded::Valid(table, verified) => {
                let db = PatternDb::from_table(pattern, table, PdbSource::Loaded, Some(verified), started.elapsed());
                progress(PdbEvent::Loaded { pattern, path: &path, verified });
                return db;
            }
            Loaded::Invalid(reason) => progress(PdbEvent::Rejected { pattern, path: &path, reason: &reason }),
            Loaded::Missing => {}
        }
        let db = PatternDb::build(pattern, progress);
        match db.save(&path) {
            Ok(bytes) => progress(PdbEvent::Saved { pattern, path: &path, bytes }),
            Err(e) => progress(PdbEvent::SaveFailed { pattern, path: &path, reason: &e.to_string() }),
        }
        db
    }

    /// Writes the database's file (atomically: a temporary file renamed into place); returns its size.
    ///
    /// # Errors
    /// The I/O error if the directory or file cannot be written.
    pub fn save(&self, path: &Path) -> io::Result<u64> {
        file::save(path, &self.pattern, &self.table)
    }

    fn from_table(
        pattern: &Pattern,
        table: Table,
        source: PdbSource,
        verified: Option<Verified>,
        elapsed: std::time::Duration,
    ) -> PatternDb {
        let n = pattern.dimension();
        let info = PdbInfo {
            source,
            elapsed,
            entries: table.len(),
            bits_per_entry: table.bits(),
            table_bytes: table.data().len() as u64,
            mapped: table.is_mapped(),
            verified,
            build_peak_bytes: None,
            max_value: None,
        };
        PatternDb { pattern: pattern.clone(), index: Indexer::new(n * n, pattern.tiles().len()), table, info }
    }

    /// The database with its table copied into this process's memory, on 2 MiB pages where the kernel
    /// offers them, if it was a mapping of the cache file (see [`AdditivePdb::into_private`]).
    ///
    /// [`AdditivePdb::into_private`]: crate::pattern_db::AdditivePdb::into_private
    #[must_use]
    pub fn into_private(self) -> PatternDb {
        let table = self.table.to_private();
        let info = PdbInfo { mapped: table.is_mapped(), ..self.info };
        PatternDb { table, info, ..self }
    }

    /// The pattern.
    #[must_use]
    pub fn pattern(&self) -> &Pattern {
        &self.pattern
    }

    /// Where it came from and what it cost.
    #[must_use]
    pub fn info(&self) -> &PdbInfo {
        &self.info
    }

    /// The fewest moves of the pattern's tiles that bring them home on `board`: a lower bound on the
    /// moves `board` needs.
    ///
    /// # Panics
    /// If `board` is not of the pattern's size.
    #[must_use]
    pub fn value(&self, board: &Board) -> u32 {
        let n = self.pattern.dimension();
        assert_eq!(board.dimension(), n, "a {n}x{n} pattern database looked up with another board size");
        let mut cells = vec![0usize; board.cells()];
        for (cell, tile) in board.tiles().into_iter().enumerate() {
            cells[usize::from(tile)] = cell;
        }
        let tiles = self.pattern.tiles();
        let manhattan: u32 = tiles.iter().map(|&t| distance(t, cells[usize::from(t)], n)).sum();
        manhattan + 2 * self.excess(self.rank(|i| cells[usize::from(tiles[i])]))
    }

    /// The rank of the placement whose pattern tile i (ascending) is in `cell(i)`.
    #[inline(always)]
    pub(crate) fn rank(&self, cell: impl Fn(usize) -> usize) -> u32 {
        self.index.rank(cell)
    }

    /// Half the excess over Manhattan stored for placement `rank`.
    #[inline(always)]
    pub(crate) fn excess(&self, rank: u32) -> u32 {
        u32::from(self.table.get(rank))
    }
}
