//! [`ClassAssessment`]: the Java assessment in a class. The reference's side ([`Standard`]: answers,
//! random boards, counts) is computed once for the class; each Java submission is then assessed in
//! one JVM under the profile's `[assessment]` limits. A submission the assessment cannot even start
//! on still gets an assessment, every test failed with the reason, so the class goes on.

use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use anyhow::Result;

use crate::assess::{Assessment, Part, SectionKind, Settings, Standard, Toolkit, assess, not_assessed};
use crate::config::{AssessmentProfile, GradeConfig, Profile, assessment_limits};
use crate::grade::RunSettings;

/// The assessment's settings, the reference's side and the assessment's own classes, shared by the class.
pub struct ClassAssessment {
    profile: AssessmentProfile,
    standard: Standard,
    sections: Vec<SectionKind>,
    /// Built by the first submission assessed (or why it could not be).
    toolkit: OnceLock<Result<Toolkit, String>>,
}

impl ClassAssessment {
    /// The class's assessment when `profile` enables one (the reference's counts start on a thread of
    /// their own and are waited for by the first submission that needs them).
    ///
    /// # Errors
    /// A corpus that lacks the timing or memory puzzles the profile names; a profile that weighs
    /// style on a machine without Checkstyle.
    pub fn new(profile: &Profile, jobs: usize) -> Result<Option<ClassAssessment>> {
        let Some(assessment) = &profile.assessment else { return Ok(None) };
        if assessment.style_weighed
            && assessment.parts.contains(&Part::Section(SectionKind::Style))
            && crate::assess::style::checkstyle_program().is_none()
        {
            // Every student would lose the style points for the machine's lack.
            anyhow::bail!(
                "{}: [categories] weighs style, but checkstyle is not installed here; install it (apt-get install checkstyle) or take style out of [categories]",
                profile.file.display()
            );
        }
        let standard = Standard::with_puzzles(
            &profile.corpus,
            assessment.seed,
            jobs,
            &names(&assessment.timing_puzzles),
            &names(&assessment.memory_puzzles),
        )
        .map_err(|e| anyhow::anyhow!("{}: [assessment]: {e:#}", profile.file.display()))?;
        let sections = SectionKind::ALL.into_iter().filter(|k| assessment.parts.contains(&Part::Section(*k))).collect();
        Ok(Some(ClassAssessment { profile: assessment.clone(), standard, sections, toolkit: OnceLock::new() }))
    }

    /// Assesses the Java submission whose files are in `files`.
    ///
    /// # Errors
    /// Only when the reference's counts could not be computed; a submission the assessment could not
    /// run on is an assessment whose tests failed with the reason.
    pub fn assess(&self, config: &GradeConfig, files: &Path, interrupted: &AtomicBool) -> Result<Assessment> {
        // The class's jar, scratch parent, user and disk; not its --env, network or --allow-read,
        // which are for the solver's runs (the assessment's own programs need none of them).
        let limits = assessment_limits(self.profile.total, self.profile.memory, config.run.limits.disk_bytes);
        let mut run = RunSettings::contained(limits);
        run.algs4.clone_from(&config.run.algs4);
        run.surroundings.scratch.clone_from(&config.run.surroundings.scratch);
        run.surroundings.run_as = config.run.surroundings.run_as;
        let settings = Settings {
            test_limit: self.profile.test_limit,
            section_budget: self.profile.section_budget,
            seed: self.profile.seed,
            sections: &self.sections,
        };
        let toolkit = self.toolkit.get_or_init(|| Toolkit::build(&run, interrupted).map_err(|e| format!("{e:#}")));
        let assessed = match toolkit {
            Ok(toolkit) => assess(&run, &self.standard, toolkit, settings, files, interrupted),
            Err(why) => Err(anyhow::anyhow!("{why}")),
        };
        match assessed {
            Ok(assessment) => Ok(assessment),
            Err(e) => not_assessed(&self.standard, &format!("{e:#}"), self.profile.test_limit),
        }
    }
}

fn names(list: &[String]) -> Vec<&str> {
    list.iter().map(String::as_str).collect()
}
