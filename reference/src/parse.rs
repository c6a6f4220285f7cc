//! Puzzle-file parsing: the size n, then n*n tiles row-major, separated by any whitespace (spaces, tabs,
//! blank lines). Every problem is reported with its 1-based line, whichever way lines end (`\n`,
//! `\r\n`, or a bare `\r`), and with the offending token's control characters escaped.

use crate::board::{Board, MAX_SIZE, MIN_SIZE};
use crate::error::ParseBoardError;

/// A whitespace-separated token and the line it is on.
struct Token<'a> {
    text: &'a str,
    line: usize,
}

/// The lines of `text`, ended by `\n`, `\r\n` or a bare `\r`.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.split('\n').flat_map(|line| line.strip_suffix('\r').unwrap_or(line).split('\r'))
}

/// The tokens of `text` with their line numbers.
fn tokens(text: &str) -> impl Iterator<Item = Token<'_>> {
    lines(text).enumerate().flat_map(|(i, line)| line.split_whitespace().map(move |text| Token { text, line: i + 1 }))
}

/// The token shortened for an error message, its control characters (terminal codes among them)
/// escaped rather than shown raw.
fn shown(token: &str) -> String {
    const LIMIT: usize = 24;
    let mut text = String::new();
    for c in token.chars().take(LIMIT) {
        if c.is_control() {
            text.extend(c.escape_unicode());
        } else {
            text.push(c);
        }
    }
    if token.chars().nth(LIMIT).is_some() {
        text.push_str("...");
    }
    text
}

/// The token as a whole number, or the "not a number" error.
fn number(token: &Token<'_>) -> Result<u64, ParseBoardError> {
    let digits = token.text.strip_prefix('+').unwrap_or(token.text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseBoardError::NotANumber { line: token.line, token: shown(token.text) });
    }
    // All digits: only overflow can fail, and such a number is out of range for any use.
    Ok(digits.parse().unwrap_or(u64::MAX))
}

/// Parses puzzle text into a board.
pub(crate) fn parse_board(text: &str) -> Result<Board, ParseBoardError> {
    let mut tokens = tokens(text);
    let first = tokens.next().ok_or(ParseBoardError::Empty)?;
    let n = number(&first)?;
    if !(MIN_SIZE as u64..=MAX_SIZE as u64).contains(&n) {
        return Err(ParseBoardError::SizeOutOfRange { line: first.line, size: shown(first.text) });
    }
    // Cannot truncate: n is at most 127 here.
    let n = n as usize;
    let cells = n * n;
    let mut tiles = Vec::with_capacity(cells);
    let mut lines = Vec::with_capacity(cells);
    let mut last_line = first.line;
    for token in tokens.by_ref().take(cells) {
        last_line = token.line;
        let value = number(&token)?;
        if value >= cells as u64 {
            let max = cells - 1;
            return Err(ParseBoardError::TileOutOfRange { line: token.line, tile: shown(token.text), n, max });
        }
        // Cannot truncate: the value is below n*n <= 16129.
        tiles.push(value as u16);
        lines.push(token.line);
    }
    if tiles.len() < cells {
        return Err(ParseBoardError::TooFewTiles { line: last_line, n, expected: cells, found: tiles.len() });
    }
    check_each_tile_once(&tiles, &lines)?;
    if let Some(extra) = tokens.next() {
        return Err(ParseBoardError::TrailingToken { line: extra.line, token: shown(extra.text), n, expected: cells });
    }
    Ok(Board::from_valid_tiles(n, &tiles))
}

