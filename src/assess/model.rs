//! The assessment of one Java submission as data: sections of tests in the assessment's order, each
//! test with its inputs, whether it passed and the details a student acts on. Every report renders
//! this; none decides a test again.

use serde::{Deserialize, Serialize};

/// The five sections of the assessment, in report order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SectionKind {
    /// Board's API tests, run on the student's Board.
    BoardCorrectness,
    /// Bytes of a student Board by size.
    BoardMemory,
    /// Solver's API tests, with the reference Board substituted.
    SolverCorrectness,
    /// What a Solver keeps, with the reference Board substituted.
    SolverMemory,
    /// CPU time and operation counts on the timing puzzles.
    Timing,
}

impl SectionKind {
    /// The section's heading.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            SectionKind::BoardCorrectness => "Testing correctness of Board",
            SectionKind::BoardMemory => "Analyzing memory of Board",
            SectionKind::SolverCorrectness => "Testing correctness of Solver (reference Board substituted)",
            SectionKind::SolverMemory => "Analyzing memory of Solver (reference Board substituted)",
            SectionKind::Timing => "Timing Solver (reference Board substituted)",
        }
    }

    /// The score category the section counts towards (the profile's weights name these).
    #[must_use]
    pub fn category(self) -> &'static str {
        match self {
            SectionKind::BoardCorrectness | SectionKind::SolverCorrectness => "correctness",
            SectionKind::BoardMemory | SectionKind::SolverMemory => "memory",
            SectionKind::Timing => "timing",
        }
    }
}

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
    /// The sections, in report order.
    pub sections: Vec<Section>,
    /// What went wrong around the tests (a phase that did not load, output that was not a record).
    pub problems: Vec<String>,
    /// CPU seconds of the whole assessment JVM.
    pub cpu_seconds: f64,
}

impl Assessment {
    /// (passed, total) over the sections of one category.
    #[must_use]
    pub fn category_totals(&self, category: &str) -> (usize, usize) {
        self.sections.iter().filter(|s| s.kind.category() == category).fold((0, 0), |(p, t), s| {
            let (sp, st) = s.totals();
            (p + sp, t + st)
        })
    }
}
