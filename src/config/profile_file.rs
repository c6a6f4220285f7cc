//! The shapes of `slider.toml` as `serde` reads them (unknown keys refused, values kept with their
//! spans), and [`Spot`], which turns a span into `file:line` for the one-line errors of
//! [`Profile`](super::Profile).

use std::path::Path;

use indexmap::IndexMap;
use serde::Deserialize;
use toml::Spanned;

use crate::config::profile::{Credit, Visibility};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawProfile {
    pub assignment: RawAssignment,
    pub java: Option<RawJava>,
    pub native: Option<RawNative>,
    #[serde(default)]
    pub limits: RawLimits,
    #[serde(default)]
    pub submissions: RawSubmissions,
    pub categories: IndexMap<String, Spanned<f64>>,
    #[serde(default)]
    pub group: Vec<RawGroup>,
    pub assessment: Option<RawAssessment>,
    pub similarity: Option<crate::config::profile_similarity::RawSimilarity>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawAssignment {
    pub name: String,
    pub corpus: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawJava {
    pub algs4: Option<String>,
    #[serde(default = "java_sources")]
    pub sources: Vec<String>,
    #[serde(default = "java_main")]
    pub main: String,
}

fn java_sources() -> Vec<String> {
    vec!["Board.java".into(), "Solver.java".into()]
}

fn java_main() -> String {
    "Solver".into()
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawNative {
    pub build: Option<String>,
    pub run: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub(crate) struct RawLimits {
    pub time: Spanned<String>,
    pub wall: Option<Spanned<String>>,
    pub memory: Spanned<String>,
    pub output: Spanned<String>,
    pub processes: Spanned<u64>,
}

impl Default for RawLimits {
    fn default() -> Self {
        let text = |s: &str| Spanned::new(0..0, s.to_string());
        RawLimits {
            time: text("5s"),
            wall: None,
            memory: text("1GiB"),
            output: text("16MiB"),
            processes: Spanned::new(0..0, 512),
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub(crate) struct RawSubmissions {
    pub max_size: Spanned<String>,
}

impl Default for RawSubmissions {
    fn default() -> Self {
        RawSubmissions { max_size: Spanned::new(0..0, "64MiB".to_string()) }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawGroup {
    pub name: Spanned<String>,
    pub title: Option<String>,
    pub category: Spanned<String>,
    pub puzzles: Vec<Spanned<String>>,
    pub points: Spanned<f64>,
    #[serde(default = "all")]
    pub credit: Credit,
    pub time: Option<Spanned<String>>,
    #[serde(default = "visible")]
    pub visibility: Visibility,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub(crate) struct RawAssessment {
    pub enabled: bool,
    pub sections: Option<Vec<Spanned<String>>>,
    pub test_limit: Spanned<String>,
    pub section_budget: Spanned<String>,
    pub total: Spanned<String>,
    pub memory: Spanned<String>,
    pub timing_puzzles: Option<Vec<String>>,
    pub memory_puzzles: Option<Vec<String>>,
    pub seed: u64,
    pub visibility: Visibility,
    pub points: IndexMap<String, Spanned<f64>>,
    pub replaces: Vec<Spanned<String>>,
}

impl Default for RawAssessment {
    fn default() -> Self {
        let text = |s: &str| Spanned::new(0..0, s.to_string());
        RawAssessment {
            enabled: true,
            sections: None,
            test_limit: text("5s"),
            section_budget: text("20s"),
            total: text("10m"),
            memory: text("2GiB"),
            timing_puzzles: None,
            memory_puzzles: None,
            seed: 1,
            visibility: Visibility::Visible,
            points: IndexMap::new(),
            replaces: Vec::new(),
        }
    }
}

fn all() -> Credit {
    Credit::All
}

fn visible() -> Visibility {
    Visibility::Visible
}

impl<'de> Deserialize<'de> for Credit {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Credit, D::Error> {
        match String::deserialize(deserializer)?.as_str() {
            "all" => Ok(Credit::All),
            "each" => Ok(Credit::Each),
            other => Err(serde::de::Error::invalid_value(serde::de::Unexpected::Str(other), &"\"all\" or \"each\"")),
        }
    }
}

impl<'de> Deserialize<'de> for Visibility {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Visibility, D::Error> {
        let text = String::deserialize(deserializer)?;
        let all = [Visibility::Visible, Visibility::Hidden, Visibility::AfterDueDate, Visibility::AfterPublished];
        all.into_iter().find(|v| v.as_str() == text).ok_or_else(|| {
            let expected = "one of \"visible\", \"hidden\", \"after_due_date\", \"after_published\"";
            serde::de::Error::invalid_value(serde::de::Unexpected::Str(&text), &expected)
        })
    }
}

/// The fix a `toml` message implies, for a person who has not read the TOML specification.
fn toml_fix(message: &str) -> &'static str {
    let expects_number =
        ["expected i64", "expected u64", "expected f64", "expected usize", "expected u32", "expected an integer"]
            .iter()
            .any(|e| message.contains(e));
    if message.starts_with("unknown field") {
        "; remove it or fix its spelling"
    } else if message.starts_with("missing field") {
        "; add it (`slider grade --init` writes a complete profile to copy from)"
    } else if message.starts_with("invalid type: string") && expects_number {
        "; write the number without quotes, e.g. 4"
    } else if message.contains("expected a boolean") {
        "; write true or false, without quotes"
    } else if message.starts_with("string values must be quoted") || message.starts_with("invalid boolean") {
        "; write true or false for a yes-or-no setting, a number as digits, or text in quotes"
    } else {
        ""
    }
}

/// A TOML file and its text, for placing errors.
pub(crate) struct Spot<'a> {
    pub file: &'a Path,
    pub text: &'a str,
}

impl Spot<'_> {
    /// The 1-based line of a byte offset range.
    pub fn line(&self, span: std::ops::Range<usize>) -> usize {
        let end = span.start.min(self.text.len());
        self.text.as_bytes()[..end].iter().filter(|&&b| b == b'\n').count() + 1
    }

    /// `file:line` of a span.
    pub fn at(&self, span: std::ops::Range<usize>) -> String {
        format!("{}:{}", self.file.display(), self.line(span))
    }

    /// A `toml` error as one line: `file:line: message`, with the fix serde's message implies.
    pub fn toml_error(&self, error: &toml::de::Error) -> anyhow::Error {
        let message = error.message().trim().replace('\n', " ");
        let place = match error.span() {
            Some(span) => {
                // Name the key whose value is wrong, which toml's message does not.
                let line = self.text.lines().nth(self.line(span.clone()) - 1).unwrap_or("");
                match line.split_once('=').map(|(key, _)| key.trim()).filter(|k| !k.is_empty() && !message.contains(k))
                {
                    Some(key) => format!("{}: {key}", self.at(span)),
                    None => self.at(span),
                }
            }
            None => self.file.display().to_string(),
        };
        anyhow::anyhow!("{place}: {message}{}", toml_fix(&message))
    }
}
