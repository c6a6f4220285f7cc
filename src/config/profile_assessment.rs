//! [`AssessmentProfile`]: the profile's `[assessment]`, checked: the Java assessment (`slider assess`)
//! run on every Java submission of a class, each of its parts (the API test and the sections) a test
//! group of the part's category, worth a point a test unless `[assessment.points]` says otherwise.
//! The style part is feedback, worth nothing, unless `[categories]` gives `style` a weight.

use std::time::Duration;

use anyhow::{Result, bail};

use crate::config::assessment_parts::{MEMORY_PUZZLES, Part, STYLE, SectionKind, TIMING_PUZZLES};
use crate::config::profile::{Category, Visibility, duration, size};
use crate::config::profile_file::{RawAssessment, RawProfile, Spot};

/// What the names of the assessment's test groups start with (`assess-board`, ...); no group of the
/// profile's may.
pub const ASSESSMENT_GROUP_PREFIX: &str = "assess-";

/// `[assessment]`, when enabled.
#[derive(Debug, Clone)]
pub struct AssessmentProfile {
    /// The parts run and weighed, in report order.
    pub parts: Vec<Part>,
    /// The time one test may take inside the JVM.
    pub test_limit: Duration,
    /// The CPU time the student's code may take in one section.
    pub section_budget: Duration,
    /// The CPU time of the whole assessment JVM.
    pub total: Duration,
    /// The JVM's peak memory.
    pub memory: u64,
    /// The timing puzzles, in report order.
    pub timing_puzzles: Vec<String>,
    /// The puzzles a Solver's memory is measured on.
    pub memory_puzzles: Vec<String>,
    /// The seed of the random boards.
    pub seed: u64,
    /// Gradescope visibility of its tests.
    pub visibility: Visibility,
    /// Whether `[categories]` weighs `style` (else the style part is feedback, worth nothing).
    pub style_weighed: bool,
    /// The profile's groups the assessment stands in for (`replaces`), with their categories: they
    /// are not run while the assessment is on.
    pub replaces: Vec<(String, String)>,
    /// Points a part is worth where the profile says.
    points: Vec<(Part, f64)>,
}

impl AssessmentProfile {
    /// The points `[assessment.points]` gives `part`, if it does (class/score.rs counts a point a
    /// test otherwise).
    #[must_use]
    pub fn points_given(&self, part: Part) -> Option<f64> {
        self.points.iter().find(|(p, _)| *p == part).map(|(_, points)| *points)
    }

    /// Whether the profile's group `name` is not run because the assessment stands in for it.
    #[must_use]
    pub fn replaces_group(&self, name: &str) -> bool {
        self.replaces.iter().any(|(group, _)| group == name)
    }

    /// The profile's groups `part` stands in for: those `replaces` names of its category.
    #[must_use]
    pub fn replaced_by(&self, part: Part) -> Vec<String> {
        self.replaces.iter().filter(|(_, category)| category == part.category()).map(|(g, _)| g.clone()).collect()
    }

    /// The group name of `part` in the class's reports: `assess-board`, `assess-api`, ...
    #[must_use]
    pub fn group_name(part: Part) -> String {
        format!("{ASSESSMENT_GROUP_PREFIX}{}", part.short_name())
    }
}

/// The checked `[assessment]` (checked whole even when it is not enabled, so that turning it on is not
/// the moment its mistakes show): `None` when the profile has none or it is not enabled.
///
/// # Errors
/// A part that is not one, whose category has no weight, points that are not above 0, or a replaced
/// group that is not one or that no part assessed stands in for.
pub(crate) fn assessment(
    spot: &Spot<'_>,
    raw: &RawProfile,
    categories: &[Category],
) -> Result<Option<AssessmentProfile>> {
    let Some(section) = raw.assessment.as_ref() else { return Ok(None) };
    if raw.java.is_none() {
        bail!("{}: [assessment] assesses Java submissions; add a [java] section", spot.file.display());
    }
    let parts = parts(spot, section, categories)?;
    let mut points = Vec::new();
    for (name, value) in &section.points {
        let Some(part) = Part::parse(name).filter(|p| parts.contains(p)) else {
            bail!(
                "{}: assessment.points.{name}: not one of the parts assessed ({}); fix the name",
                spot.at(value.span()),
                names_of(&parts)
            );
        };
        if !(value.get_ref().is_finite() && *value.get_ref() > 0.0) {
            bail!("{}: assessment.points.{name}: points must be above 0", spot.at(value.span()));
        }
        if part.category() == STYLE && !weighs_style(categories) {
            bail!(
                "{}: assessment.points.style: the style part is feedback unless [categories] weighs it; add `style = 5` (say) to [categories], or drop these points",
                spot.at(value.span())
            );
        }
        points.push((part, *value.get_ref()));
    }
    let listed = |given: &Option<Vec<String>>, default: &[&str]| {
        given.clone().unwrap_or_else(|| default.iter().map(|s| (*s).to_string()).collect())
    };
    let replaces = replaces(spot, raw, section, &parts)?;
    let checked = AssessmentProfile {
        parts,
        test_limit: duration(spot, &section.test_limit, "assessment.test_limit")?,
        section_budget: duration(spot, &section.section_budget, "assessment.section_budget")?,
        total: duration(spot, &section.total, "assessment.total")?,
        memory: size(spot, &section.memory, "assessment.memory")?,
        timing_puzzles: listed(&section.timing_puzzles, &TIMING_PUZZLES),
        memory_puzzles: listed(&section.memory_puzzles, &MEMORY_PUZZLES),
        seed: section.seed,
        visibility: section.visibility,
        style_weighed: weighs_style(categories),
        replaces,
        points,
    };
    Ok(section.enabled.then_some(checked))
}

