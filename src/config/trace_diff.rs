//! [`TraceDiffConfig`]: `slider trace-diff`, checked: the puzzle and where the student's queue
//! operations come from (a trace file, a solver run with SLIDER_TRACE, or a Java submission's Solver
//! with the counting MinPQ).

use std::path::PathBuf;
use std::time::Duration;

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
    /// algs4.jar, for Java submissions and java commands.
    pub algs4: Option<PathBuf>,
    /// `--allow-read`, made absolute: what a solver run may read besides its own.
    pub allow_read: Vec<PathBuf>,
    /// CPU time the student's search may take.
    pub time: Duration,
}
