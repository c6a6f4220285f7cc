//! [`grade_class`]: the class, one submission at a time: unpacked, built (Java or the profile's
//! native build), run on the plan's puzzles under the (calibrated) limits and assessed (a Java
//! submission, when the profile runs the assessment) side by side on the worker pool ([`work`]), scored, and journaled
//! the moment it is done. A submission that fails in any way is a record
//! with a reason, never the end of the class; an interrupt stops between runs and keeps what finished.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use anyhow::Result;
use walkdir::WalkDir;

use crate::assess::Assessment;
use crate::class::archive::{extract, root};
use crate::class::assessment::ClassAssessment;
use crate::class::journal::Journal;
use crate::class::model::SubmissionRecord;
use crate::class::plan::Plan;
use crate::class::progress::ClassProgress;
use crate::class::record::{build_record, run_outcome};
use crate::class::score::score;
use crate::class::work::{Done, RunResult, Runnable, work};
use crate::config::{GradeConfig, SolverCommand};
use crate::config::{Source, Submission};
use crate::grade::{BuildFailure, JavaPrepared, Prepared, RunSettings, prepare, prepare_java};
use crate::junk::is_junk;
use crate::run::Scratch;

/// What the whole class run shares.
pub struct ClassRun<'a> {
    /// The settings.
    pub config: &'a GradeConfig,
    /// What each submission is graded on.
    pub plan: &'a Plan,
    /// Where records go.
    pub journal: &'a Journal,
    /// The time-limit factor (`--calibrate`).
    pub factor: f64,
    /// Set by SIGINT or SIGTERM.
    pub interrupted: &'a AtomicBool,
    /// The progress over every run of the class.
    pub progress: &'a ClassProgress,
    /// The Java assessment, when the profile runs it.
    pub assessment: Option<&'a ClassAssessment>,
}

/// Grades `todo` in order, journaling each; returns how many were graded before any interrupt.
///
/// # Errors
/// Only a journal that cannot be written (the grading so far is in it).
pub fn grade_class(run: &ClassRun<'_>, todo: &[Submission]) -> Result<usize> {
    let mut graded = 0;
    for (index, submission) in todo.iter().enumerate() {
        if run.interrupted.load(Ordering::Acquire) {
            break;
        }
        run.progress.submission(&submission.name, index, todo.len());
        let Some(record) = grade_one(run, submission)? else { break };
        run.journal.write(&record)?;
        graded += 1;
    }
    Ok(graded)
}

/// The record of one submission; `None` when interrupted before it finished.
fn grade_one(run: &ClassRun<'_>, submission: &Submission) -> Result<Option<SubmissionRecord>> {
    let started = Instant::now();
    let base = &run.config.run;
    let (unpacked, files) = match unpack(base, submission, run.config.profile.max_size) {
        Ok(found) => found,
        Err(failure) => {
            let graded = Graded { build: Err(failure), results: Vec::new(), assessment: None };
            return Ok(Some(finish(run, submission, "unknown", graded, started)));
        }
    };
    let language = language(run.config, &files);
    let prepared = build(run, base, &files, language)?;
    let runnable = prepared.as_ref().ok().map(|ready| Runnable { dir: &ready.dir, solver: &ready.solver });
    if run.assessment.is_some() && language == "java" {
        run.progress.doing(format!("{}: the runs and the Java assessment", submission.name));
    }
    let Some(Done { runs: mut results, assessment }) = work(run, runnable.as_ref(), &files, language == "java")? else {
        return Ok(None);
    };
    let (failure, copy) = match prepared {
        Ok(ready) => (None, ready.copy),
        Err(failure) => (Some(failure), None),
    };
    let left =
        [copy.and_then(|c| c.remove_noting("build copy")), unpacked.and_then(|u| u.remove_noting("unpacked zip"))];
    for note in left.into_iter().flatten() {
        match results.last_mut() {
            Some((last, _, _)) => last.outcome.notes.push(note),
            None => eprintln!("slider: warning: {}: {note}", submission.name),
        }
    }
    let graded = Graded { build: failure.map_or(Ok(()), Err), results, assessment };
    Ok(Some(finish(run, submission, language, graded, started)))
}

