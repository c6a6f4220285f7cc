//! [`PdbCost`]: the additive pattern-database heuristic as IDA* evaluates it: Manhattan plus twice the
//! largest of four admissible sums of entries, plain, reflected, dual and dual reflected (the dual ones
//! only from the lookups [`AdditivePdb::dual_masks`] allows at the blank's cell, and only for
//! partitions where they pay, [`AdditivePdb::dual_pays`]; the argument is in `pattern_db/dual.rs`).
//!
//! A move changes one tile's cell, so only the plain and reflected lookups that read that tile are
//! redone; on the dual board it changes the cells of the two tiles whose goals are the move's cells,
//! so at most two dual lookups of each kind go stale, and they are redone only when a node needs them.
//! The lookups go cheap first: each later sum is skipped when the earlier ones already prune the
//! child (each is a random read in a table of hundreds of megabytes).

use crate::ida_star::cost::{Cost, ManhattanCost};
use crate::ida_star::grid::Grid;
use crate::pattern_db::{AdditivePdb, DualMasks, MAX_PARTS, UNCOVERED, dual_cell};

/// The entries and sums a node hands to its children.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PdbMemo {
    manhattan: u16,
    plain: u16,
    reflected: u16,
    /// Plain entries first, reflected ones from `MAX_PARTS`.
    entries: [u8; 2 * MAX_PARTS],
    /// The dual entries in the same slots, each current only where `fresh` has its bit.
    dual: [u8; 2 * MAX_PARTS],
    fresh: u16,
}

/// Manhattan + 2 x max(plain, reflected, dual, dual reflected sums of entries).
pub(crate) struct PdbCost<'a> {
    pdb: &'a AdditivePdb,
    manhattan: ManhattanCost,
    n: usize,
    masks: DualMasks,
    /// Whether dual lookups are made (where they pay, see `AdditivePdb::dual_pays`).
    dual: bool,
}

impl<'a> PdbCost<'a> {
    /// The cost of `pdb`'s board size.
    pub(crate) fn new(pdb: &'a AdditivePdb) -> Self {
        let n = pdb.partition().dimension();
        let masks = pdb.dual_masks();
        let dual = pdb.dual_pays(&masks);
        PdbCost { pdb, manhattan: ManhattanCost::new(n), n, masks, dual }
    }

    /// Manhattan plus twice `sum`.
    #[inline(always)]
    fn with(memo: &PdbMemo, sum: u16) -> u32 {
        u32::from(memo.manhattan) + 2 * u32::from(sum)
    }

    /// The dual slots (plain lookups' and reflected lookups') that read `tile` on the dual board.
    #[inline(always)]
    fn slots_of(&self, tile: u16) -> u16 {
        let (_, plain_of) = self.pdb.plain();
        let (_, reflected_of) = self.pdb.reflected();
        let mut slots = 0;
        if plain_of[usize::from(tile)] != UNCOVERED {
            slots |= 1 << plain_of[usize::from(tile)];
        }
        if reflected_of[usize::from(tile)] != UNCOVERED {
            slots |= 1 << (MAX_PARTS + usize::from(reflected_of[usize::from(tile)]));
        }
        slots
    }

    /// The tile whose goal is `cell` (0 for the blank's goal, which no lookup reads).
    #[inline(always)]
    fn goal_tile(&self, cell: usize) -> u16 {
        // Cannot truncate: cells are below 25.
        if cell == self.n * self.n - 1 { 0 } else { cell as u16 + 1 }
    }

    /// The sum of the dual entries of `reflected` (or plain) lookups admissible with the blank in
    /// `blank`, redoing the stale ones.
    #[inline(always)]
    fn dual_sum<G: Grid>(&self, grid: &G, memo: &mut PdbMemo, reflected: bool, blank: usize) -> u16 {
        let (lookups, masks, offset) = if reflected {
            (self.pdb.reflected().0, &self.masks.reflected, MAX_PARTS)
        } else {
            (self.pdb.plain().0, &self.masks.plain, 0)
        };
        let mut sum = 0;
        for (j, lookup) in lookups.iter().enumerate() {
            if masks[j] & (1 << blank) == 0 {
                continue;
            }
            let slot = offset + j;
            if memo.fresh & (1 << slot) == 0 {
                // Cannot truncate: entries are below 256.
                memo.dual[slot] = self.pdb.entry(lookup, |u| dual_cell(self.n, |c| grid.tile(c), u)) as u8;
                memo.fresh |= 1 << slot;
            }
            sum += u16::from(memo.dual[slot]);
        }
        sum
    }

