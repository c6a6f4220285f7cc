//! Perfect ranking of permutations (Lehmer codes), so that tables over every position of a small board
//! can be plain arrays indexed by rank.

/// k! for k in 0..=12.
const FACTORIAL: [usize; 13] = {
    let mut f = [1usize; 13];
    let mut k = 1;
    while k < 13 {
        f[k] = f[k - 1] * k;
        k += 1;
    }
    f
};

/// The number of permutations of `len` items.
pub(crate) fn permutations(len: usize) -> usize {
    FACTORIAL[len]
}

/// The rank of `perm` (a permutation of 0..len, len <= 12) in lexicographic order.
pub(crate) fn rank(perm: &[u16]) -> usize {
    let len = perm.len();
    let mut r = 0;
    for i in 0..len {
        let smaller_after = perm[i + 1..].iter().filter(|&&x| x < perm[i]).count();
        r += smaller_after * FACTORIAL[len - 1 - i];
    }
    r
}

/// The permutation of 0..len with the given rank.
pub(crate) fn unrank(mut r: usize, len: usize, out: &mut [u16]) {
    let mut unused: Vec<u16> = (0..len as u16).collect();
    for (i, slot) in out.iter_mut().enumerate().take(len) {
        let f = FACTORIAL[len - 1 - i];
        *slot = unused.remove(r / f);
        r %= f;
    }
}

#[cfg(test)]
mod tests {
    use super::{permutations, rank, unrank};

    #[test]
    fn rank_and_unrank_are_inverse_bijections() {
        for len in 1..=5 {
            let mut perm = vec![0u16; len];
            let mut previous = None;
            for r in 0..permutations(len) {
                unrank(r, len, &mut perm);
                assert_eq!(rank(&perm), r);
                // Ranks follow lexicographic order, so distinct ranks are distinct permutations.
                assert!(previous.as_ref().is_none_or(|p: &Vec<u16>| *p < perm), "{perm:?}");
                previous = Some(perm.clone());
            }
        }
        assert_eq!(rank(&[0, 1, 2, 3, 4, 5, 6, 7, 8]), 0);
        assert_eq!(rank(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), permutations(9) - 1);
    }
}
