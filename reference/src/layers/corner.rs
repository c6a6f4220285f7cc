//! [`finish`]: the last two tiles of a line, placed together. Pushed home one after the other, the
//! second would have to pass through the first (the line's end is a dead end once the cells before
//! it are fixed), so the usual manoeuvre brings both into a small window at the line's end and turns
//! them home together.
//!
//! The window, in the frame where the line is a row k and the board ends at column n - 1:
//!
//! ```text
//!   row k      .  A  B        A, B: the two tiles' home cells
//!   row k + 1  .  .  .
//!   row k + 2  .  .  .        columns n - 3 .. n - 1
//! ```
//!
//! Eight cells, and in them the two tiles and the blank: 336 arrangements (the other tiles are
//! anonymous, so they may end anywhere in the window). A breadth-first search over them, done once,
//! gives the fewest moves home from each, and the manoeuvre follows it down.

use std::sync::OnceLock;

use crate::layers::frame::Frame;
use crate::layers::position::{Position, home_tile};
use crate::layers::push::{bring, try_bring};
use crate::layers::route::Router;

/// The window's cells as (row, column) from (k, n - 3): A's and B's home cells first.
const WINDOW: [(usize, usize); 8] = [(0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)];

/// Where A is taken first (under its home cell), and where B is taken next if it is outside.
const A_PARK: usize = 3;
const B_PARK: usize = 7;

/// Marks an arrangement that cannot be reached (two things in one cell).
const NEVER: u8 = u8::MAX;

/// Puts the last two tiles of the frame's row `row` home and fixes them.
pub(crate) fn finish(position: &mut Position, router: &mut Router, frame: Frame, row: usize) {
    let n = frame.n();
    let cells: [usize; 8] = WINDOW.map(|(dr, dc)| frame.cell(row + dr, n - 3 + dc));
    let (a, b) = (home_tile(cells[0], n), home_tile(cells[1], n));
    let inside = |cell: usize| cells.contains(&cell);
    if position.cell_of(a) == cells[0] && position.cell_of(b) == cells[1] {
        position.fix(cells[0]);
        position.fix(cells[1]);
        return;
    }
    // One inside: bring the other in round it if it can; otherwise (or with both outside) park A first.
    let quick = match (inside(position.cell_of(a)), inside(position.cell_of(b))) {
        (true, true) => true,
        (true, false) => try_bring(position, router, b, cells[B_PARK], &[position.cell_of(a)], inside),
        (false, true) => try_bring(position, router, a, cells[A_PARK], &[position.cell_of(b)], inside),
        (false, false) => false,
    };
    if !quick {
        bring(position, router, a, cells[A_PARK], &[], |at| at == cells[A_PARK]);
        let parked = [cells[A_PARK]];
        bring(position, router, b, cells[B_PARK], &parked, inside);
    }
    if !inside(position.blank()) {
        enter(position, router, &cells, [position.cell_of(a), position.cell_of(b)]);
    }
    turn_home(position, &cells, a, b);
    position.fix(cells[0]);
    position.fix(cells[1]);
}

/// Takes the blank into the window without moving `keep`: to the nearest cell a simple shape reaches,
/// else to the nearest the breadth-first search reaches.
fn enter(position: &mut Position, router: &mut Router, cells: &[usize; 8], keep: [usize; 2]) {
    let n = position.n();
    let (row, col) = (position.blank() / n, position.blank() % n);
    let mut doors: Vec<usize> = cells.iter().copied().filter(|cell| !keep.contains(cell)).collect();
    doors.sort_by_key(|&cell| row.abs_diff(cell / n) + col.abs_diff(cell % n));
    let entered = doors.iter().any(|&door| router.route_by_shape(position, door, &keep))
        || doors.iter().any(|&door| router.route(position, door, &keep));
    assert!(entered, "the blank cannot reach the corner's window");
}

