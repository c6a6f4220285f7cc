//! Which child IDA* visits first. Within the bound every child is searched in full unless BPMX cuts
//! it off, so the order matters mostly in the last pass, which stops at the first goal: the sooner a
//! child above an optimal route comes up, the less of that pass is searched.
//!
//! Two rules, both free of lookups. The [`Leader`]: the route to the node of smallest estimate in the
//! previous pass is followed first, as far as the current route has followed it (a pass with a
//! threshold two higher usually reaches the goal beyond that node). Elsewhere, and after the leader's
//! move, [`order`] takes the children by estimate, smallest first (stable, so ties keep the neighbour
//! order), which also puts a goal child first. Neither changes which nodes a pass may visit, only
//! when, so the thresholds and the answer's length stay the same; the route may differ.

/// A child made and evaluated, not yet visited.
#[derive(Clone, Copy)]
pub(crate) struct Child<M> {
    /// The cell the blank moves to.
    pub cell: u16,
    pub h: u32,
    pub memo: M,
}

/// The order to visit `children` (at most four) in, as their indices: by estimate, smallest first,
/// then the one whose move is `first` moved to the front. The children stay where they are (their
/// memos may be large).
#[inline(always)]
pub(crate) fn order<M: Copy>(children: &[Child<M>], first: Option<u16>) -> [u8; 4] {
    let mut at = [0u8, 1, 2, 3];
    let h = |k: u8| children[usize::from(k)].h;
    for i in 1..children.len() {
        let mut j = i;
        while j > 0 && h(at[j - 1]) > h(at[j]) {
            at.swap(j - 1, j);
            j -= 1;
        }
    }
    if let Some(k) = at[..children.len()].iter().position(|&k| Some(children[usize::from(k)].cell) == first) {
        at[..=k].rotate_right(1);
    }
    at
}

/// The previous pass's best route and the current pass's best so far.
#[derive(Debug, Default)]
pub(crate) struct Leader {
    /// The smallest estimate of this pass so far (`None` before the first node) and its route.
    best: Option<u32>,
    best_route: Vec<u16>,
    /// The previous pass's best route, and how many of the current route's first moves follow it.
    route: Vec<u16>,
    followed: usize,
}

impl Leader {
    /// Notes a node with estimate `h` reached by `path`; the first of the smallest is kept.
    #[inline(always)]
    pub(crate) fn note(&mut self, h: u32, path: &[u16]) {
        if self.best.is_none_or(|best| h < best) {
            self.best = Some(h);
            self.best_route.clear();
            self.best_route.extend_from_slice(path);
        }
    }

    /// The leader's move at `depth` if the current route has followed it so far.
    #[inline(always)]
    pub(crate) fn next(&self, depth: usize) -> Option<u16> {
        if self.followed == depth { self.route.get(depth).copied() } else { None }
    }

    /// The route, `depth` moves long, takes the move to `cell`.
    #[inline(always)]
    pub(crate) fn descend(&mut self, depth: usize, cell: u16) {
        if self.next(depth) == Some(cell) {
            self.followed += 1;
        }
    }

    /// The route is back to `depth` moves.
    #[inline(always)]
    pub(crate) fn ascend(&mut self, depth: usize) {
        self.followed = self.followed.min(depth);
    }

    /// This pass's best route leads the next pass.
    pub(crate) fn next_pass(&mut self) {
        self.route = std::mem::take(&mut self.best_route);
        self.best = None;
        self.followed = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::{Child, Leader, order};

    #[test]
    fn children_go_smallest_estimate_first_after_the_leaders_move() {
        let child = |cell, h| Child { cell, h, memo: () };
        for (estimates, first, expected) in [
            (vec![(1, 5), (2, 3), (3, 5)], None, vec![2, 1, 3]),
            (vec![(1, 5), (2, 3), (3, 5)], Some(3), vec![3, 2, 1]),
            (vec![(1, 4), (2, 4)], Some(9), vec![1, 2]),
            (vec![(7, 0), (8, 2)], Some(8), vec![8, 7]),
        ] {
            let children: Vec<_> = estimates.iter().map(|&(c, h)| child(c, h)).collect();
            let at = order(&children, first);
            let cells: Vec<u16> = at[..children.len()].iter().map(|&k| children[usize::from(k)].cell).collect();
            assert_eq!(cells, expected, "{estimates:?} {first:?}");
        }
    }

    #[test]
    fn the_leader_is_the_first_route_to_the_smallest_estimate() {
        let mut leader = Leader::default();
        leader.note(9, &[]);
        leader.note(7, &[4, 5]);
        leader.note(7, &[1]);
        leader.note(8, &[4, 5, 6]);
        leader.next_pass();
        assert_eq!(leader.next(0), Some(4));
        leader.descend(0, 4);
        assert_eq!(leader.next(1), Some(5));
        leader.descend(1, 2);
        assert_eq!(leader.next(2), None, "off the leader's route");
        leader.ascend(1);
        assert_eq!(leader.next(1), Some(5), "back on it");
        leader.descend(1, 5);
        assert_eq!(leader.next(2), None, "past its end");
    }
}
