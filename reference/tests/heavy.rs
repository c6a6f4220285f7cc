//! The full-size databases, too slow to build for the default suite (the 7-8 build takes about 7
//! minutes on two cores and 1.5 GB, the 24-puzzle's three databases about 4 minutes). They are read
//! from, or built into, `$NPUZZLE_PDB_DIR` (default `target/pdb-cache`, shared with the `ida_pdb`
//! bench):
//!
//! ```sh
//! cargo test -p npuzzle --release --test heavy -- --ignored
//! ```

use std::path::{Path, PathBuf};

use npuzzle::generate::{board_at_distance, random_boards};
use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::pattern_db::{AdditivePdb, Partition, PdbEvent};

fn cache_dir() -> PathBuf {
    std::env::var_os("NPUZZLE_PDB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/pdb-cache"))
}

/// IDA* with `heuristic` through the one entry point.
fn ida(board: &npuzzle::Board, heuristic: IdaHeuristic<'_>) -> npuzzle::Report {
    let strategy = npuzzle::Strategy::IdaStar(IdaOptions::new(heuristic));
    npuzzle::solve(board, &strategy, &mut npuzzle::Observer::new()).expect("sizes match, no budget")
}

fn load(partition: &Partition) -> AdditivePdb {
    AdditivePdb::load_or_build(&cache_dir(), partition, &mut |e: PdbEvent<'_>| eprintln!("{e:?}"))
}

/// `cargo test -p npuzzle --release --test heavy -- --ignored seven_eight`
#[test]
#[ignore = "builds or loads the 7-8 databases (about 7 minutes on two cores and 1.5 GB the first time)"]
fn seven_eight_agrees_with_linear_conflicts_and_never_overestimates() {
    let pdb = load(&Partition::fifteen_7_8());
    let plain = load(&Partition::fifteen_7_8().with_reflection(false));
    for board in random_boards(4, 4, 77) {
        let optimum = ida(&board, IdaHeuristic::LinearConflict).moves().expect("solvable");
        let with_pdb = ida(&board, IdaHeuristic::Pdb(&pdb));
        assert_eq!(with_pdb.moves(), Some(optimum), "{board:?}");
        assert!(plain.estimate(&board) <= pdb.estimate(&board));
        assert!(pdb.estimate(&board) as usize <= optimum, "{board:?}");
    }
    let hardest: npuzzle::Board = "4 0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1".parse().expect("valid");
    let outcome = ida(&hardest, IdaHeuristic::Pdb(&pdb));
    assert_eq!(outcome.moves(), Some(80), "one of the 17 known 80-move positions");
}

/// `cargo test -p npuzzle --release --test heavy -- --ignored twenty_four`
#[test]
#[ignore = "builds or loads the 6-6-6-6 databases (about 4 minutes on two cores and 800 MB the first time)"]
fn twenty_four_agrees_with_linear_conflicts_and_never_overestimates() {
    let pdb = load(&Partition::twenty_four_6_6_6_6());
    for (k, seed) in [(20, 1), (26, 2), (30, 3)] {
        let board = board_at_distance(5, k, seed).expect("reachable");
        let with_pdb = ida(&board, IdaHeuristic::Pdb(&pdb));
        assert_eq!(with_pdb.moves(), Some(k as usize), "{board:?}");
        assert!(pdb.estimate(&board) <= k && pdb.estimate(&board) >= npuzzle::heuristic::manhattan(&board));
    }
}
