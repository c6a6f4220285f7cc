//! GitHub Classroom's autograding results for one submission: a runner per category, as its grading
//! reporter reads them (`<runner>_RESULTS`, base64 JSON with `status`, `max_score` and the `tests`, a
//! runner's score being its share of passed tests times its `max_score`), written as `NAME=VALUE`
//! step outputs (`--classroom "$GITHUB_OUTPUT"`). Each category's weight is its runner's `max_score`.

use std::io::{self, Write};

use base64::Engine;
use serde::Serialize;

use crate::class::model::{ClassReport, GroupInfo, SubmissionRecord};
use crate::config::COMPILATION;
use crate::report::class::cases::cases;

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
    message: String,
}

/// Writes a `category=...` line per category.
pub(crate) fn write(report: &ClassReport, record: &SubmissionRecord, out: &mut dyn Write) -> io::Result<()> {
    for category in report.scored_categories() {
        let tests = if category.name == COMPILATION {
            vec![test("compilation".into(), record.build.passed, &record.build.reason)]
        } else {
            report.groups.iter().filter(|g| g.category == category.name).flat_map(|g| tests(record, g)).collect()
        };
        let passed = tests.iter().all(|t| t.status == "pass");
        let runner =
            Runner { version: 1, status: if passed { "pass" } else { "fail" }, max_score: category.weight, tests };
        let json = serde_json::to_string(&runner).map_err(io::Error::other)?;
        writeln!(out, "{}={}", category.name, base64::engine::general_purpose::STANDARD.encode(json))?;
    }
    Ok(())
}

/// A group's tests, as [`cases`] lists them.
fn tests(record: &SubmissionRecord, group: &GroupInfo) -> Vec<Test> {
    cases(record, group).into_iter().map(|case| test(case.label, case.passed, &case.message)).collect()
}

fn test(name: String, passed: bool, message: &str) -> Test {
    Test { name, status: if passed { "pass" } else { "fail" }, message: message.to_string() }
}
