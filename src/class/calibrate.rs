//! [`calibrate`]: how fast this machine is, against the machine the profile's time limits were set on,
//! measured by timing the reference's own A* on fixed boards (`--calibrate`). Time limits are then
//! scaled by the factor, and every report says by how much.

use std::time::{Duration, Instant};

use npuzzle::{Board, Observer, SolverOptions, Strategy, solve};

/// The workload: the assignment's A* (Manhattan, checklist order, parity) on the two 31-move 3x3
/// positions and on 38- and 41-move 4x4 boards (`reference/benches/boards/astar-4x4-*.txt`).
const BOARDS: [&str; 4] = [
    "3 8 6 7 2 5 4 3 0 1",
    "3 6 4 7 8 5 0 3 2 1",
    "4 0 1 7 8 5 4 6 15 13 3 10 11 9 2 12 14",
    "4 4 6 5 0 2 7 8 1 10 3 11 15 9 13 12 14",
];

/// The workload's time on the baseline machine, which the default limits were set on: a 2-core Xeon
/// KVM guest, release build, the median of five `--calibrate` runs (135 to 154 ms; see
/// docs/BENCHMARKS.md).
pub const BASELINE: Duration = Duration::from_millis(143);

/// How many times the workload runs; the fastest counts (the others met other processes).
const ROUNDS: usize = 5;

/// A calibration: the workload's time here and the factor limits are scaled by.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Calibration {
    /// The workload's time here.
    pub measured: Duration,
    /// measured / [`BASELINE`], between 0.5 and 4, to two decimals.
    pub factor: f64,
}

/// Times the workload (the fastest of [`ROUNDS`]) and derives the factor.
#[must_use]
pub fn calibrate() -> Calibration {
    let measured = (0..ROUNDS).map(|_| measure()).min().unwrap_or(BASELINE);
    Calibration { measured, factor: factor(measured) }
}

/// One run of the workload.
#[must_use]
pub fn measure() -> Duration {
    let strategy = Strategy::AStar(SolverOptions::default());
    let started = Instant::now();
    for text in BOARDS {
        let board: Board = text.parse().expect("the calibration boards are valid");
        let report = solve(&board, &strategy, &mut Observer::new()).expect("no budget is set");
        std::hint::black_box(report);
    }
    started.elapsed()
}

/// The factor for a workload time: slower machines get more time, faster ones less, within bounds
/// that keep a noisy measurement from making limits absurd.
fn factor(measured: Duration) -> f64 {
    let raw = measured.as_secs_f64() / BASELINE.as_secs_f64();
    (raw.clamp(0.5, 4.0) * 100.0).round() / 100.0
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{BASELINE, BOARDS, factor};

    #[test]
    fn the_factor_is_the_ratio_to_the_baseline_within_bounds() {
        assert_eq!(factor(BASELINE), 1.0);
        assert_eq!(factor(BASELINE * 2), 2.0);
        assert_eq!(factor(Duration::from_millis(1)), 0.5);
        assert_eq!(factor(BASELINE * 100), 4.0);
    }

    #[test]
    fn the_workload_boards_are_solvable() {
        // Solving them takes 140 ms and hundreds of MiB, which other unit tests measuring this
        // process's memory would see; `slider grade --calibrate` runs it in the integration tests.
        for text in BOARDS {
            let board: npuzzle::Board = text.parse().expect("a valid board");
            assert!(board.is_solvable(), "{text}");
        }
    }
}
