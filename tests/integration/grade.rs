//! `slider grade` on a class of the project's fixture submissions (`tests/fixtures/class/`: Java with
//! one behaviour each, a native one built with make, a zip, a zip that escapes its folder) under the
//! fixture profile: each gets its expected scores and verdicts, every report is written and read back
//! (the JSON against its published schema, the JUnit XML by a JUnit parser), shards merged equal one
//! run, a run killed mid-class resumes to the same reports, and the Gradescope bundle grades in a fake
//! autograder tree.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use crate::support::{algs4_jar, fixture_class, fixtures, redact, root, slider};

/// The verdicts that cost a submission points, with how many runs got each.
type Costs = &'static [(&'static str, usize)];

/// Each fixture, its aggregate score and the verdicts that cost it points.
const EXPECTED: &[(&str, f64, Costs)] = &[
    ("compile-error", 0.0, &[("compile-error", 1)]),
    ("correct", 100.0, &[]),
    ("crash", 76.47, &[("crash", 2)]),
    ("escaping", 0.0, &[("compile-error", 1)]),
    ("native", 100.0, &[]),
    ("no-critical-optimization", 29.41, &[("invariant-violated", 4)]),
    ("slow", 88.24, &[("time-limit", 1)]),
    ("wrong-count", 29.41, &[("wrong-moves", 5)]),
    ("wrong-format", 5.88, &[("unparseable-output", 7)]),
    ("zipped", 100.0, &[]),
];

const FOLDERS: [&str; 8] =
    ["compile-error", "correct", "crash", "native", "no-critical-optimization", "slow", "wrong-count", "wrong-format"];

/// The class, the algs4 jar and the reports of one whole run, made once for all the tests here.
pub struct Graded {
    pub class: PathBuf,
    pub jar: PathBuf,
    pub out: PathBuf,
}

fn profile() -> PathBuf {
    fixtures().join("class/slider.toml")
}

/// The fixture class graded once (the first test to ask grades it).
pub fn graded() -> &'static Graded {
    static GRADED: OnceLock<Graded> = OnceLock::new();
    GRADED.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("grade-class");
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("a folder for the class");
        let class = dir.join("class");
        fixture_class(&class, &FOLDERS);
        zip_class_members(&class);
        let jar = algs4_jar(&dir);
        let out = dir.join("report");
        let (code, stdout, stderr) = grade(&class, &jar, &out, &[]);
        assert_eq!(code, 0, "{stdout}\n{stderr}");
        Graded { class, jar, out }
    })
}

/// Adds `zipped.zip` (the correct submission in a folder, with a `__MACOSX` folder beside it) and
/// `escaping.zip` (an entry that climbs out of its folder) to the class.
fn zip_class_members(class: &Path) {
    let options = zip::write::SimpleFileOptions::default();
    let mut zipped = zip::ZipWriter::new(fs::File::create(class.join("zipped.zip")).expect("a zip"));
    for name in ["Board.java", "Solver.java"] {
        zipped.start_file(format!("zipped/{name}"), options).expect("an entry");
        zipped.write_all(&fs::read(fixtures().join("java/solver").join(name)).expect("a source")).expect("written");
    }
    zipped.start_file("__MACOSX/zipped/._Solver.java", options).expect("an entry");
    zipped.write_all(b"resource fork").expect("written");
    zipped.finish().expect("finished");
    let mut escaping = zip::ZipWriter::new(fs::File::create(class.join("escaping.zip")).expect("a zip"));
    escaping.start_file("../../outside.txt", options).expect("an entry");
    escaping.write_all(b"where it should not be").expect("written");
    escaping.finish().expect("finished");
}

/// `slider grade` of the fixture profile on `class` into `out`, with `extra` arguments.
fn grade(class: &Path, jar: &Path, out: &Path, extra: &[&str]) -> (i32, String, String) {
    grade_with(&profile(), class, jar, out, extra)
}

