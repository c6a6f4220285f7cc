//! [`PuzzleResult`]: one graded puzzle, as every report reads it, built by [`PuzzleResult::new`] alone;
//! [`RunFigures`] are what its run measured, and a failing run keeps an [`Excerpt`] of what it printed.

use std::time::{Duration, SystemTime};

use crate::corpus::{Puzzle, Source};
use crate::grade::containment::exit;
use crate::grade::judge::Outcome;
use crate::report::Exit;
use crate::run::{Capture, RunRecord};

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
    pub exit: Exit,
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
            exit: exit(record.exit),
            stdout_bytes: record.stdout.total,
            stderr_bytes: record.stderr.total,
            started: record.started,
        }
    }
}

/// The start of what a failing run printed, for the student to see: at most [`Excerpt::LINES`] lines
/// and [`Excerpt::BYTES`] bytes of each stream, control characters escaped.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Excerpt {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

impl Excerpt {
    /// Lines kept per stream.
    pub const LINES: usize = 20;
    /// Bytes kept per stream.
    pub const BYTES: usize = 2048;

    /// The excerpt of a run's output.
    #[must_use]
    pub fn of(record: &RunRecord) -> Excerpt {
        Excerpt { stdout: Excerpt::stream(&record.stdout), stderr: Excerpt::stream(&record.stderr) }
    }

    fn stream(capture: &Capture) -> String {
        let head = &capture.bytes[..capture.bytes.len().min(Excerpt::BYTES)];
        let text = String::from_utf8_lossy(head);
        let mut kept: Vec<String> = text.lines().take(Excerpt::LINES).map(crate::escape::line).collect();
        let more = capture.total > head.len() as u64 || text.lines().count() > Excerpt::LINES;
        if more {
            kept.push(format!("[... {} bytes in all]", capture.total));
        }
        kept.join("\n")
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
    /// What a failing run printed (`None` for a passing one, or when nothing ran).
    pub excerpt: Option<Excerpt>,
}

impl PuzzleResult {
    /// The result of `puzzle`, judged `outcome`, from the run `record` (if one ran).
    #[must_use]
    pub fn new(puzzle: &Puzzle, outcome: Outcome, record: Option<&RunRecord>) -> PuzzleResult {
        let run = record.map(RunFigures::of);
        let excerpt = record.filter(|_| !outcome.verdict.is_pass()).map(Excerpt::of);
        PuzzleResult {
            puzzle: puzzle.name.clone(),
            size: puzzle.board.dimension(),
            expected: puzzle.expected.moves,
            expected_source: puzzle.expected.source,
            outcome,
            run,
            excerpt,
        }
    }
}
