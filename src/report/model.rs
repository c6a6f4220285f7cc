//! The report model: [`GradeReport`] holds a [`PuzzleResult`] per graded puzzle and derives the
//! [`Summary`] (counts per verdict and the score). The score counts the puzzles graded: after an
//! interrupt, only those that finished, which every report says.

use std::collections::BTreeMap;

use crate::grade::{Kind, PuzzleResult, Verdict};
use crate::report::containment::Containment;

/// Counts over all results.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    /// Puzzles graded.
    pub total: usize,
    /// Puzzles passed.
    pub passed: usize,
    /// Graded puzzles per verdict name, with the verdict's kind, in [`Verdict::NAMES`] order (only
    /// those that occur).
    pub verdicts: Vec<(&'static str, Kind, usize)>,
    /// passed / total (1 for an empty run).
    pub score: f64,
}

/// The whole report.
#[derive(Debug, Clone)]
pub struct GradeReport {
    /// The solver, as given.
    pub solver: String,
    /// Results in corpus order.
    pub results: Vec<PuzzleResult>,
    /// Puzzles in the corpus (more than `results` when interrupted).
    pub puzzles: usize,
    /// Whether grading was interrupted.
    pub interrupted: bool,
    /// What contained the solvers: the machine's isolation, the network, the user.
    pub containment: Containment,
}

impl GradeReport {
    /// The counts and score.
    #[must_use]
    pub fn summary(&self) -> Summary {
        let mut counts: BTreeMap<&'static str, (Kind, usize)> = BTreeMap::new();
        for result in &self.results {
            let verdict = &result.outcome.verdict;
            counts.entry(verdict.as_str()).or_insert((verdict.kind(), 0)).1 += 1;
        }
        let verdicts =
            Verdict::NAMES.iter().filter_map(|&name| counts.get(name).map(|&(kind, c)| (name, kind, c))).collect();
        let total = self.results.len();
        let passed = self.results.iter().filter(|r| r.outcome.verdict.is_pass()).count();
        let score = if total == 0 { 1.0 } else { passed as f64 / total as f64 };
        Summary { total, passed, verdicts, score }
    }

    /// Whether every puzzle passed and grading finished.
    #[must_use]
    pub fn all_passed(&self) -> bool {
        !self.interrupted && self.results.iter().all(|r| r.outcome.verdict.is_pass())
    }

    /// Puzzles not graded because grading was interrupted.
    #[must_use]
    pub fn not_graded(&self) -> usize {
        self.puzzles - self.results.len()
    }
}
