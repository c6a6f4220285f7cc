//! The SLIDER_TRACE protocol: when the environment variable [`VARIABLE`] names a file, a solver appends
//! one line per priority-queue operation of its board's queue, `insert <moves> <priority> <tiles...>`
//! or `delmin <moves> <priority> <tiles...>` (tiles row-major, n*n of them). [`write_line`] writes one
//! (`slider solve` is such a solver); [`parse_line`] reads one (the grader's trace check).

use std::io::{self, Write};

use npuzzle::{Board, QueueOp, TilesError};

/// The environment variable naming the trace file.
pub const VARIABLE: &str = "SLIDER_TRACE";

/// The protocol's word for an operation.
fn word(op: QueueOp) -> &'static str {
    match op {
        QueueOp::Insert => "insert",
        QueueOp::DelMin => "delmin",
    }
}

/// Writes one trace line.
///
/// # Errors
/// Those of `out`.
pub fn write_line(out: &mut impl Write, op: QueueOp, board: &Board, moves: u32, priority: u32) -> io::Result<()> {
    write!(out, "{} {moves} {priority}", word(op))?;
    for tile in board.tiles() {
        write!(out, " {tile}")?;
    }
    writeln!(out)
}

/// One trace line, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The operation.
    pub op: QueueOp,
    /// The node's moves from the initial board.
    pub moves: u32,
    /// The node's priority.
    pub priority: u32,
    /// The node's board.
    pub board: Board,
}

/// Why a line is not a trace line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    /// Not `insert|delmin`, two numbers and n*n tiles.
    Malformed,
    /// A number beyond any moves, priority or tile (more than 2^32 - 1).
    NumberTooLarge,
    /// The tiles are not a board.
    NotABoard(TilesError),
}

/// Reads one line of a trace of an n x n board.
///
/// # Errors
/// [`LineError`] when the line is not a trace line.
pub fn parse_line(text: &str, n: usize) -> Result<Line, LineError> {
    let mut words = text.split_whitespace();
    let op = match words.next() {
        Some("insert") => QueueOp::Insert,
        Some("delmin") => QueueOp::DelMin,
        _ => return Err(LineError::Malformed),
    };
    let mut numbers = Vec::with_capacity(n * n + 2);
    for word in words {
        if !word.bytes().all(|b| b.is_ascii_digit()) || word.is_empty() {
            return Err(LineError::Malformed);
        }
        numbers.push(word.parse::<u32>().map_err(|_| LineError::NumberTooLarge)?);
    }
    if numbers.len() != n * n + 2 {
        return Err(LineError::Malformed);
    }
    let tiles: Vec<u16> = numbers[2..].iter().map(|&t| u16::try_from(t).unwrap_or(u16::MAX)).collect();
    let board = Board::from_tiles(n, &tiles).map_err(LineError::NotABoard)?;
    Ok(Line { op, moves: numbers[0], priority: numbers[1], board })
}

#[cfg(test)]
mod tests {
    use npuzzle::{Board, QueueOp};

    use super::{Line, LineError, parse_line, write_line};

    #[test]
    fn a_written_line_reads_back() {
        let board: Board = "3 0 1 3 4 2 5 7 8 6".parse().expect("puzzle04");
        let mut out = Vec::new();
        write_line(&mut out, QueueOp::DelMin, &board, 2, 6).expect("written");
        let text = String::from_utf8(out).expect("text");
        assert_eq!(text, "delmin 2 6 0 1 3 4 2 5 7 8 6\n");
        assert_eq!(parse_line(&text, 3), Ok(Line { op: QueueOp::DelMin, moves: 2, priority: 6, board }));
    }

    #[test]
    fn anything_else_is_refused() {
        assert_eq!(parse_line("insert 0 4 0 1 3", 3), Err(LineError::Malformed));
        assert_eq!(parse_line("push 0 4 0 1 3 4 2 5 7 8 6", 3), Err(LineError::Malformed));
        assert_eq!(parse_line("insert 0 x 0 1 3 4 2 5 7 8 6", 3), Err(LineError::Malformed));
        assert!(matches!(parse_line("insert 0 4 0 1 3 4 2 5 7 8 8", 3), Err(LineError::NotABoard(_))));
        let huge = "insert 18446744073709551616 4 0 1 3 4 2 5 7 8 6";
        assert_eq!(parse_line(huge, 3), Err(LineError::NumberTooLarge));
        assert_eq!(parse_line("insert 4294967296 4 0 1 3 4 2 5 7 8 6", 3), Err(LineError::NumberTooLarge));
    }
}
