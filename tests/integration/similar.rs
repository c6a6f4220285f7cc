//! `slider similar` on the project's similarity fixtures (`tests/fixtures/similar/`): independently
//! written solutions of different designs, and planted copies of one of them, each in a disguise of
//! its own and one in all of them. Every planted copy ranks above every pair of independent
//! solutions and is flagged; no independent pair is; the base code every fixture includes counts for
//! nothing; the reports agree with each other and with the published schema; bad input is a note.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use serde_json::Value;

use crate::support::{root, similar_base, similar_fixture, slider};

/// The independent solutions, and the one the copies are made from.
const INDEPENDENT: [&str; 5] =
    ["assess-correct", "flat-cached-board", "flat-two-queues", "grid-one-queue", "grid-uncached"];
const ORIGINAL: &str = "flat-two-queues";

/// The planted copies of [`ORIGINAL`], one a disguise, and all of them at once.
const COPIES: [&str; 10] = [
    "all-disguises",
    "blank-statements",
    "comments",
    "dead-code",
    "fields-reordered",
    "for-as-while",
    "literals",
    "methods-reordered",
    "reformatted",
    "renamed",
];

/// The fixture class laid out, and `slider similar`'s reports on it, made once.
struct Compared {
    class: PathBuf,
    out: PathBuf,
    report: Value,
    stdout: String,
}

fn lay_class(class: &Path) {
    for name in INDEPENDENT.iter().chain(&COPIES) {
        similar_fixture(&class.join(name), name);
    }
}

fn similar(args: &[&str], paths: &[&Path]) -> (i32, String, String) {
    let output = slider().arg("similar").args(args).args(paths).output().expect("slider runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("text");
    (output.status.code().unwrap_or(-1), text(output.stdout), text(output.stderr))
}

fn compared() -> &'static Compared {
    static COMPARED: OnceLock<Compared> = OnceLock::new();
    COMPARED.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("similar-class");
        let _ = fs::remove_dir_all(&dir);
        let class = dir.join("class");
        lay_class(&class);
        let out = dir.join("report");
        let base = similar_base();
        let (code, stdout, stderr) =
            similar(&["--base", base.to_str().expect("a path"), "--out-dir", out.to_str().expect("a path")], &[&class]);
        assert_eq!(code, 0, "{stdout}\n{stderr}");
        let report = json(&out.join("similarity.json"));
        Compared { class, out, report, stdout }
    })
}

fn json(path: &Path) -> Value {
    serde_json::from_str(&fs::read_to_string(path).expect("the JSON report")).expect("JSON")
}

/// The pairs of a report by their two names, in name order.
fn pairs(report: &Value) -> HashMap<(String, String), Value> {
    let mut found = HashMap::new();
    for pair in report["pairs"].as_array().expect("pairs") {
        let (a, b) = (pair["a"].as_str().expect("a").to_string(), pair["b"].as_str().expect("b").to_string());
        found.insert(if a < b { (a, b) } else { (b, a) }, pair.clone());
    }
    found
}

fn mean(pairs: &HashMap<(String, String), Value>, x: &str, y: &str) -> f64 {
    let key = if x < y { (x.to_string(), y.to_string()) } else { (y.to_string(), x.to_string()) };
    pairs.get(&key).map_or(0.0, |p| p["mean"].as_f64().expect("a mean"))
}

#[test]
fn every_planted_copy_ranks_above_every_independent_pair() {
    let report = &compared().report;
    let pairs = pairs(report);
    let threshold = report["threshold"].as_f64().expect("a threshold");
    let mut independent = Vec::new();
    for (i, x) in INDEPENDENT.iter().enumerate() {
        for y in &INDEPENDENT[i + 1..] {
            independent.push((format!("{x} ~ {y}"), mean(&pairs, x, y)));
        }
    }
    let highest = independent.iter().map(|p| p.1).fold(0.0, f64::max);
    for (pair, share) in &independent {
        assert!(*share < threshold, "independent solutions {pair} are flagged at {share}");
    }
    for copy in COPIES {
        let share = mean(&pairs, copy, ORIGINAL);
        assert!(share >= threshold, "the copy {copy} is not flagged: {share} below {threshold}");
        assert!(
            share > highest,
            "the copy {copy} ({share}) ranks below an independent pair ({highest}): {independent:?}"
        );
    }
}

