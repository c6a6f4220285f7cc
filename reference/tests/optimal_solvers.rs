//! Every optimal solver gives the same length: breadth-first, bidirectional, IDA* with each heuristic and
//! the assignment's A* agree with the exhaustive table on random 3x3 boards, and with each other on
//! 4x4 boards of moderate difficulty. Pattern-database estimates never exceed the proven optimum.

use std::sync::OnceLock;

use npuzzle::bfs::Distances;
use npuzzle::generate::{board_at_distance, random_boards};
use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::pattern_db::{AdditivePdb, Partition, PdbEvent};
use npuzzle::{Board, Heuristic, Observer, Report, Solver, SolverOptions, Strategy, check_path, solve};
use proptest::prelude::*;

fn table() -> &'static Distances {
    static TABLE: OnceLock<Distances> = OnceLock::new();
    TABLE.get_or_init(|| Distances::compute(3).expect("3x3 is small enough"))
}

fn pdb555() -> &'static AdditivePdb {
    static PDB: OnceLock<AdditivePdb> = OnceLock::new();
    PDB.get_or_init(|| AdditivePdb::build(&Partition::fifteen_5_5_5(), &mut |_: PdbEvent<'_>| {}))
}

fn pdb3() -> &'static AdditivePdb {
    static PDB: OnceLock<AdditivePdb> = OnceLock::new();
    PDB.get_or_init(|| {
        let partition = Partition::new(3, &[&[1, 2, 5], &[3, 6, 8], &[4, 7]]).expect("valid");
        AdditivePdb::build(&partition, &mut |_: PdbEvent<'_>| {})
    })
}

fn run(board: &Board, strategy: Strategy<'_>) -> Report {
    solve(board, &strategy, &mut Observer::new()).expect("no budget, sizes match")
}

fn ida(board: &Board, heuristic: IdaHeuristic<'_>) -> Report {
    run(board, Strategy::IdaStar(IdaOptions::new(heuristic)))
}

/// The lengths every optimal solver finds for `board`, each route checked.
fn lengths(board: &Board, with_bfs: bool, pdb: &AdditivePdb) -> Vec<(&'static str, usize)> {
    let check = |name: &'static str, solution: Option<&npuzzle::Solution>| {
        let solution = solution.unwrap_or_else(|| panic!("{name} found no route for {board:?}"));
        assert_eq!(check_path(board, &solution.boards().collect::<Vec<_>>()), Ok(()), "{name}");
        (name, solution.moves())
    };
    let mut found = Vec::new();
    if with_bfs {
        found.push(check("bfs", run(board, Strategy::BreadthFirst).solution.as_ref()));
    }
    found.push(check("bidirectional", run(board, Strategy::Bidirectional).solution.as_ref()));
    for (name, heuristic) in [
        ("ida manhattan", IdaHeuristic::Manhattan),
        ("ida linear conflict", IdaHeuristic::LinearConflict),
        ("ida pdb", IdaHeuristic::Pdb(pdb)),
    ] {
        found.push(check(name, ida(board, heuristic).solution.as_ref()));
    }
    let options = SolverOptions { heuristic: Heuristic::LinearConflict, ..SolverOptions::default() };
    found.push(check("astar", Solver::with_options(board, &options).expect("no limit").solution()));
    found
}

#[test]
fn all_optimal_solvers_agree_with_bfs_distances_on_random_3x3_boards() {
    for board in random_boards(3, 150, 99) {
        let distance = table().distance(&board).expect("solvable") as usize;
        for (name, moves) in lengths(&board, true, pdb3()) {
            assert_eq!(moves, distance, "{name} on {board:?}");
        }
    }
}

#[test]
fn all_optimal_solvers_agree_on_moderate_4x4_boards() {
    for seed in 0..8 {
        let k = 16 + 2 * seed as u32;
        let board = board_at_distance(4, k, 1_000 + seed).expect("reachable");
        for (name, moves) in lengths(&board, false, pdb555()) {
            assert_eq!(moves, k as usize, "{name} on {board:?}");
        }
    }
}

#[test]
fn the_pdb_sum_and_each_database_never_exceed_the_optimum_on_random_4x4_boards() {
    // Random boards need about 53 moves: prove them with the 5-5-5 IDA* itself, then check the
    // estimates, and that they beat linear conflicts.
    let (mut pdb_total, mut lc_total) = (0, 0);
    for board in random_boards(4, 5, 3) {
        let optimum = ida(&board, IdaHeuristic::Pdb(pdb555())).moves().expect("solvable");
        let estimate = pdb555().estimate(&board);
        assert!(estimate as usize <= optimum, "{board:?}: {estimate} > {optimum}");
        for db in pdb555().databases() {
            assert!((db.value(&board) as usize) <= optimum);
        }
        pdb_total += estimate;
        lc_total += npuzzle::heuristic::linear_conflict(&board);
    }
    assert!(pdb_total > lc_total, "5-5-5 {pdb_total} should beat linear conflicts {lc_total}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// On boards a random walk away from the goal, the 5-5-5 sum (plain and reflected) stays at or
    /// below the optimum proven by IDA* with linear conflicts.
    #[test]
    fn pdb_estimates_are_admissible_after_random_walks(k in 2u32..34, seed in any::<u64>()) {
        let board = board_at_distance(4, k, seed).expect("reachable");
        prop_assert!(pdb555().estimate(&board) <= k);
        prop_assert!(npuzzle::heuristic::linear_conflict(&board) <= k);
    }
}
