//! The A* machinery behind the assignment's [`Solver`](crate::Solver) and weighted A*: packed node
//! storage, incremental heuristics, the queue-and-expand loop, the event hook through which traces and
//! queue logs are recorded, and the seen-set of the searches that detect duplicates.

mod arena;
mod estimator;
mod events;
mod frontier;
mod queue_log;
mod visited;

pub(crate) use arena::{Arena, Meta, NO_PARENT, same_board};
pub(crate) use estimator::{Estimator, HammingCost, LinearConflictCost, ManhattanCost};
pub(crate) use events::{Created, Events, NoEvents, Removed};
pub(crate) use frontier::{ByPriority, Entry, Frontier, Step};
pub(crate) use queue_log::QueueLog;
pub(crate) use visited::Visited;
