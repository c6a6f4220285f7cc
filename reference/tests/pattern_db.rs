//! Pattern databases against exhaustive breadth-first search: a database of all eight 3x3 tiles is the
//! exact distance of every position; smaller patterns agree entry by entry with a separate, naive 0-1
//! BFS over (placement, blank cell); every database and every partition's sum never overestimates; and
//! the cache rejects and rebuilds damaged files.

use std::collections::VecDeque;
use std::sync::OnceLock;

use npuzzle::bfs::Distances;
use npuzzle::pattern_db::{AdditivePdb, Partition, PatternDb, PdbEvent, PdbSource, Verified};
use npuzzle::{Board, Direction};

fn table() -> &'static Distances {
    static TABLE: OnceLock<Distances> = OnceLock::new();
    TABLE.get_or_init(|| Distances::compute(3).expect("3x3 is small enough"))
}

fn quiet(_: PdbEvent<'_>) {}

#[test]
fn a_database_of_every_tile_is_the_exact_distance() {
    for n in [2, 3] {
        let tiles: Vec<u16> = (1..(n * n) as u16).collect();
        let pattern = npuzzle::pattern_db::Pattern::new(n, &tiles).expect("valid");
        let db = PatternDb::build(&pattern, &mut quiet);
        let exact = Distances::compute(n).expect("small");
        let mut checked = 0;
        for (board, distance) in exact.iter() {
            assert_eq!(db.value(&board), distance, "{board:?}");
            checked += 1;
        }
        assert_eq!(checked, if n == 2 { 12 } else { 181_440 });
        assert_eq!(db.info().max_value, Some(exact.diameter()));
    }
}

/// The fewest pattern-tile moves of every placement, by a plain 0-1 BFS over (tile cells, blank cell)
/// states kept in a map: moving a pattern tile costs 1, any other tile 0.
fn naive_entries(n: usize, pattern: &[u16]) -> std::collections::HashMap<Vec<usize>, u32> {
    let goal: Vec<usize> = pattern.iter().map(|&t| usize::from(t) - 1).chain([n * n - 1]).collect();
    let mut dist = std::collections::HashMap::from([(goal.clone(), 0u32)]);
    let mut deque = VecDeque::from([(goal, 0u32)]);
    while let Some((state, d)) = deque.pop_front() {
        if dist[&state] < d {
            continue;
        }
        let blank = state[pattern.len()];
        for dir in Direction::ALL {
            let Some(cell) = dir.step(blank, n) else { continue };
            let mut next = state.clone();
            let mover = state[..pattern.len()].iter().position(|&c| c == cell);
            if let Some(i) = mover {
                next[i] = blank;
            }
            next[pattern.len()] = cell;
            let cost = d + u32::from(mover.is_some());
            if dist.get(&next).is_none_or(|&old| cost < old) {
                dist.insert(next.clone(), cost);
                if mover.is_some() { deque.push_back((next, cost)) } else { deque.push_front((next, cost)) }
            }
        }
    }
    let mut entries = std::collections::HashMap::new();
    for (state, d) in dist {
        let e = entries.entry(state[..pattern.len()].to_vec()).or_insert(d);
        *e = (*e).min(d);
    }
    entries
}

#[test]
fn small_patterns_agree_with_a_naive_zero_one_bfs() {
    for tiles in [&[1u16, 2, 3][..], &[5, 6, 8], &[1, 4, 7, 8], &[2]] {
        let pattern = npuzzle::pattern_db::Pattern::new(3, tiles).expect("valid");
        let db = PatternDb::build(&pattern, &mut quiet);
        let naive = naive_entries(3, tiles);
        assert_eq!(naive.len() as u64, pattern.placements());
        for (board, _) in table().iter() {
            let cells: Vec<usize> =
                tiles.iter().map(|&t| board.tiles().iter().position(|&x| x == t).expect("a tile")).collect();
            assert_eq!(db.value(&board), naive[&cells], "{tiles:?} on {board:?}");
        }
    }
}

#[test]
fn no_database_or_sum_ever_overestimates_on_3x3() {
    let partitions = [
        Partition::new(3, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]).expect("valid"),
        Partition::new(3, &[&[1, 2, 4, 5], &[3, 6], &[7, 8]]).expect("valid"),
        Partition::new(3, &[&[1, 2, 3], &[4, 7]]).expect("valid").with_reflection(false),
    ];
    for partition in &partitions {
        let pdb = AdditivePdb::build(partition, &mut quiet);
        let mut tight = 0;
        for (board, distance) in table().iter() {
            let estimate = pdb.estimate(&board);
            assert!(estimate <= distance, "{}: {estimate} > {distance} on {board:?}", partition.name());
            assert!(estimate >= board.manhattan(), "never below Manhattan");
            for db in pdb.databases() {
                assert!(db.value(&board) <= distance);
            }
            tight += usize::from(estimate == distance);
        }
        assert!(tight > 1_000, "{}: only {tight} exact estimates", partition.name());
    }
}

