//! Layer by layer (issue 12, item 7) on seeded random boards: one 127x127 board,
//! `generate::random_board(127, 20261203)` (the board of the ignored timing test in `tests/layers.rs`),
//! and sizes 4, 16 and 64 from `generate::random_boards(n, 10, 20261203)`. Before timing, each group's
//! route lengths are printed to stderr.
//!
//! `cargo bench -p npuzzle --bench layers`; figures in `docs/BENCHMARKS.md`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use npuzzle::generate::{random_board, random_boards};
use npuzzle::{Board, Observer, Strategy, solve};

fn moves(board: &Board) -> u64 {
    let report = solve(board, &Strategy::Layers, &mut Observer::new()).expect("no budget");
    report.moves().expect("random boards are solvable") as u64
}

fn layers(c: &mut Criterion) {
    let mut group = c.benchmark_group("layers");
    group.sample_size(10);
    for n in [4, 16, 64] {
        let boards = random_boards(n, 10, 20_261_203);
        let lengths: Vec<u64> = boards.iter().map(moves).collect();
        eprintln!("{n}x{n}: routes of {lengths:?} moves");
        group.throughput(Throughput::Elements(lengths.iter().sum()));
        group.bench_function(format!("random_{n}x{n}_10_boards"), |b| {
            b.iter(|| boards.iter().map(moves).sum::<u64>());
        });
    }
    let board = random_board(127, 20_261_203);
    let length = moves(&board);
    eprintln!("127x127: a route of {length} moves");
    group.throughput(Throughput::Elements(length));
    group.bench_function("random_127x127", |b| b.iter(|| moves(&board)));
    group.finish();
}

criterion_group!(benches, layers);
criterion_main!(benches);
