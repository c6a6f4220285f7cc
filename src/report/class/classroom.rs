//! GitHub Classroom's autograding results for one submission: a runner per category, as its grading
//! reporter reads them (`<runner>_RESULTS`, base64 JSON with `status`, `max_score` and the `tests`, a
//! runner's score being its share of passed tests times its `max_score`), written as `NAME=VALUE`
//! step outputs (`--classroom "$GITHUB_OUTPUT"`). Each category's weight is its runner's `max_score`.

use std::io::{self, Write};

use base64::Engine;
use serde::Serialize;

use crate::class::model::{ClassReport, GroupInfo, SubmissionRecord};
use crate::config::COMPILATION;

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
    for category in &report.categories {
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

/// A group's tests: itself (credit `all`), or each of its puzzles (`each`).
fn tests(record: &SubmissionRecord, group: &GroupInfo) -> Vec<Test> {
    let run =
        |puzzle: &String| record.runs.iter().find(|r| r.puzzle == *puzzle && r.time_limit_ms == group.time_limit_ms);
    if group.credit == "each" {
        return group
            .puzzles
            .iter()
            .map(|p| match run(p) {
                Some(r) => test(format!("{}: {p}", group.title), r.passed, &format!("{}: {}", r.verdict, r.reason)),
                None => test(format!("{}: {p}", group.title), false, "not graded: the submission did not build"),
            })
            .collect();
    }
    let failing = group.puzzles.iter().find(|p| !run(p).is_some_and(|r| r.passed));
    let message = match failing.map(|p| (p, run(p))) {
        None => "passed".to_string(),
        Some((p, Some(r))) => format!("{p}: {}: {}", r.verdict, r.reason),
        Some((p, None)) => format!("{p}: not graded: the submission did not build"),
    };
    vec![test(group.title.clone(), failing.is_none(), &message)]
}

fn test(name: String, passed: bool, message: &str) -> Test {
    Test { name, status: if passed { "pass" } else { "fail" }, message: message.to_string() }
}
