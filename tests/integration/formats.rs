//! The report formats pinned: the human, JUnit, CSV and Gradescope reports against golden files (what
//! varies from run to run redacted by `support::redact`), and the JSON report against test-local types
//! that reject unknown fields. `UPDATE_GOLDEN=1` rewrites the golden files.

use serde::Deserialize;

use crate::support::{fixture, redact, root, slider};

/// The human report of `slider check ARGS` run from the workspace root, redacted.
fn human(args: &[&str]) -> String {
    redact(&report("human", args))
}

#[track_caller]
fn golden(name: &str, text: &str) {
    let path = root().join("tests/golden").join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, text).expect("golden file is writable");
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("{} is missing", path.display()));
    if text != expected {
        let diff = similar::TextDiff::from_lines(&expected, text);
        panic!("{name} differs:\n{}", diff.unified_diff().header("golden", "now"));
    }
}

/// Corpus puzzles of every size the reference grades quickly without pattern databases: 2x2, 3x3
/// (A*, traced), 7x7 and 10x10 (IDA* with linear conflicts), solvable and not. (The whole corpus is
/// the README's main job; its 4x4 and 5x5 boards would build the databases first.)
const SAMPLE: [&str; 9] = [
    "puzzles/puzzle00.txt",
    "puzzles/puzzle01.txt",
    "puzzles/puzzle04.txt",
    "puzzles/puzzle07.txt",
    "puzzles/puzzle14.txt",
    "puzzles/puzzle2x2-unsolvable1.txt",
    "puzzles/puzzle3x3-31.txt",
    "puzzles/puzzle3x3-unsolvable2.txt",
    "puzzles/puzzle31.txt",
];

#[test]
fn human_report_of_the_reference_on_the_corpus() {
    golden("check-reference.txt", &human(&SAMPLE));
}

#[test]
fn human_report_of_failures_shows_each_reason_and_the_notes() {
    let off_by_one = fixture("off-by-one").display().to_string();
    let near_miss = fixture("near-miss").display().to_string();
    let mut text = human(&["--solver", &off_by_one, "puzzles/puzzle04.txt"]);
    text.push_str(&human(&["--solver", &near_miss, "puzzles/puzzle04.txt"]));
    text.push_str(&human(&["--strict", "--solver", &near_miss, "puzzles/puzzle04.txt"]));
    golden("check-failures.txt", &text);
}

