//! The import rules of `docs/ARCHITECTURE.md` that a reading of the source can check: a module that
//! names a path it must not is listed with the file and the line, so a change that breaks a rule
//! fails here rather than in a reader's head.

use std::fs;
use std::path::{Path, PathBuf};

use crate::support::root;

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
        .map(walkdir::DirEntry::into_path)
        .collect()
}

/// The lines of the files under `dir` (relative to the repository) that name any of `forbidden`,
/// comments aside.
fn offending(dir: &str, forbidden: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for file in sources(&root().join(dir)) {
        let text = fs::read_to_string(&file).expect("a source file");
        for (number, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            if let Some(name) = forbidden.iter().find(|f| code.contains(*f)) {
                let shown = file.strip_prefix(root()).unwrap_or(&file).display().to_string();
                found.push(format!("{shown}:{}: names {name}", number + 1));
            }
        }
    }
    found
}

#[test]
fn settings_are_checked_not_built_from_the_pipelines_types() {
    let found = offending("src/config", &["crate::class", "crate::assess", "crate::report", "crate::search"]);
    assert!(found.is_empty(), "config/ imports the pipeline:\n{}", found.join("\n"));
}

#[test]
fn grading_does_not_reach_into_the_class() {
    let found = offending("src/grade", &["crate::class", "crate::commands"]);
    assert!(found.is_empty(), "grade/ imports what comes after it:\n{}", found.join("\n"));
}

#[test]
fn reports_speak_their_own_vocabulary() {
    let found = offending("src/report", &["crate::run"]);
    assert!(found.is_empty(), "report/ reads the runner's types:\n{}", found.join("\n"));
}

#[test]
fn the_similarity_check_records_and_the_reports_write() {
    let found =
        offending("src/similarity", &["crate::report", "crate::grade", "crate::run", "crate::commands", "println!"]);
    assert!(found.is_empty(), "similarity/ formats, runs or grades:\n{}", found.join("\n"));
}

#[test]
fn only_run_starts_processes() {
    let spawners = ["process::Command", "Command::new", "libc::fork", "execve("];
    let mut found = offending("src", &spawners);
    found.retain(|line| !line.starts_with("src/run/"));
    found.extend(offending("reference/src", &spawners));
    assert!(found.is_empty(), "a process started outside run/:\n{}", found.join("\n"));
}

#[test]
fn no_clap_type_below_the_command_line() {
    let mut found = offending("src", &["clap::"]);
    found.retain(|line| !line.starts_with("src/cli/") && !line.starts_with("src/main.rs"));
    assert!(found.is_empty(), "clap below cli/:\n{}", found.join("\n"));
}

#[test]
fn the_library_never_prints() {
    let found = offending("reference/src", &["println!", "eprintln!", "print!(", "eprint!("]);
    assert!(found.is_empty(), "npuzzle prints:\n{}", found.join("\n"));
}
