//! [`Profile`]: the assignment profile of `slider grade` (`slider.toml`), read and checked: how a
//! submission is built and run, the test groups with their points, the limits and the category
//! weights. Every problem is one line naming the file, the line, the key and the fix (the spans come
//! from `toml`); the raw file shapes live in [`profile_file`](super::profile_file).

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::config::profile_assessment::{ASSESSMENT_GROUP_PREFIX, AssessmentProfile, assessment, fed_categories};
use crate::config::profile_file::{RawGroup, RawProfile, Spot};
use crate::config::profile_similarity::similarity;
use crate::config::{parse_bytes, parse_duration};

/// The default profile, for the Princeton assignment (`slider grade --init`).
pub const PRINCETON: &str = include_str!("princeton.toml");

/// The category whose one test is the build.
pub const COMPILATION: &str = "compilation";

/// An assignment profile, checked.
#[derive(Debug, Clone)]
pub struct Profile {
    /// The profile file.
    pub file: PathBuf,
    /// The assignment's name.
    pub name: String,
    /// The corpus folder (absolute).
    pub corpus: PathBuf,
    /// How Java submissions are built and run.
    pub java: Option<JavaProfile>,
    /// How other submissions are built and run.
    pub native: Option<NativeProfile>,
    /// Limits of each run.
    pub limits: ProfileLimits,
    /// The most a submission may hold.
    pub max_size: u64,
    /// Categories in file order.
    pub categories: Vec<Category>,
    /// Test groups in file order.
    pub groups: Vec<Group>,
    /// The Java assessment run on every Java submission, when enabled.
    pub assessment: Option<AssessmentProfile>,
    /// The similarity check run on the class after grading it, when `[similarity]` enables it.
    pub similarity: Option<crate::config::SimilaritySettings>,
    /// A fingerprint of the profile text, so that results graded under another profile are not mixed in.
    pub digest: String,
}

/// `[java]`.
#[derive(Debug, Clone)]
pub struct JavaProfile {
    /// The algs4 jar the profile names (absolute), if it names one.
    pub algs4: Option<PathBuf>,
    /// The source files compiled.
    pub sources: Vec<String>,
    /// The main class (without package).
    pub main: String,
}

/// `[native]`.
#[derive(Debug, Clone)]
pub struct NativeProfile {
    /// Run through `sh -c` in a copy of the submission.
    pub build: Option<String>,
    /// The solver command, relative to the submission.
    pub run: String,
}

/// `[limits]`.
#[derive(Debug, Clone, Copy)]
pub struct ProfileLimits {
    /// CPU time per puzzle.
    pub time: Duration,
    /// Wall-clock backstop, if set.
    pub wall: Option<Duration>,
    /// Peak memory, bytes.
    pub memory: u64,
    /// Output, bytes.
    pub output: u64,
    /// Processes at once.
    pub processes: u64,
}

/// A category and its weight.
#[derive(Debug, Clone, PartialEq)]
pub struct Category {
    /// Its name.
    pub name: String,
    /// Its weight in the aggregate.
    pub weight: f64,
}

/// How a group's points are earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credit {
    /// All the points when every puzzle passes: one test.
    All,
    /// The points split evenly over the puzzles: a test each.
    Each,
}

/// Gradescope's visibility of a test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    /// Always shown.
    Visible,
    /// Never shown to students.
    Hidden,
    /// Shown after the due date.
    AfterDueDate,
    /// Shown once the grades are published.
    AfterPublished,
}

impl Visibility {
    /// The names Gradescope uses.
    pub const NAMES: [&'static str; 4] = ["visible", "hidden", "after_due_date", "after_published"];

    /// Gradescope's name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Visible => "visible",
            Visibility::Hidden => "hidden",
            Visibility::AfterDueDate => "after_due_date",
            Visibility::AfterPublished => "after_published",
        }
    }
}

