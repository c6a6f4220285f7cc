//! [`ClassProgress`]: the class's progress bar (runs done of all, the submission being graded) and
//! its estimate of the time left ([`Eta`]), fed by the grading as it goes: a submission starts, a
//! run starts and ends, a submission is recorded. The bar draws nothing when standard error is not a
//! terminal; the estimate is kept all the same.

use std::fmt::Write;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use indicatif::{HumanDuration, ProgressBar, ProgressState};

use crate::class::eta::Eta;
use crate::class::model::SubmissionRecord;
use crate::progress;

/// The progress of a class being graded.
pub struct ClassProgress {
    bar: ProgressBar,
    eta: Arc<Mutex<Eta>>,
}

impl ClassProgress {
    /// `todo` submissions, each run under these CPU `limits` on `jobs` workers, with what the `kept`
    /// records cost.
    #[must_use]
    pub fn new(limits: &[Duration], jobs: usize, todo: usize, kept: &[SubmissionRecord]) -> ClassProgress {
        let mut eta = Eta::new(limits, jobs, todo);
        for record in kept {
            let walls: Vec<_> = record.runs.iter().map(|r| r.wall_ms.map(Duration::from_millis)).collect();
            eta.seed(Duration::from_millis(record.wall_ms), &walls);
        }
        let eta = Arc::new(Mutex::new(eta));
        let shown = Arc::clone(&eta);
        let left = move |_: &ProgressState, out: &mut dyn Write| {
            let estimate = lock(&shown).shown(Instant::now());
            let _ = match estimate {
                Some(left) => write!(out, "{} left", HumanDuration(left)),
                None => write!(out, "estimating the time left"),
            };
        };
        let len = (todo * limits.len()) as u64;
        let bar = progress::bar_with_key(len, "{bar:30} {pos}/{len} runs, {left}  {wide_msg}", "left", left);
        ClassProgress { bar, eta }
    }

    /// Submission `index` (from 0) of `count`, `name`, starts.
    pub fn submission(&self, name: &str, index: usize, count: usize) {
        lock(&self.eta).start(Instant::now());
        self.bar.set_message(format!("{name} ({}/{count})", index + 1));
    }

    /// What the current submission is doing, in place of its name.
    pub fn doing(&self, what: String) {
        self.bar.set_message(what);
    }

    /// Run `index` of the plan starts.
    pub fn run_started(&self, index: usize) {
        lock(&self.eta).run_started(index, Instant::now());
    }

    /// Run `index` of the plan ended after `wall` (its rerun included).
    pub fn run_done(&self, index: usize, wall: Duration) {
        lock(&self.eta).run_done(index, wall);
        self.bar.inc(1);
    }

    /// The current submission is recorded; `skipped` runs of it were never run (a failed build).
    pub fn recorded(&self, skipped: usize) {
        lock(&self.eta).finish(Instant::now());
        self.bar.inc(skipped as u64);
    }

    /// The class is done: the bar goes.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// The estimate, whatever a panicking holder left (it is only ever a display).
fn lock(eta: &Mutex<Eta>) -> std::sync::MutexGuard<'_, Eta> {
    eta.lock().unwrap_or_else(PoisonError::into_inner)
}
