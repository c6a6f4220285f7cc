//! `slider check`: the grading pipeline, `config → corpus → run → grade → report`.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::Ordering;

use anyhow::{Context, Result};

use crate::cli::{CheckArgs, Format};
use crate::config::Config;
use crate::corpus::{self, Puzzle};
use crate::grade::{Outcome, Verdict};
use crate::report::{self, GradeReport, PuzzleResult};
use crate::submission::{self, Prepared};
use crate::{exit_code, interrupt, run, schedule};

/// Grades the solver and writes the report; returns the exit status.
pub fn run(args: &CheckArgs) -> Result<i32> {
    let config = Config::from_args(args)?;
    run::become_subreaper().context("cannot make the grader a child subreaper")?;
    let interrupted = interrupt::install()?;
    let puzzles = corpus::load(&config.paths, config.jobs)?;
    let prepared = submission::prepare(&config, &interrupted)?;
    let solver = match &prepared {
        Prepared::Failed(why) => Err(why.clone()),
        Prepared::AsIs => Ok(config.solver_command(&config.dir)?),
        // A solver the build should have made but did not is the submission's failure.
        Prepared::Built(copy) => config.solver_command(copy.path()).map_err(|e| format!("after the build: {e:#}")),
    };
    let results = match solver {
        Ok(solver) => schedule::grade_all(&config, &solver, &puzzles, &interrupted),
        Err(why) => puzzles.iter().map(|p| compile_error(p, &why)).collect(),
    };
    if let Prepared::Built(copy) = prepared {
        let _ = copy.remove();
    }
    let report = GradeReport {
        solver: config.solver_label(),
        results,
        puzzles: puzzles.len(),
        interrupted: interrupted.load(Ordering::Acquire),
    };
    write_report(&report, &config)?;
    Ok(if report.interrupted {
        exit_code::INTERRUPTED
    } else if report.all_passed() {
        exit_code::SUCCESS
    } else {
        exit_code::FAILURES
    })
}

fn compile_error(puzzle: &Puzzle, why: &str) -> PuzzleResult {
    PuzzleResult {
        puzzle: puzzle.name.clone(),
        size: puzzle.board.dimension(),
        expected: puzzle.expected.moves,
        expected_source: puzzle.expected.source,
        outcome: Outcome {
            verdict: Verdict::CompileError(why.to_string()),
            notes: Vec::new(),
            printed_moves: None,
            trace: None,
        },
        run: None,
    }
}

/// Writes to `--out` atomically (a temporary file beside it, then a rename), or to standard output.
fn write_report(report: &GradeReport, config: &Config) -> Result<()> {
    let Some(out) = &config.out else {
        let colour =
            config.format == Format::Human && io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        let mut stdout = io::stdout().lock();
        report::write(report, config.format, colour, &mut stdout)?;
        return Ok(stdout.flush()?);
    };
    let dir = out.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mut file = tempfile::NamedTempFile::new_in(dir)
        .with_context(|| format!("cannot write the report in {}", dir.display()))?;
    report::write(report, config.format, false, &mut file)?;
    file.as_file().sync_all()?;
    file.persist(out).with_context(|| format!("cannot write the report to {}", out.display()))?;
    fs::metadata(out)?;
    Ok(())
}
