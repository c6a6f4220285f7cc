//! `slider grade`, `slider merge` and `slider gradescope`: their arguments, resolved into
//! [`GradeConfig`], [`MergeConfig`] and [`GradescopeConfig`].

use std::path::PathBuf;

use anyhow::{Result, bail};
use npuzzle::Heuristic;

use crate::class::discover;
use crate::cli::surroundings::SurroundingsArgs;
use crate::config::{
    Config, GradeConfig, GradescopeConfig, MergeConfig, Profile, algs4_jar, default_jobs, existing_dir, output_file,
    parse_shard, profile_limits,
};
use crate::grade::{JudgeOptions, RunSettings, TraceMode};

/// `slider grade`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider grade --init                                  write slider.toml (and puzzles/) here
  slider grade --algs4 ~/algs4.jar submissions/        grade every folder and .zip in submissions/
  slider grade --shard 2/4 --out-dir shard2 submissions/
  slider grade --resume submissions/                   after an interruption: grade only the rest

Exit status: 0 the class was graded (whatever the scores), 2 usage or input error (a bad profile, no
algs4.jar), 3 a report could not be written, 130 interrupted (what finished is kept).")]
pub struct GradeArgs {
    /// Submissions: folders or .zip files of one, or folders of them (every folder and .zip inside).
    #[arg(value_name = "SUBMISSION", required_unless_present = "init")]
    pub submissions: Vec<PathBuf>,
    /// Write the default profile for the Princeton assignment to ./slider.toml (and the sample corpus
    /// to ./puzzles/ when there is none), then stop.
    #[arg(long, conflicts_with = "submissions")]
    pub init: bool,
    /// The assignment profile.
    #[arg(long, value_name = "FILE", default_value = "slider.toml")]
    pub config: PathBuf,
    /// Where the reports and the journal go.
    #[arg(long, value_name = "DIR", default_value = "slider-report")]
    pub out_dir: PathBuf,
    /// Your algs4.jar (default: $ALGS4_JAR, then the profile's [java] algs4).
    #[arg(long, value_name = "JAR")]
    pub algs4: Option<PathBuf>,
    /// Runs at once [default: the number of cores, one fewer for Java submissions unless the profile
    /// runs the assessment, whose JVM then takes that slot while it runs].
    #[arg(long, short, value_name = "N")]
    pub jobs: Option<usize>,
    /// Grade only slice K of N (submissions K, K+N, K+2N, ... in name order); `slider merge` joins the
    /// slices' --out-dirs.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    pub shard: Option<(usize, usize)>,
    /// Keep the submissions already graded in --out-dir's journal and grade the rest.
    #[arg(long, conflicts_with = "fresh")]
    pub resume: bool,
    /// Discard --out-dir's journal and grade every submission again.
    #[arg(long)]
    pub fresh: bool,
    /// Time the reference on this machine and scale the time limits to its speed.
    #[arg(long)]
    pub calibrate: bool,
    /// Also write Gradescope's results.json for the submission (one submission only).
    #[arg(long, value_name = "FILE")]
    pub gradescope: Option<PathBuf>,
    /// Also append GitHub Classroom's autograding results (a runner per category) to this file, as
    /// step outputs: give it "$GITHUB_OUTPUT" (one submission only).
    #[arg(long, value_name = "FILE")]
    pub classroom: Option<PathBuf>,
    /// Fail near-miss output formats instead of noting them.
    #[arg(long)]
    pub strict: bool,
    #[command(flatten)]
    pub surroundings: SurroundingsArgs,
}

