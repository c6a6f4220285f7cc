//! The class as JUnit XML: a `<testsuite>` per submission, a `<testcase>` per test (the build; a
//! group of credit `all`; each puzzle of a group of credit `each`; each test of the Java assessment),
//! a failure for a wrong answer and an error for a run that did not get that far, with the reason and
//! the run's output excerpts.

use std::io::{self, Write};
use std::time::Duration;

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

use crate::class::model::{ClassReport, GroupInfo, RunOutcome, SubmissionRecord};
use crate::report::class::cases::{Case, cases};

/// Writes the JUnit XML.
pub(crate) fn write(report: &ClassReport, out: &mut dyn Write) -> io::Result<()> {
    let mut document = Report::new(format!("slider grade {}", report.assignment));
    for record in &report.submissions {
        document.add_test_suite(suite(report, record));
    }
    let xml = document.to_string().map_err(io::Error::other)?;
    out.write_all(xml.as_bytes())?;
    if !xml.ends_with('\n') {
        writeln!(out)?;
    }
    Ok(())
}

fn suite(report: &ClassReport, record: &SubmissionRecord) -> TestSuite {
    let mut suite = TestSuite::new(record.name.as_str());
    suite.add_property(("score-percent", format!("{:.2}", record.score_percent).as_str()));
    suite.add_property(("language", record.language.as_str()));
    suite.add_property(("time-factor", format!("{:.2}", record.time_factor).as_str()));
    let build = if record.build.passed {
        TestCaseStatus::success()
    } else {
        let mut status = TestCaseStatus::non_success(NonSuccessKind::Error);
        status.set_type("compile-error").set_message(record.build.reason.as_str());
        status
    };
    let mut case = TestCase::new("compilation", build);
    case.set_classname(record.name.as_str());
    suite.add_test_case(case);
    for group in &report.groups {
        for case in group_cases(record, group) {
            suite.add_test_case(case);
        }
    }
    suite.set_time(Duration::from_millis(record.wall_ms));
    suite
}

fn group_cases(record: &SubmissionRecord, group: &GroupInfo) -> Vec<TestCase> {
    let classname = format!("{}.{}", record.name, group.category);
    cases(record, group)
        .into_iter()
        .map(|case| {
            // A group worth nothing is feedback (style): what it found must not fail a CI job.
            let status = if group.points > 0.0 { status(&case) } else { feedback(&case) };
            let mut test = TestCase::new(case.id.as_str(), status);
            test.set_classname(classname.as_str());
            if let Some(run) = case.run {
                decorate(&mut test, run);
            }
            test
        })
        .collect()
}

fn status(case: &Case<'_>) -> TestCaseStatus {
    let Some(verdict) = &case.verdict else { return TestCaseStatus::success() };
    let kind = if case.wrong_answer { NonSuccessKind::Failure } else { NonSuccessKind::Error };
    let mut status = TestCaseStatus::non_success(kind);
    status.set_type(verdict.as_str()).set_message(case.message.as_str());
    status
}
/// A feedback test's status: passed, or skipped with what it found.
fn feedback(case: &Case<'_>) -> TestCaseStatus {
    if case.passed {
        return TestCaseStatus::success();
    }
    let mut status = TestCaseStatus::skipped();
    status.set_type("feedback").set_message(case.message.as_str());
    status
}

fn decorate(case: &mut TestCase, run: &RunOutcome) {
    if let Some(ms) = run.wall_ms {
        case.set_time(Duration::from_millis(ms));
    }
    if let Some(text) = run.stdout_excerpt.as_deref().filter(|t| !t.is_empty()) {
        case.set_system_out(text);
    }
    if let Some(text) = run.stderr_excerpt.as_deref().filter(|t| !t.is_empty()) {
        case.set_system_err(text);
    }
}
