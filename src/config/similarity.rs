//! [`SimilaritySettings`] (what the similarity check is asked, from `slider similar`'s flags or a
//! profile's `[similarity]`) and [`SimilarConfig`], `slider similar` checked.

use std::path::PathBuf;

use anyhow::{Result, bail};

use crate::config::Submission;

/// JPlag's default minimum match length for Java: runs of fewer tokens are common to any two
/// solutions of the same assignment and say nothing.
pub const MIN_TOKENS: usize = 9;

/// The default flagging threshold, as a mean share: on the project's fixtures (with the base code
/// given) every planted copy scores 99.5% or more, and independently written solutions of the assignment,
/// which share what its API forces, at most 35% (`tests/integration/similar.rs`).
pub const THRESHOLD: f64 = 0.6;

/// How many of the most similar pairs get a page even below the threshold.
pub const PAGES: usize = 20;

/// What the similarity check is asked.
#[derive(Debug, Clone, PartialEq)]
pub struct SimilaritySettings {
    /// The minimum match length, in tokens.
    pub min_tokens: usize,
    /// The mean share at and above which a pair is flagged (a fraction, 0 to 1).
    pub threshold: f64,
    /// Code every student was given (folders or files): its matches never count.
    pub base: Vec<PathBuf>,
    /// Earlier terms' submissions (or known public solutions): compared with the class, not with
    /// each other.
    pub prior: Vec<PathBuf>,
    /// How many pairs get a page even below the threshold.
    pub pages: usize,
}

impl Default for SimilaritySettings {
    fn default() -> Self {
        SimilaritySettings {
            min_tokens: MIN_TOKENS,
            threshold: THRESHOLD,
            base: Vec::new(),
            prior: Vec::new(),
            pages: PAGES,
        }
    }
}

impl SimilaritySettings {
    /// `min_tokens` checked.
    ///
    /// # Errors
    /// Fewer than 2 tokens (every pair would match everywhere) or more than 1000.
    pub fn check_min_tokens(min_tokens: usize, flag: &str) -> Result<usize> {
        if !(2..=1000).contains(&min_tokens) {
            bail!(
                "{flag} {min_tokens}: give a minimum match length from 2 to 1000 tokens (JPlag's default for Java is 9)"
            );
        }
        Ok(min_tokens)
    }

    /// A threshold given in percent, as a fraction.
    ///
    /// # Errors
    /// Outside 0 to 100.
    pub fn check_threshold(percent: f64, flag: &str) -> Result<f64> {
        if !(0.0..=100.0).contains(&percent) {
            bail!("{flag} {percent}: give a percentage from 0 to 100 (for example 60)");
        }
        Ok(percent / 100.0)
    }
}

/// `slider similar`, checked.
#[derive(Debug, Clone)]
pub struct SimilarConfig {
    /// The class's submissions (found as `slider grade` finds them).
    pub submissions: Vec<Submission>,
    /// Earlier terms' submissions, from `settings.prior`.
    pub prior: Vec<Submission>,
    pub settings: SimilaritySettings,
    /// Where the CSV, the JSON and the pages go; the table alone on the terminal without it.
    pub out_dir: Option<PathBuf>,
    /// How many pairs the terminal's table shows.
    pub top: usize,
    /// What standard output gets.
    pub listing: Listing,
    /// Worker threads.
    pub jobs: usize,
    /// How large a zip may expand.
    pub max_zip_bytes: u64,
}

/// What `slider similar` writes on standard output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Listing {
    /// The ranked table of pairs and the clusters, for people.
    Table,
    /// `similarity.json`.
    Json,
    /// `similarity.csv`.
    Csv,
}
