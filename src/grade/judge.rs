//! [`judge`]: one run of one puzzle to an [`Outcome`].
//!
//! The order of the checks decides which verdict a run with several faults gets: a limit first (the
//! output of a killed run means nothing), then how the program ended, then whether its output can be
//! read, then the answer (solvability, then the move count), then the path, then the trace.

use std::sync::atomic::AtomicBool;

use npuzzle::{Board, Heuristic, check_path};

use crate::corpus::Puzzle;
use crate::escape;
use crate::grade::java_exception;
use crate::grade::trace_check::{self, TraceSummary};
use crate::grade::verdict::{Crash, PathProblem, Solvability, TraceRule, TraceViolation, Verdict};
use crate::protocol::answer::{Answer, OutputProblem, Printed};
use crate::protocol::answer_reader;
use crate::run::{ExitKind, LimitHit, Limits, RunRecord};

/// The grading choices.
#[derive(Debug, Clone, Copy)]
pub struct JudgeOptions {
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
    /// The answer printed, when the output could be read.
    pub printed: Option<Answer>,
    /// What the trace showed, when one was written and is valid.
    pub trace: Option<TraceSummary>,
}

impl Outcome {
    /// A verdict reached before anything was read.
    #[must_use]
    pub fn only(verdict: Verdict) -> Outcome {
        Outcome { verdict, notes: Vec::new(), printed: None, trace: None }
    }
}

/// Judges `record`, a run of the solver on `puzzle` under `limits`. Once `stop` is set the work is
/// cut short (grading was interrupted, and the outcome will not be reported).
#[must_use]
pub fn judge(
    puzzle: &Puzzle,
    record: &RunRecord,
    limits: &Limits,
    options: JudgeOptions,
    stop: &AtomicBool,
) -> Outcome {
    if let Some(verdict) = ending(record, limits) {
        let mut outcome = Outcome::only(verdict);
        if record.process_limit_hit && !matches!(outcome.verdict, Verdict::Crash(Crash::ProcessLimit { .. })) {
            outcome.notes.push(format!("a fork failed at the limit of {} processes (--processes)", limits.processes));
        }
        return outcome;
    }
    let stdout = record.stdout.text();
    let file = puzzle.path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let parsed = match answer_reader::parse(&stdout, &file, puzzle.board.dimension()) {
        Ok(parsed) => parsed,
        Err(problem) => return Outcome::only(Verdict::UnparseableOutput(problem)),
    };
    let mut notes = parsed.notes;
    if options.strict && !notes.is_empty() {
        let verdict = Verdict::UnparseableOutput(OutputProblem::Strict { note: notes[0].clone() });
        return Outcome { verdict, notes, printed: None, trace: None };
    }
    let printed = parsed.printed.answer();
    let failed = |verdict, notes| Outcome { verdict, notes, printed: Some(printed), trace: None };
    if let Err(verdict) =
        check_answer(printed, puzzle.expected.moves).and_then(|()| path(&parsed.printed, &puzzle.board))
    {
        return failed(verdict, notes);
    }
    if matches!(parsed.printed, Printed::Checker { .. }) {
        notes.push("PuzzleChecker format: there is no solution path to check".to_string());
    }
    match trace(puzzle, record, printed.moves(), options, &mut notes, stop) {
        Ok(trace) => Outcome { verdict: Verdict::Ok, notes, printed: Some(printed), trace },
        Err(violation) => failed(Verdict::InvariantViolated(violation), notes),
    }
}

/// The verdict of a run that hit a limit or did not exit cleanly.
fn ending(record: &RunRecord, limits: &Limits) -> Option<Verdict> {
    match record.limit {
        Some(LimitHit::Cpu) => return Some(Verdict::TimeLimit { limit: limits.cpu, wall: false }),
        Some(LimitHit::Wall) => return Some(Verdict::TimeLimit { limit: limits.wall, wall: true }),
        Some(LimitHit::Memory) => return Some(Verdict::MemoryLimit { limit: limits.memory_bytes, java: false }),
        Some(LimitHit::Output) => return Some(Verdict::OutputLimit { limit: limits.output_bytes }),
        Some(LimitHit::Disk) => return Some(Verdict::DiskLimit { limit: limits.disk_bytes }),
        Some(LimitHit::Interrupted) => return Some(Verdict::Crash(Crash::Interrupted)),
        None => {}
    }
    let stderr = record.stderr.text();
    if stderr.contains("java.lang.OutOfMemoryError") {
        return Some(Verdict::MemoryLimit { limit: limits.memory_bytes, java: true });
    }
    match record.exit {
        ExitKind::Code(0) => None,
        ExitKind::Signal(libc::SIGXCPU) => Some(Verdict::TimeLimit { limit: limits.cpu, wall: false }),
        ending if record.process_limit_hit => {
            Some(Verdict::Crash(Crash::ProcessLimit { limit: limits.processes, ending }))
        }
        ExitKind::Signal(signal) => Some(Verdict::Crash(Crash::Signal(signal))),
        ExitKind::Code(code) => Some(Verdict::Crash(exit_crash(code, &stderr))),
    }
}

