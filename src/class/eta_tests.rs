use std::time::{Duration, Instant};

use super::{Eta, SMOOTHING, running_left};

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

/// `runs` runs of a 100-second limit.
fn limits(runs: usize) -> Vec<Duration> {
    vec![secs(100.0); runs]
}

/// Grades one submission whose runs each take `run` seconds on one worker, starting at `at`.
fn grade(eta: &mut Eta, at: Instant, runs: usize, run: f64) -> Instant {
    eta.start(at);
    for index in 0..runs {
        eta.run_done(index, secs(run));
    }
    let end = at + secs(run * runs as f64);
    eta.finish(end);
    end
}

#[test]
fn nothing_is_estimated_before_a_submission_is_graded() {
    let t0 = Instant::now();
    let mut eta = Eta::new(&limits(4), 1, 3);
    assert_eq!(eta.estimate(t0), None);
    eta.start(t0);
    eta.run_done(0, secs(1.0));
    assert_eq!(eta.estimate(t0 + secs(1.0)), None);
    assert_eq!(eta.shown(t0 + secs(1.0)), None);
}

#[test]
fn a_class_of_equal_submissions_is_estimated_exactly() {
    // (runs, jobs, class size, seconds a run): each submission takes runs * run / jobs.
    let table = [(4, 1, 5, 2.5), (10, 2, 8, 1.0), (6, 3, 2, 6.0)];
    for (runs, jobs, todo, run) in table {
        let t0 = Instant::now();
        let mut eta = Eta::new(&limits(runs), jobs, todo);
        let each = run * runs as f64 / (jobs.min(runs) as f64);
        eta.start(t0);
        for index in 0..runs {
            eta.run_done(index, secs(run));
        }
        eta.finish(t0 + secs(each));
        let left = (todo - 1) as f64 * each;
        let got = eta.estimate(t0 + secs(each)).expect("an estimate").as_secs_f64();
        assert!((got - left).abs() < 1e-6, "{runs} runs on {jobs}: {got} s, want {left} s");
        // Halfway through the next one, its first half of runs done, half of it is left.
        eta.start(t0 + secs(each));
        for index in 0..runs / 2 {
            eta.run_done(index, secs(run));
        }
        let got = eta.estimate(t0 + secs(1.5 * each)).expect("an estimate").as_secs_f64();
        assert!((got - (left - 0.5 * each)).abs() < 1e-6, "{runs} runs on {jobs}: {got} s halfway");
    }
}

#[test]
fn a_slow_submission_is_estimated_by_the_runs_it_has_left() {
    let t0 = Instant::now();
    let mut eta = Eta::new(&limits(4), 1, 3);
    let t1 = grade(&mut eta, t0, 4, 1.0);
    eta.start(t1);
    eta.run_done(0, secs(20.0));
    // 20 s in, past a submission's 4 s: three runs of mean cost (1 s each) are left, and one submission.
    let got = eta.estimate(t1 + secs(20.0)).expect("an estimate").as_secs_f64();
    assert!((got - (3.0 + 8.0 / 2.0)).abs() < 1e-6, "{got}");
}

#[test]
fn a_resumed_class_is_estimated_from_what_it_kept() {
    let t0 = Instant::now();
    let mut eta = Eta::new(&limits(2), 1, 2);
    eta.seed(secs(30.0), &[Some(secs(10.0)), None]);
    eta.seed(secs(10.0), &[Some(secs(5.0)), Some(secs(5.0))]);
    assert_eq!(eta.estimate(t0), Some(secs(40.0)), "two submissions of the kept mean, 20 s");
    eta.start(t0);
    assert_eq!(eta.estimate(t0 + secs(5.0)), Some(secs(35.0)));
}

#[test]
fn the_shown_estimate_counts_down_rises_at_once_and_falls_smoothly() {
    let t0 = Instant::now();
    let mut eta = Eta::new(&limits(1), 1, 3);
    let t1 = grade(&mut eta, t0, 1, 10.0);
    assert_eq!(eta.shown(t1), Some(secs(20.0)));
    // Nothing new: the shown value counts down as the estimate does.
    eta.start(t1);
    eta.run_started(0, t1);
    assert_eq!(eta.shown(t1 + secs(4.0)), Some(secs(16.0)));
    // The submission takes 40 s: a submission now costs 25 s, shown at once.
    let t2 = t1 + secs(40.0);
    eta.run_done(0, secs(40.0));
    eta.finish(t2);
    assert_eq!(eta.shown(t2), Some(secs(25.0)));
    // The last takes 1 s: the estimate falls to 0, the shown value follows by the time constant.
    eta.start(t2);
    eta.run_done(0, secs(1.0));
    eta.finish(t2 + secs(1.0));
    assert_eq!(eta.estimate(t2 + secs(1.0)), Some(secs(0.0)));
    let weight = 1.0 - (-1.0 / SMOOTHING.as_secs_f64()).exp();
    let want = 24.0 * (1.0 - weight);
    let got = eta.shown(t2 + secs(1.0)).expect("shown").as_secs_f64();
    assert!((got - want).abs() < 1e-6, "{got} s, want {want} s");
}

/// A class of 20 where every fifth student's runs take six times as long, updated each second: the
/// finish the shown estimate predicts stays near the real one, and never swings by orders of
/// magnitude as a count of runs does.
#[test]
fn one_slow_student_in_five_shifts_the_estimate_and_never_swings_it() {
    let (runs, class) = (10, 20);
    let cost = |student: usize| if student % 5 == 2 { 6.0 } else { 1.0 };
    let finish: f64 = (0..class).map(|s| cost(s) * runs as f64).sum();
    let t0 = Instant::now();
    let mut eta = Eta::new(&limits(runs), 1, class);
    let (mut clock, mut worst) = (0.0_f64, [0.0_f64; 2]);
    for student in 0..class {
        eta.start(t0 + secs(clock));
        for index in 0..runs {
            eta.run_started(index, t0 + secs(clock));
            let end = clock + cost(student);
            while clock < end {
                clock += 1.0;
                if let Some(shown) = eta.shown(t0 + secs(clock)) {
                    let predicted = clock + shown.as_secs_f64();
                    let half = usize::from(student >= class / 2);
                    worst[half] = worst[half].max((predicted / finish).ln().abs());
                }
            }
            eta.run_done(index, secs(cost(student)));
        }
        eta.finish(t0 + secs(clock));
    }
    // After the first student, a typical one, the class's mean is all there is to go on: half the
    // real cost. From the middle on, the slow students are in the mean.
    assert!(worst[0].exp() < 2.1, "the predicted finish was off {:.2} times in the first half", worst[0].exp());
    assert!(worst[1].exp() < 1.15, "the predicted finish was off {:.2} times in the second half", worst[1].exp());
}

#[test]
fn a_run_past_its_mean_has_as_long_again_left_up_to_its_limit_and_rerun() {
    // (mean, limit, spent, left)
    let table = [(4.0, 10.0, 1.0, 3.0), (4.0, 10.0, 4.0, 4.0), (4.0, 10.0, 12.0, 8.0), (4.0, 10.0, 21.0, 0.0)];
    for (mean, limit, spent, left) in table {
        assert_eq!(running_left(mean, limit, secs(spent)), left, "{mean} s mean, {spent} s spent");
    }
}
