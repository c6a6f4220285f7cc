//! The HTML class report in a real browser: headless Chromium through WebDriver renders the fixture
//! class's index and two students' pages. The test reads what the pages show (the counts, the heat
//! map's rows, order and colours, the histogram's bins and axes, the bars' colours, the width used),
//! sorts the heat map by clicking its headings, follows a student's link, and takes the screenshots
//! `docs/class-report.png` and `docs/class-report-student.png` are copied from (written under
//! `target/tmp/`).

use std::path::{Path, PathBuf};

use fantoccini::{Client, Locator};
use serde_json::{Value, json};

use crate::grade::graded;
use crate::webdriver::{Driver, browser, on_path, until};

/// Runs `script` (a function body) on the page and returns what it returns.
async fn eval(client: &Client, script: &str) -> Value {
    client.execute(script, Vec::new()).await.unwrap_or_else(|e| panic!("{script}: {e}"))
}

async fn text(client: &Client, css: &str) -> String {
    client.find(Locator::Css(css)).await.expect(css).text().await.expect("its text")
}

fn url(page: &Path) -> String {
    format!("file://{}", page.display())
}

/// The colour the page must give a rate, as the browser reports a computed colour.
fn colour(rate: f64) -> String {
    let stops = [(0.0, [215.0, 48.0, 39.0]), (0.5, [254.0, 224.0, 139.0]), (1.0, [26.0, 152.0, 80.0])];
    let (low, high) = if rate <= 0.5 { (stops[0], stops[1]) } else { (stops[1], stops[2]) };
    let t = (rate - low.0) / (high.0 - low.0);
    let c: Vec<String> = (0..3).map(|i| format!("{:.0}", low.1[i] + (high.1[i] - low.1[i]) * t)).collect();
    format!("rgb({})", c.join(", "))
}

async fn screenshot(client: &Client, name: &str) {
    let shot = client.screenshot().await.expect("a screenshot");
    assert!(shot.starts_with(b"\x89PNG") && shot.len() > 20_000, "a drawn page ({} bytes)", shot.len());
    std::fs::write(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name), shot).expect("written");
}

#[test]
fn the_class_report_renders_in_chromium() {
    let (Some(chromium), Some(chromedriver)) = (on_path("chromium"), on_path("chromedriver")) else {
        crate::support::browser_missing("chromium or chromedriver", "apt-get install chromium chromium-driver");
        return;
    };
    let out = graded().out.clone();
    let class: Value =
        serde_json::from_slice(&std::fs::read(out.join("class.json")).expect("class.json")).expect("json");
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    runtime.block_on(async {
        let client = browser(&driver, &chromium, "class-report", "1500,1800").await;
        client.goto(&url(&out.join("index.html"))).await.expect("the index loads");
        counts(&client, &class).await;
        heat_map(&client, &class, &out).await;
        histogram(&client, &class).await;
        bars(&client).await;
        screenshot(&client, "class-report.png").await;
        sorting(&client).await;
        following(&client, &out).await;
        client.close().await.expect("closed");
    });
}

async fn counts(client: &Client, class: &Value) {
    let graded = class["submissions"].as_array().expect("submissions").len();
    assert_eq!(graded, 10);
    assert_eq!(text(client, "#graded-count").await, "10");
    assert_eq!(text(client, "#missing-count").await, "0");
    let full = class["submissions"].as_array().unwrap().iter().filter(|s| s["score_percent"] == json!(100.0)).count();
    assert_eq!(text(client, "#full-count").await, full.to_string());
    let width = eval(
        client,
        "return [document.getElementById('students-section').getBoundingClientRect().width, window.innerWidth];",
    )
    .await;
    let (used, window) = (width[0].as_f64().unwrap(), width[1].as_f64().unwrap());
    assert!(used > 0.9 * window, "the heat map uses the window's width: {used} of {window}");
}

