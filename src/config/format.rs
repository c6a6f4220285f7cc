//! [`Format`]: the report formats a command may be asked for (`--format`); `report::write` hands a
//! report to the format's reporter.

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
