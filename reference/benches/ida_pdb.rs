//! IDA* with additive pattern databases, timed without criterion (one iteration takes seconds).
//!
//! ```sh
//! cargo bench -p npuzzle --bench ida_pdb                      # 7-8 PDB on the 100 random 15-puzzle boards
//! cargo bench -p npuzzle --bench ida_pdb -- --lc 10           # plus IDA* + linear conflict on the first 10
//! cargo bench -p npuzzle --bench ida_pdb -- --partition 5-5-5 # another 15-puzzle partition
//! cargo bench -p npuzzle --bench ida_pdb -- --partition 7-8-max # the largest of 7-8, 8-7, corner 7-8
//! cargo bench -p npuzzle --bench ida_pdb -- --with 1,2,3,5,6/4,7,8,11,12/9,10,13,14,15
//!                                     # then also the largest of the partition's and this one's (repeatable)
//! cargo bench -p npuzzle --bench ida_pdb -- --private          # tables copied out of the mapping
//! cargo bench -p npuzzle --bench ida_pdb -- --24 6            # 6-6-6-6 on benches/sets/walk-5x5.txt
//! cargo bench -p npuzzle --bench ida_pdb -- --make-24          # remake walk-5x5.txt (proven by 6-6-6-6)
//! ```
//!
//! Databases are cached in `$NPUZZLE_PDB_DIR` (default `target/pdb-cache`); the first run builds them
//! and prints the build time and the process's peak resident memory. The boards are
//! `benches/sets/random-4x4-100.txt` (`generate::random_boards(4, 100, 20261203)`, checked by a
//! test) and `benches/sets/walk-5x5.txt`. Figures are in `docs/BENCHMARKS.md`.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::pattern_db::{AdditivePdb, Partition, PdbEvent};
use npuzzle::{Board, Detail, Observer, Strategy, solve};

fn boards(name: &str) -> Vec<Board> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/sets").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().filter(|l| !l.trim().is_empty()).map(|l| l.parse().expect("benchmark boards parse")).collect()
}

fn cache_dir() -> PathBuf {
    std::env::var_os("NPUZZLE_PDB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/pdb-cache"))
}

/// The process's peak resident set so far, from /proc (Linux).
fn peak_rss_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn load(partition: &Partition) -> AdditivePdb {
    let started = Instant::now();
    let mut last_layer = Instant::now();
    let pdb = AdditivePdb::load_or_build(&cache_dir(), partition, &mut |event: PdbEvent<'_>| {
        let quiet = matches!(event, PdbEvent::Building { .. }) && last_layer.elapsed() < Duration::from_secs(5);
        if !quiet {
            eprintln!("  {event:?}");
            last_layer = Instant::now();
        }
    });
    println!("partition {}: ready in {:.1} s", partition.name(), started.elapsed().as_secs_f64());
    for db in pdb.databases() {
        let info = db.info();
        println!(
            "  pattern {}: {:?} in {:.2} s, {} entries x {} bits = {:.1} MiB{}",
            db.pattern(),
            info.source,
            info.elapsed.as_secs_f64(),
            info.entries,
            info.bits_per_entry,
            info.table_bytes as f64 / 1048576.0,
            info.build_peak_bytes
                .map(|b| format!(", build working set {:.1} MiB, max value {:?}", b as f64 / 1048576.0, info.max_value))
                .unwrap_or_default(),
        );
    }
    if let Some(peak) = peak_rss_mib() {
        println!("  process peak RSS so far: {peak:.0} MiB");
    }
    pdb
}

/// The tables copied out of the shared mapping into this process's memory (on huge pages).
fn private(pdb: AdditivePdb) -> AdditivePdb {
    let started = Instant::now();
    let pdb = pdb.into_private();
    println!("  copied into private memory in {:.3} s", started.elapsed().as_secs_f64());
    pdb
}