#[test]
fn the_reflected_sum_is_used_and_stays_admissible() {
    // With reflection the estimate is the larger of two admissible sums: never below the plain one.
    let plain =
        AdditivePdb::build(&Partition::new(3, &[&[1, 2, 3]]).expect("valid").with_reflection(false), &mut quiet);
    let both = AdditivePdb::build(&Partition::new(3, &[&[1, 2, 3]]).expect("valid"), &mut quiet);
    let mut higher = 0;
    for (board, distance) in table().iter() {
        let (p, b) = (plain.estimate(&board), both.estimate(&board));
        assert!(p <= b && b <= distance, "{board:?}: {p} {b} {distance}");
        higher += usize::from(b > p);
    }
    assert!(higher > 10_000, "reflection raised only {higher} estimates");
}

#[test]
fn the_cache_is_reused_and_damaged_files_are_rebuilt() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let pattern = npuzzle::pattern_db::Pattern::new(4, &[1, 2, 3]).expect("valid");
    let path = dir.path().join(pattern.file_name());
    let mut log = Vec::new();
    let built = PatternDb::load_or_build(dir.path(), &pattern, &mut |e| log.push(format!("{e:?}")));
    assert_eq!(built.info().source, PdbSource::Built);
    assert!(log.last().is_some_and(|l| l.starts_with("Saved")), "{log:?}");
    let loaded = PatternDb::load_or_build(dir.path(), &pattern, &mut |e| log.push(format!("{e:?}")));
    assert_eq!(loaded.info().source, PdbSource::Loaded);
    // Mapped; a file written a moment ago is verified, not yet stamped (it could still change unseen).
    assert_eq!((loaded.info().mapped, loaded.info().verified), (true, Some(Verified::Now)));
    let sample: Board = "4 2 1 3 0 5 6 7 4 9 10 11 8 13 14 15 12".parse().expect("valid");
    assert_eq!(loaded.value(&sample), built.value(&sample));
    let private = loaded.clone().into_private();
    assert_eq!((private.info().mapped, private.value(&sample)), (false, built.value(&sample)));

    let good = std::fs::read(&path).expect("written");
    let mut flipped = good.clone();
    flipped[100] ^= 1;
    let damages =
        [(flipped, "checksum"), (good[..good.len() - 5].to_vec(), "truncated"), (good[..20].to_vec(), "truncated")];
    for (damaged, word) in damages {
        std::fs::write(&path, damaged).expect("writable");
        let mut log = Vec::new();
        let db = PatternDb::load_or_build(dir.path(), &pattern, &mut |e| log.push(format!("{e:?}")));
        assert_eq!(db.info().source, PdbSource::Built, "{word}");
        assert!(log.iter().any(|l| l.starts_with("Rejected") && l.contains(word)), "{word}: {log:?}");
        assert_eq!(std::fs::read(&path).expect("rewritten"), good, "{word}: the file is rebuilt");
        assert_eq!(db.value(&sample), built.value(&sample));
    }
}
