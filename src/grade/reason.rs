//! The one-line reason of every [`Verdict`], written here and nowhere else: each report shows
//! [`Verdict::reason`], and each typed payload has its sentence in this file.

use std::fmt::{self, Display, Formatter};

use crate::formatting::format_bytes;
use crate::grade::javac::CompileErrors;
use crate::grade::verdict::{
    BuildEnding, BuildFailure, Crash, PathProblem, Solvability, TraceRule, TraceViolation, Verdict,
};
use crate::plural::plural;
use crate::protocol::answer::OutputProblem;
use crate::run::{ExitKind, LimitHit, signal_name};
use crate::search::heuristic_name;

impl Verdict {
    /// One line a student can act on.
    #[must_use]
    pub fn reason(&self) -> String {
        match self {
            Verdict::Ok => "correct".to_string(),
            Verdict::WrongMoves { printed, shortest } if printed > shortest => {
                format!("printed {printed} moves, the shortest solution has {shortest}")
            }
            Verdict::WrongMoves { printed, shortest } => {
                format!("printed {printed} moves, but no solution is shorter than {shortest}")
            }
            Verdict::InvalidSolution(problem) => problem.to_string(),
            Verdict::WrongSolvability(wrong) => wrong.to_string(),
            Verdict::InvariantViolated(violation) => violation.to_string(),
            Verdict::TimeLimit { limit, wall: false } => format!("used more than {limit:.1?} of CPU time"),
            Verdict::TimeLimit { limit, wall: true } => {
                format!("still running after {limit:.1?} of wall-clock time (waiting for input, or sleeping?)")
            }
            Verdict::MemoryLimit { limit, java: true } => {
                format!("java.lang.OutOfMemoryError with a heap of 3/4 of the {} limit", format_bytes(*limit))
            }
            Verdict::MemoryLimit { limit, java: false } => format!("used more than {} of memory", format_bytes(*limit)),
            Verdict::OutputLimit { limit } => format!("printed more than {} of output", format_bytes(*limit)),
            Verdict::DiskLimit { limit } => format!(
                "filled its {} of disk (--disk: bytes in its scratch directory and /tmp, or a file for every 4 KiB)",
                format_bytes(*limit)
            ),
            Verdict::Crash(crash) => crash.to_string(),
            Verdict::UnparseableOutput(problem) => problem.to_string(),
            Verdict::CompileError(failure) => failure.to_string(),
        }
    }
}

impl Display for Solvability {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Solvability::MovesForUnsolvable { printed } => {
                write!(f, "printed {printed} moves, but the board is unsolvable")
            }
            Solvability::NoneForSolvable { shortest } => {
                write!(f, "printed that there is no solution, but the board is solvable in {shortest} moves")
            }
        }
    }
}

impl Display for Crash {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Crash::Exit { code, stderr: Some(line) } => write!(f, "exited with status {code}: {line}"),
            Crash::Exit { code, stderr: None } => write!(f, "exited with status {code}"),
            Crash::Exception { code, exception } => {
                write!(f, "exited with status {code}: {}", exception.class)?;
                if let Some(message) = &exception.message {
                    write!(f, ": {message}")?;
                }
                match exception.frames.as_slice() {
                    [] => Ok(()),
                    frames => write!(f, " (at {})", frames.join(", ")),
                }
            }
            Crash::MainClassMissing { code, message } => {
                write!(f, "exited with status {code}: java {message}; check --solver and the class path")
            }
            Crash::Signal(signal) if *signal == libc::SIGXFSZ => {
                f.write_str("killed by SIGXFSZ: it wrote a file larger than the 256 MiB file-size limit")
            }
            Crash::Signal(signal) => write!(f, "killed by signal {signal} ({})", signal_name(*signal)),
            Crash::ProcessLimit { limit, ending } => {
                let ended = match ending {
                    ExitKind::Code(code) => format!("exited with status {code}"),
                    ExitKind::Signal(signal) => format!("killed by signal {signal} ({})", signal_name(*signal)),
                };
                write!(
                    f,
                    "{ended} after a fork failed at the limit of {limit} processes (a fork bomb? --processes raises it)"
                )
            }
            Crash::Interrupted => f.write_str("stopped: the grader was interrupted"),
            Crash::NotStarted(why) => f.write_str(why),
        }
    }
}

