//! The generator: seeded boards are reproducible and solvable, spread evenly (the blank's cell and the
//! tiles' cells are near uniform), and boards at distance k need exactly k moves.

use std::sync::OnceLock;

use npuzzle::bfs::Distances;
use npuzzle::generate::{board_at_distance, board_at_distance_with, random_boards};
use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::pattern_db::{AdditivePdb, Partition, PdbEvent};

/// IDA* with `heuristic` through the one entry point.
fn ida(board: &npuzzle::Board, heuristic: IdaHeuristic<'_>) -> npuzzle::Report {
    let strategy = npuzzle::Strategy::IdaStar(IdaOptions::new(heuristic));
    npuzzle::solve(board, &strategy, &mut npuzzle::Observer::new()).expect("sizes match, no budget")
}

fn table() -> &'static Distances {
    static TABLE: OnceLock<Distances> = OnceLock::new();
    TABLE.get_or_init(|| Distances::compute(3).expect("3x3 is small enough"))
}

#[test]
fn random_boards_spread_evenly_over_cells() {
    // 9,000 3x3 boards: each cell holds the blank about 1,000 times, and so each tile.
    let boards = random_boards(3, 9_000, 2026);
    let mut blank = [0u32; 9];
    let mut tile_one = [0u32; 9];
    for b in &boards {
        assert!(b.is_solvable());
        blank[b.blank()] += 1;
        tile_one[b.tiles().iter().position(|&t| t == 1).expect("a tile")] += 1;
    }
    for counts in [blank, tile_one] {
        assert!(counts.iter().all(|&c| (850..1150).contains(&c)), "{counts:?}");
    }
    // The mean distance of uniform 3x3 boards is about 21.97.
    let mean: f64 = boards.iter().map(|b| f64::from(table().distance(b).expect("solvable"))).sum::<f64>() / 9_000.0;
    assert!((21.7..22.2).contains(&mean), "{mean}");
}

#[test]
fn every_3x3_distance_is_produced_exactly() {
    for k in 0..=31 {
        let board = board_at_distance(3, k, u64::from(k)).expect("3x3 reaches 31");
        assert_eq!(table().distance(&board), Some(k));
        assert_eq!(board_at_distance(3, k, u64::from(k)), Ok(board), "reproducible");
    }
    assert!(board_at_distance(3, 32, 0).is_err());
}

#[test]
fn larger_boards_at_distance_k_need_exactly_k_moves() {
    let pdb = AdditivePdb::build(&Partition::fifteen_5_5_5(), &mut |_: PdbEvent<'_>| {});
    for (k, seed) in [(1, 1), (10, 2), (25, 3), (36, 4), (44, 5)] {
        let board = board_at_distance_with(4, k, seed, IdaHeuristic::Pdb(&pdb)).expect("reachable");
        let proof = ida(&board, IdaHeuristic::LinearConflict);
        assert_eq!(proof.moves(), Some(k as usize), "{board:?}");
        assert_eq!(board_at_distance_with(4, k, seed, IdaHeuristic::Pdb(&pdb)), Ok(board));
    }
    let five = board_at_distance(5, 20, 9).expect("reachable");
    assert_eq!(ida(&five, IdaHeuristic::Manhattan).moves(), Some(20));
}
