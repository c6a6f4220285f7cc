//! [`compare_all`]: every pair of a class, and each earlier term's program against each of the class,
//! tiled on the worker pool, a row (one program against those after it) at a time. A pair that
//! shares no winnowed fingerprint is not tiled: it can have no tile (see `winnowing`), so the
//! pruning changes no figure.

use std::sync::atomic::AtomicBool;

use super::entrant::Entrant;
use super::tiling::{Tile, tiles};
use super::winnowing::share;
use crate::pool;

/// What tiling one pair found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PairScore {
    /// The two entrants, by index, `a` before `b`.
    pub a: usize,
    pub b: usize,
    /// How many tokens the tiles cover (the same number in each program).
    pub matched: usize,
    /// How many tiles, and the longest.
    pub runs: usize,
    pub longest: usize,
}

/// How many pairs were looked at, how many of them tiled, and the scores of those with a tile.
#[derive(Debug, Default)]
pub struct Compared {
    pub pairs: usize,
    pub tiled: usize,
    pub scores: Vec<PairScore>,
}

/// Whether two entrants are compared: never two earlier terms' programs.
#[must_use]
pub fn compared(a: &Entrant, b: &Entrant) -> bool {
    !(a.prior && b.prior)
}

/// How many pairs [`compare_all`] looks at.
#[must_use]
pub fn pair_count(entrants: &[Entrant]) -> usize {
    (0..entrants.len()).map(|i| row(entrants, i).count()).sum()
}

fn row(entrants: &[Entrant], i: usize) -> impl Iterator<Item = usize> + '_ {
    (i + 1..entrants.len()).filter(move |&j| compared(&entrants[i], &entrants[j]))
}

/// Every pair of `entrants` on `jobs` threads; `done(n)` after each row of `n` pairs. Stops taking
/// rows once `stop` is set (what was compared is returned).
pub fn compare_all(entrants: &[Entrant], jobs: usize, stop: &AtomicBool, done: impl Fn(u64) + Sync) -> Compared {
    let rows: Vec<usize> = (0..entrants.len()).collect();
    let results = pool::run_all(&rows, jobs, stop, |&i| {
        let mut compared = Compared::default();
        for j in row(entrants, i) {
            compared.pairs += 1;
            if !share(&entrants[i].fingerprints, &entrants[j].fingerprints) {
                continue;
            }
            compared.tiled += 1;
            let laid = tile_pair(&entrants[i], &entrants[j]);
            if !laid.is_empty() {
                let matched = laid.iter().map(|t| t.len as usize).sum();
                let longest = laid.iter().map(|t| t.len as usize).max().unwrap_or(0);
                compared.scores.push(PairScore { a: i, b: j, matched, runs: laid.len(), longest });
            }
        }
        done(compared.pairs as u64);
        Some(compared)
    });
    let mut all = Compared::default();
    for (_, row) in results {
        all.pairs += row.pairs;
        all.tiled += row.tiled;
        all.scores.extend(row.scores);
    }
    all
}

/// The tiles of one pair, base code left out.
#[must_use]
pub fn tile_pair(a: &Entrant, b: &Entrant) -> Vec<Tile> {
    let (mut a_marks, mut b_marks) = (a.marks.clone(), b.marks.clone());
    tiles(&a.program.kinds, &mut a_marks, &b.program.kinds, &mut b_marks, &b.windows)
}