/// A test group.
#[derive(Debug, Clone)]
pub struct Group {
    /// Short name (reports, CSV columns).
    pub name: String,
    /// What it tests, for people.
    pub title: String,
    /// Its category.
    pub category: String,
    /// File names or globs in the corpus, each with its line in the profile.
    pub puzzles: Vec<(String, usize)>,
    /// Its points.
    pub points: f64,
    /// How they are earned.
    pub credit: Credit,
    /// A CPU limit of its own.
    pub time: Option<Duration>,
    /// Gradescope visibility.
    pub visibility: Visibility,
}

impl Profile {
    /// Reads and checks the profile in `file`.
    ///
    /// # Errors
    /// One line naming the file, the line, the key and the fix.
    pub fn load(file: &Path) -> Result<Profile> {
        let text = std::fs::read_to_string(file).with_context(|| {
            format!("cannot read the profile {}; `slider grade --init` writes the default one", file.display())
        })?;
        Profile::parse(&text, file)
    }

    /// Checks the profile `text`, read from `file`.
    ///
    /// # Errors
    /// As [`Profile::load`].
    pub fn parse(text: &str, file: &Path) -> Result<Profile> {
        let spot = Spot { file, text };
        let raw: RawProfile = toml::from_str(text).map_err(|e| spot.toml_error(&e))?;
        let folder = file.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let folder = std::path::absolute(folder).context("cannot resolve the profile's folder")?;
        let corpus = folder.join(raw.assignment.corpus.get_ref());
        if !corpus.is_dir() {
            bail!(
                "{}: assignment.corpus: {} is not a folder; point it at the puzzle files (relative to the profile)",
                spot.at(raw.assignment.corpus.span()),
                corpus.display()
            );
        }
        let categories = categories(&spot, &raw)?;
        let groups = raw.group.iter().map(|g| group(&spot, g, &categories)).collect::<Result<Vec<_>>>()?;
        if raw.java.is_none() && raw.native.is_none() {
            bail!(
                "{}: the profile has neither [java] nor [native]; say how submissions are built and run",
                file.display()
            );
        }
        let assessment = assessment(&spot, &raw, &categories)?;
        check_groups(&spot, &raw, &categories, &groups)?;
        Ok(Profile {
            file: file.to_path_buf(),
            name: raw.assignment.name.clone(),
            corpus,
            java: raw.java.as_ref().map(|j| JavaProfile {
                algs4: j.algs4.as_ref().map(|p| folder.join(p)),
                sources: j.sources.clone(),
                main: j.main.clone(),
            }),
            native: raw.native.as_ref().map(|n| NativeProfile { build: n.build.clone(), run: n.run.clone() }),
            limits: limits(&spot, &raw)?,
            max_size: size(&spot, &raw.submissions.max_size, "submissions.max_size")?,
            categories,
            groups,
            assessment,
            similarity: similarity(&spot, raw.similarity.as_ref(), &folder)?,
            digest: fingerprint(text.as_bytes()),
        })
    }

    /// A group's CPU limit.
    #[must_use]
    pub fn time_of(&self, group: &Group) -> Duration {
        group.time.unwrap_or(self.limits.time)
    }
}

fn categories(spot: &Spot<'_>, raw: &RawProfile) -> Result<Vec<Category>> {
    let mut out = Vec::new();
    for (name, weight) in &raw.categories {
        if !(weight.get_ref().is_finite() && *weight.get_ref() >= 0.0) {
            bail!("{}: categories.{name}: the weight must be a number of 0 or more", spot.at(weight.span()));
        }
        out.push(Category { name: name.clone(), weight: *weight.get_ref() });
    }
    if out.iter().all(|c| c.weight == 0.0) {
        bail!("{}: [categories] needs at least one weight above 0", spot.file.display());
    }
    Ok(out)
}

