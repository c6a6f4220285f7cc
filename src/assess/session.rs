//! [`assess`]: one Java submission through the whole assessment in one JVM: the work folder prepared
//! and built ([`Workspace`]), the request written, the driver run (its own per-test limit inside, the
//! run's limits around it), and its records made into the [`Assessment`].

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::Result;

use crate::assess::assemble::assemble;
use crate::assess::compile::Compiled;
use crate::assess::model::Assessment;
use crate::assess::request::{PHASES, Phase, Request};
use crate::assess::results::Results;
use crate::assess::standard::{Counted, Standard};
use crate::assess::style::{self, Checked};
use crate::assess::toolkit::Toolkit;
use crate::assess::workspace::{Driven, Workspace};
use crate::config::SectionKind;
use crate::grade::RunSettings;

/// The settings of an assessment beyond those of a run.
#[derive(Debug, Clone, Copy)]
pub struct Settings<'a> {
    /// The time one test (one timing puzzle) may take, held by the driver.
    pub test_limit: Duration,
    /// The CPU time the student's code may take in one section, held by the driver.
    pub section_budget: Duration,
    /// The seed of the driver's random boards.
    pub seed: u64,
    /// The sections to run, in report order.
    pub sections: &'a [SectionKind],
}

/// Assesses the submission at `root`; `run` holds the algs4 jar and the limits of the whole JVM.
///
/// # Errors
/// Only problems of the machine or of slider (javac missing, the work folder); everything the
/// submission does wrong is in the [`Assessment`].
pub fn assess(
    run: &RunSettings,
    standard: &Standard,
    toolkit: &Toolkit,
    settings: Settings<'_>,
    root: &Path,
    interrupted: &AtomicBool,
) -> Result<Assessment> {
    let files: Vec<(String, PathBuf)> =
        standard.files.iter().map(|(name, path, _)| (name.clone(), path.clone())).collect();
    let workspace = Workspace::prepare(run, toolkit, root, &files, interrupted)?;
    let compiled = &workspace.compiled;
    let phases: Vec<Phase> = PHASES
        .into_iter()
        .filter(|p| settings.sections.contains(&p.section))
        .filter(|p| if p.loader == "board" { compiled.board.is_ok() } else { compiled.solver.is_ok() })
        .collect();
    let ran_nothing = phases.is_empty();
    let counts = standard.counts()?;
    let sized = |list: &[Counted]| list.iter().map(|c| (c.name.clone(), c.stats.inserts)).collect();
    let request = Request {
        seed: settings.seed,
        test_limit: settings.test_limit,
        section_budget: settings.section_budget,
        puzzles: Path::new("puzzles"),
        loaders: Workspace::loaders(),
        files: standard.files.iter().map(|(name, _, moves)| (name.clone(), *moves)).collect(),
        samples: &standard.samples,
        timing: sized(&counts.timing),
        memory: sized(&counts.memory),
        phases,
    };
    // Checkstyle's JVM runs beside the driver's: it reads only the sources.
    let (driven, style) = std::thread::scope(|scope| {
        let style = scope.spawn(|| -> Result<Checked> {
            if settings.sections.contains(&SectionKind::Style) {
                style::check(run, workspace.dir(), interrupted)
            } else {
                Ok(Checked::not_run("not run"))
            }
        });
        let driven = if ran_nothing {
            Ok(Driven { results: Results::default(), cpu_seconds: 0.0 })
        } else {
            workspace.drive(run, &request, interrupted)
        };
        (driven, style.join().unwrap_or_else(|_| Err(anyhow::anyhow!("the style checks panicked"))))
    });
    let (Driven { results, cpu_seconds }, style) = (driven?, style?);
    let mut assessment = assemble(compiled, &results, counts, &style, settings.test_limit, cpu_seconds);
    assessment.sections.retain(|s| settings.sections.contains(&s.kind));
    if results.finished || ran_nothing {
        assessment.problems.retain(|p| !p.starts_with("the assessment did not finish"));
    }
    Ok(assessment)
}

/// The assessment of a submission that could not be assessed at all (its work folder could not be
/// made, say): every test failed, with `why` as the reason and the problem.
///
/// # Errors
/// When the reference's counts could not be computed.
pub fn not_assessed(standard: &Standard, why: &str, test_limit: Duration) -> Result<Assessment> {
    let failed = Err(why.to_string());
    let compiled = Compiled { student: failed.clone(), board: failed.clone(), solver: failed };
    let style = Checked::not_run(&format!("not run: {why}"));
    let mut assessment = assemble(&compiled, &Results::default(), standard.counts()?, &style, test_limit, 0.0);
    assessment.problems = vec![format!("the assessment could not run: {why}")];
    Ok(assessment)
}
