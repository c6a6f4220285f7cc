//! A check of the build against the plainest possible breadth-first search: one thread, states kept
//! as cell lists in a hash map, regions found cell by cell. It shares nothing with the build but the
//! placement ranking (tested on its own), so the two agreeing on many small patterns, on any number of
//! threads, is evidence that the build's shortcuts (incremental ranks, region tables, frontier blocks,
//! deferred settling) change nothing.

use std::collections::{HashMap, VecDeque};

use crate::pattern_db::build::build_on;
use crate::pattern_db::index::Indexer;
use crate::pattern_db::pattern::Pattern;

/// The cells next to `cell` on an n x n board.
fn neighbours(cell: usize, n: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / n, cell % n);
    [(r > 0).then(|| cell - n), (r + 1 < n).then(|| cell + n), (c > 0).then(|| cell - 1), (c + 1 < n).then(|| cell + 1)]
        .into_iter()
        .flatten()
}

/// The cells the blank reaches from `seed` without passing a cell of `tiles`.
fn region(seed: usize, tiles: &[usize], n: usize) -> Vec<usize> {
    let (mut seen, mut todo) = (vec![seed], vec![seed]);
    while let Some(cell) = todo.pop() {
        for next in neighbours(cell, n) {
            if !tiles.contains(&next) && !seen.contains(&next) {
                seen.push(next);
                todo.push(next);
            }
        }
    }
    seen
}

/// For each placement of the pattern's tiles, the fewest moves of those tiles that bring them home;
/// and the depth of the deepest state (placement and region), which the build reports as its last
/// layer.
fn plain_distances(pattern: &Pattern) -> (HashMap<Vec<usize>, u32>, u32) {
    let n = pattern.dimension();
    let goal: Vec<usize> = pattern.tiles().iter().map(|&t| usize::from(t) - 1).collect();
    let lowest = |tiles: &[usize], blank: usize| *region(blank, tiles, n).iter().min().expect("the seed");
    let start = (goal.clone(), lowest(&goal, n * n - 1));
    let mut depth_of = HashMap::from([(start.clone(), 0u32)]);
    let mut queue = VecDeque::from([start]);
    let mut placements = HashMap::new();
    while let Some(state) = queue.pop_front() {
        let depth = depth_of[&state];
        placements.entry(state.0.clone()).or_insert(depth);
        let reach = region(state.1, &state.0, n);
        for i in 0..state.0.len() {
            for to in neighbours(state.0[i], n).filter(|c| reach.contains(c)) {
                let mut tiles = state.0.clone();
                tiles[i] = to;
                let child = (tiles.clone(), lowest(&tiles, state.0[i]));
                if !depth_of.contains_key(&child) {
                    depth_of.insert(child.clone(), depth + 1);
                    queue.push_back(child);
                }
            }
        }
    }
    (placements, depth_of.values().copied().max().unwrap_or(0))
}

/// The table the build should make: half the excess over Manhattan, by rank; and its last layer.
fn plain_entries(pattern: &Pattern) -> (Vec<u8>, u32) {
    let n = pattern.dimension();
    let index = Indexer::new(n * n, pattern.tiles().len());
    let mut entries = vec![u8::MAX; index.len() as usize];
    let (distances, last_layer) = plain_distances(pattern);
    for (cells, &depth) in &distances {
        let manhattan: u32 =
            pattern.tiles().iter().zip(cells).map(|(&t, &c)| crate::heuristic::distance(t, c, n)).sum();
        entries[index.rank(|i| cells[i]) as usize] = ((depth - manhattan) / 2) as u8;
    }
    (entries, last_layer)
}

#[test]
fn the_build_matches_a_plain_breadth_first_search() {
    let patterns: [(usize, &[u16]); 12] = [
        (2, &[1, 3]),
        (3, &[1, 2]),
        (3, &[1, 5, 8]),
        (3, &[2, 3, 4, 6]),
        (3, &[1, 2, 3, 4, 5]),
        (4, &[1, 2]),
        (4, &[3, 8, 12]),
        (4, &[1, 2, 5, 6]),
        (4, &[6, 7, 10, 11, 15]),
        (4, &[1, 4, 13, 15, 8]),
        (5, &[1, 2, 3]),
        (5, &[7, 13, 19, 24]),
    ];
    for (n, tiles) in patterns {
        let pattern = Pattern::new(n, tiles).expect("a pattern");
        let (entries, last_layer) = plain_entries(&pattern);
        for threads in [1, 2, 3] {
            let built = build_on(&pattern, threads, &mut |_, _| {});
            assert!(built.entries == entries, "{n}x{n} {pattern} on {threads} threads");
            assert_eq!(built.max_value, last_layer, "{n}x{n} {pattern}");
        }
    }
}
