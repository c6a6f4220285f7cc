//! A solver that reads outside what it may (`correct.sh` run from its own folder reads
//! `../solutions/`) gets a note naming the refused path and the `--allow-read` that lets it
//! through, whichever layer refused it; `trace-diff` says the same instead of "no operations".

use std::path::PathBuf;

use crate::support::{Check, fixtures, puzzle, slider};

/// `correct.sh` run as the README's example runs a script: from its folder, nothing else allowed.
fn from_its_folder(without: &str) -> (i32, serde_json::Value) {
    let solvers = fixtures().join("solvers");
    Check::new()
        .args(["--solver".into(), "./correct.sh".into(), "--dir".into(), solvers])
        .args(["--time", "20s", "--wall", "60s"])
        .env("SLIDER_ISOLATION_WITHOUT", without)
        .puzzles(&["puzzle04.txt"])
        .json()
}

/// The canonical path of the fixtures' folder `name`, which a hint must name.
fn fixture_dir(name: &str) -> String {
    std::fs::canonicalize(fixtures().join(name)).expect("the fixtures exist").display().to_string()
}

/// The notes of the report's one result, joined.
fn notes(report: &serde_json::Value) -> String {
    let notes = report["results"][0]["notes"].as_array().cloned().unwrap_or_default();
    notes.iter().filter_map(|n| n.as_str()).collect::<Vec<_>>().join("\n")
}

#[test]
fn each_layer_that_refuses_the_read_is_named_with_the_flag() {
    let cases = [
        ("", "outside the solver's private view", "mounts"),
        ("namespaces,mounts", "Landlock denied reading", "landlock"),
    ];
    for (without, says, layer) in cases {
        let (_, report) = from_its_folder(without);
        let isolation = &report["isolation"];
        let held = if layer == "mounts" { isolation["mounts"] == true } else { !isolation["landlock_abi"].is_null() };
        if !held {
            eprintln!("skipped ({without:?} off): this machine offers no {layer} layer: {isolation}");
            continue;
        }
        assert_ne!(report["results"][0]["verdict"], "ok", "{report}");
        let notes = notes(&report);
        assert!(notes.contains(says), "{without:?} off: {notes}");
        assert!(notes.contains(&format!("add --allow-read {}", fixture_dir("solutions"))), "{without:?} off: {notes}");
    }
}

#[test]
fn the_suggested_flag_lets_the_read_through() {
    let solvers = fixtures().join("solvers");
    let (code, report) = Check::new()
        .args(["--solver".into(), "./correct.sh".into(), "--dir".into(), solvers])
        .args(["--allow-read".into(), PathBuf::from(fixture_dir("solutions"))])
        .args(["--time", "20s", "--wall", "60s"])
        .puzzles(&["puzzle04.txt"])
        .json();
    assert_eq!((code, &report["results"][0]["verdict"]), (0, &"ok".into()), "{report}");
    assert!(!notes(&report).contains("--allow-read"), "{report}");
}

#[test]
fn trace_diff_names_the_refused_read_and_takes_the_flag() {
    let run = |allow: bool| {
        let mut command = slider();
        command.args(["trace-diff", "--solver", "./correct-trace.sh", "--dir"]).arg(fixtures().join("solvers"));
        if allow {
            command.arg("--allow-read").arg(fixtures());
        }
        command.arg(puzzle("puzzle04.txt")).output().expect("slider runs")
    };
    let refused = run(false);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    if stderr.contains("traced nothing") {
        assert_eq!(refused.status.code(), Some(2), "{stderr}");
        // The script reads its trace before its answers.
        assert!(stderr.contains(&format!("add --allow-read {}", fixture_dir("traces"))), "{stderr}");
        assert!(!stderr.contains("no operations"), "{stderr}");
    } else {
        // Only a machine without mounts and Landlock lets the script read its answers.
        assert!(refused.status.success(), "{stderr}");
    }
    let allowed = run(true);
    assert!(allowed.status.success(), "{}", String::from_utf8_lossy(&allowed.stderr));
}
