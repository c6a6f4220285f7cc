//! Optimal solutions of uniformly random 24-puzzle boards: IDA* with the 6-6-6-6 additive databases
//! on `generate::random_boards(5, 1, seed)` (the board `slider generate --size 5 --seed S` prints),
//! seed after seed, each under a time limit.
//!
//! ```sh
//! NPUZZLE_PDB_DIR=~/.cache/slider/pdb cargo bench -p npuzzle --bench random24                 # seeds 1-20, 600 s each
//! NPUZZLE_PDB_DIR=~/.cache/slider/pdb cargo bench -p npuzzle --bench random24 -- --seeds 5 --limit 60
//! ```
//!
//! Options: `--first S` (default 1), `--seeds K` (default 20: seeds S..S+K-1 are all tried), `--want W`
//! (default 10: after the K seeds, go on with further seeds until W boards are solved, or K more seeds
//! fail), `--limit SECS` (default 600 per board). Every 2^24 expansions a line on stderr shows the
//! threshold, the nodes so far and the rate; a board past its limit is given up (the search is
//! cancelled through its observer) and the run goes on. Ctrl-C stops the whole run. At the end a
//! Markdown table gives per board the moves, nodes generated and time, or the threshold reached.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::pattern_db::{AdditivePdb, Partition, PdbEvent};
use npuzzle::{Detail, Observer, Progress, SearchError, Strategy, solve};

/// What happened to one seed's board.
struct Row {
    seed: u64,
    h0: u32,
    outcome: Result<(usize, u64), (u32, u64)>,
    time: Duration,
}

fn cache_dir() -> PathBuf {
    std::env::var_os("NPUZZLE_PDB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/pdb-cache"))
}

fn option(args: &[String], flag: &str, default: u64) -> u64 {
    args.iter()
        .position(|a| a == flag)
        .and_then(|i| args.get(i + 1))
        .map_or(default, |v| v.parse().unwrap_or_else(|_| panic!("{flag} takes a whole number")))
}

/// Solves one seed's board within `limit`, printing progress lines.
fn attempt(pdb: &AdditivePdb, seed: u64, limit: Duration) -> Row {
    let board = npuzzle::generate::random_boards(5, 1, seed).remove(0);
    let h0 = npuzzle::heuristic::linear_conflict(&board);
    eprintln!("seed {seed}: {}", board.tiles().iter().map(u16::to_string).collect::<Vec<_>>().join(" "));
    let (mut threshold, mut expanded) = (0, 0);
    let mut observer = Observer::new().on_progress(1 << 24, |p: &Progress| {
        let pass = p.pass.map_or(0, |pass| pass.threshold);
        (threshold, expanded) = (pass, p.expanded);
        let rate = p.expanded as f64 / p.elapsed.as_secs_f64().max(1e-9) / 1e6;
        eprintln!(
            "  seed {seed}: threshold {pass}, {} expanded, {rate:.1} M expanded/s, {:.0?}",
            p.expanded, p.elapsed
        );
        if p.elapsed > limit { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    });
    let started = Instant::now();
    let strategy = Strategy::IdaStar(IdaOptions::new(IdaHeuristic::Pdb(pdb)));
    let result = solve(&board, &strategy, &mut observer);
    drop(observer);
    let time = started.elapsed();
    let outcome = match result {
        Ok(report) => {
            let Detail::IdaStar { passes } = &report.detail else { unreachable!("IDA* reports its passes") };
            let h0 = passes.first().map_or(0, |p| p.threshold);
            let moves = report.moves().expect("random boards are generated solvable");
            eprintln!(
                "  seed {seed}: {moves} moves (first threshold {h0}), {} generated, {time:.1?}",
                report.generated
            );
            Ok((moves, report.generated))
        }
        Err(SearchError::Cancelled) => Err((threshold, expanded)),
        Err(e) => panic!("seed {seed}: {e}"),
    };
    Row { seed, h0, outcome, time }
}

fn print_table(rows: &[Row], limit: Duration) {
    println!("| seed | linear-conflict estimate | moves | nodes generated | time |");
    println!("|---|---|---|---|---|");
    for row in rows {
        let (moves, nodes) = match row.outcome {
            Ok((m, g)) => (m.to_string(), g.to_string()),
            Err((t, e)) => (format!("> {t} (given up at {limit:.0?})"), format!("{e} expanded")),
        };
        println!("| {} | {} | {moves} | {nodes} | {:.1} s |", row.seed, row.h0, row.time.as_secs_f64());
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (first, seeds, want) = (option(&args, "--first", 1), option(&args, "--seeds", 20), option(&args, "--want", 10));
    let limit = Duration::from_secs(option(&args, "--limit", 600));
    let started = Instant::now();
    let pdb = AdditivePdb::load_or_build(&cache_dir(), &Partition::twenty_four_6_6_6_6(), &mut |e: PdbEvent<'_>| {
        if !matches!(e, PdbEvent::Building { .. }) {
            eprintln!("  {e:?}");
        }
    });
    eprintln!("6-6-6-6 ready in {:.1?}", started.elapsed());
    let mut rows: Vec<Row> = Vec::new();
    let solved = |rows: &[Row]| rows.iter().filter(|r| r.outcome.is_ok()).count() as u64;
    let mut seed = first;
    while seed < first + seeds || (solved(&rows) < want && seed < first + 2 * seeds) {
        rows.push(attempt(&pdb, seed, limit));
        seed += 1;
    }
    let in_first = rows.iter().filter(|r| r.seed < first + seeds && r.outcome.is_ok()).count();
    print_table(&rows, limit);
    println!("{in_first} of seeds {first}-{} solved within {limit:.0?} each", first + seeds - 1);
}
