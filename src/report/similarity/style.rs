//! What the similarity pages add to the class report's style sheet: the two sides, the code, and a
//! colour a run, the same on both sides.

use std::fmt::Write as _;

/// The layout of the code and the run table.
pub const SIMILARITY_STYLE: &str = "\
.sides{display:grid;grid-template-columns:1fr 1fr;gap:1rem}\n\
.side{min-width:0}\n\
pre.code{font-size:.8rem;line-height:1.35;background:#fff;border:1px solid var(--line);border-radius:6px;padding:.4rem 0;overflow-x:auto}\n\
pre.code .line{display:block;padding:0 .6rem;white-space:pre}\n\
pre.code .n{display:inline-block;width:3.2rem;color:var(--muted);user-select:none}\n\
.swatch{display:inline-block;width:.9rem;height:.9rem;border-radius:2px;margin-right:.4rem;vertical-align:middle}\n\
table.runs{width:auto;margin:0 0 1rem}\n\
tr.flagged td{font-weight:600}\n";

/// A rule for each of `count` runs: run `k` gets class `r{k}`, a light hue spread by the golden
/// angle, so that neighbouring runs differ.
#[must_use]
pub fn run_colours(count: usize) -> String {
    let mut css = String::new();
    for k in 0..count {
        let hue = (k as f64 * 137.508) % 360.0;
        let _ = writeln!(css, ".r{k}{{background:hsl({hue:.0},75%,84%)}}");
    }
    css
}
