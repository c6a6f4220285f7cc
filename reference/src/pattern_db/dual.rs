//! Dual lookups: the same databases read on the board's dual, the inverse permutation in which the
//! roles of tiles and cells are swapped, and the blank cells at which such a lookup is admissible.
//!
//! Write the board as s (cell -> tile) and let L be the goal (cell c holds tile c + 1, the last cell B
//! the blank), g(t) the goal cell of tile t. The dual s' puts in cell c the label of the cell where
//! the tile whose goal is c now stands: s'(c) = L(s^-1(L(c))). Equivalently tile u of the dual stands
//! in cell g(s(g(u))), the goal cell of the tile that now fills u's goal cell.
//!
//! Why it bounds the distance. Let a shortest solution move the blank through cells c0, c1, ..., ck
//! (c0 the blank's cell now, ck = B), and let t_j swap cells c(j-1) and cj. Then s = L . t_k ... t_1
//! read right to left, so s' = L . t_1 ... t_k, and the boards L . t_1 ... t_j for j = k down to 0 walk
//! from s' to L in k steps, step j swapping cells c(j-1) and cj. In each of them cell cj holds the
//! same object, tile L(c0) (the tile whose goal is the blank's cell now): the walk is a legal
//! solution of the puzzle in which tile L(c0) plays the blank and the real blank is a tile like the
//! others, whose goal puts the "blank" L(c0) at c0. So d(s) >= d'(s'), the distance in that puzzle.
//!
//! When c0 = B this is the ordinary puzzle (L(B) is the blank) and every database applies. Otherwise a
//! database of pattern P bounds the moves of P's tiles in that puzzle only if
//! 1. L(c0) is not in P: the "blank" must not be one of the tiles it counts, and
//! 2. c0 and B lie in one region of the cells outside P's goal cells: the databases here are built from
//!    the single goal state (P home, blank in B's region), and the abstract moves only see the
//!    blank's region. The dual puzzle's goal has its "blank" at c0; if c0's region is another one, the
//!    stored distances lead to a different abstract goal and can overestimate (the 3x3 test below
//!    finds such a board). With both conditions the two abstract goals are the same state, so the
//!    entry is a lower bound on P's moves, and databases of disjoint patterns still add up.
//!
//! The Manhattan part needs no condition: summed over every object but the "blank" L(c0), the
//! Manhattan distance of s' equals that of s, term by term. Patterns whose lookup is not admissible
//! contribute their Manhattan distance only (entry 0). The reflected dual is the reflected lookup
//! applied to s', admissible when the mirror image of c0 meets the same two conditions in the
//! database's own frame; a lookup that reads its database transposed checks the mirrored cell.

use crate::board::Board;
use crate::heuristic::manhattan;
use crate::pattern_db::additive::{AdditivePdb, Lookup};
use crate::pattern_db::pattern::{MAX_PARTS, reflect_cell};

/// For each lookup (plain, then reflected), the blank cells at which its dual lookup is admissible,
/// one bit a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct DualMasks {
    pub plain: [u32; MAX_PARTS],
    pub reflected: [u32; MAX_PARTS],
}

impl AdditivePdb {
    /// Where each dual lookup is admissible (see the module's argument).
    pub(crate) fn dual_masks(&self) -> DualMasks {
        let (plain, _) = self.plain();
        let (reflected, _) = self.reflected();
        let mut masks = DualMasks { plain: [0; MAX_PARTS], reflected: [0; MAX_PARTS] };
        for (mask, lookup) in masks.plain.iter_mut().zip(plain) {
            *mask = self.dual_mask(lookup);
        }
        for (mask, lookup) in masks.reflected.iter_mut().zip(reflected) {
            *mask = self.dual_mask(lookup);
        }
        masks
    }

    /// Whether IDA* should make dual lookups at all: when, averaged over the blank's cells, the
    /// admissible plain dual lookups cover at least half the tiles the plain lookups do. Below that the
    /// dual sum rarely beats the plain and reflected ones and its extra random reads cost more than
    /// the nodes it saves (7-8 covers 30%: with the dual 26,510 nodes a board against 26,265 without,
    /// and 12% slower; 5-5-5 covers 69% and 6-6-6-6 58%, where the dual cuts nodes by a third and more).
    pub(crate) fn dual_pays(&self, masks: &DualMasks) -> bool {
        let (plain, _) = self.plain();
        let cells = self.partition().dimension().pow(2);
        let tiles: usize = plain.iter().map(|l| l.tiles.len()).sum();
        let covered: usize = plain.iter().zip(&masks.plain).map(|(l, m)| l.tiles.len() * m.count_ones() as usize).sum();
        2 * covered >= cells * tiles
    }

    /// [`admissible_cells`] of one lookup.
    fn dual_mask(&self, lookup: &Lookup) -> u32 {
        let pattern = self.databases()[lookup.db].pattern();
        admissible_cells(self.partition().dimension(), pattern.tiles(), lookup.transposed)
    }

