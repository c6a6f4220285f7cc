//! [`grade_submission`]: a submission on every puzzle, the grading function of `slider check` (and of
//! `slider bench jobs`): the submission prepared (built in a copy with `--build`), the solver resolved
//! against it, every puzzle graded on the worker pool with a progress bar, and the build copy removed.

use std::sync::atomic::AtomicBool;

use anyhow::Result;

use crate::config::CheckConfig;
use crate::corpus::Puzzle;
use crate::grade::build::{Prepared, prepare};
use crate::grade::judge::Outcome;
use crate::grade::puzzle::grade_puzzle;
use crate::grade::result::PuzzleResult;
use crate::grade::verdict::{BuildFailure, Verdict};
use crate::{pool, progress};

/// Grades the configured solver on `puzzles`; returns the results finished before an interrupt, in
/// corpus order.
///
/// # Errors
/// Only setup problems (the submission cannot be copied for its build, the solver cannot be found
/// without a build); everything the submission does is in the results.
pub fn grade_submission(
    config: &CheckConfig,
    puzzles: &[Puzzle],
    interrupted: &AtomicBool,
) -> Result<Vec<PuzzleResult>> {
    let prepared = prepare(&config.run, config.build.as_deref(), &config.dir, interrupted)?;
    let dir = match &prepared {
        Prepared::Built(copy) => copy.path().to_path_buf(),
        Prepared::AsIs | Prepared::Failed(_) => config.dir.clone(),
    };
    let solver = match &prepared {
        Prepared::Failed(failure) => Err(failure.clone()),
        Prepared::AsIs => Ok(config.run.solver(&config.solver, &dir)?),
        // A solver the build should have made but did not is the submission's failure.
        Prepared::Built(_) => {
            config.run.solver(&config.solver, &dir).map_err(|e| BuildFailure::NoSolver(format!("{e:#}")))
        }
    };
    let mut results: Vec<PuzzleResult> = match solver {
        Ok(solver) => {
            let bar = progress::bar(puzzles.len() as u64, "{bar:30} {pos}/{len} {elapsed} {wide_msg}");
            let graded = pool::run_all(puzzles, config.jobs, interrupted, |puzzle| {
                bar.set_message(puzzle.name.clone());
                let result = grade_puzzle(&config.run, &solver, &dir, puzzle, interrupted);
                bar.inc(1);
                result
            });
            bar.finish_and_clear();
            graded.into_iter().map(|(_, result)| result).collect()
        }
        Err(failure) => {
            let outcome = || Outcome::only(Verdict::CompileError(failure.clone()));
            puzzles.iter().map(|p| PuzzleResult::new(p, outcome(), None)).collect()
        }
    };
    if let Prepared::Built(copy) = prepared {
        let left = copy.remove_noting("build copy");
        note_on_last(&mut results, left);
    }
    Ok(results)
}

/// A note about the whole run (a folder the grader could not remove) on its last result, where a
/// reader of any format sees it; on standard error when nothing was graded.
pub(crate) fn note_on_last(results: &mut [PuzzleResult], note: Option<String>) {
    let Some(note) = note else { return };
    match results.last_mut() {
        Some(last) => last.outcome.notes.push(note),
        None => eprintln!("slider: warning: {note}"),
    }
}
