//! The heat map of the class: a row per student, best score first, and a column per test group, each
//! cell coloured by the share of the group's tests the student passed. A student's name opens their
//! page; a column's heading orders the rows by that group (the page's sorting script). Its last row is
//! the class's pass rate per group, and its last column what cost the student points.

use std::fmt::Write as _;

use crate::chart::escape;
use crate::class::model::{ClassReport, GroupInfo, SubmissionRecord};
use crate::report::class::page::{rate, rate_colour};

/// The table, `page_of` giving each student's page.
#[must_use]
pub(crate) fn heatmap(report: &ClassReport, page_of: &dyn Fn(&str) -> String) -> String {
    let mut html = String::from("<table id=\"heatmap\" class=\"heatmap sortable\">\n<thead><tr>");
    html.push_str("<th>student</th><th class=\"num\">score</th><th class=\"group\">build</th>");
    for group in &report.groups {
        let _ = write!(
            html,
            "<th class=\"group\" data-group=\"{}\" title=\"{}\">{}</th>",
            escape(&group.name),
            escape(&group.title),
            // Long names (`assess-board-memory`) break after a hyphen rather than widen the column.
            escape(&group.name).replace('-', "-<wbr>")
        );
    }
    html.push_str("<th>what cost points</th></tr></thead>\n<tbody>\n");
    for record in ranked(report) {
        row(&mut html, report, record, page_of);
    }
    html.push_str("</tbody>\n");
    footer(&mut html, report);
    html.push_str("</table>\n");
    html
}

/// The submissions, best score first, equal scores by name.
fn ranked(report: &ClassReport) -> Vec<&SubmissionRecord> {
    let mut records: Vec<&SubmissionRecord> = report.submissions.iter().collect();
    records.sort_by(|a, b| b.score_percent.total_cmp(&a.score_percent).then_with(|| a.name.cmp(&b.name)));
    records
}

fn row(html: &mut String, report: &ClassReport, record: &SubmissionRecord, page_of: &dyn Fn(&str) -> String) {
    let _ = write!(
        html,
        "<tr data-student=\"{name}\"><td class=\"name\"><a class=\"student\" href=\"{}\">{name}</a></td>\
         <td class=\"num score\" data-sort=\"{score:.4}\" data-score=\"{score:.2}\">{score:.2}%</td>",
        escape(&page_of(&record.name)),
        name = escape(&record.name),
        score = record.score_percent,
    );
    let built = u8::from(record.build.passed);
    let title =
        if record.build.passed { "built".to_string() } else { format!("did not build: {}", record.build.reason) };
    cell(html, "build", Some(f64::from(built)), if record.build.passed { "yes" } else { "no" }, &title);
    for group in &report.groups {
        match record.groups.iter().find(|g| g.name == group.name) {
            Some(score) => {
                let mut title = format!("{}: {}/{} tests passed", group.title, score.tests_passed, score.tests);
                if let Some(first) = &score.first_failure {
                    let _ = write!(title, "; first failure: {first}");
                }
                let shown = format!("{}/{}", score.tests_passed, score.tests);
                cell(html, &group.name, rate(score.tests_passed, score.tests), &shown, &title);
            }
            None => cell(html, &group.name, None, "-", "not graded"),
        }
    }
    let costs: Vec<String> = record.failing_verdicts().iter().map(|(v, n)| format!("{n} {v}")).collect();
    let _ = writeln!(
        html,
        "<td class=\"costs\" title=\"{}\">{}</td></tr>",
        escape(&costs.join(", ")),
        escape(&shortened(&costs))
    );
}

/// The first few of what cost points, and how many more, so that a row stays one line high.
fn shortened(costs: &[String]) -> String {
    const SHOWN: usize = 3;
    match costs.len() {
        n if n <= SHOWN => costs.join(", "),
        n => format!("{}, and {} more", costs[..SHOWN].join(", "), n - SHOWN),
    }
}

/// A coloured cell: its rate is its sort key and its colour; no rate is grey and sorts last.
fn cell(html: &mut String, group: &str, rate: Option<f64>, shown: &str, title: &str) {
    match rate {
        Some(rate) => {
            let (fill, ink) = rate_colour(rate);
            let _ = write!(
                html,
                "<td class=\"cell\" data-group=\"{}\" data-rate=\"{rate:.4}\" data-sort=\"{rate:.4}\" \
                 style=\"background:{fill};color:{ink}\" title=\"{}\">{}</td>",
                escape(group),
                escape(title),
                escape(shown)
            );
        }
        None => {
            let _ = write!(
                html,
                "<td class=\"cell none\" data-group=\"{}\" data-sort=\"-1\" title=\"{}\">{}</td>",
                escape(group),
                escape(title),
                escape(shown)
            );
        }
    }
}

/// The class's row: how many built, and each group's pass rate over every student's tests.
fn footer(html: &mut String, report: &ClassReport) {
    let graded = report.submissions.len();
    let built = report.submissions.iter().filter(|s| s.build.passed).count();
    html.push_str("<tfoot><tr><td>class</td><td></td>");
    let shown = format!("{built}/{graded}");
    cell(html, "build", rate(built, graded), &shown, &format!("{built} of {graded} built"));
    for group in &report.groups {
        let (passed, tests) = class_tests(report, group);
        let percent = rate(passed, tests).map_or_else(|| "-".to_string(), |r| format!("{:.0}%", 100.0 * r));
        let title = format!("{}: {passed} of {tests} tests passed across the class", group.title);
        cell(html, &group.name, rate(passed, tests), &percent, &title);
    }
    html.push_str("<td></td></tr></tfoot>\n");
}

fn class_tests(report: &ClassReport, group: &GroupInfo) -> (usize, usize) {
    let scores = report.submissions.iter().filter_map(|s| s.groups.iter().find(|g| g.name == group.name));
    scores.fold((0, 0), |(p, t), g| (p + g.tests_passed, t + g.tests))
}

/// The colour ramp's key.
#[must_use]
pub(crate) fn legend() -> &'static str {
    "<p class=\"legend\">share of a group's tests passed: 0% <span class=\"ramp\"></span> 100%; \
     a heading orders the rows, a name opens the student's page</p>\n"
}

#[cfg(test)]
mod tests {
    use super::shortened;

    #[test]
    fn what_cost_points_is_cut_after_three() {
        let costs = |n: usize| (1..=n).map(|i| format!("{i} v{i}")).collect::<Vec<_>>();
        let table = [
            (0, ""),
            (1, "1 v1"),
            (3, "1 v1, 2 v2, 3 v3"),
            (4, "1 v1, 2 v2, 3 v3, and 1 more"),
            (9, "1 v1, 2 v2, 3 v3, and 6 more"),
        ];
        for (n, expected) in table {
            assert_eq!(shortened(&costs(n)), expected, "{n} costs");
        }
    }
}
