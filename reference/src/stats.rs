//! [`SearchStats`]: the operation counts of a search, as the Princeton autograder's timing tests count them.

use std::ops::AddAssign;

/// What a search did. In twin (lockstep) mode the counts of both queues are summed, and the maximum queue
/// size is the sum of each queue's maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SearchStats {
    /// `MinPQ.insert` calls.
    pub inserts: u64,
    /// `MinPQ.delMin` calls.
    pub del_mins: u64,
    /// The largest number of items the queue held (summed over both queues in twin mode).
    pub max_pq_size: u64,
    /// `Board` constructions: the initial board, its twin in twin mode, and every neighbour generated,
    /// including those the critical optimization rejects.
    pub boards_constructed: u64,
    /// `Board.equals` calls: one per neighbour of a node that has a parent.
    pub equals_calls: u64,
    /// Heuristic evaluations (one for each node inserted).
    pub heuristic_calls: u64,
}

impl AddAssign for SearchStats {
    fn add_assign(&mut self, other: SearchStats) {
        self.inserts += other.inserts;
        self.del_mins += other.del_mins;
        self.max_pq_size += other.max_pq_size;
        self.boards_constructed += other.boards_constructed;
        self.equals_calls += other.equals_calls;
        self.heuristic_calls += other.heuristic_calls;
    }
}
