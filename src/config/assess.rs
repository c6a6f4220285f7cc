//! [`AssessConfig`]: `slider assess`, checked: the submission, the corpus, algs4.jar (from the flag,
//! `ALGS4_JAR` or the profile), the limits of the assessment's one JVM and of each test inside it.

use std::path::PathBuf;
use std::time::Duration;

use crate::config::{FILE_BYTES, Format};
use crate::grade::RunSettings;
use crate::run::Limits;

/// `slider assess`, checked.
#[derive(Debug, Clone)]
pub struct AssessConfig {
    /// The submission folder.
    pub submission: PathBuf,
    /// The corpus folder.
    pub puzzles: PathBuf,
    /// The time one test may take (a timing puzzle, a random-board test).
    pub test_limit: Duration,
    /// The CPU time the student's code may take in one section.
    pub section_budget: Duration,
    /// The timing puzzles (the assessment's 25 when `None`).
    pub timing: Option<Vec<String>>,
    /// The memory puzzles (the assessment's 6 when `None`).
    pub memory_puzzles: Option<Vec<String>>,
    /// The sections to run, in report order.
    pub sections: Vec<crate::config::SectionKind>,
    /// The seed of the random boards.
    pub seed: u64,
    /// `human` (the assessment text) or `json`.
    pub format: Format,
    /// Where the report goes (stdout when `None`).
    pub out: Option<PathBuf>,
    /// Threads for the reference's side.
    pub jobs: usize,
    /// The settings of the assessment's builds and its JVM: [`assessment_limits`], algs4.jar, the
    /// `--scratch` parent of the work folder.
    pub run: RunSettings,
}

/// The limits of an assessment's one JVM: `total` CPU time (twice that of wall-clock time),
/// `memory` and `disk_bytes`; room for the driver's records on standard output and the JVM's threads.
#[must_use]
pub fn assessment_limits(total: Duration, memory: u64, disk_bytes: u64) -> Limits {
    Limits {
        cpu: total,
        wall: total * 2,
        memory_bytes: memory,
        output_bytes: 64 << 20,
        file_bytes: FILE_BYTES,
        trace_bytes: 0,
        processes: 1024,
        disk_bytes,
    }
}
