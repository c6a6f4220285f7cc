//! [`Points`] and [`apportion`]: what each test is worth in the reports that carry points per test
//! (Gradescope's `results.json`, `tests.csv`). A worth is kept in ten-thousandths of a point and a
//! whole is split among its tests by largest remainder, so a category's tests add up to exactly its
//! weight, a group's to exactly its points, and a score to exactly the sum of its tests: a float sum
//! of thirds would report `84.99999999999993` of 85. Rounding to ten-thousandths happens here, once;
//! the reports only choose how many places to print.

use std::iter::Sum;
use std::ops::Add;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_add_up_to_the_whole() {
        let table: [(f64, &[f64]); 6] = [
            (20.0, &[1.0; 7]),
            (60.0, &[2.0, 1.0, 3.0]),
            (85.0, &[1.0; 3]),
            (1.0, &[1.0; 3]),
            (5.0, &[0.0, 0.0]),
            (10.0, &[1.0, 0.0]),
        ];
        for (whole, shares) in table {
            let parts = apportion(Points::of(whole), shares);
            assert_eq!(parts.len(), shares.len());
            assert_eq!(parts.iter().copied().sum::<Points>(), Points::of(whole), "{whole} over {shares:?}");
            assert_eq!(parts.iter().copied().sum::<Points>().value(), whole, "exactly {whole}");
        }
    }

    #[test]
    fn the_leftover_goes_to_the_largest_remainders_first() {
        assert_eq!(apportion(Points::of(1.0), &[1.0; 3]), [Points(3334), Points(3333), Points(3333)]);
        assert_eq!(apportion(Points::of(1.0), &[1.0, 2.0]), [Points(3333), Points(6667)]);
        assert_eq!(apportion(Points::of(10.0), &[1.0, 0.0]), [Points(100_000), Points(0)]);
        assert_eq!(apportion(Points::of(5.0), &[0.0, 0.0]), [Points(25_000), Points(25_000)]);
        assert!(apportion(Points::of(5.0), &[]).is_empty());
    }

    #[test]
    fn text_has_no_trailing_zeros() {
        let table = [(1.0, 4, "1"), (0.0, 2, "0"), (23.5, 2, "23.5"), (1.0 / 3.0, 2, "0.33"), (0.0385, 4, "0.0385")];
        for (value, places, text) in table {
            assert_eq!(Points::of(value).text(places), text, "{value} to {places}");
        }
        assert_eq!(Points::of(20.0 / 7.0).text(9), "2.8571", "at most four places");
    }

    #[test]
    fn a_sum_of_thirds_is_exact() {
        let thirds: Points = apportion(Points::of(85.0), &[1.0; 51]).into_iter().sum();
        assert_eq!(serde_json::to_string(&thirds.value()).unwrap(), "85.0");
    }
}