/// A row per student, best first; a cell per group whose colour is its share of tests passed.
async fn heat_map(client: &Client, class: &Value, out: &Path) {
    let rows = eval(
        client,
        "return [...document.querySelectorAll('#heatmap tbody tr')].map(r => ({
            student: r.dataset.student,
            href: r.querySelector('a.student').getAttribute('href'),
            score: Number(r.querySelector('td.score').dataset.sort),
            cells: [...r.querySelectorAll('td.cell')].map(c => ({group: c.dataset.group, rate: c.dataset.rate ?? null,
                                                               colour: getComputedStyle(c).backgroundColor}))
        }));",
    )
    .await;
    let rows = rows.as_array().expect("rows");
    let groups = class["groups"].as_array().expect("groups");
    assert_eq!(rows.len(), 10);
    let scores: Vec<f64> = rows.iter().map(|r| r["score"].as_f64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best score first: {scores:?}");
    for row in rows {
        assert!(out.join(row["href"].as_str().unwrap()).is_file(), "{row} links to a page");
        let record = class["submissions"].as_array().unwrap().iter().find(|s| s["name"] == row["student"]).unwrap();
        let cells = row["cells"].as_array().unwrap();
        assert_eq!(cells.len(), groups.len() + 1, "build and a cell per group: {row}");
        for (cell, score) in cells[1..].iter().zip(record["groups"].as_array().unwrap()) {
            assert_eq!(cell["group"], score["name"]);
            let (passed, tests) = (score["tests_passed"].as_f64().unwrap(), score["tests"].as_f64().unwrap());
            if tests > 0.0 {
                let rate = passed / tests;
                assert_eq!(cell["rate"].as_str().unwrap().parse::<f64>().unwrap(), (rate * 1e4).round() / 1e4);
                assert_eq!(cell["colour"], json!(colour(rate)), "{} {}", row["student"], score["name"]);
            }
        }
    }
}

/// Ten bins holding every student, a full score in the last; y ticks in whole students; titled axes.
async fn histogram(client: &Client, class: &Value) {
    let bins = eval(client, "return [...document.querySelectorAll('#score-distribution rect.bin')].map(r => [Number(r.dataset.bin), Number(r.dataset.count)]);").await;
    let bins: Vec<(u64, u64)> = serde_json::from_value(bins).expect("bins");
    assert_eq!(bins.iter().map(|b| b.0).collect::<Vec<_>>(), (0..10).map(|i| i * 10).collect::<Vec<_>>());
    assert_eq!(bins.iter().map(|b| b.1).sum::<u64>(), 10, "every submission in a bin");
    let top = class["submissions"].as_array().unwrap().iter().filter(|s| s["score_percent"].as_f64().unwrap() >= 90.0);
    assert_eq!(bins[9].1, top.count() as u64, "90-100 holds the full scores");
    let ticks = eval(
        client,
        "return [...document.querySelectorAll('#score-distribution .y-tick')].map(t => Number(t.textContent));",
    )
    .await;
    let ticks: Vec<u64> = serde_json::from_value(ticks).expect("ticks");
    assert!(ticks.len() >= 3 && ticks[0] == 0, "a y-axis with ticks from 0: {ticks:?}");
    assert!(*ticks.last().unwrap() >= bins.iter().map(|b| b.1).max().unwrap(), "the axis reaches the tallest bin");
    let titles = eval(
        client,
        "return [...document.querySelectorAll('#score-distribution text.title')].map(t => t.textContent);",
    )
    .await;
    assert_eq!(titles, json!(["aggregate score (%)", "students"]));
}

/// A bar per puzzle, in its pass rate's colour.
async fn bars(client: &Client) {
    let bars = eval(client, "return [...document.querySelectorAll('#pass-rates rect.rate')].map(r => [Number(r.dataset.passed), Number(r.dataset.total), r.getAttribute('fill')]);").await;
    let bars: Vec<(usize, usize, String)> = serde_json::from_value(bars).expect("bars");
    assert_eq!(bars.len(), 7, "a bar per puzzle");
    for (passed, total, fill) in &bars {
        assert_eq!(fill.replace(',', ", "), colour(*passed as f64 / *total as f64), "{passed}/{total}");
    }
    let fills: std::collections::HashSet<&String> = bars.iter().map(|b| &b.2).collect();
    assert!(fills.len() > 1, "rates differ, and so do their colours: {bars:?}");
}

