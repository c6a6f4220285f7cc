use predicates::prelude::*;

use crate::support::{puzzle, scratch_file, slider};

/// `slider solve --checker --algorithm <a> [extra] <file>`, returning the move count it printed.
fn moves_by(algorithm: &str, extra: &[&str], file: &std::path::Path) -> i64 {
    let output = slider()
        .args(["solve", "--checker", "--algorithm", algorithm])
        .args(extra)
        .arg(file)
        .output()
        .expect("slider runs");
    assert!(output.status.success(), "{algorithm}: {}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).expect("text");
    let (_, moves) = stdout.trim_end().rsplit_once(": ").expect("a `file: moves` line");
    moves.parse().expect("a move count")
}

#[test]
fn every_optimal_algorithm_finds_the_shortest_solution() {
    let cases = [("puzzle04.txt", 4), ("puzzle07.txt", 7), ("puzzle3x3-31.txt", 31)];
    for (file, shortest) in cases {
        for algorithm in ["astar", "ida", "bfs", "bidirectional"] {
            assert_eq!(moves_by(algorithm, &[], &puzzle(file)), shortest, "{algorithm} on {file}");
        }
    }
}

#[test]
fn weighted_a_star_stays_within_its_weight() {
    let file = puzzle("puzzle3x3-31.txt");
    for (weight, most) in [("1", 31), ("1.5", 46), ("3", 93)] {
        let moves = moves_by("weighted", &["--weight", weight], &file);
        assert!((31..=most).contains(&moves), "w = {weight}: {moves} moves");
        assert_eq!(moves % 2, 1, "w = {weight}: {moves} moves has the wrong parity for this board");
    }
}

#[test]
fn ida_star_with_a_pattern_database_builds_it_into_the_cache_directory() {
    let cache = tempfile::tempdir().expect("a temporary directory");
    let (_dir, path) = scratch_file("fifteen.txt", b"4\n 5 1 3 4\n 9 2 7 8\n 0 6 11 12\n 13 10 14 15\n");
    let shortest = moves_by("astar", &[], &path);
    let pdb = ["--pdb", "5-5-5", "--pdb-dir"];
    let run = || {
        slider()
            .args(["solve", "--checker", "--stats", "--algorithm", "ida"])
            .args(pdb)
            .arg(cache.path())
            .arg(&path)
            .output()
            .expect("slider runs")
    };
    let first = run();
    assert!(first.status.success());
    let stdout = String::from_utf8(first.stdout).expect("text");
    assert!(stdout.starts_with(&format!("{}: {shortest}\n", path.display())), "{stdout}");
    assert!(stdout.contains("IDA* (pdb 5-5-5)"), "the stats name the database: {stdout}");
    let stderr = String::from_utf8(first.stderr).expect("text");
    assert!(stderr.contains("building the 5-5-5 pattern databases"), "{stderr}");
    assert_eq!(stderr.matches(": built in ").count(), 3, "each build says what it took: {stderr}");
    assert_eq!(stderr.matches("(262144 bytes)").count(), 3, "and what it wrote: {stderr}");
    let files = std::fs::read_dir(cache.path()).expect("the cache exists").count();
    assert!(files >= 1, "the databases were saved");
    // The second run loads the cache silently.
    let second = run();
    assert!(second.status.success());
    assert_eq!(String::from_utf8(second.stderr).expect("text"), "");
    // A damaged file is reported and rebuilt, never used.
    let damaged = cache.path().join("pdb-4x4-1-2-3-5-6.bin");
    let bytes = std::fs::read(&damaged).expect("the database file");
    std::fs::write(&damaged, &bytes[..bytes.len() / 2]).expect("writable");
    let third = run();
    assert!(third.status.success());
    // The same answer and work; only the time a search took may differ.
    let untimed = |text: &str| -> String {
        text.split(" ms")
            .map(|piece| piece.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.'))
            .collect::<Vec<_>>()
            .join("* ms")
    };
    assert_eq!(untimed(&String::from_utf8(third.stdout).expect("text")), untimed(&stdout));
    let stderr = String::from_utf8(third.stderr).expect("text");
    assert!(stderr.contains(&format!("not using {}: it has", damaged.display())), "{stderr}");
    assert!(stderr.contains("truncated or padded); rebuilding it"), "{stderr}");
    assert_eq!(std::fs::read(&damaged).expect("rebuilt"), bytes);
}

#[test]
fn strategies_refuse_boards_they_cannot_do() {
    let (_dir, fifteen) = scratch_file("fifteen.txt", b"4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n");
    slider().args(["solve", "--algorithm", "bfs"]).arg(&fifteen).assert().code(2).stderr(format!(
        "slider: {}: breadth-first search is for boards up to 3x3; use --algorithm ida for larger ones\n",
        fifteen.display()
    ));
    slider()
        .args(["solve", "--algorithm", "ida", "--pdb", "6-6-6-6"])
        .arg(&fifteen)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--pdb 6-6-6-6 is for 5x5 boards, this board is 4x4"));
    let (_dir, eight) = scratch_file("eight.txt", b"3\n1 2 3\n4 5 6\n7 0 8\n");
    slider()
        .args(["solve", "--algorithm", "ida", "--pdb", "7-8-max"])
        .arg(&eight)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--pdb 7-8-max is for 4x4 boards, this board is 3x3"));
}

#[test]
fn compare_lists_every_strategy_and_draws_the_chart() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let svg = dir.path().join("chart.svg");
    let output = slider()
        .args(["compare", "--weights", "2"])
        .arg(puzzle("puzzle07.txt"))
        .arg("--svg")
        .arg(&svg)
        .output()
        .expect("slider runs");
    assert!(output.status.success());
    let table = String::from_utf8(output.stdout).expect("text");
    let rows: Vec<&str> = table.lines().collect();
    assert!(rows[0].starts_with("strategy"), "{table}");
    let strategies = [
        "breadth-first",
        "bidirectional",
        "A* (hamming)",
        "A* (manhattan)",
        "weighted A* (w = 2)",
        "IDA*",
        "layer by layer",
    ];
    for strategy in strategies {
        let row = rows.iter().find(|r| r.starts_with(strategy)).unwrap_or_else(|| panic!("no {strategy} row: {table}"));
        if strategy.starts_with("weighted") {
            let (_, ratio) = row.rsplit_once("  ").expect("a remark");
            let ratio: f64 = ratio.trim_end_matches(" x the shortest").parse().expect("the ratio to the shortest");
            assert!((1.0..=2.0).contains(&ratio), "{row}");
        } else if strategy == "layer by layer" {
            // On 3x3 the last block is the whole board, solved in the fewest moves but not proven so.
            assert!(row.contains(" known ") && row.contains(" 7 ") && row.ends_with("1 phase"), "{row}");
        } else {
            assert!(row.contains(" yes ") && row.contains(" 7 "), "{row}");
        }
        assert!(row.contains(" KiB ") || row.contains(" MiB ") || row.contains(" B "), "peak memory: {row}");
    }
    let chart = std::fs::read_to_string(&svg).expect("the chart was written");
    assert!(chart.starts_with("<svg") && chart.trim_end().ends_with("</svg>"));
    assert_eq!(chart.matches("<rect").count(), rows.len(), "a background and one bar per strategy");
}

/// See: issue 12, item 7: where the shortest is known, layer by layer's row says how much longer it is.
#[test]
fn compare_says_how_much_longer_layer_by_layer_is() {
    let output = slider().args(["compare", "--pdb", "off"]).arg(puzzle("puzzle4x4-10.txt")).output().expect("runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let table = String::from_utf8(output.stdout).expect("text");
    let row = table.lines().find(|r| r.starts_with("layer by layer")).unwrap_or_else(|| panic!("{table}"));
    assert!(row.contains(" no ") && row.contains(" 14 "), "{row}");
    assert!(row.ends_with("1.40 x the shortest; 3 phases"), "{row}");
}

#[test]
fn compare_reports_an_unsolvable_board() {
    let (_dir, path) = scratch_file("unsolvable.txt", b"3\n1 2 3\n4 5 6\n8 7 0\n");
    slider()
        .arg("compare")
        .arg(&path)
        .assert()
        .success()
        .stdout(predicate::str::contains("unsolvable (inversion parity)"));
}

#[test]
fn generated_boards_need_exactly_the_moves_asked_for() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    slider()
        .args(["generate", "--size", "3", "--moves", "18", "--seed", "7", "--count", "3", "--name", "gen", "--out-dir"])
        .arg(dir.path())
        .assert()
        .success()
        .stdout("");
    for i in 1..=3 {
        let file = dir.path().join(format!("gen-{i}.txt"));
        assert_eq!(moves_by("astar", &[], &file), 18, "{}", file.display());
    }
}

#[test]
fn generation_is_reproducible_and_unsolvable_boards_are_unsolvable() {
    let generate = |args: &[&str]| {
        let output = slider().arg("generate").args(args).output().expect("slider runs");
        assert!(output.status.success());
        String::from_utf8(output.stdout).expect("text")
    };
    let first = generate(&["--size", "4", "--seed", "11"]);
    assert_eq!(first, generate(&["--size", "4", "--seed", "11"]));
    assert_ne!(first, generate(&["--size", "4", "--seed", "12"]));
    let unsolvable = generate(&["--size", "3", "--unsolvable", "--seed", "3", "--style", "single"]);
    let (_dir, path) = scratch_file("unsolvable.txt", unsolvable.as_bytes());
    assert_eq!(moves_by("astar", &[], &path), -1);
    assert_eq!(moves_by("astar", &["--unsolvable", "twin"], &path), -1);
}

#[test]
fn generate_explains_bad_requests() {
    slider()
        .args(["generate", "--size", "3", "--count", "2"])
        .assert()
        .code(2)
        .stderr("slider: --count 2 needs --out-dir (and --name): a puzzle file holds one board\n");
    slider().args(["generate", "--size", "1"]).assert().code(2).stderr(predicate::str::contains("1 is not in 2..=127"));
    slider()
        .args(["generate", "--size", "3", "--count", "0", "--out-dir", "unused", "--name", "x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("invalid value '0' for '--count <C>'"));
    slider()
        .args(["solve", "--algorithm", "weighted", "--weight", "0.5"])
        .arg(puzzle("puzzle04.txt"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("0.5 is not a weight: use a number of at least 1"));
    slider()
        .args(["generate", "--size", "2", "--moves", "40"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with("slider: ").and(predicate::str::contains("40")));
}

#[test]
fn auto_is_the_traced_a_star_up_to_3x3_and_ida_star_beyond() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let trace = dir.path().join("trace.txt");
    let (_board_dir, fifteen) = scratch_file("fifteen.txt", b"4\n1 2 3 4\n5 6 7 8\n9 10 0 11\n13 14 15 12\n");
    let output = slider()
        .env("SLIDER_TRACE", &trace)
        .args(["solve", "--checker", "--stats", "--algorithm", "auto", "--heuristic", "hamming", "--pdb", "off"])
        .arg(puzzle("puzzle04.txt"))
        .arg(&fifteen)
        .output()
        .expect("slider runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).expect("text");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], format!("{}: 4", puzzle("puzzle04.txt").display()));
    assert!(lines[1].contains("insert() "), "the assignment's A* on 3x3: {}", lines[1]);
    assert_eq!(lines[2], format!("{}: 2", fifteen.display()));
    assert!(lines[3].contains("IDA* (linear-conflict)"), "IDA* beyond, --heuristic left to the A*: {}", lines[3]);
    let traced = std::fs::read_to_string(&trace).expect("the A* wrote its trace");
    assert!(traced.starts_with("insert 0 "), "{traced}");
    assert!(traced.lines().all(|l| l.split_whitespace().count() == 3 + 9), "only the 3x3 search is traced");
}

/// The row of `strategy` in a `slider compare` table, split into its columns (labels have spaces, so
/// the label is matched first).
fn columns<'t>(table: &'t str, strategy: &str) -> Vec<&'t str> {
    let row = table.lines().find(|r| r.starts_with(strategy)).unwrap_or_else(|| panic!("no {strategy} row: {table}"));
    row[strategy.len()..].split_whitespace().collect()
}

#[test]
fn compare_says_whether_each_route_is_proven_known_to_be_shortest_longer_or_not_found() {
    let output = slider()
        .args(["compare", "--weights", "1,5", "--memory-budget", "512KiB"])
        .arg(puzzle("puzzle3x3-31.txt"))
        .output()
        .expect("slider runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let table = String::from_utf8(output.stdout).expect("text");
    // Breadth-first search's table of every position does not fit in 512 KiB.
    let bfs = columns(&table, "breadth-first");
    assert_eq!(bfs[0], "-", "{table}");
    assert!(table.contains("gave up: needed more than 512.0 KiB for its positions (--memory-budget)"), "{table}");
    assert_eq!(columns(&table, "IDA* (linear-conflict)")[0], "yes", "an optimal search proves it: {table}");
    assert_eq!(columns(&table, "weighted A* (w = 1)")[0], "yes", "weight 1 is A*: {table}");
    let five = columns(&table, "weighted A* (w = 5)");
    let moves: usize = five[5].parse().expect("moves");
    assert_eq!(five[0], if moves == 31 { "known" } else { "no" }, "{table}");
}

#[test]
fn compare_gives_up_at_the_expansion_limit_and_names_the_flag() {
    slider()
        .args(["compare", "--max-expanded", "1000"])
        .arg(puzzle("puzzle3x3-31.txt"))
        .assert()
        .success()
        .stdout(predicate::str::contains("gave up: expanded 1000 positions (--max-expanded)"));
}

/// See: issue 12, item 7 (layer by layer).
#[test]
fn layer_by_layer_prints_a_legal_route_longer_than_the_shortest() {
    let file = puzzle("puzzle4x4-80.txt");
    let output = slider().args(["solve", "--algorithm", "layers"]).arg(&file).output().expect("slider runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).expect("text");
    let (header, boards) = stdout.split_once('\n').expect("a header line");
    let moves: usize =
        header.strip_prefix("Minimum number of moves = ").and_then(|m| m.parse().ok()).expect("the move count");
    let boards: Vec<npuzzle::Board> =
        boards.split("\n\n").filter(|b| !b.trim().is_empty()).map(|b| b.parse().expect("a board")).collect();
    let start = npuzzle::Board::from_file(&file).expect("the puzzle");
    assert_eq!(npuzzle::check_path(&start, &boards), Ok(()));
    assert_eq!(boards.len(), moves + 1);
    // Never shorter than the shortest, 80, and of the same parity.
    assert!(moves > 80 && moves.is_multiple_of(2), "{moves} moves");
    assert_eq!(moves_by("layers", &[], &file), moves as i64);
}

#[test]
fn layer_by_layer_solves_a_large_board_and_reports_its_phases() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("big.txt");
    let board = slider().args(["generate", "--size", "40", "--seed", "12"]).output().expect("slider runs");
    assert!(board.status.success());
    std::fs::write(&path, &board.stdout).expect("a scratch file");
    let output =
        slider().args(["solve", "--checker", "--stats", "--algorithm", "layers"]).arg(&path).output().expect("runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).expect("text");
    let (answer, stats) = stdout.split_once('\n').expect("an answer and a stats line");
    let (_, moves) = answer.rsplit_once(": ").expect("a `file: moves` line");
    let stats = stats.trim_end();
    let expected = format!("stats {}: layer by layer: {moves} moves, 75 phases, ", path.display());
    assert!(stats.starts_with(&expected) && stats.ends_with(" ms"), "{stats}");
}