impl Display for PathProblem {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            PathProblem::BoardCount { moves, boards } => write!(
                f,
                "printed {} but {}; a solution of {} has {}",
                plural(*moves as u64, "move"),
                plural(*boards as u64, "board"),
                plural(*moves as u64, "move"),
                plural(*moves as u64 + 1, "board")
            ),
            PathProblem::NotABoard { index, error } => write!(f, "board {index} is not a valid board: {error}"),
            PathProblem::Path(error) => write!(f, "{error}"),
        }
    }
}

impl Display for TraceViolation {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match (self.line, &self.rule) {
            (Some(line), TraceRule::Malformed { tiles, text }) => {
                write!(f, "trace line {line} is not `insert|delmin <moves> <priority> <{tiles} tiles>`: `{text}`")
            }
            (Some(line), rule) => write!(f, "trace line {line}: {}", Rule(rule)),
            (None, rule) => write!(f, "{}", Rule(rule)),
        }
    }
}

/// A rule's sentence, without the line.
struct Rule<'a>(&'a TraceRule);

impl Display for Rule<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self.0 {
            TraceRule::Malformed { tiles, text } => {
                write!(f, "not `insert|delmin <moves> <priority> <{tiles} tiles>`: `{text}`")
            }
            TraceRule::NotABoard(error) => write!(f, "the board is not valid: {error}"),
            TraceRule::NumberTooLarge { text } => {
                write!(f, "a number too large for any moves, priority or tile: `{text}`")
            }
            TraceRule::WrongPriority { priority, moves, estimate, heuristic } => {
                write!(f, "priority {priority} is not moves {moves} + {} {estimate}", heuristic_name(*heuristic))
            }
            TraceRule::SecondRoot => {
                f.write_str("a second insert before the first delmin (insert the initial board once)")
            }
            TraceRule::WrongRoot => f.write_str("the first insert is not the initial board with 0 moves"),
            TraceRule::NotANeighbour => f.write_str("the inserted board is not a neighbour of the last dequeued board"),
            TraceRule::WrongMoves { parent, child } => {
                write!(f, "a child of a node at {parent} moves is inserted at {child} moves")
            }
            TraceRule::RepeatsGrandparent => {
                f.write_str("inserted the board of its grandparent (the critical optimization is missing)")
            }
            TraceRule::NotMinimum { priority, waiting } => write!(
                f,
                "dequeued priority {priority} while a node of priority {waiting} was waiting \
                 (delMin must return the minimum, so dequeued priorities never decrease)"
            ),
            TraceRule::NotInQueue => f.write_str("delmin of a node that is not in the queue"),
            TraceRule::Empty => f.write_str("the trace is empty"),
            TraceRule::NoGoalAtEnd => f.write_str("the trace does not end with the delmin of the goal board"),
            TraceRule::GoalMoves { trace, printed } => {
                write!(f, "the trace dequeues the goal at {trace} moves, but the answer printed is {printed}")
            }
            TraceRule::TooManyInserts { inserts, reference } => {
                write!(f, "{inserts} inserts, more than twice the reference's {reference}: is a node inserted twice?")
            }
        }
    }
}

impl Display for OutputProblem {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            OutputProblem::Nothing => {
                f.write_str("printed nothing; expected `Minimum number of moves = N` or `No solution possible`")
            }
            OutputProblem::Unrecognised { line, file } => {
                write!(f, "expected `Minimum number of moves = N`, `No solution possible` or `{file}: N`, got `{line}`")
            }
            OutputProblem::NegativeCount { line } => write!(f, "`{line}` has a negative move count other than -1"),
            OutputProblem::Boards { n, line: Some(line) } => write!(
                f,
                "cannot read the boards after the move count: line {line} stops a {n}x{n} board part-way \
                 (a board is the size {n}, then {} tiles)",
                n * n
            ),
            OutputProblem::Boards { n, line: None } => write!(
                f,
                "cannot read the boards after the move count: the output ends part-way through a {n}x{n} board \
                 (a board is the size {n}, then {} tiles)",
                n * n
            ),
            OutputProblem::NumberTooLarge { line } => write!(f, "`{line}` holds a number too large for any answer"),
            OutputProblem::Strict { note } => write!(f, "--strict: {note}"),
        }
    }
}

