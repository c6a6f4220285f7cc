//! The profile's `[similarity]`, checked into [`SimilaritySettings`]: `slider grade` then finds the
//! class's similarity after grading it (`similarity.html`, `.csv`, `.json` beside the class reports).
//! Paths are relative to the profile, like `assignment.corpus`.

use std::path::Path;

use anyhow::{Result, bail};
use serde::Deserialize;
use toml::Spanned;

use crate::config::SimilaritySettings;
use crate::config::profile_file::Spot;

/// `[similarity]` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSimilarity {
    #[serde(default = "yes")]
    pub enabled: bool,
    pub min_tokens: Option<Spanned<usize>>,
    /// Percent.
    pub threshold: Option<Spanned<f64>>,
    #[serde(default)]
    pub base: Vec<Spanned<String>>,
    #[serde(default)]
    pub prior: Vec<Spanned<String>>,
    pub pages: Option<usize>,
}

fn yes() -> bool {
    true
}

/// `[similarity]` checked; the settings when the profile has it enabled.
///
/// # Errors
/// A bad number or a base or prior folder that does not exist, naming the line.
pub(crate) fn similarity(
    spot: &Spot<'_>,
    raw: Option<&RawSimilarity>,
    folder: &Path,
) -> Result<Option<SimilaritySettings>> {
    // Checked even when disabled: a mistake shows now, not on the day it is switched on.
    let Some(raw) = raw else { return Ok(None) };
    let mut settings = SimilaritySettings::default();
    if let Some(min) = &raw.min_tokens {
        let flag = format!("{}: similarity.min_tokens", spot.at(min.span()));
        settings.min_tokens = SimilaritySettings::check_min_tokens(*min.get_ref(), &flag)?;
    }
    if let Some(threshold) = &raw.threshold {
        let flag = format!("{}: similarity.threshold", spot.at(threshold.span()));
        settings.threshold = SimilaritySettings::check_threshold(*threshold.get_ref(), &flag)?;
    }
    for (key, given, into) in [("base", &raw.base, &mut settings.base), ("prior", &raw.prior, &mut settings.prior)] {
        for path in given {
            let resolved = folder.join(path.get_ref());
            if !resolved.exists() {
                bail!(
                    "{}: similarity.{key}: {} does not exist; give a folder (relative to the profile)",
                    spot.at(path.span()),
                    resolved.display()
                );
            }
            into.push(resolved);
        }
    }
    if let Some(pages) = raw.pages {
        settings.pages = pages;
    }
    Ok(raw.enabled.then_some(settings))
}
