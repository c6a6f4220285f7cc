//! # npuzzle
//!
//! n-puzzle boards, admissible heuristics, the algs4 binary-heap priority queue and the slider-puzzle
//! assignment's A* solver (Algorithms, 4th ed.), reproducing the checklist's puzzle04 trace and the
//! Princeton autograder's operation counts.
//!
//! # Brief overview
//!
//! - [`Board`] is an immutable n x n position (2 <= n <= 127), parsed from puzzle text and printed as the
//!   Princeton `toString`; it lists its neighbours in either [`NeighborOrder`], has the Princeton
//!   [`twin`](Board::twin) and knows whether it [`is_solvable`](Board::is_solvable).
//! - [`heuristic`] holds [`hamming`](heuristic::hamming), [`manhattan`](heuristic::manhattan) and
//!   [`linear_conflict`](heuristic::linear_conflict), chosen at run time with [`Heuristic`].
//! - [`MinPq`] is algs4 `MinPQ`, slot for slot.
//! - [`solve`] is the one entry point of every search: a [`Strategy`] (the assignment's A*, IDA*,
//!   weighted A*, breadth-first, bidirectional, layer by layer) and an [`Observer`] (a [`Budget`],
//!   progress and cancel, the queue log of the SLIDER_TRACE protocol) in, one [`Report`] out (the
//!   [`Solution`] or none, positions expanded, generated and stored, time, and the strategy's own
//!   [`Detail`]).
//! - [`Solver`] is the assignment's A* in the Princeton API's shape, with [`SolverOptions`] and the
//!   [`SearchStats`]; [`check_path`] tells whether any sequence of boards solves a board.
//! - [`Trace`] records a search as data and [`trace::render`] writes the checklist's detailed trace.
//! - [`bfs`] computes the exact distance of every position of small boards; [`bidirectional`] searches
//!   from both ends.
//! - [`ida_star`] is IDA* ([`IdaHeuristic`], [`IdaOptions`]), the optimal solver for 4x4 and 5x5 with
//!   pattern databases.
//! - [`pattern_db`] builds, caches and adds disjoint pattern databases ([`Partition`], [`PatternDb`],
//!   [`AdditivePdb`]).
//! - [`weighted`] is weighted A* ("Quick"): fast routes at most w times the shortest.
//! - [`layers`] solves any size up to 127x127 layer by layer, quickly but not in the fewest moves.
//! - [`generate`] makes seeded random boards and boards proven to need exactly k moves.
//! - [`compare`] lines up every strategy for one board and runs them.
//! - [`grid`] is the explorer page's search on a grid with walls, breadth-first to weighted A*.
//!
//! The crate knows nothing about processes, limits or reports, and writes no text but the checklist
//! trace; the `slider` grader builds on it and says everything in its own words.
//!
//! # Example
//!
//! ```
//! use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
//! use npuzzle::{Board, Observer, Solver, Strategy, solve};
//!
//! let board: Board = "3\n 0  1  3\n 4  2  5\n 7  8  6\n".parse()?;
//! let solver = Solver::new(&board);
//! assert_eq!(solver.moves(), Some(4));
//! let solution = solver.solution().expect("puzzle04 is solvable");
//! assert!(solution.boards().last().expect("a path has boards").is_goal());
//!
//! // Any other search, through the one entry point.
//! let ida = Strategy::IdaStar(IdaOptions::new(IdaHeuristic::LinearConflict));
//! let report = solve(&board, &ida, &mut Observer::new()).expect("no budget, so it finishes");
//! assert_eq!(report.moves(), Some(4));
//! # Ok::<(), npuzzle::ParseBoardError>(())
//! ```
#![warn(missing_docs)]

mod astar;
pub mod bfs;
pub mod bidirectional;
mod board;
pub mod compare;
mod direction;
mod error;
pub mod generate;
pub mod grid;
pub mod heuristic;
mod huge_pages;
pub mod ida_star;
pub mod layers;
mod min_pq;
pub(crate) mod packing;
mod parse;
pub mod pattern_db;
mod prefetch;
mod rank;
mod search;
mod solution;
mod solvability;
mod solver;
mod stats;
pub mod trace;
pub mod weighted;

pub use board::{Board, MAX_SIZE, MIN_SIZE};
pub use direction::{Direction, NeighborOrder};
pub use error::{
    GenerateError, LoadBoardError, LoadErrorKind, ParseBoardError, PathError, PdbError, SearchError, TilesError,
    TraceError,
};
pub use heuristic::Heuristic;
pub use ida_star::{IdaHeuristic, IdaOptions};
pub use min_pq::{Compare, MinPq, Natural};
pub use pattern_db::{AdditivePdb, Partition, PatternDb};
pub use search::{Budget, Detail, Event, Observer, Progress, QueueOp, Report, Strategy, solve};
pub use solution::{Solution, check_path};
pub use solvability::{inversions, inversions_are_odd};
pub use solver::{Solver, SolverOptions, UnsolvableMode};
pub use stats::SearchStats;
pub use trace::Trace;
