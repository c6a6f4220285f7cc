//! The terminal's view: the `top` most similar pairs ranked, with their figures explained, then the
//! clusters and the notes on submissions that could not be read in full.

use std::fmt::Write as _;

use super::explain::{explain, percent};
use crate::plural::plural;
use crate::similarity::SimilarityReport;

/// The table of the `top` most similar pairs, the clusters and the notes.
#[must_use]
pub fn table(report: &SimilarityReport, top: usize) -> String {
    let mut text = String::new();
    let class = report.submissions.iter().filter(|s| !s.prior).count();
    let _ = writeln!(
        text,
        "{} compared, {} ({} tiled; the rest share no run of {} tokens); flagged at a mean of {} or more.",
        plural(class as u64, "submission"),
        plural(report.compared_pairs as u64, "pair"),
        report.tiled_pairs,
        report.min_tokens,
        percent(report.threshold)
    );
    if report.pairs.is_empty() {
        text.push_str("No pair shares a run of that length.\n");
    }
    let width = report.pairs.iter().take(top).map(|p| p.a.chars().count() + p.b.chars().count() + 4).max().unwrap_or(0);
    for (rank, pair) in report.pairs.iter().take(top).enumerate() {
        let names = format!("{} ~ {}", pair.a, pair.b);
        let flag = if pair.flagged { "!" } else { " " };
        let _ = writeln!(
            text,
            "{flag}{:>4}. {names:<width$} mean {:>4}  max {:>4}  {}",
            rank + 1,
            percent(pair.mean),
            percent(pair.max),
            explain(pair, report.min_tokens)
        );
    }
    if report.pairs.len() > top {
        let _ = writeln!(text, "... and {} more (--top, or similarity.csv)", report.pairs.len() - top);
    }
    for cluster in &report.clusters {
        let _ = writeln!(
            text,
            "Cluster of {}: {} ({} flagged pairs, the highest mean {})",
            cluster.members.len(),
            cluster.members.join(", "),
            cluster.pairs,
            percent(cluster.highest)
        );
    }
    for submission in &report.submissions {
        for note in &submission.notes {
            let _ = writeln!(text, "Note: {}: {note}", submission.name);
        }
    }
    text
}
