//! `slider assess` and `slider trace-diff` on the fixture submissions of `tests/fixtures/java/assess/`:
//! a correct one and one per bug (its patch laid over the correct one), each failing exactly the tests
//! in [`EXPECTED`].
//!
//! The default suite times the 3x3 timing puzzles and measures memory on two puzzles with a 1 s limit
//! per test; the assessment's own 25 timing puzzles are checked against the reference crate's counts by
//! the ignored test (`cargo test --release --test integration assess:: -- --ignored`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use crate::support::{algs4_jar, assess_fixture, root, slider};

/// Fixture → the tests it fails beyond [`CORRECT_STYLE`], as `section id` (timing and memory tables by
/// their id; a style rule by its name), and whether its
/// search is large enough that other tests may also fail by its running out of time or heap (more or
/// fewer of them from run to run; those fail with "took more than", "not run" or an OutOfMemoryError
/// and nothing else).
const EXPECTED: [(&str, &[&str], bool); 15] = [
    ("correct", &[], false),
    // The cached priority under a name no list of names would guess.
    ("priority-unusual-name", &[], false),
    // The priority cached in the Board (correct's Board caches manhattan()), none in the node.
    ("compareto-recomputes", &["timing 4b"], false),
    // Nothing cached, in the Board or the node: the same counts with the reference Board.
    ("caches-nothing", &["timing 4b"], false),
    // The answer is still the shortest (the goal's parent has priority = the goal's moves); only the
    // trace shows it.
    ("goal-on-enqueue", &[], false),
    // hamming() is called (timing 3) and the search is far larger (counts, memory, time).
    ("hamming", &["solver-memory 2", "timing 2", "timing 3", "timing 4a", "timing 4b"], true),
    ("initial-twice", &["timing 2", "timing 4a", "timing 4b"], false),
    ("keeps-game-tree", &["solver-memory 1"], false),
    ("mutable-board", &["board 11"], false),
    // equals() is never called (10a); the search explodes (counts, memory, time).
    ("no-critical-optimization", &["solver 10a", "solver-memory 2", "timing 2", "timing 4a", "timing 4b"], true),
    (
        "shared-array",
        &["board 5a", "board 5b", "board 6a", "board 6b", "board 9", "board 11", "board 12", "board 14", "board 15"],
        false,
    ),
    ("single-queue", &["timing 2", "timing 4a", "timing 4b"], false),
    // The static field is also a finding of slider's style rule.
    ("static-state", &["board 9", "style static-board-field"], false),
    // x.equals(a String) throws (10a), and the style rule reads the missing check in the source.
    ("equals-unchecked", &["board 10a", "style equals-class-check"], false),
    // Lapses of style only: each of four rules finds its one line, and nothing else fails.
    (
        "style-lapses",
        &["style naming", "style unused-imports", "style string-equality", "style unused-variables"],
        false,
    ),
];

/// The style rules every fixture fails, being `correct`'s: braceless one-line `if`s and `for`s, and a
/// table of tile numbers in `Board.main`.
const CORRECT_STYLE: [&str; 2] = ["style braces", "style magic-numbers"];

/// The 3x3 timing puzzles of the default suite (puzzle23 is one where a single queue doubles the counts).
const TIMING: &str = "puzzle20.txt,puzzle23.txt,puzzle27.txt,puzzle31.txt";

fn jar() -> &'static Path {
    static JAR: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    let (_, jar) = JAR.get_or_init(|| {
        let dir = tempfile::tempdir().expect("a directory");
        let jar = algs4_jar(dir.path());
        (dir, jar)
    });
    jar
}

/// The fixture `name` laid out in a folder of its name, which lasts as long as the directory returned.
fn submission(name: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a directory");
    let submission = dir.path().join(name);
    assess_fixture(&submission, name);
    (dir, submission)
}

/// `slider assess --format json` on a fixture, with the default suite's puzzles and limit.
fn assess(name: &str, timing: &str, limit: &str) -> (i32, serde_json::Value) {
    assess_with(name, timing, limit, &[])
}

/// [`assess`] with more flags.
fn assess_with(name: &str, timing: &str, limit: &str, extra: &[&str]) -> (i32, serde_json::Value) {
    let (_dir, submission) = submission(name);
    let output = slider()
        .args(["assess", "--format", "json", "--test-limit", limit, "--timing-puzzles", timing])
        .args(extra)
        .args(["--memory-puzzles", "puzzle10.txt,puzzle20.txt", "--puzzles"])
        .arg(root().join("puzzles"))
        .arg("--algs4")
        .arg(jar())
        .arg(submission)
        .output()
        .expect("slider runs");
    let json = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("{name}: {e}\n{}", String::from_utf8_lossy(&output.stderr)));
    (output.status.code().unwrap_or(-1), json)
}

