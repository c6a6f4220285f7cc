//! `slider grade` with the profile's `[assessment]` on: each Java submission of a class assessed in
//! one JVM, its tests scored with the profile's weights and carried by name into every report (the
//! assessment text, class.json against its schema, tests.csv, JUnit XML, Gradescope, GitHub Classroom,
//! the HTML index); a submission that is not Java has the tests and no points.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::grade::{class_schema, grade_with};
use crate::support::{algs4_jar, assess_fixture, fixture_class, fixtures};

/// The assessment's fixtures in the class, with the one test of the assessment each fails.
const ASSESSED: &[(&str, Option<&str>)] =
    &[("correct", None), ("mutable-board", Some("assess-board/11")), ("static-state", Some("assess-board/9"))];

struct Class {
    dir: PathBuf,
    jar: PathBuf,
    out: PathBuf,
}

fn profile() -> PathBuf {
    fixtures().join("class/assessed.toml")
}

fn grade(class: &Path, jar: &Path, out: &Path, extra: &[&str]) {
    let (code, stdout, stderr) = grade_with(&profile(), class, jar, out, extra);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
}

/// The class (the assessment's fixtures, a native submission and one that does not compile) graded once.
fn graded() -> &'static Class {
    static GRADED: OnceLock<Class> = OnceLock::new();
    GRADED.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("grade-assessed");
        let _ = fs::remove_dir_all(&dir);
        let class = dir.join("class");
        fixture_class(&class, &["native", "compile-error"]);
        for (name, _) in ASSESSED {
            assess_fixture(&class.join(name), name);
        }
        let jar = algs4_jar(&dir);
        let out = dir.join("report");
        grade(&class, &jar, &out, &[]);
        Class { dir, jar, out }
    })
}

fn class_json(out: &Path) -> serde_json::Value {
    serde_json::from_str(&fs::read_to_string(out.join("class.json")).expect("class.json")).expect("JSON")
}

fn submission<'a>(report: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    let all = report["submissions"].as_array().expect("submissions");
    all.iter().find(|s| s["name"] == name).unwrap_or_else(|| panic!("{name} graded"))
}

/// The assessment's groups of a record: (name, tests passed, tests).
fn assessed_groups(record: &serde_json::Value) -> Vec<(String, u64, u64)> {
    let groups = record["groups"].as_array().expect("groups");
    groups
        .iter()
        .filter(|g| g["name"].as_str().is_some_and(|n| n.starts_with("assess-")))
        .map(|g| {
            let count = |key: &str| g[key].as_u64().expect("a count");
            (g["name"].as_str().unwrap_or_default().to_string(), count("tests_passed"), count("tests"))
        })
        .collect()
}

