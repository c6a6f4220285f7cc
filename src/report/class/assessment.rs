//! The assessment of one submission, as text in the shape students of this assignment know: an
//! ASSESSMENT SUMMARY (the build, `k/m tests passed` per category, the aggregate and the weights), then
//! the build's errors, then each category's tests with their puzzles, `==> passed` or `==> FAILED` and
//! the first failing detail, and a `Total: k/m tests passed!` line. The parts of the Java assessment
//! appear in their categories as the assessment prints them ([`render_section`]).

use std::fmt::Write as _;

use crate::assess::Part;
use crate::class::model::{ClassReport, GroupInfo, GroupScore, RunOutcome, SubmissionRecord};
use crate::class::score::credit;
use crate::config::{COMPILATION, Credit};
use crate::formatting::format_seconds;
use crate::report::assessment::render_section;

const RULE: &str = "================================================================";
const THIN: &str = "----------------------------------------------------------------";

/// The assessment text of `record`.
#[must_use]
pub fn assessment(report: &ClassReport, record: &SubmissionRecord) -> String {
    let mut text = String::new();
    summary(&mut text, report, record);
    compiling(&mut text, record);
    let mut number = 0;
    let graded = |name: &str| name != COMPILATION && report.groups.iter().any(|g| g.category == name);
    for category in report.categories.iter().filter(|c| graded(&c.name)) {
        let _ = writeln!(text, "{RULE}\n\nTESTING {}\n{THIN}", category.name.to_uppercase());
        let (mut passed, mut tests) = (0, 0);
        for (info, score) in report.groups.iter().zip(&record.groups).filter(|(g, _)| g.category == category.name) {
            number += 1;
            match info.assessment_part.as_deref().and_then(Part::parse) {
                Some(part) => assessed(&mut text, number, part, score, record),
                None => group(&mut text, number, info, record),
            }
            passed += score.tests_passed;
            tests += score.tests;
        }
        let _ = writeln!(text, "Total: {passed}/{tests} tests passed!\n");
    }
    // Parts of a category the profile does not weigh (style, by default): feedback, shown last.
    let feedback = report
        .groups
        .iter()
        .zip(&record.groups)
        .filter(|(g, _)| !report.categories.iter().any(|c| c.name == g.category));
    for (info, score) in feedback {
        if let Some(part) = info.assessment_part.as_deref().and_then(Part::parse) {
            let _ = writeln!(text, "{RULE}\n\nFEEDBACK: {} (no points)\n{THIN}", info.category.to_uppercase());
            number += 1;
            assessed(&mut text, number, part, score, record);
        }
    }
    let _ = writeln!(text, "{RULE}");
    text
}

/// A part of the Java assessment: the API test, or a section as the assessment prints it.
fn assessed(text: &mut String, number: usize, part: Part, score: &GroupScore, record: &SubmissionRecord) {
    let Some(assessment) = &record.assessment else {
        let why = score.first_failure.as_deref().unwrap_or("not assessed");
        let _ = writeln!(text, "Test {number}: {}\n  - {why}\n==> FAILED\n", part.title());
        return;
    };
    match part {
        Part::Api => {
            let _ = writeln!(text, "Test {number}: {}", part.title());
            if let Err(why) = &assessment.api {
                let _ = writeln!(text, "  - {why}");
            }
            let _ = writeln!(text, "==> {}\n", if assessment.api.is_ok() { "passed" } else { "FAILED" });
        }
        Part::Section(kind) => {
            for section in assessment.sections.iter().filter(|s| s.kind == kind) {
                let _ = writeln!(text, "{}", render_section(section));
            }
        }
    }
}

fn summary(text: &mut String, report: &ClassReport, record: &SubmissionRecord) {
    let _ = writeln!(text, "ASSESSMENT SUMMARY\n");
    let _ = writeln!(text, "Submission:       {} ({})", record.name, record.language);
    let _ = writeln!(text, "Assignment:       {}", report.assignment);
    for category in record.categories.iter().filter(|c| c.points > 0.0) {
        let label = format!("{}:", capitalised(&category.name));
        if category.name == COMPILATION {
            let _ = writeln!(text, "{label:<18}{}", if record.build.passed { "PASSED" } else { "FAILED" });
        } else {
            let _ = writeln!(text, "{label:<18}{}/{} tests passed", category.tests_passed, category.tests);
        }
    }
    let _ = writeln!(text, "\nAggregate score: {:.2}%", record.score_percent);
    let weights: Vec<String> = record
        .categories
        .iter()
        .filter(|c| c.points > 0.0)
        .map(|c| format!("{}: {}%", capitalised(&c.name), trim(c.weight)))
        .collect();
    let _ = writeln!(text, "[ {} ]", weights.join(", "));
    if (record.time_factor - 1.0).abs() > f64::EPSILON {
        let _ = writeln!(text, "Time limits were scaled by {:.2} for this machine (--calibrate).", record.time_factor);
    }
    for problem in record.assessment.iter().flat_map(|a| &a.problems) {
        let _ = writeln!(text, "Note: {problem}");
    }
    let _ = writeln!(text);
}

