//! `class.json`: the [`ClassReport`] as it is (schema `slider-class/1`, described by
//! `docs/schema/slider-class-1.schema.json`), with the class's summary.

use std::io::{self, Write};

use serde::Serialize;

use crate::class::model::ClassReport;

#[derive(Serialize)]
struct Document<'a> {
    #[serde(flatten)]
    report: &'a ClassReport,
    summary: Summary,
}

/// Counts and scores over the class.
#[derive(Serialize)]
struct Summary {
    /// Submissions with a record.
    graded: usize,
    /// Submissions without one.
    missing: usize,
    /// Mean aggregate score of the graded, percent (null when none).
    mean_percent: Option<f64>,
    /// Median aggregate score of the graded, percent (null when none).
    median_percent: Option<f64>,
}

/// Writes `class.json`.
pub(crate) fn write(report: &ClassReport, out: &mut dyn Write) -> io::Result<()> {
    let mut scores: Vec<f64> = report.submissions.iter().map(|s| s.score_percent).collect();
    scores.sort_by(f64::total_cmp);
    let mean = (!scores.is_empty()).then(|| scores.iter().sum::<f64>() / scores.len() as f64);
    let median = match scores.len() {
        0 => None,
        n if n % 2 == 1 => Some(scores[n / 2]),
        n => Some((scores[n / 2 - 1] + scores[n / 2]) / 2.0),
    };
    let summary =
        Summary { graded: scores.len(), missing: report.missing.len(), mean_percent: mean, median_percent: median };
    serde_json::to_writer_pretty(&mut *out, &Document { report, summary }).map_err(io::Error::other)?;
    writeln!(out)
}
