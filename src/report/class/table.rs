//! The class on a terminal, once graded: a row per student (score, and the verdicts that cost points)
//! and where the reports were written.

use std::fmt::Write as _;
use std::path::Path;

use crate::class::model::{ClassReport, GroupInfo};
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
    for note in report.groups.iter().filter_map(replaced_note) {
        let _ = writeln!(text, "{note}");
    }
    let _ = writeln!(
        text,
        "reports: {} (index.html, gradebook.csv, tests.csv, class.json, junit.xml, students/NAME/assessment.txt)",
        out_dir.display()
    );
    text
}

/// What a part of the assessment that stands in for groups of the profile says of them, in one
/// sentence: "The profile's group `timing` is not run: the assessment's `assess-timing` stands in
/// for it ([assessment] replaces)."
#[must_use]
pub fn replaced_note(part: &GroupInfo) -> Option<String> {
    let names: Vec<String> = part.replaces.iter().map(|n| format!("`{n}`")).collect();
    let (groups, verb, pronoun) = match names.len() {
        0 => return None,
        1 => ("group", "is", "it"),
        _ => ("groups", "are", "them"),
    };
    Some(format!(
        "The profile's {groups} {} {verb} not run: the assessment's `{}` stands in for {pronoun} ([assessment] replaces).",
        names.join(", "),
        part.name
    ))
}

#[cfg(test)]
mod tests {
    use super::replaced_note;
    use crate::class::model::GroupInfo;

    fn part(replaces: &[&str]) -> GroupInfo {
        GroupInfo {
            name: "assess-timing".to_string(),
            title: "Timing".to_string(),
            category: "timing".to_string(),
            points: 25.0,
            credit: "each".to_string(),
            visibility: "visible".to_string(),
            puzzles: Vec::new(),
            time_limit_ms: 5000,
            assessment_part: Some("timing".to_string()),
            replaces: replaces.iter().map(|s| (*s).to_string()).collect(),
        }
    }

    #[test]
    fn a_part_that_replaces_groups_says_which() {
        for (replaces, note) in [
            (&[][..], None),
            (
                &["timing"][..],
                Some(
                    "The profile's group `timing` is not run: the assessment's `assess-timing` stands in for it ([assessment] replaces).",
                ),
            ),
            (
                &["timing", "slow"][..],
                Some(
                    "The profile's groups `timing`, `slow` are not run: the assessment's `assess-timing` stands in for them ([assessment] replaces).",
                ),
            ),
        ] {
            assert_eq!(replaced_note(&part(replaces)).as_deref(), note);
        }
    }
}
