//! The class report's charts, as inline SVG: the pass rate of each puzzle and of each assessment test
//! some student failed (bars coloured by the rate), and CPU time against solution length per
//! submission (on a log scale when the times span more than two powers of ten). The histogram of
//! scores is [`histogram`](super::histogram).

use std::fmt::Write as _;

use crate::chart::escape;
use crate::class::model::ClassReport;
use crate::report::class::cases::cases;
use crate::report::class::page::{rate, rate_colour};

const WIDTH: f64 = 560.0;
const LEFT: f64 = 60.0;
const PLOT: f64 = WIDTH - LEFT - 20.0;

/// The fraction of graded submissions that passed each puzzle, a row each, in plan order.
#[must_use]
pub fn pass_rates(report: &ClassReport) -> String {
    rate_bars("pass-rates", "Pass rate per puzzle", "data-puzzle", &puzzle_rates(report))
}

/// The tests of the Java assessment that some submission failed, with how many passed each, as bars
/// (none when the class had no assessment or every test passed).
#[must_use]
pub fn assessment_rates(report: &ClassReport) -> Option<String> {
    let mut rows: Vec<(String, usize, usize)> = Vec::new();
    for group in report.groups.iter().filter(|g| g.assessment_part.is_some()) {
        for record in &report.submissions {
            for case in cases(record, group) {
                match rows.iter_mut().find(|(id, _, _)| *id == case.id) {
                    Some((_, passed, total)) => (*passed, *total) = (*passed + usize::from(case.passed), *total + 1),
                    None => rows.push((case.id, usize::from(case.passed), 1)),
                }
            }
        }
    }
    rows.retain(|(_, passed, total)| passed < total);
    (!rows.is_empty())
        .then(|| rate_bars("assessment-rates", "Pass rate per failed assessment test", "data-test", &rows))
}

/// Horizontal bars, a row each: its name, the share that passed on a grey track of the whole, in the
/// rate's colour, and `passed/total` at the track's end.
fn rate_bars(id: &str, title: &str, attribute: &str, rows: &[(String, usize, usize)]) -> String {
    let height = 30.0 + ROW * rows.len() as f64;
    let mut svg = open(id, height, title);
    for (i, row) in rows.iter().enumerate() {
        rate_bar(&mut svg, 20.0 + ROW * i as f64, attribute, row);
    }
    svg.push_str("</svg>\n");
    svg
}

const ROW: f64 = 20.0;
const LABEL: f64 = 160.0;
const TRACK: f64 = WIDTH - LABEL - 60.0;

fn rate_bar(svg: &mut String, y: f64, attribute: &str, (name, passed, total): &(String, usize, usize)) {
    let fraction = rate(*passed, *total).unwrap_or(0.0);
    let (fill, _) = rate_colour(fraction);
    let name = escape(name);
    let (bar_y, bar_h) = (y + 2.0, ROW - 4.0);
    let _ = writeln!(
        svg,
        r##"<text x="{:.1}" y="{:.1}" text-anchor="end" font-size="12">{name}</text><rect x="{LABEL}" y="{bar_y:.1}" width="{TRACK:.1}" height="{bar_h:.1}" fill="#eef0f3"/>"##,
        LABEL - 6.0,
        y + 14.0,
    );
    let _ = writeln!(
        svg,
        r#"<rect class="rate" {attribute}="{name}" data-passed="{passed}" data-total="{total}" data-rate="{fraction:.4}" x="{LABEL}" y="{bar_y:.1}" width="{:.1}" height="{bar_h:.1}" fill="{fill}"><title>{name}: {passed} of {total} passed</title></rect>"#,
        TRACK * fraction,
    );
    let _ = writeln!(
        svg,
        r#"<text x="{:.1}" y="{:.1}" font-size="12">{passed}/{total}</text>"#,
        LABEL + TRACK + 6.0,
        y + 14.0
    );
}

