//! Exhaustive breadth-first search over the 3x3 puzzle as the oracle: the diameter and its two
//! positions, admissibility of every heuristic on all 181,440 solvable positions, and A* in every
//! configuration returning the exact distance.

use std::sync::OnceLock;

use npuzzle::bfs::Distances;
use npuzzle::heuristic::{hamming, linear_conflict, manhattan};
use npuzzle::{Board, Heuristic, NeighborOrder, Solver, SolverOptions, UnsolvableMode, check_path};

fn table() -> &'static Distances {
    static TABLE: OnceLock<Distances> = OnceLock::new();
    TABLE.get_or_init(|| Distances::compute(3).expect("3x3 is small enough"))
}

fn board(text: &str) -> Board {
    text.parse().expect("valid test board")
}

fn every_configuration() -> Vec<SolverOptions> {
    let mut all = Vec::new();
    for heuristic in [Heuristic::Hamming, Heuristic::Manhattan] {
        for order in [NeighborOrder::Checklist, NeighborOrder::Princeton] {
            for unsolvable in [UnsolvableMode::Parity, UnsolvableMode::Twin] {
                all.push(SolverOptions { heuristic, order, unsolvable });
            }
        }
    }
    all
}

#[test]
fn the_diameter_is_31_with_exactly_the_two_known_positions() {
    let table = table();
    assert_eq!(table.solvable_positions(), 181_440);
    assert_eq!(table.diameter(), 31);
    let mut hardest: Vec<Board> = table.iter().filter(|&(_, d)| d == 31).map(|(b, _)| b).collect();
    hardest.sort_by_key(Board::tiles);
    assert_eq!(hardest, [board("3 6 4 7 8 5 0 3 2 1"), board("3 8 6 7 2 5 4 3 0 1")]);
}

#[test]
fn no_heuristic_ever_overestimates() {
    let mut checked = 0;
    for (b, distance) in table().iter() {
        let (h, m, l) = (hamming(&b), manhattan(&b), linear_conflict(&b));
        assert!(h <= distance && m <= distance && l <= distance, "{b:?}: {h} {m} {l} > {distance}");
        assert!(h <= m && m <= l, "{b:?}: heuristics out of order {h} {m} {l}");
        assert_eq!(distance % 2, m % 2, "{b:?}: every move changes Manhattan by one");
        checked += 1;
    }
    assert_eq!(checked, 181_440);
}

/// Positions drawn from the table with a fixed generator.
fn sample(count: usize) -> Vec<(Board, u32)> {
    let all: Vec<(Board, u32)> = table().iter().collect();
    let mut state = 0x2545_F491_4F6C_DD1D_u64;
    (0..count)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            all[(state % all.len() as u64) as usize].clone()
        })
        .collect()
}

/// A* with the given options returns the BFS distance and a legal path on 2,000 random positions and
/// both 31-move positions.
fn agrees_with_bfs(options: SolverOptions) {
    let mut boards = sample(2_000);
    boards.push((board("3 8 6 7 2 5 4 3 0 1"), 31));
    boards.push((board("3 6 4 7 8 5 0 3 2 1"), 31));
    for (start, distance) in &boards {
        let solver = Solver::with_options(start, &options).expect("no budget");
        let solution = solver.solution().unwrap_or_else(|| panic!("{start:?} unsolved with {options:?}"));
        assert_eq!(solution.moves(), *distance as usize, "{start:?} with {options:?}");
        assert_eq!(check_path(start, &solution.boards().collect::<Vec<_>>()), Ok(()), "{start:?} with {options:?}");
    }
}

#[test]
fn astar_agrees_with_bfs_in_every_configuration() {
    let configurations = every_configuration();
    assert_eq!(configurations.len(), 8, "two heuristics, two orders, two unsolvable modes");
    // One thread a configuration, so that they spread over the cores.
    std::thread::scope(|scope| {
        for &options in &configurations {
            scope.spawn(move || agrees_with_bfs(options));
        }
    });
}

#[test]
fn linear_conflict_astar_agrees_with_bfs_too() {
    let options = SolverOptions { heuristic: Heuristic::LinearConflict, ..SolverOptions::default() };
    for (start, distance) in sample(2_000) {
        let solver = Solver::with_options(&start, &options).expect("no budget");
        assert_eq!(solver.moves(), Some(distance as usize), "{start:?}");
    }
}

#[test]
fn unsolvable_boards_are_reported_in_both_modes() {
    let unsolvable = [
        "2 2 1 3 0",
        "2 1 0 2 3",
        "2 0 1 2 3",
        "3 1 2 3 4 5 6 8 7 0",
        "3 2 1 3 4 5 6 7 8 0",
        "3 8 1 2 0 4 3 7 6 5",
        "4 2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
        "4 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0",
        "4 2 1 3 4 5 6 7 8 9 10 11 0 13 14 15 12",
    ];
    for text in unsolvable {
        let start = board(text);
        assert!(!start.is_solvable(), "{text}");
        for options in every_configuration() {
            let solver = Solver::with_options(&start, &options).expect("no budget");
            assert!(!solver.is_solvable(), "{text} with {options:?}");
            assert_eq!(solver.moves(), None);
            assert!(solver.solution().is_none());
        }
    }
}
