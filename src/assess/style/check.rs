//! [`check`]: the style checks of one submission, Checkstyle's and slider's rules, on the student's
//! Board.java and Solver.java in the assessment's work folder; [`Checked`] is what they found, or
//! why each could not run, for the [`section`](super::section).

use std::path::Path;
use std::sync::atomic::AtomicBool;

use anyhow::Result;

use crate::assess::style::checkstyle::checkstyle;
use crate::assess::style::finding::Finding;
use crate::assess::style::rules::findings;
use crate::grade::RunSettings;

/// The student's files, as the work folder holds them.
const FILES: [&str; 2] = ["student/Board.java", "student/Solver.java"];

/// What the style checks found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// Checkstyle's findings, or why it did not run (`not run: ...`).
    pub checkstyle: Result<Vec<Finding>, String>,
    /// slider's rules' findings, or why they did not run.
    pub rules: Result<Vec<Finding>, String>,
}

impl Checked {
    /// Nothing checked, for `why` (`not run: ...`).
    #[must_use]
    pub fn not_run(why: &str) -> Checked {
        Checked { checkstyle: Err(why.to_string()), rules: Err(why.to_string()) }
    }
}

/// Checks the student's sources in `work` (none when they were not found: `not run`).
///
/// # Errors
/// Problems of the machine (Checkstyle's configuration cannot be written, its JVM cannot start).
pub fn check(settings: &RunSettings, work: &Path, interrupted: &AtomicBool) -> Result<Checked> {
    let mut sources = Vec::new();
    for file in FILES {
        match std::fs::read(work.join(file)) {
            Ok(bytes) => sources.push((file, String::from_utf8_lossy(&bytes).into_owned())),
            Err(_) => return Ok(Checked::not_run("not run: the sources were not found (see above)")),
        }
    }
    let rules = sources.iter().map(|(file, text)| findings(name(file), text)).collect::<Result<Vec<_>, _>>();
    let rules = rules.map(|found| found.into_iter().flatten().collect());
    Ok(Checked { checkstyle: checkstyle(settings, work, &FILES, interrupted)?, rules })
}

fn name(file: &str) -> &str {
    file.rsplit('/').next().unwrap_or(file)
}
