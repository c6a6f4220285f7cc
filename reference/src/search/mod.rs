//! The A* machinery behind [`Solver`](crate::Solver): packed node storage, incremental heuristics, the
//! queue-and-expand loop, the observer hook through which traces are recorded, and the seen-set of the
//! searches that detect duplicates.

mod arena;
mod estimator;
mod frontier;
mod log;
mod observer;
mod visited;

pub(crate) use arena::{Arena, Meta, NO_PARENT};
pub(crate) use estimator::{Estimator, HammingCost, LinearConflictCost, ManhattanCost};
pub(crate) use frontier::{ByPriority, Entry, Frontier, Progress};
pub(crate) use log::Log;
pub use log::QueueOp;
pub(crate) use observer::{Created, NoObserver, Observer, Removed};
pub(crate) use visited::Visited;
