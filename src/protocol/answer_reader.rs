//! [`parse`]: a solver's standard output read as an answer, leniently. The Solver.main format
//! (`Minimum number of moves = N` and the boards, or `No solution possible`) and the PuzzleChecker
//! format (`<file>: N`, where the name is the puzzle's file name, with or without its directory) are
//! read exactly; near misses seen in real submissions are read with a note (which `--strict` turns
//! into a failure). Any other `<label>: N` or `<label> = N` is a near miss of the Solver.main format:
//! the boards after it are read and checked, so a label never switches the path check off.
//!
//! Every count is checked arithmetic: a number too large for any answer is an [`OutputProblem`], never
//! a wrapped value. Lines end at `\n`, `\r\n` or a bare `\r`.

use crate::protocol::answer::{Answer, Boards, OutputProblem, Parsed, Printed, quote, shortened};
use crate::protocol::board_reader::BoardReader;
use crate::protocol::lines::numbered;

/// What the first line says.
enum Header {
    /// A move count: the boards follow.
    Count(usize),
    /// No solution.
    Unsolvable,
    /// A PuzzleChecker line.
    Checker(Answer),
}

/// Reads `stdout` of a solver run on the n x n puzzle whose file name is `file`.
///
/// # Errors
/// [`OutputProblem`] when the output is no answer.
pub fn parse(stdout: &str, file: &str, n: usize) -> Result<Parsed, OutputProblem> {
    let mut lines = numbered(stdout);
    let mut blank = 0;
    let header = loop {
        match lines.next() {
            None => return Err(OutputProblem::Nothing),
            Some((_, line)) if line.trim().is_empty() => blank += 1,
            Some((_, line)) => break line.trim(),
        }
    };
    let mut notes = Vec::new();
    if blank > 0 {
        notes.push(format!("{blank} blank line(s) before the answer"));
    }
    let mut extra = 0;
    let printed = match header_of(header, file, &mut notes)? {
        Header::Count(moves) => {
            let (boards, stopped) = read_boards(&mut lines, n, moves, &mut notes)?;
            extra += usize::from(stopped);
            Printed::Solution { moves, boards }
        }
        Header::Unsolvable => Printed::Unsolvable,
        Header::Checker(answer) => Printed::Checker { answer },
    };
    extra += lines.filter(|(_, l)| !l.trim().is_empty()).count();
    if extra > 0 {
        notes.push(format!("ignored {extra} extra line(s) after the answer"));
    }
    Ok(Parsed { printed, notes })
}

/// The first line: a count, no solution, or a PuzzleChecker line.
fn header_of(line: &str, file: &str, notes: &mut Vec<String>) -> Result<Header, OutputProblem> {
    if let Some(value) = line.strip_prefix("Minimum number of moves = ") {
        match count(value, line)? {
            Some(Count::Moves(moves)) => return Ok(Header::Count(moves)),
            Some(Count::Minus(_)) | None => {}
        }
    }
    if unsolvable_line(line, notes) {
        return Ok(Header::Unsolvable);
    }
    let Some((label, separator, value)) = labelled(line) else {
        return Err(unrecognised(line, file));
    };
    let Some(value) = count(value, line)? else { return Err(unrecognised(line, file)) };
    let names_file = label == file || label.ends_with(&format!("/{file}"));
    match (separator == ':' && names_file, value) {
        (true, Count::Moves(moves)) => Ok(Header::Checker(Answer::Moves(moves))),
        (true, Count::Minus(1)) => Ok(Header::Checker(Answer::Unsolvable)),
        (false, Count::Moves(moves)) => {
            notes.push(format!("wrote {} where Solver.main writes `Minimum number of moves = {moves}`", quote(line)));
            Ok(Header::Count(moves))
        }
        (false, Count::Minus(1)) => {
            notes.push(format!("wrote {} where Solver.main writes `No solution possible`", quote(line)));
            Ok(Header::Unsolvable)
        }
        (_, Count::Minus(_)) => Err(OutputProblem::NegativeCount { line: shortened(line) }),
    }
}

fn unrecognised(line: &str, file: &str) -> OutputProblem {
    OutputProblem::Unrecognised { line: shortened(line), file: file.to_string() }
}

/// `<label> : N` or `<label> = N`, split at the last separator: (label, separator, value).
fn labelled(line: &str) -> Option<(&str, char, &str)> {
    let at = line.rfind([':', '='])?;
    let separator = line[at..].chars().next()?;
    Some((line[..at].trim(), separator, &line[at + 1..]))
}

/// A count as written: a number of moves, or minus some amount.
enum Count {
    Moves(usize),
    Minus(u64),
}

