//! The grader's side of the reference searches: which [`Strategy`](npuzzle::Strategy) a command's
//! settings mean for a board ([`strategy`], including `--algorithm auto`), the pattern-database cache
//! ([`pattern_cache`]), the observer a long search gets ([`watch()`]), and the words for what the library
//! returns ([`describe`]).

mod describe;
mod pattern_cache;
mod strategy;
mod watch;

pub use describe::{heuristic_name, label, order_name, pdb_event, remark, summary};
pub use pattern_cache::{Loaded, default_directory, is_cached, load, partitions_for};
pub use strategy::{auto_builds, choose};
pub use watch::watch;
