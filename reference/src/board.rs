//! [`Board`]: an n x n slider-puzzle position, stored compactly, with the Princeton `Board` API.
//!
//! Boards of up to 16 cells live in one `u64` (four bits a tile), boards up to 15x15 in one byte a tile and
//! larger ones in two (see [`packing`](crate::packing)); a `Board` is immutable, and every operation that
//! moves a tile returns a new one.

use std::fmt;
use std::path::Path;
use std::str::FromStr;

use crate::direction::{Direction, NeighborOrder};
use crate::error::{LoadBoardError, LoadErrorKind, ParseBoardError, TilesError};
use crate::heuristic;
use crate::packing::{Nibbles, Packing};
use crate::{parse, solvability};

/// The smallest board size.
pub const MIN_SIZE: usize = 2;
/// The largest board size.
pub const MAX_SIZE: usize = 127;

/// An n x n puzzle position: tiles 1..n*n-1 and the blank, 0.
///
/// Equality and hashing compare the tiles. `Display` writes the Princeton `toString` text.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    n: u8,
    blank: u16,
    cells: Cells,
}

/// The packed tiles, in the form [`Board::packing_for`] picks for the size.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) enum Cells {
    Nibbles(u64),
    Bytes(Box<[u8]>),
    Wide(Box<[u16]>),
}

/// Which packing a board of a given size uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PackingKind {
    Nibbles,
    Bytes,
    Wide,
}

