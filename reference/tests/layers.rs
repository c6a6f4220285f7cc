//! Layer by layer (issue 12, item 7) through the one entry point: legal routes on random boards of
//! every small size, each phase leaving the layers before it home, and a 127x127 board in well under a
//! second (ignored by default; run it with
//! `cargo test --release -p npuzzle --test layers -- --ignored --nocapture`).

use std::time::Instant;

use npuzzle::generate::random_board;
use npuzzle::layers::{Layer, Phase};
use npuzzle::{Board, Detail, Observer, Report, Strategy, check_path, solve};
use proptest::prelude::*;

fn layers(board: &Board) -> Report {
    solve(board, &Strategy::Layers, &mut Observer::new()).expect("no budget")
}

fn phases(report: &Report) -> &[Phase] {
    let Detail::Layers { phases } = &report.detail else { panic!("a layer-by-layer report: {report:?}") };
    phases
}

/// Whether every cell of `layers` holds its own tile on `board`.
fn home(board: &Board, layers: &[Phase]) -> bool {
    let n = board.dimension();
    let goal = Board::goal(n);
    layers
        .iter()
        .flat_map(|phase| phase.layer.cells(n))
        .all(|(row, col)| board.tile_at(row, col) == goal.tile_at(row, col))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_boards_are_solved_and_no_phase_disturbs_an_earlier_one(n in 2usize..=8, seed in any::<u64>()) {
        let board = random_board(n, seed);
        let report = layers(&board);
        let solution = report.solution.as_ref().expect("random boards are solvable");
        let boards: Vec<Board> = solution.boards().collect();
        prop_assert_eq!(check_path(&board, &boards), Ok(()));
        let phases = phases(&report);
        prop_assert_eq!(phases.iter().map(|p| p.layer).collect::<Vec<_>>(), Layer::sequence(n));
        let mut next = 0;
        for (i, phase) in phases.iter().enumerate() {
            prop_assert_eq!(phase.moves.start, next, "phases follow each other");
            next = phase.moves.end;
            for board in &boards[phase.moves.start..=phase.moves.end] {
                prop_assert!(home(board, &phases[..i]), "phase {:?} disturbed an earlier layer", phase.layer);
            }
            prop_assert!(home(&boards[phase.moves.end], &phases[..=i]), "phase {:?} left its layer", phase.layer);
        }
        prop_assert_eq!(next, solution.moves());
        prop_assert!(!report.is_proven_shortest());
    }
}

#[track_caller]
fn case(text: &str, moves: Option<usize>, phase_count: usize) {
    let board: Board = text.parse().expect("valid");
    let report = layers(&board);
    assert_eq!(report.moves(), moves, "{text}");
    assert_eq!(phases(&report).len(), phase_count, "{text}");
}

#[test]
fn small_boards_the_goal_and_unsolvable_boards() {
    // 2x2 and 3x3 are the last block alone, solved in the fewest moves.
    case("2 0 1 3 2", Some(2), 1);
    case("3 8 6 7 2 5 4 3 0 1", Some(31), 1);
    case("4 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", Some(0), 3);
    // Unsolvable: no route, no phases.
    case("3 1 2 3 4 5 6 8 7 0", None, 0);
    case("4 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", None, 0);
}

#[test]
fn a_memory_budget_below_the_route_stops_it() {
    let board = random_board(20, 7);
    let budget = npuzzle::Budget { memory_bytes: Some(1000), expansions: None };
    let result = solve(&board, &Strategy::Layers, &mut Observer::new().with_budget(budget));
    assert_eq!(result.err(), Some(npuzzle::SearchError::MemoryBudget { budget: 1000 }));
}

/// See: issue 12, item 7 ("a 127x127 board in well under a second; the route's length reported").
#[test]
#[ignore = "a release-build timing: cargo test --release -p npuzzle --test layers -- --ignored --nocapture"]
fn a_random_127x127_board_is_solved_in_well_under_a_second() {
    let board = random_board(127, 20_261_203);
    let started = Instant::now();
    let report = layers(&board);
    let elapsed = started.elapsed();
    let solution = report.solution.as_ref().expect("random boards are solvable");
    eprintln!("127x127: {} moves in {:.0} ms", solution.moves(), elapsed.as_secs_f64() * 1e3);
    assert!(elapsed.as_secs_f64() < 0.5, "{elapsed:?}");
    // The last board, by replaying the moves on the tiles (making every board would take hours).
    let n = board.dimension();
    let mut tiles = board.tiles();
    let mut blank = board.blank();
    for dir in solution.directions() {
        let to = dir.step(blank, n).expect("every move stays on the board");
        tiles.swap(blank, to);
        blank = to;
    }
    assert_eq!(Board::from_tiles(n, &tiles), Ok(Board::goal(n)));
}
