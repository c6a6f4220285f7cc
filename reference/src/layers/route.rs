//! [`Router`]: takes the blank to a cell without entering a fixed cell or a cell it is told to avoid
//! (the tile being pushed, a tile a manoeuvre keeps still).
//!
//! Nearly every route is one of a few straight-line shapes: an L (along the blank's column, then the
//! target's row, or the other way round) or a Z through a row or column next to either end, which is
//! how the blank goes round the tile it pushes. The shortest shape whose cells are all free is walked;
//! its check costs no more than the walk. When none is free (near the fixed cells of a corner), a
//! breadth-first search over the board finds the route, with generation stamps so that it never
//! clears its tables.

use crate::layers::position::Position;

/// The middle waypoints of a route shape (repeated where a shape has fewer): the blank's cell and the
/// target are the ends, and each leg between two waypoints is straight.
type Shape = [(usize, usize); 3];

/// Scratch space for routing the blank, kept across the whole solve.
#[derive(Debug, Clone)]
pub(crate) struct Router {
    /// The search generation that last reached each cell.
    stamp: Vec<u32>,
    /// The cell each cell was reached from, in the current generation.
    parent: Vec<u32>,
    /// The search's queue, and afterwards the route backwards.
    queue: Vec<u32>,
    generation: u32,
    /// The shapes being tried.
    shapes: Vec<Shape>,
    /// Routes that needed the breadth-first search.
    pub(crate) searches: u64,
}

impl Router {
    /// A router for boards of `cells` cells.
    pub(crate) fn new(cells: usize) -> Router {
        let (stamp, parent) = (vec![0; cells], vec![0; cells]);
        Router { stamp, parent, queue: Vec::new(), generation: 0, shapes: Vec::new(), searches: 0 }
    }

    /// Moves the blank to `to` through free cells only (neither fixed nor in `avoid`); `false`, with
    /// nothing moved, when `to` cannot be reached.
    pub(crate) fn route(&mut self, position: &mut Position, to: usize, avoid: &[usize]) -> bool {
        self.route_by_shape(position, to, avoid) || self.search(position, to, avoid)
    }

    /// Moves the blank to `to` along the shortest free shape: an L or a Z if one is free, else a U
    /// (round the far side of what is in the way); `false`, with nothing moved, when none is.
    pub(crate) fn route_by_shape(&mut self, position: &mut Position, to: usize, avoid: &[usize]) -> bool {
        let n = position.n();
        if position.blank() == to {
            return true;
        }
        if position.is_fixed(to) || avoid.contains(&to) {
            return false;
        }
        let (from, target) = (coords(position.blank(), n), coords(to, n));
        for detour in [false, true] {
            self.shapes.clear();
            if detour {
                u_shapes(from, target, n, &mut self.shapes)
            } else {
                straight_shapes(from, target, n, &mut self.shapes)
            }
            self.shapes.sort_by_key(|shape| length(from, shape, target));
            let free = |shape: &&Shape| {
                cells_along(from, shape, target, n).all(|cell| !position.is_fixed(cell) && !avoid.contains(&cell))
            };
            if let Some(shape) = self.shapes.iter().find(free).copied() {
                for cell in cells_along(from, &shape, target, n) {
                    position.step(cell);
                }
                return true;
            }
        }
        false
    }

    /// The breadth-first route to `to`, walked; `false` when there is none.
    fn search(&mut self, position: &mut Position, to: usize, avoid: &[usize]) -> bool {
        let blocked = |p: &Position, cell: usize| p.is_fixed(cell) || avoid.contains(&cell);
        if blocked(position, to) {
            return false;
        }
        self.searches += 1;
        self.generation += 1;
        let (n, start, generation) = (position.n(), position.blank(), self.generation);
        self.queue.clear();
        // Cannot truncate: cells are below 127 * 127.
        self.queue.push(start as u32);
        self.stamp[start] = generation;
        let mut head = 0;
        while head < self.queue.len() && self.stamp[to] != generation {
            let cell = self.queue[head] as usize;
            head += 1;
            for next in neighbours(cell, n) {
                if self.stamp[next] != generation && !blocked(position, next) {
                    self.stamp[next] = generation;
                    self.parent[next] = cell as u32;
                    self.queue.push(next as u32);
                }
            }
        }
        if self.stamp[to] != generation {
            return false;
        }
        self.queue.clear();
        let mut cell = to;
        while cell != start {
            self.queue.push(cell as u32);
            cell = self.parent[cell] as usize;
        }
        for &cell in self.queue.iter().rev() {
            position.step(cell as usize);
        }
        true
    }
}

/// (row, column) of `cell`.
fn coords(cell: usize, n: usize) -> (usize, usize) {
    (cell / n, cell % n)
}

