//! [`part_tests`]: the tests of an assessment [`Part`] in an [`Assessment`], the API test as one test,
//! as a class profile weighs them.

use crate::assess::model::{Assessment, Test};
use crate::config::Part;

/// The tests of `part` in `assessment`: the API as one test, or the section's (none when it did not run).
#[must_use]
pub fn part_tests(part: Part, assessment: &Assessment) -> Vec<Test> {
    match part {
        Part::Api => vec![Test {
            id: "api".into(),
            subject: None,
            title: part.title().into(),
            inputs: Vec::new(),
            passed: assessment.api.is_ok(),
            details: assessment.api.as_ref().err().map(|why| vec![why.clone()]).unwrap_or_default(),
            cells: Vec::new(),
            cpu_ms: 0.0,
        }],
        Part::Section(kind) => {
            assessment.sections.iter().filter(|s| s.kind == kind).flat_map(|s| s.tests.clone()).collect()
        }
    }
}