fn group(spot: &Spot<'_>, raw: &RawGroup, categories: &[Category]) -> Result<Group> {
    let name = raw.name.get_ref();
    let category = raw.category.get_ref();
    if category == COMPILATION || !categories.iter().any(|c| &c.name == category) {
        let known: Vec<&str> = categories.iter().map(|c| c.name.as_str()).filter(|c| *c != COMPILATION).collect();
        bail!(
            "{}: group \"{name}\": category \"{category}\" is not one of [categories] ({}); fix the name or add a weight for it",
            spot.at(raw.category.span()),
            known.join(", ")
        );
    }
    if raw.puzzles.is_empty() {
        bail!("{}: group \"{name}\": puzzles is empty; name at least one file or glob", spot.at(raw.name.span()));
    }
    let points = *raw.points.get_ref();
    if !(points.is_finite() && points > 0.0) {
        bail!("{}: group \"{name}\": points must be above 0", spot.at(raw.points.span()));
    }
    let time = raw.time.as_ref().map(|t| duration(spot, t, &format!("group \"{name}\": time"))).transpose()?;
    Ok(Group {
        name: name.clone(),
        title: raw.title.clone().unwrap_or_else(|| name.clone()),
        category: category.clone(),
        puzzles: raw.puzzles.iter().map(|p| (p.get_ref().clone(), spot.line(p.span()))).collect(),
        points,
        credit: raw.credit,
        time,
        visibility: raw.visibility,
    })
}

/// Group names are unique (they name CSV columns) and not the assessment's, and every weighed category
/// but the build has a group or is fed by `[assessment]`.
fn check_groups(spot: &Spot<'_>, raw: &RawProfile, categories: &[Category], groups: &[Group]) -> Result<()> {
    for (i, group) in raw.group.iter().enumerate() {
        let name = group.name.get_ref();
        let valid = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
        if !valid {
            bail!("{}: group name \"{name}\": use letters, digits, `-`, `_` and `.` only", spot.at(group.name.span()));
        }
        if name.starts_with(ASSESSMENT_GROUP_PREFIX) {
            bail!(
                "{}: group name \"{name}\": names starting with `{ASSESSMENT_GROUP_PREFIX}` are the assessment's; rename the group",
                spot.at(group.name.span())
            );
        }
        if raw.group[..i].iter().any(|g| g.name.get_ref() == name) {
            bail!("{}: group name \"{name}\" is used twice; give each group its own name", spot.at(group.name.span()));
        }
    }
    let fed = fed_categories(raw);
    for category in categories.iter().filter(|c| c.name != COMPILATION && c.weight > 0.0) {
        if !groups.iter().any(|g| g.category == category.name) && !fed.contains(&category.name.as_str()) {
            bail!(
                "{}: category \"{}\" has a weight but no [[group]]; add a group (or an [assessment] part of it) or remove the category",
                spot.file.display(),
                category.name
            );
        }
    }
    Ok(())
}

fn limits(spot: &Spot<'_>, raw: &RawProfile) -> Result<ProfileLimits> {
    let l = &raw.limits;
    let time = duration(spot, &l.time, "limits.time")?;
    let wall = l.wall.as_ref().map(|w| duration(spot, w, "limits.wall")).transpose()?;
    if let (Some(wall), Some(text)) = (wall, &l.wall)
        && wall < time
    {
        bail!(
            "{}: limits.wall is shorter than limits.time; the wall-clock limit is a backstop above it",
            spot.at(text.span())
        );
    }
    let processes = *l.processes.get_ref();
    if !(8..=4_194_304).contains(&processes) {
        bail!("{}: limits.processes must be between 8 and 4194304", spot.at(l.processes.span()));
    }
    let memory = size(spot, &l.memory, "limits.memory")?;
    Ok(ProfileLimits { time, wall, memory, output: size(spot, &l.output, "limits.output")?, processes })
}

pub(crate) fn duration(spot: &Spot<'_>, text: &toml::Spanned<String>, key: &str) -> Result<Duration> {
    parse_duration(text.get_ref()).map_err(|e| anyhow::anyhow!("{}: {key}: {e}", spot.at(text.span())))
}

pub(crate) fn size(spot: &Spot<'_>, text: &toml::Spanned<String>, key: &str) -> Result<u64> {
    parse_bytes(text.get_ref()).map_err(|e| anyhow::anyhow!("{}: {key}: {e}", spot.at(text.span())))
}

/// A short fingerprint of some bytes (FNV-1a, 64 bits, as hex): enough to tell one profile or corpus
/// from another, not a defence against anyone.
#[must_use]
pub fn fingerprint(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("{hash:016x}")
}

#[cfg(test)]
#[path = "profile_tests.rs"]
mod tests;
