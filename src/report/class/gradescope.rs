//! A Gradescope `results.json` for one submission, weighted by the profile: each test (the build, a
//! group of credit `all`, a puzzle of a group of credit `each`, or a test of the Java assessment) is
//! worth its share of its category's weight, so the tests add up to the weights and the score to the
//! aggregate on that scale. Each test carries its group's visibility, so tests can stay hidden until after the deadline.

use std::io::{self, Write};

use serde::Serialize;

use crate::class::model::{ClassReport, RunOutcome, SubmissionRecord};
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
    let weight_of = |name: &str| report.categories.iter().find(|c| c.name == name).map_or(0.0, |c| c.weight);
    if let Some(build) = record.categories.iter().find(|c| c.name == COMPILATION) {
        let passed = record.build.passed;
        tests.push(test(
            tests.len() + 1,
            "compilation",
            build.weight,
            passed,
            record.build.reason.clone(),
            "visible",
            &[COMPILATION],
        ));
    }
    for group in &report.groups {
        let category_points: f64 =
            report.groups.iter().filter(|g| g.category == group.category).map(|g| g.points).sum();
        let worth = weight_of(&group.category) * group.points / category_points.max(f64::MIN_POSITIVE);
        for case in cases(record, group) {
            let output = match case.run {
                Some(run) if !run.passed => detail(run),
                _ => case.message.clone(),
            };
            let tags = [group.category.as_str(), group.name.as_str()];
            let worth = worth * case.share;
            tests.push(test(tests.len() + 1, &case.label, worth, case.passed, output, &group.visibility, &tags));
        }
    }
    let score = tests.iter().map(|t| t.score).sum();
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
    serde_json::to_writer_pretty(&mut *out, &Results { score, output, tests }).map_err(io::Error::other)?;
    writeln!(out)
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

fn test(number: usize, name: &str, worth: f64, passed: bool, output: String, visibility: &str, tags: &[&str]) -> Test {
    Test {
        name: name.to_string(),
        number: number.to_string(),
        score: if passed { worth } else { 0.0 },
        max_score: worth,
        status: if passed { "passed" } else { "failed" },
        output,
        visibility: Some(visibility.to_string()),
        tags: tags.iter().map(|t| (*t).to_string()).collect(),
    }
}
