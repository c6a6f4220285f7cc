use predicates::prelude::*;

use crate::support::{puzzle, root, slider};

#[test]
fn trace_of_puzzle04_matches_the_golden_file() {
    let golden = std::fs::read_to_string(root().join("traces/puzzle04.txt")).expect("golden trace");
    let output = slider().arg("trace").arg(puzzle("puzzle04.txt")).output().expect("slider runs");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).expect("the trace is text");
    if text != golden {
        let diff = similar::TextDiff::from_lines(&golden, &text);
        panic!("{}", diff.unified_diff().header("traces/puzzle04.txt", "slider trace"));
    }
}

#[test]
fn a_puzzle_too_large_to_trace_gets_one_line_suggesting_a_smaller_board() {
    slider()
        .arg("trace")
        .arg(puzzle("puzzle31.txt"))
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("puzzle31.txt: the search creates more than 2000 search nodes"))
        .stderr(predicate::str::contains("trace a board that needs fewer moves"))
        .stderr(predicate::function(|s: &str| s.lines().count() == 1));
}

#[test]
fn hamming_traces_say_hamming() {
    slider()
        .args(["trace", "--heuristic", "hamming"])
        .arg(puzzle("puzzle04.txt"))
        .assert()
        .success()
        .stdout(predicate::str::contains("A   0 1 3   Hamming:          4   Previous: null"));
}

#[test]
fn unsolvable_boards_have_nothing_to_trace() {
    let (_dir, path) = crate::support::scratch_file("u.txt", b"2\n2 1\n3 0\n");
    slider().arg("trace").arg(&path).assert().code(2).stderr(predicate::str::contains("unsolvable"));
}