    /// Manhattan plus twice the largest admissible sum of entries: plain, reflected, dual and dual
    /// reflected. What IDA* computes incrementally where the dual pays (`dual_pays`), for a whole
    /// board.
    ///
    /// # Panics
    /// If `board` is not of the partition's size.
    #[must_use]
    pub fn estimate_with_dual(&self, board: &Board) -> u32 {
        let sums = self.sums(board, &self.dual_masks());
        manhattan(board) + 2 * sums.into_iter().max().unwrap_or(0)
    }

    /// The four sums of entries of `board`: plain, reflected, dual, dual reflected (dual lookups only
    /// at the blank cells `masks` allows).
    pub(crate) fn sums(&self, board: &Board, masks: &DualMasks) -> [u32; 4] {
        let n = self.partition().dimension();
        assert_eq!(board.dimension(), n, "a {n}x{n} pattern database looked up with another board size");
        let tiles = board.tiles();
        let mut cells = [0usize; 32];
        for (cell, &tile) in tiles.iter().enumerate() {
            cells[usize::from(tile)] = cell;
        }
        let cell_of = |t: u16| cells[usize::from(t)];
        let dual_of = |u: u16| dual_cell(n, |c| tiles[c], u);
        let bit = 1u32 << board.blank();
        let (plain, _) = self.plain();
        let (reflected, _) = self.reflected();
        let sum = |lookups: &[Lookup], masks: Option<&[u32; MAX_PARTS]>, of: &dyn Fn(u16) -> usize| -> u32 {
            let allowed = |j: usize| masks.is_none_or(|m| m[j] & bit != 0);
            (0..lookups.len()).filter(|&j| allowed(j)).map(|j| self.entry(&lookups[j], of)).sum()
        };
        [
            sum(plain, None, &cell_of),
            sum(reflected, None, &cell_of),
            sum(plain, Some(&masks.plain), &dual_of),
            sum(reflected, Some(&masks.reflected), &dual_of),
        ]
    }
}

/// The blank cells c0 at which a dual lookup of the database of `pattern` is admissible: those whose
/// cell in the database's frame (c0, or its mirror image when the lookup is `transposed`) lies in the
/// goal blank's region of the cells outside the pattern's goal cells. A goal cell of the pattern is in
/// no such region, which is condition 1 of the module's argument.
pub(crate) fn admissible_cells(n: usize, pattern: &[u16], transposed: bool) -> u32 {
    let cells = n * n;
    let goal_cells: u32 = pattern.iter().map(|&t| 1u32 << (t - 1)).sum();
    // Cannot truncate: at most 25 cells.
    let free = !goal_cells & ((1u64 << cells) - 1) as u32;
    let region = blank_region(n, free, cells - 1);
    (0..cells)
        .filter(|&c0| region & (1 << if transposed { reflect_cell(c0, n) } else { c0 }) != 0)
        .map(|c0| 1u32 << c0)
        .sum()
}

/// The cell of tile `u` (not the blank) on the dual board: the goal cell of the tile now in u's goal
/// cell (the blank's goal being the last cell), reading tiles through `tile`.
#[inline(always)]
pub(crate) fn dual_cell(n: usize, tile: impl Fn(usize) -> u16, u: u16) -> usize {
    match tile(usize::from(u) - 1) {
        0 => n * n - 1,
        t => usize::from(t) - 1,
    }
}

/// The cells of `free` connected to `seed` (which must be free) through free neighbours.
fn blank_region(n: usize, free: u32, seed: usize) -> u32 {
    let mut region = 1u32 << seed;
    loop {
        let mut grown = region;
        for cell in (0..n * n).filter(|&c| region & (1 << c) != 0) {
            let (r, c) = (cell / n, cell % n);
            let neighbours = [(r > 0, cell.wrapping_sub(n)), (r + 1 < n, cell + n), (c > 0, cell.wrapping_sub(1))];
            for (ok, next) in neighbours.into_iter().chain([(c + 1 < n, cell + 1)]) {
                if ok {
                    grown |= (1 << next) & free;
                }
            }
        }
        if grown == region {
            return region;
        }
        region = grown;
    }
}

#[cfg(test)]
mod tests {
    use super::{DualMasks, admissible_cells};
    use crate::bfs::Distances;
    use crate::board::Board;
    use crate::pattern_db::{AdditivePdb, Partition};

    fn cells(list: &[usize]) -> u32 {
        list.iter().map(|&c| 1u32 << c).sum()
    }

