//! The class report's data model, schema `slider-class/1`: [`ClassReport`] (the assignment, its
//! groups and categories, and a [`SubmissionRecord`] per student) as every class report reads it. A
//! record is made once, when its submission is graded ([`SubmissionRecord`] from the typed verdicts,
//! in [`record`](super::record)), journaled as JSON, and read back by `--resume` and `slider merge`:
//! so every type here reads back what it writes, and no report re-derives a verdict or a score.

use serde::{Deserialize, Serialize};

/// The schema name and version of `class.json` and of the journal's records.
pub const SCHEMA: &str = "slider-class/1";

/// The whole class.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClassReport {
    /// [`SCHEMA`].
    pub schema: String,
    /// The assignment's name (from the profile).
    pub assignment: String,
    /// The fingerprint of the profile and the corpus the class was graded under.
    pub digest: String,
    /// The categories, in profile order.
    pub categories: Vec<CategoryInfo>,
    /// The test groups, in profile order.
    pub groups: Vec<GroupInfo>,
    /// Each submission, by name in natural order.
    pub submissions: Vec<SubmissionRecord>,
    /// Submissions of the class that have no record (an interrupted run or a missing shard).
    pub missing: Vec<String>,
}

/// A category and its weight.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CategoryInfo {
    /// Its name.
    pub name: String,
    /// Its weight in the aggregate.
    pub weight: f64,
}

/// A test group as the profile defines it, with the corpus files it selected.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GroupInfo {
    /// Short name.
    pub name: String,
    /// What it tests.
    pub title: String,
    /// Its category.
    pub category: String,
    /// Its points.
    pub points: f64,
    /// `"all"` (one test) or `"each"` (a test per puzzle).
    pub credit: String,
    /// Gradescope visibility.
    pub visibility: String,
    /// The puzzle files, in group order.
    pub puzzles: Vec<String>,
    /// Its CPU limit before calibration, milliseconds (for a part of the assessment, one test's).
    pub time_limit_ms: u64,
    /// The part of the Java assessment this group is made of (`api`, `board`, `board-memory`,
    /// `solver`, `solver-memory`, `timing`): its tests are the assessment's, it has no puzzles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assessment_part: Option<String>,
    /// The profile's groups this part of the assessment stands in for (`[assessment] replaces`):
    /// they were not run.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replaces: Vec<String>,
}

/// One student's submission, graded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SubmissionRecord {
    /// The student (folder name or zip stem).
    pub name: String,
    /// The path it was read from.
    pub source: String,
    /// `"java"` or `"native"`.
    pub language: String,
    /// The build.
    pub build: BuildRecord,
    /// Each run: a puzzle under a time limit (none when the build failed).
    pub runs: Vec<RunOutcome>,
    /// Each group's score, in profile order.
    pub groups: Vec<GroupScore>,
    /// Each category's score, in profile order.
    pub categories: Vec<CategoryScore>,
    /// The aggregate, 0 to 100.
    pub score_percent: f64,
    /// The factor the time limits were scaled by (`--calibrate`; 1 without).
    pub time_factor: f64,
    /// Grading time of the submission, milliseconds.
    pub wall_ms: u64,
    /// The Java assessment, when the profile runs it and this is a Java submission.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assessment: Option<crate::assess::Assessment>,
}

/// How the build went.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BuildRecord {
    /// Whether it built (or needed no build).
    pub passed: bool,
    /// `"compile-error"` when it did not.
    pub verdict: Option<String>,
    /// One line a student can act on (`"compiled"` when it built).
    pub reason: String,
    /// The compiler's errors, when it reported some.
    pub errors: Vec<CompileError>,
    /// How many errors the compiler reported in all.
    pub errors_total: usize,
}

/// One compile error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompileError {
    /// The file, relative to the submission.
    pub file: String,
    /// Its line.
    pub line: u32,
    /// The message.
    pub message: String,
}

