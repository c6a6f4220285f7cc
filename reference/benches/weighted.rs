//! Weighted A* ("Quick") with the size rule's weight (4 for 5x5, 6 for 6x6) and linear conflicts, on
//! seeded random boards: `generate::random_boards(n, 4, 20261203)`. Before timing, each board's route
//! length, expansions, stored nodes, weight and restarts are printed to stderr.
//!
//! `cargo bench -p npuzzle --bench weighted`; figures in `docs/BENCHMARKS.md`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use npuzzle::generate::random_boards;
use npuzzle::weighted::WeightedOptions;
use npuzzle::{Detail, Observer, Strategy, solve};

fn quick(c: &mut Criterion) {
    for n in [5, 6] {
        let mut group = c.benchmark_group(format!("weighted_{n}x{n}"));
        group.sample_size(10);
        for (i, board) in random_boards(n, 4, 20_261_203).into_iter().enumerate() {
            let strategy = Strategy::Weighted(WeightedOptions::default());
            let outcome = solve(&board, &strategy, &mut Observer::new()).expect("no budget");
            let moves = outcome.solution.as_ref().map(|s| s.moves()).expect("random boards are solvable");
            let Detail::Weighted { weight, restarts } = outcome.detail else { unreachable!("weighted A*") };
            eprintln!(
                "{n}x{n} board {i}: {moves} moves (linear conflict {}), {} expanded, {} stored ({:.1} MiB), w {}, {} restarts",
                npuzzle::heuristic::linear_conflict(&board),
                outcome.expanded,
                outcome.stored,
                outcome.memory_bytes as f64 / 1048576.0,
                weight,
                restarts
            );
            group.throughput(Throughput::Elements(outcome.expanded));
            group.bench_function(format!("board{i}"), |b| {
                b.iter(|| solve(&board, &strategy, &mut Observer::new()).expect("no budget").expanded)
            });
        }
        group.finish();
    }
}

criterion_group!(benches, quick);
criterion_main!(benches);
