//! [`Strategy`]: which search to run, with the choices each one takes.

use crate::ida_star::IdaOptions;
use crate::solver::SolverOptions;
use crate::weighted::WeightedOptions;

/// A search and its settings. Every strategy takes any board and returns a [`Report`](crate::Report)
/// from [`solve`](crate::solve); an unsolvable board (by inversion parity, or by the twin's search in
/// the assignment's lockstep mode) has no solution and costs almost nothing.
#[derive(Debug, Clone, Copy)]
pub enum Strategy<'a> {
    /// The assignment's A* over the algs4 `MinPQ`: heuristic, neighbour order and unsolvable mode.
    /// Always a shortest route (every heuristic offered is admissible).
    AStar(SolverOptions),
    /// IDA*: a shortest route in almost no memory, steered by Manhattan distance, linear conflicts or
    /// additive pattern databases.
    IdaStar(IdaOptions<'a>),
    /// Weighted A* ("Quick"): a route at most w times the shortest, found fast.
    Weighted(WeightedOptions),
    /// Breadth-first search from the board, each position stored once: 2x2 and 3x3 boards only (a
    /// larger board is refused with [`SearchError::TooLarge`](crate::SearchError::TooLarge)).
    BreadthFirst,
    /// Breadth-first search from both ends, a layer at a time on the smaller side.
    Bidirectional,
    /// Layer by layer: rows and columns put home in turn, never disturbed again, and the last 3x3
    /// block in the fewest moves. Quick on any size up to 127x127, but not a shortest route.
    Layers,
}
