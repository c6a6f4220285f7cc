//! `slider check`: the grading pipeline, `config → corpus → run → grade → report`.

use std::sync::atomic::Ordering;

use anyhow::{Context, Result};
use npuzzle::Board;

use crate::config::{CheckConfig, SolverSpec};
use crate::corpus::{self, Parsed};
use crate::grade::{containment, grade_submission};
use crate::report::{self, GradeReport};
use crate::search::{auto_builds, is_cached, load};
use crate::{exit_code, interrupt, run};

/// Grades the solver and writes the report; returns the exit status.
pub fn run(config: &CheckConfig) -> Result<i32> {
    run::become_subreaper().context("cannot make the grader a child subreaper")?;
    let parsed = corpus::parse(&config.paths)?;
    if let SolverSpec::Reference(cache) = &config.solver {
        // Before the answers, which then use the databases too, and before the interrupt handler: a
        // first build takes minutes, and Ctrl-C should just stop it.
        prepare_reference(&parsed, &cache.dir);
    }
    let puzzles = corpus::answer(parsed, config.jobs)?;
    let interrupted = interrupt::install()?;
    let results = grade_submission(config, &puzzles, &interrupted)?;
    let report = GradeReport {
        solver: config.solver_label(),
        results,
        puzzles: puzzles.len(),
        interrupted: interrupted.load(Ordering::Acquire),
        containment: containment(run::probe(), config.run.surroundings.network, config.solver_user()),
    };
    let status = if report.interrupted {
        exit_code::INTERRUPTED
    } else if report.all_passed() {
        exit_code::SUCCESS
    } else {
        exit_code::FAILURES
    };
    match report::write_to(&report, config.format, config.out.as_deref()) {
        // A reader that closed the pipe chose to read no more; the grading status stands.
        Err(error) if error.is_broken_pipe() => Ok(status),
        Err(error) => Err(error.into()),
        Ok(()) => Ok(status),
    }
}

/// Builds the databases `--algorithm auto` builds (the 15-puzzle's) once, here, when the reference
/// will grade boards of their size: its IDA* needs them to prove the 80-move boards within the limits,
/// and a build inside a limited run would be killed (so the reference runs with `--no-pdb-build`).
fn prepare_reference(parsed: &Parsed, dir: &std::path::Path) {
    let mut sizes: Vec<usize> = parsed.boards().map(Board::dimension).collect();
    sizes.sort_unstable();
    sizes.dedup();
    for partition in sizes.into_iter().filter_map(npuzzle::pattern_db::Partition::default_for) {
        if auto_builds(&partition) && !is_cached(dir, &partition) {
            eprintln!(
                "slider: the reference proves {n}x{n} boards with IDA* and the {} pattern databases (Ctrl-C stops)",
                partition.name(),
                n = partition.dimension()
            );
            drop(load(dir, &partition));
        }
    }
}
