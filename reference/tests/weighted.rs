//! Weighted A* stays within its bound: the route is never more than w times the shortest (3x3 against the
//! exhaustive table at several weights, 4x4 against IDA*), and the size rule solves random 5x5 and 6x6
//! boards.

use std::sync::OnceLock;

use npuzzle::bfs::Distances;
use npuzzle::generate::random_boards;
use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::pattern_db::{AdditivePdb, Partition, PdbEvent};
use npuzzle::weighted::{WeightedOptions, weight_for};
use npuzzle::{Board, Detail, Heuristic, Observer, Report, Strategy, check_path, solve};

fn run(board: &Board, strategy: Strategy<'_>) -> Report {
    solve(board, &strategy, &mut Observer::new()).expect("no budget")
}

/// The weight weighted A* finished with.
fn weight_of(report: &Report) -> (f64, u32) {
    let Detail::Weighted { weight, restarts } = report.detail else { panic!("weighted A* reports its weight") };
    (weight, restarts)
}

fn table() -> &'static Distances {
    static TABLE: OnceLock<Distances> = OnceLock::new();
    TABLE.get_or_init(|| Distances::compute(3).expect("3x3 is small enough"))
}

#[test]
fn routes_stay_within_w_times_the_shortest_on_3x3() {
    for board in random_boards(3, 300, 5) {
        let shortest = table().distance(&board).expect("solvable") as f64;
        for (weight, heuristic) in [
            (1.0, Heuristic::Manhattan),
            (1.5, Heuristic::LinearConflict),
            (2.0, Heuristic::Hamming),
            (5.0, Heuristic::LinearConflict),
        ] {
            let options = WeightedOptions { weight: Some(weight), heuristic, ..WeightedOptions::default() };
            let outcome = run(&board, Strategy::Weighted(options));
            let (finished_with, _) = weight_of(&outcome);
            let solution = outcome.solution.expect("solvable");
            assert_eq!(check_path(&board, &solution.boards().collect::<Vec<_>>()), Ok(()));
            let moves = solution.moves() as f64;
            assert!(moves <= finished_with * shortest, "{board:?}: {moves} > {weight} x {shortest}");
            if weight == 1.0 {
                assert_eq!(moves, shortest, "w = 1 is A*");
            }
        }
    }
}

#[test]
fn routes_stay_within_w_times_the_shortest_on_4x4() {
    let pdb = AdditivePdb::build(&Partition::fifteen_5_5_5(), &mut |_: PdbEvent<'_>| {});
    for board in random_boards(4, 6, 8) {
        let ida = Strategy::IdaStar(IdaOptions::new(IdaHeuristic::Pdb(&pdb)));
        let shortest = run(&board, ida).moves().expect("solvable");
        let outcome = run(&board, Strategy::Weighted(WeightedOptions::default()));
        let (weight, restarts) = weight_of(&outcome);
        assert_eq!(restarts, 0, "w = 3 solves a random 4x4 within the budget");
        assert_eq!(weight, weight_for(4));
        let moves = outcome.solution.expect("solvable").moves();
        assert!(moves as f64 <= 3.0 * shortest as f64 && moves >= shortest, "{moves} vs {shortest}");
    }
}

#[test]
fn the_size_rule_solves_random_5x5_and_6x6_boards() {
    for n in [5, 6] {
        for board in random_boards(n, 2, 21) {
            let outcome = run(&board, Strategy::Weighted(WeightedOptions::default()));
            let solution = outcome.solution.expect("solvable");
            assert_eq!(check_path(&board, &solution.boards().collect::<Vec<_>>()), Ok(()));
            let lower = npuzzle::heuristic::linear_conflict(&board) as usize;
            assert!(solution.moves() >= lower && outcome.expanded > 0 && outcome.stored > 0);
        }
    }
}
