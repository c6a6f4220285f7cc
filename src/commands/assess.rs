//! `slider assess`: one Java submission through the whole assessment (Board, Solver, memory, timing)
//! and the report, as text or JSON.

use std::sync::atomic::Ordering;

use anyhow::{Context, Result, bail};

use crate::assess::{
    Assessment, MEMORY_PUZZLES, SectionKind, Settings, Standard, TIMING_PUZZLES, Toolkit, assess, missing_sources,
};
use crate::config::AssessConfig;
use crate::config::Format;
use crate::report::{assessment, atomically, to_stdout};
use crate::{exit_code, interrupt};

/// Runs `slider assess`.
///
/// # Errors
/// A corpus that lacks the assessment's puzzles, a machine without a JDK, or a report not written.
pub fn run(config: &AssessConfig) -> Result<i32> {
    if let Some(why) = missing_sources(&config.submission) {
        bail!("{}: {why}; give the folder that holds Board.java and Solver.java", config.submission.display());
    }
    let interrupted = interrupt::install()?;
    eprintln!("slider: computing the reference's answers and counts ...");
    let listed = |given: &Option<Vec<String>>, default: &[&'static str]| -> Vec<String> {
        given.clone().unwrap_or_else(|| default.iter().map(|s| (*s).to_string()).collect())
    };
    let timing = listed(&config.timing, &TIMING_PUZZLES);
    let memory = listed(&config.memory_puzzles, &MEMORY_PUZZLES);
    let timing: Vec<&str> = timing.iter().map(String::as_str).collect();
    let memory: Vec<&str> = memory.iter().map(String::as_str).collect();
    let standard = Standard::with_puzzles(&config.puzzles, config.seed, config.jobs, &timing, &memory)?;
    eprintln!("slider: assessing {} ...", config.submission.display());
    let settings = Settings {
        test_limit: config.test_limit,
        section_budget: config.section_budget,
        seed: config.seed,
        sections: &config.sections,
    };
    let toolkit = Toolkit::build(&config.run, &interrupted)?;
    let result = assess(&config.run, &standard, &toolkit, settings, &config.submission, &interrupted)?;
    let text = match config.format {
        Format::Json => serde_json::to_string_pretty(&result).context("cannot write the assessment as JSON")? + "\n",
        _ => assessment::render(&result),
    };
    match &config.out {
        Some(out) => atomically(out, |w| w.write_all(text.as_bytes()))?,
        None => to_stdout(&text)?,
    }
    Ok(if interrupted.load(Ordering::Acquire) {
        exit_code::INTERRUPTED
    } else if all_passed(&result) {
        exit_code::SUCCESS
    } else {
        exit_code::FAILURES
    })
}

/// Whether every scored test passed (style is feedback: its findings never fail the command).
fn all_passed(result: &Assessment) -> bool {
    result.sections.iter().filter(|s| s.kind != SectionKind::Style).all(|s| s.tests.iter().all(|t| t.passed))
}
