//! [`MaxCost`]: the larger of two admissible costs, each kept up to date move by move with its own
//! estimate and memo. The second is evaluated only for children the first does not already prune, so
//! a child costs the second lookup only when it may be visited.

use crate::ida_star::cost::Cost;
use crate::ida_star::grid::Grid;

/// max(first, second): admissible when both are.
pub(crate) struct MaxCost<'a, A, B> {
    pub(crate) first: &'a A,
    pub(crate) second: &'a B,
}

/// Each cost's own estimate and memo (an incremental cost needs its own estimate, not the maximum).
#[derive(Clone, Copy)]
pub(crate) struct Both<MA, MB> {
    a: (u32, MA),
    b: (u32, MB),
}

impl<G: Grid, A: Cost<G>, B: Cost<G>> Cost<G> for MaxCost<'_, A, B> {
    type Memo = Both<A::Memo, B::Memo>;

    fn root(&self, grid: &G) -> (u32, Self::Memo) {
        let (a, b) = (self.first.root(grid), self.second.root(grid));
        (a.0.max(b.0), Both { a, b })
    }

    #[inline(always)]
    fn child(&self, grid: &G, h: u32, memo: Self::Memo, tile: u16, from: usize, to: usize) -> (u32, Self::Memo) {
        self.child_within(grid, h, memo, tile, from, to, u32::MAX)
    }

    /// The first cost within the budget; the second only if the first leaves the child within it.
    #[inline(always)]
    fn child_within(
        &self,
        grid: &G,
        _: u32,
        memo: Self::Memo,
        tile: u16,
        from: usize,
        to: usize,
        budget: u32,
    ) -> (u32, Self::Memo) {
        let (ha, ma) = memo.a;
        let a = self.first.child_within(grid, ha, ma, tile, from, to, budget);
        if a.0 > budget {
            // Pruned: the second memo is stale, but a pruned child's memo is never used.
            return (a.0, Both { a, b: memo.b });
        }
        let (hb, mb) = memo.b;
        let b = self.second.child_within(grid, hb, mb, tile, from, to, budget);
        (a.0.max(b.0), Both { a, b })
    }
}

#[cfg(test)]
mod tests {
    use crate::bfs::Distances;
    use crate::error::SearchError;
    use crate::ida_star::{IdaHeuristic, IdaOptions, MAX_PDBS};
    use crate::pattern_db::{AdditivePdb, Partition};
    use crate::search::{Observer, Strategy, solve};
    use crate::{Board, Detail};

    fn pdb(parts: &[&[u16]]) -> AdditivePdb {
        AdditivePdb::build(&Partition::new(3, parts).expect("valid"), &mut |_| {})
    }

    #[test]
    fn the_largest_of_several_sets_keeps_every_answer_and_saves_nodes() {
        // Two partitions that split the 3x3 board along different lines, and a third covering only
        // tiles 1, 2, 3 and 6; answers against breadth-first distances on every third board, for time.
        let sets =
            [pdb(&[&[1, 2, 3, 4], &[5, 6, 7, 8]]), pdb(&[&[1, 4, 7, 2], &[3, 5, 6, 8]]), pdb(&[&[1, 2], &[3, 6]])];
        let table = Distances::compute(3).expect("3x3");
        let (mut one, mut all) = (0, 0);
        for (board, distance) in table.iter().step_by(3) {
            let nodes = |heuristic| {
                let report = solve(&board, &Strategy::IdaStar(IdaOptions::new(heuristic)), &mut Observer::new())
                    .expect("no limit");
                assert_eq!(report.moves(), Some(distance as usize), "{board:?}");
                let Detail::IdaStar { passes } = &report.detail else { panic!("IDA* reports passes") };
                assert_eq!(passes.last().map(|p| p.threshold), Some(distance));
                report.generated
            };
            one += nodes(IdaHeuristic::Pdb(&sets[0]));
            all += nodes(IdaHeuristic::PdbMax(&sets));
        }
        assert!(all < one, "the largest estimate prunes more: {all} against {one}");
    }

    #[test]
    fn a_set_of_the_wrong_size_or_count_is_refused() {
        let sets = [pdb(&[&[1, 2, 3, 4]]), pdb(&[&[5, 6]]), pdb(&[&[7, 8]]), pdb(&[&[1, 8]])];
        let run = |heuristic, board: &Board| {
            solve(board, &Strategy::IdaStar(IdaOptions::new(heuristic)), &mut Observer::new())
        };
        let three = Board::goal(3);
        assert!(run(IdaHeuristic::PdbMax(&sets[..MAX_PDBS]), &three).is_ok());
        assert_eq!(
            run(IdaHeuristic::PdbMax(&sets), &three).err(),
            Some(SearchError::TooManyPdbs { given: 4, most: MAX_PDBS })
        );
        assert_eq!(
            run(IdaHeuristic::PdbMax(&[]), &three).err(),
            Some(SearchError::TooManyPdbs { given: 0, most: MAX_PDBS })
        );
        assert_eq!(
            run(IdaHeuristic::PdbMax(&sets[..2]), &Board::goal(4)).err(),
            Some(SearchError::WrongSize { heuristic: 3, board: 4 })
        );
        assert_eq!(IdaHeuristic::from_pdbs(&[]).map(|_| ()), None);
        assert!(matches!(IdaHeuristic::from_pdbs(&sets[..1]), Some(IdaHeuristic::Pdb(_))));
        assert!(matches!(IdaHeuristic::from_pdbs(&sets[..2]), Some(IdaHeuristic::PdbMax(_))));
    }
}
