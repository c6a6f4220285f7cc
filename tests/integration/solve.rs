use predicates::prelude::*;

use crate::support::{puzzle, slider};

#[test]
fn solve_prints_the_solver_main_format() {
    let expected = "Minimum number of moves = 4\n\
        3\n 0  1  3 \n 4  2  5 \n 7  8  6 \n\n\
        3\n 1  0  3 \n 4  2  5 \n 7  8  6 \n\n\
        3\n 1  2  3 \n 4  0  5 \n 7  8  6 \n\n\
        3\n 1  2  3 \n 4  5  0 \n 7  8  6 \n\n\
        3\n 1  2  3 \n 4  5  6 \n 7  8  0 \n\n";
    slider().args(["solve"]).arg(puzzle("puzzle04.txt")).assert().success().stdout(expected);
}

#[test]
fn checker_prints_one_line_a_puzzle() {
    let files = ["puzzle04.txt", "puzzle07.txt", "puzzle31.txt", "puzzle3x3-31.txt"];
    let expected: String =
        files.iter().zip([4, 7, 31, 31]).map(|(f, m)| format!("{}: {m}\n", puzzle(f).display())).collect();
    slider().args(["solve", "--checker"]).args(files.map(puzzle)).assert().success().stdout(expected);
}

#[test]
fn unsolvable_boards_print_no_solution_and_minus_one() {
    let (_dir, path) = crate::support::scratch_file("unsolvable.txt", b"3\n 1  2  3\n 4  5  6\n 8  7  0\n");
    for mode in ["parity", "twin"] {
        slider().args(["solve", "--unsolvable", mode]).arg(&path).assert().success().stdout("No solution possible\n");
        slider()
            .args(["solve", "--checker", "--unsolvable", mode])
            .arg(&path)
            .assert()
            .success()
            .stdout(format!("{}: -1\n", path.display()));
    }
}

#[test]
fn stats_reproduce_the_princeton_counts_for_puzzle31() {
    slider()
        .args(["solve", "--checker", "--stats", "--order", "princeton", "--unsolvable", "twin"])
        .arg(puzzle("puzzle31.txt"))
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "insert() 46007, delMin() 27805, max PQ size 18203, Board() 73809, equals() 73801",
        ));
}

#[test]
fn several_files_are_headed_by_their_names() {
    slider()
        .args(["solve"])
        .args([puzzle("puzzle04.txt"), puzzle("puzzle07.txt")])
        .assert()
        .success()
        .stdout(predicate::str::contains(format!(
            "{}:\nMinimum number of moves = 4\n",
            puzzle("puzzle04.txt").display()
        )))
        .stdout(predicate::str::contains(format!(
            "\n{}:\nMinimum number of moves = 7\n",
            puzzle("puzzle07.txt").display()
        )));
}

#[test]
fn the_checker_run_takes_auto_so_larger_boards_get_ida_star() {
    let (_dir, fifteen) = crate::support::scratch_file("fifteen.txt", b"4\n1 2 3 4\n5 6 7 8\n9 10 0 11\n13 14 15 12\n");
    let stats = |extra: &[&str]| {
        let output = slider()
            .args(["solve", "--stats", "--pdb", "off"])
            .args(extra)
            .arg(&fifteen)
            .output()
            .expect("slider runs");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).expect("text")
    };
    let checker = stats(&["--checker"]);
    assert!(checker.contains("IDA* (linear-conflict)"), "auto: IDA* beyond 3x3: {checker}");
    // Without --checker the default stays the assignment's A*, whatever the size.
    let solution = stats(&[]);
    assert!(solution.contains("insert() "), "{solution}");
}

#[test]
fn a_search_past_its_memory_budget_stops_with_one_line_naming_the_remedy() {
    // Misplaced tiles make A* store over a million positions on the 31-move board.
    slider()
        .args(["solve", "--heuristic", "hamming", "--memory-budget", "256KiB"])
        .arg(puzzle("puzzle3x3-31.txt"))
        .assert()
        .code(2)
        .stdout("")
        .stderr(format!(
            "slider: {}: A* (hamming) needed more than 256.0 KiB (--memory-budget) for its positions; \
             use --algorithm ida, which needs almost no memory, or a larger --memory-budget\n",
            puzzle("puzzle3x3-31.txt").display()
        ));
    slider()
        .args(["solve", "--checker", "--heuristic", "hamming", "--memory-budget", "1GiB"])
        .arg(puzzle("puzzle3x3-31.txt"))
        .assert()
        .success();
}
