//! A Gradescope `results.json` for one submission, weighted by the profile: each test (the build, a
//! group of credit `all`, a puzzle of a group of credit `each`, or a test of the Java assessment) is
//! worth its share of its category's weight, apportioned in ten-thousandths ([`apportion`]), so the
//! tests add up to exactly the weights and the score is exactly the sum of the tests. Each test carries its group's visibility, so tests can stay hidden until after the deadline.

use std::io::{self, Write};

use serde::Serialize;

use crate::class::model::{ClassReport, RunOutcome, SubmissionRecord};
use crate::class::worth::{Points, apportion};
use crate::config::COMPILATION;
use crate::report::class::cases::cases;
use crate::report::gradescope::Test;

#[derive(Serialize)]
struct Results {
    score: f64,
    output: String,
    tests: Vec<Test>,
}

/// Writes the results of `record`.
pub(crate) fn write(report: &ClassReport, record: &SubmissionRecord, out: &mut dyn Write) -> io::Result<()> {
    let mut tests = Vec::new();
    if let Some(build) = report.scored_categories().find(|c| c.name == COMPILATION) {
        let (worth, reason) = (Points::of(build.weight), record.build.reason.clone());
        tests.push(test(tests.len() + 1, "compilation", worth, record.build.passed, reason, "visible", &[COMPILATION]));
    }
    for (group, worth) in report.groups.iter().zip(group_worths(report)) {
        let cases = cases(record, group);
        let shares: Vec<f64> = cases.iter().map(|c| c.share).collect();
        for (case, worth) in cases.iter().zip(apportion(worth, &shares)) {
            let output = match case.run {
                Some(run) if !run.passed => detail(run),
                _ => case.message.clone(),
            };
            let tags = [group.category.as_str(), group.name.as_str()];
            tests.push(test(tests.len() + 1, &case.label, worth, case.passed, output, &group.visibility, &tags));
        }
    }
    let score: Points = tests.iter().map(|(_, earned)| *earned).sum();
    let tests: Vec<Test> = tests.into_iter().map(|(t, _)| t).collect();
    let mut output = format!(
        "{}: aggregate score {:.2}% ({} tests, {} passed)",
        record.name,
        record.score_percent,
        tests.len(),
        tests.iter().filter(|t| t.status == "passed").count()
    );
    if (record.time_factor - 1.0).abs() > f64::EPSILON {
        output.push_str(&format!("\ntime limits scaled by {:.2} for this machine (--calibrate)", record.time_factor));
    }
    let results = Results { score: score.value(), output, tests };
    serde_json::to_writer_pretty(&mut *out, &results).map_err(io::Error::other)?;
    writeln!(out)
}

/// Each group's worth, in profile order: its category's weight apportioned by the groups' points.
fn group_worths(report: &ClassReport) -> Vec<Points> {
    let mut worths = vec![Points::ZERO; report.groups.len()];
    for category in report.scored_categories() {
        let members: Vec<usize> =
            (0..report.groups.len()).filter(|&i| report.groups[i].category == category.name).collect();
        let points: Vec<f64> = members.iter().map(|&i| report.groups[i].points).collect();
        for (i, worth) in members.into_iter().zip(apportion(Points::of(category.weight), &points)) {
            worths[i] = worth;
        }
    }
    worths
}

fn detail(run: &RunOutcome) -> String {
    let mut text = format!("{}: {}: {}", run.puzzle, run.verdict, run.reason);
    for (name, excerpt) in [("standard output", &run.stdout_excerpt), ("standard error", &run.stderr_excerpt)] {
        if let Some(excerpt) = excerpt.as_deref().filter(|e| !e.is_empty()) {
            text.push_str(&format!("\n{name}:\n{excerpt}"));
        }
    }
    text
}

/// A test worth `worth`, and the points it earned.
fn test(
    number: usize,
    name: &str,
    worth: Points,
    passed: bool,
    output: String,
    visibility: &str,
    tags: &[&str],
) -> (Test, Points) {
    let earned = if passed { worth } else { Points::ZERO };
    let test = Test {
        name: name.to_string(),
        number: number.to_string(),
        score: earned.value(),
        max_score: worth.value(),
        status: if passed { "passed" } else { "failed" },
        output,
        visibility: Some(visibility.to_string()),
        tags: tags.iter().map(|t| (*t).to_string()).collect(),
    };
    (test, earned)
}
