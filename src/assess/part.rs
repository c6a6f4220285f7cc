//! [`Part`]: a piece of the assessment a class profile weighs as one test group: the API test, or one
//! of the five sections. Its short name is the profile's (`[assessment] sections`) and the group's
//! (`assess-NAME`); its category is the one its tests count towards.

use crate::assess::model::{Assessment, SectionKind, Test};

/// The API test, or a section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// Whether Board and Solver have the assignment's API (one test).
    Api,
    /// One section's tests.
    Section(SectionKind),
}

impl Part {
    /// Every part, in report order.
    pub const ALL: [Part; 6] = [
        Part::Api,
        Part::Section(SectionKind::BoardCorrectness),
        Part::Section(SectionKind::BoardMemory),
        Part::Section(SectionKind::SolverCorrectness),
        Part::Section(SectionKind::SolverMemory),
        Part::Section(SectionKind::Timing),
    ];

    /// `api`, or the section's short name (`board`, `board-memory`, ...).
    #[must_use]
    pub fn short_name(self) -> &'static str {
        match self {
            Part::Api => "api",
            Part::Section(kind) => kind.short_name(),
        }
    }

    /// The part of a short name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Part> {
        Part::ALL.into_iter().find(|p| p.short_name() == name)
    }

    /// The category its tests count towards: `api`, `correctness`, `memory` or `timing`.
    #[must_use]
    pub fn category(self) -> &'static str {
        match self {
            Part::Api => "api",
            Part::Section(kind) => kind.category(),
        }
    }

    /// What it tests, for people.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Part::Api => "Board and Solver have the assignment's API",
            Part::Section(kind) => kind.title(),
        }
    }

    /// Its tests in `assessment`: the API as one test, or the section's (none when it did not run).
    #[must_use]
    pub fn tests(self, assessment: &Assessment) -> Vec<Test> {
        match self {
            Part::Api => vec![Test {
                id: "api".into(),
                subject: None,
                title: self.title().into(),
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
}

#[cfg(test)]
mod tests {
    use super::Part;

    #[test]
    fn short_names_read_back_and_name_a_category() {
        for part in Part::ALL {
            assert_eq!(Part::parse(part.short_name()), Some(part));
            assert!(["api", "correctness", "memory", "timing"].contains(&part.category()));
        }
        assert_eq!(Part::parse("boards"), None);
    }
}