/// A non-zero exit, with what standard error says about it.
fn exit_crash(code: i32, stderr: &str) -> Crash {
    if let Some(line) = stderr.lines().find(|l| l.contains("Could not find or load main class")) {
        let message = escape::cut(line.trim().trim_start_matches("Error: "), 200);
        return Crash::MainClassMissing { code, message };
    }
    if let Some(exception) = java_exception::uncaught(stderr) {
        return Crash::Exception { code, exception };
    }
    let hint = stderr
        .lines()
        .find(|l| l.contains("Exception") || l.contains("Error") || l.contains("panicked"))
        .or_else(|| stderr.lines().find(|l| !l.trim().is_empty()));
    Crash::Exit { code, stderr: hint.map(|line| escape::cut(line, 120)) }
}

/// Solvability, then the move count.
fn check_answer(printed: Answer, expected: Option<usize>) -> Result<(), Verdict> {
    match (printed, expected) {
        (Answer::Unsolvable, None) => Ok(()),
        (Answer::Moves(printed), None) => Err(Verdict::WrongSolvability(Solvability::MovesForUnsolvable { printed })),
        (Answer::Unsolvable, Some(shortest)) => {
            Err(Verdict::WrongSolvability(Solvability::NoneForSolvable { shortest }))
        }
        (Answer::Moves(printed), Some(shortest)) if printed != shortest => {
            Err(Verdict::WrongMoves { printed, shortest })
        }
        (Answer::Moves(_), Some(_)) => Ok(()),
    }
}

/// The printed path: N + 1 valid boards, from the input, one move at a time, to the goal.
fn path(printed: &Printed, start: &Board) -> Result<(), Verdict> {
    let Printed::Solution { moves, boards } = printed else { return Ok(()) };
    let invalid = |problem| Verdict::InvalidSolution(problem);
    if moves.checked_add(1) != Some(boards.count()) {
        return Err(invalid(PathProblem::BoardCount { moves: *moves, boards: boards.count() }));
    }
    let n = start.dimension();
    let mut path = Vec::with_capacity(boards.count());
    for (index, tiles) in boards.iter().enumerate() {
        let board = Board::from_tiles(n, tiles).map_err(|error| invalid(PathProblem::NotABoard { index, error }))?;
        path.push(board);
    }
    check_path(start, &path).map_err(|e| invalid(PathProblem::Path(e)))
}

/// Checks the trace, when the solver wrote one, and compares its counts with the reference's.
fn trace(
    puzzle: &Puzzle,
    record: &RunRecord,
    printed: Option<usize>,
    options: JudgeOptions,
    notes: &mut Vec<String>,
    stop: &AtomicBool,
) -> Result<Option<TraceSummary>, TraceViolation> {
    let Some(capture) = &record.trace else { return Ok(None) };
    if capture.total == 0 {
        // A solver that tests parity first has nothing to trace on an unsolvable board.
        if printed.is_some() {
            notes.push("no trace written to SLIDER_TRACE, so the A* invariants were not checked".to_string());
        }
        return Ok(None);
    }
    let text = capture.text();
    let mut summary = trace_check::check(&text, capture.truncated(), &puzzle.board, options.heuristic, printed, stop)?;
    if summary.truncated {
        notes.push(format!(
            "the trace was cut at {} bytes (--trace-limit); checked its first {} lines",
            capture.bytes.len(),
            summary.inserts + summary.del_mins
        ));
    } else if printed.is_some() {
        summary.reference = trace_check::reference_counts(&puzzle.board, options.heuristic, stop);
        let most = summary.reference.iter().map(|r| r.inserts).max().unwrap_or(u64::MAX);
        if summary.inserts > 2 * most + 2 {
            let rule = TraceRule::TooManyInserts { inserts: summary.inserts, reference: most };
            return Err(TraceViolation { line: None, rule });
        }
    }
    Ok(Some(summary))
}
