//! `similarity.csv`: a row a pair with a shared run, most similar first, with the sentence that
//! explains it, for a spreadsheet.

use std::io::{self, Write};

use super::explain::explain;
use crate::similarity::SimilarityReport;

/// Writes `similarity.csv`.
///
/// # Errors
/// When `out` fails.
pub fn write(report: &SimilarityReport, out: &mut dyn Write) -> io::Result<()> {
    let mut csv = csv::Writer::from_writer(out);
    csv.write_record([
        "rank",
        "a",
        "b",
        "mean",
        "max",
        "a_share",
        "b_share",
        "matched",
        "runs",
        "longest",
        "flagged",
        "page",
        "explained",
    ])?;
    for (rank, pair) in report.pairs.iter().enumerate() {
        csv.write_record([
            (rank + 1).to_string(),
            pair.a.clone(),
            pair.b.clone(),
            pair.mean.to_string(),
            pair.max.to_string(),
            pair.a_share.to_string(),
            pair.b_share.to_string(),
            pair.matched.to_string(),
            pair.runs.to_string(),
            pair.longest.to_string(),
            pair.flagged.to_string(),
            pair.page.clone().unwrap_or_default(),
            explain(pair, report.min_tokens),
        ])?;
    }
    csv.flush()
}
