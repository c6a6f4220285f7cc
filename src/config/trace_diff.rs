//! [`TraceDiffConfig`]: `slider trace-diff`, checked: the puzzle and where the student's queue
//! operations come from (a trace file, a solver run with SLIDER_TRACE, or a Java submission's Solver
//! with the counting MinPQ).

use std::path::PathBuf;
use std::time::Duration;

use crate::config::{DISK_BYTES, FILE_BYTES};
use crate::grade::RunSettings;
use crate::run::Limits;

/// Where the student's operations come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TraceSource {
    /// A SLIDER_TRACE file already written.
    File(PathBuf),
    /// A solver command run on the puzzle with SLIDER_TRACE set, from this folder.
    Solver {
        /// The command.
        command: String,
        /// The folder it runs from.
        dir: PathBuf,
    },
    /// A Java submission folder (Board.java and Solver.java anywhere inside).
    Java(PathBuf),
}

/// `slider trace-diff`, checked.
#[derive(Debug, Clone)]
pub struct TraceDiffConfig {
    /// The puzzle file.
    pub puzzle: PathBuf,
    /// The student's side.
    pub source: TraceSource,
    /// CPU time the student's search may take.
    pub time: Duration,
    /// What the student's run gets: limits from `time`, algs4.jar (for Java submissions and java
    /// commands), `--allow-read`.
    pub run: RunSettings,
}

/// The limits of the student's run for a search of `time` CPU time: room to spare, since a traced
/// search writes a line an operation (four times the CPU time, 2 GiB, a 256 MiB trace).
#[must_use]
pub fn trace_diff_limits(time: Duration) -> Limits {
    Limits {
        cpu: time * 4,
        wall: time * 8,
        memory_bytes: 2 << 30,
        output_bytes: 64 << 20,
        file_bytes: FILE_BYTES,
        trace_bytes: 256 << 20,
        processes: 1024,
        disk_bytes: DISK_BYTES,
    }
}