/// `slider grade --config profile` on `class` into `out`, with `extra` arguments: (status, stdout, stderr).
pub fn grade_with(profile: &Path, class: &Path, jar: &Path, out: &Path, extra: &[&str]) -> (i32, String, String) {
    let output = slider()
        .args(["grade", "--config"])
        .arg(profile)
        .arg("--algs4")
        .arg(jar)
        .arg("--out-dir")
        .arg(out)
        .args(extra)
        .arg(class)
        .output()
        .expect("slider runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("text");
    (output.status.code().unwrap_or(-1), text(output.stdout), text(output.stderr))
}

fn class_json(out: &Path) -> serde_json::Value {
    serde_json::from_str(&fs::read_to_string(out.join("class.json")).expect("class.json")).expect("JSON")
}

#[test]
fn each_fixture_gets_its_scores_and_verdicts_and_every_report_is_written() {
    let graded = graded();
    let report = class_json(&graded.out);
    let submissions = report["submissions"].as_array().expect("submissions");
    let names: Vec<&str> = submissions.iter().map(|s| s["name"].as_str().unwrap_or("?")).collect();
    assert_eq!(names, EXPECTED.iter().map(|e| e.0).collect::<Vec<_>>());
    for (submission, &(name, score, verdicts)) in submissions.iter().zip(EXPECTED) {
        let got = submission["score_percent"].as_f64().expect("a score");
        assert!((got - score).abs() < 0.01, "{name}: {got}%, expected {score}%");
        let mut failing: Vec<(String, usize)> = Vec::new();
        if let Some(verdict) = submission["build"]["verdict"].as_str() {
            failing.push((verdict.to_string(), 1));
        }
        for run in submission["runs"].as_array().expect("runs").iter().filter(|r| r["passed"] == false) {
            let verdict = run["verdict"].as_str().expect("a verdict").to_string();
            match failing.iter_mut().find(|(v, _)| *v == verdict) {
                Some((_, count)) => *count += 1,
                None => failing.push((verdict, 1)),
            }
        }
        let expected: Vec<(String, usize)> = verdicts.iter().map(|&(v, n)| (v.to_string(), n)).collect();
        assert_eq!(failing, expected, "{name}");
    }
    for file in
        ["index.html", "gradebook.csv", "junit.xml", "students/correct/assessment.txt", "students/zipped/index.html"]
    {
        assert!(graded.out.join(file).is_file(), "{file} written");
    }
    let assessment =
        |name: &str| fs::read_to_string(graded.out.join("students").join(name).join("assessment.txt")).expect("text");
    let compile = assessment("compile-error");
    assert!(
        compile.contains("Compilation:      FAILED") && compile.contains("Solver.java:6: error: ';' expected"),
        "{compile}"
    );
    assert_eq!(compile.matches("';' expected").count(), 1, "the error once: {compile}");
    let crash = assessment("crash");
    assert!(crash.contains("java.lang.NullPointerException") && crash.contains("(at Solver.java:"), "{crash}");
    assert!(crash.contains("Correctness:      1/2 tests passed") && crash.contains("==> FAILED"), "{crash}");
    let escaping = assessment("escaping");
    assert!(escaping.contains("submission refused: entry `../../outside.txt` escapes its folder"), "{escaping}");
    assert!(!graded.class.parent().expect("a parent").join("outside.txt").exists());
    let gradebook = fs::read_to_string(graded.out.join("gradebook.csv")).expect("csv");
    assert!(
        gradebook.starts_with("student,status,language,compiled,small,unsolvable,timing,compilation_percent,"),
        "{gradebook}"
    );
    assert!(gradebook.contains("\nnative,graded,native,true,2,1,2,100.00,100.00,100.00,100.00\n"), "{gradebook}");
    assert!(!gradebook.contains("api_percent"), "the profile's api category has no points: {gradebook}");
}

/// The published schema of `class.json`, `docs/schema/slider-class-1.schema.json`.
pub fn class_schema() -> serde_json::Value {
    let text = fs::read_to_string(root().join("docs/schema/slider-class-1.schema.json")).expect("schema");
    serde_json::from_str(&text).expect("the schema is JSON")
}

#[test]
fn every_json_report_follows_the_published_schema() {
    let graded = graded();
    let schema = class_schema();
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let report = class_json(&graded.out);
    let problems: Vec<String> =
        validator.iter_errors(&report).map(|e| format!("{e} at {}", e.instance_path())).collect();
    assert!(problems.is_empty(), "class.json: {problems:#?}");
    let mut submission_schema = schema.clone();
    submission_schema["$ref"] = "#/$defs/submission".into();
    for key in ["required", "properties", "additionalProperties", "type"] {
        submission_schema.as_object_mut().expect("an object").remove(key);
    }
    let records = jsonschema::validator_for(&submission_schema).expect("a valid schema");
    for entry in fs::read_dir(graded.out.join("journal")).expect("a journal").flatten() {
        if entry.file_name() == "class.json" {
            continue;
        }
        let record: serde_json::Value =
            serde_json::from_str(&fs::read_to_string(entry.path()).expect("a record")).expect("JSON");
        let problems: Vec<String> = records.iter_errors(&record).map(|e| e.to_string()).collect();
        assert!(problems.is_empty(), "{}: {problems:#?}", entry.path().display());
    }
    // Failing the schema must be possible: a wrong verdict name is caught.
    let mut broken = report.clone();
    broken["submissions"][0]["build"]["verdict"] = "exploded".into();
    assert!(!validator.is_valid(&broken));
}

#[test]
fn junit_xml_reads_back_with_a_junit_parser() {
    let graded = graded();
    let xml = fs::read(graded.out.join("junit.xml")).expect("junit.xml");
    let suites = junit_parser::from_reader(std::io::Cursor::new(xml)).expect("JUnit XML a parser reads");
    let names: Vec<&str> = suites.suites.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, EXPECTED.iter().map(|e| e.0).collect::<Vec<_>>());
    for suite in &suites.suites {
        // The build, the two groups of credit "all", and a case per timing puzzle.
        assert_eq!(suite.cases.len(), 5, "{}", suite.name);
    }
    let correct = suites.suites.iter().find(|s| s.name == "correct").expect("correct");
    assert_eq!((correct.failures, correct.errors), (0, 0));
    let wrong = suites.suites.iter().find(|s| s.name == "wrong-count").expect("wrong-count");
    assert_eq!(wrong.failures, 3, "the small group and both timing puzzles are wrong answers");
    let crash = suites.suites.iter().find(|s| s.name == "crash").expect("crash");
    let names: Vec<&str> = crash.cases.iter().map(|c| c.original_name.as_str()).collect();
    assert_eq!(names, ["compilation", "small", "unsolvable", "timing/puzzle20.txt", "timing/puzzle28.txt"]);
    let unsolvable = &crash.cases[2];
    assert_eq!(unsolvable.classname.as_deref(), Some("crash.correctness"));
    assert!(unsolvable.status.is_error(), "a crash is an error");
    assert!(unsolvable.system_err.as_deref().is_some_and(|e| e.contains("NullPointerException")), "{unsolvable:?}");
}

