//! The assessment of one Java submission as data: sections of tests in the assessment's order, each
//! test with its inputs, whether it passed and the details a student acts on. Every report renders
//! this; none decides a test again.

use serde::{Deserialize, Serialize};

use crate::config::SectionKind;

/// One test's outcome.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Test {
    /// The assessment's id (`6a`; timing and memory tests share the id of their table).
    pub id: String,
    /// What the test is about when one id covers several (a puzzle, a board size).
    pub subject: Option<String>,
    /// What it checks.
    pub title: String,
    /// Its inputs, a line each.
    pub inputs: Vec<String>,
    /// Whether it passed.
    pub passed: bool,
    /// Why it failed (or what it measured), a line each.
    pub details: Vec<String>,
    /// The row of its table, for tests shown as one (timing, memory).
    pub cells: Vec<String>,
    /// CPU time of the student's code in the test, measured inside the JVM.
    #[serde(default)]
    pub cpu_ms: f64,
}

impl Test {
    /// The name every report uses: `6a`, or `2 puzzle20.txt`.
    #[must_use]
    pub fn name(&self) -> String {
        match &self.subject {
            Some(subject) => format!("{} {subject}", self.id),
            None => self.id.clone(),
        }
    }
}

/// The header of a table of tests sharing one id.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Table {
    /// The tests' id.
    pub id: String,
    /// What the table's tests check.
    pub title: String,
    /// The column names.
    pub columns: Vec<String>,
}

/// One section.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Section {
    /// Which section.
    pub kind: SectionKind,
    /// Its tests, in order.
    pub tests: Vec<Test>,
    /// The tables its tests form, if any.
    pub tables: Vec<Table>,
    /// Lines shown under the heading (a fitted formula, why nothing ran).
    pub notes: Vec<String>,
}

impl Section {
    /// (passed, total).
    #[must_use]
    pub fn totals(&self) -> (usize, usize) {
        (self.tests.iter().filter(|t| t.passed).count(), self.tests.len())
    }
}

/// The whole assessment of a submission.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Assessment {
    /// Whether Board.java and Solver.java compile on their own (the reason when they do not).
    #[serde(with = "gate")]
    pub compilation: Result<(), String>,
    /// Whether they have the assignment's API: the Board tests compile against the Board and the
    /// Solver compiles against the reference Board (the reason when not).
    #[serde(with = "gate")]
    pub api: Result<(), String>,
    /// The sections, in report order.
    pub sections: Vec<Section>,
    /// What went wrong around the tests (a phase that did not load, output that was not a record).
    pub problems: Vec<String>,
    /// CPU seconds of the whole assessment JVM.
    pub cpu_seconds: f64,
}

/// The assessment's category weights, in its summary's order: compilation, API, correctness,
/// timing, memory (percent).
pub const WEIGHTS: [(&str, f64); 5] =
    [("compilation", 5.0), ("api", 5.0), ("correctness", 60.0), ("timing", 20.0), ("memory", 10.0)];

impl Assessment {
    /// The aggregate score in percent: each category's weight times its share of tests passed (all or
    /// nothing for compilation and the API), over the weights of the categories that ran.
    #[must_use]
    pub fn aggregate(&self) -> f64 {
        let (mut earned, mut possible) = (0.0, 0.0);
        for (category, weight) in WEIGHTS {
            let share = match category {
                "compilation" => f64::from(u8::from(self.compilation.is_ok())),
                "api" => f64::from(u8::from(self.api.is_ok())),
                _ => {
                    let (passed, total) = self.category_totals(category);
                    if total == 0 {
                        continue;
                    }
                    ratio(passed, total)
                }
            };
            earned += weight * share;
            possible += weight;
        }
        100.0 * earned / possible
    }

    /// (passed, total) over the sections of one category.
    #[must_use]
    pub fn category_totals(&self, category: &str) -> (usize, usize) {
        self.sections.iter().filter(|s| s.kind.category() == category).fold((0, 0), |(p, t), s| {
            let (sp, st) = s.totals();
            (p + sp, t + st)
        })
    }
}

/// A pass-or-fail with a reason as JSON: `{"passed": true}` or `{"passed": false, "reason": "..."}`.
mod gate {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Gate {
        passed: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    }

    #[allow(clippy::ref_option, reason = "serde's `with` passes the field by reference")]
    pub fn serialize<S: Serializer>(value: &Result<(), String>, serializer: S) -> Result<S::Ok, S::Error> {
        Gate { passed: value.is_ok(), reason: value.as_ref().err().cloned() }.serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Result<(), String>, D::Error> {
        let gate = Gate::deserialize(deserializer)?;
        Ok(if gate.passed { Ok(()) } else { Err(gate.reason.unwrap_or_default()) })
    }
}

#[allow(clippy::cast_precision_loss, reason = "test counts are small")]
fn ratio(passed: usize, total: usize) -> f64 {
    passed as f64 / total as f64
}

#[cfg(test)]
mod tests {
    use super::{Assessment, Section, SectionKind, Test};

    fn section(kind: SectionKind, passed: usize, total: usize) -> Section {
        let test = |i: usize| Test {
            id: i.to_string(),
            subject: None,
            title: String::new(),
            inputs: Vec::new(),
            passed: i < passed,
            details: Vec::new(),
            cells: Vec::new(),
            cpu_ms: 0.0,
        };
        Section { kind, tests: (0..total).map(test).collect(), tables: Vec::new(), notes: Vec::new() }
    }

    #[test]
    fn the_aggregate_weighs_each_category_by_its_share_of_tests_passed() {
        // The assessment's worked example: 5 + 5 + 60 x 46/47 + 10 + 20 x 100/125 = 94.72%.
        let mut assessment = Assessment {
            compilation: Ok(()),
            api: Ok(()),
            sections: vec![
                section(SectionKind::BoardCorrectness, 26, 26),
                section(SectionKind::SolverCorrectness, 20, 21),
                section(SectionKind::BoardMemory, 10, 10),
                section(SectionKind::Timing, 100, 125),
            ],
            problems: Vec::new(),
            cpu_seconds: 0.0,
        };
        assert!((assessment.aggregate() - 94.72).abs() < 0.01, "{}", assessment.aggregate());
        assessment.api = Err("no twin()".into());
        assert!((assessment.aggregate() - 89.72).abs() < 0.01, "{}", assessment.aggregate());
        // Only the sections that ran count, with compilation and the API.
        assessment.sections.truncate(1);
        assert!((assessment.aggregate() - 100.0 * 65.0 / 70.0).abs() < 0.01);
    }

    #[test]
    fn compilation_and_the_api_are_json_objects_that_read_back() {
        let assessment = Assessment {
            compilation: Ok(()),
            api: Err("Board has no twin()".into()),
            sections: vec![section(SectionKind::Timing, 1, 2)],
            problems: Vec::new(),
            cpu_seconds: 1.5,
        };
        let json = serde_json::to_value(&assessment).expect("JSON");
        assert_eq!(json["compilation"], serde_json::json!({"passed": true}));
        assert_eq!(json["api"], serde_json::json!({"passed": false, "reason": "Board has no twin()"}));
        assert_eq!(serde_json::from_value::<Assessment>(json).expect("reads back"), assessment);
    }
}
