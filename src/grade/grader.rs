//! [`grade`]: one run of one puzzle to an [`Outcome`].
//!
//! The order of the checks decides which verdict a run with several faults gets: a limit first (the
//! output of a killed run means nothing), then how the program ended, then whether its output can be
//! read, then the answer (solvability, then the move count), then the path, then the trace.

use npuzzle::{Board, Heuristic, NeighborOrder, SolverOptions, check_path};

use crate::corpus::Puzzle;
use crate::grade::output::{self, Printed};
use crate::grade::trace_check::{self, ReferenceCounts, TraceSummary};
use crate::grade::verdict::Verdict;
use crate::run::{ExitKind, LimitHit, Limits, RunRecord};

/// The grading choices.
#[derive(Debug, Clone, Copy)]
pub struct GradeOptions {
    /// Near misses fail.
    pub strict: bool,
    /// The heuristic of the trace's priorities.
    pub heuristic: Heuristic,
}

/// The verdict of one run, with notes and what was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The verdict.
    pub verdict: Verdict,
    /// Format notes and other remarks that do not fail the puzzle.
    pub notes: Vec<String>,
    /// The move count printed (-1 for unsolvable), when the output could be read.
    pub printed_moves: Option<i64>,
    /// What the trace showed, when one was written and is valid.
    pub trace: Option<TraceSummary>,
}

impl Outcome {
    fn failed(verdict: Verdict, notes: Vec<String>, printed_moves: Option<i64>) -> Outcome {
        Outcome { verdict, notes, printed_moves, trace: None }
    }
}

/// Grades `record`, a run of the solver on `puzzle` under `limits`.
#[must_use]
pub fn grade(puzzle: &Puzzle, record: &RunRecord, limits: &Limits, options: GradeOptions) -> Outcome {
    if let Some(verdict) = ending(record, limits) {
        return Outcome::failed(verdict, Vec::new(), None);
    }
    let stdout = record.stdout.text();
    let file = puzzle.path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let parsed = match output::parse(&stdout, &file, puzzle.board.dimension()) {
        Ok(parsed) => parsed,
        Err(why) => return Outcome::failed(Verdict::UnparseableOutput(why), Vec::new(), None),
    };
    let mut notes = parsed.notes;
    if options.strict && !notes.is_empty() {
        let why = format!("--strict: {}", notes[0]);
        return Outcome::failed(Verdict::UnparseableOutput(why), notes, None);
    }
    let printed = match &parsed.printed {
        Printed::Solution { moves, .. } | Printed::Checker { moves: Some(moves) } => Some(*moves),
        Printed::Unsolvable | Printed::Checker { moves: None } => None,
    };
    let printed_moves = Some(printed.map_or(-1, |m| m as i64));
    if let Err(verdict) = answer(printed, puzzle.expected.moves).and_then(|()| path(&parsed.printed, &puzzle.board)) {
        return Outcome::failed(verdict, notes, printed_moves);
    }
    if matches!(parsed.printed, Printed::Checker { .. }) {
        notes.push("PuzzleChecker format: there is no solution path to check".to_string());
    }
    let trace = match trace(puzzle, record, printed, options, &mut notes) {
        Ok(trace) => trace,
        Err(why) => return Outcome::failed(Verdict::InvariantViolated(why), notes, printed_moves),
    };
    Outcome { verdict: Verdict::Ok, notes, printed_moves, trace }
}

/// The verdict of a run that hit a limit or did not exit cleanly.
fn ending(record: &RunRecord, limits: &Limits) -> Option<Verdict> {
    let stderr = record.stderr.text();
    match record.limit {
        Some(LimitHit::Cpu) => return Some(Verdict::TimeLimit { limit: limits.cpu, wall: false }),
        Some(LimitHit::Wall) => return Some(Verdict::TimeLimit { limit: limits.wall, wall: true }),
        Some(LimitHit::Memory) => return Some(Verdict::MemoryLimit { limit: limits.memory_bytes, java: false }),
        Some(LimitHit::Output) => return Some(Verdict::OutputLimit { limit: limits.output_bytes }),
        Some(LimitHit::Interrupted) => return Some(Verdict::Crash("stopped: the grader was interrupted".to_string())),
        None => {}
    }
    if stderr.contains("java.lang.OutOfMemoryError") {
        return Some(Verdict::MemoryLimit { limit: limits.memory_bytes, java: true });
    }
    match record.exit {
        ExitKind::Code(0) => None,
        ExitKind::Signal(libc::SIGXCPU) => Some(Verdict::TimeLimit { limit: limits.cpu, wall: false }),
        ExitKind::Signal(signal) => Some(Verdict::Crash(signal_reason(signal))),
        ExitKind::Code(code) => Some(Verdict::Crash(exit_reason(code, &stderr))),
    }
}

