//! The one progress display: [`bar`] and [`spinner`] draw on standard error when it is a terminal and
//! nowhere otherwise (a log file or a pipe gets no escape codes), [`shown`] says which. Long work shows
//! progress this way: grading, pattern-database builds, long searches.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::style::ProgressTracker;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Whether progress is drawn (standard error is a terminal).
#[must_use]
pub fn shown() -> bool {
    std::io::stderr().is_terminal()
}

/// A bar of `len` steps drawn with `template` (an indicatif template, e.g. `{bar:30} {pos}/{len}`).
#[must_use]
pub fn bar(len: u64, template: &str) -> ProgressBar {
    styled(ProgressBar::new(len), template, |style| style)
}

/// A bar like [`bar`] whose template also has `{key}`, written by `tracker` at every draw, and drawn
/// once a second even when nothing moves (so that a count-down counts down).
#[must_use]
pub fn bar_with_key(
    len: u64,
    template: &str,
    key: &'static str,
    tracker: impl ProgressTracker + 'static,
) -> ProgressBar {
    let bar = styled(ProgressBar::new(len), template, |style| style.with_key(key, tracker));
    if shown() {
        bar.enable_steady_tick(Duration::from_secs(1));
    }
    bar
}

/// A spinner with a message, ticking on its own.
#[must_use]
pub fn spinner() -> ProgressBar {
    let spinner = styled(ProgressBar::new_spinner(), "{spinner} {wide_msg}", |style| style);
    if shown() {
        spinner.enable_steady_tick(Duration::from_millis(200));
    }
    spinner
}

/// `bar` drawn where [`shown`] says, in `template`'s style as `keyed` extends it.
fn styled(bar: ProgressBar, template: &str, keyed: impl FnOnce(ProgressStyle) -> ProgressStyle) -> ProgressBar {
    bar.set_draw_target(if shown() { ProgressDrawTarget::stderr() } else { ProgressDrawTarget::hidden() });
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(keyed(style));
    }
    bar
}
