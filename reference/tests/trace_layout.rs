//! Bigger traces (puzzles of 6 to 12 moves, tens to hundreds of nodes) still draw a readable game tree:
//! no two labels or branches touch, every node is drawn once, and every child sits under its parent's fan.

use std::collections::HashMap;

use npuzzle::trace::{Glyph, layout, render};
use npuzzle::{Board, Direction, Heuristic, Solver, SolverOptions, Trace};

/// A board `steps` random moves from the goal (a fixed generator, so the boards are always the same).
fn walk(n: usize, steps: usize, seed: u64) -> Board {
    let mut state = seed;
    let mut board = Board::goal(n);
    let mut done = 0;
    while done < steps {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        if let Some(next) = board.slide(Direction::ALL[(state % 4) as usize]) {
            board = next;
            done += 1;
        }
    }
    board
}

/// Boards whose shortest solution is 6 to 12 moves, of several sizes.
fn boards() -> Vec<Board> {
    let mut found = Vec::new();
    for seed in 1..400u64 {
        let n = [3, 3, 3, 4, 2][seed as usize % 5];
        let board = walk(n, 8 + seed as usize % 12, seed * 7919);
        let moves = Solver::new(&board).moves().expect("a walk from the goal is solvable");
        if (6..=12).contains(&moves) && !found.contains(&board) {
            found.push(board);
        }
    }
    found
}

#[track_caller]
fn assert_readable(trace: &Trace, glyphs: &[Glyph], count: usize) {
    // Glyphs on one row are in order with at least one space between them.
    for pair in glyphs.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        if a.row == b.row {
            assert!(a.col + a.text.chars().count() < b.col, "{a:?} touches {b:?}");
        }
    }
    // Every node is drawn once; each child is four rows under its parent, and the parent has a bar below.
    let mut at: HashMap<usize, (usize, usize)> = HashMap::new();
    for g in glyphs {
        if let Some(node) = g.node {
            let anchor = if g.text.starts_with('[') { g.col + 1 } else { g.col };
            assert!(at.insert(node, (g.row, anchor)).is_none(), "node {node} drawn twice");
        }
    }
    assert_eq!(at.len(), count);
    for id in 1..count {
        let parent = trace.nodes[id].parent.expect("only the root has no parent");
        let ((row, col), (prow, pcol)) = (at[&id], at[&parent]);
        assert_eq!(row, prow + 4, "node {id} is not one level under its parent");
        assert!(glyphs.iter().any(|g| g.row == prow + 1 && g.col == pcol && g.text == "|"));
        // The child hangs from its parent's fan: a branch (`/`, `|` or `\`) on the row above it, at most
        // two columns away, at an end of (or under) the parent's row of dashes.
        let dashes = glyphs.iter().find(|g| g.row == prow + 2 && g.col <= pcol && pcol < g.col + g.text.len());
        let dashes = dashes.expect("an expanded node has a row of dashes");
        let branch = glyphs.iter().find(|g| {
            g.row == prow + 3
                && g.col.abs_diff(col) <= 2
                && g.col + 1 >= dashes.col
                && g.col <= dashes.col + dashes.text.len()
        });
        assert!(branch.is_some(), "node {id} does not hang from its parent's fan");
    }
}

#[test]
fn trees_of_hundreds_of_nodes_stay_readable() {
    let boards = boards();
    assert!(boards.len() >= 20, "only {} boards found", boards.len());
    let mut largest = 0;
    let hamming = SolverOptions { heuristic: Heuristic::Hamming, ..SolverOptions::default() };
    for (board, options) in boards.iter().flat_map(|b| [(b, SolverOptions::default()), (b, hamming)]) {
        let trace = Trace::record(board, &options, u64::MAX).expect("small boards trace");
        largest = largest.max(trace.nodes.len());
        for step in &trace.steps {
            assert_readable(&trace, &layout(&trace, step.nodes_after), step.nodes_after);
        }
        let mut text = String::new();
        render(&trace, &mut text).expect("rendering to a string cannot fail");
        assert!(text.ends_with("\n") && text.contains("corresponds to a goal state"));
    }
    assert!(largest >= 100, "the largest trace has only {largest} nodes");
}

#[test]
fn labels_go_past_z_to_two_letters() {
    let board = boards()
        .into_iter()
        .find(|b| Trace::record(b, &SolverOptions::default(), u64::MAX).is_ok_and(|t| t.nodes.len() > 30));
    let trace = Trace::record(&board.expect("some trace has over 30 nodes"), &SolverOptions::default(), u64::MAX)
        .expect("small boards trace");
    let mut text = String::new();
    render(&trace, &mut text).expect("rendering to a string cannot fail");
    assert!(text.contains("\nAA  ") || text.contains("\naa  "), "no two-letter label in the node table");
    assert!(text.contains("pq.insert(A"));
}
