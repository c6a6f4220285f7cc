//! [`Plan`]: the profile's test groups resolved against its corpus: the puzzle files each group names
//! (file names and globs, in the group's order), the puzzles loaded with their answers, and the
//! distinct runs a submission gets (a puzzle in several groups under one time limit runs once).

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Result, bail};
use globset::Glob;
use walkdir::WalkDir;

use crate::class::model::{CategoryInfo, GroupInfo};
use crate::class::score::part_points;
use crate::config::{AssessmentProfile, Credit, Group, Profile};
use crate::corpus::{self, Puzzle};

/// A group and what it selected.
#[derive(Debug, Clone)]
pub struct PlannedGroup {
    /// The group.
    pub group: Group,
    /// Its puzzle files, relative to the corpus.
    pub puzzles: Vec<String>,
    /// Its CPU limit (before calibration).
    pub time: Duration,
}

/// What every submission is graded on.
#[derive(Debug, Clone)]
pub struct Plan {
    /// The groups run, in profile order (those the assessment replaces are not).
    pub groups: Vec<PlannedGroup>,
    /// Each run: a puzzle (named relative to the corpus) and its CPU limit, in group order.
    pub runs: Vec<(Puzzle, Duration)>,
    /// The Java assessment's parts and their points, when the profile runs it.
    pub assessment: Option<AssessmentProfile>,
    /// A fingerprint of the profile and of every puzzle's name and answer.
    pub digest: String,
}

impl Plan {
    /// Resolves `profile`'s groups and loads their puzzles (answers from the corpus manifest, or
    /// computed on `jobs` threads).
    ///
    /// # Errors
    /// A name or glob that selects nothing (naming the profile's line), or a corpus problem.
    pub fn new(profile: &Profile, jobs: usize) -> Result<Plan> {
        let files = corpus_files(profile)?;
        let mut groups = Vec::new();
        let replaced = |name: &str| profile.assessment.as_ref().is_some_and(|a| a.replaces_group(name));
        for group in profile.groups.iter().filter(|g| !replaced(&g.name)) {
            let puzzles = select(profile, group, &files)?;
            groups.push(PlannedGroup { group: group.clone(), puzzles, time: profile.time_of(group) });
        }
        let mut wanted: Vec<(String, Duration)> = Vec::new();
        for planned in &groups {
            for name in &planned.puzzles {
                if !wanted.iter().any(|(n, t)| n == name && *t == planned.time) {
                    wanted.push((name.clone(), planned.time));
                }
            }
        }
        let mut distinct: Vec<PathBuf> = Vec::new();
        for (name, _) in &wanted {
            let path = profile.corpus.join(name);
            if !distinct.contains(&path) {
                distinct.push(path);
            }
        }
        let loaded = corpus::load(&distinct, jobs)?;
        let runs = wanted
            .into_iter()
            .map(|(name, time)| {
                let index = distinct.iter().position(|p| *p == profile.corpus.join(&name)).unwrap_or(0);
                (Puzzle { name, ..loaded[index].clone() }, time)
            })
            .collect::<Vec<_>>();
        let mut fingerprint = profile.digest.clone();
        for (puzzle, time) in &runs {
            fingerprint.push_str(&format!("|{}:{:?}:{}", puzzle.name, puzzle.expected.moves, time.as_millis()));
        }
        Ok(Plan {
            groups,
            runs,
            assessment: profile.assessment.clone(),
            digest: crate::config::fingerprint(fingerprint.as_bytes()),
        })
    }

    /// The groups as the class report describes them: the profile's that run, then the assessment's
    /// parts, each with the profile's groups it stands in for.
    #[must_use]
    pub fn group_infos(&self) -> Vec<GroupInfo> {
        let mut infos: Vec<GroupInfo> = self
            .groups
            .iter()
            .map(|p| GroupInfo {
                name: p.group.name.clone(),
                title: p.group.title.clone(),
                category: p.group.category.clone(),
                points: p.group.points,
                credit: match p.group.credit {
                    Credit::All => "all".to_string(),
                    Credit::Each => "each".to_string(),
                },
                visibility: p.group.visibility.as_str().to_string(),
                puzzles: p.puzzles.clone(),
                time_limit_ms: u64::try_from(p.time.as_millis()).unwrap_or(u64::MAX),
                assessment_part: None,
                replaces: Vec::new(),
            })
            .collect();
        if let Some(assessment) = &self.assessment {
            infos.extend(assessment.parts.iter().map(|part| GroupInfo {
                name: AssessmentProfile::group_name(*part),
                title: part.title().to_string(),
                category: part.category().to_string(),
                points: part_points(assessment, *part),
                credit: "each".to_string(),
                visibility: assessment.visibility.as_str().to_string(),
                puzzles: Vec::new(),
                time_limit_ms: u64::try_from(assessment.test_limit.as_millis()).unwrap_or(u64::MAX),
                assessment_part: Some(part.short_name().to_string()),
                replaces: assessment.replaced_by(*part),
            }));
        }
        infos
    }

    /// The categories as the class report describes them.
    #[must_use]
    pub fn category_infos(profile: &Profile) -> Vec<CategoryInfo> {
        profile.categories.iter().map(|c| CategoryInfo { name: c.name.clone(), weight: c.weight }).collect()
    }
}

/// The puzzle files of the corpus, relative to it, in natural order.
fn corpus_files(profile: &Profile) -> Result<Vec<String>> {
    let mut files: Vec<String> = WalkDir::new(&profile.corpus)
        .follow_links(true)
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "txt"))
        .filter_map(|e| e.path().strip_prefix(&profile.corpus).ok().map(|p| p.display().to_string()))
        .collect();
    files.sort_by(|a, b| alphanumeric_sort::compare_str(a, b));
    Ok(files)
}

/// The files `group` names, in its order, each once.
fn select(profile: &Profile, group: &Group, files: &[String]) -> Result<Vec<String>> {
    let mut selected = Vec::new();
    let mut seen = HashSet::new();
    for (pattern, line) in &group.puzzles {
        let place = format!("{}:{line}: group \"{}\"", profile.file.display(), group.name);
        let matcher = match Glob::new(pattern) {
            Ok(glob) => glob.compile_matcher(),
            Err(e) => bail!("{place}: `{pattern}` is not a valid glob: {}", e.kind()),
        };
        let matched: Vec<&String> = files.iter().filter(|f| matcher.is_match(f.as_str())).collect();
        if matched.is_empty() {
            bail!(
                "{place}: `{pattern}` matches no puzzle file in {}; fix the name or add the file",
                profile.corpus.display()
            );
        }
        for file in matched {
            if seen.insert(file.clone()) {
                selected.push(file.clone());
            }
        }
    }
    Ok(selected)
}
