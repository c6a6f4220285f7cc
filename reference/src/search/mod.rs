//! The A* machinery behind [`Solver`](crate::Solver): packed node storage, incremental heuristics, the
//! queue-and-expand loop, and the observer hook through which traces are recorded.

mod arena;
mod estimator;
mod frontier;
mod log;
mod observer;

pub(crate) use arena::{Arena, Meta, NO_PARENT};
pub(crate) use estimator::{Estimator, HammingCost, LinearConflictCost, ManhattanCost};
pub(crate) use frontier::{ByPriority, Entry, Frontier, Progress};
pub(crate) use log::Log;
pub use log::QueueOp;
pub(crate) use observer::{Created, NoObserver, Observer, Removed};
