//! [`score`]: the one place points are counted. A group of credit `all` is one test worth its points
//! when every puzzle passes; a group of credit `each` is a test per puzzle, its points split evenly.
//! A category's fraction is its groups' points earned over their points (`compilation`: the build);
//! the aggregate is the weighted mean of the categories' fractions, as a percentage. A part of the
//! Java assessment is a group of credit `each` over the assessment's tests of that part; a submission
//! without an assessment (not Java, not readable) has its tests and no points.

use crate::assess::{Assessment, Part, expected_tests, part_tests};
use crate::class::model::{CategoryScore, GroupScore, RunOutcome};
use crate::class::plan::Plan;
use crate::config::{AssessmentProfile, COMPILATION, Category, Credit};

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
    let passed = outcomes.iter().filter(|r| built && r.is_some_and(|r| r.passed)).count();
    let total = planned.puzzles.len();
    let points = planned.group.points;
    let (earned, tests, tests_passed) = match planned.group.credit {
        Credit::All if passed == total => (points, 1, 1),
        Credit::All => (0.0, 1, 0),
        Credit::Each => (points * passed as f64 / total as f64, total, passed),
    };
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
        earned,
        points,
        tests_passed,
        tests,
        first_failure,
    }
}

/// The points an assessment `part` is worth: the profile's `[assessment.points]`, or a point for
/// each of its tests.
#[must_use]
#[allow(clippy::cast_precision_loss, reason = "test counts are small")]
pub fn part_points(profile: &AssessmentProfile, part: Part) -> f64 {
    let tests = || expected_tests(part, profile.timing_puzzles.len(), profile.memory_puzzles.len()) as f64;
    profile.points_given(part).unwrap_or_else(tests)
}

#[allow(clippy::cast_precision_loss, reason = "test counts are small")]
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
        earned: if tests == 0 { 0.0 } else { points * tests_passed as f64 / tests as f64 },
        points,
        tests_passed,
        tests,
        first_failure,
    }
}

fn category_score(category: &Category, built: bool, groups: &[GroupScore]) -> CategoryScore {
    let (earned, points, tests_passed, tests) = if category.name == COMPILATION {
        (if built { 1.0 } else { 0.0 }, 1.0, usize::from(built), 1)
    } else {
        groups
            .iter()
            .filter(|g| g.category == category.name)
            .fold((0.0, 0.0, 0, 0), |(e, p, tp, t), g| (e + g.earned, p + g.points, tp + g.tests_passed, t + g.tests))
    };
    CategoryScore { name: category.name.clone(), weight: category.weight, earned, points, tests_passed, tests }
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
