//! The tiling against the rule spelled out (every pair of positions, every round), on small random
//! streams with a small alphabet so that runs are many and ties common; and the measures on examples.

use proptest::prelude::*;

use super::{SEPARATOR, Tile, Windows, tile, tiles};

/// The rule [`tiles`] follows, spelled out at quadratic cost a round: for tests.
fn brute_force(a: &[u8], a_marks: &mut [bool], b: &[u8], b_marks: &mut [bool], min: usize) -> Vec<Tile> {
    let mut laid = Vec::new();
    loop {
        let run = |i: usize, j: usize, a_marks: &[bool], b_marks: &[bool]| {
            (0..)
                .take_while(|&k| {
                    i + k < a.len()
                        && j + k < b.len()
                        && a[i + k] == b[j + k]
                        && a[i + k] != SEPARATOR
                        && !a_marks[i + k]
                        && !b_marks[j + k]
                })
                .count()
        };
        let mut runs = Vec::new();
        for i in 0..a.len() {
            for j in 0..b.len() {
                runs.push((run(i, j, a_marks, b_marks), i, j));
            }
        }
        let longest = runs.iter().map(|r| r.0).max().unwrap_or(0);
        if longest < min.max(1) {
            return laid;
        }
        for &(len, i, j) in runs.iter().filter(|r| r.0 == longest) {
            if a_marks[i..i + len].iter().chain(&b_marks[j..j + len]).all(|&m| !m) {
                a_marks[i..i + len].fill(true);
                b_marks[j..j + len].fill(true);
                laid.push(tile(i, j, len));
            }
        }
    }
}

fn tiled(a: &[u8], b: &[u8], a_base: &[bool], min: usize) -> (Vec<Tile>, Vec<Tile>) {
    let (mut a_fast, mut b_fast) = (a_base.to_vec(), vec![false; b.len()]);
    let fast = tiles(a, &mut a_fast, b, &mut b_fast, &Windows::new(b, min));
    let (mut a_slow, mut b_slow) = (a_base.to_vec(), vec![false; b.len()]);
    let slow = brute_force(a, &mut a_slow, b, &mut b_slow, min);
    assert_eq!((a_fast, b_fast), (a_slow, b_slow), "the marks differ");
    (fast, slow)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn tiles_are_the_brute_force_rule(
        a in prop::collection::vec(0u8..4, 0..60),
        b in prop::collection::vec(0u8..4, 0..60),
        base in prop::collection::vec(any::<bool>(), 60),
        min in 1usize..6,
    ) {
        // A few base marks on the first program, as base code leaves them.
        let a_base: Vec<bool> = a.iter().zip(&base).map(|(_, &m)| m && min % 2 == 0).collect();
        let (fast, slow) = tiled(&a, &b, &a_base, min);
        prop_assert_eq!(fast, slow);
    }
}

/// Two streams, the minimum length, and the tiles expected (first position, second, length).
type Example = (&'static [u8], &'static [u8], usize, &'static [(u32, u32, u32)]);

#[test]
fn table_of_examples() {
    let cases: [Example; 6] = [
        // identical streams: one tile of all
        (&[1, 2, 3, 4, 5], &[1, 2, 3, 4, 5], 3, &[(0, 0, 5)]),
        // the two halves swapped: two tiles, the longer first
        (&[1, 2, 3, 4, 5, 6, 7], &[5, 6, 7, 1, 2, 3, 4], 3, &[(0, 3, 4), (4, 0, 3)]),
        // a run shorter than the minimum is no tile
        (&[1, 2, 9, 3, 4], &[1, 2, 8, 3, 4], 3, &[]),
        // a separator is never matched, even by a separator
        (&[1, 2, SEPARATOR, 3, 4], &[1, 2, SEPARATOR, 3, 4], 2, &[(0, 0, 2), (3, 3, 2)]),
        // a repeated run is tiled once on each side
        (&[1, 2, 3, 1, 2, 3], &[1, 2, 3], 3, &[(0, 0, 3)]),
        (&[], &[1, 2, 3], 1, &[]),
    ];
    for (a, b, min, expected) in cases {
        let expected: Vec<Tile> =
            expected.iter().map(|&(x, y, len)| tile(x as usize, y as usize, len as usize)).collect();
        let (fast, slow) = tiled(a, b, &vec![false; a.len()], min);
        assert_eq!(fast, expected, "{a:?} against {b:?}, min {min}");
        assert_eq!(slow, expected, "brute force, {a:?} against {b:?}, min {min}");
    }
}
