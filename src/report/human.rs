//! The human report: one line per puzzle (verdict, puzzle, moves printed, expected, CPU, wall, peak
//! memory) with the reason under each failure, then the counts per verdict, the score, and the notes
//! (each distinct note once, with how many puzzles it concerns). Colour only when asked.

use std::collections::BTreeMap;
use std::io::{self, Write};

use anstyle::{AnsiColor, Style};

use crate::formatting::format_bytes;
use crate::grade::{Kind, PuzzleResult};
use crate::protocol::answer::Answer;
use crate::report::isolation;
use crate::report::model::GradeReport;

/// Writes the report.
pub(crate) fn write(report: &GradeReport, colour: bool, out: &mut dyn Write) -> io::Result<()> {
    let verdict_width = report.results.iter().map(|r| r.outcome.verdict.as_str().len()).max().unwrap_or(2);
    let name_width = report.results.iter().map(|r| r.puzzle.len()).max().unwrap_or(6);
    for result in &report.results {
        line(result, verdict_width, name_width, colour, out)?;
    }
    summary(report, colour, out)?;
    notes(report, out)?;
    writeln!(out, "{}", isolation::summary(&report.containment))
}

fn paint(text: &str, style: Style, colour: bool) -> String {
    if colour { format!("{style}{text}{style:#}") } else { text.to_string() }
}

fn kind_style(kind: Kind) -> Style {
    let color = match kind {
        Kind::Pass => AnsiColor::Green,
        Kind::Limit => AnsiColor::Yellow,
        Kind::WrongAnswer | Kind::Error => AnsiColor::Red,
    };
    Style::new().fg_color(Some(color.into())).bold()
}

fn moves(printed: Option<Answer>) -> String {
    match printed {
        None => "-".to_string(),
        Some(Answer::Unsolvable) => "none".to_string(),
        Some(Answer::Moves(m)) => m.to_string(),
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
    let printed = moves(result.outcome.printed);
    write!(
        out,
        "{}  {:<name_width$}  moves {printed:>4}  expected {expected:>4}",
        paint(&padded, kind_style(verdict.kind()), colour),
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
        .map(|&(name, kind, count)| paint(&format!("{count} {name}"), kind_style(kind), colour))
        .collect();
    writeln!(out)?;
    if report.interrupted {
        writeln!(out, "interrupted: graded {} of {}", summary.total, plural(report.puzzles, "puzzle"))?;
    }
    writeln!(out, "{}: {}", plural(summary.total, "puzzle"), counts.join(", "))?;
    write!(out, "score: {}/{} = {:.1}%", summary.passed, summary.total, summary.score * 100.0)?;
    if report.interrupted {
        write!(out, " of the puzzles graded before the interrupt ({} not graded)", report.not_graded())?;
    }
    writeln!(out)
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
