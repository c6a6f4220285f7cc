//! The distribution of aggregate scores as a histogram: ten bins of ten points (the last holds 100%
//! too, since a full score is the bin every instructor looks for), a y-axis of whole students with
//! gridlines at round steps, both axes titled, and the mean marked.

use std::fmt::Write as _;

use crate::class::model::ClassReport;

const WIDTH: f64 = 560.0;
const HEIGHT: f64 = 300.0;
const LEFT: f64 = 56.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 28.0;
const BOTTOM: f64 = 52.0;

/// The bin of a score: 0 for `[0, 10)`, ..., 9 for `[90, 100]`.
#[must_use]
pub(crate) fn bin(score_percent: f64) -> usize {
    if score_percent.is_finite() { ((score_percent / 10.0).floor().max(0.0) as usize).min(9) } else { 0 }
}

/// A round step for an axis up to `most`, so that it has at most about six ticks: 1, 2 or 5 times a
/// power of ten.
#[must_use]
pub(crate) fn step(most: usize) -> usize {
    let rough = most.div_ceil(6).max(1);
    let mut power = 1;
    loop {
        for factor in [1, 2, 5] {
            if factor * power >= rough {
                return factor * power;
            }
        }
        power *= 10;
    }
}

/// The histogram as inline SVG.
#[must_use]
pub(crate) fn histogram(report: &ClassReport) -> String {
    let mut bins = [0usize; 10];
    for record in &report.submissions {
        bins[bin(record.score_percent)] += 1;
    }
    let step = step(bins.iter().copied().max().unwrap_or(0));
    let top = bins.iter().copied().max().unwrap_or(0).div_ceil(step).max(1) * step;
    let (plot_w, plot_h) = (WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM);
    let y = |count: f64| TOP + plot_h * (1.0 - count / top as f64);
    let mut svg = format!(
        "<svg id=\"score-distribution\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" \
         font-family=\"sans-serif\" font-size=\"12\" role=\"img\" aria-label=\"Distribution of aggregate scores\">\n"
    );
    for tick in (0..=top).step_by(step) {
        let at = y(tick as f64);
        let _ = writeln!(
            svg,
            r#"<line class="gridline" x1="{LEFT}" x2="{:.1}" y1="{at:.1}" y2="{at:.1}"/><text class="tick y-tick" x="{:.1}" y="{:.1}" text-anchor="end">{tick}</text>"#,
            WIDTH - RIGHT,
            LEFT - 8.0,
            at + 4.0
        );
    }
    let width = plot_w / 10.0;
    for (i, &count) in bins.iter().enumerate() {
        let x = LEFT + width * i as f64;
        let (from, to) = (i * 10, i * 10 + 10);
        let range = if i == 9 { format!("{from}-{to}%") } else { format!("{from}-{}%", to - 1) };
        let students = if count == 1 { "student" } else { "students" };
        let _ = writeln!(
            svg,
            r##"<rect class="bin" data-bin="{from}" data-count="{count}" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="#3b6fb6"><title>{range}: {count} {students}</title></rect>"##,
            x + 3.0,
            y(count as f64),
            width - 6.0,
            plot_h - (y(count as f64) - TOP)
        );
        if count > 0 {
            let _ = writeln!(
                svg,
                r#"<text class="tick" x="{:.1}" y="{:.1}" text-anchor="middle">{count}</text>"#,
                x + width / 2.0,
                y(count as f64) - 4.0
            );
        }
    }
    x_axis(&mut svg, plot_h);
    mean_line(&mut svg, report, plot_w, plot_h);
    svg.push_str("</svg>\n");
    svg
}

fn x_axis(svg: &mut String, plot_h: f64) {
    let base = TOP + plot_h;
    let plot_w = WIDTH - LEFT - RIGHT;
    let _ =
        writeln!(svg, r#"<line class="axis" x1="{LEFT}" x2="{:.1}" y1="{base:.1}" y2="{base:.1}"/>"#, WIDTH - RIGHT);
    for edge in 0..=10 {
        let x = LEFT + plot_w * edge as f64 / 10.0;
        let _ = writeln!(
            svg,
            r#"<text class="tick x-tick" x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            base + 16.0,
            edge * 10
        );
    }
    let _ = writeln!(
        svg,
        r#"<text class="title" x="{:.1}" y="{:.1}" text-anchor="middle">aggregate score (%)</text>"#,
        LEFT + plot_w / 2.0,
        HEIGHT - 10.0
    );
    let _ = writeln!(
        svg,
        r#"<text class="title" transform="translate(16 {:.1}) rotate(-90)" text-anchor="middle">students</text>"#,
        TOP + plot_h / 2.0
    );
}

fn mean_line(svg: &mut String, report: &ClassReport, plot_w: f64, plot_h: f64) {
    let graded = report.submissions.len();
    if graded == 0 {
        return;
    }
    let mean = report.submissions.iter().map(|s| s.score_percent).sum::<f64>() / graded as f64;
    let x = LEFT + plot_w * mean.clamp(0.0, 100.0) / 100.0;
    let _ = writeln!(
        svg,
        r##"<line id="mean-line" x1="{x:.1}" x2="{x:.1}" y1="{:.1}" y2="{:.1}" stroke="#1d2330" stroke-dasharray="4 3"/><text class="tick" x="{x:.1}" y="{:.1}" text-anchor="middle">mean {mean:.1}%</text>"##,
        TOP - 4.0,
        TOP + plot_h,
        TOP - 8.0
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_fall_in_ten_bins_with_a_full_score_in_the_last() {
        let table = [(0.0, 0), (9.99, 0), (10.0, 1), (55.0, 5), (89.99, 8), (90.0, 9), (100.0, 9), (-3.0, 0)];
        for (score, expected) in table {
            assert_eq!(bin(score), expected, "score {score}");
        }
        assert_eq!(bin(f64::NAN), 0);
    }

    #[test]
    fn the_y_axis_steps_are_round_and_few() {
        let table =
            [(0, 1), (1, 1), (6, 1), (7, 2), (12, 2), (13, 5), (30, 5), (31, 10), (60, 10), (61, 20), (250, 50)];
        for (most, expected) in table {
            assert_eq!(step(most), expected, "most {most}");
            assert!(most.div_ceil(step(most)) <= 6, "at most six steps for {most}");
        }
    }
}
