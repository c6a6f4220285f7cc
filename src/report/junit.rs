//! The JUnit XML report (`--format junit`), for CI systems and course tools that read test results:
//! one `<testsuite>` named after the solver, one `<testcase>` per puzzle (classname `NxN`, time = the
//! run's wall time), a `<failure>` for a wrong answer and an `<error>` for a run that misbehaved, each
//! with the verdict name as its type and the one-line reason as its message.

use std::io::{self, Write};

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

use crate::grade::{Kind, PuzzleResult};
use crate::report::isolation;
use crate::report::model::GradeReport;

/// Writes the report as JUnit XML.
pub(crate) fn write(report: &GradeReport, out: &mut dyn Write) -> io::Result<()> {
    let mut suite = TestSuite::new(report.solver.as_str());
    suite.add_property(("puzzles-total", report.puzzles.to_string().as_str()));
    suite.add_property(("interrupted", if report.interrupted { "true" } else { "false" }));
    suite.add_property(("isolation", isolation::token(&report.containment).as_str()));
    let mut total = std::time::Duration::ZERO;
    for result in &report.results {
        if let Some(run) = &result.run {
            total += run.wall;
        }
        suite.add_test_case(test_case(result));
    }
    suite.set_time(total);
    let mut document = Report::new("slider check");
    document.set_time(total);
    document.add_test_suite(suite);
    let xml = document.to_string().map_err(io::Error::other)?;
    out.write_all(xml.as_bytes())?;
    if !xml.ends_with('\n') {
        writeln!(out)?;
    }
    Ok(())
}

fn test_case(result: &PuzzleResult) -> TestCase {
    let verdict = &result.outcome.verdict;
    let status = match non_success(verdict.kind()) {
        None => TestCaseStatus::success(),
        Some(kind) => {
            let mut status = TestCaseStatus::non_success(kind);
            status.set_type(verdict.as_str()).set_message(verdict.reason());
            status
        }
    };
    let mut case = TestCase::new(result.puzzle.as_str(), status);
    case.set_classname(format!("{n}x{n}", n = result.size));
    if let Some(run) = &result.run {
        case.set_time(run.wall);
    }
    let mut system_out = result.outcome.notes.join("\n");
    if let Some(excerpt) = result.excerpt.as_ref().filter(|e| !e.stdout.is_empty()) {
        system_out.push_str(if system_out.is_empty() { "" } else { "\n" });
        system_out.push_str(&excerpt.stdout);
    }
    if !system_out.is_empty() {
        case.set_system_out(system_out);
    }
    if let Some(excerpt) = result.excerpt.as_ref().filter(|e| !e.stderr.is_empty()) {
        case.set_system_err(excerpt.stderr.as_str());
    }
    case
}

/// A wrong answer is a failure; a run that did not get as far as an answer (a limit, a crash, output
/// that is no answer, a failed build) is an error.
fn non_success(kind: Kind) -> Option<NonSuccessKind> {
    match kind {
        Kind::Pass => None,
        Kind::WrongAnswer => Some(NonSuccessKind::Failure),
        Kind::Limit | Kind::Error => Some(NonSuccessKind::Error),
    }
}