/// The failing tests of an assessment, as `section id`, split into those that failed for lack of
/// time or heap alone and the others.
fn failures(report: &serde_json::Value) -> (BTreeSet<String>, BTreeSet<String>) {
    let (mut timed_out, mut failed) = (BTreeSet::new(), BTreeSet::new());
    for section in report["sections"].as_array().expect("sections") {
        let kind = section["kind"].as_str().expect("a kind").trim_end_matches("-correctness");
        for test in section["tests"].as_array().expect("tests").iter().filter(|t| t["passed"] == false) {
            let name = format!("{kind} {}", test["id"].as_str().expect("an id"));
            let details = test["details"].as_array().expect("details");
            let time = |d: &serde_json::Value| {
                d.as_str().is_some_and(|d| {
                    ["took more than", "not run", "remaining inputs", "OutOfMemoryError"].iter().any(|s| d.contains(s))
                })
            };
            if details.iter().any(time) {
                timed_out.insert(name)
            } else {
                failed.insert(name)
            };
        }
    }
    // A test id with one timed-out row and one failed row counts as failed.
    let timed_out = timed_out.difference(&failed).cloned().collect();
    (failed, timed_out)
}

#[test]
fn each_fixture_fails_exactly_the_tests_of_its_bug() {
    let path = std::env::var_os("PATH").unwrap_or_default();
    assert!(
        std::env::split_paths(&path).any(|d| d.join("checkstyle").is_file()),
        "the style section's expectations need checkstyle: apt-get install checkstyle (as .ci/run does)"
    );
    let next = AtomicUsize::new(0);
    let wrong = Mutex::new(Vec::new());
    // Two at a time: each is one JVM.
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                while let Some((name, expected, slow)) = EXPECTED.get(next.fetch_add(1, Ordering::SeqCst)) {
                    let (code, report) = assess(name, TIMING, "1s");
                    let (failed, ran_out) = failures(&report);
                    let expected: BTreeSet<String> =
                        expected.iter().chain(&CORRECT_STYLE).map(|s| (*s).to_string()).collect();
                    let all: BTreeSet<String> = failed.union(&ran_out).cloned().collect();
                    // Every expected failure shows; nothing else fails, except (for a slow fixture) by
                    // running out of time or heap.
                    let right = if *slow {
                        all.is_superset(&expected) && expected.is_superset(&failed)
                    } else {
                        all == expected
                    };
                    let problems = &report["problems"];
                    // Style is feedback: it never makes the exit status 1.
                    let fails = expected.iter().any(|t| !t.starts_with("style "));
                    if !right || code != i32::from(fails) || problems != &serde_json::json!([]) {
                        let got = all;
                        wrong.lock().expect("a lock").push(format!(
                            "{name} (exit {code}, problems {problems}):\n  expected {expected:?}\n  got      {got:?}"
                        ));
                    }
                }
            });
        }
    });
    let wrong = wrong.into_inner().expect("a lock");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn after_a_puzzle_runs_out_of_time_the_larger_ones_are_not_run_and_say_why() {
    // By the reference's inserts: puzzle20 2,178, puzzle28 11,640, puzzle27 23,361, puzzle31 46,007.
    // Hamming's search takes about 1 s of CPU on puzzle28 (more with its JIT cold), over three times
    // the limit, and 3 ms on puzzle20; puzzle27 is skipped for its size, not its time. The limit is
    // CPU time, so a busy machine does not change which side of it each falls.
    let timing = "puzzle31.txt,puzzle27.txt,puzzle28.txt,puzzle20.txt";
    let (_, report) = assess_with("hamming", timing, "300ms", &["--sections", "timing"]);
    let section = &report["sections"][0];
    let details = |puzzle: &str| -> Vec<String> {
        let test =
            section["tests"].as_array().expect("tests").iter().find(|t| t["id"] == "1" && t["subject"] == puzzle);
        let details = test.unwrap_or_else(|| panic!("{puzzle}: {section}"))["details"].as_array().expect("details");
        details.iter().map(|d| d.as_str().expect("text").to_string()).collect()
    };
    assert_eq!(details("puzzle20.txt"), Vec::<String>::new(), "{section}");
    assert!(details("puzzle28.txt")[0].starts_with("took more than 0.3 seconds"), "{section}");
    for puzzle in ["puzzle27.txt", "puzzle31.txt"] {
        assert_eq!(
            details(puzzle),
            ["not run: a smaller puzzle (puzzle28.txt) already exceeded the limit"],
            "{section}"
        );
    }
    let notes = section["notes"].as_array().expect("notes");
    assert!(
        notes.iter().any(|n| n == "Budget: larger puzzles than puzzle28.txt were not run: it exceeded the limit"),
        "{notes:?}"
    );
    assert!(notes.iter().any(|n| n.as_str().is_some_and(|n| n.contains("hamming() is called"))), "{notes:?}");
}

