//! The HTML class report's index: the class in numbers (cards), the heat map of students by test
//! group, the histogram of scores, the pass rate of each puzzle and assessment test, and CPU time
//! against solution length. Static files with inline SVG, CSS and one small sorting script, so they
//! open from a folder, a CI artifact or a course web server alike; each student's page is
//! [`student_page`](super::student_page).

use std::fmt::Write as _;

use crate::chart::escape;
use crate::class::model::ClassReport;
use crate::class::score::class_scores;
use crate::report::class::charts;
use crate::report::class::heatmap::{heatmap, legend};
use crate::report::class::histogram::histogram;
use crate::report::class::page::{foot, head};
use crate::report::class::table::replaced_note;
use crate::report::similarity::summary as similarity_panel;
use crate::similarity::SimilarityReport;

/// `index.html`: `page_of` gives each student's page, relative to the index; `similarity`, when the
/// class's was found, is summed up with a link to `similarity.html`.
#[must_use]
pub fn index(report: &ClassReport, page_of: &dyn Fn(&str) -> String, similarity: Option<&SimilarityReport>) -> String {
    let mut html = head(&format!("{}: class report", report.assignment));
    let _ = writeln!(html, "<h1>{}</h1>", escape(&report.assignment));
    cards(&mut html, report);
    notes(&mut html, report);
    if let Some(similarity) = similarity {
        html.push_str(&similarity_panel(similarity));
    }
    html.push_str("<section id=\"students-section\"><h2>Students by test group</h2>\n<div class=\"panel\">\n");
    html.push_str(&heatmap(report, page_of));
    html.push_str(legend());
    html.push_str("</div></section>\n<div class=\"grid\">\n");
    panel(&mut html, "Scores", &histogram(report));
    panel(&mut html, "Pass rate per puzzle", &charts::pass_rates(report));
    if report.groups.iter().any(|g| g.assessment_part.is_some()) {
        let chart = charts::assessment_rates(report).unwrap_or_else(|| {
            "<p id=\"assessment-rates\">Every submission passed every test of the assessment.</p>\n".to_string()
        });
        panel(&mut html, "The Java assessment: tests some student failed", &chart);
    }
    panel(&mut html, "CPU time and solution length", &charts::cpu_against_length(report));
    html.push_str("</div>\n");
    html.push_str(&foot());
    html
}

/// The class in five numbers.
fn cards(html: &mut String, report: &ClassReport) {
    let scores = class_scores(report);
    let (mean, median) = (scores.mean.unwrap_or(0.0), scores.median.unwrap_or(0.0));
    html.push_str("<div class=\"cards\">\n");
    for (id, value, label) in [
        ("graded-count", scores.graded.to_string(), "submissions graded"),
        ("missing-count", report.missing.len().to_string(), "not graded"),
        ("mean-score", format!("{mean:.2}"), "mean score (%)"),
        ("median-score", format!("{median:.2}"), "median score (%)"),
        ("full-count", scores.full_marks.to_string(), "full marks"),
    ] {
        let _ = writeln!(
            html,
            "<div class=\"card\"><span class=\"value\" id=\"{id}\">{value}</span><span class=\"label\">{label}</span></div>"
        );
    }
    html.push_str("</div>\n");
}

/// What the numbers need said beside them: scaled time limits, who was not graded.
fn notes(html: &mut String, report: &ClassReport) {
    let mut factors: Vec<f64> =
        report.submissions.iter().map(|s| s.time_factor).filter(|f| (f - 1.0).abs() > f64::EPSILON).collect();
    factors.dedup();
    if !factors.is_empty() {
        let listed: Vec<String> = factors.iter().map(|f| format!("{f:.2}")).collect();
        let _ = writeln!(
            html,
            "<p id=\"time-factor\" class=\"note\">Time limits were scaled by {} for the machines that graded (--calibrate).</p>",
            listed.join(", ")
        );
    }
    for note in report.groups.iter().filter_map(replaced_note) {
        let _ = writeln!(html, "<p class=\"note replaced\">{}</p>", code_spans(&escape(&note)));
    }
    if !report.missing.is_empty() {
        let names: Vec<String> = report.missing.iter().map(|n| escape(n)).collect();
        let _ = writeln!(html, "<p id=\"missing\" class=\"fail\">Not graded: {}</p>", names.join(", "));
    }
}

/// `text` (escaped) with each `name` in backquotes set as code.
fn code_spans(text: &str) -> String {
    let mut out = String::new();
    for (index, piece) in text.split('`').enumerate() {
        if index % 2 == 1 {
            let _ = write!(out, "<code>{piece}</code>");
        } else {
            out.push_str(piece);
        }
    }
    out
}

fn panel(html: &mut String, title: &str, body: &str) {
    let _ = writeln!(html, "<section class=\"panel\"><h2>{}</h2>\n{body}</section>", escape(title));
}
