//! GitHub Classroom's autograding results for one submission: a runner per category, as its grading
//! reporter reads them (`<runner>_RESULTS`, base64 JSON with `status`, `max_score` and the `tests`,
//! each with its `score`: the reporter's points are the sum of the tests' scores), written as
//! `NAME=VALUE` step outputs (`--classroom "$GITHUB_OUTPUT"`). Each category's weight is its runner's
//! `max_score`, and each test scores what it earned of that weight, read from the submission's
//! [`sheet`], so the runners add up to Gradescope's score.

use std::io::{self, Write};

use base64::Engine;
use serde::Serialize;

use crate::class::model::{ClassReport, SubmissionRecord};
use crate::class::worth::{Worth, sheet};
use crate::config::COMPILATION;
use crate::report::class::cases::case;

#[derive(Serialize)]
struct Runner {
    version: u32,
    status: &'static str,
    max_score: f64,
    tests: Vec<Test>,
}

#[derive(Serialize)]
struct Test {
    name: String,
    status: &'static str,
    score: f64,
    message: String,
}

/// Writes a `category=...` line per category.
pub(crate) fn write(report: &ClassReport, record: &SubmissionRecord, out: &mut dyn Write) -> io::Result<()> {
    let sheet = sheet(report, record);
    for category in report.scored_categories() {
        let tests = if category.name == COMPILATION {
            vec![test("compilation".into(), &sheet.build, &record.build.reason)]
        } else {
            let groups = report.groups.iter().zip(&sheet.groups).filter(|(g, _)| g.category == category.name);
            let mut tests = Vec::new();
            for (group, tested) in groups {
                for entry in tested {
                    let case = case(record, group, &entry.tested);
                    tests.push(test(case.label, &entry.worth, &case.message));
                }
            }
            tests
        };
        let passed = tests.iter().all(|t| t.status == "pass");
        let runner =
            Runner { version: 1, status: if passed { "pass" } else { "fail" }, max_score: category.weight, tests };
        let json = serde_json::to_string(&runner).map_err(io::Error::other)?;
        writeln!(out, "{}={}", category.name, base64::engine::general_purpose::STANDARD.encode(json))?;
    }
    Ok(())
}

fn test(name: String, worth: &Worth, message: &str) -> Test {
    let status = if worth.passed { "pass" } else { "fail" };
    Test { name, status, score: worth.earned_weight().value(), message: message.to_string() }
}
