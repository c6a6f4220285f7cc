//! [`queue_trace`]: the operations a Java submission's Solver makes on its MinPQs while solving one
//! puzzle, recorded by the counting MinPQ (the student's code unchanged, the reference Board
//! substituted), for `slider trace-diff`.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Result, bail};

use crate::assess::request::{Phase, Request};
use crate::assess::results::{QueueOpRecord, Record};
use crate::assess::toolkit::Toolkit;
use crate::assess::workspace::Workspace;
use crate::config::SectionKind;
use crate::grade::RunSettings;

/// What the queue-trace phase reported.
pub struct QueueTrace {
    /// The operations, in order, on every queue.
    pub ops: Vec<QueueOpRecord>,
    /// Whether they were cut at the driver's cap.
    pub truncated: bool,
    /// The Solver's `moves()`, or why it did not finish.
    pub ending: Result<Option<i64>, String>,
    /// The whole search's operation counts (the timing phase's names), however many were recorded.
    pub counts: BTreeMap<String, u64>,
}

/// Records the Solver of the submission at `root` on `puzzle`.
///
/// # Errors
/// When the Solver does not compile against the reference Board, or the driver did not report.
pub fn queue_trace(
    run: &RunSettings,
    root: &Path,
    puzzle: &Path,
    limit: Duration,
    interrupted: &AtomicBool,
) -> Result<QueueTrace> {
    let name = "puzzle.txt".to_string();
    let toolkit = Toolkit::build(run, interrupted)?;
    let workspace = Workspace::prepare(run, &toolkit, root, &[(name.clone(), puzzle.to_path_buf())], interrupted)?;
    if let Err(why) = &workspace.compiled.solver {
        bail!("Solver.java does not compile against the reference Board (a Solver may only use Board's API): {why}");
    }
    let request = Request {
        seed: 1,
        test_limit: limit,
        section_budget: limit,
        puzzles: Path::new("puzzles"),
        loaders: Workspace::loaders(),
        files: Vec::new(),
        samples: &[],
        timing: vec![(name, 0)],
        memory: Vec::new(),
        phases: vec![Phase { loader: "solver", class: "SliderQueueTrace", section: SectionKind::Timing }],
    };
    let results = workspace.drive(run, &request, interrupted)?.results;
    let mut trace = QueueTrace {
        ops: Vec::new(),
        truncated: false,
        ending: Err("the driver did not report".into()),
        counts: BTreeMap::new(),
    };
    for record in results.records {
        match record {
            Record::QueueOp(op) => trace.ops.push(op),
            Record::QueueTraceEnd { moves, truncated, counts, error } => {
                trace.truncated = truncated;
                trace.counts = counts;
                trace.ending = error.map_or(Ok(moves), Err);
            }
            Record::Error { message, .. } => bail!("the queue trace stopped: {message}"),
            _ => {}
        }
    }
    if let (Err(why), true) = (&trace.ending, trace.ops.is_empty()) {
        bail!("{why}; {}", results.garbled.join("; "));
    }
    Ok(trace)
}
