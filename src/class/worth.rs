//! [`sheet`]: what each test of a submission is worth, for the reports that carry points per test
//! (Gradescope's `results.json`, GitHub Classroom's runners, `tests.csv`), in two units: its part of
//! its group's points, and its part of its category's weight (the aggregate's unit, where the tests
//! add up to the weights). A worth is [`Points`], kept in ten-thousandths of a point, and a whole is
//! split among its tests by largest remainder ([`apportion`]), so a category's tests add up to exactly
//! its weight, a group's to exactly its points, and a score to exactly the sum of its tests: a float
//! sum of thirds would report `84.99999999999993` of 85. Rounding to ten-thousandths happens here,
//! once; the reports only choose how many places to print. Which tests there are, and their shares,
//! is [`score`](super::score)'s credit rule.

use std::iter::Sum;
use std::ops::Add;

use crate::class::model::{ClassReport, GroupInfo, SubmissionRecord};
use crate::class::score::{BUILD_POINTS, Tested, tests};
use crate::config::COMPILATION;

/// Ten-thousandths of a point in one point.
const SCALE: i64 = 10_000;

/// A number of points, exact to four places.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Points(i64);

impl Points {
    /// Nothing.
    pub const ZERO: Self = Self(0);

    /// `value` points, rounded to four places (the only rounding of points).
    #[must_use]
    #[allow(clippy::cast_possible_truncation, reason = "points are far below 2^63 ten-thousandths")]
    pub fn of(value: f64) -> Self {
        Self((value * SCALE as f64).round() as i64)
    }

    /// The points as a number, the nearest `f64` to the exact decimal.
    #[must_use]
    #[allow(clippy::cast_precision_loss, reason = "exact below 2^53 ten-thousandths")]
    pub fn value(self) -> f64 {
        self.0 as f64 / SCALE as f64
    }

    /// The points to at most `places` places (at most four), without trailing zeros: `1`, `0.0385`.
    #[must_use]
    pub fn text(self, places: usize) -> String {
        let text = format!("{:.*}", places.min(4), self.value());
        if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.').to_string() } else { text }
    }
}

impl Add for Points {
    type Output = Self;
    fn add(self, other: Self) -> Self {
        Self(self.0 + other.0)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::ZERO, Add::add)
    }
}

/// `whole` split in proportion to `shares` (non-negative; all zero splits evenly), each part whole
/// ten-thousandths, the parts adding up to exactly `whole`: each gets its share rounded down, and the
/// ten-thousandths left over go one each to the largest remainders, earlier parts first on a tie.
#[must_use]
#[allow(clippy::cast_possible_truncation, clippy::cast_precision_loss, reason = "small counts of ten-thousandths")]
pub fn apportion(whole: Points, shares: &[f64]) -> Vec<Points> {
    if shares.is_empty() {
        return Vec::new();
    }
    let even = shares.iter().sum::<f64>() <= 0.0;
    let shares: Vec<f64> = if even { vec![1.0; shares.len()] } else { shares.to_vec() };
    let total: f64 = shares.iter().sum();
    let exact: Vec<f64> = shares.iter().map(|s| whole.0 as f64 * s / total).collect();
    let mut parts: Vec<i64> = exact.iter().map(|e| e.floor() as i64).collect();
    let left = whole.0 - parts.iter().sum::<i64>();
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by(|&a, &b| (exact[b] - exact[b].floor()).total_cmp(&(exact[a] - exact[a].floor())).then(a.cmp(&b)));
    for &i in order.iter().cycle().take(usize::try_from(left.max(0)).unwrap_or(0)) {
        parts[i] += 1;
    }
    parts.into_iter().map(Points).collect()
}

/// What one test is worth, and what its outcome earned.
#[derive(Debug, Clone, PartialEq)]
pub struct Worth {
    /// Whether it passed.
    pub passed: bool,
    /// Its part of its group's points (the build: the `compilation` category's one point).
    pub points: Points,
    /// Its part of its category's weight (nothing for a build the profile does not weigh).
    pub weight: Points,
}