/// Every report file of `out` (the journal aside), redacted of timings.
fn reports(out: &Path) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = walkdir::WalkDir::new(out)
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file() && !e.path().starts_with(out.join("journal")))
        .map(|e| {
            let name = e.path().strip_prefix(out).expect("inside").display().to_string();
            (name, redact(&fs::read_to_string(e.path()).expect("text")))
        })
        .collect();
    files.sort();
    files
}

fn assert_same_reports(expected: &Path, got: &Path) {
    let (expected, got) = (reports(expected), reports(got));
    let names = |r: &[(String, String)]| r.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(&got), names(&expected), "the same files");
    for ((name, want), (_, have)) in expected.iter().zip(&got) {
        if want != have {
            let diff = similar::TextDiff::from_lines(want, have);
            panic!("{name} differs:\n{}", diff.unified_diff().header("one run", "this run"));
        }
    }
}

#[test]
fn shards_merged_equal_one_run() {
    let graded = graded();
    let dir = tempfile::tempdir().expect("a directory");
    let shards: Vec<PathBuf> = (1..=2).map(|k| dir.path().join(format!("shard{k}"))).collect();
    for (k, out) in shards.iter().enumerate() {
        let (code, stdout, stderr) = grade(&graded.class, &graded.jar, out, &["--shard", &format!("{}/2", k + 1)]);
        assert_eq!(code, 0, "{stdout}\n{stderr}");
    }
    let shard_one = class_json(&shards[0]);
    let graded_names: Vec<&str> =
        shard_one["submissions"].as_array().expect("a list").iter().filter_map(|s| s["name"].as_str()).collect();
    assert_eq!(graded_names, ["compile-error", "crash", "native", "slow", "wrong-format"], "every other submission");
    let merged = dir.path().join("merged");
    let output = slider().args(["merge", "--out-dir"]).arg(&merged).args(&shards).output().expect("slider runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_same_reports(&graded.out, &merged);
    // One shard of two: the reports are written, and the status says that half the class is missing.
    let partial = dir.path().join("partial");
    for (flags, status, label) in [(&[][..], 4, "error"), (&["--allow-partial"][..], 0, "warning")] {
        let output =
            slider().args(["merge", "--out-dir"]).arg(&partial).args(flags).arg(&shards[0]).output().expect("runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(status), "{flags:?}: {stderr}");
        assert!(stderr.contains(&format!("slider: {label}: 5 of the class have no record")), "{stderr}");
        assert!(partial.join("class.json").is_file(), "the reports are written either way");
    }
}

#[test]
fn a_run_killed_mid_class_resumes_to_the_same_reports() {
    let graded = graded();
    let dir = tempfile::tempdir().expect("a directory");
    let out = dir.path().join("report");
    let mut child = grade_until(graded, &out, dir.path(), 3);
    child.kill().expect("killed");
    child.wait().expect("reaped");
    let done = journal_records(&out);
    assert!((3..EXPECTED.len()).contains(&done), "killed mid-class, after {done} submissions");
    let (code, _, stderr) = grade(&graded.class, &graded.jar, &out, &["--resume"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains(&format!("resuming: {done} graded already")), "{stderr}");
    assert_same_reports(&graded.out, &out);
    let (code, _, stderr) = grade(&graded.class, &graded.jar, &out, &[]);
    assert_eq!(code, 2, "a finished journal is not overwritten without --resume or --fresh");
    assert!(stderr.contains("add --resume to keep them"), "{stderr}");
}

#[test]
fn the_gradescope_bundle_grades_a_submission_in_a_fake_autograder_tree() {
    let graded = graded();
    let dir = tempfile::tempdir().expect("a directory");
    let bundle = dir.path().join("autograder.zip");
    let output = slider()
        .args(["gradescope", "--config"])
        .arg(profile())
        .arg("--algs4")
        .arg(&graded.jar)
        .arg("--out")
        .arg(&bundle)
        .output()
        .expect("slider runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let autograder = dir.path().join("autograder");
    let source = autograder.join("source");
    zip::ZipArchive::new(fs::File::open(&bundle).expect("the bundle"))
        .expect("a zip")
        .extract(&source)
        .expect("unpacked");
    for file in [
        "setup.sh",
        "run_autograder",
        "slider.toml",
        "slider",
        "algs4.jar",
        "puzzles/puzzle04.txt",
        "puzzles/manifest.toml",
    ] {
        assert!(source.join(file).is_file(), "{file} in the bundle");
    }
    fixture_class(&autograder, &["crash"]);
    fs::rename(autograder.join("crash"), autograder.join("submission")).expect("the submission in place");
    let run = std::process::Command::new("bash")
        .arg(source.join("run_autograder"))
        .env("SLIDER_AUTOGRADER_ROOT", &autograder)
        .output()
        .expect("run_autograder runs");
    let log = format!("{}{}", String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success(), "{log}");
    let results: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(autograder.join("results/results.json")).expect("results.json"))
            .expect("JSON");
    let tests = results["tests"].as_array().expect("tests");
    let names: Vec<&str> = tests.iter().map(|t| t["name"].as_str().unwrap_or("?")).collect();
    assert_eq!(
        names,
        [
            "compilation",
            "moves() and solution() for puzzle04, puzzle07 and puzzle2x2-01",
            "no solution for two unsolvable boards",
            "solves each timing puzzle within the time limit: puzzle20.txt",
            "solves each timing puzzle within the time limit: puzzle28.txt",
        ]
    );
    // Weighted by the profile: the correctness groups share 60 by points (2 and 1), timing 20.
    let max: Vec<f64> = tests.iter().map(|t| t["max_score"].as_f64().expect("a number")).collect();
    assert_eq!(max, [5.0, 40.0, 20.0, 10.0, 10.0]);
    let scores: Vec<f64> = tests.iter().map(|t| t["score"].as_f64().expect("a number")).collect();
    assert_eq!(scores, [5.0, 40.0, 0.0, 10.0, 10.0]);
    assert_eq!(results["score"].as_f64(), Some(65.0));
    assert_eq!(tests[2]["visibility"], "after_due_date");
    assert_eq!(tests[2]["status"], "failed");
    let output = tests[2]["output"].as_str().expect("output");
    assert!(output.contains("java.lang.NullPointerException") && output.contains("standard error:"), "{output}");
}

#[test]
fn the_instructors_mistakes_stop_before_grading_with_one_line() {
    let dir = tempfile::tempdir().expect("a directory");
    let class = dir.path().join("class");
    fixture_class(&class, &["correct"]);
    let output = slider()
        .current_dir(dir.path())
        .env_remove("ALGS4_JAR")
        .args(["grade", "--config"])
        .arg(profile())
        .arg(&class)
        .output()
        .expect("slider runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("Java submissions need algs4.jar: give --algs4 PATH, set ALGS4_JAR"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(!dir.path().join("slider-report").exists(), "nothing graded");
    let bad_jar = dir.path().join("algs4.jar");
    fs::write(&bad_jar, "not a jar").expect("a file");
    let output = slider()
        .args(["grade", "--config"])
        .arg(profile())
        .arg("--algs4")
        .arg(&bad_jar)
        .arg(&class)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("is not a jar (zip) file"));
    let bad_profile = dir.path().join("slider.toml");
    fs::write(
        &bad_profile,
        fs::read_to_string(profile()).expect("profile").replace("points = 1\n", "points = \"one\"\n"),
    )
    .expect("a profile");
    let output = slider().args(["grade", "--config"]).arg(&bad_profile).arg(&class).output().expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("slider.toml:") && stderr.contains("points"), "{stderr}");
}

#[test]
fn init_writes_the_default_profile_and_the_corpus_once() {
    let dir = tempfile::tempdir().expect("a directory");
    let output = slider().current_dir(dir.path()).args(["grade", "--init"]).output().expect("runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let profile = fs::read_to_string(dir.path().join("slider.toml")).expect("slider.toml");
    assert!(profile.contains("[java]") && profile.contains("algs4 = \"algs4.jar\""));
    let corpus: Vec<_> = fs::read_dir(dir.path().join("puzzles")).expect("puzzles/").flatten().collect();
    assert_eq!(
        corpus.len(),
        fs::read_dir(root().join("puzzles"))
            .expect("puzzles/")
            .flatten()
            .filter(|e| e.file_name() != "make.sh")
            .count()
    );
    let again = slider().current_dir(dir.path()).args(["grade", "--init"]).output().expect("runs");
    assert_eq!(again.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&again.stderr).contains("slider.toml exists already"));
}

#[test]
fn github_classroom_gets_a_runner_per_category() {
    let graded = graded();
    let dir = tempfile::tempdir().expect("a directory");
    fixture_class(dir.path(), &["crash"]);
    let outputs = dir.path().join("github-output");
    fs::write(&outputs, "earlier=step\n").expect("an earlier step's output");
    let (code, stdout, stderr) = grade(
        &dir.path().join("crash"),
        &graded.jar,
        &dir.path().join("report"),
        &["--classroom", &outputs.display().to_string()],
    );
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    let text = fs::read_to_string(&outputs).expect("outputs");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "earlier=step", "appended, not replaced");
    let runners: Vec<(String, serde_json::Value)> = lines[1..]
        .iter()
        .map(|line| {
            let (name, value) = line.split_once('=').expect("NAME=VALUE");
            let json = base64::Engine::decode(&base64::engine::general_purpose::STANDARD, value).expect("base64");
            (name.to_string(), serde_json::from_slice(&json).expect("JSON"))
        })
        .collect();
    let names: Vec<&str> = runners.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["compilation", "correctness", "timing"]);
    let summary: Vec<(f64, &str, Vec<&str>)> = runners
        .iter()
        .map(|(_, r)| {
            let statuses =
                r["tests"].as_array().expect("tests").iter().map(|t| t["status"].as_str().unwrap_or("?")).collect();
            (r["max_score"].as_f64().expect("a number"), r["status"].as_str().unwrap_or("?"), statuses)
        })
        .collect();
    assert_eq!(
        summary,
        [(5.0, "pass", vec!["pass"]), (60.0, "fail", vec!["pass", "fail"]), (20.0, "pass", vec!["pass", "pass"])]
    );
    let message = runners[1].1["tests"][1]["message"].as_str().expect("a message");
    assert!(message.contains("NullPointerException"), "{message}");
}

