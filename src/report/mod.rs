//! Reports of a grading run: one [`GradeReport`] ([`model`]) written by one reporter per format
//! ([`human`], [`json`], [`junit`], [`gradescope`], [`csv`]). Reporters only format: none of them
//! re-derives a verdict.

mod csv;
mod gradescope;
mod human;
mod json;
mod junit;
mod model;

pub use model::{GradeReport, PuzzleResult, RunFigures};

use std::io::{self, Write};

use crate::cli::Format;

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
