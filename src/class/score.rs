//! [`score`]: the one place points are counted. A group of credit `all` is one test worth its points
//! when every puzzle passes; a group of credit `each` is a test per puzzle, its points split evenly
//! ([`deciding`], the credit rule, which [`tests`] applies to a recorded submission for the reports).
//! A category's fraction is its groups' points earned over their points (`compilation`: the build);
//! the aggregate is the weighted mean of the categories' fractions, as a percentage. A part of the
//! Java assessment is a group of credit `each` over the assessment's tests of that part; a submission
//! without an assessment (not Java, not readable) has its tests and no points. What reports show
//! beside them is counted here too: a category's percentage ([`category_percent`]) and the class's
//! mean and median ([`class_scores`]).

use crate::assess::{Assessment, Part, Test, expected_tests, part_tests};
use crate::class::model::{CategoryScore, ClassReport, GroupInfo, GroupScore, RunOutcome, SubmissionRecord};
use crate::class::plan::Plan;
use crate::config::{AssessmentProfile, COMPILATION, Category, Credit, STYLE};

/// The points of the `compilation` category: the build is its one test.
pub const BUILD_POINTS: f64 = 1.0;

/// The scores of one submission: per group (the profile's, then the assessment's parts), per
/// category, and the aggregate (0 to 100).
#[must_use]
pub fn score(
    plan: &Plan,
    categories: &[Category],
    built: bool,
    runs: &[RunOutcome],
    assessment: Option<&Assessment>,
) -> (Vec<GroupScore>, Vec<CategoryScore>, f64) {
    let mut groups: Vec<GroupScore> = plan.groups.iter().map(|g| group_score(g, built, runs)).collect();
    if let Some(profile) = &plan.assessment {
        groups.extend(profile.parts.iter().map(|part| part_score(profile, *part, assessment)));
    }
    let categories: Vec<CategoryScore> = categories.iter().map(|c| category_score(c, built, &groups)).collect();
    let weights: f64 = categories.iter().filter(|c| c.points > 0.0).map(|c| c.weight).sum();
    let weighted: f64 = categories.iter().filter(|c| c.points > 0.0).map(|c| c.weight * c.earned / c.points).sum();
    let percent = if weights > 0.0 { 100.0 * weighted / weights } else { 0.0 };
    (groups, categories, percent)
}

fn group_score(planned: &crate::class::plan::PlannedGroup, built: bool, runs: &[RunOutcome]) -> GroupScore {
    let limit = u64::try_from(planned.time.as_millis()).unwrap_or(u64::MAX);
    let outcomes: Vec<Option<&RunOutcome>> = planned
        .puzzles
        .iter()
        .map(|name| runs.iter().find(|r| r.puzzle == *name && r.time_limit_ms == limit))
        .collect();
    let passed: Vec<bool> = outcomes.iter().map(|r| built && r.is_some_and(|r| r.passed)).collect();
    let tests = deciding(planned.group.credit, &passed);
    let tests_passed = tests.iter().filter(|&&i| passed[i]).count();
    let points = planned.group.points;
    let first_failure = if built {
        planned.puzzles.iter().zip(&outcomes).find(|(_, r)| !r.is_some_and(|r| r.passed)).map(|(name, r)| match r {
            Some(r) => format!("{name}: {}: {}", r.verdict, r.reason),
            None => format!("{name}: not graded"),
        })
    } else {
        Some("not graded: the submission did not build".to_string())
    };
    GroupScore {
        name: planned.group.name.clone(),
        category: planned.group.category.clone(),
        earned: share_of(points, tests_passed, tests.len()),
        points,
        tests_passed,
        tests: tests.len(),
        first_failure,
    }
}

/// The points an assessment `part` is worth: the profile's `[assessment.points]`, or a point for
/// each of its tests; none for the style part unless `[categories]` weighs style (feedback).
#[must_use]
#[allow(clippy::cast_precision_loss, reason = "test counts are small")]
pub fn part_points(profile: &AssessmentProfile, part: Part) -> f64 {
    if part.category() == STYLE && !profile.style_weighed {
        return 0.0;
    }
    let tests = || expected_tests(part, profile.timing_puzzles.len(), profile.memory_puzzles.len()) as f64;
    profile.points_given(part).unwrap_or_else(tests)
}