#[test]
fn each_java_submission_is_assessed_and_scored_with_the_profiles_weights() {
    let class = graded();
    let report = class_json(&class.out);
    let parts: Vec<&str> =
        report["groups"].as_array().expect("groups").iter().filter_map(|g| g["assessment_part"].as_str()).collect();
    assert_eq!(parts, ["api", "board", "board-memory", "solver", "solver-memory", "timing", "style"]);
    // The profile's `timing` group is replaced by the assessment's timing part: not run, not scored,
    // and said so.
    let groups = report["groups"].as_array().expect("groups");
    assert!(groups.iter().all(|g| g["name"] != "timing"), "{groups:?}");
    let timing = groups.iter().find(|g| g["name"] == "assess-timing").expect("assess-timing");
    assert_eq!(timing["replaces"], serde_json::json!(["timing"]));
    let correct = submission(&report, "correct");
    let runs = correct["runs"].as_array().expect("runs");
    assert!(runs.iter().all(|r| r["puzzle"] != "puzzle40.txt" && r["puzzle"] != "puzzle23.txt"), "{runs:?}");
    assert!(correct["groups"].as_array().expect("groups").iter().all(|g| g["name"] != "timing"));
    let index = fs::read_to_string(class.out.join("index.html")).expect("index.html");
    let note = "The profile's group <code>timing</code> is not run: the assessment's <code>assess-timing</code>";
    assert!(index.contains(note), "{index}");
    let tests = |name: &str| assessed_groups(submission(&report, name)).iter().map(|g| g.2).collect::<Vec<_>>();
    // 26 Board tests, 10 Board sizes, 26 Solver tests, 2 memory tests on one puzzle, 5 on each of 2,
    // and the 9 style rules.
    assert_eq!(tests("correct"), [1, 26, 10, 26, 2, 10, 9]);
    for &(name, failing) in ASSESSED {
        let record = submission(&report, name);
        let failed: Vec<String> = assessed_groups(record)
            .into_iter()
            // Style is feedback (below).
            .filter(|(group, passed, total)| passed < total && group != "assess-style")
            .map(|(group, passed, total)| format!("{group} {passed}/{total}"))
            .collect();
        let expected: Vec<String> =
            failing.map(|f| format!("{} 25/26", f.split('/').next().unwrap_or(f))).into_iter().collect();
        assert_eq!(failed, expected, "{name}");
        let score = record["score_percent"].as_f64().expect("a score");
        // Correctness has 54 points (the small group's 2, 26 Board tests, 26 Solver tests).
        let want = if failing.is_some() { 100.0 - 60.0 / 54.0 } else { 100.0 };
        assert!((score - want).abs() < 0.01, "{name}: {score}, expected {want}");
        assert_eq!(record["assessment"]["api"], serde_json::json!({"passed": true}), "{name}");
        // The style part: feedback, in its own category, worth nothing; correct's braceless ifs and
        // tile table fail two of its rules, and static-state's static field a third.
        let passed = if name == "static-state" { 6 } else { 7 };
        let style = record["groups"].as_array().expect("groups").iter().find(|g| g["name"] == "assess-style");
        let style = style.expect("an assess-style group");
        assert_eq!(
            (&style["points"], &style["tests_passed"], &style["category"]),
            (&0.0.into(), &passed.into(), &"style".into()),
            "{name}"
        );
    }
    // Not Java: the tests, no points, and why.
    let native = submission(&report, "native");
    assert!(native.get("assessment").is_none(), "{native}");
    assert_eq!(assessed_groups(native)[1], ("assess-board".to_string(), 0, 26));
    let why = native["groups"].as_array().expect("groups").iter().find(|g| g["name"] == "assess-api").expect("api");
    assert!(why["first_failure"].as_str().is_some_and(|w| w.contains("not assessed")), "{why}");
    // A submission that does not compile is assessed as far as it goes: every test failed, with why.
    let broken = submission(&report, "compile-error");
    assert_eq!(broken["assessment"]["compilation"]["passed"], false);
    // (Style is read from the source, which parses: feedback on it still helps.)
    assert!(assessed_groups(broken).iter().all(|(group, passed, _)| *passed == 0 || group == "assess-style"));
}

#[test]
fn the_assessment_text_shows_each_section_with_its_total_and_the_weights() {
    let class = graded();
    let text = fs::read_to_string(class.out.join("students/mutable-board/assessment.txt")).expect("the text");
    for line in [
        "API:              1/1 tests passed",
        "[ Compilation: 5%, API: 5%, Correctness: 60%, Timing: 20%, Memory: 10% ]",
        "Testing correctness of Board",
        "Total: 25/26 tests passed!",
        "Analyzing memory of Solver (reference Board substituted)",
        "Timing Solver (reference Board substituted)",
        "Test 11: changing the caller's array after construction changes nothing",
        "FEEDBACK: STYLE (no points)",
        "Test braces: every if, else, for, while and do has braces",
        "  - Board.java:29: 'if' construct must use '{}'s.",
    ] {
        assert!(text.contains(line), "`{line}` in\n{text}");
    }
    let failed = text.find("Test 11: changing").expect("test 11");
    let verdict = text[failed..].find("==> ").map(|at| &text[failed + at..failed + at + 10]);
    assert_eq!(verdict, Some("==> FAILED"), "{}", &text[failed..]);
}