/// Each puzzle of the plan (once) with how many graded submissions passed it, of how many ran it.
#[must_use]
pub fn puzzle_rates(report: &ClassReport) -> Vec<(String, usize, usize)> {
    let mut rows: Vec<(String, usize, usize)> = Vec::new();
    for group in &report.groups {
        for puzzle in &group.puzzles {
            if rows.iter().any(|(p, _, _)| p == puzzle) {
                continue;
            }
            let runs = report.submissions.iter().filter_map(|s| s.runs.iter().find(|r| r.puzzle == *puzzle));
            let (passed, total) = runs.fold((0, 0), |(p, t), r| (p + usize::from(r.passed), t + 1));
            rows.push((puzzle.clone(), passed, total));
        }
    }
    rows
}

/// CPU time of every run against the length of the puzzle's shortest solution, a colour per
/// submission, unsolvable boards left out.
#[must_use]
pub fn cpu_against_length(report: &ClassReport) -> String {
    let points: Vec<(usize, i64, u64)> = report
        .submissions
        .iter()
        .enumerate()
        .flat_map(|(i, s)| s.runs.iter().filter_map(move |r| Some((i, r.moves_expected, r.cpu_ms?))))
        .filter(|&(_, moves, _)| moves >= 0)
        .collect();
    let columns = 3;
    let legend_rows = report.submissions.len().div_ceil(columns);
    let (top, plot_height) = (34.0, 236.0);
    let height = top + plot_height + 44.0 + 18.0 * legend_rows as f64;
    let longest = points.iter().map(|p| p.1).max().unwrap_or(1).max(1) as f64;
    let (low, high) =
        (points.iter().map(|p| p.2.max(1)).min().unwrap_or(1), points.iter().map(|p| p.2.max(1)).max().unwrap_or(1));
    let log = high as f64 / low as f64 > 100.0;
    let scale = |ms: u64| -> f64 {
        let (v, lo, hi) = (ms.max(1) as f64, low as f64, (high as f64).max(low as f64 + 1.0));
        if log { (v.ln() - lo.ln()) / (hi.ln() - lo.ln()) } else { v / hi }
    };
    let hue = |submission: usize| (submission * 137) % 360;
    let mut svg = open("cpu-by-length", height, "CPU time against solution length");
    let scale_name = if log { "log scale" } else { "linear scale" };
    let _ = writeln!(svg, r#"<text class="ms-label" data-log="{log}" x="10" y="14">CPU time ({scale_name})</text>"#);
    let _ = writeln!(svg, r#"<text class="ms-label" x="10" y="{:.1}">{high} ms</text>"#, top + 4.0);
    let _ = writeln!(
        svg,
        r#"<text class="ms-label" x="10" y="{:.1}">{} ms</text>"#,
        top + plot_height,
        if log { low } else { 0 }
    );
    for &(submission, moves, ms) in &points {
        let x = LEFT + PLOT * moves as f64 / longest;
        let y = top + plot_height * (1.0 - scale(ms));
        let _ = writeln!(
            svg,
            r#"<circle class="run" cx="{x:.1}" cy="{y:.1}" r="3" fill="hsl({},60%,45%)" fill-opacity="0.7"/>"#,
            hue(submission)
        );
    }
    let axis = top + plot_height + 16.0;
    for tick in [0.0, longest / 2.0, longest] {
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{axis:.1}" text-anchor="middle">{tick:.0}</text>"#,
            LEFT + PLOT * tick / longest
        );
    }
    let _ = writeln!(
        svg,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">solution length (moves)</text>"#,
        LEFT + PLOT / 2.0,
        axis + 16.0
    );
    for (i, record) in report.submissions.iter().enumerate() {
        let (x, y) = (LEFT + (PLOT / columns as f64) * (i % columns) as f64, axis + 34.0 + 18.0 * (i / columns) as f64);
        let _ = writeln!(
            svg,
            r#"<circle class="legend" cx="{x:.1}" cy="{:.1}" r="4" fill="hsl({},60%,45%)"/><text x="{:.1}" y="{y:.1}">{}</text>"#,
            y - 4.0,
            hue(i),
            x + 8.0,
            escape(&record.name)
        );
    }
    svg.push_str("</svg>\n");
    svg
}

fn open(id: &str, height: f64, title: &str) -> String {
    format!(
        "<svg id=\"{id}\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {height}\" font-family=\"sans-serif\" font-size=\"12\" role=\"img\" aria-label=\"{}\">\n",
        escape(title)
    )
}