fn part_score(profile: &AssessmentProfile, part: Part, assessment: Option<&Assessment>) -> GroupScore {
    let points = part_points(profile, part);
    let (tests, tests_passed, first_failure) = match assessment {
        Some(assessment) => {
            let tests = part_tests(part, assessment);
            let failing = tests.iter().find(|t| !t.passed).map(|t| match t.details.first() {
                Some(detail) => format!("{}: {}", t.name(), detail.trim()),
                None => format!("{}: failed", t.name()),
            });
            (tests.len(), tests.iter().filter(|t| t.passed).count(), failing)
        }
        None => {
            let expected = expected_tests(part, profile.timing_puzzles.len(), profile.memory_puzzles.len());
            (expected, 0, Some("not assessed: not a Java submission that could be read".to_string()))
        }
    };
    GroupScore {
        name: AssessmentProfile::group_name(part),
        category: part.category().to_string(),
        earned: share_of(points, tests_passed, tests),
        points,
        tests_passed,
        tests,
        first_failure,
    }
}

fn category_score(category: &Category, built: bool, groups: &[GroupScore]) -> CategoryScore {
    let (earned, points, tests_passed, tests) = if category.name == COMPILATION {
        (if built { BUILD_POINTS } else { 0.0 }, BUILD_POINTS, usize::from(built), 1)
    } else {
        groups
            .iter()
            .filter(|g| g.category == category.name)
            .fold((0.0, 0.0, 0, 0), |(e, p, tp, t), g| (e + g.earned, p + g.points, tp + g.tests_passed, t + g.tests))
    };
    CategoryScore { name: category.name.clone(), weight: category.weight, earned, points, tests_passed, tests }
}

/// A category's score as a percentage of its points (0 for a category without points).
#[must_use]
pub fn category_percent(category: &CategoryScore) -> f64 {
    100.0 * category.earned / category.points.max(f64::MIN_POSITIVE)
}

/// The class's aggregate scores in a few numbers, over the graded submissions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ClassScores {
    /// Submissions with a record.
    pub graded: usize,
    /// Their mean aggregate score, percent (none when none was graded).
    pub mean: Option<f64>,
    /// Their median aggregate score, percent (none when none was graded).
    pub median: Option<f64>,
    /// How many have full marks.
    pub full_marks: usize,
}

/// The class's scores. The mean is summed in ascending order, one order for every report.
#[must_use]
#[allow(clippy::cast_precision_loss, reason = "a class is far below 2^52 submissions")]
pub fn class_scores(report: &ClassReport) -> ClassScores {
    let mut scores: Vec<f64> = report.submissions.iter().map(|s| s.score_percent).collect();
    scores.sort_by(f64::total_cmp);
    let mean = (!scores.is_empty()).then(|| scores.iter().sum::<f64>() / scores.len() as f64);
    let median = match scores.len() {
        0 => None,
        n if n % 2 == 1 => Some(scores[n / 2]),
        n => Some((scores[n / 2 - 1] + scores[n / 2]) / 2.0),
    };
    // A score is a float mean of fractions: 100 may come out a hair below.
    let full_marks = scores.iter().filter(|&&s| s >= 100.0 - 1e-9).count();
    ClassScores { graded: scores.len(), mean, median, full_marks }
}

/// The credit rule, the one place it is applied: which puzzles decide a group's tests, by index, given
/// whether each passed. Credit `each` makes a test of every puzzle; credit `all` one test, decided by
/// the first puzzle that did not pass, or by the first puzzle when all did (what a report shows of it).
#[must_use]
pub fn deciding(credit: Credit, passed: &[bool]) -> Vec<usize> {
    match credit {
        Credit::Each => (0..passed.len()).collect(),
        Credit::All => passed.iter().position(|p| !p).or((!passed.is_empty()).then_some(0)).into_iter().collect(),
    }
}

