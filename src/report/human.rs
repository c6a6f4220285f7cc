//! The human report: one line per puzzle (verdict, puzzle, moves printed, expected, CPU, wall, peak
//! memory) with the reason under each failure, then the counts per verdict, the score, and the notes
//! (each distinct note once, with how many puzzles it concerns). Colour only when asked.

use std::collections::BTreeMap;
use std::io::{self, Write};

use anstyle::{AnsiColor, Style};

use crate::config::format_bytes;
use crate::report::model::{GradeReport, PuzzleResult};

/// Writes the report.
pub(crate) fn write(report: &GradeReport, colour: bool, out: &mut dyn Write) -> io::Result<()> {
    let verdict_width = report.results.iter().map(|r| r.outcome.verdict.as_str().len()).max().unwrap_or(2);
    let name_width = report.results.iter().map(|r| r.puzzle.len()).max().unwrap_or(6);
    for result in &report.results {
        line(result, verdict_width, name_width, colour, out)?;
    }
    summary(report, colour, out)?;
    notes(report, out)
}

fn paint(text: &str, style: Style, colour: bool) -> String {
    if colour { format!("{style}{text}{style:#}") } else { text.to_string() }
}

fn verdict_style(passed: bool, name: &str) -> Style {
    let color = match (passed, name) {
        (true, _) => AnsiColor::Green,
        (false, "time-limit" | "memory-limit" | "output-limit") => AnsiColor::Yellow,
        (false, _) => AnsiColor::Red,
    };
    Style::new().fg_color(Some(color.into())).bold()
}

fn moves(value: Option<i64>) -> String {
    match value {
        None => "-".to_string(),
        Some(-1) => "none".to_string(),
        Some(m) => m.to_string(),
    }
}

fn line(
    result: &PuzzleResult,
    verdict_width: usize,
    name_width: usize,
    colour: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let verdict = &result.outcome.verdict;
    let padded = format!("{:<verdict_width$}", verdict.as_str());
    let expected = result.expected.map_or_else(|| "none".to_string(), |m| m.to_string());
    let printed = moves(result.outcome.printed_moves);
    write!(
        out,
        "{}  {:<name_width$}  moves {printed:>4}  expected {expected:>4}",
        paint(&padded, verdict_style(verdict.is_pass(), verdict.as_str()), colour),
        result.puzzle
    )?;
    if let Some(run) = &result.run {
        write!(
            out,
            "  cpu {:>6.2}s  wall {:>6.2}s  mem {:>10}",
            run.cpu.as_secs_f64(),
            run.wall.as_secs_f64(),
            format_bytes(run.max_rss_bytes)
        )?;
    }
    writeln!(out)?;
    if !verdict.is_pass() {
        writeln!(out, "{:verdict_width$}  {}", "", verdict.reason())?;
    }
    Ok(())
}

/// "1 puzzle", "2 puzzles".
fn plural(count: usize, word: &str) -> String {
    if count == 1 { format!("{count} {word}") } else { format!("{count} {word}s") }
}

fn summary(report: &GradeReport, colour: bool, out: &mut dyn Write) -> io::Result<()> {
    let summary = report.summary();
    let counts: Vec<String> = summary
        .verdicts
        .iter()
        .map(|(name, count)| paint(&format!("{count} {name}"), verdict_style(*name == "ok", name), colour))
        .collect();
    writeln!(out)?;
    if report.interrupted {
        writeln!(out, "interrupted: graded {} of {}", summary.total, plural(report.puzzles, "puzzle"))?;
    }
    writeln!(out, "{}: {}", plural(summary.total, "puzzle"), counts.join(", "))?;
    writeln!(out, "score: {}/{} = {:.1}%", summary.passed, summary.total, summary.score * 100.0)
}

fn notes(report: &GradeReport, out: &mut dyn Write) -> io::Result<()> {
    let mut notes: BTreeMap<&str, usize> = BTreeMap::new();
    for result in &report.results {
        for note in &result.outcome.notes {
            *notes.entry(note.as_str()).or_default() += 1;
        }
    }
    if notes.is_empty() {
        return Ok(());
    }
    writeln!(out, "notes:")?;
    for (note, count) in notes {
        writeln!(out, "  {note} ({})", plural(count, "puzzle"))?;
    }
    Ok(())
}