/// The shapes no count ratio tells apart, and the note that names each from how the queues started
/// and ended.
const QUEUE_SHAPES: [(&str, Option<&str>); 4] = [
    ("correct", None),
    ("initial-twice", Some("a queue receives the initial board twice (2 inserts before its first delMin)")),
    ("single-queue", Some("the board and its twin start in one MinPQ")),
    // Its counts are the reference's to within 2%: only the search's end shows it.
    ("goal-on-enqueue", Some("the search stops without dequeuing a goal board")),
];

#[test]
fn the_timing_notes_name_the_initial_board_twice_a_single_queue_and_the_goal_on_enqueue() {
    let said = |name: &str| -> Vec<String> {
        let (_, report) = assess_with(name, "puzzle20.txt,puzzle23.txt", "5s", &["--sections", "timing"]);
        let notes = report["sections"][0]["notes"].as_array().expect("notes").clone();
        notes.iter().filter_map(|n| n.as_str().map(String::from)).collect()
    };
    std::thread::scope(|scope| {
        let runs: Vec<_> = QUEUE_SHAPES.iter().map(|(name, note)| (name, note, scope.spawn(|| said(name)))).collect();
        for (name, note, run) in runs {
            let notes = run.join().expect("an assessment");
            let shapes: Vec<&String> = notes
                .iter()
                .filter(|n| ["twice", "one MinPQ", "without dequeuing"].iter().any(|s| n.contains(s)))
                .collect();
            match note {
                None => assert!(shapes.is_empty(), "{name}: {notes:?}"),
                Some(note) => {
                    assert_eq!(shapes.len(), 1, "{name}: {notes:?}");
                    assert!(shapes[0].contains(note), "{name}: {notes:?}");
                }
            }
        }
    });
}

/// The counts the reference crate gives for a puzzle: insert, delMin, Board(), equals().
fn reference_counts(puzzle: &str) -> [u64; 4] {
    let output = slider()
        .args(["solve", "--order", "princeton", "--unsolvable", "twin", "--stats"])
        .arg(root().join("puzzles").join(puzzle))
        .output()
        .expect("slider runs");
    let text = String::from_utf8_lossy(&output.stderr).to_string() + &String::from_utf8_lossy(&output.stdout);
    let line = text.lines().find(|l| l.contains("insert()")).expect("a stats line");
    let number = |label: &str| -> u64 {
        let rest = &line[line.find(label).expect("the label") + label.len()..];
        rest.trim_start().split(|c: char| !c.is_ascii_digit()).next().and_then(|n| n.parse().ok()).expect("a count")
    };
    [number("insert()"), number("delMin()"), number("Board()"), number("equals()")]
}

/// The student's counts of one timing puzzle in an assessment, in [`reference_counts`]' order.
fn student_counts(report: &serde_json::Value, puzzle: &str) -> [u64; 4] {
    let timing =
        report["sections"].as_array().expect("sections").iter().find(|s| s["kind"] == "timing").expect("timing");
    let cells = |id: &str| -> Vec<u64> {
        let test = timing["tests"].as_array().expect("tests").iter().find(|t| t["id"] == id && t["subject"] == puzzle);
        let cells = test.expect("the puzzle's row")["cells"].as_array().expect("cells").clone();
        cells[1..]
            .iter()
            .map(|c| c.as_str().expect("text").split(' ').next().and_then(|n| n.parse().ok()).expect("a count"))
            .collect()
    };
    let (queue, board) = (cells("2"), cells("4a"));
    [queue[0], queue[1], board[0], board[1]]
}

/// The assessment's 25 timing puzzles, in its order.
const ALL_TIMING: &str = "puzzle20.txt,puzzle22.txt,puzzle21.txt,puzzle23.txt,puzzle24.txt,puzzle25.txt,puzzle27.txt,\
    puzzle29.txt,puzzle26.txt,puzzle28.txt,puzzle30.txt,puzzle31.txt,puzzle39.txt,puzzle41.txt,puzzle34.txt,puzzle37.txt,\
    puzzle44.txt,puzzle32.txt,puzzle35.txt,puzzle33.txt,puzzle43.txt,puzzle46.txt,puzzle40.txt,puzzle36.txt,puzzle45.txt";

