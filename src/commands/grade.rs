//! `slider grade`: the class pipeline, `profile → plan → submissions → journal → reports` (and the
//! class's similarity when `[similarity]` asks for it); and
//! `slider grade --init`, which writes the default profile and the sample corpus.

use std::fs;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, Result, bail};
use include_dir::{Dir, include_dir};

use crate::class::assessment::ClassAssessment;
use crate::class::calibrate::{BASELINE, calibrate};
use crate::class::discover;
use crate::class::journal::{Header, Journal};
use crate::class::model::{ClassReport, SCHEMA};
use crate::class::plan::Plan;
use crate::class::progress::ClassProgress;
use crate::class::session::{ClassRun, grade_class};
use crate::config::{GradeConfig, PRINCETON};
use crate::report::class::{table, write_all, write_classroom, write_gradescope};
use crate::report::similarity;
use crate::report::to_stdout;
use crate::similarity::{Found, check};
use crate::{exit_code, interrupt, run};

/// The sample corpus, for `--init`.
static CORPUS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/puzzles");

/// Grades the class and writes the reports; returns the exit status.
pub fn run(config: &GradeConfig) -> Result<i32> {
    run::become_subreaper().context("cannot make the grader a child subreaper")?;
    fs::create_dir_all(&config.out_dir)
        .with_context(|| format!("cannot create --out-dir {}", config.out_dir.display()))?;
    let plan = Plan::new(&config.profile, config.jobs)?;
    let selected = config.selected();
    let scope: Vec<String> = selected.iter().map(|s| s.name.clone()).collect();
    let header = Header {
        schema: SCHEMA.to_string(),
        assignment: config.profile.name.clone(),
        digest: plan.digest.clone(),
        shard: config.shard.map(|(k, n)| format!("{k}/{n}")),
        class: config.submissions.iter().map(|s| s.name.clone()).collect(),
        categories: Plan::category_infos(&config.profile),
        groups: plan.group_infos(),
    };
    let (journal, kept) = Journal::open(&config.out_dir, &header, config.resume, config.fresh)?;
    let todo: Vec<_> = selected.into_iter().filter(|s| !kept.iter().any(|r| r.name == s.name)).collect();
    if !kept.is_empty() {
        eprintln!("slider: resuming: {} graded already, {} to grade", kept.len(), todo.len());
    }
    let factor = if config.calibrate { calibrated() } else { 1.0 };
    let assessment = ClassAssessment::new(&config.profile, config.jobs)?;
    let interrupted = interrupt::install()?;
    let limits: Vec<_> = plan.runs.iter().map(|(_, time)| time.mul_f64(factor)).collect();
    let progress = ClassProgress::new(&limits, config.jobs, todo.len(), &kept);
    let class_run = ClassRun {
        config,
        plan: &plan,
        journal: &journal,
        factor,
        interrupted: &interrupted,
        progress: &progress,
        assessment: assessment.as_ref(),
    };
    grade_class(&class_run, &todo)?;
    progress.finish();
    let (header, records) = Journal::read(&config.out_dir)?;
    let report = ClassReport::assemble(&header, records, &scope);
    let similarity = class_similarity(config, &interrupted);
    write_all(&report, &config.out_dir, similarity.as_ref().map(|found| &found.report))?;
    if let Some(found) = &similarity {
        similarity::write_all(found, &config.out_dir, Some("index.html"))?;
    }
    if let (Some(path), Some(record)) = (&config.gradescope, report.submissions.first()) {
        write_gradescope(&report, record, path)?;
    }
    if let (Some(path), Some(record)) = (&config.classroom, report.submissions.first()) {
        write_classroom(&report, record, path)?;
    }
    to_stdout(&table(&report, &config.out_dir))?;
    Ok(if interrupted.load(Ordering::Acquire) { exit_code::INTERRUPTED } else { exit_code::SUCCESS })
}

/// The class's similarity, when the profile's `[similarity]` asks for it: every submission of the
/// class (a shard has only part of it, so `slider similar` runs on the whole class instead). A
/// failure is said and costs no report.
fn class_similarity(config: &GradeConfig, interrupted: &AtomicBool) -> Option<Found> {
    let settings = config.profile.similarity.as_ref()?;
    if config.shard.is_some() {
        eprintln!("slider: [similarity] is skipped in a shard; run `slider similar` on the whole class");
        return None;
    }
    if interrupted.load(Ordering::Acquire) {
        return None;
    }
    let prior = if settings.prior.is_empty() { Ok(Vec::new()) } else { discover(&settings.prior) };
    let found = prior.and_then(|prior| {
        check(settings, &config.submissions, &prior, config.profile.max_size, config.jobs, interrupted)
    });
    if interrupted.load(Ordering::Acquire) {
        // Some pairs were never compared: a partial ranking would mislead.
        eprintln!("slider: interrupted: the similarity reports are not written");
        return None;
    }
    found.map_err(|e| eprintln!("slider: similarity not found: {e:#}")).ok()
}

/// `--calibrate`: the factor, said once.
fn calibrated() -> f64 {
    let calibration = calibrate();
    eprintln!(
        "slider: calibrated: the reference's workload took {} ms here, {} ms on the baseline machine: time limits x{:.2}",
        calibration.measured.as_millis(),
        BASELINE.as_millis(),
        calibration.factor
    );
    calibration.factor
}

/// Writes `slider.toml` into `dir`, and the sample corpus into `dir/puzzles` when it has none.
///
/// # Errors
/// An existing profile (never overwritten), or a file that cannot be written.
pub fn init(dir: &Path) -> Result<i32> {
    let profile = dir.join("slider.toml");
    if profile.exists() {
        bail!("{} exists already; remove it first to write the default profile", profile.display());
    }
    fs::write(&profile, PRINCETON).with_context(|| format!("cannot write {}", profile.display()))?;
    to_stdout(&format!(
        "wrote {}: the Princeton 8-puzzle profile; set [java] algs4 to your algs4.jar\n",
        profile.display()
    ))?;
    let corpus = dir.join("puzzles");
    if corpus.exists() {
        to_stdout(&format!("kept {}: the profile grades the puzzle files there\n", corpus.display()))?;
        return Ok(exit_code::SUCCESS);
    }
    fs::create_dir(&corpus).with_context(|| format!("cannot create {}", corpus.display()))?;
    let mut count = 0;
    for file in CORPUS.files() {
        let name = file.path().to_string_lossy();
        if name.ends_with(".txt") || name == "manifest.toml" {
            fs::write(corpus.join(file.path()), file.contents())
                .with_context(|| format!("cannot write into {}", corpus.display()))?;
            count += usize::from(name.ends_with(".txt"));
        }
    }
    to_stdout(&format!("wrote {}: the sample corpus ({count} puzzles and manifest.toml)\n", corpus.display()))?;
    Ok(exit_code::SUCCESS)
}
