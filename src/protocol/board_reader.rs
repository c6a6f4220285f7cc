//! [`BoardReader`]: the boards after a move count, read a line at a time: blocks of the size `n` and
//! n*n tiles (or, as a near miss, just the tiles), in any spacing, up to the first line that is not
//! numbers. Tiles are kept two bytes each, so reading costs memory within a small multiple of the
//! output however much of it there is.

use crate::protocol::answer::{Boards, OutputProblem};

/// Reads the boards of an n x n puzzle.
pub(crate) struct BoardReader {
    n: usize,
    cells: usize,
    /// Whether each board starts with its size line; decided by the first line.
    with_size: Option<bool>,
    /// Numbers read of the board in progress (its size included).
    position: usize,
    tiles: Vec<u16>,
    /// Whether the boards so far are laid out as Solver.main prints them.
    shaped: bool,
    /// Non-blank lines of the board in progress.
    board_lines: usize,
    /// A board just ended: Solver.main prints a blank line next.
    want_blank: bool,
}

impl BoardReader {
    pub(crate) fn new(n: usize) -> BoardReader {
        let cells = n * n;
        BoardReader {
            n,
            cells,
            with_size: None,
            position: 0,
            tiles: Vec::new(),
            shaped: true,
            board_lines: 0,
            want_blank: false,
        }
    }

    /// Reads line `number`; false when it is not numbers (the boards end before it).
    ///
    /// # Errors
    /// [`OutputProblem::Boards`] when a board does not start with its size where the first one did.
    pub(crate) fn feed(&mut self, number: usize, line: &str) -> Result<bool, OutputProblem> {
        let mut numbers = Vec::new();
        for token in line.split_whitespace() {
            match token.parse::<u64>() {
                Ok(number) => numbers.push(number),
                Err(_) => return Ok(false),
            }
        }
        if numbers.is_empty() {
            self.shaped &= std::mem::take(&mut self.want_blank);
            return Ok(true);
        }
        let with_size = *self.with_size.get_or_insert_with(|| {
            numbers[0] == self.n as u64 && (numbers.len() == 1 || numbers.len().is_multiple_of(self.cells + 1))
        });
        let expected = if self.board_lines == 0 && with_size { 1 } else { self.n };
        self.shaped &= !self.want_blank && numbers.len() == expected;
        self.want_blank = false;
        self.board_lines += 1;
        for value in numbers {
            if with_size && self.position == 0 && value != self.n as u64 {
                return Err(OutputProblem::Boards { n: self.n, line: Some(number) });
            }
            self.take(value, with_size);
        }
        Ok(true)
    }

    /// One number of the board in progress.
    fn take(&mut self, number: u64, with_size: bool) {
        if !(with_size && self.position == 0) {
            self.tiles.push(u16::try_from(number).unwrap_or(u16::MAX));
        }
        self.position += 1;
        if self.position == self.cells + usize::from(with_size) {
            self.shaped &= self.board_lines == if with_size { self.n + 1 } else { self.n };
            (self.position, self.board_lines, self.want_blank) = (0, 0, true);
        }
    }

    /// The boards, whether they are laid out as Solver.main prints them, and whether they have size
    /// lines; `stop` is the line that ended the block (`None`: the end of the output).
    ///
    /// # Errors
    /// [`OutputProblem::Boards`] when the numbers end part-way through a board.
    pub(crate) fn finish(self, stop: Option<usize>) -> Result<(Boards, bool, bool), OutputProblem> {
        if self.position != 0 {
            return Err(OutputProblem::Boards { n: self.n, line: stop });
        }
        let boards = Boards { cells: self.cells, tiles: self.tiles };
        Ok((boards, self.shaped, self.with_size.unwrap_or(true)))
    }
}

#[cfg(test)]
mod tests {
    use super::BoardReader;
    use crate::protocol::answer::OutputProblem;

    /// (tiles, shaped, with size) of `lines`, or the error.
    fn read(n: usize, lines: &[&str]) -> Result<(Vec<u16>, bool, bool), OutputProblem> {
        let mut reader = BoardReader::new(n);
        let mut stop = None;
        for (i, line) in lines.iter().enumerate() {
            if !reader.feed(i + 1, line)? {
                stop = Some(i + 1);
                break;
            }
        }
        reader.finish(stop).map(|(boards, shaped, sized)| (boards.tiles, shaped, sized))
    }

    #[test]
    fn reads_every_layout_and_says_which_is_solver_main_s() {
        let shaped = ["2", " 1  2 ", " 3  0 ", "", "2", " 1  2", " 0  3", ""];
        assert_eq!(read(2, &shaped), Ok((vec![1, 2, 3, 0, 1, 2, 0, 3], true, true)));
        assert_eq!(read(2, &["2", "1 2", "3 0", "2", "1 2", "0 3"]), Ok((vec![1, 2, 3, 0, 1, 2, 0, 3], false, true)));
        assert_eq!(read(2, &["2 1 2 3 0", "2 1 2 0 3"]), Ok((vec![1, 2, 3, 0, 1, 2, 0, 3], false, true)));
        assert_eq!(read(2, &["1 2", "3 0", "1 2", "0 3"]).map(|r| r.2), Ok(false));
        assert_eq!(read(2, &["2", "1 2", "3 0", "", "Solved!"]).map(|r| r.0.len()), Ok(4));
    }

    #[test]
    fn a_board_cut_short_names_the_line_that_stopped_the_reading() {
        assert_eq!(read(3, &["3", "1 2 3", "4 5", "done"]), Err(OutputProblem::Boards { n: 3, line: Some(4) }));
        assert_eq!(read(3, &["3", "1 2 3", "4 5"]), Err(OutputProblem::Boards { n: 3, line: None }));
        assert_eq!(
            read(2, &["2", "1 2", "3 0", "3", "1 2", "0 3"]),
            Err(OutputProblem::Boards { n: 2, line: Some(4) })
        );
        // Too large for u64: not numbers, so the board ends unfinished at that line.
        let huge = read(2, &["2", "1 2", "3 99999999999999999999999"]);
        assert_eq!(huge, Err(OutputProblem::Boards { n: 2, line: Some(3) }));
        // A tile too large for u16 is kept as an impossible tile, for the path check to refuse.
        assert_eq!(read(2, &["2", "1 70000", "3 0"]).map(|r| r.0), Ok(vec![1, u16::MAX, 3, 0]));
    }
}
