//! A student's page of the HTML class report: their score in numbers, then what cost them points
//! (the build's errors and every failed test, with why), then their score by group, every run (failed
//! runs first, sortable), and last the assessment text they would read in a terminal.

use std::fmt::Write as _;

use crate::chart::escape;
use crate::class::model::{ClassReport, SubmissionRecord};
use crate::report::class::assessment::assessment;
use crate::report::class::cases::cases;
use crate::report::class::page::{foot, head, rate, rate_colour};

/// The page of `record`; `index` is the class's page, relative to this one.
#[must_use]
pub fn student(report: &ClassReport, record: &SubmissionRecord, index: &str) -> String {
    let mut html = head(&format!("{}: {}", report.assignment, record.name));
    let _ = writeln!(html, "<p><a id=\"class-link\" href=\"{}\">&larr; class report</a></p>", escape(index));
    let _ = writeln!(html, "<h1>{}</h1>", escape(&record.name));
    let (passed, tests) = record.groups.iter().fold((0, 0), |(p, t), g| (p + g.tests_passed, t + g.tests));
    html.push_str("<div class=\"cards\">\n");
    for (id, value, label) in [
        ("score", format!("{:.2}", record.score_percent), "aggregate score (%)"),
        ("built", if record.build.passed { "yes" } else { "no" }.to_string(), "built"),
        ("tests-passed", format!("{passed}/{tests}"), "tests passed"),
    ] {
        let _ = writeln!(
            html,
            "<div class=\"card\"><span class=\"value\" id=\"{id}\">{value}</span><span class=\"label\">{label}</span></div>"
        );
    }
    html.push_str("</div>\n");
    failures(&mut html, report, record);
    groups(&mut html, report, record);
    runs(&mut html, record);
    let _ = writeln!(
        html,
        "<section class=\"panel\"><h2>Assessment</h2>\n<pre id=\"assessment\">{}</pre></section>",
        escape(&assessment(report, record))
    );
    html.push_str(&foot());
    html
}

/// What cost points, first on the page: the build, then each failed test of each group.
fn failures(html: &mut String, report: &ClassReport, record: &SubmissionRecord) {
    html.push_str("<section class=\"panel\" id=\"failures-section\"><h2>What cost points</h2>\n");
    let mut rows = String::new();
    if !record.build.passed {
        let errors: Vec<String> =
            record.build.errors.iter().map(|e| format!("{}:{}: {}", e.file, e.line, e.message)).collect();
        let why = if errors.is_empty() { record.build.reason.clone() } else { errors.join("\n") };
        failure_row(&mut rows, "build", record.build.verdict.as_deref().unwrap_or("build-failed"), &why);
    }
    for group in &report.groups {
        for case in cases(record, group).into_iter().filter(|c| !c.passed) {
            failure_row(&mut rows, &case.label, case.verdict.as_deref().unwrap_or("failed"), &case.message);
        }
    }
    if rows.is_empty() {
        html.push_str("<p id=\"no-failures\" class=\"pass\">Every test passed.</p>\n</section>\n");
        return;
    }
    html.push_str(
        "<table id=\"failures\"><thead><tr><th>test</th><th>verdict</th><th>why</th></tr></thead>\n<tbody>\n",
    );
    html.push_str(&rows);
    html.push_str("</tbody></table>\n</section>\n");
}

fn failure_row(rows: &mut String, test: &str, verdict: &str, why: &str) {
    let _ = writeln!(
        rows,
        "<tr><td>{}</td><td class=\"fail\">{}</td><td><pre>{}</pre></td></tr>",
        escape(test),
        escape(verdict),
        escape(why)
    );
}

/// The score by group, each group's share of tests passed in the heat map's colour.
fn groups(html: &mut String, report: &ClassReport, record: &SubmissionRecord) {
    html.push_str("<section class=\"panel\"><h2>By test group</h2>\n<table id=\"groups\" class=\"heatmap\">");
    html.push_str("<thead><tr><th>group</th><th>category</th><th class=\"group\">tests passed</th><th class=\"num\">points</th></tr></thead>\n<tbody>\n");
    for (info, score) in report.groups.iter().zip(&record.groups) {
        let style = rate(score.tests_passed, score.tests).map_or_else(String::new, |r| {
            let (fill, ink) = rate_colour(r);
            format!(" style=\"background:{fill};color:{ink}\"")
        });
        let _ = writeln!(
            html,
            "<tr><td title=\"{}\">{}</td><td>{}</td><td class=\"cell\"{style}>{}/{}</td><td class=\"num\">{:.2}/{:.2}</td></tr>",
            escape(&info.title),
            escape(&info.name),
            escape(&info.category),
            score.tests_passed,
            score.tests,
            score.earned,
            score.points
        );
    }
    html.push_str("</tbody></table></section>\n");
}

/// Every run, failed runs first, in a sortable table.
fn runs(html: &mut String, record: &SubmissionRecord) {
    html.push_str("<section class=\"panel\"><h2>Runs</h2>\n<table id=\"runs\" class=\"sortable\"><thead><tr><th>puzzle</th><th>verdict</th>");
    html.push_str("<th class=\"num\">cpu</th><th class=\"num\">moves</th><th class=\"num\">expected</th><th>reason</th></tr></thead>\n<tbody>\n");
    let mut ordered: Vec<_> = record.runs.iter().collect();
    ordered.sort_by_key(|r| r.passed);
    for run in ordered {
        let cpu = run.cpu_ms.map_or_else(|| "-".to_string(), |ms| format!("{:.2}s", ms as f64 / 1000.0));
        let moves = run.moves_printed.map_or_else(|| "-".to_string(), |m| m.to_string());
        let _ = writeln!(
            html,
            "<tr><td>{}</td><td class=\"{}\">{}</td><td class=\"num cpu\" data-sort=\"{}\">{cpu}</td><td class=\"num\" data-sort=\"{}\">{moves}</td><td class=\"num\">{}</td><td>{}</td></tr>",
            escape(&run.puzzle),
            if run.passed { "pass" } else { "fail" },
            escape(&run.verdict),
            run.cpu_ms.map_or(-1, |ms| ms as i64),
            run.moves_printed.unwrap_or(-1),
            run.moves_expected,
            escape(&run.reason)
        );
    }
    html.push_str("</tbody></table></section>\n");
}
