//! [`Frame`]: the board seen so that the line being placed is a row. A row is placed on the board as
//! it is; a column on its transpose, where it becomes a row, so that one procedure places both. The
//! transpose keeps cells next to each other next to each other, so the blank's moves are the same.

/// The board as the line placer sees it: rows are rows, or rows are columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Frame {
    n: usize,
    transposed: bool,
}

impl Frame {
    /// The board as it is, for placing a row.
    pub(crate) fn rows(n: usize) -> Frame {
        Frame { n, transposed: false }
    }

    /// The transposed board, for placing a column.
    pub(crate) fn columns(n: usize) -> Frame {
        Frame { n, transposed: true }
    }

    /// The board size.
    pub(crate) fn n(self) -> usize {
        self.n
    }

    /// The board's cell at the frame's (row, col).
    pub(crate) fn cell(self, row: usize, col: usize) -> usize {
        debug_assert!(row < self.n && col < self.n, "({row}, {col}) is off a {0}x{0} board", self.n);
        if self.transposed { col * self.n + row } else { row * self.n + col }
    }
}

#[cfg(test)]
mod tests {
    use super::Frame;

    #[track_caller]
    fn case(frame: Frame, row: usize, col: usize, expected: usize) {
        assert_eq!(frame.cell(row, col), expected, "{frame:?} at ({row}, {col})");
    }

    #[test]
    fn a_column_frame_reads_columns_as_rows() {
        case(Frame::rows(4), 0, 3, 3);
        case(Frame::rows(4), 2, 1, 9);
        case(Frame::columns(4), 0, 3, 12);
        case(Frame::columns(4), 2, 1, 6);
        case(Frame::columns(4), 3, 3, 15);
    }
}
