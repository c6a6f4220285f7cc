//! The CSV report (`--format csv`): a header and one row per puzzle, for spreadsheets and scripts.
//! Columns: puzzle, size, verdict, passed, moves_printed, moves_expected (-1 unsolvable),
//! expected_source, cpu_ms, wall_ms, max_rss_kib, exit_code, exit_signal, reason, notes (joined by
//! "; "), isolation (what contained the solvers, the same on every row). A value that was not measured
//! is empty.

use std::io::{self, Write};

use crate::corpus::Source;
use crate::grade::{Kind, PuzzleResult};
use crate::protocol::answer::Answer;
use crate::report::containment::Exit;
use crate::report::isolation;
use crate::report::model::GradeReport;

const HEADER: [&str; 15] = [
    "puzzle",
    "size",
    "verdict",
    "passed",
    "moves_printed",
    "moves_expected",
    "expected_source",
    "cpu_ms",
    "wall_ms",
    "max_rss_kib",
    "exit_code",
    "exit_signal",
    "reason",
    "notes",
    "isolation",
];

/// Writes the report as CSV (RFC 4180 quoting).
pub(crate) fn write(report: &GradeReport, out: &mut dyn Write) -> io::Result<()> {
    let mut writer = ::csv::Writer::from_writer(out);
    writer.write_record(HEADER)?;
    let isolation = isolation::token(&report.containment);
    for result in &report.results {
        writer.write_record(row(result, &isolation))?;
    }
    writer.flush()
}

fn row(result: &PuzzleResult, isolation: &str) -> [String; 15] {
    let verdict = &result.outcome.verdict;
    let run = result.run.as_ref();
    let text = |value: Option<u64>| value.map(|v| v.to_string()).unwrap_or_default();
    let millis = |d: std::time::Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    let (code, signal) = match run.map(|r| r.exit) {
        Some(Exit::Code(c)) => (c.to_string(), String::new()),
        Some(Exit::Signal(s)) => (String::new(), s.to_string()),
        None => (String::new(), String::new()),
    };
    [
        result.puzzle.clone(),
        result.size.to_string(),
        verdict.as_str().to_string(),
        (verdict.kind() == Kind::Pass).to_string(),
        match result.outcome.printed {
            Some(Answer::Moves(moves)) => moves.to_string(),
            Some(Answer::Unsolvable) => "-1".to_string(),
            None => String::new(),
        },
        result.expected.map_or(-1, |m| m as i64).to_string(),
        match result.expected_source {
            Source::Manifest => "manifest",
            Source::Computed => "computed",
        }
        .to_string(),
        text(run.map(|r| millis(r.cpu))),
        text(run.map(|r| millis(r.wall))),
        text(run.map(|r| r.max_rss_bytes / 1024)),
        code,
        signal,
        verdict.reason(),
        result.outcome.notes.join("; "),
        isolation.to_string(),
    ]
}
