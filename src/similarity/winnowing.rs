//! [`fingerprints`]: a program's winnowed fingerprints (Schleimer, Wilkerson and Aiken's winnowing,
//! as MOSS uses it), to prune pairs before tiling. Of every `w` consecutive hashes of `k`-token
//! windows the smallest is kept (the rightmost of equal ones). Winnowing guarantees that two programs
//! sharing a run of at least `w + k - 1` tokens share a fingerprint; with `w + k - 1` equal to the
//! minimum match length, a pair sharing none can have no tile at all, so skipping it changes no
//! result: the pruning is exact, and only saves work.

use super::tiling::hashes;

/// The window of tokens a fingerprint hashes, at most: short enough that runs of the minimum
/// length hold several windows, long enough that a window is not everywhere.
const K: usize = 5;

/// The sorted, distinct fingerprints of `kinds` for a minimum match length of `min` tokens.
#[must_use]
pub fn fingerprints(kinds: &[u8], min: usize) -> Vec<u64> {
    let k = K.min(min).max(1);
    let w = (min + 1).saturating_sub(k).max(1);
    let mut kept = Vec::new();
    // Windows across a separator have no hash; winnowing runs over each stretch between them.
    let mut stretch: Vec<(u32, u64)> = Vec::new();
    for (at, hash) in hashes(kinds, k) {
        if stretch.last().is_some_and(|&(last, _)| last + 1 != at) {
            winnow(&stretch, w, &mut kept);
            stretch.clear();
        }
        stretch.push((at, hash));
    }
    winnow(&stretch, w, &mut kept);
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// The smallest hash of every `w` consecutive ones of `stretch` (all of a shorter stretch's smallest).
fn winnow(stretch: &[(u32, u64)], w: usize, kept: &mut Vec<u64>) {
    if stretch.is_empty() {
        return;
    }
    for window in stretch.windows(w.min(stretch.len())) {
        let smallest = window.iter().rev().min_by_key(|&&(_, hash)| hash).map(|&(_, hash)| hash);
        kept.extend(smallest);
    }
}

/// Whether two sorted fingerprint lists share one.
#[must_use]
pub fn share(a: &[u64], b: &[u64]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => return true,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{fingerprints, share};

    proptest! {
        /// The guarantee the pruning rests on: a shared run of the minimum length means a shared
        /// fingerprint, wherever the run is in either program.
        #[test]
        fn a_shared_run_means_a_shared_fingerprint(
            run in prop::collection::vec(1u8..30, 9..20),
            a in prop::collection::vec(0u8..30, 0..40),
            b in prop::collection::vec(0u8..30, 0..40),
            at_a in 0usize..40,
            at_b in 0usize..40,
        ) {
            let mut x = a.clone();
            let at_a = at_a.min(x.len());
            x.splice(at_a..at_a, run.iter().copied());
            let mut y = b.clone();
            let at_b = at_b.min(y.len());
            y.splice(at_b..at_b, run.iter().copied());
            prop_assert!(share(&fingerprints(&x, 9), &fingerprints(&y, 9)));
        }
    }

    #[test]
    fn programs_with_nothing_in_common_share_no_fingerprint() {
        let a: Vec<u8> = (1..=20).collect();
        let b: Vec<u8> = (21..=40).collect();
        assert!(!share(&fingerprints(&a, 9), &fingerprints(&b, 9)));
        assert!(fingerprints(&a, 9).len() < a.len(), "winnowing keeps fewer hashes than windows");
    }
}