impl Board {
    /// Builds a board from its n*n tiles in row-major order, checking that they are a permutation of
    /// 0..n*n.
    ///
    /// # Errors
    /// [`TilesError`] if n is outside 2..=127, the count is not n*n, or a tile repeats or is out of range.
    pub fn from_tiles(n: usize, tiles: &[u16]) -> Result<Board, TilesError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
            return Err(TilesError::SizeOutOfRange(n));
        }
        let cells = n * n;
        if tiles.len() != cells {
            return Err(TilesError::WrongCount { n, expected: cells, found: tiles.len() });
        }
        let mut seen = vec![false; cells];
        for &tile in tiles {
            let tile = usize::from(tile);
            let problem = match seen.get(tile) {
                None => "out of range",
                Some(true) => "repeated",
                Some(false) => {
                    seen[tile] = true;
                    continue;
                }
            };
            return Err(TilesError::NotAPermutation { cells, tile, problem });
        }
        Ok(Board::from_valid_tiles(n, tiles))
    }

    /// Builds a board from tiles already known to be a permutation of 0..n*n.
    pub(crate) fn from_valid_tiles(n: usize, tiles: &[u16]) -> Board {
        debug_assert_eq!(tiles.len(), n * n);
        let blank = tiles.iter().position(|&t| t == 0).expect("a permutation of 0..n*n holds the blank");
        let cells = match Board::packing_for(n) {
            PackingKind::Nibbles => {
                let mut word = [0u64];
                for (i, &t) in tiles.iter().enumerate() {
                    Nibbles::set(&mut word, i, t);
                }
                Cells::Nibbles(word[0])
            }
            // Cannot truncate: `Bytes` is only chosen when every tile is below 256.
            PackingKind::Bytes => Cells::Bytes(tiles.iter().map(|&t| t as u8).collect()),
            PackingKind::Wide => Cells::Wide(tiles.into()),
        };
        Board { n: n as u8, blank: blank as u16, cells }
    }

    /// The solved board: tiles 1..n*n-1 in row-major order, blank last.
    ///
    /// # Panics
    /// If n is outside 2..=127.
    #[must_use]
    pub fn goal(n: usize) -> Board {
        assert!((MIN_SIZE..=MAX_SIZE).contains(&n), "board size {n} is outside 2..=127");
        let cells = n * n;
        let tiles: Vec<u16> = (1..cells).chain([0]).map(|t| t as u16).collect();
        Board::from_valid_tiles(n, &tiles)
    }

    /// Reads a puzzle file (the size n, then n*n tiles).
    ///
    /// # Errors
    /// [`LoadBoardError`], naming the file and, for bad contents, the line and the problem.
    pub fn from_file(path: impl AsRef<Path>) -> Result<Board, LoadBoardError> {
        let path = path.as_ref();
        let fail = |kind| LoadBoardError { path: path.to_path_buf(), kind };
        let bytes = std::fs::read(path).map_err(|e| fail(LoadErrorKind::Io(e)))?;
        // Invalid UTF-8 becomes replacement characters, which the parser reports as a bad token.
        let text = String::from_utf8_lossy(&bytes);
        parse::parse_board(&text).map_err(|e| fail(LoadErrorKind::Parse(e)))
    }

    /// Which packing a board of size n uses.
    pub(crate) fn packing_for(n: usize) -> PackingKind {
        if n * n <= 16 {
            PackingKind::Nibbles
        } else if n * n <= 256 {
            PackingKind::Bytes
        } else {
            PackingKind::Wide
        }
    }

    /// Bytes the board holds outside its own inline size (the tiles of boards above 4x4).
    pub(crate) fn heap_bytes(&self) -> usize {
        match &self.cells {
            Cells::Nibbles(_) => 0,
            Cells::Bytes(tiles) => tiles.len(),
            Cells::Wide(tiles) => tiles.len() * 2,
        }
    }

    /// Which packing this board uses.
    pub(crate) fn packing(&self) -> PackingKind {
        Board::packing_for(self.dimension())
    }

    /// The board size n.
    #[must_use]
    pub fn dimension(&self) -> usize {
        usize::from(self.n)
    }

    /// The number of cells, n*n.
    #[must_use]
    pub fn cells(&self) -> usize {
        self.dimension() * self.dimension()
    }

    /// The tile in cell `i` (row-major), 0 for the blank.
    ///
    /// # Panics
    /// If `i >= n*n`.
    #[must_use]
    pub fn tile(&self, i: usize) -> u16 {
        assert!(i < self.cells(), "cell {i} is outside a {0}x{0} board", self.n);
        match &self.cells {
            Cells::Nibbles(w) => Nibbles::get(std::slice::from_ref(w), i),
            Cells::Bytes(b) => u16::from(b[i]),
            Cells::Wide(w) => w[i],
        }
    }

    /// The tile at (row, col), 0-based, 0 for the blank (Princeton `tileAt`).
    ///
    /// # Panics
    /// If row or col is outside the board.
    #[must_use]
    pub fn tile_at(&self, row: usize, col: usize) -> u16 {
        let n = self.dimension();
        assert!(row < n && col < n, "({row}, {col}) is outside a {n}x{n} board");
        self.tile(row * n + col)
    }

    /// The tiles in row-major order.
    #[must_use]
    pub fn tiles(&self) -> Vec<u16> {
        (0..self.cells()).map(|i| self.tile(i)).collect()
    }

    /// The blank's cell, row-major.
    #[must_use]
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
    }

    /// The number of tiles out of place (Princeton `hamming`).
    #[must_use]
    pub fn hamming(&self) -> u32 {
        heuristic::hamming(self)
    }

    /// The sum of the tiles' Manhattan distances to their goal cells (Princeton `manhattan`).
    #[must_use]
    pub fn manhattan(&self) -> u32 {
        heuristic::manhattan(self)
    }

    /// Whether this is the goal board.
    #[must_use]
    pub fn is_goal(&self) -> bool {
        let last = self.cells() - 1;
        self.blank() == last && (0..last).all(|i| usize::from(self.tile(i)) == i + 1)
    }

    /// Whether the goal can be reached, by inversion parity (computed in linear time).
    #[must_use]
    pub fn is_solvable(&self) -> bool {
        solvability::is_solvable(self)
    }

    /// The board after the blank moves in `dir`, or `None` at the edge.
    #[must_use]
    pub fn slide(&self, dir: Direction) -> Option<Board> {
        let to = dir.step(self.blank(), self.dimension())?;
        Some(self.swapped(self.blank(), to))
    }

    /// The neighbouring boards (one move away), in the given order of the blank's moves.
    #[must_use]
    pub fn neighbors(&self, order: NeighborOrder) -> Vec<Board> {
        order.directions().iter().filter_map(|&d| self.slide(d)).collect()
    }

    /// The direction the blank moves in to turn this board into `other`, if they are one move apart.
    #[must_use]
    pub fn direction_to(&self, other: &Board) -> Option<Direction> {
        if other.n != self.n {
            return None;
        }
        Direction::ALL.into_iter().find(|&d| self.slide(d).as_ref() == Some(other))
    }

    /// The Princeton reference twin: the tiles at (0,0) and (0,1) swapped when both are tiles, otherwise
    /// the last two cells of the last row. Exactly one of a board and its twin is solvable.
    #[must_use]
    pub fn twin(&self) -> Board {
        let (a, b) = if self.tile(0) != 0 && self.tile(1) != 0 { (0, 1) } else { (self.cells() - 2, self.cells() - 1) };
        self.swapped(a, b)
    }

    /// This board with cells `a` and `b` exchanged.
    fn swapped(&self, a: usize, b: usize) -> Board {
        let mut tiles = self.tiles();
        tiles.swap(a, b);
        Board::from_valid_tiles(self.dimension(), &tiles)
    }

    /// The cells as words of packing `P`; `P` must be the packing of this board's size.
    pub(crate) fn pack<P: Packing>(&self) -> Vec<P::Word> {
        let mut words = vec![P::Word::default(); P::words(self.cells())];
        for i in 0..self.cells() {
            P::set(&mut words, i, self.tile(i));
        }
        words
    }

    /// The board whose cells are `words` in packing `P`.
    pub(crate) fn unpack<P: Packing>(n: usize, words: &[P::Word]) -> Board {
        let tiles: Vec<u16> = (0..n * n).map(|i| P::get(words, i)).collect();
        Board::from_valid_tiles(n, &tiles)
    }

    /// The width of one tile in the Princeton text: max(2, digits of n*n-1).
    fn tile_width(&self) -> usize {
        (self.cells() - 1).to_string().len().max(2)
    }
}

