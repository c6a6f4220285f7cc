//! `similarity.json`: the [`SimilarityReport`] as it is (schema `slider-similarity/1`, described by
//! `docs/schema/slider-similarity-1.schema.json`), each pair with the sentence that explains it.

use std::io::{self, Write};

use serde_json::Value;

use super::explain::explain;
use crate::similarity::SimilarityReport;

/// Writes `similarity.json`.
///
/// # Errors
/// When `out` fails.
pub fn write(report: &SimilarityReport, out: &mut dyn Write) -> io::Result<()> {
    let mut document = serde_json::to_value(report).map_err(io::Error::other)?;
    if let Some(Value::Array(pairs)) = document.get_mut("pairs") {
        for (pair, record) in pairs.iter_mut().zip(&report.pairs) {
            if let Value::Object(fields) = pair {
                fields.insert("explained".into(), Value::String(explain(record, report.min_tokens)));
            }
        }
    }
    serde_json::to_writer_pretty(&mut *out, &document).map_err(io::Error::other)?;
    writeln!(out)
}
