//! IDA* against the exhaustive 3x3 table and against itself and A* on 4x4 boards: every heuristic gives
//! the exact distance and a legal route; passes start at h(start), rise, and add up; the expansion
//! budget and the progress callback stop it.

use std::ops::ControlFlow;
use std::sync::OnceLock;

use npuzzle::bfs::Distances;
use npuzzle::generate::{board_at_distance, random_boards};
use npuzzle::ida_star::{IdaHeuristic, IdaOptions, Pass};
use npuzzle::pattern_db::{AdditivePdb, Partition, PdbEvent};
use npuzzle::{
    Board, Budget, Detail, Event, NeighborOrder, Observer, Report, SearchError, Solver, Strategy, check_path, solve,
};

fn ida(board: &Board, heuristic: IdaHeuristic<'_>, observer: &mut Observer<'_>) -> Result<Report, SearchError> {
    solve(board, &Strategy::IdaStar(IdaOptions::new(heuristic)), observer)
}

fn passes(report: &Report) -> &[Pass] {
    let Detail::IdaStar { passes } = &report.detail else { panic!("IDA* reports its passes") };
    passes
}

fn table() -> &'static Distances {
    static TABLE: OnceLock<Distances> = OnceLock::new();
    TABLE.get_or_init(|| Distances::compute(3).expect("3x3 is small enough"))
}

fn pdb3() -> &'static AdditivePdb {
    static PDB: OnceLock<AdditivePdb> = OnceLock::new();
    PDB.get_or_init(|| {
        let partition = Partition::new(3, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]).expect("valid");
        AdditivePdb::build(&partition, &mut |_: PdbEvent<'_>| {})
    })
}

/// 5-5-5 for the 15-puzzle: about 1.5 million entries, built in well under a second in release.
fn pdb555() -> &'static AdditivePdb {
    static PDB: OnceLock<AdditivePdb> = OnceLock::new();
    PDB.get_or_init(|| AdditivePdb::build(&Partition::fifteen_5_5_5(), &mut |_: PdbEvent<'_>| {}))
}

#[track_caller]
fn solves_exactly(board: &Board, heuristic: IdaHeuristic<'_>, order: NeighborOrder, expected: u32) {
    let strategy = Strategy::IdaStar(IdaOptions { heuristic, order });
    let outcome = solve(board, &strategy, &mut Observer::new()).expect("no limit, no cancel");
    let solution = outcome.solution.as_ref().expect("solvable");
    assert_eq!(solution.moves() as u32, expected, "{board:?} with {heuristic:?}");
    assert_eq!(check_path(board, &solution.boards().collect::<Vec<_>>()), Ok(()));
    let passes = passes(&outcome);
    assert_eq!(passes.last().map(|p| p.threshold), Some(expected), "the last pass's threshold is the answer");
    assert!(passes.windows(2).all(|w| w[0].threshold < w[1].threshold), "{passes:?}");
    assert_eq!(passes.iter().map(|p| p.expanded).sum::<u64>(), outcome.expanded);
    assert_eq!(passes.iter().map(|p| p.generated).sum::<u64>(), outcome.generated);
}

#[test]
fn every_heuristic_gives_the_bfs_distance_on_random_3x3_boards() {
    let boards = random_boards(3, 400, 11);
    for (i, board) in boards.iter().enumerate() {
        let distance = table().distance(board).expect("generated boards are solvable");
        let order = if i % 2 == 0 { NeighborOrder::Checklist } else { NeighborOrder::Princeton };
        for heuristic in [IdaHeuristic::Manhattan, IdaHeuristic::LinearConflict, IdaHeuristic::Pdb(pdb3())] {
            solves_exactly(board, heuristic, order, distance);
        }
    }
    for hardest in ["3 8 6 7 2 5 4 3 0 1", "3 6 4 7 8 5 0 3 2 1"] {
        let board: Board = hardest.parse().expect("valid");
        solves_exactly(&board, IdaHeuristic::LinearConflict, NeighborOrder::Checklist, 31);
        solves_exactly(&board, IdaHeuristic::Pdb(pdb3()), NeighborOrder::Checklist, 31);
    }
}

#[test]
fn heuristics_and_astar_agree_on_moderate_4x4_boards() {
    for seed in 0..12 {
        let board = board_at_distance(4, 20 + 2 * (seed as u32 % 8), seed).expect("reachable");
        let astar = Solver::new(&board).moves().expect("solvable") as u32;
        for heuristic in [IdaHeuristic::Manhattan, IdaHeuristic::LinearConflict, IdaHeuristic::Pdb(pdb555())] {
            solves_exactly(&board, heuristic, NeighborOrder::Checklist, astar);
        }
        assert!(pdb555().estimate(&board) <= astar);
    }
}

#[test]
fn the_first_threshold_is_the_estimate_of_the_start() {
    let board: Board = "4 0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1".parse().expect("valid");
    let mut first = None;
    let mut observer = Observer::new()
        .with_budget(Budget { expansions: Some(1_000), ..Budget::default() })
        .on_progress(1 << 20, |p| {
            first.get_or_insert(p.pass.expect("IDA* reports its pass").threshold);
            ControlFlow::Continue(())
        });
    let result = ida(&board, IdaHeuristic::LinearConflict, &mut observer);
    drop(observer);
    assert_eq!(result.err(), Some(SearchError::ExpansionLimit { limit: 1_000 }));
    assert_eq!(first, Some(npuzzle::heuristic::linear_conflict(&board)));
}

#[test]
fn the_callback_sees_passes_and_can_cancel() {
    let board = board_at_distance(4, 40, 3).expect("reachable");
    let mut events = Vec::new();
    let mut observer = Observer::new().on_progress(10_000, |p| {
        events.push(p.event);
        if p.expanded > 200_000 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    });
    let result = ida(&board, IdaHeuristic::Manhattan, &mut observer);
    drop(observer);
    assert_eq!(result.err(), Some(SearchError::Cancelled));
    assert_eq!(events.first(), Some(&Event::PassStarted));
    assert!(events.contains(&Event::PassFinished) && events.contains(&Event::Working), "{events:?}");
}

#[test]
fn unsolvable_boards_are_not_searched_and_sizes_must_match() {
    let board: Board = "3 1 2 3 4 5 6 8 7 0".parse().expect("valid");
    let outcome = ida(&board, IdaHeuristic::LinearConflict, &mut Observer::new()).expect("no search");
    assert!(outcome.solution.is_none() && passes(&outcome).is_empty());
    let goal = Board::goal(4);
    assert_eq!(ida(&goal, IdaHeuristic::Manhattan, &mut Observer::new()).expect("goal").moves(), Some(0));
    assert_eq!(
        ida(&goal, IdaHeuristic::Pdb(pdb3()), &mut Observer::new()).err(),
        Some(SearchError::WrongSize { heuristic: 3, board: 4 })
    );
}

#[test]
fn larger_boards_run_on_the_vector_grid() {
    for (n, k) in [(5, 18), (6, 14), (7, 10)] {
        let board = board_at_distance(n, k, 5).expect("reachable");
        let astar = Solver::new(&board).moves().expect("solvable") as u32;
        assert_eq!(astar, k);
        solves_exactly(&board, IdaHeuristic::LinearConflict, NeighborOrder::Princeton, k);
    }
}
