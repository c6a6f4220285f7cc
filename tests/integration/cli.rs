//! The command line itself: every command's help shows an example, and the shell completions and the
//! manual pages are generated from the same definitions.

use crate::support::slider;

const COMMANDS: [&[&str]; 19] = [
    &[],
    &["bench"],
    &["assess"],
    &["trace-diff"],
    &["serve"],
    &["check"],
    &["grade"],
    &["merge"],
    &["gradescope"],
    &["solve"],
    &["trace"],
    &["compare"],
    &["generate"],
    &["bench", "astar"],
    &["bench", "grader"],
    &["bench", "jobs"],
    &["doctor"],
    &["completions"],
    &["man"],
];

#[test]
fn every_commands_help_shows_an_example() {
    for command in COMMANDS {
        let output = slider().args(command.iter()).arg("--help").output().expect("slider runs");
        let help = String::from_utf8(output.stdout).expect("text");
        assert!(output.status.success(), "{command:?}");
        assert!(help.contains("Example"), "{command:?} --help has no example:\n{help}");
        assert!(help.contains(&format!("slider {}", command.join(" "))), "{command:?}: the example runs the command");
    }
}

/// `slider bench jobs`'s example, as its help writes it (the folder holds puzzle files only; the
/// benchmarks' board sets are in `reference/benches/sets/`).
#[test]
fn the_bench_jobs_example_runs_as_written() {
    let pdb = tempfile::tempdir().expect("a directory");
    let output = slider()
        .current_dir(crate::support::root())
        .env("SLIDER_PDB_DIR", pdb.path())
        .args(["bench", "jobs", "reference/benches/boards/"])
        .output()
        .expect("slider runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("--jobs 2: 8 puzzles (8 passed)"), "{stdout}");
}

#[test]
fn completions_and_manual_pages_cover_every_command() {
    let bash = slider().args(["completions", "bash"]).output().expect("slider runs");
    let script = String::from_utf8(bash.stdout).expect("text");
    assert!(bash.status.success() && script.starts_with("_slider()"), "{script}");
    for command in ["check", "grade", "merge", "gradescope", "--shard", "--resume"] {
        assert!(script.contains(command), "bash completion knows {command}");
    }
    let man = slider().arg("man").output().expect("slider runs");
    let page = String::from_utf8(man.stdout).expect("text");
    assert!(page.contains(".TH slider 1") && page.contains("slider\\-grade"), "{page}");
    let dir = tempfile::tempdir().expect("a directory");
    let written = slider().args(["man", "--out-dir"]).arg(dir.path()).output().expect("slider runs");
    assert!(written.status.success());
    let mut pages: Vec<String> = std::fs::read_dir(dir.path())
        .expect("pages")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    pages.sort();
    assert_eq!(pages.len(), 17, "slider.1 and one page per subcommand: {pages:?}");
    assert!(pages.contains(&"slider-grade.1".to_string()));
}
