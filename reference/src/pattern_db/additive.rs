//! [`AdditivePdb`]: the databases of a [`Partition`] added up, with the reflected lookup.
//!
//! Each database counts only its own tiles' moves, and the patterns are disjoint, so the sum of their
//! values is a lower bound; tiles outside every pattern add their Manhattan distance. Stored entries are
//! half the excess over Manhattan, so the estimate is Manhattan + 2 x (sum of entries).
//!
//! Reflecting a board about the main diagonal (cell (r, c) to (c, r), each tile relabelled to the tile
//! whose goal is its goal's mirror image) keeps the goal and every distance, so the same databases
//! looked up on the reflected board give a second admissible sum, and the larger one is used. The
//! reflected board is never built: the lookup of pattern P on it reads the cells of P's mirrored
//! tiles, transposed. A part that is the mirror image of an earlier part shares that part's database
//! the same way, so a symmetric partition builds fewer databases (and skips the reflected sum, which
//! would equal the plain one).

use std::path::Path;

use crate::board::Board;
use crate::heuristic::manhattan;
use crate::pattern_db::db::PatternDb;
use crate::pattern_db::event::PdbEvent;
use crate::pattern_db::pattern::{MAX_PARTS, Partition, reflect_cell, reflect_tile};

/// Marks a tile that no lookup covers.
pub(crate) const UNCOVERED: u8 = u8::MAX;

/// One term of a sum: a database, the tiles whose cells are its pattern's (in its pattern's order), and
/// whether those cells are read transposed.
#[derive(Debug, Clone)]
pub(crate) struct Lookup {
    pub db: usize,
    pub tiles: Vec<u16>,
    pub transposed: bool,
}

/// The additive heuristic of a partition.
#[derive(Debug, Clone)]
pub struct AdditivePdb {
    partition: Partition,
    dbs: Vec<PatternDb>,
    plain: Vec<Lookup>,
    reflected: Vec<Lookup>,
    /// For each tile, the index of the plain (and reflected) lookup that reads its cell.
    plain_of: [u8; 32],
    reflected_of: [u8; 32],
    transpose: [u8; 32],
}