fn signal_reason(signal: i32) -> String {
    let name = crate::run::signal_name(signal);
    match signal {
        libc::SIGXFSZ => "killed by SIGXFSZ: it wrote a file larger than the 256 MiB file-size limit".to_string(),
        _ => format!("killed by signal {signal} ({name})"),
    }
}

/// A non-zero exit, with what standard error says about it.
fn exit_reason(code: i32, stderr: &str) -> String {
    if let Some(line) = stderr.lines().find(|l| l.contains("Could not find or load main class")) {
        return format!(
            "exited with status {code}: java {}; check --solver and the class path",
            line.trim().trim_start_matches("Error: ")
        );
    }
    let hint = stderr
        .lines()
        .find(|l| l.contains("Exception") || l.contains("Error") || l.contains("panicked"))
        .or_else(|| stderr.lines().find(|l| !l.trim().is_empty()));
    match hint {
        Some(line) => format!("exited with status {code}: {}", shorten(line.trim(), 120)),
        None => format!("exited with status {code}"),
    }
}

fn shorten(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        text.to_string()
    } else {
        format!("{}...", text.chars().take(limit).collect::<String>())
    }
}

/// Solvability, then the move count.
fn answer(printed: Option<usize>, expected: Option<usize>) -> Result<(), Verdict> {
    match (printed, expected) {
        (None, None) => Ok(()),
        (Some(p), None) => Err(Verdict::WrongSolvability(format!("printed {p} moves, but the board is unsolvable"))),
        (None, Some(e)) => Err(Verdict::WrongSolvability(format!(
            "printed that there is no solution, but the board is solvable in {e} moves"
        ))),
        (Some(p), Some(e)) if p != e => Err(Verdict::WrongMoves { printed: p, shortest: e }),
        (Some(_), Some(_)) => Ok(()),
    }
}

/// The printed path: N + 1 valid boards, from the input, one move at a time, to the goal.
fn path(printed: &Printed, start: &Board) -> Result<(), Verdict> {
    let Printed::Solution { moves, boards } = printed else { return Ok(()) };
    let invalid = |why: String| Verdict::InvalidSolution(why);
    if boards.len() != moves + 1 {
        return Err(invalid(format!(
            "printed {moves} moves but {} boards; a solution of {moves} moves has {} boards",
            boards.len(),
            moves + 1
        )));
    }
    let n = start.dimension();
    let mut path = Vec::with_capacity(boards.len());
    for (index, tiles) in boards.iter().enumerate() {
        let tiles: Vec<u16> = tiles.iter().map(|&t| u16::try_from(t).unwrap_or(u16::MAX)).collect();
        let board =
            Board::from_tiles(n, &tiles).map_err(|e| invalid(format!("board {index} is not a valid board: {e}")))?;
        path.push(board);
    }
    check_path(start, &path).map_err(|e| invalid(e.to_string()))
}

/// Checks the trace, when the solver wrote one, and compares its counts with the reference's.
fn trace(
    puzzle: &Puzzle,
    record: &RunRecord,
    printed: Option<usize>,
    options: GradeOptions,
    notes: &mut Vec<String>,
) -> Result<Option<TraceSummary>, String> {
    let Some(capture) = &record.trace else { return Ok(None) };
    if capture.total == 0 {
        // A solver that tests parity first has nothing to trace on an unsolvable board.
        if printed.is_some() {
            notes.push("no trace written to SLIDER_TRACE, so the A* invariants were not checked".to_string());
        }
        return Ok(None);
    }
    let text = capture.text();
    let mut summary = trace_check::check(&text, capture.truncated(), &puzzle.board, options.heuristic, printed)?;
    if summary.truncated {
        notes.push(format!(
            "the trace was cut at {} bytes (--trace-limit); checked its first {} lines",
            capture.bytes.len(),
            summary.inserts + summary.del_mins
        ));
    } else if printed.is_some() {
        summary.reference = reference_counts(&puzzle.board, options.heuristic);
        let most = summary.reference.iter().map(|r| r.inserts).max().unwrap_or(u64::MAX);
        if summary.inserts > 2 * most + 2 {
            return Err(format!(
                "{} inserts, more than twice the reference's {most}: is a node inserted twice?",
                summary.inserts
            ));
        }
    }
    Ok(Some(summary))
}

/// The reference's operation counts in both neighbour orders. A trace with more than twice the larger
/// means the solver does work A* does not need.
fn reference_counts(board: &Board, heuristic: Heuristic) -> Vec<ReferenceCounts> {
    [(NeighborOrder::Checklist, "checklist"), (NeighborOrder::Princeton, "princeton")]
        .into_iter()
        .filter_map(|(order, name)| {
            let options = SolverOptions { heuristic, order, node_limit: Some(5_000_000), ..SolverOptions::default() };
            let solver = npuzzle::Solver::with_options(board, &options).ok()?;
            let stats = solver.stats();
            Some(ReferenceCounts { order: name, inserts: stats.inserts, del_mins: stats.del_mins })
        })
        .collect()
}