/// Reports the first repeated tile (n*n tiles, all in range), and the smallest one it leaves missing.
fn check_each_tile_once(tiles: &[u16], lines: &[usize]) -> Result<(), ParseBoardError> {
    let mut first_line = vec![0usize; tiles.len()];
    let mut repeat = None;
    for (&tile, &line) in tiles.iter().zip(lines) {
        let first = first_line[usize::from(tile)];
        if first == 0 {
            first_line[usize::from(tile)] = line;
        } else if repeat.is_none() {
            repeat = Some((tile, line, first));
        }
    }
    match repeat {
        None => Ok(()),
        Some((tile, line, first)) => {
            // Cannot truncate: tiles are below n*n <= 16129; a repeat means some tile is missing.
            let missing = first_line.iter().position(|&l| l == 0).unwrap_or(0) as u16;
            Err(ParseBoardError::DuplicateTile { line, first, tile, missing })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_board;
    use crate::error::ParseBoardError;

    #[track_caller]
    fn ok(text: &str, tiles: &[u16]) {
        let board = parse_board(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(board.tiles(), tiles, "{text:?}");
    }

    #[track_caller]
    fn err(text: &str, message: &str) {
        match parse_board(text) {
            Ok(b) => panic!("{text:?} parsed as {b:?}"),
            Err(e) => assert_eq!(e.to_string(), message, "{text:?}"),
        }
    }

    const PUZZLE04: [u16; 9] = [0, 1, 3, 4, 2, 5, 7, 8, 6];

    #[test]
    fn accepts_any_whitespace_between_tokens() {
        ok("3\n 0  1  3 \n 4  2  5 \n 7  8  6 \n", &PUZZLE04);
        ok("3\r\n0 1 3\r\n4 2 5\r\n7 8 6\r\n", &PUZZLE04);
        ok("3\n0\t1\t3\n4\t2\t5\n7\t8\t6", &PUZZLE04);
        ok("\n\n3\n\n0 1 3\n\n\n4 2 5\n7 8 6\n\n\n", &PUZZLE04);
        ok("3 0 1 3 4 2 5 7 8 6", &PUZZLE04);
        ok("  3\n  0  1  3\n  4  2  5\n  7  8  6", &PUZZLE04);
        ok("2\n+1 2\n3 0\n", &[1, 2, 3, 0]);
    }

    #[test]
    fn reports_each_problem_with_its_line() {
        err("", "the file is empty: expected the size n followed by n*n tiles");
        err(" \n\t\r\n", "the file is empty: expected the size n followed by n*n tiles");
        err("3\n0 1 x\n", "line 2: `x` is not a whole number; a puzzle holds only the size and the tiles");
        err("3\n0 1 3.0\n", "line 2: `3.0` is not a whole number; a puzzle holds only the size and the tiles");
        err("three", "line 1: `three` is not a whole number; a puzzle holds only the size and the tiles");
        err("1\n0\n", "line 1: size 1 is out of range; n must be between 2 and 127");
        err("\n128\n", "line 2: size 128 is out of range; n must be between 2 and 127");
        err(
            "99999999999999999999999",
            "line 1: size 99999999999999999999999 is out of range; n must be between 2 and 127",
        );
        err("3\n0 1 3\n4 2 5\n7 8\n", "line 4: a 3x3 board needs 9 tiles, found only 8");
        err("3\n", "line 1: a 3x3 board needs 9 tiles, found only 0");
        err("3\n0 1 3\n4 2 5\n7 8 6\n\n9\n", "line 6: unexpected `9` after the 9 tiles of a 3x3 board");
        err("3\n0 1 3\n4 2 5\n7 8 9\n", "line 4: tile 9 is out of range for a 3x3 board (tiles are 0 to 8)");
        err(
            "3\n0 1 3\n4 -2 5\n7 8 6\n",
            "line 3: `-2` is not a whole number; a puzzle holds only the size and the tiles",
        );
        err("3\n0 1 3\n4 2 5\n7 1 6\n", "line 4: tile 1 appears twice (first on line 2), so tile 8 is missing");
        err("2\n0 0\n1 2\n", "line 2: tile 0 appears twice (first on line 2), so tile 3 is missing");
        err("3 0 1 1 2 3 4 5 6 7", "line 1: tile 1 appears twice (first on line 1), so tile 8 is missing");
    }

    #[test]
    fn counts_lines_however_they_end_and_escapes_control_characters() {
        err(
            "3\r0 1 3\r4 x 5\r7 8 6\r",
            "line 3: `x` is not a whole number; a puzzle holds only the size and the tiles",
        );
        err("3\r\n0 1 3\r\r\n4 x 5", "line 4: `x` is not a whole number; a puzzle holds only the size and the tiles");
        err(
            "3\n0 1 \u{1b}[2J\n",
            "line 2: `\\u{1b}[2J` is not a whole number; a puzzle holds only the size and the tiles",
        );
    }

    #[test]
    fn shortens_long_tokens() {
        let long = "z".repeat(100);
        match parse_board(&format!("3 {long}")) {
            Err(ParseBoardError::NotANumber { token, .. }) => assert_eq!(token, format!("{}...", "z".repeat(24))),
            other => panic!("unexpected {other:?}"),
        }
    }
}
