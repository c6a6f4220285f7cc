//! The assignment's A* (Manhattan priority) on 4x4 boards of 38 to 41 moves, 0.6 to 2.8 million inserts,
//! in both neighbour orders. Throughput is reported in inserts per second.
//!
//! `cargo bench -p npuzzle --bench astar`; figures in `docs/BENCHMARKS.md`.

use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use npuzzle::{Board, NeighborOrder, Solver, SolverOptions};

const BOARDS: [&str; 3] = ["astar-4x4-38.txt", "astar-4x4-41.txt", "astar-4x4-40.txt"];

fn board(name: &str) -> Board {
    Board::from_file(Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/boards").join(name))
        .expect("benchmark boards parse")
}

fn astar_manhattan(c: &mut Criterion) {
    for (order, group_name) in [
        (NeighborOrder::Checklist, "astar_manhattan_checklist"),
        (NeighborOrder::Princeton, "astar_manhattan_princeton"),
    ] {
        let mut group = c.benchmark_group(group_name);
        group.sample_size(10);
        for name in BOARDS {
            let start = board(name);
            let options = SolverOptions { order, ..SolverOptions::default() };
            let inserts = Solver::with_options(&start, &options).expect("no node limit").stats().inserts;
            group.throughput(Throughput::Elements(inserts));
            group.bench_function(name.trim_end_matches(".txt"), |b| {
                b.iter(|| Solver::with_options(&start, &options).expect("no node limit").moves())
            });
        }
        group.finish();
    }
}

criterion_group!(benches, astar_manhattan);
criterion_main!(benches);
