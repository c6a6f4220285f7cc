use predicates::prelude::*;

use crate::support::{puzzle, scratch_file, slider};

#[track_caller]
fn bad_file(contents: &[u8], message: &str) {
    let (_dir, path) = scratch_file("bad.txt", contents);
    for command in ["solve", "trace"] {
        slider().arg(command).arg(&path).assert().code(2).stderr(format!("slider: {}: {message}\n", path.display()));
    }
}

#[test]
fn malformed_puzzles_get_one_line_naming_the_file_and_line() {
    bad_file(b"", "the file is empty: expected the size n followed by n*n tiles");
    bad_file(
        b"3\n1 2 3\n4 x 6\n7 8 0\n",
        "line 3: `x` is not a whole number; a puzzle holds only the size and the tiles",
    );
    bad_file(b"3\n1 2 3\n4 5 6\n7 8\n", "line 4: a 3x3 board needs 9 tiles, found only 8");
    bad_file(b"3\n1 2 3\n4 5 6\n7 8 0\n9\n", "line 5: unexpected `9` after the 9 tiles of a 3x3 board");
    bad_file(b"3\n1 2 3\n4 5 6\n7 7 0\n", "line 4: tile 7 appears twice (first on line 4), so tile 8 is missing");
    bad_file(b"200\n", "line 1: size 200 is out of range; n must be between 2 and 127");
    // Control characters are shown escaped, never written raw to a terminal.
    bad_file(
        b"\xff\xfe\x00",
        "line 1: `\u{fffd}\u{fffd}\\u{0}` is not a whole number; a puzzle holds only the size and the tiles",
    );
}

#[test]
fn a_missing_file_is_an_input_error() {
    slider()
        .args(["solve", "no/such/puzzle.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with("slider: no/such/puzzle.txt: cannot read the file"));
}

#[test]
fn good_files_are_still_solved_beside_a_bad_one() {
    slider()
        .args(["solve", "--checker", "no/such/puzzle.txt"])
        .arg(puzzle("puzzle04.txt"))
        .assert()
        .code(2)
        .stdout(predicate::str::ends_with("puzzle04.txt: 4\n"));
}

#[test]
fn bad_flags_are_usage_errors() {
    slider().args(["solve", "--heuristic", "euclid"]).arg(puzzle("puzzle04.txt")).assert().code(2);
    slider().args(["solve"]).assert().code(2);
    slider().args(["frobnicate"]).assert().code(2);
}

/// `slider ARGS > /dev/full`: every write fails with "no space left on device".
fn into_a_full_disk(args: &[&std::ffi::OsStr]) -> std::process::Output {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("Linux has /dev/full");
    std::process::Command::new(assert_cmd::cargo::cargo_bin!("slider"))
        .args(args)
        .stdout(full)
        .output()
        .expect("slider runs")
}

#[test]
fn output_that_cannot_be_written_exits_3_not_as_a_usage_error() {
    let puzzle04 = puzzle("puzzle04.txt");
    for command in ["solve", "check", "trace"] {
        let output = into_a_full_disk(&[command.as_ref(), puzzle04.as_os_str()]);
        let stderr = String::from_utf8(output.stderr).expect("text");
        assert_eq!(output.status.code(), Some(3), "{command}: {stderr}");
        assert!(
            stderr.starts_with("slider: cannot write standard output: No space left on device"),
            "{command}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{command}: {stderr}");
    }
}
