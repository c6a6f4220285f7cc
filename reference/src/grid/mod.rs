//! The grid search of the explorer page: best-first search on a grid of squares, where the page's user
//! draws walls, places the start S and the goal G, sets the weight w and watches the search one
//! expansion at a time.
//!
//! [`Grid`] is the ground ([`Cell`] a square of it), [`GridSearch`] the search, stepped
//! ([`GridStep`]: the square expanded and the squares put on the frontier) or run to the end
//! ([`GridOutcome`]: every step, the route, the counts), and [`compare_weights`] runs it once per
//! weight ([`WeightRow`]). Moves go up, right, down and left, one step each; h is the Manhattan
//! distance to the goal, and the frontier is taken lowest f = g + w x h first, ties to the square
//! nearer the goal, then to the square added earlier, so every run is the same. w = 0 is breadth-first
//! (it ripples out and ignores the goal), w = 1 is A* (it leans towards the goal and still finds a
//! shortest route), and w above 1 is weighted A* (fewer squares, a route at most w times the shortest).
//! What cannot be searched is a [`GridError`].

mod checks;
mod compare;
mod frontier;
mod layout;
#[cfg(test)]
mod properties;
mod search;

pub use crate::error::GridError;
pub use compare::{WeightRow, compare_weights};
pub use layout::{Cell, Grid, MAX_SIDE};
pub use search::{GridOutcome, GridSearch, GridStep};
