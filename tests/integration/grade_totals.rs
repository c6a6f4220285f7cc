//! Every class report's totals are the model's: for each submission of the fixture class, what
//! Gradescope's `results.json`, GitHub Classroom's runners, `tests.csv`, the gradebook and the HTML
//! pages show is the `SubmissionRecord`'s score as `class/score.rs` counted it, and the per-test worths
//! are those of `class/worth.rs`'s sheet. The reports are read as files, the way their readers read
//! them; the model is `class.json` read back.

use std::fs;
use std::path::Path;

use scraper::{Html, Selector};
use slider::class::model::{ClassReport, SubmissionRecord};
use slider::class::worth::{Points, Sheet, sheet};
use slider::report::class::{student_folder, write_classroom, write_gradescope};

use crate::grade::graded;

/// A number of points as whole ten-thousandths, checking that it is one.
fn units(value: f64) -> i64 {
    let scaled = value * 10_000.0;
    assert!((scaled - scaled.round()).abs() < 1e-6, "{value} is not whole ten-thousandths");
    scaled.round() as i64
}

fn points_units(points: Points) -> i64 {
    units(points.value())
}

/// The class as the journal holds it.
fn model(out: &Path) -> ClassReport {
    serde_json::from_str(&fs::read_to_string(out.join("class.json")).expect("class.json")).expect("a class report")
}

/// How many tests the sheet has: each may be a ten-thousandth off its exact share.
fn tests(sheet: &Sheet<'_>) -> f64 {
    (1 + sheet.groups.iter().map(Vec::len).sum::<usize>()) as f64
}

/// The weights of the categories that carry points: the aggregate's 100% on Gradescope's scale.
fn possible(report: &ClassReport) -> f64 {
    report.scored_categories().map(|c| c.weight).sum()
}

#[test]
fn gradescopes_score_is_the_models() {
    let graded = graded();
    let report = model(&graded.out);
    let dir = tempfile::tempdir().expect("a directory");
    for record in &report.submissions {
        let path = dir.path().join(format!("{}.json", record.name));
        write_gradescope(&report, record, &path).expect("results.json written");
        let results: serde_json::Value =
            serde_json::from_str(&fs::read_to_string(&path).expect("results.json")).expect("JSON");
        let score = results["score"].as_f64().expect("a score");
        let tested = results["tests"].as_array().expect("tests");
        let earned: i64 = tested.iter().map(|t| units(t["score"].as_f64().expect("a number"))).sum();
        let max: i64 = tested.iter().map(|t| units(t["max_score"].as_f64().expect("a number"))).sum();
        let sheet = sheet(&report, record);
        assert_eq!(units(score), earned, "{}: the score is its tests'", record.name);
        assert_eq!(units(score), points_units(sheet.earned_weight()), "{}: the sheet's", record.name);
        assert_eq!(max, units(possible(&report)), "{}: the tests add up to the weights", record.name);
        let model = record.score_percent * possible(&report) / 100.0;
        assert!((score - model).abs() <= tests(&sheet) * 1e-4, "{}: {score}, the model {model}", record.name);
    }
}

/// The runners of GitHub Classroom's outputs in `path`, decoded.
fn runners(path: &Path) -> Vec<serde_json::Value> {
    let text = fs::read_to_string(path).expect("the outputs");
    let decode = |line: &str| {
        let (_, value) = line.split_once('=').expect("NAME=VALUE");
        let json = base64::Engine::decode(&base64::engine::general_purpose::STANDARD, value).expect("base64");
        serde_json::from_slice(&json).expect("JSON")
    };
    text.lines().map(decode).collect()
}

#[test]
fn github_classrooms_points_are_the_models() {
    let graded = graded();
    let report = model(&graded.out);
    let dir = tempfile::tempdir().expect("a directory");
    for record in &report.submissions {
        let path = dir.path().join(&record.name);
        write_classroom(&report, record, &path).expect("the outputs written");
        let runners = runners(&path);
        // The reporter's points: each runner's tests' scores, of the runners' max scores.
        let tested = runners.iter().flat_map(|r| r["tests"].as_array().expect("tests"));
        let earned: i64 = tested.map(|t| units(t["score"].as_f64().expect("a score"))).sum();
        let max: i64 = runners.iter().map(|r| units(r["max_score"].as_f64().expect("a number"))).sum();
        let sheet = sheet(&report, record);
        assert_eq!(earned, points_units(sheet.earned_weight()), "{}: the sheet's", record.name);
        assert_eq!(max, units(possible(&report)), "{}: the weights with points", record.name);
        let (score, model) = (earned as f64 / 10_000.0, record.score_percent * possible(&report) / 100.0);
        assert!((score - model).abs() <= tests(&sheet) * 1e-4, "{}: {score}, the model {model}", record.name);
    }
}