impl FromStr for Board {
    type Err = ParseBoardError;

    /// Parses puzzle text: the size n, then n*n tiles, separated by any whitespace.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse::parse_board(s)
    }
}

impl fmt::Display for Board {
    /// The Princeton `toString`: n, then each row with every tile right-aligned and followed by a space.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.dimension();
        let width = self.tile_width();
        writeln!(f, "{n}")?;
        for row in 0..n {
            for col in 0..n {
                write!(f, "{:>width$} ", self.tile_at(row, col))?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.dimension();
        let rows: Vec<String> =
            (0..n).map(|r| (0..n).map(|c| self.tile_at(r, c).to_string()).collect::<Vec<_>>().join(" ")).collect();
        write!(f, "Board({n}: {})", rows.join(" / "))
    }
}

impl Default for Board {
    /// The 3x3 goal.
    fn default() -> Self {
        Board::goal(3)
    }
}

#[cfg(test)]
mod tests {
    use super::Board;
    use crate::direction::{Direction, NeighborOrder};

    fn board(text: &str) -> Board {
        text.parse().expect("test boards are valid")
    }

    #[test]
    fn display_matches_the_princeton_to_string() {
        assert_eq!(board("3 0 1 3 4 2 5 7 8 6").to_string(), "3\n 0  1  3 \n 4  2  5 \n 7  8  6 \n");
        assert_eq!(board("2 1 2 3 0").to_string(), "2\n 1  2 \n 3  0 \n");
        // 10x10: the largest tile, 99, still fits the minimum width of two.
        let goal10 = Board::goal(10).to_string();
        assert!(goal10.starts_with("10\n 1  2  3 "), "{goal10}");
        assert!(goal10.ends_with(" 98 99  0 \n"), "{goal10}");
        // 11x11: tile 120 needs three columns.
        let goal11 = Board::goal(11).to_string();
        assert!(goal11.starts_with("11\n  1   2 "), "{goal11}");
        assert!(goal11.ends_with("119 120   0 \n"), "{goal11}");
    }

    #[test]
    fn accessors_read_the_tiles() {
        let b = board("3 8 1 3 4 0 2 7 6 5");
        assert_eq!(b.dimension(), 3);
        assert_eq!(b.tile_at(0, 0), 8);
        assert_eq!(b.tile_at(1, 2), 2);
        assert_eq!(b.tile_at(2, 2), 5);
        assert_eq!(b.blank(), 4);
        assert_eq!(b.tiles(), vec![8, 1, 3, 4, 0, 2, 7, 6, 5]);
        assert!(!b.is_goal());
        assert!(Board::goal(3).is_goal());
        assert!(Board::goal(16).is_goal());
        assert!(Board::goal(127).is_goal());
    }