impl GradeArgs {
    /// The checked settings (or the `--init` request).
    ///
    /// # Errors
    /// A bad profile, submission path, flag or algs4 jar, in one line.
    pub fn config(&self) -> Result<Config> {
        if self.init {
            return Ok(Config::GradeInit(PathBuf::from(".")));
        }
        let profile = Profile::load(&self.config)?;
        let algs4 = algs4_jar(&profile, self.algs4.clone())?;
        let submissions = discover(&self.submissions)?;
        for (flag, given) in [("--gradescope", self.gradescope.is_some()), ("--classroom", self.classroom.is_some())] {
            if given && submissions.len() != 1 {
                bail!("{flag} writes the results of one submission; {} were given", submissions.len());
            }
        }
        // A JVM is more than one thread, so Java runs leave a core free; a submission's assessment JVM
        // runs beside its runs (class/work.rs) and takes that core while it lasts.
        let leave_a_core = profile.java.is_some() && profile.assessment.is_none();
        let jobs = self
            .jobs
            .unwrap_or_else(|| if leave_a_core { default_jobs().saturating_sub(1).max(1) } else { default_jobs() });
        if jobs == 0 {
            bail!("--jobs must be at least 1");
        }
        let out_dir = self.out_dir.clone();
        if out_dir.exists() && !out_dir.is_dir() {
            bail!("--out-dir {} is a file; give a folder for the reports", out_dir.display());
        }
        let (surroundings, disk_bytes) = self.surroundings.resolve()?;
        let run = RunSettings {
            limits: profile_limits(&profile.limits, profile.limits.time, disk_bytes),
            surroundings,
            algs4,
            judge: JudgeOptions { strict: self.strict, heuristic: Heuristic::Manhattan },
            trace: TraceMode::Auto,
        };
        Ok(Config::Grade(Box::new(GradeConfig {
            profile,
            submissions,
            out_dir,
            jobs,
            shard: self.shard,
            resume: self.resume,
            fresh: self.fresh,
            calibrate: self.calibrate,
            gradescope: self.gradescope.as_deref().map(|p| output_file(p, "--gradescope")).transpose()?,
            classroom: self.classroom.as_deref().map(|p| output_file(p, "--classroom")).transpose()?,
            run,
        })))
    }
}

/// `slider merge`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example:
  slider merge --out-dir class shard1 shard2 shard3    the reports of one run over all three shards

Exit status: 0 merged, 2 inputs of different classes or profiles, 3 a report could not be written,
4 some of the class have no record in the inputs (the reports are written; --allow-partial makes it 0).")]
pub struct MergeArgs {
    /// The --out-dir of each shard.
    #[arg(required = true, value_name = "DIR")]
    pub inputs: Vec<PathBuf>,
    /// Where the merged reports go.
    #[arg(long, value_name = "DIR", default_value = "slider-report")]
    pub out_dir: PathBuf,
    /// Exit 0 even if some of the class have no record in the inputs (the reports are written either
    /// way; without it such a merge exits 4).
    #[arg(long)]
    pub allow_partial: bool,
}

impl MergeArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// A missing input folder.
    pub fn config(&self) -> Result<Config> {
        let inputs = self.inputs.iter().map(|p| existing_dir(p, "merge input")).collect::<Result<_>>()?;
        Ok(Config::Merge(MergeConfig { inputs, out_dir: self.out_dir.clone(), allow_partial: self.allow_partial }))
    }
}

/// `slider gradescope`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example:
  slider gradescope --algs4 ~/algs4.jar --out autograder.zip    upload autograder.zip to Gradescope")]
pub struct GradescopeArgs {
    /// The bundle to write.
    #[arg(long, value_name = "FILE", default_value = "autograder.zip")]
    pub out: PathBuf,
    /// The assignment profile bundled.
    #[arg(long, value_name = "FILE", default_value = "slider.toml")]
    pub config: PathBuf,
    /// The algs4.jar bundled (default: $ALGS4_JAR, then the profile's).
    #[arg(long, value_name = "JAR")]
    pub algs4: Option<PathBuf>,
}

impl GradescopeArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// A bad profile or algs4 jar, or an --out folder that does not exist.
    pub fn config(&self) -> Result<Config> {
        let profile = Profile::load(&self.config)?;
        let algs4 = algs4_jar(&profile, self.algs4.clone())?;
        let out = output_file(&self.out, "--out")?;
        Ok(Config::Gradescope(Box::new(GradescopeConfig { profile, out, algs4 })))
    }
}