/// Follows the table from the arrangement in the window to A and B home.
fn turn_home(position: &mut Position, cells: &[usize; 8], a: u16, b: u16) {
    let index = |cell: usize| cells.iter().position(|&c| c == cell).expect("inside the window");
    let mut at = [index(position.cell_of(a)), index(position.cell_of(b)), index(position.blank())];
    let table = table();
    while table[state(at)] > 0 {
        let next = (0..8)
            .filter(|&to| adjacent(at[2], to))
            .map(|to| moved(at, to))
            .find(|&next| table[state(next)] + 1 == table[state(at)])
            .expect("an arrangement on the table has a move one nearer home");
        position.step(cells[next[2]]);
        at = next;
    }
}

/// The moves home from every arrangement (A's cell, B's cell, the blank's cell), by [`state`].
fn table() -> &'static [u8; 512] {
    static TABLE: OnceLock<[u8; 512]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [NEVER; 512];
        let mut queue: Vec<[usize; 3]> = (2..8).map(|blank| [0, 1, blank]).collect();
        for &home in &queue {
            table[state(home)] = 0;
        }
        let mut head = 0;
        while let Some(&at) = queue.get(head) {
            head += 1;
            for to in (0..8).filter(|&to| adjacent(at[2], to)) {
                let next = moved(at, to);
                if table[state(next)] == NEVER {
                    table[state(next)] = table[state(at)] + 1;
                    queue.push(next);
                }
            }
        }
        table
    })
}

/// The arrangement after the blank moves from its cell to the window cell `to`.
fn moved([a, b, blank]: [usize; 3], to: usize) -> [usize; 3] {
    let follow = |tile: usize| if tile == to { blank } else { tile };
    [follow(a), follow(b), to]
}

/// Whether window cells `i` and `j` are next to each other.
fn adjacent(i: usize, j: usize) -> bool {
    let ((r1, c1), (r2, c2)) = (WINDOW[i], WINDOW[j]);
    r1.abs_diff(r2) + c1.abs_diff(c2) == 1
}

/// The table index of an arrangement.
fn state([a, b, blank]: [usize; 3]) -> usize {
    a * 64 + b * 8 + blank
}

#[cfg(test)]
mod tests {
    use super::{NEVER, finish, state, table};
    use crate::board::Board;
    use crate::layers::frame::Frame;
    use crate::layers::position::{Position, home_tile};
    use crate::layers::route::Router;

    #[test]
    fn every_arrangement_in_the_window_turns_home() {
        let table = table();
        let arrangements: Vec<[usize; 3]> = (0..512)
            .map(|i| [i / 64, i / 8 % 8, i % 8])
            .filter(|[a, b, blank]| a != b && b != blank && a != blank)
            .collect();
        assert_eq!(arrangements.len(), 336);
        assert!(arrangements.iter().all(|&at| table[state(at)] != NEVER));
        let longest = arrangements.iter().map(|&at| table[state(at)]).max();
        assert!(longest < Some(40), "{longest:?}");
        // Both home: nothing to do, wherever the blank is.
        assert_eq!(table[state([0, 1, 7])], 0);
    }

    /// A 4x4 board with the first two cells of the top row fixed, after `finish` on the top row.
    #[track_caller]
    fn case(tiles: [u16; 16]) {
        let board = Board::from_tiles(4, &tiles).expect("a permutation");
        let mut position = Position::new(&board);
        position.fix(0);
        position.fix(1);
        finish(&mut position, &mut Router::new(16), Frame::rows(4), 0);
        for cell in 0..4 {
            assert_eq!(position.tile(cell), home_tile(cell, 4), "{board:?}: cell {cell}");
            assert!(position.is_fixed(cell), "{board:?}: cell {cell}");
        }
    }

    #[test]
    fn the_last_two_tiles_of_a_row_go_home_from_anywhere() {
        // Swapped in place: the case a tile at a time cannot do.
        case([1, 2, 4, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]);
        // Far away, in the bottom corners.
        case([1, 2, 0, 13, 5, 6, 7, 8, 9, 10, 11, 12, 4, 14, 15, 3]);
        // One home and the other far off: brought in round the first.
        case([1, 2, 3, 13, 5, 6, 7, 8, 9, 10, 11, 12, 4, 14, 15, 0]);
        // One home, the other under it.
        case([1, 2, 3, 8, 5, 6, 7, 4, 9, 10, 11, 12, 13, 14, 15, 0]);
        // Already home.
        case([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]);
    }
}
