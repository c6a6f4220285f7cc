//! The report model: [`GradeReport`] holds a [`PuzzleResult`] per graded puzzle and derives the
//! [`Summary`] (counts per verdict and the score).

use std::collections::BTreeMap;
use std::time::{Duration, SystemTime};

use crate::corpus::Source;
use crate::grade::{Outcome, Verdict};
use crate::run::ExitKind;

/// What one run measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunFigures {
    /// CPU time of the process tree.
    pub cpu: Duration,
    /// Wall-clock time.
    pub wall: Duration,
    /// Peak resident memory, bytes.
    pub max_rss_bytes: u64,
    /// How it ended.
    pub exit: ExitKind,
    /// Bytes written to standard output.
    pub stdout_bytes: u64,
    /// Bytes written to standard error.
    pub stderr_bytes: u64,
    /// When the run started.
    pub started: SystemTime,
}

/// One graded puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleResult {
    /// The puzzle as the user named it.
    pub puzzle: String,
    /// Board size n.
    pub size: usize,
    /// Shortest solution length (`None`: unsolvable).
    pub expected: Option<usize>,
    /// Where the expected answer came from.
    pub expected_source: Source,
    /// The verdict and what was read.
    pub outcome: Outcome,
    /// The run's measurements (`None` when nothing ran, e.g. after a compile error).
    pub run: Option<RunFigures>,
}

/// Counts over all results.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    /// Puzzles graded.
    pub total: usize,
    /// Puzzles passed.
    pub passed: usize,
    /// Graded puzzles per verdict name, in [`Verdict::NAMES`] order (only those that occur).
    pub verdicts: Vec<(&'static str, usize)>,
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
}

impl GradeReport {
    /// The counts and score.
    #[must_use]
    pub fn summary(&self) -> Summary {
        let mut counts: BTreeMap<&'static str, usize> = BTreeMap::new();
        for result in &self.results {
            *counts.entry(result.outcome.verdict.as_str()).or_default() += 1;
        }
        let verdicts = Verdict::NAMES.iter().filter_map(|&name| counts.get(name).map(|&c| (name, c))).collect();
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
}
