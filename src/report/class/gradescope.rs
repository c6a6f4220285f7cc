//! A Gradescope `results.json` for one submission, weighted by the profile: each test (the build, a
//! group of credit `all`, a puzzle of a group of credit `each`, or a test of the Java assessment) is
//! worth its part of its category's weight and the score is what the tests earned, both read from the
//! submission's [`sheet`] (exact to four places, so the tests add up to exactly the weights and the
//! score to exactly the tests'). Each test carries its group's visibility, so tests can stay hidden
//! until after the deadline.

use std::io::{self, Write};

use serde::Serialize;

use crate::class::model::{ClassReport, RunOutcome, SubmissionRecord};
use crate::class::worth::{Worth, sheet};
use crate::config::COMPILATION;
use crate::report::class::cases::case;
use crate::report::gradescope::Test;

#[derive(Serialize)]
struct Results {
    score: f64,
    output: String,
    tests: Vec<Test>,
}

/// Writes the results of `record`.
pub(crate) fn write(report: &ClassReport, record: &SubmissionRecord, out: &mut dyn Write) -> io::Result<()> {
    let sheet = sheet(report, record);
    let mut tests = Vec::new();
    if sheet.build_weighed {
        let reason = record.build.reason.clone();
        tests.push(test(tests.len() + 1, "compilation", &sheet.build, reason, "visible", &[COMPILATION]));
    }
    for (group, tested) in report.groups.iter().zip(&sheet.groups) {
        for entry in tested {
            let case = case(record, group, &entry.tested);
            let output = match case.run {
                Some(run) if !run.passed => detail(run),
                _ => case.message.clone(),
            };
            let tags = [group.category.as_str(), group.name.as_str()];
            tests.push(test(tests.len() + 1, &case.label, &entry.worth, output, &group.visibility, &tags));
        }
    }
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
    let results = Results { score: sheet.earned_weight().value(), output, tests };
    serde_json::to_writer_pretty(&mut *out, &results).map_err(io::Error::other)?;
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

/// A test of the weights' scale, as its `worth` says it went.
fn test(number: usize, name: &str, worth: &Worth, output: String, visibility: &str, tags: &[&str]) -> Test {
    Test {
        name: name.to_string(),
        number: number.to_string(),
        score: worth.earned_weight().value(),
        max_score: worth.weight.value(),
        status: if worth.passed { "passed" } else { "failed" },
        output,
        visibility: Some(visibility.to_string()),
        tags: tags.iter().map(|t| (*t).to_string()).collect(),
    }
}