fn compiling(text: &mut String, record: &SubmissionRecord) {
    let _ = writeln!(text, "{RULE}\n\nCOMPILING\n{THIN}");
    let build = &record.build;
    if build.passed {
        let _ = writeln!(text, "{} submission built.\n", capitalised(&record.language));
        return;
    }
    // The reason is the first error in a sentence; with javac's errors listed it would say it twice.
    if build.errors.is_empty() {
        let _ = writeln!(text, "{}", build.reason);
    }
    for error in &build.errors {
        let _ = writeln!(text, "  {}:{}: error: {}", error.file, error.line, error.message);
    }
    if build.errors_total > build.errors.len() {
        let _ = writeln!(text, "  ... {} errors in all", build.errors_total);
    }
    let _ = writeln!(text, "==> FAILED\n");
}

fn group(text: &mut String, number: usize, info: &GroupInfo, record: &SubmissionRecord) {
    let runs: Vec<Option<&RunOutcome>> = info
        .puzzles
        .iter()
        .map(|p| record.runs.iter().find(|r| r.puzzle == *p && r.time_limit_ms == info.time_limit_ms))
        .collect();
    let _ = writeln!(text, "Test {number}: {} [{} CPU per puzzle]", info.title, format_seconds(info.time_limit_ms));
    if credit(info) == Credit::Each {
        for (puzzle, run) in info.puzzles.iter().zip(&runs) {
            let (mark, detail) = match run {
                Some(r) if r.passed => ("=> passed", format!("{}{}", figures(r), rerun(r))),
                Some(r) => ("=> FAILED", format!("{}: {}{}", r.verdict, r.reason, rerun(r))),
                None => ("=> FAILED", "not graded".to_string()),
            };
            let _ = writeln!(text, "  {mark}  {puzzle:<28} {detail}");
        }
        let passed = runs.iter().filter(|r| r.is_some_and(|r| r.passed)).count();
        let _ = writeln!(text, "==> {passed}/{} puzzles passed\n", info.puzzles.len());
        return;
    }
    for puzzle in &info.puzzles {
        let _ = writeln!(text, "  * {puzzle}");
    }
    match info.puzzles.iter().zip(&runs).find(|(_, r)| !r.is_some_and(|r| r.passed)) {
        None => {
            let _ = writeln!(text, "==> passed\n");
        }
        Some((puzzle, run)) => {
            match run {
                Some(r) => {
                    let _ = writeln!(text, "  - failed on {puzzle}: {}: {}{}", r.verdict, r.reason, rerun(r));
                    excerpt(text, r);
                }
                None => {
                    let _ = writeln!(text, "  - {puzzle} was not graded (the submission did not build)");
                }
            }
            let _ = writeln!(text, "==> FAILED\n");
        }
    }
}

/// The first lines of standard error of a crashed run, for the student to see where.
fn excerpt(text: &mut String, run: &RunOutcome) {
    let Some(stderr) = run.stderr_excerpt.as_deref().filter(|e| !e.is_empty()) else { return };
    let _ = writeln!(text, "  - standard error:");
    for line in stderr.lines().take(8) {
        let _ = writeln!(text, "      {line}");
    }
}

fn figures(run: &RunOutcome) -> String {
    let cpu = run.cpu_ms.map_or_else(|| "-".to_string(), |ms| format!("{:.2}s", ms as f64 / 1000.0));
    let moves = run.moves_printed.map_or_else(|| "-".to_string(), |m| m.to_string());
    format!("{cpu:>7} cpu  {moves:>3} moves")
}

/// A note for a run that reached the CPU limit and was run again (its second verdict stands).
fn rerun(run: &RunOutcome) -> &'static str {
    if run.rerun { " (run twice: the first run reached the CPU limit)" } else { "" }
}

/// A category's name as a heading: `Correctness`, and the assessment's `API`.
fn capitalised(name: &str) -> String {
    if name == "api" {
        return "API".to_string();
    }
    let mut chars = name.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A weight without a needless `.0`.
fn trim(weight: f64) -> String {
    if weight.fract() == 0.0 { format!("{weight:.0}") } else { format!("{weight}") }
}