/// Solves every board, printing one line each and the totals.
fn run(label: &str, boards: &[Board], heuristic: IdaHeuristic<'_>) {
    println!("{label}: {} boards", boards.len());
    let (mut total, mut generated, mut expanded, mut moves) = (Duration::ZERO, 0u64, 0u64, 0usize);
    for (i, board) in boards.iter().enumerate() {
        let strategy = Strategy::IdaStar(IdaOptions::new(heuristic));
        let outcome = solve(board, &strategy, &mut Observer::new()).expect("sizes match");
        let m = outcome.moves().expect("benchmark boards are solvable");
        let Detail::IdaStar { passes } = &outcome.detail else { unreachable!("IDA* reports its passes") };
        println!(
            "  {i:3}: {m:3} moves, h0 {:3}, {:12} generated, {:9.3} ms",
            passes[0].threshold,
            outcome.generated,
            outcome.elapsed.as_secs_f64() * 1e3
        );
        total += outcome.elapsed;
        generated += outcome.generated;
        expanded += outcome.expanded;
        moves += m;
    }
    let secs = total.as_secs_f64();
    println!(
        "{label}: total {secs:.3} s, {:.2} ms/board, mean {:.2} moves, {generated} generated ({:.0}/board), \
         {expanded} expanded, {:.2} M generated/s",
        secs * 1e3 / boards.len() as f64,
        moves as f64 / boards.len() as f64,
        generated as f64 / boards.len() as f64,
        generated as f64 / secs / 1e6
    );
}

/// Writes `walk-5x5.txt`: one board at each distance, made by `generate::board_at_distance_with`.
fn make_24(pdb: &AdditivePdb) {
    let mut lines = Vec::new();
    for (i, k) in [30u32, 36, 40, 44, 48, 52, 56, 60].into_iter().enumerate() {
        let started = Instant::now();
        let board = npuzzle::generate::board_at_distance_with(5, k, 500 + i as u64, IdaHeuristic::Pdb(pdb))
            .expect("a 5x5 database for 5x5 boards");
        eprintln!("  {k} moves, seed {}: {:.1} s", 500 + i, started.elapsed().as_secs_f64());
        let tiles: Vec<String> = board.tiles().iter().map(u16::to_string).collect();
        lines.push(format!("5 {}", tiles.join(" ")));
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/sets/walk-5x5.txt");
    std::fs::write(&path, lines.join("\n") + "\n").expect("the sets directory is writable");
}

/// "ida* + 7-8 pdb", or "ida* + max(7-8, 8-7) pdb" for several sets.
fn label(pdbs: &[AdditivePdb]) -> String {
    let names: Vec<String> = pdbs.iter().map(|p| p.partition().name()).collect();
    match names.as_slice() {
        [one] => format!("ida* + {one} pdb"),
        _ => format!("ida* + max({}) pdb", names.join(", ")),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    if args.iter().any(|a| a == "--make-24") {
        make_24(&load(&Partition::twenty_four_6_6_6_6()));
        return;
    }
    if let Some(count) = value("--24") {
        let count: usize = count.parse().expect("--24 takes a board count");
        let pdb = load(&Partition::twenty_four_6_6_6_6());
        let set = boards("walk-5x5.txt");
        run("ida* + 6-6-6-6, 24-puzzle", &set[..count.min(set.len())], IdaHeuristic::Pdb(&pdb));
        return;
    }
    let partitions = match value("--partition").as_deref() {
        None | Some("7-8") => vec![Partition::fifteen_7_8()],
        Some("7-8-max") => Partition::fifteen_7_8_max().to_vec(),
        Some("6-6-3") => vec![Partition::fifteen_6_6_3()],
        Some("5-5-5") => vec![Partition::fifteen_5_5_5()],
        Some(other) => panic!("unknown partition {other}; use 7-8, 7-8-max, 6-6-3 or 5-5-5"),
    };
    let set = boards("random-4x4-100.txt");
    let private_copy = args.iter().any(|a| a == "--private");
    let pdbs: Vec<AdditivePdb> =
        partitions.iter().map(|p| if private_copy { private(load(p)) } else { load(p) }).collect();
    run(&label(&pdbs), &set, IdaHeuristic::from_pdbs(&pdbs).expect("a partition"));
    let others: Vec<AdditivePdb> = args
        .iter()
        .zip(args.iter().skip(1))
        .filter(|(flag, _)| *flag == "--with")
        .map(|(_, groups)| {
            let parts: Vec<Vec<u16>> = groups
                .split('/')
                .map(|g| g.split(',').map(|t| t.parse().expect("--with takes tiles like 1,2,3/4,5")).collect())
                .collect();
            let refs: Vec<&[u16]> = parts.iter().map(Vec::as_slice).collect();
            load(&Partition::new(4, &refs).expect("--with takes a partition of the 15 tiles"))
        })
        .collect();
    if !others.is_empty() {
        let all: Vec<AdditivePdb> = pdbs.into_iter().chain(others).collect();
        run(&label(&all), &set, IdaHeuristic::PdbMax(&all));
    }
    if let Some(count) = value("--lc") {
        let count: usize = count.parse().expect("--lc takes a board count");
        run("ida* + linear conflict", &set[..count.min(set.len())], IdaHeuristic::LinearConflict);
    }
}