#[test]
fn the_copies_and_their_original_are_one_cluster() {
    let clusters = compared().report["clusters"].as_array().expect("clusters").clone();
    assert_eq!(clusters.len(), 1, "{clusters:#?}");
    let members: Vec<&str> =
        clusters[0]["members"].as_array().expect("members").iter().filter_map(Value::as_str).collect();
    let mut expected: Vec<&str> = COPIES.iter().copied().chain([ORIGINAL]).collect();
    expected.sort_unstable();
    let mut sorted = members.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, expected);
}

/// Base code counts for nothing: with the base file in every submission and `--base`, no pair shares
/// more than it does without the file at all (what students wrote that matches the base code is
/// taken out too, as JPlag does); the copies still match in full; every submission's base tokens
/// are at least the base file's; and without `--base` the shared file raises the independent pairs,
/// so the test is not vacuous.
#[test]
fn the_base_code_contributes_nothing() {
    let with_base = &compared().report;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("similar-without-base");
    let _ = fs::remove_dir_all(&dir);
    lay_class(&dir);
    for name in INDEPENDENT.iter().chain(&COPIES) {
        fs::remove_file(dir.join(name).join("MinPQ.java")).expect("the base file removed");
    }
    let (code, stdout, stderr) = similar(&["--format", "json"], &[&dir]);
    assert_eq!(code, 0, "{stderr}");
    let without: Value = serde_json::from_str(&stdout).expect("JSON");
    let (based, bare) = (pairs(with_base), pairs(&without));
    for (key, pair) in &based {
        let matched = |p: &Value| p["matched"].as_u64().expect("matched");
        let alone = bare.get(key).map_or(0, matched);
        assert!(matched(pair) <= alone, "{key:?}: {} shared with the base file, {alone} without it", matched(pair));
    }
    let threshold = with_base["threshold"].as_f64().expect("a threshold");
    for copy in COPIES {
        assert!(mean(&based, copy, ORIGINAL) >= threshold, "{copy} with the base code taken out");
    }
    let tokens = |report: &Value, field: &str| -> Vec<u64> {
        report["submissions"].as_array().expect("submissions").iter().map(|s| s[field].as_u64().unwrap_or(0)).collect()
    };
    let (counted, base, alone) =
        (tokens(with_base, "tokens"), tokens(with_base, "base_tokens"), tokens(&without, "tokens"));
    let file: Vec<u64> = (0..counted.len()).map(|i| counted[i] + base[i] - alone[i]).collect();
    assert!(file.iter().all(|&t| t == file[0] && t > 50), "the base file's tokens: {file:?}");
    assert!(base.iter().all(|&b| b >= file[0]), "base tokens {base:?}, the file's {}", file[0]);
    let (_, stdout, _) = similar(&["--format", "json"], &[&compared().class]);
    let unbased: Value = serde_json::from_str(&stdout).expect("JSON");
    let raised = mean(&pairs(&unbased), "grid-one-queue", "grid-uncached");
    assert!(raised > mean(&based, "grid-one-queue", "grid-uncached") + 0.05, "{raised}");
}

#[test]
fn every_report_says_the_same_and_the_json_follows_its_schema() {
    let compared = compared();
    let schema: Value = json(&root().join("docs/schema/slider-similarity-1.schema.json"));
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let problems: Vec<String> =
        validator.iter_errors(&compared.report).map(|e| format!("{e} at {}", e.instance_path())).collect();
    assert!(problems.is_empty(), "similarity.json: {problems:#?}");
    let report = &compared.report;
    let listed = report["pairs"].as_array().expect("pairs");
    let csv = fs::read_to_string(compared.out.join("similarity.csv")).expect("similarity.csv");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row")).collect();
    assert_eq!(rows.len(), listed.len(), "a CSV row a pair");
    for (row, pair) in rows.iter().zip(listed) {
        assert_eq!((&row[1], &row[2]), (pair["a"].as_str().expect("a"), pair["b"].as_str().expect("b")));
        assert_eq!(row[3].parse::<f64>().expect("a mean"), pair["mean"].as_f64().expect("a mean"));
        assert_eq!(&row[12], pair["explained"].as_str().expect("explained"));
    }
    // The table's first line is the first pair, explained.
    let first = &listed[0];
    assert!(compared.stdout.contains(first["explained"].as_str().expect("explained")), "{}", compared.stdout);
    // Every flagged pair has its page; the index links each.
    let index = fs::read_to_string(compared.out.join("similarity.html")).expect("similarity.html");
    for pair in listed.iter().filter(|p| p["flagged"] == true) {
        let page = pair["page"].as_str().expect("a flagged pair has a page");
        assert!(compared.out.join(page).is_file(), "{page}");
        assert!(index.contains(&format!("href=\"{page}\"")), "{page} is linked");
    }
}

