//! [`PuzzleResult`]: one graded puzzle, as every report reads it, built by [`PuzzleResult::new`] alone;
//! [`RunFigures`] are what its run measured.

use std::time::{Duration, SystemTime};

use crate::corpus::{Puzzle, Source};
use crate::grade::judge::Outcome;
use crate::run::{ExitKind, RunRecord};

/// What one run measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunFigures {
    /// CPU time of the process tree.
    pub cpu: Duration,
    /// Wall-clock time.
    pub wall: Duration,
    /// Peak resident memory, bytes.
    pub max_rss_bytes: u64,
    /// How it ended.
    pub exit: ExitKind,
    /// Bytes written to standard output.
    pub stdout_bytes: u64,
    /// Bytes written to standard error.
    pub stderr_bytes: u64,
    /// When the run started.
    pub started: SystemTime,
}

impl RunFigures {
    /// The figures of a run record.
    #[must_use]
    pub fn of(record: &RunRecord) -> RunFigures {
        RunFigures {
            cpu: record.cpu,
            wall: record.wall,
            max_rss_bytes: record.max_rss_bytes,
            exit: record.exit,
            stdout_bytes: record.stdout.total,
            stderr_bytes: record.stderr.total,
            started: record.started,
        }
    }
}

/// One graded puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleResult {
    /// The puzzle as the user named it.
    pub puzzle: String,
    /// Board size n.
    pub size: usize,
    /// Shortest solution length (`None`: unsolvable).
    pub expected: Option<usize>,
    /// Where the expected answer came from.
    pub expected_source: Source,
    /// The verdict and what was read.
    pub outcome: Outcome,
    /// The run's measurements (`None` when nothing ran, e.g. after a compile error).
    pub run: Option<RunFigures>,
}

impl PuzzleResult {
    /// The result of `puzzle`.
    #[must_use]
    pub fn new(puzzle: &Puzzle, outcome: Outcome, run: Option<RunFigures>) -> PuzzleResult {
        PuzzleResult {
            puzzle: puzzle.name.clone(),
            size: puzzle.board.dimension(),
            expected: puzzle.expected.moves,
            expected_source: puzzle.expected.source,
            outcome,
            run,
        }
    }
}
