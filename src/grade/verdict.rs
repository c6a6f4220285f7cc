//! [`Verdict`]: the result of one (submission, puzzle), as data. Every report format shares its
//! stable kebab-case names ([`Verdict::as_str`]) and its one-line reason ([`Verdict::reason`]).

use std::time::Duration;

use crate::config::format_bytes;

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
    InvalidSolution(String),
    /// Solvable reported unsolvable, or the reverse.
    WrongSolvability(String),
    /// The trace breaks a rule of A*.
    InvariantViolated(String),
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
    /// A non-zero exit or a signal.
    Crash(String),
    /// Output that is neither the Solver.main nor the PuzzleChecker format.
    UnparseableOutput(String),
    /// The submission did not build.
    CompileError(String),
}

impl Verdict {
    /// Every verdict name, in report order.
    pub const NAMES: [&'static str; 11] = [
        "ok",
        "wrong-moves",
        "invalid-solution",
        "wrong-solvability",
        "invariant-violated",
        "time-limit",
        "memory-limit",
        "output-limit",
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
            Verdict::Crash(_) => "crash",
            Verdict::UnparseableOutput(_) => "unparseable-output",
            Verdict::CompileError(_) => "compile-error",
        }
    }

    /// Whether the puzzle passed.
    #[must_use]
    pub fn is_pass(&self) -> bool {
        match self {
            Verdict::Ok => true,
            Verdict::WrongMoves { .. }
            | Verdict::InvalidSolution(_)
            | Verdict::WrongSolvability(_)
            | Verdict::InvariantViolated(_)
            | Verdict::TimeLimit { .. }
            | Verdict::MemoryLimit { .. }
            | Verdict::OutputLimit { .. }
            | Verdict::Crash(_)
            | Verdict::UnparseableOutput(_)
            | Verdict::CompileError(_) => false,
        }
    }

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
            Verdict::InvalidSolution(why)
            | Verdict::WrongSolvability(why)
            | Verdict::InvariantViolated(why)
            | Verdict::Crash(why)
            | Verdict::UnparseableOutput(why)
            | Verdict::CompileError(why) => why.clone(),
            Verdict::TimeLimit { limit, wall: false } => format!("used more than {limit:.1?} of CPU time"),
            Verdict::TimeLimit { limit, wall: true } => {
                format!("still running after {limit:.1?} of wall-clock time (waiting for input, or sleeping?)")
            }
            Verdict::MemoryLimit { limit, java: true } => {
                format!("java.lang.OutOfMemoryError with a heap of 3/4 of the {} limit", format_bytes(*limit))
            }
            Verdict::MemoryLimit { limit, java: false } => format!("used more than {} of memory", format_bytes(*limit)),
            Verdict::OutputLimit { limit } => format!("printed more than {} of output", format_bytes(*limit)),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::Verdict;

    #[test]
    fn names_are_stable_and_only_ok_passes() {
        let all = [
            Verdict::Ok,
            Verdict::WrongMoves { printed: 26, shortest: 20 },
            Verdict::InvalidSolution("x".into()),
            Verdict::WrongSolvability("x".into()),
            Verdict::InvariantViolated("x".into()),
            Verdict::TimeLimit { limit: Duration::from_secs(5), wall: false },
            Verdict::MemoryLimit { limit: 1 << 30, java: false },
            Verdict::OutputLimit { limit: 16 << 20 },
            Verdict::Crash("x".into()),
            Verdict::UnparseableOutput("x".into()),
            Verdict::CompileError("x".into()),
        ];
        let names: Vec<&str> = all.iter().map(Verdict::as_str).collect();
        assert_eq!(names, Verdict::NAMES);
        assert_eq!(all.iter().filter(|v| v.is_pass()).count(), 1);
    }

    #[test]
    fn reasons_are_one_line_and_specific() {
        assert_eq!(
            Verdict::WrongMoves { printed: 26, shortest: 20 }.reason(),
            "printed 26 moves, the shortest solution has 20"
        );
        assert_eq!(
            Verdict::TimeLimit { limit: Duration::from_secs(5), wall: false }.reason(),
            "used more than 5.0s of CPU time"
        );
        assert_eq!(Verdict::MemoryLimit { limit: 1 << 30, java: false }.reason(), "used more than 1.0 GiB of memory");
    }
}
