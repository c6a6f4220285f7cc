//! The sentence that says what a pair's figures mean, for every format: "73% of alice's and 68% of
//! bob's tokens in 11 shared runs of at least 9 tokens (the longest 120)".

use crate::plural::plural;
use crate::similarity::PairRecord;

/// `share` as a whole percentage.
#[must_use]
pub fn percent(share: f64) -> String {
    format!("{:.0}%", share * 100.0)
}

/// What `pair`'s figures mean, for a minimum match length of `min_tokens`.
#[must_use]
pub fn explain(pair: &PairRecord, min_tokens: usize) -> String {
    format!(
        "{} of {}'s and {} of {}'s tokens in {} of at least {min_tokens} tokens (the longest {})",
        percent(pair.a_share),
        pair.a,
        percent(pair.b_share),
        pair.b,
        plural(pair.runs as u64, "shared run"),
        pair.longest
    )
}

#[cfg(test)]
mod tests {
    use super::explain;
    use crate::similarity::PairRecord;

    #[test]
    fn a_pair_explains_its_figures() {
        let pair = PairRecord {
            a: "alice".into(),
            b: "bob".into(),
            a_share: 0.7312,
            b_share: 0.68,
            max: 0.7312,
            mean: 0.70,
            matched: 300,
            runs: 11,
            longest: 120,
            flagged: true,
            page: None,
        };
        assert_eq!(
            explain(&pair, 9),
            "73% of alice's and 68% of bob's tokens in 11 shared runs of at least 9 tokens (the longest 120)"
        );
        let one = PairRecord { runs: 1, ..pair };
        assert!(explain(&one, 9).contains("in 1 shared run of"));
    }
}