#[test]
fn earlier_terms_are_compared_with_the_class_but_not_with_each_other() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("similar-prior");
    let _ = fs::remove_dir_all(&dir);
    let (class, prior) = (dir.join("class"), dir.join("prior"));
    for name in ["grid-one-queue", "renamed"] {
        similar_fixture(&class.join(name), name);
    }
    for name in ["flat-two-queues", "reformatted"] {
        similar_fixture(&prior.join(name), name);
    }
    let (code, stdout, stderr) = similar(&["--format", "json", "--prior", prior.to_str().expect("a path")], &[&class]);
    assert_eq!(code, 0, "{stderr}");
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["compared_pairs"], 5, "1 pair in the class and 2 x 2 with the earlier term");
    let pairs = pairs(&report);
    assert!(!pairs.contains_key(&("prior/flat-two-queues".to_string(), "prior/reformatted".to_string())));
    assert!(pairs[&("prior/flat-two-queues".to_string(), "renamed".to_string())]["flagged"] == true);
}

#[test]
fn bad_input_is_a_note_on_its_submission_never_a_stop() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("similar-bad-input");
    let _ = fs::remove_dir_all(&dir);
    for name in ["grid-one-queue", "renamed"] {
        similar_fixture(&dir.join(name), name);
    }
    let odd = dir.join("odd");
    fs::create_dir_all(&odd).expect("a folder");
    fs::write(odd.join("Board.java"), b"\x00\x01binary\x00").expect("a binary file");
    fs::write(odd.join("Big.java"), vec![b'/'; 2 << 20]).expect("a large file");
    fs::create_dir_all(dir.join("empty")).expect("a folder");
    fs::write(dir.join("empty/README.txt"), "no code").expect("a file");
    fs::write(dir.join("broken.zip"), b"PK not a zip").expect("a zip that is not one");
    let hostile = dir.join("eve\u{1b}[2J");
    similar_fixture(&hostile, "reformatted");
    let (code, stdout, stderr) = similar(&[], &[&dir]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    for expected in [
        "Note: odd: Board.java: a binary file, not source text; left out",
        "Note: odd: Big.java: 2.0 MiB is over the 1.0 MiB a source file may have; left out",
        "Note: empty: no source files (.java, .c, .cpp, .py, ...)",
        "Note: broken: zip refused: not a readable zip",
        "eve\\u{1b}[2J",
    ] {
        assert!(stdout.contains(expected), "{expected:?} in:\n{stdout}");
    }
    assert!(!stdout.contains('\u{1b}'), "a name's escape reaches the terminal");
    // The three with no token share no fingerprint with anyone: of the 15 pairs, only 3 are tiled.
    assert!(stdout.starts_with("6 submissions compared, 15 pairs (3 tiled;"), "{stdout}");
}