    /// Redoes the plain or reflected lookup (at `offset`) that reads `tile`, if any, keeping its sum.
    #[inline(always)]
    fn redo<G: Grid>(&self, grid: &G, memo: &mut PdbMemo, tile: u16, reflected: bool) {
        let ((lookups, owner), offset) =
            if reflected { (self.pdb.reflected(), MAX_PARTS) } else { (self.pdb.plain(), 0) };
        let j = owner[usize::from(tile)];
        if j == UNCOVERED {
            return;
        }
        let slot = offset + usize::from(j);
        // Cannot truncate: entries are below 256.
        let e = self.pdb.entry(&lookups[usize::from(j)], |t| grid.cell_of(t)) as u8;
        let sum = if reflected { &mut memo.reflected } else { &mut memo.plain };
        *sum = *sum + u16::from(e) - u16::from(memo.entries[slot]);
        memo.entries[slot] = e;
    }
}

impl<G: Grid> Cost<G> for PdbCost<'_> {
    type Memo = PdbMemo;

    fn root(&self, grid: &G) -> (u32, PdbMemo) {
        // Cannot truncate: a 5x5 Manhattan distance is below 200, and so are the sums of entries.
        let mut memo = PdbMemo {
            manhattan: self.manhattan.full(grid) as u16,
            plain: 0,
            reflected: 0,
            entries: [0; 2 * MAX_PARTS],
            dual: [0; 2 * MAX_PARTS],
            fresh: 0,
        };
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
        let mut best = memo.plain.max(memo.reflected);
        if self.dual {
            let blank = grid.cell_of(0);
            best = best.max(self.dual_sum(grid, &mut memo, false, blank));
            best = best.max(self.dual_sum(grid, &mut memo, true, blank));
        }
        (PdbCost::with(&memo, best), memo)
    }

    #[inline(always)]
    fn child(&self, grid: &G, h: u32, memo: PdbMemo, tile: u16, from: usize, to: usize) -> (u32, PdbMemo) {
        self.child_within(grid, h, memo, tile, from, to, u32::MAX)
    }

    /// Plain, reflected, dual, dual reflected: each sum is looked up only when the larger of the
    /// earlier ones keeps the child within the budget.
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
        // The dual board changed in the two cells' goal tiles; mark their lookups before any return.
        if self.dual {
            memo.fresh &= !(self.slots_of(self.goal_tile(from)) | self.slots_of(self.goal_tile(to)));
        }
        // Cannot truncate: distances are below 9.
        memo.manhattan =
            memo.manhattan + self.manhattan.distance(tile, to) as u16 - self.manhattan.distance(tile, from) as u16;
        self.redo(grid, &mut memo, tile, false);
        let mut best = memo.plain;
        if PdbCost::with(&memo, best) > budget {
            return (PdbCost::with(&memo, best), memo);
        }
        self.redo(grid, &mut memo, tile, true);
        best = best.max(memo.reflected);
        if !self.dual || PdbCost::with(&memo, best) > budget {
            return (PdbCost::with(&memo, best), memo);
        }
        // `from` is the blank's cell now.
        best = best.max(self.dual_sum(grid, &mut memo, false, from));
        if PdbCost::with(&memo, best) > budget {
            return (PdbCost::with(&memo, best), memo);
        }
        best = best.max(self.dual_sum(grid, &mut memo, true, from));
        (PdbCost::with(&memo, best), memo)
    }
}

#[cfg(test)]
mod tests {
    use super::PdbCost;
    use crate::board::Board;
    use crate::ida_star::cost::{Cost, walk_agrees};
    use crate::ida_star::grid::{Grid, PackedGrid, TileGrid};
    use crate::pattern_db::{AdditivePdb, Partition};

    /// Follows a pseudo-random walk and checks each incremental estimate against the whole-board one.
    fn follows<G: Grid>(pdb: &AdditivePdb, grid: G, seed: u64) {
        let cost = PdbCost::new(pdb);
        let whole = |b: &Board| if cost.dual { pdb.estimate_with_dual(b) } else { pdb.estimate(b) };
        let n = pdb.partition().dimension();
        let (grid, h) = walk_agrees(&cost, (n, grid), 3_000, seed, whole);
        assert_eq!(cost.root(&grid).0, h, "the root agrees at the end of the walk");
    }

    #[test]
    fn incremental_dual_estimates_match_the_whole_board_ones() {
        for parts in [&[&[1, 2, 3, 4][..], &[5, 6, 7, 8]][..], &[&[1, 2, 4, 5], &[3, 6], &[7, 8]], &[&[2, 3, 6]]] {
            let pdb = AdditivePdb::build(&Partition::new(3, parts).expect("valid"), &mut |_| {});
            follows(&pdb, PackedGrid::new(&Board::goal(3)), 3);
            follows(&pdb, TileGrid::new(&Board::goal(3)), 4);
        }
        let pdb = AdditivePdb::build(&Partition::fifteen_5_5_5(), &mut |_| {});
        assert!(PdbCost::new(&pdb).dual, "5-5-5 makes dual lookups");
        follows(&pdb, PackedGrid::new(&Board::goal(4)), 5);
    }
}
