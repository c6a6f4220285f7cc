//! The Princeton autograder's published operation counts, reproduced by the reference with the
//! `princeton` neighbour order and `twin` (lockstep) unsolvable detection. See DESIGN.md.

use npuzzle::{Board, Heuristic, NeighborOrder, SearchStats, Solver, SolverOptions, UnsolvableMode};

fn princeton(board: &str) -> (Option<usize>, SearchStats) {
    let board: Board = board.parse().expect("valid test board");
    let options = SolverOptions {
        heuristic: Heuristic::Manhattan,
        order: NeighborOrder::Princeton,
        unsolvable: UnsolvableMode::Twin,
    };
    let solver = Solver::with_options(&board, &options).expect("no budget");
    (solver.moves(), *solver.stats())
}

#[test]
fn puzzle31_matches_the_autograder_counts() {
    let (moves, stats) = princeton("3\n8 6 7\n2 5 4\n3 0 1\n");
    assert_eq!(moves, Some(31));
    assert_eq!(stats.inserts, 46_007, "insert() calls");
    assert_eq!(stats.del_mins, 27_805, "delMin() calls");
    assert_eq!(stats.max_pq_size, 18_203, "max PQ size");
    assert_eq!(stats.boards_constructed, 73_809, "Board() calls");
    assert_eq!(stats.equals_calls, 73_801, "equals() calls");
}
