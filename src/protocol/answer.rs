//! A solver's answer on standard output: the Solver.main format (`Minimum number of moves = N` and the
//! N+1 boards, or `No solution possible`) or the PuzzleChecker format (`<file>: N`, -1 when
//! unsolvable). [`write_solution`] and [`write_checker_line`] write them (`slider solve`); [`parse`]
//! reads them (the grader). Boards are read as numbers, so spacing does not matter. Near misses seen in
//! real submissions are accepted with a note, which `--strict` turns into a failure.

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

/// What the solver printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Printed {
    /// A move count and the boards after it (each as its n*n tiles, unchecked).
    Solution { moves: usize, boards: Vec<Vec<u64>> },
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
    /// The numbers after the count are not whole boards.
    Boards { numbers: usize, n: usize },
    /// A near miss, failed by `--strict`.
    Strict { note: String },
}

/// A line trimmed and cut to 60 characters (with `...`) for a message.
#[must_use]
pub fn shortened(line: &str) -> String {
    let line = line.trim();
    if line.chars().count() > 60 {
        format!("{}...", line.chars().take(60).collect::<String>())
    } else {
        line.to_string()
    }
}

/// A line shortened and quoted for a note.
fn quote(line: &str) -> String {
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

/// Reads `stdout` of a solver run on the n x n puzzle whose file name is `file`.
///
/// # Errors
/// [`OutputProblem`] when the output is no answer.
pub fn parse(stdout: &str, file: &str, n: usize) -> Result<Parsed, OutputProblem> {
    let lines: Vec<&str> = stdout.lines().collect();
    let Some(first) = lines.iter().position(|l| !l.trim().is_empty()) else {
        return Err(OutputProblem::Nothing);
    };
    let mut notes = Vec::new();
    if first > 0 {
        notes.push(format!("{first} blank line(s) before the answer"));
    }
    let header = lines[first].trim();
    let rest = &lines[first + 1..];
    if let Some(moves) = solver_main_count(header, &mut notes) {
        let boards = boards(rest, n, moves, &mut notes)?;
        return Ok(Parsed { printed: Printed::Solution { moves, boards }, notes });
    }
    if unsolvable_line(header, &mut notes) {
        trailing(rest, &mut notes);
        return Ok(Parsed { printed: Printed::Unsolvable, notes });
    }
    if let Some(answer) = checker_line(header, file, &mut notes)? {
        trailing(rest, &mut notes);
        return Ok(Parsed { printed: Printed::Checker { answer }, notes });
    }
    Err(OutputProblem::Unrecognised { line: shortened(header), file: file.to_string() })
}

/// `Minimum number of moves = N`, or a near miss such as `moves : N`.
fn solver_main_count(line: &str, notes: &mut Vec<String>) -> Option<usize> {
    if let Some(n) = line.strip_prefix("Minimum number of moves = ").and_then(|n| n.trim().parse().ok()) {
        return Some(n);
    }
    let lower = line.to_ascii_lowercase();
    let (label, value) = lower.rsplit_once(['=', ':'])?;
    let label = label.trim();
    let moves: usize = value.trim().parse().ok()?;
    if label == "moves" || label == "minimum number of moves" || label == "number of moves" {
        notes.push(format!("wrote {} where Solver.main writes `Minimum number of moves = {moves}`", quote(line)));
        return Some(moves);
    }
    None
}

/// `No solution possible`, or a near miss such as `Unsolvable puzzle`.
fn unsolvable_line(line: &str, notes: &mut Vec<String>) -> bool {
    if line == "No solution possible" {
        return true;
    }
    let lower = line.to_ascii_lowercase();
    let near = ["no solution possible", "no solution", "unsolvable", "unsolvable puzzle", "not solvable"];
    if near.iter().any(|n| lower.trim_end_matches(['.', '!']) == *n) {
        notes.push(format!("wrote {} where Solver.main writes `No solution possible`", quote(line)));
        return true;
    }
    false
}

/// `<file>: N`, the PuzzleChecker line; the name may be the path the solver was given.
fn checker_line(line: &str, file: &str, notes: &mut Vec<String>) -> Result<Option<Answer>, OutputProblem> {
    let Some((name, value)) = line.rsplit_once(':') else { return Ok(None) };
    let Ok(moves) = value.trim().parse::<i64>() else { return Ok(None) };
    if moves < -1 {
        return Err(OutputProblem::NegativeCount { line: shortened(line) });
    }
    if !name.trim().ends_with(file) {
        notes.push(format!("the PuzzleChecker line names {} instead of {file}", quote(name)));
    }
    // Cannot truncate: checked to be at least -1.
    Ok(Some(if moves == -1 { Answer::Unsolvable } else { Answer::Moves(moves as usize) }))
}

/// Notes lines after a one-line answer.
fn trailing(rest: &[&str], notes: &mut Vec<String>) {
    let extra = rest.iter().filter(|l| !l.trim().is_empty()).count();
    if extra > 0 {
        notes.push(format!("ignored {extra} extra line(s) after the answer"));
    }
}

/// The boards after the count: blocks of `n` then n*n tiles (or, as a near miss, just the tiles),
/// up to the first line that is not numbers.
fn boards(rest: &[&str], n: usize, moves: usize, notes: &mut Vec<String>) -> Result<Vec<Vec<u64>>, OutputProblem> {
    let numeric = rest.iter().take_while(|l| l.split_whitespace().all(|t| t.parse::<u64>().is_ok())).count();
    trailing(&rest[numeric..], notes);
    let block = &rest[..numeric];
    let tokens: Vec<u64> = block.iter().flat_map(|l| l.split_whitespace()).filter_map(|t| t.parse().ok()).collect();
    let cells = n * n;
    let with_size = tokens.len().is_multiple_of(cells + 1) && tokens.chunks(cells + 1).all(|c| c[0] == n as u64);
    let boards: Vec<Vec<u64>> = if with_size {
        tokens.chunks(cells + 1).map(|c| c[1..].to_vec()).collect()
    } else if tokens.len().is_multiple_of(cells) {
        notes.push("the boards have no size line".to_string());
        tokens.chunks(cells).map(<[u64]>::to_vec).collect()
    } else {
        return Err(OutputProblem::Boards { numbers: tokens.len(), n });
    };
    if with_size && boards.len() == moves + 1 && !separated_by_blank_lines(block, n) {
        notes.push("the boards are not each followed by one blank line, as Solver.main prints them".to_string());
    }
    Ok(boards)
}

/// Whether the block is exactly: for each board, its n + 1 lines and then one blank line (the last one
/// may be missing at the end of the output).
fn separated_by_blank_lines(block: &[&str], n: usize) -> bool {
    let mut lines = block.iter().map(|l| l.trim().is_empty());
    loop {
        match lines.next() {
            None => return true,
            Some(true) => return false,
            Some(false) => {}
        }
        for _ in 0..n {
            if lines.next() != Some(false) {
                return false;
            }
        }
        match lines.next() {
            None | Some(true) => {}
            Some(false) => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Answer, Parsed, Printed, parse};
    use crate::grade::Verdict;

    const GOOD: &str =
        "Minimum number of moves = 1\n3\n 1  2  3 \n 4  5  6 \n 7  0  8 \n\n3\n 1  2  3 \n 4  5  6 \n 7  8  0 \n\n";

    fn solution(moves: usize, boards: usize) -> Printed {
        let first = vec![1, 2, 3, 4, 5, 6, 7, 0, 8];
        let goal = vec![1, 2, 3, 4, 5, 6, 7, 8, 0];
        Printed::Solution { moves, boards: [first, goal].into_iter().take(boards).collect() }
    }

    #[track_caller]
    fn case(stdout: &str, printed: Printed, notes: &[&str]) {
        let expected = Parsed { printed, notes: notes.iter().map(|n| (*n).to_string()).collect() };
        assert_eq!(parse(stdout, "puzzle01.txt", 3), Ok(expected), "{stdout:?}");
    }

    #[test]
    fn reads_the_exact_formats_without_notes() {
        case(GOOD, solution(1, 2), &[]);
        case("No solution possible\n", Printed::Unsolvable, &[]);
        case("puzzle01.txt: 1\n", Printed::Checker { answer: Answer::Moves(1) }, &[]);
        case("/abs/puzzles/puzzle01.txt: -1\n", Printed::Checker { answer: Answer::Unsolvable }, &[]);
        // Spacing inside the boards does not matter.
        case("Minimum number of moves = 1\n3\n1 2 3\n4 5 6\n7 0 8\n\n3\n1 2 3\n4 5 6\n7 8 0\n", solution(1, 2), &[]);
    }

    #[test]
    fn accepts_near_misses_with_a_note() {
        case(
            &GOOD.replace("Minimum number of moves = 1", "moves : 1"),
            solution(1, 2),
            &["wrote `moves : 1` where Solver.main writes `Minimum number of moves = 1`"],
        );
        case(
            "Unsolvable puzzle\n",
            Printed::Unsolvable,
            &["wrote `Unsolvable puzzle` where Solver.main writes `No solution possible`"],
        );
        case(
            &GOOD.replace("\n\n", "\n"),
            solution(1, 2),
            &["the boards are not each followed by one blank line, as Solver.main prints them"],
        );
        case(&format!("{GOOD}Solved in 3 ms\nBye\n"), solution(1, 2), &["ignored 2 extra line(s) after the answer"]);
        case(
            "Minimum number of moves = 1\n1 2 3\n4 5 6\n7 0 8\n1 2 3\n4 5 6\n7 8 0\n",
            solution(1, 2),
            &["the boards have no size line"],
        );
        case(
            "other.txt: 1\n",
            Printed::Checker { answer: Answer::Moves(1) },
            &["the PuzzleChecker line names `other.txt` instead of puzzle01.txt"],
        );
    }

    #[test]
    fn rejects_what_is_not_an_answer() {
        // The reason the verdict gives for each.
        let err = |s: &str| Verdict::UnparseableOutput(parse(s, "puzzle01.txt", 3).expect_err(s)).reason();
        assert_eq!(err(""), "printed nothing; expected `Minimum number of moves = N` or `No solution possible`");
        assert_eq!(err("\n  \n"), "printed nothing; expected `Minimum number of moves = N` or `No solution possible`");
        assert!(err("hello world\n").starts_with("expected `Minimum number of moves = N`"));
        assert!(err("Minimum number of moves = 1\n3\n1 2 3\n4 5\n").starts_with("cannot read the boards"));
    }
}
