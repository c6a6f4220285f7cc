//! Java submissions, compiled with the JDK on the machine: a student-style solver built against the
//! project's own algs4-compatible classes (`tests/fixtures/java/algs4`), a JVM that runs out of heap, a
//! submission that does not compile, and a main class that does not exist.

use std::path::{Path, PathBuf};

use crate::support::{Check, algs4_jar, root};

/// A submission directory holding copies of the named fixture sources.
fn submission(dir: &Path, sources: &[&str]) -> PathBuf {
    let submission = dir.join("submission");
    std::fs::create_dir_all(&submission).expect("a submission directory");
    for source in sources {
        let from = root().join("tests/fixtures/java").join(source);
        let name = from.file_name().expect("a file name").to_owned();
        std::fs::copy(&from, submission.join(name)).expect("the source is copied");
    }
    submission
}

#[test]
fn a_java_solver_is_built_and_graded_with_its_trace() {
    let dir = tempfile::tempdir().expect("a directory");
    let jar = algs4_jar(dir.path());
    let sub = submission(dir.path(), &["solver/Board.java", "solver/Solver.java"]);
    let (code, report) = Check::new()
        .args(["--time", "10s", "--wall", "30s", "--memory", "1GiB", "--algs4"])
        .args([&jar])
        .args(["--build", &format!("javac -cp {} *.java", jar.display()), "--solver", "java Solver", "--dir"])
        .args([&sub])
        .puzzles(&["puzzle04.txt", "puzzle07.txt", "puzzle3x3-unsolvable.txt"])
        .json();
    let verdicts: Vec<&str> =
        report["results"].as_array().expect("results").iter().map(|r| r["verdict"].as_str().unwrap_or("?")).collect();
    assert_eq!(verdicts, ["ok", "ok", "ok"], "{report:#}");
    assert_eq!(code, 0);
    // The solver's trace was read and matches the reference's counts (same order, same heap).
    let trace = &report["results"][0]["trace"];
    assert_eq!((trace["inserts"].as_u64(), trace["del_mins"].as_u64()), (Some(10), Some(5)), "{report:#}");
    // The build ran in a copy: no class files in the submission.
    let files: Vec<String> = std::fs::read_dir(&sub)
        .expect("readable")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(files.iter().all(|f| f.ends_with(".java")), "{files:?}");
}

#[test]
fn out_of_memory_in_the_jvm_is_a_memory_limit() {
    let dir = tempfile::tempdir().expect("a directory");
    let sub = submission(dir.path(), &["misbehaving/Hog.java"]);
    let (code, report) = Check::new()
        .args([
            "--time",
            "20s",
            "--wall",
            "60s",
            "--memory",
            "256MiB",
            "--build",
            "javac Hog.java",
            "--solver",
            "java Hog",
            "--dir",
        ])
        .args([&sub])
        .puzzles(&["puzzle04.txt"])
        .json();
    let result = &report["results"][0];
    assert_eq!(result["verdict"], "memory-limit", "{report:#}");
    assert!(result["reason"].as_str().unwrap_or("").contains("OutOfMemoryError"), "{report:#}");
    assert_eq!(code, 1);
}

#[test]
fn a_submission_that_does_not_compile_fails_every_puzzle() {
    let dir = tempfile::tempdir().expect("a directory");
    let sub = submission(dir.path(), &["misbehaving/Broken.java"]);
    let (code, report) = Check::new()
        .args(["--build", "javac Broken.java", "--solver", "java Broken", "--dir"])
        .args([&sub])
        .puzzles(&["puzzle04.txt", "puzzle07.txt"])
        .json();
    for result in report["results"].as_array().expect("results") {
        assert_eq!(result["verdict"], "compile-error", "{report:#}");
        assert!(result["reason"].as_str().unwrap_or("").contains("Broken.java"), "{report:#}");
    }
    assert_eq!(report["summary"]["score"], 0.0);
    assert_eq!(code, 1);
}

#[test]
fn a_missing_main_class_is_a_crash_that_says_so() {
    let dir = tempfile::tempdir().expect("a directory");
    let sub = submission(dir.path(), &[]);
    let (_, report) =
        Check::new().args(["--solver", "java NoSuchSolver", "--dir"]).args([&sub]).puzzles(&["puzzle04.txt"]).json();
    let result = &report["results"][0];
    assert_eq!(result["verdict"], "crash", "{report:#}");
    assert!(
        result["reason"].as_str().unwrap_or("").contains("Could not find or load main class NoSuchSolver"),
        "{report:#}"
    );
}