impl AdditivePdb {
    /// Loads or builds every database of `partition` through `dir`
    /// (see [`PatternDb::load_or_build`]).
    pub fn load_or_build(dir: &Path, partition: &Partition, progress: &mut dyn FnMut(PdbEvent<'_>)) -> AdditivePdb {
        AdditivePdb::assemble(partition, |pattern| PatternDb::load_or_build(dir, pattern, progress))
    }

    /// Builds every database in memory, without a cache.
    pub fn build(partition: &Partition, progress: &mut dyn FnMut(PdbEvent<'_>)) -> AdditivePdb {
        AdditivePdb::assemble(partition, |pattern| PatternDb::build(pattern, progress))
    }

    /// Gets a database for each part that is not the mirror image of an earlier one, and sets up the
    /// lookups.
    fn assemble(partition: &Partition, mut get: impl FnMut(&crate::pattern_db::Pattern) -> PatternDb) -> AdditivePdb {
        let n = partition.dimension();
        let mut dbs: Vec<PatternDb> = Vec::new();
        let mut plain = Vec::new();
        for part in partition.parts() {
            let mirror = part.reflected();
            if let Some(db) = dbs.iter().position(|d| *d.pattern() == mirror && mirror != *part) {
                let tiles = dbs[db].pattern().tiles().iter().map(|&t| reflect_tile(t, n)).collect();
                plain.push(Lookup { db, tiles, transposed: true });
            } else {
                dbs.push(get(part));
                plain.push(Lookup { db: dbs.len() - 1, tiles: part.tiles().to_vec(), transposed: false });
            }
        }
        let reflected: Vec<Lookup> = if partition.reflects() && !partition.is_symmetric() {
            plain
                .iter()
                .map(|l| Lookup {
                    db: l.db,
                    tiles: l.tiles.iter().map(|&t| reflect_tile(t, n)).collect(),
                    transposed: !l.transposed,
                })
                .collect()
        } else {
            Vec::new()
        };
        let mut transpose = [0u8; 32];
        for (cell, t) in transpose.iter_mut().enumerate().take(n * n) {
            // Cannot truncate: cells are below 25.
            *t = reflect_cell(cell, n) as u8;
        }
        debug_assert!(plain.len() <= MAX_PARTS);
        AdditivePdb {
            partition: partition.clone(),
            plain_of: owners(&plain),
            reflected_of: owners(&reflected),
            dbs,
            plain,
            reflected,
            transpose,
        }
    }

    /// The databases with their tables copied out of the shared mapping into this process's memory,
    /// on 2 MiB pages where the kernel offers them: for long searches. A mapping is only as fast as
    /// the page cache's pages are large, and the page cache keeps whatever its first reader made (and
    /// whatever memory management later split), so lookups through a mapping of 4 KiB pages miss the
    /// TLB more; the copy costs a tenth of a second and the tables' size in private memory.
    #[must_use]
    pub fn into_private(self) -> AdditivePdb {
        AdditivePdb { dbs: self.dbs.into_iter().map(PatternDb::into_private).collect(), ..self }
    }

    /// The partition.
    #[must_use]
    pub fn partition(&self) -> &Partition {
        &self.partition
    }

    /// The databases held (a part that mirrors an earlier one has none of its own).
    #[must_use]
    pub fn databases(&self) -> &[PatternDb] {
        &self.dbs
    }

    /// Bytes of all tables in memory.
    #[must_use]
    pub fn table_bytes(&self) -> u64 {
        self.dbs.iter().map(|d| d.info().table_bytes).sum()
    }

    /// Manhattan plus twice the larger of the plain and reflected sums of entries: a lower bound on the
    /// moves `board` needs.
    ///
    /// # Panics
    /// If `board` is not of the partition's size.
    #[must_use]
    pub fn estimate(&self, board: &Board) -> u32 {
        let n = self.partition.dimension();
        assert_eq!(board.dimension(), n, "a {n}x{n} pattern database looked up with another board size");
        let mut cells = [0usize; 32];
        for (cell, tile) in board.tiles().into_iter().enumerate() {
            cells[usize::from(tile)] = cell;
        }
        let cell_of = |t: u16| cells[usize::from(t)];
        let plain: u32 = (0..self.plain.len()).map(|j| self.entry(&self.plain[j], cell_of)).sum();
        let reflected: u32 = (0..self.reflected.len()).map(|j| self.entry(&self.reflected[j], cell_of)).sum();
        manhattan(board) + 2 * plain.max(reflected)
    }

    /// The plain lookups and, per tile, which one reads it.
    pub(crate) fn plain(&self) -> (&[Lookup], &[u8; 32]) {
        (&self.plain, &self.plain_of)
    }

    /// The reflected lookups (empty when not used) and, per tile, which one reads it.
    pub(crate) fn reflected(&self) -> (&[Lookup], &[u8; 32]) {
        (&self.reflected, &self.reflected_of)
    }

    /// The entry of one lookup, reading tiles' cells through `cell_of`.
    #[inline(always)]
    pub(crate) fn entry(&self, lookup: &Lookup, cell_of: impl Fn(u16) -> usize) -> u32 {
        let db = &self.dbs[lookup.db];
        let rank = if lookup.transposed {
            db.rank(|i| usize::from(self.transpose[cell_of(lookup.tiles[i])]))
        } else {
            db.rank(|i| cell_of(lookup.tiles[i]))
        };
        db.excess(rank)
    }
}

/// For each tile, the index of the lookup reading it, or [`UNCOVERED`].
fn owners(lookups: &[Lookup]) -> [u8; 32] {
    let mut of = [UNCOVERED; 32];
    for (j, lookup) in lookups.iter().enumerate() {
        for &t in &lookup.tiles {
            // Cannot truncate: at most MAX_PARTS lookups.
            of[usize::from(t)] = j as u8;
        }
    }
    of
}
