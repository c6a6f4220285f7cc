//! The HTML class report in a real browser: headless Chromium (Debian's `chromium`, which `.ci/run`
//! installs) renders the fixture class's index and a student's page, takes a screenshot, and the test
//! reads what the page shows through the DOM Chromium built: the counts, the student links, the charts.

use std::path::{Path, PathBuf};
use std::process::Command;

use scraper::{Html, Selector};

use crate::grade::graded;

/// The browser, if the machine has one.
fn chromium() -> Option<PathBuf> {
    ["chromium", "chromium-browser", "google-chrome"].into_iter().find_map(|name| {
        let path = std::env::var_os("PATH")?;
        std::env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
    })
}

/// Headless Chromium on `page` with `extra` arguments (the flags that keep it off the network and
/// out of the user's profile); its standard output.
fn headless(browser: &Path, page: &Path, extra: &[&str]) -> Vec<u8> {
    let profile = tempfile::tempdir().expect("a profile folder");
    let output = Command::new(browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        .args(["--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1000,1600"])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .args(extra)
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs");
    assert!(output.status.success(), "chromium: {}", String::from_utf8_lossy(&output.stderr));
    output.stdout
}

fn dom(browser: &Path, page: &Path) -> Html {
    Html::parse_document(&String::from_utf8(headless(browser, page, &["--dump-dom"])).expect("text"))
}

fn select<'a>(html: &'a Html, css: &str) -> Vec<scraper::ElementRef<'a>> {
    html.select(&Selector::parse(css).expect("a selector")).collect()
}

fn text(html: &Html, css: &str) -> String {
    select(html, css).first().map(|e| e.text().collect()).unwrap_or_default()
}

#[test]
fn the_class_report_renders_in_chromium() {
    let Some(browser) = chromium() else {
        crate::support::browser_missing("chromium", "apt-get install chromium");
        return;
    };
    let out = &graded().out;
    // Not beside the reports, which other tests compare file by file.
    let shots = tempfile::tempdir().expect("a folder");
    let shot = shots.path().join("screenshot.png");
    headless(&browser, &out.join("index.html"), &[&format!("--screenshot={}", shot.display())]);
    let png = std::fs::read(&shot).expect("a screenshot");
    assert!(png.starts_with(b"\x89PNG") && png.len() > 20_000, "a screenshot of a drawn page ({} bytes)", png.len());

    let index = dom(&browser, &out.join("index.html"));
    assert_eq!(text(&index, "#graded-count"), "10");
    assert_eq!(text(&index, "#missing-count"), "0");
    let links = select(&index, "a.student");
    let names: Vec<String> = links.iter().map(|a| a.text().collect()).collect();
    assert_eq!(names.len(), 10, "{names:?}");
    assert_eq!(names[1], "correct");
    for link in &links {
        let href = link.value().attr("href").expect("a link");
        assert!(out.join(href).is_file(), "{href} exists");
    }
    let scores: Vec<String> =
        select(&index, "td.score").iter().filter_map(|td| td.value().attr("data-score").map(String::from)).collect();
    assert_eq!(scores[1], "100.00");
    let binned: usize =
        select(&index, "rect.bin").iter().filter_map(|r| r.value().attr("data-count")?.parse::<usize>().ok()).sum();
    assert_eq!(binned, 10, "every submission is in the distribution");
    assert_eq!(select(&index, "rect.rate").len(), 7, "a bar per puzzle");
    assert!(!select(&index, "circle.run").is_empty(), "CPU time is plotted");

    let crash = dom(&browser, &out.join("students/crash/index.html"));
    assert_eq!(text(&crash, "#score"), "76.47");
    assert!(text(&crash, "#assessment").contains("java.lang.NullPointerException"));
    assert_eq!(select(&crash, "#runs tr").len(), 8, "a header and a row per run");
}