#[test]
fn every_report_carries_the_assessments_tests_by_name() {
    let class = graded();
    // class.json and the journal's records follow the published schema, assessment included.
    let validator = jsonschema::validator_for(&class_schema()).expect("a valid schema");
    let problems: Vec<String> =
        validator.iter_errors(&class_json(&class.out)).map(|e| format!("{e} at {}", e.instance_path())).collect();
    assert!(problems.is_empty(), "class.json: {problems:#?}");
    // tests.csv: a row per test, the assessment's by their stable names.
    let rows = csv_rows(&class.out.join("tests.csv"));
    let row =
        rows.iter().find(|r| r[0] == "mutable-board" && r[3] == "assess-board/11").expect("the failing test's row");
    assert_eq!(
        (&row[1][..], &row[2][..], &row[4][..], &row[7][..]),
        ("assess-board", "correctness", "0", "assessment")
    );
    let timing_rows = rows.iter().filter(|r| r[0] == "correct" && r[1] == "assess-timing").count();
    assert_eq!(timing_rows, 10);
    // JUnit: a test case per assessment test, the failing one a failure with the assessment's details.
    let xml = fs::read(class.out.join("junit.xml")).expect("junit.xml");
    let suites = junit_parser::from_reader(std::io::Cursor::new(xml)).expect("JUnit XML a parser reads");
    for &(name, failing) in ASSESSED {
        let suite = suites.suites.iter().find(|s| s.name == name).expect("a suite");
        let failed: Vec<&str> = suite
            .cases
            .iter()
            .filter(|c| !c.status.is_success() && !c.status.is_skipped())
            .map(|c| c.original_name.as_str())
            .collect();
        assert_eq!(failed, failing.into_iter().collect::<Vec<_>>(), "{name}");
        // Style is feedback: what it found is a skipped case, never a failure.
        let skipped: Vec<&str> =
            suite.cases.iter().filter(|c| c.status.is_skipped()).map(|c| c.original_name.as_str()).collect();
        assert!(skipped.contains(&"assess-style/braces"), "{name}: {skipped:?}");
        assert!(suite.cases.iter().any(|c| c.original_name == "assess-timing/2 puzzle23.txt"), "{name}");
    }
    // The HTML index: the tests some submission failed, with how many of the assessed passed (correct
    // and static-state; not mutable-board or compile-error).
    let index = fs::read_to_string(class.out.join("index.html")).expect("index.html");
    assert!(index.contains(r#"data-test="assess-board/11" data-passed="2" data-total="4""#), "{index}");
}

#[test]
fn gradescope_and_classroom_weigh_the_assessments_tests() {
    let class = graded();
    let dir = class.dir.join("one");
    let _ = fs::remove_dir_all(&dir);
    let submission = dir.join("mutable-board");
    fs::create_dir_all(&submission).expect("a folder");
    for file in ["Board.java", "Solver.java"] {
        fs::copy(class.dir.join("class/mutable-board").join(file), submission.join(file)).expect("a source");
    }
    let (results, outputs) = (dir.join("results.json"), dir.join("github-output"));
    let results_arg = results.display().to_string();
    let outputs_arg = outputs.display().to_string();
    grade(&submission, &class.jar, &dir.join("report"), &["--gradescope", &results_arg, "--classroom", &outputs_arg]);
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&results).expect("results.json")).expect("JSON");
    let tests = json["tests"].as_array().expect("tests");
    // Style's tests are feedback, worth 0.
    let scored = |t: &&serde_json::Value| t["max_score"].as_f64().is_some_and(|m| m > 0.0);
    let failed: Vec<&str> =
        tests.iter().filter(|t| t["status"] == "failed").filter(scored).filter_map(|t| t["name"].as_str()).collect();
    let feedback = tests.iter().filter(|t| !scored(t)).filter_map(|t| t["name"].as_str()).collect::<Vec<_>>();
    assert_eq!(feedback.len(), 9, "the style rules: {feedback:?}");
    assert_eq!(
        failed,
        ["Testing correctness of Board: Test 11: changing the caller's array after construction changes nothing"]
    );
    let board = tests.iter().find(|t| t["name"] == failed[0]).expect("the test");
    assert_eq!(board["visibility"], "after_published");
    // Worths are whole ten-thousandths that add up exactly, and the score is exactly their sum: no
    // 84.99999999999993 of 85.
    let units = |value: &serde_json::Value| {
        let value = value.as_f64().expect("a number") * 10_000.0;
        assert!((value - value.round()).abs() < 1e-6, "{value} ten-thousandths");
        value.round() as i64
    };
    let max: i64 = tests.iter().map(|t| units(&t["max_score"])).sum();
    assert_eq!(max, 1_000_000, "the tests add up to exactly the weights, 100");
    let earned: i64 = tests.iter().map(|t| units(&t["score"])).sum();
    assert_eq!(units(&json["score"]), earned, "the score is the sum of the tests");
    let score = json["score"].as_f64().expect("a score");
    assert!((score - (100.0 - 60.0 / 54.0)).abs() < 0.01, "{score}");
    let text = fs::read_to_string(&outputs).expect("outputs");
    let runners: Vec<&str> = text.lines().filter_map(|l| l.split_once('=').map(|(n, _)| n)).collect();
    assert_eq!(runners, ["compilation", "api", "correctness", "timing", "memory"]);
}

fn csv_rows(path: &Path) -> Vec<Vec<String>> {
    let mut reader = csv::Reader::from_path(path).expect("a CSV file");
    reader.records().map(|r| r.expect("a row").iter().map(String::from).collect()).collect()
}