/// The column a heading sorts, read from the body's rows.
async fn column(client: &Client, index: usize) -> Vec<Value> {
    let script = format!(
        "return [...document.querySelectorAll('#heatmap tbody tr')].map(r => {{ const c = r.cells[{index}]; return c.dataset.sort !== undefined ? Number(c.dataset.sort) : c.textContent.trim(); }});"
    );
    eval(client, &script).await.as_array().expect("a column").clone()
}

/// Clicking a group's heading orders the rows by it, highest first, then lowest first; the student
/// heading orders them by name.
async fn sorting(client: &Client) {
    let heading = "#heatmap thead th[data-group='timing'] button.sort";
    let index = eval(
        client,
        "return [...document.querySelectorAll('#heatmap thead th')].findIndex(th => th.dataset.group === 'timing');",
    )
    .await;
    let index = index.as_u64().expect("a timing column") as usize;
    client.find(Locator::Css(heading)).await.expect("a sort button").click().await.expect("a click");
    let down: Vec<f64> = column(client, index).await.iter().map(|v| v.as_f64().unwrap()).collect();
    assert!(down.windows(2).all(|w| w[0] >= w[1]) && down[0] > *down.last().unwrap(), "highest first: {down:?}");
    let sort =
        eval(client, "return document.querySelector(\"#heatmap th[data-group='timing']\").getAttribute('aria-sort');")
            .await;
    assert_eq!(sort, json!("descending"));
    client.find(Locator::Css(heading)).await.expect("a sort button").click().await.expect("a click");
    let up: Vec<f64> = column(client, index).await.iter().map(|v| v.as_f64().unwrap()).collect();
    assert!(up.windows(2).all(|w| w[0] <= w[1]), "then lowest first: {up:?}");
    client
        .find(Locator::Css("#heatmap thead th:first-child button.sort"))
        .await
        .expect("a button")
        .click()
        .await
        .expect("a click");
    let names: Vec<String> = column(client, 0).await.iter().map(|v| v.as_str().unwrap().to_string()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "by name");
}

/// A student's name opens their page: what cost points first, the assessment text last.
async fn following(client: &Client, out: &Path) {
    client
        .find(Locator::Css("#heatmap tr[data-student='crash'] a.student"))
        .await
        .expect("crash's link")
        .click()
        .await
        .expect("a click");
    until(client, "return document.getElementById('score') !== null;").await;
    assert!(client.current_url().await.expect("a url").as_str().ends_with("students/crash/index.html"));
    assert_eq!(text(client, "#score").await, "76.47");
    let order = eval(client, "const ids = ['failures', 'groups', 'runs', 'assessment'].map(id => document.getElementById(id));
        return ids.every(e => e) && ids.every((e, i) => i === 0 || (ids[i - 1].compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING));").await;
    assert_eq!(order, json!(true), "failures, groups, runs, then the assessment");
    let failed = text(client, "#failures tbody").await;
    assert!(failed.contains("unsolvable") && failed.contains("java.lang.NullPointerException"), "{failed}");
    assert!(text(client, "#assessment").await.contains("java.lang.NullPointerException"));
    let runs = eval(
        client,
        "return [...document.querySelectorAll('#runs tbody tr td:nth-child(2)')].map(td => td.className);",
    )
    .await;
    let runs: Vec<String> = serde_json::from_value(runs).expect("runs");
    assert_eq!(runs.len(), 7, "a row per run");
    let first_pass = runs.iter().position(|c| c == "pass").unwrap_or(runs.len());
    assert!(
        runs[..first_pass].iter().all(|c| c == "fail") && runs[first_pass..].iter().all(|c| c == "pass"),
        "failed runs first: {runs:?}"
    );
    assert!(first_pass > 0, "crash failed a run");
    screenshot(client, "class-report-student.png").await;
    client.goto(&url(&out.join("students/correct/index.html"))).await.expect("correct's page");
    assert_eq!(text(client, "#no-failures").await, "Every test passed.");
}
