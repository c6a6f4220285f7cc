//! The class on a terminal, once graded: a row per student (score, and the verdicts that cost points)
//! and where the reports were written.

use std::fmt::Write as _;
use std::path::Path;

use crate::class::model::ClassReport;
use crate::class::score::class_scores;

/// The table and the closing lines.
#[must_use]
pub fn table(report: &ClassReport, out_dir: &Path) -> String {
    let width = report
        .submissions
        .iter()
        .map(|s| s.name.chars().count())
        .chain(report.missing.iter().map(|n| n.chars().count()))
        .max()
        .unwrap_or(7)
        .max(7);
    let mut text = String::new();
    let _ = writeln!(text, "{:<width$}  {:>8}  what cost points", "student", "score");
    for record in &report.submissions {
        let costs: Vec<String> = record
            .failing_verdicts()
            .iter()
            .map(|(v, n)| if *n == 1 { v.clone() } else { format!("{n} {v}") })
            .collect();
        let _ = writeln!(text, "{:<width$}  {:>7.2}%  {}", record.name, record.score_percent, costs.join(", "));
    }
    for name in &report.missing {
        let _ = writeln!(text, "{name:<width$}  {:>8}  not graded", "-");
    }
    let scores = class_scores(report);
    let (graded, mean) = (scores.graded, scores.mean.unwrap_or(0.0));
    let _ = writeln!(
        text,
        "\n{} graded, mean {mean:.2}%{}",
        crate::plural::plural(graded as u64, "submission"),
        match report.missing.len() {
            0 => String::new(),
            n => format!(", {n} not graded"),
        }
    );
    let _ = writeln!(
        text,
        "reports: {} (index.html, gradebook.csv, tests.csv, class.json, junit.xml, students/NAME/assessment.txt)",
        out_dir.display()
    );
    text
}
