//! The README's grading examples, run as written (through bash, with `slider` on the PATH and your
//! algs4.jar at `~/algs4.jar`) in folders set up as a new user's would be: every `slider check`,
//! `slider grade`, `slider merge`, `slider gradescope` and `slider similar` line of its shell blocks,
//! and the ones it quotes inline. A README example that stops working fails here.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::support::{algs4_jar, fixture_class, fixtures, puzzle, root, similar_base, similar_fixture};

/// The README's example lines of `kind` (`slider check`, ...): those of its `sh` blocks.
fn shell_examples(readme: &str, kinds: &[&str]) -> Vec<String> {
    let mut examples = Vec::new();
    let mut in_shell = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_shell = line == "```sh";
            continue;
        }
        if in_shell && kinds.iter().any(|k| line.starts_with(k)) {
            examples.push(line.to_string());
        }
    }
    examples
}

/// Runs `example` with bash in `dir`; its status and output.
fn run(example: &str, dir: &Path, home: &Path, env: &[(&str, &str)]) -> (i32, String) {
    let bin = Path::new(assert_cmd::cargo::cargo_bin!("slider")).parent().expect("a folder").to_path_buf();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let output = Command::new("bash")
        .args(["-c", example])
        .current_dir(dir)
        .env("PATH", path)
        .env("HOME", home)
        .env_remove("ALGS4_JAR")
        .envs(env.iter().copied())
        .output()
        .expect("bash runs");
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    (output.status.code().unwrap_or(-1), text)
}

/// A home folder holding `algs4.jar`.
fn home(dir: &Path) -> std::path::PathBuf {
    let home = dir.join("home");
    fs::create_dir_all(&home).expect("a home");
    let jar = algs4_jar(dir);
    fs::copy(jar, home.join("algs4.jar")).expect("~/algs4.jar");
    home
}

#[test]
fn the_check_examples_work_as_written() {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md");
    let examples = shell_examples(&readme, &["slider check"]);
    assert_eq!(examples.len(), 3, "{examples:?}");
    let dir = tempfile::tempdir().expect("a directory");
    let home = home(dir.path());
    let work = dir.path().join("work");
    // alice hands in sources; bob's classes are compiled already; my-solver is a program of one's own.
    fixture_class(&work.join("submissions"), &["correct"]);
    fs::rename(work.join("submissions/correct"), work.join("submissions/alice")).expect("alice");
    fixture_class(&work.join("submissions"), &["correct"]);
    let bob = work.join("submissions/bob");
    fs::rename(work.join("submissions/correct"), &bob).expect("bob");
    let javac = Command::new("javac")
        .arg("-cp")
        .arg(home.join("algs4.jar"))
        .args(["-d", ".", "Board.java", "Solver.java"])
        .current_dir(&bob)
        .status();
    assert!(javac.expect("javac runs").success());
    let release = work.join("target/release");
    fs::create_dir_all(&release).expect("a folder");
    let cc = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(release.join("my-solver"))
        .arg(fixtures().join("class/native/solver.c"))
        .status();
    assert!(cc.expect("cc runs").success());
    fs::create_dir_all(work.join("puzzles")).expect("puzzles/");
    for name in ["puzzle04.txt", "puzzle07.txt", "puzzle3x3-unsolvable.txt", "manifest.toml"] {
        fs::copy(puzzle(name), work.join("puzzles").join(name)).expect("a puzzle");
    }
    for example in &examples {
        let (code, output) = run(example, &work, &home, &[]);
        assert_eq!(code, 0, "`{example}`:\n{output}");
    }
    let report: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(work.join("report.json")).expect("report.json")).expect("JSON");
    assert_eq!(report["summary"]["passed"], 3);
    // Without the jar, the instructor hears of it before anything is graded.
    let (code, output) = run(&examples[1].replace("--algs4 ~/algs4.jar ", ""), &work, &home, &[]);
    assert_eq!(code, 2, "{output}");
    assert!(
        output.contains("names algs4.jar, which is not in") && output.contains("--algs4 PATH or ALGS4_JAR"),
        "{output}"
    );
}

#[test]
fn the_class_examples_work_as_written() {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md");
    let mut examples = shell_examples(&readme, &["slider grade", "slider merge", "slider gradescope"]);
    let inline = ["slider gradescope --algs4 ~/algs4.jar --out autograder.zip", "slider merge --out-dir class shard*"];
    for example in inline {
        assert!(readme.contains(&format!("`{example}`")), "the README quotes `{example}`");
        examples.push(example.to_string());
    }
    assert_eq!(examples.len(), 6, "{examples:?}");
    let dir = tempfile::tempdir().expect("a directory");
    let home = home(dir.path());
    let work = dir.path().join("work");
    fixture_class(&work.join("submissions"), &["compile-error"]);
    let slurm = [("SLURM_ARRAY_TASK_ID", "1"), ("SLURM_ARRAY_TASK_COUNT", "2")];
    let mut outputs = Vec::new();
    for example in &examples {
        let (code, output) = run(example, &work, &home, &slurm);
        assert_eq!(code, 0, "`{example}`:\n{output}");
        outputs.push(output);
    }
    assert!(work.join("slider.toml").is_file() && work.join("puzzles/puzzle4x4-80.txt").is_file(), "--init");
    assert!(
        outputs[1].contains("compile-error") && work.join("slider-report/gradebook.csv").is_file(),
        "{}",
        outputs[1]
    );
    assert!(outputs[2].contains("resuming: 1 graded already, 0 to grade"), "{}", outputs[2]);
    assert!(work.join("shard1/class.json").is_file() && work.join("autograder.zip").is_file());
    assert!(work.join("class/index.html").is_file(), "merged");
}

#[test]
fn the_similarity_examples_work_as_written() {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md");
    let examples = shell_examples(&readme, &["slider similar"]);
    assert_eq!(examples.len(), 3, "{examples:?}");
    let dir = tempfile::tempdir().expect("a directory");
    let work = dir.path().join("work");
    for (folder, name) in
        [("submissions", "flat-two-queues"), ("submissions", "renamed"), ("submissions", "grid-one-queue")]
    {
        similar_fixture(&work.join(folder).join(name), name);
    }
    similar_fixture(&work.join("fall2025/carol"), "reformatted");
    similar_fixture(&work.join("known-solutions/github-1"), "grid-uncached");
    fs::create_dir_all(work.join("skeleton")).expect("skeleton/");
    fs::copy(similar_base().join("MinPQ.java"), work.join("skeleton/MinPQ.java")).expect("the skeleton");
    let mut outputs = Vec::new();
    for example in &examples {
        let (code, output) = run(example, &work, dir.path(), &[]);
        assert_eq!(code, 0, "`{example}`:\n{output}");
        outputs.push(output);
    }
    assert!(
        outputs[0].contains("flat-two-queues ~ renamed") && work.join("similarity-report/similarity.html").is_file()
    );
    assert!(outputs[1].contains("prior/carol"), "{}", outputs[1]);
    let csv = fs::read_to_string(work.join("pairs.csv")).expect("pairs.csv");
    assert!(csv.starts_with("rank,a,b,mean,max,"), "{csv}");
}