/// A group's credit as the model records it (`"all"` or `"each"`), typed: journals keep the word, so
/// that old ones still load and `class.json` stays as it is.
#[must_use]
pub fn credit(group: &GroupInfo) -> Credit {
    if group.credit == "each" { Credit::Each } else { Credit::All }
}

/// What decided one test of a group for one submission.
#[derive(Debug, Clone, PartialEq)]
pub enum Decided<'a> {
    /// A puzzle of a group of credit `each`, and its run (none when it was not graded: the submission
    /// did not build).
    Puzzle {
        /// The puzzle file.
        puzzle: &'a str,
        /// Its run under the group's limit.
        run: Option<&'a RunOutcome>,
    },
    /// A group of credit `all`, by the puzzle that decided it (its first failure, or its first puzzle
    /// when all passed) and that puzzle's run.
    Group {
        /// The puzzle file.
        puzzle: &'a str,
        /// Its run under the group's limit.
        run: Option<&'a RunOutcome>,
    },
    /// A test of the Java assessment.
    Assessed(Test),
    /// A part of the assessment for a submission without an assessment: one failed test, saying why.
    NotAssessed,
}

impl Decided<'_> {
    /// Whether the test passed.
    #[must_use]
    pub fn passed(&self) -> bool {
        match self {
            Decided::Puzzle { run, .. } | Decided::Group { run, .. } => run.is_some_and(|r| r.passed),
            Decided::Assessed(test) => test.passed,
            Decided::NotAssessed => false,
        }
    }
}

/// One test of a group for one submission, and its share of the group's points.
#[derive(Debug, Clone, PartialEq)]
pub struct Tested<'a> {
    /// What decided it.
    pub decided: Decided<'a>,
    /// Its share of the group, from 0 to 1: a group's tests share it evenly.
    pub share: f64,
}

/// The tests of `group` for `record`, by the rule its score was counted by: [`deciding`] over the
/// group's runs, or a test per test of an assessment part.
#[must_use]
pub fn tests<'a>(record: &'a SubmissionRecord, group: &'a GroupInfo) -> Vec<Tested<'a>> {
    if let Some(part) = group.assessment_part.as_deref().and_then(Part::parse) {
        let Some(assessment) = &record.assessment else {
            return vec![Tested { decided: Decided::NotAssessed, share: 1.0 }];
        };
        return evenly(part_tests(part, assessment).into_iter().map(Decided::Assessed).collect());
    }
    let runs: Vec<Option<&RunOutcome>> = group
        .puzzles
        .iter()
        .map(|p| record.runs.iter().find(|r| r.puzzle == *p && r.time_limit_ms == group.time_limit_ms))
        .collect();
    let passed: Vec<bool> = runs.iter().map(|r| r.is_some_and(|r| r.passed)).collect();
    let credit = credit(group);
    let decided = deciding(credit, &passed).into_iter().map(|i| match credit {
        Credit::Each => Decided::Puzzle { puzzle: &group.puzzles[i], run: runs[i] },
        Credit::All => Decided::Group { puzzle: &group.puzzles[i], run: runs[i] },
    });
    evenly(decided.collect())
}

/// Tests sharing their group evenly.
#[allow(clippy::cast_precision_loss, reason = "test counts are small")]
fn evenly(decided: Vec<Decided<'_>>) -> Vec<Tested<'_>> {
    let share = 1.0 / decided.len().max(1) as f64;
    decided.into_iter().map(|decided| Tested { decided, share }).collect()
}

/// The points earned by passing `passed` of `tests` equal tests (none when there are none). Credit
/// `all` is the case of one test: all the points or none.
#[allow(clippy::cast_precision_loss, reason = "test counts are small")]
fn share_of(points: f64, passed: usize, tests: usize) -> f64 {
    if tests == 0 { 0.0 } else { points * passed as f64 / tests as f64 }
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