/// What grading a submission made: the build, the runs and the assessment.
struct Graded {
    build: Result<(), BuildFailure>,
    results: Vec<RunResult>,
    assessment: Option<Assessment>,
}

/// The submission's files: the folder as it is, or the zip unpacked into a scratch folder (kept
/// alive by the returned guard), then into its single top-level folder if it has one.
fn unpack(
    base: &RunSettings,
    submission: &Submission,
    max_bytes: u64,
) -> Result<(Option<Scratch>, PathBuf), BuildFailure> {
    match &submission.source {
        Source::Folder(path) => Ok((None, root(path))),
        Source::Zip(path) => {
            let scratch = Scratch::new(base.surroundings.scratch.as_deref())
                .map_err(|e| BuildFailure::Refused(format!("cannot make a folder to unpack it: {e}")))?;
            extract(path, scratch.path(), max_bytes).map_err(BuildFailure::Refused)?;
            let files = root(scratch.path());
            Ok((Some(scratch), files))
        }
    }
}

/// `"java"` when the profile builds Java and the submission has its main source (or there is no
/// native build to fall back on), else `"native"`.
fn language(config: &GradeConfig, files: &Path) -> &'static str {
    let Some(java) = &config.profile.java else { return "native" };
    if config.profile.native.is_none() {
        return "java";
    }
    let main = format!("{}.java", java.main);
    let has_main = WalkDir::new(files)
        .into_iter()
        .filter_entry(|e| e.depth() == 0 || !is_junk(&e.file_name().to_string_lossy()))
        .flatten()
        .any(|e| e.file_type().is_file() && e.file_name().to_string_lossy() == main);
    if has_main { "java" } else { "native" }
}

/// A built submission: the folder its solver runs from, the build copy that folder is in (if any,
/// removed when dropped) and the solver.
struct Ready {
    dir: PathBuf,
    copy: Option<Scratch>,
    solver: SolverCommand,
}

fn build(run: &ClassRun<'_>, base: &RunSettings, files: &Path, language: &str) -> Result<Result<Ready, BuildFailure>> {
    let profile = &run.config.profile;
    let (dir, copy, command) = match (language, &profile.java, &profile.native) {
        ("java", Some(java), _) => match prepare_java(base, java, files, profile.max_size, run.interrupted)? {
            JavaPrepared::Built { copy, command } => (copy.path().to_path_buf(), Some(copy), command),
            JavaPrepared::Failed(failure) => return Ok(Err(failure)),
        },
        (_, _, Some(native)) => match prepare(base, native.build.as_deref(), files, run.interrupted)? {
            Prepared::AsIs => (files.to_path_buf(), None, native.run.clone()),
            Prepared::Built(copy) => (copy.path().to_path_buf(), Some(copy), native.run.clone()),
            Prepared::Failed(failure) => return Ok(Err(failure)),
        },
        _ => return Ok(Err(BuildFailure::NoSolver("the profile has no way to build this submission".into()))),
    };
    Ok(match base.command(&command, &dir) {
        Ok(solver) => Ok(Ready { dir, copy, solver }),
        Err(e) => Err(BuildFailure::NoSolver(format!("{e:#}"))),
    })
}

/// The record: the build, the runs, the assessment, the scores.
fn finish(
    run: &ClassRun<'_>,
    submission: &Submission,
    language: &str,
    graded: Graded,
    started: Instant,
) -> SubmissionRecord {
    let Graded { build, results, assessment } = graded;
    run.progress.recorded(if build.is_err() { run.plan.runs.len() } else { 0 });
    let runs: Vec<_> = results.iter().map(|(result, limit, rerun)| run_outcome(result, *limit, *rerun)).collect();
    let built = build.is_ok();
    let (groups, categories, score_percent) =
        score(run.plan, &run.config.profile.categories, built, &runs, assessment.as_ref());
    SubmissionRecord {
        name: submission.name.clone(),
        source: submission.path().display().to_string(),
        language: language.to_string(),
        build: build_record(build.as_ref().err()),
        runs,
        groups,
        categories,
        score_percent,
        time_factor: run.factor,
        wall_ms: u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
        assessment,
    }
}
