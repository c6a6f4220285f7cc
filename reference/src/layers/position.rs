//! [`Position`]: the layer-by-layer solver's working board. The tiles live in a mutable array with an
//! index from each tile to its cell, so a move costs a swap and two stores, whatever the board's size
//! (a [`Board`] would be rebuilt at every move, and a 127x127 route has millions). It keeps the
//! blank's moves as it makes them, and marks the cells the blank must not enter: the tiles already
//! home, and they stay fixed.

use crate::board::Board;
use crate::direction::Direction;

/// A board being solved in place.
#[derive(Debug, Clone)]
pub(crate) struct Position {
    n: usize,
    /// The tile in each cell, 0 for the blank.
    tiles: Vec<u16>,
    /// The cell of each tile (index 0 is the blank's).
    cells: Vec<u16>,
    /// Cells the blank may not enter.
    fixed: Vec<bool>,
    /// The blank's moves so far.
    moves: Vec<Direction>,
}

impl Position {
    /// The position of `board`, nothing fixed, no moves made.
    pub(crate) fn new(board: &Board) -> Position {
        let tiles = board.tiles();
        let mut cells = vec![0u16; tiles.len()];
        for (cell, &tile) in tiles.iter().enumerate() {
            // Cannot truncate: a board has at most 127 * 127 cells.
            cells[usize::from(tile)] = cell as u16;
        }
        let fixed = vec![false; tiles.len()];
        Position { n: board.dimension(), tiles, cells, fixed, moves: Vec::new() }
    }

    /// The board size.
    pub(crate) fn n(&self) -> usize {
        self.n
    }

    /// The blank's cell.
    pub(crate) fn blank(&self) -> usize {
        usize::from(self.cells[0])
    }

    /// The cell that holds `tile`.
    pub(crate) fn cell_of(&self, tile: u16) -> usize {
        usize::from(self.cells[usize::from(tile)])
    }

    /// The tile in `cell` (0 for the blank).
    pub(crate) fn tile(&self, cell: usize) -> u16 {
        self.tiles[cell]
    }

    /// Whether the blank may not enter `cell`.
    pub(crate) fn is_fixed(&self, cell: usize) -> bool {
        self.fixed[cell]
    }

    /// Forbids the blank `cell` (a tile home, or one a manoeuvre keeps still).
    pub(crate) fn fix(&mut self, cell: usize) {
        self.fixed[cell] = true;
    }

    /// Moves the blank into the neighbouring cell `to`, whose tile takes the blank's place.
    pub(crate) fn step(&mut self, to: usize) {
        let from = self.blank();
        let dir = if to + self.n == from {
            Direction::Up
        } else if to == from + self.n {
            Direction::Down
        } else if to + 1 == from && !from.is_multiple_of(self.n) {
            Direction::Left
        } else if to == from + 1 && !to.is_multiple_of(self.n) {
            Direction::Right
        } else {
            unreachable!("cell {to} is not next to the blank's cell {from}")
        };
        debug_assert!(!self.fixed[to], "the blank entered the fixed cell {to}");
        let tile = self.tiles[to];
        self.tiles.swap(from, to);
        // Cannot truncate: cells are below 127 * 127.
        self.cells[usize::from(tile)] = from as u16;
        self.cells[0] = to as u16;
        self.moves.push(dir);
    }

    /// The number of moves made so far.
    pub(crate) fn moves_made(&self) -> usize {
        self.moves.len()
    }

    /// Bytes the position holds (its arrays and the moves so far).
    pub(crate) fn bytes(&self) -> u64 {
        let arrays = self.tiles.capacity() * 2 + self.cells.capacity() * 2 + self.fixed.capacity();
        (arrays + self.moves.capacity() * std::mem::size_of::<Direction>()) as u64
    }

    /// Whether every tile is home.
    pub(crate) fn is_goal(&self) -> bool {
        let cells = self.tiles.len();
        self.tiles.iter().enumerate().all(|(i, &t)| usize::from(t) == (i + 1) % cells)
    }

    /// The blank's moves.
    pub(crate) fn into_moves(self) -> Vec<Direction> {
        self.moves
    }
}

/// The tile whose home is `cell` on an n x n board (0, the blank, for the last cell).
pub(crate) fn home_tile(cell: usize, n: usize) -> u16 {
    // Cannot truncate: cells are below 127 * 127.
    ((cell + 1) % (n * n)) as u16
}

#[cfg(test)]
mod tests {
    use super::{Position, home_tile};
    use crate::board::Board;
    use crate::direction::Direction;

    #[test]
    fn steps_move_the_blank_and_keep_the_index() {
        let board: Board = "3 1 2 3 4 0 5 7 8 6".parse().expect("valid");
        let mut position = Position::new(&board);
        assert_eq!((position.blank(), position.cell_of(5), position.tile(5)), (4, 5, 5));
        position.step(5);
        position.step(8);
        assert!(position.is_goal());
        assert_eq!((position.blank(), position.cell_of(5), position.cell_of(6)), (8, 4, 5));
        assert_eq!(position.moves_made(), 2);
        assert_eq!(position.into_moves(), [Direction::Right, Direction::Down]);
    }

    #[test]
    #[should_panic(expected = "is not next to the blank")]
    fn a_step_across_the_edge_is_refused() {
        // The blank in cell 3 (row 1, column 0) has no left neighbour; cell 2 is the end of row 0.
        let board: Board = "3 1 2 3 0 4 5 7 8 6".parse().expect("valid");
        Position::new(&board).step(2);
    }

    #[test]
    fn home_tiles_are_the_goal_order() {
        assert_eq!([0, 1, 8].map(|cell| home_tile(cell, 3)), [1, 2, 0]);
        assert_eq!(home_tile(16_128, 127), 0);
    }
}