/// The cells next to `cell` on the board.
fn neighbours(cell: usize, n: usize) -> impl Iterator<Item = usize> {
    let (row, col) = coords(cell, n);
    [
        (row > 0).then(|| cell - n),
        (col > 0).then(|| cell - 1),
        (row + 1 < n).then(|| cell + n),
        (col + 1 < n).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// The rows, or columns, next to `a` and `b` on an n x n board.
fn near(a: usize, b: usize, n: usize) -> impl Iterator<Item = usize> {
    [a.checked_sub(1), Some(a + 1), b.checked_sub(1), Some(b + 1)].into_iter().flatten().filter(move |&x| x < n)
}

/// The Ls (along the blank's column then the target's row, or the other way round) and the Zs
/// through a row or column next to either end.
fn straight_shapes(from: (usize, usize), to: (usize, usize), n: usize, shapes: &mut Vec<Shape>) {
    let ((fr, fc), (tr, tc)) = (from, to);
    shapes.extend([[(tr, fc); 3], [(fr, tc); 3]]);
    shapes.extend(near(fr, tr, n).map(|row| [(row, fc), (row, tc), (row, tc)]));
    shapes.extend(near(fc, tc, n).map(|col| [(fr, col), (tr, col), (tr, col)]));
}

/// The Us: out through a row next to either end, along it, back through a column next to either end,
/// and in (or columns first).
fn u_shapes(from: (usize, usize), to: (usize, usize), n: usize, shapes: &mut Vec<Shape>) {
    let ((fr, fc), (tr, tc)) = (from, to);
    for row in near(fr, tr, n) {
        for col in near(fc, tc, n) {
            shapes.extend([[(row, fc), (row, col), (tr, col)], [(fr, col), (row, col), (row, tc)]]);
        }
    }
}

/// The moves along a shape.
fn length(from: (usize, usize), shape: &Shape, to: (usize, usize)) -> usize {
    let d = |a: (usize, usize), b: (usize, usize)| a.0.abs_diff(b.0) + a.1.abs_diff(b.1);
    d(from, shape[0]) + d(shape[0], shape[1]) + d(shape[1], shape[2]) + d(shape[2], to)
}

/// The cells entered going in straight legs from `from` through the shape's waypoints to `to`.
fn cells_along(
    from: (usize, usize),
    shape: &Shape,
    to: (usize, usize),
    n: usize,
) -> impl Iterator<Item = usize> + use<> {
    let legs = [(from, shape[0]), (shape[0], shape[1]), (shape[1], shape[2]), (shape[2], to)];
    legs.into_iter().flat_map(move |(a, b)| straight(a, b, n))
}

/// The cells entered going from `from` to `to` in one row or one column (`from` itself excluded).
fn straight(from: (usize, usize), to: (usize, usize), n: usize) -> impl Iterator<Item = usize> {
    debug_assert!(from.0 == to.0 || from.1 == to.1, "{from:?} to {to:?} is not a straight line");
    let cell = |(row, col): (usize, usize)| row * n + col;
    let (a, b) = (cell(from), cell(to));
    let step = if from.0 == to.0 { 1 } else { n };
    let count = a.abs_diff(b) / step;
    (1..=count).map(move |i| if b > a { a + i * step } else { a - i * step })
}

#[cfg(test)]
mod tests {
    use super::Router;
    use crate::board::Board;
    use crate::layers::position::Position;

    /// A 5x5 position with the blank in `blank` and the cells of `fixed` fixed.
    fn position(blank: usize, fixed: &[usize]) -> Position {
        let mut tiles: Vec<u16> = (1..25).chain([0]).collect();
        tiles.swap(blank, 24);
        let mut position = Position::new(&Board::from_tiles(5, &tiles).expect("a permutation"));
        for &cell in fixed {
            position.fix(cell);
        }
        position
    }

    #[track_caller]
    fn case(blank: usize, to: usize, fixed: &[usize], avoid: &[usize], expected: Option<(usize, u64)>) {
        let mut position = position(blank, fixed);
        let mut router = Router::new(25);
        let reached = router.route(&mut position, to, avoid);
        let got = reached.then(|| (position.moves_made(), router.searches));
        assert_eq!(got, expected, "{blank} to {to}, fixed {fixed:?}, avoiding {avoid:?}");
        if reached {
            assert_eq!(position.blank(), to);
        } else {
            assert_eq!((position.blank(), position.moves_made()), (blank, 0));
        }
    }

    #[test]
    fn routes_are_shortest_shapes_round_what_is_in_the_way() {
        // Open board: an L, Manhattan distance.
        case(24, 0, &[], &[], Some((8, 0)));
        case(12, 12, &[], &[], Some((0, 0)));
        // Round the tile ahead: a Z through the next row, two moves more.
        case(10, 14, &[], &[12], Some((6, 0)));
        // Round a pushed tile on the top row: the row below.
        case(2, 0, &[], &[1], Some((4, 0)));
        // Under the fixed start of the top row and round the tile beside the blank.
        case(7, 4, &[0, 1, 2], &[8], Some((5, 0)));
        // A wall of fixed cells with one gap: only the search finds the way.
        case(20, 0, &[5, 6, 7, 8], &[], Some((12, 1)));
        // Sealed off, or blocked at the target.
        case(24, 0, &[1, 5], &[], None);
        case(24, 0, &[], &[0], None);
    }
}
