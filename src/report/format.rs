//! [`Format`]: the report formats, and [`write()`], which hands the report to the format's reporter.

use std::io::{self, Write};

use crate::report::model::GradeReport;
use crate::report::{csv, gradescope, human, json, junit};

/// A report format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// One line per puzzle and a summary, for people.
    Human,
    /// The versioned JSON report (docs/REPORT_FORMAT.md).
    Json,
    /// JUnit XML, for CI systems.
    Junit,
    /// Gradescope's results.json.
    Gradescope,
    /// A header and a row per puzzle.
    Csv,
}

/// Writes `report` in `format`; `colour` applies to the human format only.
///
/// # Errors
/// Those of `out`.
pub fn write(report: &GradeReport, format: Format, colour: bool, out: &mut dyn Write) -> io::Result<()> {
    match format {
        Format::Human => human::write(report, colour, out),
        Format::Json => json::write(report, out),
        Format::Junit => junit::write(report, out),
        Format::Gradescope => gradescope::write(report, out),
        Format::Csv => csv::write(report, out),
    }
}
