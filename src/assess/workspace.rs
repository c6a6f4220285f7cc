//! [`Workspace`]: one submission's work folder for the Java driver: the assessment's sources, the
//! student's Board.java and Solver.java, algs4.jar and the corpus files the tests read, the builds
//! ([`compile`]), and runs of the driver contained under the run's limits ([`Workspace::drive`]). The
//! folder is removed when the workspace is dropped.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};

use crate::assess::compile::{AGENT_JAR, Compiled, DRIVER, compile};
use crate::assess::request::Request;
use crate::assess::results::Results;
use crate::assess::sources;
use crate::assess::toolkit::Toolkit;
use crate::config::SolverCommand;
use crate::escape;
use crate::grade::{RunSettings, environment, find_sources};
use crate::run::{self, Invocation, Scratch};

/// A prepared work folder and what its builds made.
pub struct Workspace {
    work: Scratch,
    /// The builds.
    pub compiled: Compiled,
}

/// One run of the driver: its records and its CPU time.
pub struct Driven {
    /// What it reported.
    pub results: Results,
    /// The JVM's CPU seconds.
    pub cpu_seconds: f64,
}

impl Workspace {
    /// Prepares the folder for the submission at `root` with the corpus `files` (name, path) and the
    /// `toolkit`'s classes, and builds.
    ///
    /// # Errors
    /// Problems of the machine (no JDK, no room), never the submission's.
    pub fn prepare(
        run: &RunSettings,
        toolkit: &Toolkit,
        root: &Path,
        files: &[(String, PathBuf)],
        interrupted: &AtomicBool,
    ) -> Result<Workspace> {
        let work =
            Scratch::new(run.surroundings.scratch.as_deref()).context("cannot create the assessment's work folder")?;
        let dir = work.path();
        sources::lay_out(dir, run)?;
        toolkit.install(dir)?;
        let puzzles = dir.join("puzzles");
        std::fs::create_dir_all(&puzzles).context("cannot create the corpus folder")?;
        for (name, path) in files {
            std::fs::copy(path, puzzles.join(name)).with_context(|| format!("cannot read {}", path.display()))?;
        }
        let compiled = match student_sources(root, dir) {
            Ok(()) => compile(run, dir, interrupted)?,
            Err(why) => Compiled { student: Err(why.clone()), board: Err(why.clone()), solver: Err(why) },
        };
        Ok(Workspace { work, compiled })
    }

    /// The work folder.
    #[must_use]
    pub fn dir(&self) -> &Path {
        self.work.path()
    }

    /// The class loaders every request names, relative to the work folder.
    #[must_use]
    pub fn loaders() -> Vec<(&'static str, Vec<PathBuf>)> {
        vec![
            ("board", vec!["board".into(), "algs4.jar".into()]),
            ("solver", vec!["solver".into(), "minpq".into(), "algs4.jar".into()]),
        ]
    }

    /// Runs the driver on `request`, contained under `run`'s limits.
    ///
    /// # Errors
    /// When java cannot be started.
    pub fn drive(&self, run: &RunSettings, request: &Request<'_>, interrupted: &AtomicBool) -> Result<Driven> {
        let dir = self.work.path();
        std::fs::write(dir.join("request.txt"), request.text()).context("cannot write the assessment's request")?;
        let words = [
            "java".to_string(),
            format!("-javaagent:{AGENT_JAR}"),
            // The serial collector: G1's concurrent threads doubled the JVM's CPU (solver-memory: 11.3 s
            // against 5.3-5.9 s, docs/BENCHMARKS.md), a core a class run needs for the runs beside it.
            // The student's code is held to its own thread's CPU time, which no collector's thread
            // adds to, and every student gets the same JVM.
            "-XX:+UseSerialGC".into(),
            // One word each: the java command is rewritten (heap, GC threads) and must not split a flag
            // from its value.
            "--add-opens=java.base/java.lang=ALL-UNNAMED".into(),
            "--add-opens=java.base/java.util=ALL-UNNAMED".into(),
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
            env: environment(dir, None, &run.surroundings.env),
            dir: dir.to_path_buf(),
            access: run.access_writing(&command, dir),
            network: run.surroundings.network,
            trace: None,
            user: run.surroundings.run_as,
        };
        let record = run::execute(&invocation, &run.limits, interrupted).context("cannot run the assessment's JVM")?;
        let mut results = Results::read(&record.stdout.text());
        if let Some(limit) = record.limit {
            results.garbled.push(format!("the assessment's JVM was stopped: {limit:?}"));
        }
        if !results.finished {
            let stderr = record.stderr.text();
            let lines: Vec<String> =
                stderr.lines().filter(|l| !l.trim().is_empty()).take(4).map(|l| escape::cut(l, 200)).collect();
            results.garbled.push(format!(
                "the assessment's JVM ended ({:?}); its standard error: {}",
                record.exit,
                lines.join(" / ")
            ));
        }
        Ok(Driven { results, cpu_seconds: record.cpu.as_secs_f64() })
    }
}

/// The student's files the assessment reads.
fn source_names() -> [String; 2] {
    ["Board.java".to_string(), "Solver.java".to_string()]
}

/// Why the submission at `root` cannot be assessed at all (no Board.java or no Solver.java), if so:
/// `slider assess` says it in one line instead of a report of tests that could not run.
#[must_use]
pub fn missing_sources(root: &Path) -> Option<String> {
    find_sources(root, &source_names()).err().map(|failure| failure.to_string())
}

/// Copies the student's Board.java and Solver.java into `dir/student`, or says which is missing.
fn student_sources(root: &Path, dir: &Path) -> Result<(), String> {
    let names = source_names();
    let found = find_sources(root, &names).map_err(|failure| failure.to_string())?;
    let student = dir.join("student");
    std::fs::create_dir_all(&student).map_err(|e| format!("cannot copy the sources: {e}"))?;
    for (file, name) in found.iter().zip(&names) {
        std::fs::copy(file, student.join(name)).map_err(|e| format!("cannot copy {}: {e}", file.display()))?;
    }
    Ok(())
}
