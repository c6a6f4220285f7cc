//! `slider check` arguments: every flag validates its value with a one-line message, and the exit
//! statuses are 0 (all passed), 1 (some failed), 2 (usage or input error).

use predicates::prelude::*;

use crate::support::{Check, fixture, puzzle, scratch_file, slider, small_corpus};

#[test]
fn the_reference_solver_passes_the_small_boards_of_the_corpus() {
    let small = small_corpus();
    assert!(small.len() > 60, "the corpus's 2x2 and 3x3 boards");
    let (code, report) = Check::new().args(["--time", "10s", "--wall", "30s", "--memory", "1GiB"]).args(&small).json();
    assert_eq!(code, 0, "{report:#}");
    assert_eq!(report["solver"], "reference solver (slider solve --algorithm auto)");
    let results = report["results"].as_array().expect("results");
    assert_eq!(results.len(), small.len());
    assert!(results.iter().all(|r| r["verdict"] == "ok" && r["expected_source"] == "manifest"), "{report:#}");
    // The reference writes traces, and they pass.
    assert!(results.iter().filter(|r| r["moves_expected"] != -1).all(|r| r["trace"]["inserts"].as_u64() > Some(0)));
}

#[track_caller]
fn usage_error(args: &[&str], message: &str) {
    slider()
        .arg("check")
        .args(args)
        .arg(puzzle("puzzle04.txt"))
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(message))
        .stderr(predicate::function(|s: &str| s.trim_end().lines().count() <= 4));
}

#[test]
fn bad_flag_values_are_usage_errors_that_say_what_is_wrong() {
    usage_error(&["--time", "fast"], "`fast` is not a duration; write e.g. 5s, 500ms or 2m");
    usage_error(&["--time", "0s"], "a limit must be above 0");
    usage_error(&["--time", "-1s"], "`-1s` is negative; a limit must be above 0, e.g. 5s");
    usage_error(&["--time", "5"], "`5` has no unit; write 5s for seconds (or 5ms, 5m)");
    usage_error(&["--memory", "lots"], "`lots` is not a size; write e.g. 1GiB, 512MiB or 16M");
    usage_error(&["--output", "3 furlongs"], "unknown size unit `furlongs`");
    usage_error(&["--time", "5s", "--wall", "2s"], "--wall 2s is shorter than --time 5s");
    usage_error(&["--jobs", "0"], "--jobs must be at least 1");
    usage_error(&["--format", "yaml"], "invalid value 'yaml'");
    usage_error(&["--dir", "/no/such/dir"], "--dir /no/such/dir: no such directory");
    usage_error(&["--solver", "./no-such-solver"], "does not exist (relative paths are taken from --dir)");
    usage_error(&["--solver", "no-such-program-anywhere"], "solver program `no-such-program-anywhere` is not on PATH");
    usage_error(&["--solver", ""], "--solver is empty");
    usage_error(&["--algs4", "/no/algs4.jar"], "--algs4 (or ALGS4_JAR) /no/algs4.jar: no such file");
    usage_error(&["--env", "=x"], "--env =x: expected NAME or NAME=VALUE");
}

#[test]
fn choices_that_do_not_go_together_are_usage_errors() {
    let twice = slider().args(["check", "--trace", "on", "--trace", "off"]).arg(puzzle("puzzle04.txt")).assert();
    twice
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("the argument '--trace <WHEN>' cannot be used multiple times"));
    let cases: [(&[&str], &str); 3] = [
        (&["--algorithm", "bfs", "--pdb", "7-8"], "--pdb is for IDA*'s estimates; add --algorithm ida (or auto)"),
        (
            &["--algorithm", "astar", "--weight", "3"],
            "--weight is weighted A*'s starting weight; add --algorithm weighted",
        ),
        (&["--weight", "3"], "--weight is weighted A*'s starting weight"),
    ];
    for (args, message) in cases {
        let assert = slider().arg("solve").args(args).arg(puzzle("puzzle04.txt")).assert();
        assert.code(2).stdout("").stderr(predicate::str::contains(message));
    }
}

#[test]
fn bad_puzzles_are_input_errors_naming_the_file() {
    let (_dir, bad) = scratch_file("puzzle99.txt", b"3\n1 2 3\n4 5 6\n7 8\n");
    slider()
        .args(["check"])
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(format!("slider: {}: line 4: a 3x3 board needs 9 tiles, found only 8\n", bad.display()));
    slider()
        .args(["check", "no/such/puzzles"])
        .assert()
        .code(2)
        .stderr("slider: no/such/puzzles: no such file or directory\n");
    let empty = tempfile::tempdir().expect("a directory");
    slider()
        .arg("check")
        .arg(empty.path())
        .assert()
        .code(2)
        .stderr(predicate::str::ends_with("no puzzle files (*.txt) in this directory\n"));
}

