//! [`cases`]: a group's tests for one submission as every per-test report shows them (JUnit,
//! Gradescope, GitHub Classroom, `tests.csv`, the HTML): their names, outcomes and messages. Which
//! tests a group has (a group of credit `all` is one test, a group of credit `each` a test per puzzle,
//! a part of the Java assessment a test per assessment test) and what each is worth are
//! [`tests`] and [`sheet`](crate::class::worth::sheet), in `class/`; nothing here decides a test or
//! counts a point.

use crate::class::model::{GroupInfo, RunOutcome, SubmissionRecord};
use crate::class::score::{Decided, Tested, tests};

/// One test of a group, as reports show it.
pub(crate) struct Case<'a> {
    /// Its stable name: `group`, `group/puzzle07.txt`, `assess-board/6a`, `assess-timing/2 puzzle20.txt`.
    pub id: String,
    /// Its name for people: the group's title, with the puzzle or the assessment's test.
    pub label: String,
    /// Whether it passed.
    pub passed: bool,
    /// `passed`, or why not: `puzzle07.txt: wrong-moves: ...`, an assessment test's details.
    pub message: String,
    /// What failed it: a run's verdict, `assessment`, `not-graded` or `not-assessed`.
    pub verdict: Option<String>,
    /// Whether it failed on a wrong answer (JUnit's failure) rather than not getting one (an error).
    pub wrong_answer: bool,
    /// The run that decided it, if a run did.
    pub run: Option<&'a RunOutcome>,
}

/// The tests of `group` for `record`.
pub(crate) fn cases<'a>(record: &'a SubmissionRecord, group: &'a GroupInfo) -> Vec<Case<'a>> {
    tests(record, group).iter().map(|tested| case(record, group, tested)).collect()
}

/// One test of `group` for `record`, as reports show it.
pub(crate) fn case<'a>(record: &SubmissionRecord, group: &GroupInfo, tested: &Tested<'a>) -> Case<'a> {
    match &tested.decided {
        Decided::Puzzle { puzzle, run } => {
            run_case(format!("{}/{puzzle}", group.name), format!("{}: {puzzle}", group.title), puzzle, *run)
        }
        Decided::Group { puzzle, run } => run_case(group.name.clone(), group.title.clone(), puzzle, *run),
        Decided::Assessed(test) => {
            let title = if test.title.is_empty() { String::new() } else { format!(": {}", test.title) };
            let details: Vec<&str> = test.details.iter().map(|d| d.trim_end()).collect();
            Case {
                id: format!("{}/{}", group.name, test.name()),
                label: format!("{}: Test {}{title}", group.title, test.name()),
                passed: test.passed,
                message: if test.passed { "passed".into() } else { format!("{}: {}", test.name(), details.join("\n")) },
                verdict: (!test.passed).then(|| "assessment".into()),
                wrong_answer: true,
                run: None,
            }
        }
        Decided::NotAssessed => {
            let why = record.groups.iter().find(|g| g.name == group.name).and_then(|g| g.first_failure.clone());
            Case {
                id: group.name.clone(),
                label: group.title.clone(),
                passed: false,
                message: why.unwrap_or_else(|| "not assessed".into()),
                verdict: Some("not-assessed".into()),
                wrong_answer: false,
                run: None,
            }
        }
    }
}

fn run_case<'a>(id: String, label: String, puzzle: &str, run: Option<&'a RunOutcome>) -> Case<'a> {
    let (passed, message, verdict, wrong_answer) = match run {
        Some(r) if r.passed => (true, "passed".to_string(), None, false),
        Some(r) => {
            (false, format!("{puzzle}: {}: {}", r.verdict, r.reason), Some(r.verdict.clone()), r.kind == "wrong-answer")
        }
        None => {
            (false, format!("{puzzle}: not graded (the submission did not build)"), Some("not-graded".into()), false)
        }
    };
    Case { id, label, passed, message, verdict, wrong_answer, run }
}