    #[test]
    fn dual_lookups_are_admissible_where_the_blank_regions_meet() {
        let past_seven: Vec<usize> = (7..16).collect();
        let all25: Vec<usize> = (0..25).collect();
        for (n, pattern, transposed, expected) in [
            // 1-7: the cells outside the top seven are one region; a blank there keeps the "blank" out.
            (4, &[1, 2, 3, 4, 5, 6, 7][..], false, cells(&past_seven)),
            // 8-15 walls the last cell off: only a blank at home.
            (4, &[8, 9, 10, 11, 12, 13, 14, 15][..], false, cells(&[15])),
            (4, &[8, 9, 10, 11, 12, 13, 14, 15][..], true, cells(&[15])),
            // Read transposed, 1-7 checks the mirror image of the blank's cell.
            (4, &[1, 2, 3, 4, 5, 6, 7][..], true, cells(&[2, 3, 6, 7, 10, 11, 13, 14, 15])),
            (3, &[5, 6, 7, 8][..], false, cells(&[8])),
            (3, &[1, 2, 3, 4][..], false, cells(&[4, 5, 6, 7, 8])),
            // 6-6-6-6: the bottom-right six wall the last cell off, the top-left six leave one region.
            (5, &[13, 14, 18, 19, 20, 24][..], false, cells(&[24])),
            (5, &[1, 2, 3, 6, 7, 11][..], false, cells(&all25) & !cells(&[0, 1, 2, 5, 6, 10])),
        ] {
            let got = admissible_cells(n, pattern, transposed);
            assert_eq!(got, expected, "{n}x{n} {pattern:?} transposed {transposed}: {got:#x}");
        }
    }

    #[test]
    fn the_dual_is_used_where_it_covers_half_the_tiles() {
        for (n, parts, pays) in [
            (3, &[&[1, 2, 3, 4][..], &[5, 6, 7, 8]][..], false),
            (3, &[&[1, 2, 4, 5], &[3, 6], &[7, 8]], true),
            (3, &[&[1, 2, 3, 6], &[4, 5, 7, 8]], true),
            (4, &[&[1, 2, 3, 5, 6], &[4, 7, 8, 11, 12], &[9, 10, 13, 14, 15]], true),
            (4, &[&[1, 2], &[12, 13, 14, 15]], false),
        ] {
            let pdb = AdditivePdb::build(&Partition::new(n, parts).expect("valid"), &mut |_| {});
            assert_eq!(pdb.dual_pays(&pdb.dual_masks()), pays, "{parts:?}");
        }
    }

    /// Every solvable 3x3 board with its distance, and the partition's four sums under `masks`.
    fn worst_excess(pdb: &AdditivePdb, masks: &DualMasks, table: &Distances) -> (i64, usize) {
        let (mut worst, mut raised) = (i64::MIN, 0);
        for (board, distance) in table.iter() {
            let sums = pdb.sums(&board, masks);
            let best = board.manhattan() + 2 * sums.into_iter().max().unwrap_or(0);
            worst = worst.max(i64::from(best) - i64::from(distance));
            raised += usize::from(sums[2].max(sums[3]) > sums[0].max(sums[1]));
        }
        (worst, raised)
    }

    #[test]
    fn the_combined_estimate_never_exceeds_the_bfs_distance_on_3x3_and_2x2() {
        let (two, three) = (Distances::compute(2).expect("2x2"), Distances::compute(3).expect("3x3"));
        for (table, parts, least_raised) in [
            (&three, &[&[1, 2, 3, 4][..], &[5, 6, 7, 8]][..], 1_000),
            (&three, &[&[1, 2, 4, 5], &[3, 6], &[7, 8]], 1_000),
            (&three, &[&[1, 2, 3]], 1_000),
            (&three, &[&[1, 2, 3, 6], &[4, 5, 7, 8]], 1_000),
            (&three, &[&[2, 5], &[6], &[7]], 1_000),
            (&two, &[&[1], &[2], &[3]], 0),
            (&two, &[&[1, 2]], 0),
        ] {
            let n = table.dimension();
            let pdb = AdditivePdb::build(&Partition::new(n, parts).expect("valid"), &mut |_| {});
            let (worst, raised) = worst_excess(&pdb, &pdb.dual_masks(), table);
            assert!(worst <= 0, "{parts:?}: an estimate exceeds the distance by {worst}");
            assert!(raised >= least_raised, "{parts:?}: the dual raised only {raised} estimates");
            for (board, distance) in table.iter().step_by(97) {
                assert!(pdb.estimate_with_dual(&board) <= distance);
                assert!(pdb.estimate_with_dual(&board) >= pdb.estimate(&board));
            }
        }
    }

    #[test]
    fn without_the_region_condition_the_dual_would_overestimate() {
        // 5-8 walls the blank's goal cell off. Allowing its dual lookup wherever the blank is outside
        // its goal cells (condition 1 alone) overestimates; with condition 2 nothing does.
        let table = Distances::compute(3).expect("3x3");
        let pdb = AdditivePdb::build(&Partition::new(3, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]).expect("valid"), &mut |_| {});
        let mut first_only = pdb.dual_masks();
        first_only.plain[..2].copy_from_slice(&[!0x0F, !0xF0]);
        let (worst, _) = worst_excess(&pdb, &first_only, &table);
        assert!(worst > 0, "condition 1 alone should overestimate somewhere");
        let board: Board = "3 1 2 3 4 5 6 7 0 8".parse().expect("valid");
        assert_eq!(pdb.estimate_with_dual(&board), 1, "one move from the goal");
    }
}