    #[test]
    fn every_size_round_trips_through_its_packing() {
        for n in [2, 3, 4, 5, 15, 16, 17, 127] {
            let goal = Board::goal(n);
            let tiles = goal.tiles();
            assert_eq!(Board::from_tiles(n, &tiles), Ok(goal.clone()), "n = {n}");
            assert_eq!(goal.to_string().parse::<Board>(), Ok(goal), "n = {n}");
        }
    }

    #[test]
    fn from_tiles_rejects_what_is_not_a_board() {
        assert!(Board::from_tiles(1, &[0]).is_err());
        assert!(Board::from_tiles(128, &[]).is_err());
        assert!(Board::from_tiles(2, &[0, 1, 2]).is_err());
        assert!(Board::from_tiles(2, &[0, 1, 1, 3]).is_err());
        assert!(Board::from_tiles(2, &[0, 1, 2, 4]).is_err());
    }

    #[track_caller]
    fn neighbours(text: &str, order: NeighborOrder, expected: &[&str]) {
        let got = board(text).neighbors(order);
        let want: Vec<Board> = expected.iter().map(|t| board(t)).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn neighbours_follow_the_chosen_order() {
        use NeighborOrder::{Checklist, Princeton};
        // Blank in the corner: down and right only.
        neighbours("3 0 1 3 4 2 5 7 8 6", Checklist, &["3 4 1 3 0 2 5 7 8 6", "3 1 0 3 4 2 5 7 8 6"]);
        neighbours("3 0 1 3 4 2 5 7 8 6", Princeton, &["3 4 1 3 0 2 5 7 8 6", "3 1 0 3 4 2 5 7 8 6"]);
        // Blank in the centre: all four.
        let centre = "3 1 2 3 4 0 5 7 8 6";
        let (up, left, down, right) =
            ("3 1 0 3 4 2 5 7 8 6", "3 1 2 3 0 4 5 7 8 6", "3 1 2 3 4 8 5 7 0 6", "3 1 2 3 4 5 0 7 8 6");
        neighbours(centre, Checklist, &[up, left, down, right]);
        neighbours(centre, Princeton, &[down, right, left, up]);
        // Blank at the bottom edge: no down.
        neighbours("2 1 2 0 3", Checklist, &["2 0 2 1 3", "2 1 2 3 0"]);
    }

    #[test]
    fn direction_to_finds_single_moves_only() {
        let b = board("3 1 2 3 4 0 5 7 8 6");
        for dir in Direction::ALL {
            let next = b.slide(dir).expect("the centre can move anywhere");
            assert_eq!(b.direction_to(&next), Some(dir));
        }
        assert_eq!(b.direction_to(&b), None);
        assert_eq!(b.direction_to(&Board::goal(3)), None);
        assert_eq!(b.direction_to(&Board::goal(4)), None);
    }

    #[track_caller]
    fn twin(text: &str, expected: &str) {
        assert_eq!(board(text).twin(), board(expected));
    }

    #[test]
    fn twin_swaps_the_first_two_tiles_or_the_last_two_cells() {
        twin("3 1 2 3 4 5 6 7 8 0", "3 2 1 3 4 5 6 7 8 0");
        twin("3 0 1 3 4 2 5 7 8 6", "3 0 1 3 4 2 5 7 6 8");
        twin("3 1 0 3 4 2 5 7 8 6", "3 1 0 3 4 2 5 7 6 8");
        // The 31-move board: both first-row cells are tiles.
        twin("3 8 6 7 2 5 4 3 0 1", "3 6 8 7 2 5 4 3 0 1");
        twin("2 0 1 2 3", "2 0 1 3 2");
        twin("2 1 0 2 3", "2 1 0 3 2");
    }

    #[test]
    fn twin_flips_solvability() {
        for text in
            ["3 0 1 3 4 2 5 7 8 6", "3 8 6 7 2 5 4 3 0 1", "2 1 0 2 3", "4 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"]
        {
            let b = board(text);
            assert_ne!(b.is_solvable(), b.twin().is_solvable(), "{text}");
        }
    }
}
