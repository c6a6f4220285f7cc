//! `slider assess`: its arguments, resolved into [`AssessConfig`].

use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow};

use crate::assess::SectionKind;
use crate::config::Format;
use crate::config::{
    AssessConfig, Config, DISK_BYTES, Profile, algs4_jar, assessment_limits, default_jobs, existing_dir, existing_file,
    output_file, parse_bytes, parse_duration,
};
use crate::grade::RunSettings;

/// `slider assess`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider assess --algs4 ~/algs4.jar my-submission/          the whole assessment, as text
  slider assess --format json --out a.json alice/           the same as data

The Board tests run on your Board; the Solver tests, memory and timing run your Solver with the
reference Board and a counting MinPQ substituted, one JVM for all of it.

Exit status: 0 every test passed, 1 some failed, 2 usage or input error (no algs4.jar, no corpus),
3 the report could not be written, 130 interrupted.")]
pub struct AssessArgs {
    /// The submission: a folder holding Board.java and Solver.java (anywhere inside).
    #[arg(value_name = "SUBMISSION")]
    pub submission: PathBuf,
    /// Your algs4.jar (default: $ALGS4_JAR, then the profile's [java] algs4).
    #[arg(long, value_name = "JAR")]
    pub algs4: Option<PathBuf>,
    /// The assignment profile, for algs4.jar and the corpus [default: ./slider.toml if there is one].
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// The corpus folder [default: the profile's, else ./puzzles].
    #[arg(long, value_name = "DIR")]
    pub puzzles: Option<PathBuf>,
    /// The time one test may take.
    #[arg(allow_hyphen_values = true, long, value_name = "DURATION", default_value = "5s", value_parser = parse_duration)]
    pub test_limit: std::time::Duration,
    /// The CPU time the student's code may take in one section; the rest of a section that spends it
    /// is not run (as after 3 tests in a row at the limit).
    #[arg(allow_hyphen_values = true, long, value_name = "DURATION", default_value = "20s", value_parser = parse_duration)]
    pub section_budget: std::time::Duration,
    /// The CPU time of the whole assessment.
    #[arg(allow_hyphen_values = true, long, value_name = "DURATION", default_value = "10m", value_parser = parse_duration)]
    pub total: std::time::Duration,
    /// The peak memory of the assessment's JVM.
    #[arg(allow_hyphen_values = true, long, value_name = "BYTES", default_value = "2GiB", value_parser = parse_bytes)]
    pub memory: u64,
    /// The timing puzzles, comma-separated corpus file names [default: the assessment's 25, from
    /// puzzle20.txt to puzzle45.txt].
    #[arg(long, value_name = "FILES", value_delimiter = ',')]
    pub timing_puzzles: Option<Vec<String>>,
    /// The puzzles a Solver's memory is measured on, comma-separated [default: puzzle10.txt,
    /// puzzle15.txt, ... puzzle35.txt].
    #[arg(long, value_name = "FILES", value_delimiter = ',')]
    pub memory_puzzles: Option<Vec<String>>,
    /// Run only these sections, comma-separated: board, board-memory, solver, solver-memory, timing, style
    /// [default: all].
    #[arg(long, value_name = "SECTIONS", value_delimiter = ',', value_parser = parse_section)]
    pub sections: Option<Vec<SectionKind>>,
    /// The seed of the random boards (the same seed, the same boards).
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub seed: u64,
    /// `human` (the assessment text) or `json`.
    #[arg(long, value_name = "FORMAT", default_value = "human", value_parser = ["human", "json"])]
    pub format: String,
    /// Write the report here instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Where to make the work folder [default: the system's temporary directory].
    #[arg(long, value_name = "DIR")]
    pub scratch: Option<PathBuf>,
}

impl AssessArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// A missing submission, corpus or algs4.jar, in one line.
    pub fn config(&self) -> Result<Config> {
        let submission = existing_dir(&self.submission, "submission")?;
        let profile = match &self.config {
            Some(file) => Some(Profile::load(file)?),
            None if Path::new("slider.toml").is_file() => Some(Profile::load(Path::new("slider.toml"))?),
            None => None,
        };
        let algs4 = match &profile {
            Some(profile) => algs4_jar(profile, self.algs4.clone())?,
            None => self.algs4.clone().or_else(|| std::env::var_os("ALGS4_JAR").map(PathBuf::from)),
        };
        let algs4 =
            algs4.ok_or_else(|| anyhow!("the assessment needs algs4.jar; give --algs4 PATH or set ALGS4_JAR"))?;
        let algs4 = existing_file(&algs4, "--algs4")?;
        let corpus = profile.as_ref().map_or_else(|| PathBuf::from("puzzles"), |p| p.corpus.clone());
        let puzzles = existing_dir(self.puzzles.as_deref().unwrap_or(&corpus), "--puzzles")?;
        let mut run = RunSettings::contained(assessment_limits(self.total, self.memory, DISK_BYTES));
        run.algs4 = Some(algs4);
        run.surroundings.scratch = self.scratch.as_deref().map(|p| existing_dir(p, "--scratch")).transpose()?;
        Ok(Config::Assess(Box::new(AssessConfig {
            submission,
            puzzles,
            test_limit: self.test_limit,
            section_budget: self.section_budget,
            timing: self.timing_puzzles.clone(),
            memory_puzzles: self.memory_puzzles.clone(),
            sections: self.sections.clone().unwrap_or_else(|| SectionKind::ALL.to_vec()),
            seed: self.seed,
            format: if self.format == "json" { Format::Json } else { Format::Human },
            out: self.out.as_deref().map(|p| output_file(p, "--out")).transpose()?,
            jobs: default_jobs(),
            run,
        })))
    }
}

/// A section's short name.
fn parse_section(text: &str) -> Result<SectionKind, String> {
    SectionKind::ALL.into_iter().find(|s| s.short_name() == text).ok_or_else(|| {
        let names: Vec<&str> = SectionKind::ALL.iter().map(|s| s.short_name()).collect();
        format!("`{text}` is not a section; give some of {}", names.join(", "))
    })
}
