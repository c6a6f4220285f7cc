//! [`Heuristic`]: the choice among the heuristics, for code that picks one at run time.

use crate::board::Board;
use crate::heuristic::{hamming, linear_conflict, manhattan};

/// One of the admissible heuristics.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Heuristic {
    /// Tiles out of place.
    Hamming,
    /// Sum of Manhattan distances (the assignment's default priority).
    #[default]
    Manhattan,
    /// Manhattan plus linear conflicts.
    LinearConflict,
}

impl Heuristic {
    /// Every heuristic, weakest first.
    pub const ALL: [Heuristic; 3] = [Heuristic::Hamming, Heuristic::Manhattan, Heuristic::LinearConflict];

    /// The estimate for `board`: never more than the moves it needs.
    #[must_use]
    pub fn estimate(self, board: &Board) -> u32 {
        match self {
            Heuristic::Hamming => hamming(board),
            Heuristic::Manhattan => manhattan(board),
            Heuristic::LinearConflict => linear_conflict(board),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Heuristic;

    #[test]
    fn estimates_rise_with_strength() {
        let board = "3 8 6 7 2 5 4 3 0 1".parse().expect("valid test board");
        let [h, m, l] = Heuristic::ALL.map(|k| k.estimate(&board));
        assert!(h <= m && m <= l, "{h} {m} {l}");
        assert_eq!((h, m), (7, 21));
    }
}
