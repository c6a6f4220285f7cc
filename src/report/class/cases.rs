//! [`cases`]: a group's tests for one submission as every per-test report lists them (JUnit,
//! Gradescope, GitHub Classroom, `tests.csv`): a group of credit `all` is one test, a group of credit
//! `each` a test per puzzle, a part of the Java assessment a test per assessment test. Each test's
//! outcome is read from the record, never decided again.

use crate::assess::{Part, part_tests};
use crate::class::model::{GroupInfo, RunOutcome, SubmissionRecord};

/// One test of a group.
pub(crate) struct Case<'a> {
    /// Its stable name: `group`, `group/puzzle07.txt`, `assess-board/6a`, `assess-timing/2 puzzle20.txt`.
    pub id: String,
    /// Its name for people: the group's title, with the puzzle or the assessment's test.
    pub label: String,
    /// Its share of the group's points.
    pub share: f64,
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
pub(crate) fn cases<'a>(record: &'a SubmissionRecord, group: &GroupInfo) -> Vec<Case<'a>> {
    if let Some(part) = group.assessment_part.as_deref().and_then(Part::parse) {
        return assessed(record, group, part);
    }
    let runs: Vec<(&String, Option<&RunOutcome>)> = group
        .puzzles
        .iter()
        .map(|p| (p, record.runs.iter().find(|r| r.puzzle == *p && r.time_limit_ms == group.time_limit_ms)))
        .collect();
    if group.credit == "each" {
        let share = 1.0 / runs.len().max(1) as f64;
        return runs
            .into_iter()
            .map(|(puzzle, run)| {
                run_case(format!("{}/{puzzle}", group.name), format!("{}: {puzzle}", group.title), share, puzzle, run)
            })
            .collect();
    }
    let decisive = runs.iter().find(|(_, r)| !r.is_some_and(|r| r.passed)).or(runs.first());
    match decisive {
        Some((puzzle, run)) => vec![run_case(group.name.clone(), group.title.clone(), 1.0, puzzle, *run)],
        None => Vec::new(),
    }
}

fn run_case<'a>(id: String, label: String, share: f64, puzzle: &str, run: Option<&'a RunOutcome>) -> Case<'a> {
    let (passed, message, verdict, wrong_answer) = match run {
        Some(r) if r.passed => (true, "passed".to_string(), None, false),
        Some(r) => {
            (false, format!("{puzzle}: {}: {}", r.verdict, r.reason), Some(r.verdict.clone()), r.kind == "wrong-answer")
        }
        None => {
            (false, format!("{puzzle}: not graded (the submission did not build)"), Some("not-graded".into()), false)
        }
    };
    Case { id, label, share, passed, message, verdict, wrong_answer, run }
}

/// A part of the assessment: its tests, or one failed test saying why there are none.
fn assessed<'a>(record: &'a SubmissionRecord, group: &GroupInfo, part: Part) -> Vec<Case<'a>> {
    let Some(assessment) = &record.assessment else {
        let why = record.groups.iter().find(|g| g.name == group.name).and_then(|g| g.first_failure.clone());
        return vec![Case {
            id: group.name.clone(),
            label: group.title.clone(),
            share: 1.0,
            passed: false,
            message: why.unwrap_or_else(|| "not assessed".into()),
            verdict: Some("not-assessed".into()),
            wrong_answer: false,
            run: None,
        }];
    };
    let tests = part_tests(part, assessment);
    let share = 1.0 / tests.len().max(1) as f64;
    tests
        .iter()
        .map(|test| {
            let title = if test.title.is_empty() { String::new() } else { format!(": {}", test.title) };
            let details: Vec<&str> = test.details.iter().map(|d| d.trim_end()).collect();
            Case {
                id: format!("{}/{}", group.name, test.name()),
                label: format!("{}: Test {}{title}", group.title, test.name()),
                share,
                passed: test.passed,
                message: if test.passed { "passed".into() } else { format!("{}: {}", test.name(), details.join("\n")) },
                verdict: (!test.passed).then(|| "assessment".into()),
                wrong_answer: true,
                run: None,
            }
        })
        .collect()
}