#[test]
fn a_bad_manifest_is_an_input_error() {
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::write(dir.path().join("p.txt"), "2 1 2 3 0").expect("a puzzle");
    std::fs::write(
        dir.path().join("manifest.toml"),
        "version = 1\n[[puzzle]]\nfile = \"p.txt\"\nsize = 3\nmoves = 0\nsource = \"x\"\n",
    )
    .expect("a manifest");
    slider()
        .arg("check")
        .arg(dir.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("p.txt is listed as 3x3 but the file holds a 2x2 board"));
}

#[test]
fn some_failures_exit_1_and_puzzles_without_a_manifest_are_solved_by_the_reference() {
    // Named like the corpus file the fixture answers for, but in a directory without a manifest.
    let (dir, path) = scratch_file("puzzle04.txt", b"3\n0 1 3\n4 2 5\n7 8 6\n");
    let (code, report) = Check::new().args(["--solver"]).args([fixture("off-by-one")]).args([&path]).json();
    assert_eq!(code, 1);
    let result = &report["results"][0];
    assert_eq!(
        (result["verdict"].as_str(), result["expected_source"].as_str()),
        (Some("wrong-moves"), Some("computed"))
    );
    assert_eq!(result["moves_expected"], 4);
    drop(dir);
}

#[test]
fn help_lists_the_limits_and_exit_statuses() {
    slider()
        .args(["check", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("--time <DURATION>"))
        .stdout(predicate::str::contains("--memory <SIZE>"))
        .stdout(predicate::str::contains(
            "Exit status: 0 all passed, 1 some failed, 2 usage or input error, 3 a report could not be written,\n130 interrupted",
        ));
}

#[test]
fn a_trace_over_its_cap_is_checked_as_far_as_it_goes_not_called_a_crash() {
    let (code, report) = Check::new()
        .args(["--trace-limit", "200", "--solver"])
        .args([fixture("correct-trace")])
        .puzzles(&["puzzle04.txt"])
        .json();
    assert_eq!(code, 0, "{report:#}");
    let result = &report["results"][0];
    assert_eq!(result["verdict"], "ok");
    assert_eq!(result["trace"]["truncated"], true);
    assert!(result["notes"].to_string().contains("the trace was cut at 200 bytes"), "{report:#}");
}

#[test]
fn the_solver_may_be_made_by_the_build_and_its_absence_is_a_compile_error() {
    let submission = tempfile::tempdir().expect("a submission directory");
    let correct = fixture("correct").display().to_string();
    let build = format!("printf '#!/bin/sh\\nexec {correct} \"$@\"\\n' > made-solver.sh && chmod +x made-solver.sh");
    let (code, report) = Check::new()
        .args(["--build", &build, "--solver", "./made-solver.sh", "--allow-read"])
        .args([crate::support::fixtures()])
        .args(["--dir"])
        .args([submission.path()])
        .puzzles(&["puzzle04.txt"])
        .json();
    assert_eq!((code, report["results"][0]["verdict"].as_str()), (0, Some("ok")), "{report:#}");
    assert_eq!(std::fs::read_dir(submission.path()).expect("readable").count(), 0, "the build ran in a copy");
    let (code, report) = Check::new()
        .args(["--build", "true", "--solver", "./made-solver.sh", "--dir"])
        .args([submission.path()])
        .puzzles(&["puzzle04.txt"])
        .json();
    assert_eq!(code, 1);
    let result = &report["results"][0];
    assert_eq!(result["verdict"], "compile-error");
    assert!(result["reason"].as_str().unwrap_or("").starts_with("after the build: solver program"), "{report:#}");
}

#[test]
fn an_out_file_in_a_missing_folder_is_refused_before_grading() {
    let dir = tempfile::tempdir().expect("a directory");
    let out = dir.path().join("no/such/folder/report.json");
    let started = std::time::Instant::now();
    slider()
        .args(["check", "--out"])
        .arg(&out)
        .arg("--solver")
        .arg(fixture("sleep"))
        .arg(puzzle("puzzle04.txt"))
        .assert()
        .code(2)
        .stdout("")
        .stderr(format!(
            "slider: --out {}: the folder {} does not exist; create it first\n",
            out.display(),
            dir.path().join("no/such/folder").display()
        ));
    assert!(started.elapsed() < std::time::Duration::from_secs(3), "nothing was graded first");
}

#[test]
fn reports_get_the_usual_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("a directory");
    let out = dir.path().join("report.json");
    let slider = assert_cmd::cargo::cargo_bin!("slider");
    let status = std::process::Command::new("/bin/sh")
        .arg("-c")
        .arg(r#"umask 022; exec "$0" check --format json --out "$1" "$2""#)
        .arg(slider)
        .arg(&out)
        .arg(puzzle("puzzle04.txt"))
        .status()
        .expect("sh runs");
    assert_eq!(status.code(), Some(0));
    let mode = std::fs::metadata(&out).expect("the report").permissions().mode() & 0o777;
    assert_eq!(mode, 0o644, "0666 less the umask 022, as any other file the user makes");
}

#[test]
fn a_closed_pipe_does_not_turn_failures_into_success() {
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("slider"))
        .args(["check", "--solver"])
        .arg(fixture("off-by-one"))
        .arg(puzzle("puzzle04.txt"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("slider starts");
    // The reader goes away before the report is written (`slider check ... | head -0`).
    drop(child.stdout.take());
    let status = child.wait().expect("slider exits");
    assert_eq!(status.code(), Some(1), "the puzzle failed, whoever reads the report");
}

#[test]
fn every_bad_puzzle_file_is_listed_before_exiting_2() {
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::write(dir.path().join("a.txt"), "3\n1 2 3\n4 5 6\n7 8\n").expect("a puzzle");
    std::fs::write(dir.path().join("b.txt"), "2 1 2 3 0").expect("a puzzle");
    std::fs::write(dir.path().join("c.txt"), "3\n1 2 3\n4 x 6\n7 8 0\n").expect("a puzzle");
    let root = dir.path().canonicalize().expect("absolute");
    slider().arg("check").arg(dir.path()).assert().code(2).stdout("").stderr(format!(
        "slider: {a}: line 4: a 3x3 board needs 9 tiles, found only 8\n\
         slider: {c}: line 3: `x` is not a whole number; a puzzle holds only the size and the tiles\n\
         slider: 2 puzzle files are malformed; fix them or leave them out\n",
        a = root.join("a.txt").display(),
        c = root.join("c.txt").display()
    ));
}

#[test]
fn doctor_says_what_the_machine_offers_and_how_to_fix_what_is_missing() {
    let output = slider().args(["doctor", "--algs4", "/no/such/algs4.jar"]).output().expect("slider runs");
    assert!(output.status.success());
    let report = String::from_utf8(output.stdout).expect("text");
    let labels: Vec<&str> = report.lines().filter_map(|l| l.split_whitespace().next()).collect();
    let isolation = ["namespaces", "mounts", "landlock", "seccomp", "cgroup", "run", "inherited"];
    assert_eq!(labels[..7], isolation);
    assert_eq!(labels[7..], ["java", "javac", "algs4.jar", "checkstyle", "pdb", "cores", "memory"]);
    assert!(report.contains("inherited    nothing: descriptors 0-2 only"), "{report}");
    assert!(report.contains("/no/such/algs4.jar: No such file or directory"), "{report}");
    assert!(report.contains("javac 17"), "the tests' JDK: {report}");
    let off = slider()
        .args(["doctor"])
        .env("SLIDER_ISOLATION_WITHOUT", "namespaces,mounts,landlock,seccomp,cgroup,run-as")
        .env_remove("ALGS4_JAR")
        .output()
        .expect("slider runs");
    let report = String::from_utf8(off.stdout).expect("text");
    assert_eq!(report.matches("off: SLIDER_ISOLATION_WITHOUT turns it off").count(), 6, "{report}");
    // What needs no privilege holds whatever is turned off.
    assert!(report.contains("inherited    nothing"), "{report}");
    assert!(report.contains("not given: download algs4.jar"), "{report}");
}

#[test]
fn a_failed_build_leaves_no_copy_behind() {
    let scratch = tempfile::tempdir().expect("a scratch parent");
    let submission = tempfile::tempdir().expect("a submission directory");
    std::fs::write(submission.path().join("Solver.java"), "class Solver {").expect("a file");
    let (code, report) = Check::new()
        .args(["--build", "echo 'Solver.java:1: error: reached end of file' >&2; exit 1", "--solver", "./solver"])
        .args(["--scratch"])
        .args([scratch.path()])
        .args(["--dir"])
        .args([submission.path()])
        .puzzles(&["puzzle04.txt"])
        .json();
    assert_eq!((code, report["results"][0]["verdict"].as_str()), (1, Some("compile-error")), "{report:#}");
    let reason = report["results"][0]["reason"].as_str().unwrap_or("");
    assert!(reason.contains("exited with status 1: Solver.java:1: error: reached end of file"), "{reason}");
    let left: Vec<_> = std::fs::read_dir(scratch.path()).expect("readable").collect();
    assert!(left.is_empty(), "the build's copy was left behind: {left:?}");
}