impl Display for BuildFailure {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            BuildFailure::Failed { command, ending, first_line } => {
                let first = first_line.as_deref().unwrap_or("no output");
                write!(f, "`{command}` {ending}: {first}")
            }
            BuildFailure::NoSolver(why) => write!(f, "after the build: {why}"),
            BuildFailure::Javac(errors) => write!(f, "{errors}"),
            BuildFailure::MissingSources { missing, found } => {
                write!(f, "no {} in the submission", missing.join(" or "))?;
                match found.as_slice() {
                    [] => write!(f, " (it holds no .java files)"),
                    found => write!(f, " (its .java files: {})", found.join(", ")),
                }
            }
            BuildFailure::Refused(why) => write!(f, "submission refused: {why}"),
        }
    }
}

impl Display for CompileErrors {
    /// The first error, where it is (and the symbol javac could not find), and how many more; or how
    /// javac ended and the first thing it said, when it reported no error of a file.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let Some(first) = self.errors.first() else {
            return write!(f, "`javac` {}: {}", self.ending, self.first_line.as_deref().unwrap_or("no output"));
        };
        write!(f, "{}:{}: {}", first.file, first.line, first.message)?;
        if let Some(symbol) = &first.symbol {
            write!(f, " ({symbol})")?;
        }
        match self.total.saturating_sub(1) {
            0 => Ok(()),
            1 => write!(f, " (and 1 more error)"),
            more => write!(f, " (and {more} more errors)"),
        }
    }
}

impl Display for BuildEnding {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            BuildEnding::Limit(limit) => write!(f, "stopped at the {} limit", limit_name(*limit)),
            BuildEnding::Exited(ExitKind::Code(code)) => write!(f, "exited with status {code}"),
            BuildEnding::Exited(ExitKind::Signal(signal)) => write!(f, "killed by {}", signal_name(*signal)),
        }
    }
}

