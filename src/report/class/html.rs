//! The HTML class report: `index.html` (the counts, the charts, a row per student linking to their
//! page) and a page per student (their assessment and each run). Static files with inline SVG and CSS,
//! no scripts, so they open from a folder, a CI artifact or a course web server alike.

use std::fmt::Write as _;

use crate::chart::escape;
use crate::class::model::{ClassReport, SubmissionRecord};
use crate::report::class::assessment::assessment;
use crate::report::class::charts;

const STYLE: &str = "body{font-family:sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}\
td,th{padding:.2em .6em;border-bottom:1px solid #ddd;text-align:left}td.num{text-align:right}\
.fail{color:#b00}.pass{color:#070}pre{background:#f6f6f6;padding:1em;overflow-x:auto}";

/// `index.html`: `page_of` gives each student's page, relative to the index.
#[must_use]
pub fn index(report: &ClassReport, page_of: &dyn Fn(&str) -> String) -> String {
    let mut html = head(&format!("{}: class report", report.assignment));
    let graded = report.submissions.len();
    let mean =
        if graded == 0 { 0.0 } else { report.submissions.iter().map(|s| s.score_percent).sum::<f64>() / graded as f64 };
    let _ = writeln!(html, "<h1>{}</h1>", escape(&report.assignment));
    let _ = writeln!(
        html,
        "<p><span id=\"graded-count\">{graded}</span> submissions graded, <span id=\"missing-count\">{}</span> missing; mean score <span id=\"mean-score\">{mean:.2}</span>%.</p>",
        report.missing.len()
    );
    let mut factors: Vec<f64> =
        report.submissions.iter().map(|s| s.time_factor).filter(|f| (f - 1.0).abs() > f64::EPSILON).collect();
    factors.dedup();
    if !factors.is_empty() {
        let listed: Vec<String> = factors.iter().map(|f| format!("{f:.2}")).collect();
        let _ = writeln!(
            html,
            "<p id=\"time-factor\">Time limits were scaled by {} for the machines that graded (--calibrate).</p>",
            listed.join(", ")
        );
    }
    if !report.missing.is_empty() {
        let names: Vec<String> = report.missing.iter().map(|n| escape(n)).collect();
        let _ = writeln!(html, "<p class=\"fail\">Not graded: {}</p>", names.join(", "));
    }
    let _ = writeln!(
        html,
        "<h2>Students</h2>\n<table id=\"students\"><tr><th>student</th><th>score</th><th>built</th><th>what cost points</th></tr>"
    );
    for record in &report.submissions {
        let costs: Vec<String> = record.failing_verdicts().iter().map(|(v, n)| format!("{} {v}", n)).collect();
        let _ = writeln!(
            html,
            "<tr><td><a class=\"student\" href=\"{}\">{}</a></td><td class=\"num score\" data-score=\"{:.2}\">{:.2}%</td><td class=\"{}\">{}</td><td>{}</td></tr>",
            escape(&page_of(&record.name)),
            escape(&record.name),
            record.score_percent,
            record.score_percent,
            if record.build.passed { "pass" } else { "fail" },
            if record.build.passed { "yes" } else { "no" },
            escape(&costs.join(", "))
        );
    }
    html.push_str("</table>\n<h2>Scores</h2>\n");
    html.push_str(&charts::distribution(report));
    html.push_str("<h2>Puzzles</h2>\n");
    html.push_str(&charts::pass_rates(report));
    if report.groups.iter().any(|g| g.assessment_part.is_some()) {
        html.push_str("<h2>The Java assessment</h2>\n");
        match charts::assessment_rates(report) {
            Some(chart) => html.push_str(&chart),
            None => {
                html.push_str("<p id=\"assessment-rates\">Every submission passed every test of the assessment.</p>\n")
            }
        }
    }
    html.push_str("<h2>CPU time and solution length</h2>\n");
    html.push_str(&charts::cpu_against_length(report));
    html.push_str("</body>\n</html>\n");
    html
}

/// A student's page: the assessment, then every run.
#[must_use]
pub fn student(report: &ClassReport, record: &SubmissionRecord, index: &str) -> String {
    let mut html = head(&format!("{}: {}", report.assignment, record.name));
    let _ = writeln!(html, "<p><a href=\"{}\">class report</a></p>", escape(index));
    let _ = writeln!(html, "<h1>{}</h1>", escape(&record.name));
    let _ = writeln!(html, "<p>Aggregate score <span id=\"score\">{:.2}</span>%</p>", record.score_percent);
    let _ = writeln!(html, "<pre id=\"assessment\">{}</pre>", escape(&assessment(report, record)));
    html.push_str("<h2>Runs</h2>\n<table id=\"runs\"><tr><th>puzzle</th><th>verdict</th><th>cpu</th><th>moves</th><th>expected</th><th>reason</th></tr>\n");
    for run in &record.runs {
        let cpu = run.cpu_ms.map_or_else(|| "-".to_string(), |ms| format!("{:.2}s", ms as f64 / 1000.0));
        let moves = run.moves_printed.map_or_else(|| "-".to_string(), |m| m.to_string());
        let _ = writeln!(
            html,
            "<tr><td>{}</td><td class=\"{}\">{}</td><td class=\"num cpu\">{cpu}</td><td class=\"num\">{moves}</td><td class=\"num\">{}</td><td>{}</td></tr>",
            escape(&run.puzzle),
            if run.passed { "pass" } else { "fail" },
            escape(&run.verdict),
            run.moves_expected,
            escape(&run.reason)
        );
    }
    html.push_str("</table>\n</body>\n</html>\n");
    html
}

fn head(title: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        escape(title)
    )
}