#[test]
fn calibration_scales_the_limits_and_every_report_says_by_how_much() {
    let graded = graded();
    let dir = tempfile::tempdir().expect("a directory");
    fixture_class(dir.path(), &["native"]);
    let out = dir.path().join("report");
    let (code, _, stderr) = grade(&dir.path().join("native"), &graded.jar, &out, &["--calibrate"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("slider: calibrated: the reference's workload took"), "{stderr}");
    let report = class_json(&out);
    let factor = report["submissions"][0]["time_factor"].as_f64().expect("a factor");
    assert!((0.5..=4.0).contains(&factor), "{factor}");
    let assessment = fs::read_to_string(out.join("students/native/assessment.txt")).expect("text");
    let junit = fs::read_to_string(out.join("junit.xml")).expect("xml");
    assert!(junit.contains(&format!("name=\"time-factor\" value=\"{factor:.2}\"")), "{junit}");
    if (factor - 1.0).abs() > f64::EPSILON {
        assert!(assessment.contains(&format!("Time limits were scaled by {factor:.2}")), "{assessment}");
        let index = fs::read_to_string(out.join("index.html")).expect("html");
        assert!(index.contains(&format!("scaled by {factor:.2}")));
    }
}

#[test]
fn sigterm_stops_the_class_and_reports_what_finished() {
    let graded = graded();
    let dir = tempfile::tempdir().expect("a directory");
    let out = dir.path().join("report");
    let child = grade_until(graded, &out, dir.path(), 2);
    let pid = libc::pid_t::try_from(child.id()).expect("a pid");
    // SAFETY: signals the child this test started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    let output = child.wait_with_output().expect("slider exits");
    assert_eq!(output.status.code(), Some(130), "{}", String::from_utf8_lossy(&output.stderr));
    let report = class_json(&out);
    let graded_now = report["submissions"].as_array().expect("a list").len();
    let missing = report["missing"].as_array().expect("a list").len();
    assert!(graded_now >= 2 && missing > 0, "{graded_now} graded, {missing} missing");
    assert_eq!(graded_now + missing, EXPECTED.len());
    let table = String::from_utf8_lossy(&output.stdout);
    assert!(table.contains("not graded"), "the table lists who was not graded:\n{table}");
}

/// Starts `slider grade` on the fixture class in the background and returns once `records` submissions are in
/// its journal (or a minute has passed), so a test can interrupt it mid-class.
fn grade_until(graded: &Graded, out: &Path, scratch: &Path, records: usize) -> std::process::Child {
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("slider"))
        .args(["grade", "--config"])
        .arg(profile())
        .arg("--algs4")
        .arg(&graded.jar)
        .arg("--out-dir")
        .arg(out)
        .arg("--scratch")
        .arg(scratch)
        .arg(&graded.class)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("slider starts");
    let started = Instant::now();
    while journal_records(out) < records && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

/// Submissions recorded in a report folder's journal: its `NAME.json` files but the header
/// (`class.json`), not the hidden temporary file of a record being written.
fn journal_records(out: &Path) -> usize {
    let recorded = |name: &str| name.ends_with(".json") && !name.starts_with('.') && name != "class.json";
    fs::read_dir(out.join("journal"))
        .map_or(0, |d| d.flatten().filter(|e| recorded(&e.file_name().to_string_lossy())).count())
}
