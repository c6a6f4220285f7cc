//! Layer by layer ([`Strategy::Layers`](crate::Strategy::Layers)): a quick solver for boards of any
//! size up to 127x127, not a shortest one. It puts the first row home, then the first column, which
//! leaves an (n-1) x (n-1) board to solve the same way, and never moves a tile it has put home; the
//! last two tiles of each line go home together by the usual manoeuvre, and the last 3x3 block in the
//! fewest moves. Each step is a [`Phase`] of the report's [`Detail::Layers`](crate::Detail::Layers),
//! naming its [`Layer`] and its moves, for a caller that shows the route a phase at a time.
//!
//! It works on an array of tiles with an index of their cells, so a move costs a few stores: a
//! uniformly random 127x127 board takes a few million moves and well under a second. Its routes are
//! longer than the shortest (about 1.75 times on random 4x4 boards; see `docs/BENCHMARKS.md`).

mod block;
mod corner;
mod frame;
mod line;
mod phase;
mod position;
mod push;
mod route;
mod solve;

pub use phase::{Layer, Phase};
pub(crate) use solve::run;
