//! [`Eta`]: how long the rest of a class will take, from what its submissions cost so far.
//!
//! A count of runs is a poor measure of work: a 3x3 run takes milliseconds, an 80-move 4x4 seconds,
//! a submission that times out takes its limits, and the Java assessment (tens of seconds) is no run
//! at all. So the estimate weighs each submission by what a submission has cost (the mean wall time
//! of those graded, the ones a `--resume` kept included), and the one being graded by the larger of
//! what a submission costs less its time so far and what its runs left cost (each puzzle's mean
//! wall time over the class, spread over the workers). Shown, the estimate counts down between
//! updates; a new one above it is shown at once, one below it is approached with a time constant of
//! [`SMOOTHING`], so that a run of fast submissions lowers it, not swings it. No clock is read
//! here: every moment is the caller's.

use std::time::{Duration, Instant};

/// The time constant of the shown estimate.
pub const SMOOTHING: Duration = Duration::from_secs(5);

/// A running mean of durations.
#[derive(Debug, Clone, Copy, Default)]
struct Mean {
    sum: f64,
    count: u32,
}

impl Mean {
    fn add(&mut self, value: Duration) {
        self.sum += value.as_secs_f64();
        self.count += 1;
    }

    fn get(self) -> Option<f64> {
        (self.count > 0).then(|| self.sum / f64::from(self.count))
    }
}

/// Where a run of the current submission is.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Run {
    Waiting,
    Running(Instant),
    Done,
}

/// The submission being graded: when it started, and where each of its runs is.
#[derive(Debug, Clone)]
struct Current {
    started: Instant,
    runs: Vec<Run>,
}

/// The estimate over a class of submissions, each graded on the same runs.
#[derive(Debug, Clone)]
pub struct Eta {
    jobs: f64,
    runs: Vec<Mean>,
    limits: Vec<f64>,
    submissions: Mean,
    waiting: usize,
    current: Option<Current>,
    shown: Option<(Instant, f64)>,
}

impl Eta {
    /// A class of `todo` submissions still to grade, each on runs of these CPU `limits` over `jobs`
    /// workers.
    #[must_use]
    pub fn new(limits: &[Duration], jobs: usize, todo: usize) -> Eta {
        let runs = limits.len();
        let jobs = jobs.clamp(1, runs.max(1)) as f64;
        Eta {
            jobs,
            runs: vec![Mean::default(); runs],
            limits: limits.iter().map(Duration::as_secs_f64).collect(),
            submissions: Mean::default(),
            waiting: todo,
            current: None,
            shown: None,
        }
    }

    /// What a submission graded earlier cost (`--resume`): its wall time and each run's.
    pub fn seed(&mut self, wall: Duration, runs: &[Option<Duration>]) {
        self.submissions.add(wall);
        for (mean, wall) in self.runs.iter_mut().zip(runs) {
            if let Some(wall) = wall {
                mean.add(*wall);
            }
        }
    }

    /// The next submission starts.
    pub fn start(&mut self, now: Instant) {
        self.waiting = self.waiting.saturating_sub(1);
        self.current = Some(Current { started: now, runs: vec![Run::Waiting; self.runs.len()] });
    }

    /// Run `index` of the current submission starts.
    pub fn run_started(&mut self, index: usize, now: Instant) {
        self.set(index, Run::Running(now));
    }

    /// Run `index` of the current submission finished after `wall`.
    pub fn run_done(&mut self, index: usize, wall: Duration) {
        if let Some(mean) = self.runs.get_mut(index) {
            mean.add(wall);
        }
        self.set(index, Run::Done);
    }

    fn set(&mut self, index: usize, state: Run) {
        if let Some(run) = self.current.as_mut().and_then(|c| c.runs.get_mut(index)) {
            *run = state;
        }
    }

    /// The current submission is done (graded, or failed to build: its runs count as done).
    pub fn finish(&mut self, now: Instant) {
        if let Some(current) = self.current.take() {
            self.submissions.add(now.saturating_duration_since(current.started));
        }
    }

    /// The estimate now, unsmoothed; `None` until a submission has been graded.
    #[must_use]
    pub fn estimate(&self, now: Instant) -> Option<Duration> {
        let each = self.submissions.get()?;
        let current = self.current.as_ref().map_or(0.0, |current| {
            let spent = now.saturating_duration_since(current.started).as_secs_f64();
            (each - spent).max(self.runs_left(current, each, now))
        });
        Some(Duration::from_secs_f64(current + each * self.waiting as f64))
    }

    /// What the current submission's runs have left at `now`, by each puzzle's mean (less what a
    /// running one has spent), over the workers; a puzzle not yet measured costs the mean of those
    /// that are, or a submission's share.
    fn runs_left(&self, current: &Current, each: f64, now: Instant) -> f64 {
        let measured: Vec<f64> = self.runs.iter().filter_map(|m| m.get()).collect();
        let fallback = if measured.is_empty() {
            each / self.runs.len().max(1) as f64 * self.jobs
        } else {
            measured.iter().sum::<f64>() / measured.len() as f64
        };
        let left: f64 = (self.runs.iter().zip(&self.limits).zip(&current.runs))
            .map(|((mean, &limit), run)| {
                let mean = mean.get().unwrap_or(fallback);
                match run {
                    Run::Waiting => mean,
                    Run::Running(since) => running_left(mean, limit, now.saturating_duration_since(*since)),
                    Run::Done => 0.0,
                }
            })
            .sum();
        left / self.jobs
    }

    /// The estimate to show at `now`: [`Eta::estimate`] when it is above the last one counted down
    /// (more work is news to give at once, and a smoothed rise would lag it to "0 seconds left"),
    /// else the last one counted down, moved toward it.
    pub fn shown(&mut self, now: Instant) -> Option<Duration> {
        let target = self.estimate(now)?.as_secs_f64();
        let value = match self.shown {
            None => target,
            Some((then, last)) => {
                let since = now.saturating_duration_since(then).as_secs_f64();
                let counted = (last - since).max(0.0);
                let weight = 1.0 - (-since / SMOOTHING.as_secs_f64()).exp();
                if target > counted { target } else { counted + weight * (target - counted) }
            }
        };
        self.shown = Some((now, value));
        Some(Duration::from_secs_f64(value))
    }
}

/// What a run that has spent `spent` has left: its mean less that, or, once past its mean, as long
/// again as it has taken (a run past the usual is likely a long one), up to twice its CPU limit (a
/// run stopped at the limit is run again).
fn running_left(mean: f64, limit: f64, spent: Duration) -> f64 {
    let spent = spent.as_secs_f64();
    if spent < mean { mean - spent } else { spent.min(2.0 * limit - spent).max(0.0) }
}

#[cfg(test)]
#[path = "eta_tests.rs"]
mod tests;
