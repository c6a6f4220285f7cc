//! SIGINT and SIGTERM during grading: running solvers are killed, the finished results are reported
//! (and written atomically with --out), and the exit status says the run was interrupted.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::{fixture, processes_below, puzzle};

/// Starts `slider check` on three puzzles of which only the first finishes, signals it after the first
/// is done, and returns its exit status, standard output and the scratch parent.
fn interrupt(signal: i32, extra: &[&str]) -> (i32, String, tempfile::TempDir) {
    let scratch = tempfile::tempdir().expect("a scratch parent");
    let child = Command::new(assert_cmd::cargo::cargo_bin!("slider"))
        .args(["check", "--jobs", "1", "--time", "30s", "--wall", "60s", "--solver"])
        .arg(fixture("answers-then-sleeps"))
        .arg("--scratch")
        .arg(scratch.path())
        .args(extra)
        .args(["puzzle04.txt", "puzzle07.txt", "puzzle31.txt"].map(puzzle))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("slider starts");
    // puzzle04 takes milliseconds; wait until the second solver (a sleeper) is running.
    let started = Instant::now();
    while processes_below(scratch.path()).is_empty() && started.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(300));
    // SAFETY: kill only sends a signal to our child.
    unsafe {
        libc::kill(i32::try_from(child.id()).expect("a pid"), signal);
    }
    let output = child.wait_with_output().expect("slider exits");
    let stdout = String::from_utf8(output.stdout).expect("text");
    (output.status.code().unwrap_or(-1), stdout, scratch)
}

#[test]
fn sigint_reports_the_finished_puzzles_and_exits_130() {
    let (code, stdout, scratch) = interrupt(libc::SIGINT, &[]);
    assert_eq!(code, 130, "{stdout}");
    assert!(stdout.starts_with("ok  "), "{stdout}");
    assert!(stdout.contains("puzzle04.txt"), "{stdout}");
    assert!(!stdout.contains("puzzle07.txt"), "{stdout}");
    assert!(stdout.contains("interrupted: graded 1 of 3 puzzles"), "{stdout}");
    assert!(
        stdout.contains("score: 1/1 = 100.0% of the puzzles graded before the interrupt (2 not graded)"),
        "the score says what it counts: {stdout}"
    );
    assert!(processes_below(scratch.path()).is_empty(), "a solver outlived the interrupt");
}

#[test]
fn sigterm_writes_the_json_report_to_the_out_file() {
    let dir = tempfile::tempdir().expect("a directory");
    let out = dir.path().join("report.json");
    let out_arg = out.to_string_lossy().into_owned();
    let (code, stdout, scratch) = interrupt(libc::SIGTERM, &["--format", "json", "--out", &out_arg]);
    assert_eq!(code, 130);
    assert_eq!(stdout, "", "the report goes to the file");
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).expect("the report was written")).expect("JSON");
    assert_eq!(report["interrupted"], true);
    assert_eq!(report["puzzles_total"], 3);
    assert_eq!(report["results"].as_array().map(Vec::len), Some(1));
    assert_eq!(report["results"][0]["verdict"], "ok");
    // Nothing but the report is left beside it (the temporary file was renamed).
    assert_eq!(std::fs::read_dir(dir.path()).expect("readable").count(), 1);
    assert!(processes_below(scratch.path()).is_empty(), "a solver outlived the interrupt");
}
