//! [`check`]: the similarity of a class, start to end: each submission read and tokenized (on the
//! worker pool), base code marked, every pair tiled, the pairs ranked and flagged, the clusters
//! found, and the tiles of the pairs that get a page kept for it. It records; `report::similarity`
//! writes.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};

use super::cluster::clusters;
use super::entrant::{Base, Entrant};
use super::front_end::tokenize;
use super::model::{PairRecord, SCHEMA, SimilarityReport, SubmissionTokens, rounded};
use super::pairs::{PairScore, compare_all, pair_count, tile_pair};
use super::sources::{self, Sources};
use super::tiling::Tile;
use crate::config::{SimilaritySettings, Submission};
use crate::{escape, pool, progress};

/// What [`check`] found: the report, the entrants (for the pages' sources) and, for each pair that
/// gets a page, its index in `report.pairs` and its tiles.
pub struct Found {
    pub report: SimilarityReport,
    pub entrants: Vec<Entrant>,
    pub paged: Vec<(usize, Vec<Tile>)>,
}

/// The similarity of `class` (and of `prior`, earlier terms' submissions, with it), on `jobs`
/// threads; zips expand to at most `max_zip_bytes`.
///
/// # Errors
/// A base folder that cannot be read. A submission that cannot be read is a note, not an error.
pub fn check(
    settings: &SimilaritySettings,
    class: &[Submission],
    prior: &[Submission],
    max_zip_bytes: u64,
    jobs: usize,
    interrupted: &AtomicBool,
) -> Result<Found> {
    let min = settings.min_tokens;
    let bases = settings.base.iter().map(|path| base(path, min)).collect::<Result<Vec<Base>>>()?;
    let all: Vec<(&Submission, bool)> =
        class.iter().map(|s| (s, false)).chain(prior.iter().map(|s| (s, true))).collect();
    let spinner = progress::spinner();
    spinner.set_message(format!("reading {} submissions", all.len()));
    let entrants: Vec<Entrant> = pool::run_all(&all, jobs, &AtomicBool::new(false), |&(submission, is_prior)| {
        let Sources { files, notes } = sources::read(submission, max_zip_bytes);
        let name = if is_prior { format!("prior/{}", submission.name) } else { submission.name.clone() };
        Some(Entrant::new(name, is_prior, tokenize(files, notes), &bases, min))
    })
    .into_iter()
    .map(|(_, entrant)| entrant)
    .collect();
    spinner.finish_and_clear();
    let total = pair_count(&entrants);
    let bar = progress::bar(total as u64, "{bar:30} {pos}/{len} pairs, {eta} left");
    let compared = compare_all(&entrants, jobs, interrupted, |n| bar.inc(n));
    bar.finish_and_clear();
    let mut pairs: Vec<PairRecord> = compared.scores.iter().map(|s| record(&entrants, s, settings.threshold)).collect();
    pairs.sort_by(|x, y| {
        y.mean.total_cmp(&x.mean).then(y.max.total_cmp(&x.max)).then_with(|| (&x.a, &x.b).cmp(&(&y.a, &y.b)))
    });
    let paged = pages(&mut pairs, &entrants, settings.pages);
    let report = SimilarityReport {
        schema: SCHEMA.to_string(),
        min_tokens: min,
        threshold: settings.threshold,
        submissions: entrants.iter().map(submission_tokens).collect(),
        compared_pairs: compared.pairs,
        tiled_pairs: compared.tiled,
        clusters: clusters(&pairs),
        pairs,
    };
    Ok(Found { report, entrants, paged })
}

/// The base code at `path` (a folder or one file) as one program.
fn base(path: &PathBuf, min: usize) -> Result<Base> {
    let sources = if path.is_dir() {
        sources::read_folder(path)
    } else {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("{}: cannot read the base code", escape::path(path)))?;
        Sources { files: vec![(escape::path(path), text)], notes: Vec::new() }
    };
    Ok(Base::new(tokenize(sources.files, Vec::new()), min))
}

fn record(entrants: &[Entrant], score: &PairScore, threshold: f64) -> PairRecord {
    let (a, b) = (&entrants[score.a], &entrants[score.b]);
    let share = |counted: usize| if counted == 0 { 0.0 } else { score.matched as f64 / counted as f64 };
    let (a_share, b_share) = (share(a.counted), share(b.counted));
    let mean = 2.0 * score.matched as f64 / (a.counted + b.counted).max(1) as f64;
    PairRecord {
        a: a.name.clone(),
        b: b.name.clone(),
        a_share: rounded(a_share),
        b_share: rounded(b_share),
        max: rounded(a_share.max(b_share)),
        mean: rounded(mean),
        matched: score.matched,
        runs: score.runs,
        longest: score.longest,
        flagged: rounded(mean) >= threshold,
        page: None,
    }
}

/// The most pages written: a class where thousands of pairs are flagged (a shared skeleton left out
/// of `--base`) needs its base code fixed, not thousands of pages; the CSV has every pair.
pub const MAX_PAGES: usize = 500;

/// The pairs that get a page (every flagged pair, and at least the `at_least` first, up to
/// [`MAX_PAGES`]), their pages named, and their tiles.
fn pages(pairs: &mut [PairRecord], entrants: &[Entrant], at_least: usize) -> Vec<(usize, Vec<Tile>)> {
    let by_name = |name: &str| entrants.iter().position(|e| e.name == name).expect("a pair's entrant");
    let mut paged = Vec::new();
    for (rank, pair) in pairs.iter_mut().enumerate().take(MAX_PAGES) {
        if !(pair.flagged || rank < at_least) {
            break;
        }
        pair.page = Some(format!("similarity/pair-{:04}.html", rank + 1));
        paged.push((rank, tile_pair(&entrants[by_name(&pair.a)], &entrants[by_name(&pair.b)])));
    }
    paged
}

fn submission_tokens(entrant: &Entrant) -> SubmissionTokens {
    SubmissionTokens {
        name: entrant.name.clone(),
        prior: entrant.prior,
        files: entrant.program.files.iter().map(|f| f.name.clone()).collect(),
        tokens: entrant.counted,
        base_tokens: entrant.base_tokens(),
        notes: entrant.program.notes.clone(),
    }
}
