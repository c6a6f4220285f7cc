//! Generators of hostile inputs, shared by the fuzz targets of `fuzz/` (which feed them the fuzzer's
//! bytes) and the property tests of `tests/integration/properties.rs` (which feed them random bytes):
//! puzzle files, solver outputs and traces that are mostly almost right, with the wrongs real files
//! and hostile solvers have: wrong counts, duplicated and missing tiles, numbers past 2^64, control
//! characters and terminal codes, every line ending, lines repeated thousands of times.

use arbitrary::{Result, Unstructured};

/// A token that breaks the number grammar, or a number at or past the integer limits.
fn odd_token(u: &mut Unstructured<'_>) -> Result<String> {
    Ok(match u.int_in_range(0..=7)? {
        0 => "18446744073709551616".to_string(),
        1 => "18446744073709551615".to_string(),
        2 => "4294967295".to_string(),
        3 => "-1".to_string(),
        4 => "\u{1b}[2J".to_string(),
        5 => "x".repeat(u.int_in_range(1..=200)?),
        6 => {
            let len = u.int_in_range(0..=8)?;
            String::from_utf8_lossy(u.bytes(len)?).into_owned()
        }
        _ => format!("{}", u.arbitrary::<i64>()?),
    })
}

/// A line ending: `\n`, `\r\n`, a bare `\r`, or several.
fn line_end(u: &mut Unstructured<'_>) -> Result<&'static str> {
    Ok(*u.choose(&["\n", "\n", "\n", "\r\n", "\r", "\n\n", " \n", "\t\n"])?)
}

/// The tiles of an n x n board: a permutation of 0..n*n, sometimes spoiled.
fn tiles(u: &mut Unstructured<'_>, n: usize) -> Result<Vec<String>> {
    let mut tiles: Vec<usize> = (0..n * n).collect();
    for i in (1..tiles.len()).rev() {
        tiles.swap(i, u.int_in_range(0..=i)?);
    }
    let mut tiles: Vec<String> = tiles.iter().map(usize::to_string).collect();
    if u.ratio(1, 4)? {
        let at = u.choose_index(tiles.len())?;
        tiles[at] = odd_token(u)?;
    }
    if u.ratio(1, 8)? {
        tiles.pop();
    }
    Ok(tiles)
}

/// An n x n board as text, in rows or on one line, with or without its size line.
fn board_text(u: &mut Unstructured<'_>, n: usize, size_line: bool) -> Result<String> {
    let mut text = String::new();
    if size_line {
        text.push_str(&n.to_string());
        text.push_str(line_end(u)?);
    }
    for row in tiles(u, n)?.chunks(n) {
        text.push_str(&row.join(if u.ratio(1, 3)? { "  " } else { " " }));
        text.push_str(line_end(u)?);
    }
    Ok(text)
}

/// A puzzle file's text.
///
/// # Errors
/// When the bytes run out.
pub fn puzzle_text(u: &mut Unstructured<'_>) -> Result<String> {
    let n = u.int_in_range(2..=5)?;
    let size = if u.ratio(1, 6)? { odd_token(u)? } else { n.to_string() };
    let mut text = format!("{size}{}", line_end(u)?);
    text.push_str(&board_text(u, n, false)?);
    if u.ratio(1, 6)? {
        text.push_str(&odd_token(u)?);
    }
    Ok(text)
}

/// What a solver might print for an n x n puzzle named `file`.
///
/// # Errors
/// When the bytes run out.
pub fn solver_output(u: &mut Unstructured<'_>, n: usize, file: &str) -> Result<String> {
    let count = if u.ratio(1, 4)? { odd_token(u)? } else { u.int_in_range(0..=6)?.to_string() };
    let header = match u.int_in_range(0..=6)? {
        0 => "No solution possible".to_string(),
        1 => format!("{file}: {count}"),
        2 => format!("moves : {count}"),
        3 => format!("Total moves: {count}"),
        4 => odd_token(u)?,
        _ => format!("Minimum number of moves = {count}"),
    };
    let mut text = format!("{header}{}", line_end(u)?);
    let size_lines = u.ratio(3, 4)?;
    for _ in 0..u.int_in_range(0..=8)? {
        text.push_str(&board_text(u, n, size_lines)?);
        if u.ratio(3, 4)? {
            text.push_str(line_end(u)?);
        }
    }
    if u.ratio(1, 5)? {
        text.push_str(&odd_token(u)?.repeat(u.int_in_range(1..=1000)?));
    }
    Ok(text)
}

/// A trace: the reference's trace `reference` (its lines), mutated: lines dropped, repeated (up to
/// thousands of times), spoiled or swapped, and ended by any line ending.
///
/// # Errors
/// When the bytes run out.
pub fn trace_text(u: &mut Unstructured<'_>, reference: &[&str]) -> Result<String> {
    let mut lines: Vec<String> = reference.iter().map(|l| (*l).to_string()).collect();
    for _ in 0..u.int_in_range(0..=6)? {
        if lines.is_empty() {
            break;
        }
        let at = u.choose_index(lines.len())?;
        match u.int_in_range(0..=5)? {
            0 => {
                lines.remove(at);
            }
            1 => {
                let copies = u.int_in_range(1..=5000)?;
                let line = lines[at].clone();
                lines.splice(at..at, std::iter::repeat_n(line, copies));
            }
            2 => {
                let mut words: Vec<String> = lines[at].split(' ').map(str::to_string).collect();
                let word = u.choose_index(words.len())?;
                words[word] = odd_token(u)?;
                lines[at] = words.join(" ");
            }
            3 => {
                let other = u.choose_index(lines.len())?;
                lines.swap(at, other);
            }
            4 => lines[at] = lines[at].replacen("insert", "delmin", 1),
            _ => lines[at] = lines[at].replacen("delmin", "insert", 1),
        }
    }
    let mut text = String::new();
    for line in lines {
        text.push_str(&line);
        text.push_str(line_end(u)?);
    }
    Ok(text)
}
