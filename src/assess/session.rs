//! [`assess`]: one Java submission through the whole assessment in one JVM: its `Board.java` and
//! `Solver.java` found and copied into a work folder with the assessment's sources, algs4.jar and the
//! corpus; the builds; the request; the driver run contained under the run's limits (its own per-test
//! limit inside); its records made into the [`Assessment`]. The work folder is removed on every path.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result};

use crate::assess::assemble::assemble;
use crate::assess::compile::{AGENT_JAR, Compiled, DRIVER, compile};
use crate::assess::model::Assessment;
use crate::assess::request::{PHASES, Phase, Request};
use crate::assess::results::Results;
use crate::assess::sources;
use crate::assess::standard::Standard;
use crate::config::{CheckConfig, SolverCommand};
use crate::grade::{environment, find_sources};
use crate::run::{self, Invocation, Scratch};

/// The settings of an assessment beyond those of a run.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// The time one test (one timing puzzle) may take, held by the driver.
    pub test_limit: Duration,
    /// The seed of the driver's random boards.
    pub seed: u64,
}

/// Assesses the submission at `root`; `run` holds the algs4 jar and the limits of the whole JVM.
///
/// # Errors
/// Only problems of the machine or of slider (javac missing, the work folder); everything the
/// submission does wrong is in the [`Assessment`].
pub fn assess(
    run: &CheckConfig,
    standard: &Standard,
    settings: Settings,
    root: &Path,
    interrupted: &AtomicBool,
) -> Result<Assessment> {
    let work = Scratch::new(run.scratch.as_deref()).context("cannot create the assessment's work folder")?;
    let dir = work.path();
    sources::write(dir)?;
    copy_inputs(run, standard, dir)?;
    let compiled = match student_sources(root, dir) {
        Ok(()) => compile(run, dir, interrupted)?,
        Err(why) => Compiled { board: Err(why.clone()), solver: Err(why) },
    };
    let phases: Vec<Phase> = PHASES
        .into_iter()
        .filter(|p| if p.loader == "board" { compiled.board.is_ok() } else { compiled.solver.is_ok() })
        .collect();
    let (results, cpu) = if phases.is_empty() {
        (Results::default(), 0.0)
    } else {
        drive(run, standard, settings, dir, phases, interrupted)?
    };
    let mut assessment = assemble(&compiled, &results, standard, settings.test_limit, cpu);
    if results.finished || phases_empty(&compiled) {
        assessment.problems.retain(|p| !p.starts_with("the assessment did not finish"));
    }
    drop(work);
    Ok(assessment)
}

fn phases_empty(compiled: &Compiled) -> bool {
    compiled.board.is_err() && compiled.solver.is_err()
}

/// Copies the student's Board.java and Solver.java into `dir/student`, or says which is missing.
fn student_sources(root: &Path, dir: &Path) -> Result<(), String> {
    let names = ["Board.java".to_string(), "Solver.java".to_string()];
    let found = find_sources(root, &names).map_err(|failure| failure.to_string())?;
    let student = dir.join("student");
    std::fs::create_dir_all(&student).map_err(|e| format!("cannot copy the sources: {e}"))?;
    for (file, name) in found.iter().zip(&names) {
        std::fs::copy(file, student.join(name)).map_err(|e| format!("cannot copy {}: {e}", file.display()))?;
    }
    Ok(())
}

/// algs4.jar and the corpus files, copied so the driver reads only its own folder.
fn copy_inputs(run: &CheckConfig, standard: &Standard, dir: &Path) -> Result<()> {
    let jar = run.algs4.as_deref().context("the assessment needs algs4.jar; give it with --algs4 PATH or ALGS4_JAR")?;
    std::fs::copy(jar, dir.join("algs4.jar")).with_context(|| format!("cannot read {}", jar.display()))?;
    let puzzles = dir.join("puzzles");
    std::fs::create_dir_all(&puzzles).context("cannot create the corpus folder")?;
    for (name, path, _) in &standard.files {
        std::fs::copy(path, puzzles.join(name)).with_context(|| format!("cannot read {}", path.display()))?;
    }
    Ok(())
}

/// Writes the request, runs the driver, reads its records; returns them with the JVM's CPU seconds.
fn drive(
    run: &CheckConfig,
    standard: &Standard,
    settings: Settings,
    dir: &Path,
    phases: Vec<Phase>,
    interrupted: &AtomicBool,
) -> Result<(Results, f64)> {
    let request = Request {
        seed: settings.seed,
        test_limit: settings.test_limit,
        puzzles: Path::new("puzzles"),
        loaders: vec![
            ("board", vec!["board".into(), "algs4.jar".into()]),
            ("solver", vec!["solver".into(), "minpq".into(), "algs4.jar".into()]),
        ],
        files: standard.files.iter().map(|(name, _, moves)| (name.clone(), *moves)).collect(),
        samples: &standard.samples,
        timing: standard.timing.iter().map(|c| c.name.clone()).collect(),
        memory: standard.memory.iter().map(|c| c.name.clone()).collect(),
        phases,
    };
    std::fs::write(dir.join("request.txt"), request.text()).context("cannot write the assessment's request")?;
    let words = [
        "java".to_string(),
        format!("-javaagent:{AGENT_JAR}"),
        "--add-opens".into(),
        "java.base/java.lang=ALL-UNNAMED".into(),
        "--add-opens".into(),
        "java.base/java.util=ALL-UNNAMED".into(),
        "-cp".into(),
        DRIVER.into(),
        "SliderAssess".into(),
        "request.txt".into(),
    ];
    let command = SolverCommand::parse(&shell_words::join(&words), dir, None, run.limits.memory_bytes)
        .context("java is needed to assess Java submissions; install a JDK 17")?;
    let invocation = Invocation {
        program: command.program().to_path_buf(),
        args: command.args_for(None),
        env: environment(dir, None, &run.env),
        dir: dir.to_path_buf(),
        access: run.access(&command, dir, None, dir),
        network: run.network,
        trace: None,
    };
    let record = run::execute(&invocation, &run.limits, interrupted).context("cannot run the assessment's JVM")?;
    let mut results = Results::read(&record.stdout.text());
    if let Some(limit) = record.limit {
        results.garbled.push(format!("the assessment's JVM was stopped: {limit:?}"));
    }
    Ok((results, record.cpu.as_secs_f64()))
}
