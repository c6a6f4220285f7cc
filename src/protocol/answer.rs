//! A solver's answer on standard output: the Solver.main format (`Minimum number of moves = N` and the
//! N+1 boards, or `No solution possible`) or the PuzzleChecker format (`<file>: N`, -1 when
//! unsolvable), as data ([`Printed`], [`Answer`]); [`write_solution`] and [`write_checker_line`] write
//! them (`slider solve`), [`answer_reader`](crate::protocol::answer_reader) reads them (the grader).

use std::fmt::Display;
use std::io::{self, Write};

use npuzzle::Solution;

/// What a solver answered: a move count, or that there is no solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// A solution of this many moves.
    Moves(usize),
    /// No solution possible.
    Unsolvable,
}

impl Answer {
    /// The answer of a solution that may not exist.
    #[must_use]
    pub fn of(moves: Option<usize>) -> Answer {
        moves.map_or(Answer::Unsolvable, Answer::Moves)
    }

    /// The move count, or `None` for no solution.
    #[must_use]
    pub fn moves(self) -> Option<usize> {
        match self {
            Answer::Moves(moves) => Some(moves),
            Answer::Unsolvable => None,
        }
    }
}

/// The boards printed after a move count, unchecked: n*n tiles each, in one flat list (a tile too
/// large for a board is kept as `u16::MAX`, which no board has).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Boards {
    /// Cells of a board.
    pub cells: usize,
    /// Every tile of every board, in order.
    pub tiles: Vec<u16>,
}

impl Boards {
    /// How many boards.
    #[must_use]
    pub fn count(&self) -> usize {
        self.tiles.len().checked_div(self.cells).unwrap_or(0)
    }

    /// The boards' tiles, one slice a board.
    pub fn iter(&self) -> impl Iterator<Item = &[u16]> {
        self.tiles.chunks(self.cells.max(1))
    }
}

/// What the solver printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Printed {
    /// A move count and the boards after it.
    Solution { moves: usize, boards: Boards },
    /// `No solution possible`.
    Unsolvable,
    /// A PuzzleChecker line.
    Checker { answer: Answer },
}

impl Printed {
    /// The answer printed.
    #[must_use]
    pub fn answer(&self) -> Answer {
        match self {
            Printed::Solution { moves, .. } => Answer::Moves(*moves),
            Printed::Unsolvable => Answer::Unsolvable,
            Printed::Checker { answer } => *answer,
        }
    }
}

/// The output read, with notes on any near misses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    pub printed: Printed,
    pub notes: Vec<String>,
}

/// Why output is not an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OutputProblem {
    /// Nothing but blank lines.
    Nothing,
    /// The first line is none of the formats; `line` is shortened.
    Unrecognised { line: String, file: String },
    /// A PuzzleChecker line with a count below -1.
    NegativeCount { line: String },
    /// The numbers after the count are not whole boards: `line` stopped the reading part-way through
    /// one (`None`: the end of the output did).
    Boards {
        /// Board size.
        n: usize,
        /// The line that stopped the reading.
        line: Option<usize>,
    },
    /// A number too large for any answer (`line` is shortened).
    NumberTooLarge { line: String },
    /// A near miss, failed by `--strict`.
    Strict { note: String },
}

/// A solver's or a file's line for a message: trimmed, cut to 60 characters (with `...`), control
/// characters and terminal codes shown as escapes (`\u{1b}`) rather than acted on.
#[must_use]
pub fn shortened(line: &str) -> String {
    crate::escape::cut(line, 60)
}

/// A line shortened and quoted for a note.
pub(crate) fn quote(line: &str) -> String {
    format!("`{}`", shortened(line))
}

/// The Solver.main text: the count, then each board followed by a blank line (Java's `println(board)`),
/// or `No solution possible`.
///
/// # Errors
/// Those of `out`.
pub fn write_solution(solution: Option<&Solution>, out: &mut impl Write) -> io::Result<()> {
    let Some(solution) = solution else { return writeln!(out, "No solution possible") };
    writeln!(out, "Minimum number of moves = {}", solution.moves())?;
    for board in solution.boards() {
        writeln!(out, "{board}")?;
    }
    Ok(())
}

/// A PuzzleChecker line: `<file>: N`, -1 for no solution.
///
/// # Errors
/// Those of `out`.
pub fn write_checker_line(file: impl Display, answer: Answer, out: &mut impl Write) -> io::Result<()> {
    match answer {
        Answer::Moves(moves) => writeln!(out, "{file}: {moves}"),
        Answer::Unsolvable => writeln!(out, "{file}: -1"),
    }
}