/// The categories `[assessment]` feeds (so that they may have a weight without a `[[group]]`), even
/// when it is not enabled: the categories of the parts it names.
pub(crate) fn fed_categories(raw: &RawProfile) -> Vec<&'static str> {
    let Some(section) = &raw.assessment else { return Vec::new() };
    match &section.sections {
        None => Part::ALL.iter().map(|p| p.category()).collect(),
        Some(names) => names.iter().filter_map(|n| Part::parse(n.get_ref())).map(Part::category).collect(),
    }
}

fn parts(spot: &Spot<'_>, section: &RawAssessment, categories: &[Category]) -> Result<Vec<Part>> {
    let named: Vec<(Part, Option<std::ops::Range<usize>>)> = match &section.sections {
        None => Part::ALL.iter().map(|p| (*p, None)).collect(),
        Some(names) => names
            .iter()
            .map(|name| match Part::parse(name.get_ref()) {
                Some(part) => Ok((part, Some(name.span()))),
                None => bail!(
                    "{}: assessment.sections: \"{}\" is not a part of the assessment; use {}",
                    spot.at(name.span()),
                    name.get_ref(),
                    names_of(&Part::ALL)
                ),
            })
            .collect::<Result<_>>()?,
    };
    let mut parts = Vec::new();
    for (part, span) in named {
        // The style part needs no weight: without one it is feedback.
        if part != Part::Section(SectionKind::Style) && !categories.iter().any(|c| c.name == part.category()) {
            let place = span.map_or_else(|| spot.file.display().to_string(), |s| spot.at(s));
            bail!(
                "{place}: assessment part \"{}\" counts towards category \"{}\", which [categories] lacks; add a weight for it or leave the part out of assessment.sections",
                part.short_name(),
                part.category()
            );
        }
        if !parts.contains(&part) {
            parts.push(part);
        }
    }
    Ok(parts)
}

/// The groups `replaces` names, each with its category, which a part assessed must count towards (so
/// that the group's points have something in their place).
fn replaces(
    spot: &Spot<'_>,
    raw: &RawProfile,
    section: &RawAssessment,
    parts: &[Part],
) -> Result<Vec<(String, String)>> {
    let mut replaced: Vec<(String, String)> = Vec::new();
    for name in &section.replaces {
        let Some(group) = raw.group.iter().find(|g| g.name.get_ref() == name.get_ref()) else {
            let names: Vec<&str> = raw.group.iter().map(|g| g.name.get_ref().as_str()).collect();
            bail!(
                "{}: assessment.replaces: no [[group]] is named \"{}\"; name one of {}",
                spot.at(name.span()),
                name.get_ref(),
                names.join(", ")
            );
        };
        let category = group.category.get_ref();
        if !parts.iter().any(|p| p.category() == category) {
            bail!(
                "{}: assessment.replaces: group \"{}\" counts towards \"{category}\", which no part assessed counts towards; assess such a part or keep the group",
                spot.at(name.span()),
                name.get_ref()
            );
        }
        if !replaced.iter().any(|(g, _)| g == name.get_ref()) {
            replaced.push((name.get_ref().clone(), category.clone()));
        }
    }
    Ok(replaced)
}

fn weighs_style(categories: &[Category]) -> bool {
    categories.iter().any(|c| c.name == STYLE)
}

fn names_of(parts: &[Part]) -> String {
    parts.iter().map(|p| p.short_name()).collect::<Vec<_>>().join(", ")
}
