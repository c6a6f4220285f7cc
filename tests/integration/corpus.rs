//! The corpus against its manifest: every file the design names is there and listed, sizes and
//! solvability agree, every move count is re-proven with the reference's own optimal solvers, and every
//! generated board is remade byte for byte by the `slider generate` command its entry records.
//!
//! The default suite proves boards up to 3x3 with one breadth-first table per size, 4x4 boards with
//! IDA* and the 5-5-5 databases (built in memory in under a second), and larger ones with IDA* and
//! linear conflicts. The 78- and 80-move boards, which want the 7-8 databases, are proven by
//! `cargo test --release --test integration -- --ignored corpus_heavy` (the databases come from
//! `$SLIDER_PDB_DIR`, default `target/pdb-cache`, built there the first time).

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;

use npuzzle::Board;
use npuzzle::bfs::Distances;
use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::pattern_db::{AdditivePdb, Partition};
use serde::Deserialize;

use crate::support::{puzzle, root, slider};

#[derive(Debug, Deserialize)]
struct Manifest {
    version: u32,
    puzzle: Vec<Entry>,
}

#[derive(Debug, Deserialize)]
struct Entry {
    file: String,
    size: usize,
    moves: i64,
    source: String,
    seed: Option<u64>,
}

fn manifest() -> Manifest {
    let text = std::fs::read_to_string(puzzle("manifest.toml")).expect("puzzles/manifest.toml");
    let manifest: Manifest = toml::from_str(&text).expect("a valid manifest");
    assert_eq!(manifest.version, 1);
    manifest
}

fn board(entry: &Entry) -> Board {
    Board::from_file(puzzle(&entry.file)).unwrap_or_else(|e| panic!("{}: {e}", entry.file))
}

/// The boards that want the full-size pattern databases to be proven quickly.
fn is_heavy(entry: &Entry) -> bool {
    entry.size == 4 && entry.moves > 60
}

/// The files the design lists, with the size of each `puzzleT` file.
fn designed() -> (BTreeSet<String>, HashMap<String, usize>) {
    let mut names = BTreeSet::new();
    let mut sizes = HashMap::new();
    let four = [6, 9, 13, 32, 33, 34, 35, 36, 37, 38, 39, 40, 42, 43, 45, 46, 47, 48, 49, 50];
    let special = [(0, 10), (1, 2), (2, 9), (3, 2), (10, 9), (12, 5), (14, 7), (15, 8), (16, 10), (41, 5), (44, 5)];
    for t in 0..=50 {
        let size = special.iter().find(|(s, _)| *s == t).map_or(if four.contains(&t) { 4 } else { 3 }, |&(_, n)| n);
        sizes.insert(format!("puzzle{t:02}.txt"), size);
    }
    names.extend(sizes.keys().cloned());
    for (n, most) in [(2, 6), (3, 31), (4, 50)] {
        names.extend((0..=most).map(|t| format!("puzzle{n}x{n}-{t:02}.txt")));
    }
    for name in ["2x2-unsolvable1", "2x2-unsolvable2", "2x2-unsolvable3", "3x3-unsolvable", "3x3-unsolvable1"] {
        names.insert(format!("puzzle{name}.txt"));
    }
    for name in ["3x3-unsolvable2", "4x4-78", "4x4-80", "4x4-unsolvable", "4x4-hard1", "4x4-hard2"] {
        names.insert(format!("puzzle{name}.txt"));
    }
    (names, sizes)
}

#[test]
fn the_corpus_has_every_designed_file_and_the_manifest_lists_each_once() {
    let manifest = manifest();
    let listed: BTreeSet<String> = manifest.puzzle.iter().map(|e| e.file.clone()).collect();
    assert_eq!(listed.len(), manifest.puzzle.len(), "a file is listed twice");
    let on_disk: BTreeSet<String> = std::fs::read_dir(root().join("puzzles"))
        .expect("puzzles/")
        .map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".txt"))
        .collect();
    let (names, sizes) = designed();
    assert_eq!(on_disk, names, "puzzles/ holds exactly the designed files");
    assert_eq!(listed, names, "the manifest lists exactly the designed files");
    for entry in &manifest.puzzle {
        let board = board(entry);
        assert_eq!(board.dimension(), entry.size, "{}", entry.file);
        if let Some(&size) = sizes.get(&entry.file) {
            assert_eq!(entry.size, size, "{} has the design's size", entry.file);
            assert_eq!(entry.file, format!("puzzle{:02}.txt", entry.moves), "puzzleT needs T moves");
        }
        assert_eq!(entry.moves == -1, !board.is_solvable(), "{}: solvability", entry.file);
        assert!(!entry.source.is_empty(), "{}: every entry says where it comes from", entry.file);
        assert_eq!(entry.seed.is_some(), entry.source.starts_with("slider generate"), "{}", entry.file);
    }
}