#[test]
fn on_every_timing_puzzle_a_correct_solver_passes_and_counts_what_the_reference_crate_counts() {
    let (code, report) = assess("correct", ALL_TIMING, "5s");
    assert_eq!(code, 0, "every test passes within the assessment's 5 s: {report}");
    for puzzle in ALL_TIMING.split(',') {
        assert_eq!(student_counts(&report, puzzle), reference_counts(puzzle), "{puzzle}");
    }
}

/// `slider trace-diff puzzles/puzzle04.txt --java FIXTURE`: (exit status, output).
fn trace_diff(name: &str) -> (i32, String) {
    let (_dir, submission) = submission(name);
    let output = slider()
        .arg("trace-diff")
        .arg(root().join("puzzles/puzzle04.txt"))
        .arg("--java")
        .arg(submission)
        .arg("--algs4")
        .arg(jar())
        .output()
        .expect("slider runs");
    let text = String::from_utf8_lossy(&output.stdout).to_string();
    (output.status.code().unwrap_or(-1), text + &String::from_utf8_lossy(&output.stderr))
}

#[test]
fn trace_diff_shows_where_each_search_departs_and_names_the_bug() {
    // What the counts show of caching: manhattan() many times a node inserted.
    let uncached = "But its operation counts show:\n  - manhattan() is called";
    let cases: [(&str, i32, &[&str]); 9] = [
        ("correct", 0, &["one for one"]),
        // Read by what its fields hold: the priority is found, and nothing is said of caching.
        ("priority-unusual-name", 0, &["one for one"]),
        // No field holds the priority: the priorities are computed, and said to be; the counts show the
        // recomputing, whether the Board caches manhattan() or not.
        (
            "compareto-recomputes",
            0,
            &["one for one", "no int field of your search node holds moves + manhattan()", uncached],
        ),
        ("caches-nothing", 0, &["one for one", "no int field of your search node holds moves + manhattan()", uncached]),
        // On puzzle04 Hamming's priorities order the queue as Manhattan's do: only the counts tell.
        ("hamming", 0, &["one for one.", "But its operation counts show:\n  - hamming() is called"]),
        (
            "no-critical-optimization",
            1,
            &["Operation 8 differs", "no critical optimization", "Game tree after operation 8 (yours)"],
        ),
        ("initial-twice", 1, &["Operation 2 differs", "inserted twice"]),
        ("goal-on-enqueue", 1, &["your trace ends here", "stops when the goal is inserted"]),
        ("single-queue", 1, &["Operation 2 differs", "single queue for board and twin"]),
    ];
    for (name, code, shown) in cases {
        let (got, text) = trace_diff(name);
        assert_eq!(got, code, "{name}:\n{text}");
        if !["compareto-recomputes", "caches-nothing"].contains(&name) {
            assert!(!text.contains("no int field"), "{name}: its priority field is read:\n{text}");
            assert!(!text.contains("manhattan() is called"), "{name}: its priority is cached:\n{text}");
        }
        assert!(!text.contains("not cached in the node"), "{name}: a claim the queue cannot back:\n{text}");
        for s in shown {
            assert!(text.contains(s), "{name} shows {s:?}:\n{text}");
        }
        let faithful = ["correct", "priority-unusual-name"].contains(&name);
        assert_eq!(text.contains("your search is the assignment's A*"), faithful, "{name}:\n{text}");
    }
}