#[test]
fn tests_csv_adds_up_to_each_students_points() {
    let graded = graded();
    let report = model(&graded.out);
    let mut rows = csv::Reader::from_path(graded.out.join("tests.csv")).expect("tests.csv");
    let rows: Vec<csv::StringRecord> = rows.records().map(|r| r.expect("a row")).collect();
    for record in &report.submissions {
        let mine: Vec<&csv::StringRecord> = rows.iter().filter(|r| &r[0] == record.name.as_str()).collect();
        let sum = |group: &str| -> i64 {
            mine.iter().filter(|r| &r[1] == group).map(|r| units(r[5].parse().expect("points"))).sum()
        };
        let total: i64 = mine.iter().map(|r| units(r[5].parse().expect("points"))).sum();
        let sheet = sheet(&report, record);
        assert_eq!(total, points_units(sheet.earned_points()), "{}: the sheet's points", record.name);
        let build = record.categories.iter().find(|c| c.name == "compilation").expect("the build's category");
        assert_eq!(sum("compilation"), units(build.earned), "{}: the build", record.name);
        for (score, tested) in record.groups.iter().zip(&sheet.groups) {
            let slack = tested.len() as f64 * 1e-4;
            let rows = sum(&score.name) as f64 / 10_000.0;
            assert!((rows - score.earned).abs() <= slack, "{} {}: {rows} of {}", record.name, score.name, score.earned);
        }
    }
}

#[test]
fn the_gradebook_shows_each_students_scores() {
    let graded = graded();
    let report = model(&graded.out);
    let mut reader = csv::Reader::from_path(graded.out.join("gradebook.csv")).expect("gradebook.csv");
    let header = reader.headers().expect("a header").clone();
    for row in reader.records().map(|r| r.expect("a row")) {
        let Some(record) = report.submissions.iter().find(|s| s.name == row[0]) else { continue };
        let column = |name: &str| header.iter().position(|h| h == name).map(|i| row[i].to_string());
        assert_eq!(column("score_percent"), Some(format!("{:.2}", record.score_percent)), "{}", record.name);
        for group in &record.groups {
            let shown: f64 = column(&group.name).expect("a column").parse().expect("points");
            assert!((shown - group.earned).abs() <= 0.005, "{} {}: {shown}", record.name, group.name);
        }
    }
}

/// The text of the first element `selector` selects in `html`.
fn text(html: &Html, selector: &str) -> String {
    let selector = Selector::parse(selector).expect("a selector");
    html.select(&selector).next().map(|e| e.text().collect()).unwrap_or_default()
}

#[test]
fn the_html_pages_show_the_models_scores() {
    let graded = graded();
    let report = model(&graded.out);
    let index = Html::parse_document(&fs::read_to_string(graded.out.join("index.html")).expect("index.html"));
    let rows = Selector::parse("#heatmap tbody tr[data-student]").expect("a selector");
    let score_cell = Selector::parse("td.score").expect("a selector");
    let mut shown = Vec::new();
    for row in index.select(&rows) {
        let cell = row.select(&score_cell).next().expect("a score cell");
        shown.push((row.value().attr("data-student").unwrap_or("?"), cell.value().attr("data-score").unwrap_or("?")));
    }
    for record in &report.submissions {
        let score = format!("{:.2}", record.score_percent);
        assert!(shown.contains(&(record.name.as_str(), score.as_str())), "{}: {shown:?}", record.name);
        student_page(&graded.out, record, &score);
    }
    let mean = report.submissions.iter().map(|s| s.score_percent).sum::<f64>() / report.submissions.len() as f64;
    assert_eq!(text(&index, "#mean-score"), format!("{mean:.2}"));
}

/// A student's page: the aggregate, and each group's points earned of its points.
fn student_page(out: &Path, record: &SubmissionRecord, score: &str) {
    let path = out.join("students").join(student_folder(&record.name)).join("index.html");
    let page = Html::parse_document(&fs::read_to_string(path).expect("a student's page"));
    assert_eq!(text(&page, "#score"), score, "{}", record.name);
    let points = Selector::parse("#groups tbody tr td.num").expect("a selector");
    let shown: Vec<String> = page.select(&points).map(|e| e.text().collect()).collect();
    let model: Vec<String> = record.groups.iter().map(|g| format!("{:.2}/{:.2}", g.earned, g.points)).collect();
    assert_eq!(shown, model, "{}", record.name);
}