fn limit_name(limit: LimitHit) -> &'static str {
    match limit {
        LimitHit::Cpu => "CPU time",
        LimitHit::Wall => "wall-clock time",
        LimitHit::Memory => "memory",
        LimitHit::Output => "output",
        LimitHit::Disk => "disk",
        LimitHit::Interrupted => "interrupt",
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::grade::java_exception::JavaException;
    use crate::grade::javac::{CompileErrors, Diagnostic};
    use crate::grade::verdict::BuildEnding;
    use crate::grade::verdict::{
        BuildFailure, Crash, Kind, PathProblem, Solvability, TraceRule, TraceViolation, Verdict,
    };
    use crate::protocol::answer::OutputProblem;
    use crate::run::ExitKind;

    #[test]
    fn names_and_kinds_are_stable_and_only_ok_passes() {
        let all = [
            Verdict::Ok,
            Verdict::WrongMoves { printed: 26, shortest: 20 },
            Verdict::InvalidSolution(PathProblem::BoardCount { moves: 2, boards: 2 }),
            Verdict::WrongSolvability(Solvability::MovesForUnsolvable { printed: 3 }),
            Verdict::InvariantViolated(TraceViolation { line: None, rule: TraceRule::Empty }),
            Verdict::TimeLimit { limit: Duration::from_secs(5), wall: false },
            Verdict::MemoryLimit { limit: 1 << 30, java: false },
            Verdict::OutputLimit { limit: 16 << 20 },
            Verdict::DiskLimit { limit: 512 << 20 },
            Verdict::Crash(Crash::Signal(libc::SIGSEGV)),
            Verdict::UnparseableOutput(OutputProblem::Nothing),
            Verdict::CompileError(BuildFailure::NoSolver("x".into())),
        ];
        let names: Vec<&str> = all.iter().map(Verdict::as_str).collect();
        assert_eq!(names, Verdict::NAMES);
        let kinds: Vec<Kind> = all.iter().map(Verdict::kind).collect();
        use Kind::{Error, Limit, Pass, WrongAnswer};
        assert_eq!(
            kinds,
            [Pass, WrongAnswer, WrongAnswer, WrongAnswer, WrongAnswer, Limit, Limit, Limit, Limit, Error, Error, Error]
        );
        assert_eq!(all.iter().filter(|v| v.is_pass()).count(), 1);
        for verdict in &all {
            assert!(!verdict.reason().contains('\n'), "{verdict:?}");
        }
    }

    #[test]
    fn the_documented_schema_names_every_verdict() {
        let schema: serde_json::Value =
            serde_json::from_str(include_str!("../../docs/schema/slider-class-1.schema.json")).expect("JSON");
        let names = &schema["$defs"]["run"]["properties"]["verdict"]["enum"];
        let names: Vec<&str> = names.as_array().expect("the verdict enum").iter().filter_map(|n| n.as_str()).collect();
        assert_eq!(names, Verdict::NAMES);
    }

    #[track_caller]
    fn reason(verdict: Verdict, expected: &str) {
        assert_eq!(verdict.reason(), expected);
    }

    #[test]
    fn reasons_are_one_line_and_specific() {
        reason(Verdict::WrongMoves { printed: 26, shortest: 20 }, "printed 26 moves, the shortest solution has 20");
        reason(Verdict::TimeLimit { limit: Duration::from_secs(5), wall: false }, "used more than 5.0s of CPU time");
        reason(Verdict::MemoryLimit { limit: 1 << 30, java: false }, "used more than 1.0 GiB of memory");
        reason(Verdict::Crash(Crash::Exit { code: 3, stderr: None }), "exited with status 3");
        reason(Verdict::Crash(Crash::Signal(libc::SIGSEGV)), "killed by signal 11 (SIGSEGV)");
        let exception = JavaException {
            class: "java.lang.NullPointerException".into(),
            message: Some("Cannot invoke \"Board.twin()\"".into()),
            frames: vec!["Solver.java:39".into(), "Solver.java:80".into()],
        };
        reason(
            Verdict::Crash(Crash::Exception { code: 1, exception }),
            "exited with status 1: java.lang.NullPointerException: Cannot invoke \"Board.twin()\" (at Solver.java:39, Solver.java:80)",
        );
        let error = |message: &str, symbol: Option<&str>| Diagnostic {
            file: "src/Solver.java".into(),
            line: 12,
            message: message.into(),
            symbol: symbol.map(Into::into),
        };
        let ending = BuildEnding::Exited(ExitKind::Code(1));
        let javac = |errors, total| BuildFailure::Javac(CompileErrors { errors, total, ending, first_line: None });
        let expected = vec![error("';' expected", None)];
        reason(Verdict::CompileError(javac(expected, 3)), "src/Solver.java:12: ';' expected (and 2 more errors)");
        let symbol = vec![error("cannot find symbol", Some("method twin()"))];
        reason(Verdict::CompileError(javac(symbol, 1)), "src/Solver.java:12: cannot find symbol (method twin())");
        let flag =
            CompileErrors { errors: vec![], total: 0, ending, first_line: Some("error: invalid flag: -x".into()) };
        reason(
            Verdict::CompileError(BuildFailure::Javac(flag)),
            "`javac` exited with status 1: error: invalid flag: -x",
        );
        let missing = BuildFailure::MissingSources { missing: vec!["Solver.java".into()], found: vec![] };
        reason(Verdict::CompileError(missing), "no Solver.java in the submission (it holds no .java files)");
        reason(
            Verdict::WrongSolvability(Solvability::NoneForSolvable { shortest: 4 }),
            "printed that there is no solution, but the board is solvable in 4 moves",
        );
        reason(
            Verdict::InvariantViolated(TraceViolation { line: Some(7), rule: TraceRule::NotInQueue }),
            "trace line 7: delmin of a node that is not in the queue",
        );
        reason(
            Verdict::InvalidSolution(PathProblem::BoardCount { moves: 0, boards: 3 }),
            "printed 0 moves but 3 boards; a solution of 0 moves has 1 board",
        );
        reason(
            Verdict::InvalidSolution(PathProblem::BoardCount { moves: 1, boards: 1 }),
            "printed 1 move but 1 board; a solution of 1 move has 2 boards",
        );
    }
}
