//! The Gradescope autograder report (`--format gradescope`): the `results.json` a Gradescope
//! autograder writes, with one test per puzzle worth one point (its output the verdict, the reason and
//! the notes), the total as the score, and the wall time of all runs as the execution time.

use std::io::{self, Write};

use serde::Serialize;

use crate::grade::{Kind, PuzzleResult};
use crate::report::isolation;
use crate::report::model::GradeReport;

#[derive(Serialize)]
struct Results {
    /// Points earned: one per puzzle passed.
    score: f64,
    /// Points possible.
    max_score: f64,
    /// Seconds of wall time over all runs.
    execution_time: f64,
    /// Shown above the tests.
    output: String,
    tests: Vec<Test>,
}

/// A test of Gradescope's `results.json` (also the class report's).
#[derive(Serialize)]
pub(crate) struct Test {
    pub name: String,
    pub number: String,
    pub score: f64,
    pub max_score: f64,
    /// `passed` or `failed`.
    pub status: &'static str,
    pub output: String,
    /// `visible`, `hidden`, `after_due_date` or `after_published` (Gradescope's default when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub visibility: Option<String>,
    pub tags: Vec<String>,
}

/// Writes the report as Gradescope's `results.json`.
pub(crate) fn write(report: &GradeReport, out: &mut dyn Write) -> io::Result<()> {
    let summary = report.summary();
    let tests: Vec<Test> = report.results.iter().enumerate().map(|(i, r)| test(i, r)).collect();
    let execution_time: f64 = report.results.iter().filter_map(|r| r.run.as_ref()).map(|r| r.wall.as_secs_f64()).sum();
    let mut output = format!("{} of {} puzzles passed ({})", summary.passed, summary.total, report.solver);
    if report.interrupted {
        output.push_str(&format!(
            "; interrupted after {} of {} puzzles: the score counts only the puzzles graded",
            summary.total, report.puzzles
        ));
    }
    output.push('\n');
    output.push_str(&isolation::summary(&report.containment));
    let results = Results {
        score: summary.passed as f64,
        max_score: summary.total as f64,
        execution_time: (execution_time * 1000.0).round() / 1000.0,
        output,
        tests,
    };
    serde_json::to_writer_pretty(&mut *out, &results).map_err(io::Error::other)?;
    writeln!(out)
}

fn test(index: usize, result: &PuzzleResult) -> Test {
    let verdict = &result.outcome.verdict;
    let passed = verdict.kind() == Kind::Pass;
    let mut output = format!("{}: {}", verdict.as_str(), verdict.reason());
    for note in &result.outcome.notes {
        output.push_str("\nnote: ");
        output.push_str(note);
    }
    if let Some(excerpt) = &result.excerpt {
        for (name, text) in [("standard output", &excerpt.stdout), ("standard error", &excerpt.stderr)] {
            if !text.is_empty() {
                output.push_str(&format!("\n{name}:\n{text}"));
            }
        }
    }
    Test {
        name: result.puzzle.clone(),
        number: (index + 1).to_string(),
        score: if passed { 1.0 } else { 0.0 },
        max_score: 1.0,
        status: if passed { "passed" } else { "failed" },
        output,
        visibility: None,
        tags: vec![format!("{n}x{n}", n = result.size), verdict.as_str().to_string()],
    }
}
