//! [`tiles`]: greedy string tiling (Wise's algorithm, as JPlag runs it) between two token streams:
//! repeatedly, the longest runs of equal tokens that no earlier tile covers, of at least the minimum
//! match length, become tiles, longest first; a run that overlaps a tile of its round waits for the
//! next, shorter. Ties go in the order of the first program's position, then the second's, so the
//! result is defined exactly (the tests hold it to a brute-force search of the same rule).
//!
//! Runs are found the Karp-Rabin way, once: every window of the minimum length of the second program
//! is hashed ahead ([`Windows`], made once a program and used for all its pairs); each window of the
//! first whose hash is there and whose tokens are equal starts a diagonal segment of equal tokens. A
//! round then only has to cut the segments where tiles have been laid: marks only grow, and equality
//! never changes, so the segments found once hold every run any later round can find.

/// A tile: `len` tokens from `a` in the first program and `b` in the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Tile {
    pub a: u32,
    pub b: u32,
    pub len: u32,
}

/// The kind that never matches (a file boundary).
const SEPARATOR: u8 = 0;

/// The windows of `min` tokens of one program, by hash, sorted: what its partners look up.
#[derive(Debug, Clone, Default)]
pub struct Windows {
    min: usize,
    by_hash: Vec<(u64, u32)>,
}

impl Windows {
    /// The windows of `min` tokens of `kinds` holding no separator.
    #[must_use]
    pub fn new(kinds: &[u8], min: usize) -> Windows {
        let mut by_hash: Vec<(u64, u32)> = hashes(kinds, min).map(|(at, hash)| (hash, at)).collect();
        by_hash.sort_unstable();
        Windows { min, by_hash }
    }

    fn starting(&self, hash: u64) -> impl Iterator<Item = u32> + '_ {
        let from = self.by_hash.partition_point(|&(h, _)| h < hash);
        self.by_hash[from..].iter().take_while(move |&&(h, _)| h == hash).map(|&(_, at)| at)
    }
}

/// The position and Karp-Rabin hash of every window of `min` tokens of `kinds` with no separator.
pub fn hashes(kinds: &[u8], min: usize) -> impl Iterator<Item = (u32, u64)> + '_ {
    const BASE: u64 = 0x100_0000_01b3;
    let top = (1..min).fold(1u64, |power, _| power.wrapping_mul(BASE));
    let mut hash = 0u64;
    let mut clean = 0usize; // how many tokens up to here are not separators, in a row
    kinds.iter().enumerate().filter_map(move |(at, &kind)| {
        if at >= min && clean >= min {
            hash = hash.wrapping_sub(u64::from(kinds[at - min]).wrapping_mul(top));
        }
        hash = hash.wrapping_mul(BASE).wrapping_add(u64::from(kind));
        clean = if kind == SEPARATOR { 0 } else { clean + 1 };
        if kind == SEPARATOR {
            hash = 0;
        }
        (clean >= min).then(|| (u32::try_from(at + 1 - min).unwrap_or(u32::MAX), hash))
    })
}

/// The tiles between `a` and `b` (whose windows are `b_windows`) of at least `min` tokens, with the
/// tokens already marked in `a_marks` and `b_marks` (base code) left out; the marks are updated.
#[must_use]
pub fn tiles(a: &[u8], a_marks: &mut [bool], b: &[u8], b_marks: &mut [bool], b_windows: &Windows) -> Vec<Tile> {
    let min = b_windows.min.max(1);
    let mut stretches = Vec::new();
    for segment in segments(a, b, b_windows) {
        cut(segment, a_marks, b_marks, min, &mut stretches);
    }
    let mut laid = Vec::new();
    while let Some(longest) = stretches.iter().map(|t: &Tile| t.len).max() {
        let mut round: Vec<Tile> = stretches.iter().filter(|t| t.len == longest).copied().collect();
        round.sort_unstable();
        for tile in round {
            let (a_range, b_range) = ranges(tile);
            if a_marks[a_range.clone()].iter().any(|&m| m) || b_marks[b_range.clone()].iter().any(|&m| m) {
                continue;
            }
            a_marks[a_range].fill(true);
            b_marks[b_range].fill(true);
            laid.push(tile);
        }
        let before = std::mem::take(&mut stretches);
        for stretch in before {
            cut(stretch, a_marks, b_marks, min, &mut stretches);
        }
    }
    laid
}

fn ranges(tile: Tile) -> (std::ops::Range<usize>, std::ops::Range<usize>) {
    let (a, b, len) = (tile.a as usize, tile.b as usize, tile.len as usize);
    (a..a + len, b..b + len)
}

/// Every maximal diagonal run of at least `min` equal tokens (separators never equal).
fn segments(a: &[u8], b: &[u8], b_windows: &Windows) -> Vec<Tile> {
    let min = b_windows.min;
    let mut found = Vec::new();
    for (i, hash) in hashes(a, min) {
        let i = i as usize;
        for j in b_windows.starting(hash) {
            let j = j as usize;
            let left_maximal = i == 0 || j == 0 || a[i - 1] != b[j - 1] || a[i - 1] == SEPARATOR;
            if !left_maximal || a[i..i + min] != b[j..j + min] {
                continue;
            }
            let len = a[i..].iter().zip(&b[j..]).take_while(|&(x, y)| x == y && *x != SEPARATOR).count();
            found.push(tile(i, j, len));
        }
    }
    found
}

fn tile(a: usize, b: usize, len: usize) -> Tile {
    let n = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
    Tile { a: n(a), b: n(b), len: n(len) }
}

/// The parts of `run` that no mark covers, of at least `min` tokens, pushed onto `out`.
fn cut(run: Tile, a_marks: &[bool], b_marks: &[bool], min: usize, out: &mut Vec<Tile>) {
    let (a, b) = (run.a as usize, run.b as usize);
    let mut start = 0;
    for k in 0..=run.len as usize {
        let end = k == run.len as usize || a_marks[a + k] || b_marks[b + k];
        if end {
            if k - start >= min {
                out.push(tile(a + start, b + start, k - start));
            }
            start = k + 1;
        }
    }
}

#[cfg(test)]
#[path = "tiling_tests.rs"]
mod tests;
