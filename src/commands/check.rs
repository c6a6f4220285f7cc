//! `slider check`: the grading pipeline, `config → corpus → run → grade → report`.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::Ordering;

use anyhow::{Context, Result};

use crate::cli::{CheckArgs, Format};
use npuzzle::pattern_db::Partition;

use crate::config::{Config, SolverSpec};
use crate::corpus::{self, Parsed, Puzzle};
use crate::grade::{Outcome, Verdict};
use crate::report::{self, GradeReport, PuzzleResult};
use crate::submission::{self, Prepared};
use crate::{exit_code, interrupt, pattern_cache, run, schedule};

/// Grades the solver and writes the report; returns the exit status.
pub fn run(args: &CheckArgs) -> Result<i32> {
    let config = Config::from_args(args)?;
    run::become_subreaper().context("cannot make the grader a child subreaper")?;
    let parsed = corpus::parse(&config.paths)?;
    if matches!(config.solver, SolverSpec::Reference) {
        // Before the answers, which then use the databases too, and before the interrupt handler: a
        // first build takes minutes, and Ctrl-C should just stop it.
        prepare_reference(&parsed);
    }
    let puzzles = corpus::answer(parsed, config.jobs)?;
    let interrupted = interrupt::install()?;
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

/// Builds the 15-puzzle pattern databases once, here, when the reference will grade 4x4 boards: its
/// IDA* needs them to prove the 80-move boards within the limits, and a build inside a limited run
/// would be killed (so the reference uses only databases already cached). The 24-puzzle's take
/// several minutes more, and the corpus's 5x5 boards need only linear conflicts.
fn prepare_reference(parsed: &Parsed) {
    let dir = pattern_cache::default_directory();
    if parsed.boards().any(|board| board.dimension() == 4) {
        let partition = Partition::fifteen_7_8();
        if !pattern_cache::is_cached(&dir, &partition) {
            eprintln!("slider: the reference proves 4x4 boards with IDA* and the 7-8 pattern databases (Ctrl-C stops)");
            drop(pattern_cache::load(&dir, &partition));
        }
    }
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
