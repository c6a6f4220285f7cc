//! [`Layer`] and [`Phase`]: what each step of the layer-by-layer solver puts home, as data for a
//! caller that shows the route a phase at a time. [`Layer::sequence`] is the order for a board size:
//! row 0, column 0, row 1, column 1, ..., until a 3x3 block is left (a 2x2 board is a block already).

use std::ops::Range;

/// The cells one phase puts home (rows and columns 0-based, as [`Board::tile_at`](crate::Board::tile_at)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Layer {
    /// Row `r`, from column `r` to the right edge.
    Row(usize),
    /// Column `c`, from row `c + 1` to the bottom edge.
    Column(usize),
    /// The last `size` x `size` block, bottom right (3, or 2 on a 2x2 board), solved in the fewest
    /// moves.
    Block(usize),
}

impl Layer {
    /// The phases' layers for an n x n board, in order: `Row(0)`, `Column(0)`, ..., `Row(n - 4)`,
    /// `Column(n - 4)`, then `Block(3)`; a 3x3 board is one `Block(3)` and a 2x2 one `Block(2)`.
    #[must_use]
    pub fn sequence(n: usize) -> Vec<Layer> {
        let block = n.min(3);
        let lines = (0..n - block).flat_map(|k| [Layer::Row(k), Layer::Column(k)]);
        lines.chain([Layer::Block(block)]).collect()
    }

    /// The (row, column) of each cell this layer puts home on an n x n board, in reading order.
    #[must_use]
    pub fn cells(self, n: usize) -> Vec<(usize, usize)> {
        match self {
            Layer::Row(r) => (r..n).map(|col| (r, col)).collect(),
            Layer::Column(c) => (c + 1..n).map(|row| (row, c)).collect(),
            Layer::Block(size) => {
                let origin = n - size;
                (origin..n).flat_map(|row| (origin..n).map(move |col| (row, col))).collect()
            }
        }
    }
}

/// One phase of a layer-by-layer route: the layer it put home, and its moves.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Phase {
    /// What it put home; every layer of an earlier phase stays home throughout.
    pub layer: Layer,
    /// Its moves, as indices into the solution's
    /// [`directions`](crate::Solution::directions) (empty when the layer was home already). The
    /// board before move `i` is the solution's board `i`, so the phase's boards are
    /// `moves.start..=moves.end`.
    pub moves: Range<usize>,
}

#[cfg(test)]
mod tests {
    use super::Layer;

    #[track_caller]
    fn case(n: usize, expected: &[Layer]) {
        let sequence = Layer::sequence(n);
        assert_eq!(sequence, expected, "{n}x{n}");
        // The layers cover the board once.
        let mut cells: Vec<(usize, usize)> = sequence.iter().flat_map(|layer| layer.cells(n)).collect();
        cells.sort_unstable();
        cells.dedup();
        assert_eq!(cells.len(), n * n, "{n}x{n}");
    }

    #[test]
    fn rows_and_columns_alternate_down_to_the_last_block() {
        use Layer::{Block, Column, Row};
        case(2, &[Block(2)]);
        case(3, &[Block(3)]);
        case(4, &[Row(0), Column(0), Block(3)]);
        case(6, &[Row(0), Column(0), Row(1), Column(1), Row(2), Column(2), Block(3)]);
        assert_eq!(Layer::sequence(127).len(), 2 * 124 + 1);
        assert_eq!(Layer::Column(1).cells(4), [(2, 1), (3, 1)]);
        assert_eq!(Layer::Row(2).cells(4), [(2, 2), (2, 3)]);
    }
}