/// `value` as a count, `None` when it is not a whole number.
///
/// # Errors
/// [`OutputProblem::NumberTooLarge`] for digits beyond what any count can be.
fn count(value: &str, line: &str) -> Result<Option<Count>, OutputProblem> {
    let value = value.trim();
    let (negative, digits) = match value.strip_prefix('-') {
        Some(digits) => (true, digits),
        None => (false, value),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    let too_large = || OutputProblem::NumberTooLarge { line: shortened(line) };
    let number: u64 = digits.parse().map_err(|_| too_large())?;
    if negative {
        return Ok(Some(Count::Minus(number)));
    }
    Ok(Some(Count::Moves(usize::try_from(number).map_err(|_| too_large())?)))
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

/// The boards after the count, up to the first line that is not numbers, and whether such a line
/// ended them.
fn read_boards<'a>(
    lines: &mut impl Iterator<Item = (usize, &'a str)>,
    n: usize,
    moves: usize,
    notes: &mut Vec<String>,
) -> Result<(Boards, bool), OutputProblem> {
    let mut reader = BoardReader::new(n);
    let mut stop = None;
    for (number, line) in lines.by_ref() {
        if !reader.feed(number, line)? {
            stop = Some(number);
            break;
        }
    }
    let (boards, shaped, with_size) = reader.finish(stop)?;
    if !with_size && boards.count() > 0 {
        notes.push("the boards have no size line".to_string());
    } else if with_size && Some(boards.count()) == moves.checked_add(1) && !shaped {
        notes.push("the boards are not each followed by one blank line, as Solver.main prints them".to_string());
    }
    Ok((boards, stop.is_some()))
}

#[cfg(test)]
mod tests {
    use super::parse;
    use crate::grade::Verdict;
    use crate::protocol::answer::{Answer, Boards, Parsed, Printed};

    const GOOD: &str =
        "Minimum number of moves = 1\n3\n 1  2  3 \n 4  5  6 \n 7  0  8 \n\n3\n 1  2  3 \n 4  5  6 \n 7  8  0 \n\n";

    fn solution(moves: usize, boards: usize) -> Printed {
        let tiles = [1, 2, 3, 4, 5, 6, 7, 0, 8, 1, 2, 3, 4, 5, 6, 7, 8, 0];
        Printed::Solution { moves, boards: Boards { cells: 9, tiles: tiles[..9 * boards].to_vec() } }
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
        // A label other than the puzzle's file name is a near miss of Solver.main: the boards follow.
        case(
            "other.txt: 1\n",
            solution(1, 0),
            &["wrote `other.txt: 1` where Solver.main writes `Minimum number of moves = 1`"],
        );
        case(
            &GOOD.replace("Minimum number of moves = 1", "Total moves: 1"),
            solution(1, 2),
            &["wrote `Total moves: 1` where Solver.main writes `Minimum number of moves = 1`"],
        );
        case(
            "puzzle01: -1\n",
            Printed::Unsolvable,
            &["wrote `puzzle01: -1` where Solver.main writes `No solution possible`"],
        );
        // Old Mac line endings.
        case(&GOOD.replace('\n', "\r"), solution(1, 2), &[]);
    }

    #[test]
    fn rejects_what_is_not_an_answer() {
        // The reason the verdict gives for each.
        let err = |s: &str| Verdict::UnparseableOutput(parse(s, "puzzle01.txt", 3).expect_err(s)).reason();
        assert_eq!(err(""), "printed nothing; expected `Minimum number of moves = N` or `No solution possible`");
        assert_eq!(err("\n  \n"), "printed nothing; expected `Minimum number of moves = N` or `No solution possible`");
        assert!(err("hello world\n").starts_with("expected `Minimum number of moves = N`"));
        assert!(err("Minimum number of moves = 1\n3\n1 2 3\n4 5\n").starts_with("cannot read the boards"));
        assert_eq!(
            err("Minimum number of moves = 1\n3\n1 2 3\n4 5\ndone\n"),
            "cannot read the boards after the move count: line 5 stops a 3x3 board part-way \
             (a board is the size 3, then 9 tiles)"
        );
        assert_eq!(
            err("Minimum number of moves = 1\r3\r1 2 3\r4 5\rdone"),
            "cannot read the boards after the move count: line 5 stops a 3x3 board part-way \
             (a board is the size 3, then 9 tiles)",
            "bare CR line endings count lines too"
        );
        assert_eq!(
            err("Minimum number of moves = 184467440737095516150\n"),
            "`Minimum number of moves = 184467440737095516150` holds a number too large for any answer"
        );
        assert_eq!(
            err("\u{1b}[2Jgotcha\n"),
            "expected `Minimum number of moves = N`, `No solution possible` or \
             `puzzle01.txt: N`, got `\\u{1b}[2Jgotcha`"
        );
    }

    #[test]
    fn a_huge_count_is_read_as_it_is_never_wrapped() {
        let parsed = parse("Minimum number of moves = 18446744073709551615\n", "puzzle01.txt", 3).expect("a count");
        assert_eq!(parsed.printed.answer(), Answer::Moves(usize::MAX));
    }

    #[test]
    fn reading_costs_memory_near_the_size_of_the_output() {
        // 16 MiB of 2x2 boards: two bytes a tile, against eight bytes of text a row.
        let board = "2\n 1  2 \n 3  0 \n\n";
        let count = (16 << 20) / board.len();
        let output = format!("Minimum number of moves = {}\n{}", count - 1, board.repeat(count));
        let parsed = parse(&output, "puzzle01.txt", 2).expect("boards");
        let Printed::Solution { boards, .. } = parsed.printed else { panic!("a solution") };
        assert_eq!(boards.count(), count);
        assert!(
            boards.tiles.capacity() * 2 <= output.len(),
            "{} bytes for {} of output",
            boards.tiles.capacity() * 2,
            output.len()
        );
    }
}
