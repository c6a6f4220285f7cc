//! [`watch`]: the observer the grader gives a long search: the memory budget, and on a terminal a
//! spinner with the search's progress (IDA*'s threshold and pass, or the positions expanded and
//! stored), cleared when the search ends.

use std::ops::ControlFlow;

use indicatif::ProgressBar;
use npuzzle::{Budget, Observer, Progress};

use crate::formatting::format_bytes;
use crate::progress;

/// Expansions between two progress messages.
const REPORT_EVERY: u64 = 1 << 21;

/// A spinner for a search labelled `label`, and an observer with `budget` that feeds it.
#[must_use]
pub fn watch(label: String, budget: Budget) -> (ProgressBar, Observer<'static>) {
    let spinner = progress::spinner();
    let observer = Observer::new().with_budget(budget);
    if !progress::shown() {
        return (spinner, observer);
    }
    let shown = spinner.clone();
    let observer = observer.on_progress(REPORT_EVERY, move |p: &Progress| {
        shown.set_message(message(&label, p));
        ControlFlow::Continue(())
    });
    (spinner, observer)
}

fn message(label: &str, p: &Progress) -> String {
    match p.pass {
        Some(pass) => format!(
            "{label}: threshold {}, {} expanded in this pass, {} in all, {:.1} M/s, {:.0?} (Ctrl-C stops)",
            pass.threshold,
            pass.expanded,
            p.expanded,
            p.expanded as f64 / p.elapsed.as_secs_f64().max(1e-9) / 1e6,
            p.elapsed
        ),
        None => format!(
            "{label}: {} expanded, {} stored ({}), {:.0?}",
            p.expanded,
            p.stored,
            format_bytes(p.memory_bytes),
            p.elapsed
        ),
    }
}
