//! The one search interface: a [`Strategy`] says what to compute, an [`Observer`] what the caller
//! watches and allows (progress, cancel, a memory and expansion [`Budget`], the queue operations of
//! the assignment's A*), and [`solve`] runs any strategy on any board and returns one [`Report`].
//!
//! The strategies can be swapped the way the `pathfinding` crate swaps `astar` and `idastar`: the same
//! board in, the same report out, with what only one strategy has (IDA*'s passes, weighted A*'s
//! restarts, the assignment's operation counts) in [`Report::detail`].

mod control;
mod observer;
mod report;
mod solve;
mod strategy;

pub(crate) use control::{Control, Gauge};
pub use observer::{Budget, Event, Observer, Progress, QueueOp};
pub use report::{Detail, Report};
pub use solve::solve;
pub use strategy::Strategy;
