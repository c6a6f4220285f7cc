//! `class.json`: the [`ClassReport`] as it is (schema `slider-class/1`, described by
//! `docs/schema/slider-class-1.schema.json`), with the class's summary.

use std::io::{self, Write};

use serde::Serialize;

use crate::class::model::ClassReport;
use crate::class::score::class_scores;

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
    let scores = class_scores(report);
    let summary = Summary {
        graded: scores.graded,
        missing: report.missing.len(),
        mean_percent: scores.mean,
        median_percent: scores.median,
    };
    serde_json::to_writer_pretty(&mut *out, &Document { report, summary }).map_err(io::Error::other)?;
    writeln!(out)
}
