//! [`Verdict`]: the result of one (submission, puzzle), as data. Each verdict carries what its one-line
//! reason needs, typed ([`Crash`], [`PathProblem`], [`TraceViolation`], ...); the reason text itself is
//! written in [`reason`](crate::grade::reason). Every report format shares the stable kebab-case names
//! ([`Verdict::as_str`]) and the [`Kind`] ([`Verdict::kind`]: pass, wrong answer, limit or error).

use std::time::Duration;

use npuzzle::{Heuristic, PathError, TilesError};

use crate::grade::java_exception::JavaException;
use crate::grade::javac::CompileErrors;
use crate::protocol::answer::OutputProblem;
use crate::run::{ExitKind, LimitHit};

/// What happened on one puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The right answer, a legal shortest path, a clean trace.
    Ok,
    /// The move count is not the shortest.
    WrongMoves {
        /// What the solver printed.
        printed: usize,
        /// The length of a shortest solution.
        shortest: usize,
    },
    /// The printed path is not a solution.
    InvalidSolution(PathProblem),
    /// Solvable reported unsolvable, or the reverse.
    WrongSolvability(Solvability),
    /// The trace breaks a rule of A*.
    InvariantViolated(TraceViolation),
    /// The CPU limit, or the wall-clock backstop.
    TimeLimit {
        /// The limit reached.
        limit: Duration,
        /// Whether it was the wall-clock limit.
        wall: bool,
    },
    /// The memory limit (peak RSS, or the JVM's `OutOfMemoryError`).
    MemoryLimit {
        /// The limit.
        limit: u64,
        /// Whether the JVM reported it.
        java: bool,
    },
    /// Too much output.
    OutputLimit {
        /// The limit.
        limit: u64,
    },
    /// Too much left on disk (`--disk`: its bytes, or a file for every 4 KiB of it).
    DiskLimit {
        /// The limit, bytes.
        limit: u64,
    },
    /// A non-zero exit or a signal, or a program that could not run.
    Crash(Crash),
    /// Output that is neither the Solver.main nor the PuzzleChecker format.
    UnparseableOutput(OutputProblem),
    /// The submission did not build.
    CompileError(BuildFailure),
}

/// How a run that did not exit cleanly ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Crash {
    /// A non-zero exit status, with the line of standard error that best explains it.
    Exit {
        /// The status.
        code: i32,
        /// An exception, error or panic line, else the first line, of standard error.
        stderr: Option<String>,
    },
    /// A JVM ended by an uncaught exception.
    Exception {
        /// The status.
        code: i32,
        /// The exception, its message and the student's frames.
        exception: JavaException,
    },
    /// The JVM could not find the main class (`Could not find or load main class ...`).
    MainClassMissing {
        /// The status.
        code: i32,
        /// The JVM's message.
        message: String,
    },
    /// Killed by a signal.
    Signal(i32),
    /// Ended badly after a fork failed at the process limit.
    ProcessLimit {
        /// The limit.
        limit: u64,
        /// How it ended.
        ending: ExitKind,
    },
    /// Stopped because the grader was interrupted.
    Interrupted,
    /// The program could not be started (or its scratch directory made).
    NotStarted(String),
}

/// Which way a solver got solvability wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Solvability {
    /// It printed moves for an unsolvable board.
    MovesForUnsolvable {
        /// The moves printed.
        printed: usize,
    },
    /// It printed no solution for a solvable board.
    NoneForSolvable {
        /// The shortest solution's length.
        shortest: usize,
    },
}

/// Why a printed path is not a solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathProblem {
    /// N moves need N + 1 boards.
    BoardCount {
        /// The moves printed.
        moves: usize,
        /// The boards printed.
        boards: usize,
    },
    /// A printed board is not a board of the puzzle's size.
    NotABoard {
        /// Its place in the path, from 0.
        index: usize,
        /// What is wrong with it.
        error: TilesError,
    },
    /// The boards are not a path from the puzzle to the goal.
    Path(PathError),
}

/// A rule of A* a trace breaks, and on which line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceViolation {
    /// The 1-based line of the trace, where one line is to blame.
    pub line: Option<usize>,
    /// The rule.
    pub rule: TraceRule,
}

