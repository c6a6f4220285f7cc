//! The random boards of the Solver tests, made by the reference so their answers are proven: boards
//! exactly k moves from the goal ([`npuzzle::generate::board_at_distance`]) and their twins as the
//! unsolvable ones. The Java driver reads them from the request by group name.

use npuzzle::Board;
use npuzzle::generate::board_at_distance;

/// One random board of a test and its optimal number of moves (`None`: unsolvable).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    /// The group the driver asks for, e.g. `solver-4`.
    pub group: &'static str,
    /// The board.
    pub board: Board,
    /// Its shortest solution's length, or `None` when it has none.
    pub moves: Option<u32>,
}

/// One group of random boards: its name, the sizes it cycles through, its distances from the goal
/// (cycled from the first to the last), how many, and which are unsolvable.
struct Group {
    name: &'static str,
    sizes: &'static [usize],
    distances: (u32, u32),
    count: usize,
    solvability: Solvability,
}

const GROUPS: [Group; 6] = [
    Group { name: "solver-4", sizes: &[3], distances: (1, 12), count: 1000, solvability: Solvability::Solvable },
    Group { name: "solver-6b", sizes: &[2], distances: (0, 6), count: 100, solvability: Solvability::Mixed },
    Group { name: "solver-9a", sizes: &[2], distances: (0, 6), count: 20, solvability: Solvability::Solvable },
    Group { name: "solver-9b", sizes: &[2], distances: (0, 6), count: 20, solvability: Solvability::Unsolvable },
    Group { name: "solver-15a", sizes: &[2], distances: (0, 6), count: 100, solvability: Solvability::Solvable },
    Group { name: "solver-15b", sizes: &[3, 4, 5], distances: (0, 20), count: 200, solvability: Solvability::Solvable },
];

#[derive(Debug, Clone, Copy)]
enum Solvability {
    Solvable,
    Unsolvable,
    /// Every other board is the twin of a solvable one.
    Mixed,
}

/// Every group's boards, reproducible from `seed`.
///
/// # Panics
/// Never for the fixed groups above: each distance is within the board's diameter.
#[must_use]
pub fn samples(seed: u64) -> Vec<Sample> {
    let mut out = Vec::new();
    let mut stream = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    for group in &GROUPS {
        let (low, high) = group.distances;
        for i in 0..group.count {
            stream = stream.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let k = low + u32::try_from(i).unwrap_or(0) % (high - low + 1);
            let board = board_at_distance(group.sizes[i % group.sizes.len()], k, stream).expect("k is within reach");
            let unsolvable = match group.solvability {
                Solvability::Solvable => false,
                Solvability::Unsolvable => true,
                Solvability::Mixed => i % 2 == 1,
            };
            out.push(if unsolvable {
                Sample { group: group.name, board: board.twin(), moves: None }
            } else {
                Sample { group: group.name, board, moves: Some(k) }
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::samples;

    #[test]
    fn every_sample_has_the_answer_the_reference_proves() {
        let all = samples(7);
        assert_eq!(all.len(), 1000 + 100 + 20 + 20 + 100 + 200);
        for sample in all.iter().step_by(17) {
            let solvable = sample.board.is_solvable();
            assert_eq!(solvable, sample.moves.is_some(), "{:?}", sample.board);
            if let Some(k) = sample.moves {
                let report =
                    npuzzle::solve(&sample.board, &npuzzle::Strategy::Bidirectional, &mut npuzzle::Observer::new())
                        .expect("solved");
                assert_eq!(report.moves(), Some(k as usize), "{:?}", sample.board);
            }
        }
        assert_eq!(samples(7), all, "the same seed gives the same boards");
        assert!(all.iter().filter(|s| s.group == "solver-6b").any(|s| s.moves.is_none()));
    }
}