#[test]
fn trace_diff_reads_a_trace_file_or_a_traced_solver_and_refuses_what_it_cannot_show() {
    let dir = tempfile::tempdir().expect("a directory");
    let trace = dir.path().join("trace.txt");
    let puzzle = root().join("puzzles/puzzle04.txt");
    let solved = slider().arg("solve").arg(&puzzle).env("SLIDER_TRACE", &trace).output().expect("slider runs");
    assert!(solved.status.success());
    let from_file = slider().arg("trace-diff").arg(&puzzle).arg("--trace").arg(&trace).output().expect("runs");
    assert_eq!(from_file.status.code(), Some(0), "{}", String::from_utf8_lossy(&from_file.stdout));
    let solver = format!("{} solve", assert_cmd::cargo::cargo_bin!("slider").display());
    let traced = slider().arg("trace-diff").arg(&puzzle).args(["--solver", &solver]).output().expect("runs");
    assert_eq!(traced.status.code(), Some(0), "{}", String::from_utf8_lossy(&traced.stderr));
    std::fs::write(&trace, "insert 0 4 0 1 3 4 2 5 7 8\n").expect("written");
    let bad = slider().arg("trace-diff").arg(&puzzle).arg("--trace").arg(&trace).output().expect("runs");
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert_eq!(bad.status.code(), Some(2));
    let expected = "trace.txt: trace line 1 is not `insert|delmin <moves> <priority> <9 tiles>`: \
                    `insert 0 4 0 1 3 4 2 5 7 8`";
    assert!(stderr.contains(expected), "{stderr}");
    assert!(!stderr.contains("Malformed"), "no debug text: {stderr}");
    let large = slider()
        .arg("trace-diff")
        .arg(root().join("puzzles/puzzle32.txt"))
        .arg("--trace")
        .arg(&trace)
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&large.stderr).contains("boards up to 3x3"));
}

#[test]
fn a_folder_without_the_sources_is_one_line_not_a_report() {
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::write(dir.path().join("README"), "notes, no Java").expect("written");
    let output = slider().arg("assess").arg(dir.path()).arg("--algs4").arg(jar()).output().expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty(), "no report");
    let expected = "no Board.java or Solver.java in the submission (it holds no .java files); give the folder";
    assert!(stderr.contains(expected) && stderr.trim_end().lines().count() == 1, "{stderr}");
}

#[test]
fn a_board_without_the_whole_api_fails_the_api_and_its_tests_but_still_compiles() {
    // The check fixture's Board has no twin() and no hamming(): it compiles, the Board tests do not.
    let output = slider()
        .args(["assess", "--sections", "board", "--puzzles"])
        .arg(root().join("puzzles"))
        .arg("--algs4")
        .arg(jar())
        .arg(root().join("tests/fixtures/java/solver"))
        .output()
        .expect("slider runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{text}");
    for shown in ["Compilation:  PASSED", "API:          FAILED", "Correctness:  0/26 tests passed", "(method twin())"]
    {
        assert!(text.contains(shown), "{shown}:\n{text}");
    }
    assert!(!text.contains("Timing:"), "only the Board section ran:\n{text}");
}

#[test]
fn the_assessments_own_classes_are_built_once_and_then_read_from_the_cache() {
    let cache = tempfile::tempdir().expect("a cache");
    let (_dir, submission) = submission("correct");
    let run = || {
        let output = slider()
            .args(["assess", "--format", "json", "--sections", "board-memory", "--algs4"])
            .arg(jar())
            .arg(&submission)
            .env("XDG_CACHE_HOME", cache.path())
            .output()
            .expect("slider runs");
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr);
        // What was measured: each test's subject, verdict and figures (not the CPU time it took).
        let measured: Option<Vec<String>> = serde_json::from_str::<serde_json::Value>(&stdout).ok().map(|json| {
            let tests = json["sections"][0]["tests"].as_array().cloned().unwrap_or_default();
            tests.iter().map(|t| format!("{} {} {}", t["subject"], t["passed"], t["cells"])).collect()
        });
        (output.status.code(), measured, format!("{stdout}{stderr}"))
    };
    let folders = || -> Vec<PathBuf> {
        std::fs::read_dir(cache.path().join("slider/assess")).expect("the cache").flatten().map(|e| e.path()).collect()
    };
    let (code, first, text) = run();
    assert_eq!(code, Some(0), "{text}");
    assert_eq!(first.as_ref().map(Vec::len), Some(10), "ten Board sizes measured: {text}");
    let stored = folders();
    assert_eq!(stored.len(), 1, "one complete toolkit and no staging folder: {stored:?}");
    assert!(stored[0].join("complete").is_file() && stored[0].join("agent.jar").is_file());
    let (code, again, _) = run();
    assert_eq!((code, &again), (Some(0), &first), "the cached toolkit assesses alike");
    // Read from the cache, not rebuilt: a complete folder missing its driver is what the run copies.
    std::fs::remove_dir_all(stored[0].join("driver")).expect("removed");
    let (_, _, broken) = run();
    assert!(broken.contains("cannot copy the assessment's driver"), "{broken}");
    // A folder that is not complete is built again.
    std::fs::remove_file(stored[0].join("complete")).expect("removed");
    let (code, rebuilt, _) = run();
    assert_eq!((code, rebuilt), (Some(0), first));
    assert!(stored[0].join("complete").is_file() && stored[0].join("driver").is_dir(), "and stored whole again");
}