/// The rules a trace is held to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TraceRule {
    /// The line is not `insert|delmin <moves> <priority> <tiles>`; `text` is its start.
    Malformed {
        /// n*n.
        tiles: usize,
        /// The line's first 60 characters.
        text: String,
    },
    /// A number too large for any moves, priority or tile; `text` is the line's start.
    NumberTooLarge {
        /// The line's first 60 characters.
        text: String,
    },
    /// The tiles are not a board.
    NotABoard(TilesError),
    /// The priority is not moves + the heuristic.
    WrongPriority {
        /// The priority written.
        priority: u32,
        /// The moves written.
        moves: u32,
        /// The heuristic's value.
        estimate: u32,
        /// The heuristic.
        heuristic: Heuristic,
    },
    /// A second insert before the first delmin.
    SecondRoot,
    /// The first insert is not the initial board at 0 moves.
    WrongRoot,
    /// A child that is not a neighbour of the node being expanded.
    NotANeighbour,
    /// A child not at its parent's moves + 1.
    WrongMoves {
        /// The parent's moves.
        parent: u32,
        /// The child's moves.
        child: u32,
    },
    /// A child equal to its grandparent: the critical optimization is missing.
    RepeatsGrandparent,
    /// A delmin that did not take the minimum.
    NotMinimum {
        /// The priority dequeued.
        priority: u32,
        /// The smallest priority waiting.
        waiting: u32,
    },
    /// A delmin of a node that was never inserted (or already taken).
    NotInQueue,
    /// No lines at all.
    Empty,
    /// The last line is not the goal's delmin.
    NoGoalAtEnd,
    /// The goal is dequeued at other moves than the answer printed.
    GoalMoves {
        /// The goal's moves in the trace.
        trace: u32,
        /// The answer printed.
        printed: usize,
    },
    /// Far more inserts than the reference needs.
    TooManyInserts {
        /// The trace's inserts.
        inserts: u64,
        /// The reference's (the larger of its two orders').
        reference: u64,
    },
}

/// Why a build failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BuildFailure {
    /// The build command failed: how it ended and the first line it printed.
    Failed {
        /// The build command.
        command: String,
        /// How it ended.
        ending: BuildEnding,
        /// Its first line of output (standard error first).
        first_line: Option<String>,
    },
    /// The build ran, but the solver it should have made cannot be run.
    NoSolver(String),
    /// `javac` failed: the errors it reported.
    Javac(CompileErrors),
    /// Source files the profile names are not in the submission.
    MissingSources {
        /// The files not found.
        missing: Vec<String>,
        /// The `.java` files it does hold (a few).
        found: Vec<String>,
    },
    /// The submission itself was refused (a zip that escapes its folder, too large, unreadable).
    Refused(String),
}

/// How a failed build ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuildEnding {
    /// The watchdog stopped it at a limit.
    Limit(LimitHit),
    /// It exited with a non-zero status or was killed by a signal.
    Exited(ExitKind),
}

/// What a verdict means for a report: its colour, JUnit's failure or error, the pass column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// It passed.
    Pass,
    /// The program answered, wrongly.
    WrongAnswer,
    /// A limit stopped it.
    Limit,
    /// It did not get as far as an answer.
    Error,
}

impl Kind {
    /// The stable name reports use: `pass`, `wrong-answer`, `limit` or `error`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Pass => "pass",
            Kind::WrongAnswer => "wrong-answer",
            Kind::Limit => "limit",
            Kind::Error => "error",
        }
    }
}

impl Verdict {
    /// Every verdict name, in report order.
    pub const NAMES: [&'static str; 12] = [
        "ok",
        "wrong-moves",
        "invalid-solution",
        "wrong-solvability",
        "invariant-violated",
        "time-limit",
        "memory-limit",
        "output-limit",
        "disk-limit",
        "crash",
        "unparseable-output",
        "compile-error",
    ];

    /// The stable name used by every report format.
    #[must_use]
    pub fn as_str(&self) -> &'static str {
        match self {
            Verdict::Ok => "ok",
            Verdict::WrongMoves { .. } => "wrong-moves",
            Verdict::InvalidSolution(_) => "invalid-solution",
            Verdict::WrongSolvability(_) => "wrong-solvability",
            Verdict::InvariantViolated(_) => "invariant-violated",
            Verdict::TimeLimit { .. } => "time-limit",
            Verdict::MemoryLimit { .. } => "memory-limit",
            Verdict::OutputLimit { .. } => "output-limit",
            Verdict::DiskLimit { .. } => "disk-limit",
            Verdict::Crash(_) => "crash",
            Verdict::UnparseableOutput(_) => "unparseable-output",
            Verdict::CompileError(_) => "compile-error",
        }
    }

    /// What the verdict means for a report.
    #[must_use]
    pub fn kind(&self) -> Kind {
        match self {
            Verdict::Ok => Kind::Pass,
            Verdict::WrongMoves { .. }
            | Verdict::InvalidSolution(_)
            | Verdict::WrongSolvability(_)
            | Verdict::InvariantViolated(_) => Kind::WrongAnswer,
            Verdict::TimeLimit { .. }
            | Verdict::MemoryLimit { .. }
            | Verdict::OutputLimit { .. }
            | Verdict::DiskLimit { .. } => Kind::Limit,
            Verdict::Crash(_) | Verdict::UnparseableOutput(_) | Verdict::CompileError(_) => Kind::Error,
        }
    }

    /// Whether the puzzle passed.
    #[must_use]
    pub fn is_pass(&self) -> bool {
        self.kind() == Kind::Pass
    }
}
