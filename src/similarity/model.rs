//! [`SimilarityReport`]: what `slider similar` found, as data (schema `slider-similarity/1`,
//! documented in `docs/similarity.schema.json`). Every report format reads it: the table, the CSV,
//! the JSON, the pages. Shares are fractions of a program's counted tokens (base code aside), to four
//! places.

use serde::{Deserialize, Serialize};

/// The schema's name and version, the first field of `similarity.json`.
pub const SCHEMA: &str = "slider-similarity/1";

/// The similarity of a class.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SimilarityReport {
    pub schema: String,
    /// The minimum match length: no run of fewer tokens counts.
    pub min_tokens: usize,
    /// The mean share at and above which a pair is flagged and joins a cluster.
    pub threshold: f64,
    /// Every submission, the class's then the earlier terms', with what was read of it.
    pub submissions: Vec<SubmissionTokens>,
    /// How many pairs were compared, and how many of them tiled (the others share no fingerprint).
    pub compared_pairs: usize,
    pub tiled_pairs: usize,
    /// Every pair with a shared run, most similar first (by mean share, then max share, then names).
    pub pairs: Vec<PairRecord>,
    /// Groups of three or more students joined by flagged pairs, largest first.
    pub clusters: Vec<Cluster>,
}

/// One submission as the front end read it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SubmissionTokens {
    pub name: String,
    /// Whether it is an earlier term's (`--prior`).
    pub prior: bool,
    /// The source files tokenized, in order.
    pub files: Vec<String>,
    /// Its tokens that count (base code aside) and its tokens that are base code.
    pub tokens: usize,
    pub base_tokens: usize,
    /// What could not be read or parsed, one line each.
    pub notes: Vec<String>,
}

/// One pair and how much they share.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PairRecord {
    pub a: String,
    pub b: String,
    /// The share of `a`'s tokens in shared runs, and of `b`'s.
    pub a_share: f64,
    pub b_share: f64,
    /// The larger of the two shares, and the share of both programs' tokens together (JPlag's).
    pub max: f64,
    pub mean: f64,
    /// Tokens in shared runs (the same in both), how many runs, and the longest.
    pub matched: usize,
    pub runs: usize,
    pub longest: usize,
    /// Whether the mean share is at or above the threshold.
    pub flagged: bool,
    /// The pair's page, relative to the report's folder, when one was written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub page: Option<String>,
}

/// Students joined by flagged pairs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Cluster {
    /// In name order.
    pub members: Vec<String>,
    /// How many flagged pairs join them, and the highest mean share among them.
    pub pairs: usize,
    pub highest: f64,
}

/// `share` to four places, as every share of the report is written.
#[must_use]
pub fn rounded(share: f64) -> f64 {
    (share * 10_000.0).round() / 10_000.0
}
