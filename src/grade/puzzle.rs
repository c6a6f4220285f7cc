//! [`grade_puzzle`]: one puzzle, start to finish: a fresh scratch directory, the solver run there under
//! the limits (by [`run`], the only module that starts processes), the run judged, the
//! scratch directory removed, and the [`PuzzleResult`] made.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::config::SolverCommand;
use crate::corpus::Puzzle;
use crate::grade::denied_read::denied_read;
use crate::grade::environment::environment;
use crate::grade::judge::{Outcome, judge};
use crate::grade::result::PuzzleResult;
use crate::grade::settings::RunSettings;
use crate::grade::verdict::{Crash, Verdict};
use crate::run::{self, Invocation, LimitHit, Scratch};

/// Grades `solver` (resolved against `dir`) on `puzzle` under `settings`; `None` when grading was
/// interrupted during the run.
pub fn grade_puzzle(
    settings: &RunSettings,
    solver: &SolverCommand,
    dir: &Path,
    puzzle: &Puzzle,
    interrupted: &AtomicBool,
) -> Option<PuzzleResult> {
    let not_started =
        |why: String| Some(PuzzleResult::new(puzzle, Outcome::only(Verdict::Crash(Crash::NotStarted(why))), None));
    let scratch = match Scratch::new(settings.surroundings.scratch.as_deref()) {
        Ok(scratch) => scratch,
        Err(e) => return not_started(format!("the grader could not create a scratch directory: {e}")),
    };
    let trace: Option<PathBuf> =
        settings.trace.wants(puzzle.board.dimension()).then(|| scratch.path().join("trace.txt"));
    let invocation = Invocation {
        program: solver.program().to_path_buf(),
        args: solver.args_for(Some(&puzzle.path)),
        env: environment(scratch.path(), trace.as_deref(), &settings.surroundings.env),
        dir: scratch.path().to_path_buf(),
        access: settings.access(solver, dir, Some(&puzzle.path), scratch.path()),
        network: settings.surroundings.network,
        trace,
        user: settings.user(solver),
    };
    let record = run::execute(&invocation, &settings.limits, interrupted);
    let left = scratch.remove_noting("scratch directory");
    let record = match record {
        Ok(record) => record,
        Err(e) => return not_started(format!("could not start the solver: {e}")),
    };
    if record.limit == Some(LimitHit::Interrupted) {
        return None;
    }
    let mut outcome = judge(puzzle, &record, &settings.limits, settings.judge, interrupted);
    if outcome.verdict != Verdict::Ok {
        outcome.notes.extend(denied_read(&record.stderr.text(), &invocation.access.read).map(|d| d.hint()));
    }
    outcome.notes.extend(left);
    // An interrupt during the judging cut it short: this puzzle was not graded.
    if interrupted.load(Ordering::Acquire) {
        return None;
    }
    Some(PuzzleResult::new(puzzle, outcome, Some(&record)))
}
