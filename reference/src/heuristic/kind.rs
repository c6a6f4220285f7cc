//! [`Heuristic`]: the choice among the heuristics, for code that picks one at run time.

use std::fmt;
use std::str::FromStr;

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

    /// The name on the command line: `hamming`, `manhattan`, `linear-conflict`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Hamming => "hamming",
            Heuristic::Manhattan => "manhattan",
            Heuristic::LinearConflict => "linear-conflict",
        }
    }

    /// The label in traces: `Hamming`, `Manhattan`, `Linear conflict`.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Heuristic::Hamming => "Hamming",
            Heuristic::Manhattan => "Manhattan",
            Heuristic::LinearConflict => "Linear conflict",
        }
    }
}

impl fmt::Display for Heuristic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Heuristic {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Heuristic::ALL
            .into_iter()
            .find(|h| h.name() == s)
            .ok_or_else(|| format!("unknown heuristic `{s}`; use `hamming`, `manhattan` or `linear-conflict`"))
    }
}

#[cfg(test)]
mod tests {
    use super::Heuristic;

    #[test]
    fn names_round_trip() {
        for h in Heuristic::ALL {
            assert_eq!(h.name().parse::<Heuristic>(), Ok(h));
        }
        assert!("euclid".parse::<Heuristic>().is_err());
    }

    #[test]
    fn estimates_rise_with_strength() {
        let board = "3 8 6 7 2 5 4 3 0 1".parse().expect("valid test board");
        let [h, m, l] = Heuristic::ALL.map(|k| k.estimate(&board));
        assert!(h <= m && m <= l, "{h} {m} {l}");
        assert_eq!((h, m), (7, 21));
    }
}