/// The page of the copy in every disguise against its original, in headless Chromium: both sides
/// shown, each run's lines in the same colour on both, the run table as long as the JSON says, the
/// lines a run stands for covered; the screenshot `docs/similarity-pair.png` is copied from
/// (written under `target/tmp/`).
#[test]
fn a_pair_page_renders_in_chromium() {
    use crate::webdriver::{Driver, browser, on_path};
    let (Some(chromium), Some(chromedriver)) = (on_path("chromium"), on_path("chromedriver")) else {
        crate::support::browser_missing("chromium or chromedriver", "apt-get install chromium chromium-driver");
        return;
    };
    let compared = compared();
    let pair = compared.report["pairs"]
        .as_array()
        .expect("pairs")
        .iter()
        .find(|p| [p["a"].as_str(), p["b"].as_str()] == [Some("all-disguises"), Some(ORIGINAL)])
        .expect("the pair of the copy in every disguise")
        .clone();
    let page = compared.out.join(pair["page"].as_str().expect("its page"));
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    runtime.block_on(async {
        let client = browser(&driver, &chromium, "similarity-pair", "1500,1400").await;
        client.goto(&format!("file://{}", page.display())).await.expect("the page loads");
        let seen = client
            .execute(
                "const runs = document.querySelectorAll('table.runs tbody tr').length;
                 // Every run's link lands on both sides; where the line is the run's own, it has the
                 // run's colour, the swatch's, on both.
                 const colour = e => getComputedStyle(e).backgroundColor;
                 const same = [...Array(runs).keys()].every(k => {
                     const a = document.getElementById('a-r' + k), b = document.getElementById('b-r' + k);
                     const swatch = document.querySelector('.swatch.r' + k);
                     if (!a || !b || !swatch) return false;
                     return [a, b].every(e => !e.classList.contains('r' + k) || colour(e) === colour(swatch));
                 });
                 const owned = [...Array(runs).keys()].filter(k =>
                     document.getElementById('a-r' + k).classList.contains('r' + k)
                     && document.getElementById('b-r' + k).classList.contains('r' + k)).length;
                 const coloured = side => [...document.querySelectorAll('#side-' + side + ' .line')]
                     .filter(l => /\\br\\d+\\b/.test(l.className)).length;
                 return {runs, same, owned, a: coloured('a'), b: coloured('b'),
                         explained: document.getElementById('explained').textContent,
                         width: document.querySelector('.sides').getBoundingClientRect().width};",
                Vec::new(),
            )
            .await
            .expect("the page is read");
        assert_eq!(seen["runs"], pair["runs"], "{seen}");
        assert_eq!(seen["same"], true, "each run has one colour on both sides: {seen}");
        assert!(seen["owned"].as_u64().unwrap_or(0) >= 3, "most runs show in their own colour on both sides: {seen}");
        assert!(seen["a"].as_u64().unwrap_or(0) > 40 && seen["b"].as_u64().unwrap_or(0) > 40, "{seen}");
        assert!(seen["explained"].as_str().unwrap_or("").starts_with(pair["explained"].as_str().expect("explained")));
        assert!(seen["width"].as_f64().unwrap_or(0.0) > 1200.0, "both sides use the width: {seen}");
        let shot = client.screenshot().await.expect("a screenshot");
        assert!(shot.starts_with(b"\x89PNG") && shot.len() > 20_000, "a drawn page ({} bytes)", shot.len());
        fs::write(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("similarity-pair.png"), shot).expect("written");
        client.close().await.expect("the session closes");
    });
}

/// `slider grade` with `[similarity]` on: the class is graded as ever, and the similarity reports are
/// written beside the class reports, the class's index summing them up and linking to them.
#[test]
fn grade_with_similarity_writes_its_reports_beside_the_class_reports() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("similar-grade");
    let _ = fs::remove_dir_all(&dir);
    let class = dir.join("class");
    for name in ["flat-two-queues", "renamed", "grid-one-queue"] {
        similar_fixture(&class.join(name), name);
    }
    let profile = fs::read_to_string(crate::support::fixtures().join("class/slider.toml")).expect("the profile");
    let corpus = root().join("puzzles");
    let profile =
        profile.replace("corpus = \"../../../puzzles\"", &format!("corpus = {:?}", corpus.display().to_string()));
    let profile =
        format!("{profile}\n[similarity]\nbase = [{:?}]\nthreshold = 60\n", similar_base().display().to_string());
    fs::write(dir.join("slider.toml"), profile).expect("the profile written");
    let jar = crate::support::algs4_jar(&dir);
    let out = dir.join("report");
    let (code, stdout, stderr) = crate::grade::grade_with(&dir.join("slider.toml"), &class, &jar, &out, &[]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    let report = json(&out.join("similarity.json"));
    let pairs = pairs(&report);
    assert_eq!(pairs[&("flat-two-queues".to_string(), "renamed".to_string())]["flagged"], true);
    assert!(out.join("similarity.csv").is_file() && out.join("similarity.html").is_file());
    let page =
        pairs[&("flat-two-queues".to_string(), "renamed".to_string())]["page"].as_str().expect("a page").to_string();
    assert!(out.join(&page).is_file(), "{page}");
    let index = fs::read_to_string(out.join("index.html")).expect("the class index");
    assert!(index.contains("id=\"similarity\"") && index.contains("href=\"similarity.html\""), "the index links it");
    assert!(index.contains(&format!("href=\"{page}\"")), "the index links the most similar pair's page");
    let class_json = json(&out.join("class.json"));
    assert_eq!(class_json["submissions"].as_array().map(Vec::len), Some(3), "the class is graded as ever");
}
