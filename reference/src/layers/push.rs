//! [`bring`]: moves one tile toward a target cell a push at a time. A push takes the blank round the
//! tile to the cell ahead of it (the [`Router`] keeps it off the tile, the fixed cells and the cells
//! to keep still) and then into the tile's cell, so the tile slides one cell forward.
//!
//! Each push goes along the row or the column toward the target, whichever the blank reaches sooner:
//! a tile going diagonally takes a staircase, three moves a push, and one in a straight line five
//! (four round it, one to push). A tile never enters a fixed cell, so on the line being placed it
//! arrives at its own cell from below or along the free part of the line.

use crate::layers::position::Position;
use crate::layers::route::Router;

/// Pushes `tile` toward `target` until `done` holds for the cell it is in, never moving a tile in a
/// fixed cell or in `keep`.
///
/// # Panics
/// When the tile or the blank is walled in: the layer-by-layer placement never lets that happen.
pub(crate) fn bring(
    position: &mut Position,
    router: &mut Router,
    tile: u16,
    target: usize,
    keep: &[usize],
    done: impl Fn(usize) -> bool,
) {
    let arrived = try_bring(position, router, tile, target, keep, done);
    assert!(arrived, "tile {tile} is walled in on its way to cell {target}");
}

/// [`bring`], or `false` when the tile or the blank is walled in on the way (the pushes made so far
/// are kept: legal moves that disturbed no fixed tile).
pub(crate) fn try_bring(
    position: &mut Position,
    router: &mut Router,
    tile: u16,
    target: usize,
    keep: &[usize],
    done: impl Fn(usize) -> bool,
) -> bool {
    debug_assert!(keep.len() < 3, "at most two cells are kept still");
    loop {
        let at = position.cell_of(tile);
        if done(at) {
            return true;
        }
        let Some(ahead) = next_cell(position, at, target, keep) else { return false };
        let mut avoid = [at; 3];
        avoid[1..=keep.len()].copy_from_slice(keep);
        if !router.route(position, ahead, &avoid[..=keep.len()]) {
            return false;
        }
        position.step(at);
    }
}

/// The cell the tile in `at` goes to next on its way to `target`: one step along its row or its
/// column, free, and the one the blank reaches in fewer moves.
fn next_cell(position: &Position, at: usize, target: usize, keep: &[usize]) -> Option<usize> {
    let n = position.n();
    let (row, col) = (at / n, at % n);
    let (to_row, to_col) = (target / n, target % n);
    let vertical = (row != to_row).then(|| if to_row < row { at - n } else { at + n });
    let horizontal = (col != to_col).then(|| if to_col < col { at - 1 } else { at + 1 });
    let free = |cell: &usize| !position.is_fixed(*cell) && !keep.contains(cell);
    [vertical, horizontal].into_iter().flatten().filter(free).min_by_key(|&ahead| cost(position.blank(), at, ahead, n))
}

/// Moves for the blank from `blank` to `ahead` with the tile in `at` in the way: the Manhattan
/// distance, and two more when the tile stands between them in one line.
fn cost(blank: usize, at: usize, ahead: usize, n: usize) -> usize {
    let (br, bc, r, c, ar, ac) = (blank / n, blank % n, at / n, at % n, ahead / n, ahead % n);
    let between = |a: usize, x: usize, b: usize| a.min(b) < x && x < a.max(b);
    let blocked = (br == r && r == ar && between(bc, c, ac)) || (bc == c && c == ac && between(br, r, ar));
    br.abs_diff(ar) + bc.abs_diff(ac) + if blocked { 2 } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::{bring, cost};
    use crate::board::Board;
    use crate::layers::position::Position;
    use crate::layers::route::Router;

    #[track_caller]
    fn case(blank: usize, at: usize, ahead: usize, expected: usize) {
        assert_eq!(cost(blank, at, ahead, 5), expected, "blank {blank}, tile {at}, ahead {ahead}");
    }

    #[test]
    fn the_blank_goes_round_a_tile_between() {
        case(13, 12, 11, 4);
        case(11, 12, 13, 4);
        case(17, 12, 7, 4);
        case(11, 12, 7, 2);
        case(7, 12, 7, 0);
        case(10, 12, 11, 1);
    }

    /// Tile `tile` brought to `target` on a 5x5 board whose first `fixed` cells are fixed, from the
    /// board `tiles`; the moves it took.
    fn brought(tiles: &[u16], fixed: usize, tile: u16, target: usize) -> usize {
        let mut position = Position::new(&Board::from_tiles(5, tiles).expect("a permutation"));
        for cell in 0..fixed {
            position.fix(cell);
        }
        let mut router = Router::new(25);
        bring(&mut position, &mut router, tile, target, &[], |at| at == target);
        assert_eq!(position.cell_of(tile), target);
        assert!((0..fixed).all(|cell| position.tile(cell) == tiles[cell]), "a fixed tile moved");
        position.moves_made()
    }

    #[test]
    fn tiles_come_home_without_moving_a_fixed_one() {
        let goal: Vec<u16> = (1..25).chain([0]).collect();
        // Tile 3 from the bottom left corner to cell 2, the first two cells of the top row fixed: four
        // moves to the first push, a staircase of three pushes at three moves each, and the last two
        // pushes straight up at five each.
        let mut tiles = goal.clone();
        tiles.swap(2, 20);
        assert_eq!(brought(&tiles, 2, 3, 2), 23);
        // Tile 1 from the far end of the top row, pushed along it.
        let mut tiles = goal.clone();
        tiles.swap(0, 4);
        let moves = brought(&tiles, 0, 1, 0);
        assert!(moves <= 4 * 5 + 4, "{moves}");
        // Already home: nothing to do.
        assert_eq!(brought(&goal, 0, 7, 6), 0);
    }
}
