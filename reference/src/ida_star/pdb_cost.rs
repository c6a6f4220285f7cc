//! [`PdbCost`]: the additive pattern-database heuristic as IDA* evaluates it. A move changes one tile's
//! cell, so only the one plain lookup and the one reflected lookup that read that tile are redone, and
//! the reflected one only when the plain one does not already prune the child; the memo carries every
//! lookup's entry and both sums down the recursion.

use crate::ida_star::cost::{Cost, ManhattanCost};
use crate::ida_star::grid::Grid;
use crate::pattern_db::{AdditivePdb, MAX_PARTS, UNCOVERED};

/// The entries and sums a node hands to its children.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PdbMemo {
    manhattan: u16,
    plain: u16,
    reflected: u16,
    /// Plain entries first, reflected ones from `MAX_PARTS`.
    entries: [u8; 2 * MAX_PARTS],
}

/// Manhattan + 2 x max(plain, reflected sums of entries).
pub(crate) struct PdbCost<'a> {
    pdb: &'a AdditivePdb,
    manhattan: ManhattanCost,
}

impl<'a> PdbCost<'a> {
    /// The cost of `pdb`'s board size.
    pub(crate) fn new(pdb: &'a AdditivePdb) -> Self {
        PdbCost { pdb, manhattan: ManhattanCost::new(pdb.partition().dimension()) }
    }

    #[inline(always)]
    fn estimate(memo: &PdbMemo) -> u32 {
        u32::from(memo.manhattan) + 2 * u32::from(memo.plain.max(memo.reflected))
    }
}

impl<G: Grid> Cost<G> for PdbCost<'_> {
    type Memo = PdbMemo;

    fn root(&self, grid: &G) -> (u32, PdbMemo) {
        // Cannot truncate: a 5x5 Manhattan distance is below 200, and so are the sums of entries.
        let mut memo =
            PdbMemo { manhattan: self.manhattan.full(grid) as u16, plain: 0, reflected: 0, entries: [0; 16] };
        let cell_of = |t| grid.cell_of(t);
        for (j, lookup) in self.pdb.plain().0.iter().enumerate() {
            let e = self.pdb.entry(lookup, cell_of) as u8;
            memo.entries[j] = e;
            memo.plain += u16::from(e);
        }
        for (j, lookup) in self.pdb.reflected().0.iter().enumerate() {
            let e = self.pdb.entry(lookup, cell_of) as u8;
            memo.entries[MAX_PARTS + j] = e;
            memo.reflected += u16::from(e);
        }
        (PdbCost::estimate(&memo), memo)
    }

    #[inline(always)]
    fn child(&self, grid: &G, h: u32, memo: PdbMemo, tile: u16, from: usize, to: usize) -> (u32, PdbMemo) {
        self.child_within(grid, h, memo, tile, from, to, u32::MAX)
    }

    /// The plain lookup first: when it alone puts the child over the budget, the reflected lookup (a
    /// second random read in a table of hundreds of megabytes) is skipped.
    #[inline(always)]
    fn child_within(
        &self,
        grid: &G,
        _: u32,
        mut memo: PdbMemo,
        tile: u16,
        from: usize,
        to: usize,
        budget: u32,
    ) -> (u32, PdbMemo) {
        let cell_of = |t| grid.cell_of(t);
        // Cannot truncate: distances are below 9.
        memo.manhattan =
            memo.manhattan + self.manhattan.distance(tile, to) as u16 - self.manhattan.distance(tile, from) as u16;
        let (plain, plain_of) = self.pdb.plain();
        let j = plain_of[usize::from(tile)];
        if j != UNCOVERED {
            let j = usize::from(j);
            let e = self.pdb.entry(&plain[j], cell_of) as u8;
            memo.plain = memo.plain + u16::from(e) - u16::from(memo.entries[j]);
            memo.entries[j] = e;
        }
        let plain_only = u32::from(memo.manhattan) + 2 * u32::from(memo.plain);
        if plain_only > budget {
            return (plain_only, memo);
        }
        let (reflected, reflected_of) = self.pdb.reflected();
        let j = reflected_of[usize::from(tile)];
        if j != UNCOVERED {
            let j = usize::from(j);
            let e = self.pdb.entry(&reflected[j], cell_of) as u8;
            let slot = MAX_PARTS + j;
            memo.reflected = memo.reflected + u16::from(e) - u16::from(memo.entries[slot]);
            memo.entries[slot] = e;
        }
        (PdbCost::estimate(&memo), memo)
    }
}