impl Worth {
    /// The points it earned: all of them when it passed, none when not.
    #[must_use]
    pub fn earned_points(&self) -> Points {
        if self.passed { self.points } else { Points::ZERO }
    }

    /// The part of the weight it earned.
    #[must_use]
    pub fn earned_weight(&self) -> Points {
        if self.passed { self.weight } else { Points::ZERO }
    }
}

/// One test of a group with its worth.
#[derive(Debug, Clone, PartialEq)]
pub struct TestWorth<'a> {
    /// The test.
    pub tested: Tested<'a>,
    /// What it is worth.
    pub worth: Worth,
}

/// Every test of one submission with its worth: the build, then each group's tests.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet<'a> {
    /// The build.
    pub build: Worth,
    /// Whether the profile weighs the build (has a `compilation` category), which makes it one of
    /// Gradescope's tests.
    pub build_weighed: bool,
    /// Each group's tests, in the report's group order.
    pub groups: Vec<Vec<TestWorth<'a>>>,
}

impl Sheet<'_> {
    fn worths(&self) -> impl Iterator<Item = &Worth> {
        std::iter::once(&self.build).chain(self.groups.iter().flatten().map(|t| &t.worth))
    }

    /// The score on the weights' scale (Gradescope's `score`): what the tests earned of their weights.
    /// It is the aggregate's share of the weights that carry points, each test exact to four places.
    #[must_use]
    pub fn earned_weight(&self) -> Points {
        self.worths().map(Worth::earned_weight).sum()
    }

    /// The points earned, tests' points summed (what a student's rows of `tests.csv` add up to).
    #[must_use]
    pub fn earned_points(&self) -> Points {
        self.worths().map(Worth::earned_points).sum()
    }
}

/// The sheet of `record`: each test's part of its group's points and of its group's weight, a group's
/// weight being its part of its category's, apportioned among the category's groups by their points.
#[must_use]
pub fn sheet<'a>(report: &'a ClassReport, record: &'a SubmissionRecord) -> Sheet<'a> {
    let build_weight = report.scored_categories().find(|c| c.name == COMPILATION).map(|c| Points::of(c.weight));
    let points = Points::of(BUILD_POINTS);
    let build = Worth { passed: record.build.passed, points, weight: build_weight.unwrap_or_default() };
    let weights = group_weights(report);
    let groups = report.groups.iter().zip(weights).map(|(group, weight)| group_sheet(record, group, weight)).collect();
    Sheet { build, build_weighed: build_weight.is_some(), groups }
}

/// The tests of `group` for `record`, sharing its points and its `weight` by their shares.
fn group_sheet<'a>(record: &'a SubmissionRecord, group: &'a GroupInfo, weight: Points) -> Vec<TestWorth<'a>> {
    let tests = tests(record, group);
    let shares: Vec<f64> = tests.iter().map(|t| t.share).collect();
    let worths = apportion(Points::of(group.points), &shares).into_iter().zip(apportion(weight, &shares));
    let worth = |(tested, (points, weight)): (Tested<'a>, _)| {
        let worth = Worth { passed: tested.decided.passed(), points, weight };
        TestWorth { tested, worth }
    };
    tests.into_iter().zip(worths).map(worth).collect()
}

/// Each group's part of its category's weight, in the report's group order, apportioned by the groups'
/// points (nothing for a category without points).
fn group_weights(report: &ClassReport) -> Vec<Points> {
    let mut weights = vec![Points::ZERO; report.groups.len()];
    for category in report.scored_categories() {
        let members: Vec<usize> =
            (0..report.groups.len()).filter(|&i| report.groups[i].category == category.name).collect();
        let points: Vec<f64> = members.iter().map(|&i| report.groups[i].points).collect();
        for (i, weight) in members.into_iter().zip(apportion(Points::of(category.weight), &points)) {
            weights[i] = weight;
        }
    }
    weights
}

#[cfg(test)]
#[path = "worth_tests.rs"]
mod tests;
