//! [`write()`]: the report handed to the reporter of its [`Format`].

use std::io::{self, Write};

use crate::config::Format;
use crate::report::model::GradeReport;
use crate::report::{csv, gradescope, human, json, junit};

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
