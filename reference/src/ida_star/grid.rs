//! [`Grid`]: the mutable board IDA* walks on, with the tiles' cells kept beside the cells' tiles so that
//! pattern-database lookups find their tiles without scanning.
//!
//! [`PackedGrid`] keeps a board of at most 16 cells (2x2 to 4x4) and its inverse in two `u64`s, four bits
//! a cell; [`TileGrid`] keeps any size in two vectors. IDA* is generic over the two, so the 4x4 search
//! compiles to shifts and masks on registers.

use crate::board::Board;

/// A board that one move at a time changes in place.
pub(crate) trait Grid {
    /// The tile in `cell`, 0 for the blank.
    fn tile(&self, cell: usize) -> u16;

    /// The cell holding `tile` (the blank's for 0).
    fn cell_of(&self, tile: u16) -> usize;

    /// Slides the tile in `cell`, which must be next to the blank, into the blank.
    fn slide(&mut self, cell: usize);
}

/// Boards of at most 16 cells: `board` holds tile of cell i in nibble i, `cells` the cell of tile t in
/// nibble t.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PackedGrid {
    board: u64,
    cells: u64,
}

impl PackedGrid {
    /// The grid of `board`, which must have at most 16 cells.
    pub(crate) fn new(board: &Board) -> Self {
        debug_assert!(board.cells() <= 16);
        let (mut packed, mut cells) = (0u64, 0u64);
        for (cell, tile) in board.tiles().into_iter().enumerate() {
            packed |= u64::from(tile) << (4 * cell);
            cells |= (cell as u64) << (4 * tile);
        }
        PackedGrid { board: packed, cells }
    }
}

impl Grid for PackedGrid {
    #[inline(always)]
    fn tile(&self, cell: usize) -> u16 {
        ((self.board >> (4 * cell)) & 0xF) as u16
    }

    #[inline(always)]
    fn cell_of(&self, tile: u16) -> usize {
        ((self.cells >> (4 * tile)) & 0xF) as usize
    }

    #[inline(always)]
    fn slide(&mut self, cell: usize) {
        let blank = self.cell_of(0);
        let tile = u64::from(self.tile(cell));
        // The blank's nibble is 0, so XOR moves the tile across; in `cells` the tile and the blank
        // exchange cells.
        self.board ^= (tile << (4 * cell)) ^ (tile << (4 * blank));
        let swap = (blank ^ cell) as u64;
        self.cells ^= (swap << (4 * tile)) | swap;
    }
}

/// Boards of any size: the tiles by cell and the cells by tile.
#[derive(Debug, Clone)]
pub(crate) struct TileGrid {
    tiles: Vec<u16>,
    cells: Vec<u16>,
}

impl TileGrid {
    /// The grid of `board`.
    pub(crate) fn new(board: &Board) -> Self {
        let tiles = board.tiles();
        let mut cells = vec![0u16; tiles.len()];
        for (cell, &tile) in tiles.iter().enumerate() {
            // Cannot truncate: a cell index is below 127 * 127.
            cells[usize::from(tile)] = cell as u16;
        }
        TileGrid { tiles, cells }
    }
}

impl Grid for TileGrid {
    #[inline(always)]
    fn tile(&self, cell: usize) -> u16 {
        self.tiles[cell]
    }

    #[inline(always)]
    fn cell_of(&self, tile: u16) -> usize {
        usize::from(self.cells[usize::from(tile)])
    }

    #[inline(always)]
    fn slide(&mut self, cell: usize) {
        let blank = self.cell_of(0);
        let tile = self.tiles[cell];
        self.tiles.swap(blank, cell);
        // Cannot truncate: cell indices are below 127 * 127.
        self.cells[usize::from(tile)] = blank as u16;
        self.cells[0] = cell as u16;
    }
}

#[cfg(test)]
mod tests {
    use super::{Grid, PackedGrid, TileGrid};
    use crate::board::Board;
    use crate::direction::Direction;

    /// Walks both grids and a `Board` along the same route and compares every cell and tile.
    fn agrees(n: usize) {
        let mut board = Board::goal(n);
        let mut packed = (n <= 4).then(|| PackedGrid::new(&board));
        let mut wide = TileGrid::new(&board);
        let mut state = 77_u64 + n as u64;
        for _ in 0..300 {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let Some(next) = board.slide(Direction::ALL[(state >> 62) as usize]) else { continue };
            let cell = next.blank();
            wide.slide(cell);
            if let Some(p) = packed.as_mut() {
                p.slide(cell);
            }
            board = next;
            for cell in 0..board.cells() {
                let tile = board.tile(cell);
                assert_eq!((wide.tile(cell), wide.cell_of(tile)), (tile, cell), "{board:?}");
                if let Some(p) = packed {
                    assert_eq!((p.tile(cell), p.cell_of(tile)), (tile, cell), "{board:?}");
                }
            }
        }
    }

    #[test]
    fn grids_follow_the_board_through_a_random_walk() {
        for n in [2, 3, 4, 5, 7] {
            agrees(n);
        }
    }
}
