//! [`place`]: puts one line home, a row or (in a transposed [`Frame`]) a column, and fixes it. The
//! tiles go home one by one from the line's start, each fixed as it arrives; the last two need each
//! other's help, and the [corner](crate::layers::corner) places them together.

use crate::layers::corner;
use crate::layers::frame::Frame;
use crate::layers::position::{Position, home_tile};
use crate::layers::push::bring;
use crate::layers::route::Router;

/// Puts the frame's row `row` home from column `start` to the right edge and fixes it. Everything
/// above the row and left of `start` must be home and fixed, with at least four rows and three
/// columns free below and right of them (the corner's room).
pub(crate) fn place(position: &mut Position, router: &mut Router, frame: Frame, row: usize, start: usize) {
    let n = frame.n();
    debug_assert!(n - row >= 4 && n - start >= 3, "row {row} from column {start} of {n}x{n} has no room");
    for col in start..n - 2 {
        let cell = frame.cell(row, col);
        bring(position, router, home_tile(cell, n), cell, &[], |at| at == cell);
        position.fix(cell);
    }
    corner::finish(position, router, frame, row);
}

#[cfg(test)]
mod tests {
    use super::place;
    use crate::generate::random_boards;
    use crate::layers::frame::Frame;
    use crate::layers::position::{Position, home_tile};
    use crate::layers::route::Router;

    #[track_caller]
    fn case(n: usize, frame: fn(usize) -> Frame, row: usize, start: usize, seed: u64) {
        for board in random_boards(n, 20, seed) {
            let mut position = Position::new(&board);
            let mut router = Router::new(n * n);
            place(&mut position, &mut router, frame(n), row, start);
            for col in start..n {
                let cell = frame(n).cell(row, col);
                assert_eq!(position.tile(cell), home_tile(cell, n), "{board:?}: cell {cell}");
                assert!(position.is_fixed(cell));
            }
        }
    }

    #[test]
    fn the_first_row_and_column_of_random_boards_go_home() {
        case(4, Frame::rows, 0, 0, 1);
        case(5, Frame::rows, 0, 0, 2);
        case(9, Frame::columns, 0, 0, 3);
        case(12, Frame::rows, 0, 0, 4);
    }
}