/// One run of one puzzle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunOutcome {
    /// The puzzle file, relative to the corpus.
    pub puzzle: String,
    /// Board size n.
    pub size: usize,
    /// The group's CPU limit, milliseconds (the run had it times the submission's `time_factor`).
    pub time_limit_ms: u64,
    /// The verdict's name.
    pub verdict: String,
    /// `"pass"`, `"wrong-answer"`, `"limit"` or `"error"`.
    pub kind: String,
    /// Whether it passed.
    pub passed: bool,
    /// One-line reason.
    pub reason: String,
    /// Remarks that did not fail it.
    pub notes: Vec<String>,
    /// Moves printed (-1: no solution; null: unreadable).
    pub moves_printed: Option<i64>,
    /// Shortest solution (-1: unsolvable).
    pub moves_expected: i64,
    /// CPU time, milliseconds.
    pub cpu_ms: Option<u64>,
    /// Wall-clock time, milliseconds.
    pub wall_ms: Option<u64>,
    /// Peak memory, KiB.
    pub max_rss_kib: Option<u64>,
    /// The start of standard output, for a failing run.
    pub stdout_excerpt: Option<String>,
    /// The start of standard error, for a failing run.
    pub stderr_excerpt: Option<String>,
    /// Whether it ran a second time because the first came within 10% of the time limit.
    pub rerun: bool,
}

/// A group's score for one submission.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GroupScore {
    /// The group.
    pub name: String,
    /// Its category.
    pub category: String,
    /// Points earned.
    pub earned: f64,
    /// Points possible.
    pub points: f64,
    /// Tests passed (a group of credit "all" is one test; of "each", a test per puzzle).
    pub tests_passed: usize,
    /// Tests.
    pub tests: usize,
    /// The first failing puzzle and its reason, `puzzle07.txt: wrong-moves: ...`.
    pub first_failure: Option<String>,
}

/// A category's score for one submission.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CategoryScore {
    /// The category.
    pub name: String,
    /// Its weight.
    pub weight: f64,
    /// Points earned in its groups.
    pub earned: f64,
    /// Points possible.
    pub points: f64,
    /// Tests passed.
    pub tests_passed: usize,
    /// Tests.
    pub tests: usize,
}

impl SubmissionRecord {
    /// The verdicts that cost points, with how many runs got each, in order of first appearance; then
    /// each part of the assessment that cost points, with how many of its tests failed.
    #[must_use]
    pub fn failing_verdicts(&self) -> Vec<(String, usize)> {
        let mut out: Vec<(String, usize)> = Vec::new();
        if let Some(verdict) = &self.build.verdict {
            out.push((verdict.clone(), 1));
        }
        for run in self.runs.iter().filter(|r| !r.passed) {
            match out.iter_mut().find(|(v, _)| *v == run.verdict) {
                Some((_, count)) => *count += 1,
                None => out.push((run.verdict.clone(), 1)),
            }
        }
        let assessed = self.groups.iter().filter(|g| g.name.starts_with(crate::config::ASSESSMENT_GROUP_PREFIX));
        out.extend(assessed.filter(|g| g.tests_passed < g.tests).map(|g| (g.name.clone(), g.tests - g.tests_passed)));
        out
    }
}

impl ClassReport {
    /// The class report of the submissions in `scope` (names, in class order) from a journal's
    /// header and records; those in scope without a record are `missing`.
    #[must_use]
    pub fn assemble(
        header: &crate::class::journal::Header,
        records: Vec<SubmissionRecord>,
        scope: &[String],
    ) -> ClassReport {
        let mut submissions: Vec<SubmissionRecord> = records.into_iter().filter(|r| scope.contains(&r.name)).collect();
        submissions.sort_by_key(|r| scope.iter().position(|n| *n == r.name));
        submissions.dedup_by(|a, b| a.name == b.name);
        let missing = scope.iter().filter(|n| !submissions.iter().any(|r| r.name == **n)).cloned().collect();
        ClassReport {
            schema: SCHEMA.to_string(),
            assignment: header.assignment.clone(),
            digest: header.digest.clone(),
            categories: header.categories.clone(),
            groups: header.groups.clone(),
            submissions,
            missing,
        }
    }

    /// The categories that carry points: `compilation` and those with a group of points (the
    /// assessment's, while it is off, have none). Reports leave the others out.
    pub fn scored_categories(&self) -> impl Iterator<Item = &CategoryInfo> {
        self.categories.iter().filter(|c| {
            c.name == crate::config::COMPILATION || self.groups.iter().any(|g| g.category == c.name && g.points > 0.0)
        })
    }
}