#[test]
fn the_corpus_varies_its_whitespace_as_the_original_does() {
    let texts: Vec<String> =
        manifest().puzzle.iter().map(|e| std::fs::read_to_string(puzzle(&e.file)).expect("readable")).collect();
    let trailing = texts.iter().filter(|t| t.lines().nth(1).is_some_and(|l| l.ends_with(' '))).count();
    let single =
        texts.iter().filter(|t| t.lines().nth(1).is_some_and(|l| !l.starts_with(' ') && !l.contains("  "))).count();
    let blank = texts.iter().filter(|t| t.lines().any(str::is_empty)).count();
    assert!(trailing > texts.len() / 2, "most rows are `%2d ` with a trailing space");
    assert!(single >= 3 && blank >= 3, "some files are single-spaced ({single}), some have blank lines ({blank})");
}

#[test]
fn every_move_count_is_proven_by_an_optimal_solver() {
    let tables: HashMap<usize, Distances> =
        [2, 3].into_iter().map(|n| (n, Distances::compute(n).expect("a small board"))).collect();
    let pdb = AdditivePdb::build(&Partition::fifteen_5_5_5(), &mut |_| {});
    for entry in manifest().puzzle.iter().filter(|e| !is_heavy(e)) {
        let board = board(entry);
        let proven = match (tables.get(&entry.size), entry.size) {
            (Some(table), _) => table.distance(&board).map(i64::from),
            (None, 4) => prove(&board, IdaHeuristic::Pdb(&pdb)),
            (None, _) => prove(&board, IdaHeuristic::LinearConflict),
        };
        assert_eq!(proven.unwrap_or(-1), entry.moves, "{}", entry.file);
    }
}

/// `cargo test --release --test integration -- --ignored corpus_heavy`
#[test]
#[ignore = "loads or builds the 7-8 databases (about 100 seconds on two cores and 1.5 GB the first time)"]
fn corpus_heavy_boards_are_proven_with_the_full_databases() {
    let dir = std::env::var_os("SLIDER_PDB_DIR").map_or_else(|| root().join("target/pdb-cache"), PathBuf::from);
    let mut log = |e: npuzzle::pattern_db::PdbEvent<'_>| eprintln!("{e:?}");
    let pdb = AdditivePdb::load_or_build(&dir, &Partition::fifteen_7_8(), &mut log);
    let manifest = manifest();
    let heavy: Vec<&Entry> = manifest.puzzle.iter().filter(|e| is_heavy(e)).collect();
    assert_eq!(heavy.len(), 2, "puzzle4x4-78 and puzzle4x4-80");
    for entry in heavy {
        assert_eq!(prove(&board(entry), IdaHeuristic::Pdb(&pdb)), Some(entry.moves), "{}", entry.file);
    }
}

fn prove(board: &Board, heuristic: IdaHeuristic<'_>) -> Option<i64> {
    let strategy = npuzzle::Strategy::IdaStar(IdaOptions::new(heuristic));
    let outcome =
        npuzzle::solve(board, &strategy, &mut npuzzle::Observer::new()).expect("a database of the board's size");
    outcome.moves().map(|m| i64::try_from(m).expect("a move count"))
}

#[test]
fn generated_boards_are_remade_by_the_commands_their_entries_record() {
    let scratch = tempfile::tempdir().expect("a temporary directory");
    for entry in manifest().puzzle.iter().filter(|e| e.seed.is_some() && !is_heavy(e)) {
        // The source is the command line, maybe followed by a remark after a colon.
        let line = entry.source.split(':').next().expect("a source");
        let args = line.strip_prefix("slider generate ").unwrap_or_else(|| panic!("{}: {line}", entry.file));
        let mut command = slider();
        command.arg("generate").args(args.split_whitespace());
        // Any admissible heuristic proves the same distance, so the small databases remake the board.
        if !line.contains("--pdb") {
            command.args(["--pdb", if entry.size == 4 { "5-5-5" } else { "off" }]);
        }
        command.arg("--pdb-dir").arg(scratch.path());
        let output = command.output().expect("slider runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{}: {stderr}", entry.file);
        let file = std::fs::read(puzzle(&entry.file)).expect("readable");
        assert_eq!(String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&file), "{}", entry.file);
    }
}

#[test]
fn unsolvable_boards_are_found_out_quickly_by_a_twin_in_lockstep() {
    // The assignment's Solver runs A* on the board and its twin at once; on an unsolvable board it
    // stops when the twin is solved, so the twin must be near the goal or every correct student times out.
    let options = npuzzle::SolverOptions {
        order: npuzzle::NeighborOrder::Princeton,
        unsolvable: npuzzle::UnsolvableMode::Twin,
        ..npuzzle::SolverOptions::default()
    };
    for entry in manifest().puzzle.iter().filter(|e| e.moves == -1) {
        let solver = npuzzle::Solver::with_options(&board(entry), &options).expect("searched");
        assert!(!solver.is_solvable(), "{}", entry.file);
        assert!(solver.stats().inserts < 100_000, "{}: {} inserts", entry.file, solver.stats().inserts);
    }
}
