//! `slider similar`: its arguments, resolved into [`SimilarConfig`].

use std::path::PathBuf;

use anyhow::{Result, bail};

use crate::class::discover;
use crate::config::{Config, Listing, SimilarConfig, SimilaritySettings, default_jobs, existing_path, parse_bytes};

/// `slider similar`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider similar submissions/                                   every pair of the class, ranked
  slider similar submissions/ --base skeleton/ --base algs4-src/ --out-dir similarity-report
  slider similar submissions/ --prior fall2025/ --prior known-solutions/ --threshold 50

Each pair's figure is the share of both programs' tokens in runs of at least --min-tokens tokens
they share (base code aside): \"73% of alice's and 68% of bob's tokens in 11 shared runs\". Names,
literals, comments, layout, the order of methods and fields, for against while, dead code and empty
statements change no token. Nothing leaves this machine. Exit status: 0 done (whatever was found),
2 usage or input error, 3 a report could not be written, 130 interrupted.")]
pub struct SimilarArgs {
    /// Submissions: folders or .zip files of one, or folders of them, as for `slider grade`.
    #[arg(value_name = "SUBMISSION", required = true)]
    pub submissions: Vec<PathBuf>,
    /// Code every student was given (the skeleton, algs4's sources; a folder or a file): its matches
    /// never count. Repeatable.
    #[arg(long, value_name = "DIR")]
    pub base: Vec<PathBuf>,
    /// Earlier terms' submissions, or a folder of known public solutions: compared with the class,
    /// not with each other. Repeatable.
    #[arg(long, value_name = "DIR")]
    pub prior: Vec<PathBuf>,
    /// The minimum match length in tokens: shorter shared runs do not count.
    #[arg(long, value_name = "N", default_value_t = crate::config::SIMILARITY_MIN_TOKENS)]
    pub min_tokens: usize,
    /// Flag pairs whose mean share is at least this percentage (and join them into clusters).
    #[arg(long, value_name = "PERCENT", default_value_t = crate::config::SIMILARITY_THRESHOLD * 100.0)]
    pub threshold: f64,
    /// Write similarity.csv, similarity.json, similarity.html and a page per flagged pair here.
    #[arg(long, value_name = "DIR")]
    pub out_dir: Option<PathBuf>,
    /// Pairs the table shows.
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub top: usize,
    /// What standard output gets: the table, or the JSON or CSV of every pair.
    #[arg(long, value_enum, default_value_t = ListingArg::Table)]
    pub format: ListingArg,
    /// Threads [default: the number of cores].
    #[arg(long, short, value_name = "N")]
    pub jobs: Option<usize>,
    /// How large a submission's zip may expand.
    #[arg(long, value_name = "SIZE", default_value = "64MiB", value_parser = parse_bytes)]
    pub max_size: u64,
}

/// `--format`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum ListingArg {
    Table,
    Json,
    Csv,
}

impl SimilarArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// A missing submission, base or prior folder, or a bad number.
    pub fn config(&self) -> Result<Config> {
        let submissions = discover(&self.submissions)?;
        let base = self.base.iter().map(|p| existing_path(p, "--base")).collect::<Result<Vec<_>>>()?;
        let prior_paths = self.prior.iter().map(|p| existing_path(p, "--prior")).collect::<Result<Vec<_>>>()?;
        let prior = if prior_paths.is_empty() { Vec::new() } else { discover(&prior_paths)? };
        let jobs = self.jobs.unwrap_or_else(default_jobs);
        if jobs == 0 {
            bail!("--jobs must be at least 1");
        }
        if let Some(dir) = &self.out_dir
            && dir.exists()
            && !dir.is_dir()
        {
            bail!("--out-dir {} is a file; give a folder for the reports", dir.display());
        }
        let settings = SimilaritySettings {
            min_tokens: SimilaritySettings::check_min_tokens(self.min_tokens, "--min-tokens")?,
            threshold: SimilaritySettings::check_threshold(self.threshold, "--threshold")?,
            base,
            prior: prior_paths,
            ..SimilaritySettings::default()
        };
        let listing = match self.format {
            ListingArg::Table => Listing::Table,
            ListingArg::Json => Listing::Json,
            ListingArg::Csv => Listing::Csv,
        };
        Ok(Config::Similar(Box::new(SimilarConfig {
            submissions,
            prior,
            settings,
            out_dir: self.out_dir.clone(),
            top: self.top,
            listing,
            jobs,
            max_zip_bytes: self.max_size,
        })))
    }
}