/// The JSON report, as documented in docs/REPORT_FORMAT.md.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Report {
    schema: String,
    solver: String,
    interrupted: bool,
    puzzles_total: usize,
    isolation: Isolation,
    results: Vec<Record>,
    summary: Summary,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Isolation {
    namespaces: bool,
    mounts: bool,
    network: bool,
    landlock_abi: Option<u32>,
    seccomp: bool,
    uid: u32,
    gid: u32,
    cgroup: Option<String>,
    summary: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[expect(dead_code, reason = "the fields are here to be checked by deserialization, not read")]
struct Record {
    puzzle: String,
    size: usize,
    verdict: String,
    passed: bool,
    reason: String,
    notes: Vec<String>,
    moves_printed: Option<i64>,
    moves_expected: i64,
    expected_source: String,
    started_unix_ms: Option<u64>,
    cpu_ms: Option<u64>,
    wall_ms: Option<u64>,
    max_rss_kib: Option<u64>,
    exit_code: Option<i32>,
    exit_signal: Option<i32>,
    stdout_bytes: Option<u64>,
    stderr_bytes: Option<u64>,
    trace: Option<Trace>,
    stdout_excerpt: Option<String>,
    stderr_excerpt: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Trace {
    inserts: u64,
    del_mins: u64,
    truncated: bool,
    reference: Vec<ReferenceCounts>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReferenceCounts {
    order: String,
    inserts: u64,
    del_mins: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Summary {
    total: usize,
    passed: usize,
    failed: usize,
    score: f64,
    verdicts: std::collections::BTreeMap<String, usize>,
}

#[test]
fn json_report_follows_schema_one() {
    let output =
        slider().current_dir(root()).args(["check", "--format", "json"]).args(SAMPLE).output().expect("slider runs");
    let report: Report = serde_json::from_slice(&output.stdout).expect("the report matches the documented schema");
    assert_eq!(report.schema, "slider-check/1");
    assert_eq!(report.solver, "reference solver (slider solve --algorithm auto)");
    assert!(!report.interrupted);
    let isolation = &report.isolation;
    assert!(isolation.summary.starts_with("isolation: "), "{}", isolation.summary);
    assert_eq!(isolation.network, !isolation.namespaces, "without --allow-network, namespaces take the network away");
    assert!(isolation.cgroup.as_deref().is_none_or(|c| c == "v1" || c == "v2"));
    assert!(isolation.landlock_abi.is_none_or(|abi| abi >= 1));
    assert!(!isolation.mounts || isolation.namespaces, "a private view needs a mount namespace");
    assert_eq!(isolation.summary.contains("seccomp ("), isolation.seccomp, "{}", isolation.summary);
    assert!(isolation.summary.contains(&format!("(uid {})", isolation.uid)), "{}", isolation.summary);
    assert_eq!(isolation.gid == 65534, isolation.uid == 65534, "nobody's group goes with nobody");
    assert_eq!(report.puzzles_total, report.results.len());
    assert_eq!(
        (report.summary.total, report.summary.passed, report.summary.failed),
        (report.results.len(), report.results.len(), 0)
    );
    assert_eq!(report.summary.score, 1.0);
    assert_eq!(report.summary.verdicts.get("ok"), Some(&report.results.len()));
    let puzzle04 = report.results.iter().find(|r| r.puzzle == "puzzles/puzzle04.txt").expect("puzzle04 graded");
    assert_eq!(
        (puzzle04.verdict.as_str(), puzzle04.passed, puzzle04.moves_printed, puzzle04.moves_expected),
        ("ok", true, Some(4), 4)
    );
    assert_eq!((puzzle04.exit_code, puzzle04.exit_signal), (Some(0), None));
    assert!(puzzle04.cpu_ms.is_some() && puzzle04.wall_ms.is_some() && puzzle04.max_rss_kib > Some(0));
    let trace = puzzle04.trace.as_ref().expect("the reference writes a trace");
    assert_eq!((trace.inserts, trace.del_mins, trace.truncated), (10, 5, false));
    let orders: Vec<(&str, u64, u64)> =
        trace.reference.iter().map(|r| (r.order.as_str(), r.inserts, r.del_mins)).collect();
    assert_eq!(orders, [("checklist", 10, 5), ("princeton", 10, 5)]);
    assert!(
        report.results.iter().all(|r| r.stdout_excerpt.is_none() && r.stderr_excerpt.is_none()),
        "passing runs keep no excerpt"
    );
}

/// `slider check --format FORMAT ARGS` from the workspace root: its standard output.
fn report(format: &str, args: &[&str]) -> String {
    let output =
        slider().current_dir(root()).args(["check", "--format", format]).args(args).output().expect("slider runs");
    String::from_utf8(output.stdout).expect("text")
}

/// Three runs that between them pass, fail and error: the reference on a solvable and an unsolvable
/// board, a solver one move off, a solver that segfaults, each made by `report(format, ...)`.
fn three_runs(format: &str) -> Vec<String> {
    // Relative to the workspace root, so that the golden files hold no checkout's path.
    let (off_by_one, segfault) = ("tests/fixtures/solvers/off-by-one.sh", "tests/fixtures/solvers/segfault.sh");
    assert!(fixture("off-by-one").is_file() && fixture("segfault").is_file());
    vec![
        report(format, &["puzzles/puzzle04.txt", "puzzles/puzzle3x3-unsolvable.txt"]),
        report(format, &["--solver", off_by_one, "puzzles/puzzle04.txt"]),
        report(format, &["--solver", segfault, "puzzles/puzzle04.txt"]),
    ]
}

#[test]
fn junit_report_has_a_testcase_per_puzzle_with_failures_and_errors() {
    let text: String = three_runs("junit").iter().map(|xml| redact(xml)).collect();
    golden("check.junit.xml", &text);
}

#[test]
fn csv_report_has_a_row_per_puzzle() {
    let mut text = String::new();
    for csv in three_runs("csv") {
        let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(csv.as_bytes());
        assert!(reader.records().all(|r| r.expect("well-formed CSV").len() == 15), "every row has every column");
        text.push_str(&redact(&csv));
    }
    golden("check.csv", &text);
}

#[test]
fn gradescope_report_scores_a_point_per_puzzle() {
    let mut text = String::new();
    for json in three_runs("gradescope") {
        let results: serde_json::Value = serde_json::from_str(&json).expect("JSON");
        let tests = results["tests"].as_array().expect("tests");
        let earned: f64 = tests.iter().map(|t| t["score"].as_f64().expect("a score")).sum();
        assert_eq!(results["score"].as_f64(), Some(earned), "the score is the sum of the tests'");
        assert_eq!(results["max_score"].as_f64(), Some(tests.len() as f64));
        // Keys in a stable order: serde_json's map sorts them.
        text.push_str(&redact(&serde_json::to_string_pretty(&results).expect("JSON")));
    }
    golden("check.gradescope.json", &text);
}
