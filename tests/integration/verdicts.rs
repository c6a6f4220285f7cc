//! Every fake student solver against its expected verdict, in every report format, with nothing left
//! running afterwards and nothing written into the submission directory.

use std::fs;
use std::path::Path;

use crate::support::{Check, processes_below};

/// Each fake solver of `tests/fixtures/solvers/` (one behaviour each), extra flags, and its verdict on
/// puzzle04.
const EXPECTED: &[(&str, &[&str], &str)] = &[
    ("correct", &[], "ok"),
    ("correct-trace", &[], "ok"),
    ("checker", &[], "ok"),
    ("near-miss", &[], "ok"),
    ("near-miss", &["--strict"], "unparseable-output"),
    ("noisy-stderr", &[], "ok"),
    ("reads-stdin", &[], "ok"),
    ("writes-cwd", &[], "ok"),
    ("setsid-grandchild", &[], "ok"),
    ("off-by-one", &[], "wrong-moves"),
    ("suboptimal", &[], "wrong-moves"),
    ("illegal-move", &[], "invalid-solution"),
    ("labelled-wrong-path", &[], "invalid-solution"),
    ("not-goal", &[], "invalid-solution"),
    ("no-initial", &[], "invalid-solution"),
    ("wrong-solvability", &[], "wrong-solvability"),
    ("greedy-trace", &[], "invariant-violated"),
    ("no-critical", &[], "invariant-violated"),
    ("spin", &[], "time-limit"),
    ("sleep", &[], "time-limit"),
    ("memory-hog", &[], "memory-limit"),
    ("output-flood", &[], "output-limit"),
    ("segfault", &[], "crash"),
    ("abort", &[], "crash"),
    ("exit-3", &[], "crash"),
    ("garbage", &[], "unparseable-output"),
    ("empty", &[], "unparseable-output"),
];

/// Runs every fixture at once (they mostly sleep or wait), with scratch directories under `scratch`
/// and `submission` as the submission directory, reporting in `format`; returns (fixture, status,
/// verdict read back from the report) per row.
fn run_all(scratch: &Path, submission: &Path, format: &str) -> Vec<(String, i32, String)> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = EXPECTED
            .iter()
            .map(|(name, flags, _)| {
                scope.spawn(move || {
                    let (code, report, _) = Check::new()
                        .fixture(name)
                        .args(*flags)
                        .args(["--jobs", "1", "--format", format, "--scratch"])
                        .args([scratch])
                        .args(["--dir"])
                        .args([submission])
                        .puzzles(&["puzzle04.txt"])
                        .run();
                    (name.to_string(), code, verdict_in(format, &report))
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a fixture thread")).collect()
    })
}

/// The one puzzle's verdict name, as the report in `format` gives it.
fn verdict_in(format: &str, report: &str) -> String {
    let verdict = match format {
        "json" => serde_json::from_str::<serde_json::Value>(report)
            .ok()
            .and_then(|r| r["results"][0]["verdict"].as_str().map(str::to_string)),
        "csv" => report.lines().nth(1).and_then(|row| row.split(',').nth(2)).map(str::to_string),
        // The verdict is the type of a <failure> or <error>; a passing testcase has neither.
        "junit" => match report.split(" type=\"").nth(1) {
            Some(rest) => rest.split('"').next().map(str::to_string),
            None => report.contains("<testcase ").then(|| "ok".to_string()),
        },
        _ => report.split_whitespace().next().map(str::to_string),
    };
    verdict.unwrap_or_else(|| "?".to_string())
}

#[track_caller]
fn matches_the_table(format: &str) {
    let scratch = tempfile::tempdir().expect("a scratch parent");
    let submission = tempfile::tempdir().expect("a submission directory");
    fs::write(submission.path().join("Solver.java"), "// the student's work\n").expect("a file");
    let results = run_all(scratch.path(), submission.path(), format);
    let mut wrong = Vec::new();
    for ((name, flags, expected), (_, code, verdict)) in EXPECTED.iter().zip(&results) {
        let status = if *expected == "ok" { 0 } else { 1 };
        if verdict != expected || *code != status {
            wrong.push(format!("{name} {flags:?}: {verdict} (exit {code}), expected {expected} (exit {status})"));
        }
    }
    assert!(wrong.is_empty(), "fixtures with the wrong verdict:\n{}", wrong.join("\n"));
    let left = processes_below(scratch.path());
    assert!(left.is_empty(), "processes outlived slider check: {left:?}");
    let scratch_left: Vec<_> = fs::read_dir(scratch.path()).expect("readable").collect();
    assert!(scratch_left.is_empty(), "scratch directories were not removed: {scratch_left:?}");
    let files: Vec<_> = fs::read_dir(submission.path()).expect("readable").flatten().map(|e| e.file_name()).collect();
    assert_eq!(files, ["Solver.java"], "the submission directory was written to");
}

#[test]
fn every_fixture_gets_its_verdict_in_the_json_report() {
    matches_the_table("json");
}

#[test]
fn every_fixture_gets_its_verdict_in_the_human_report() {
    matches_the_table("human");
}

#[test]
fn every_fixture_gets_its_verdict_in_the_junit_report() {
    matches_the_table("junit");
}

#[test]
fn every_fixture_gets_its_verdict_in_the_csv_report() {
    matches_the_table("csv");
}
