//! The Java assessment: a submission's `Board` and `Solver` tested the way the assignment is assessed,
//! in one JVM running the project's own driver (`java/`), with the reference Board and a counting
//! MinPQ substituted for the Solver's tests, counts held against the reference crate's, and memory
//! measured by the driver's agent. [`Standard`] is the reference side, computed once for a class;
//! [`assess`] does one submission; [`Assessment`] is what every report renders.

mod assemble;
pub mod behaviour;
mod compile;
pub mod memory;
pub mod model;
mod part;
mod queue_trace;
pub mod request;
pub mod results;
pub mod samples;
mod session;
mod sources;
mod standard;
pub mod style;
pub mod timing;
mod toolkit;
mod toolkit_cache;
mod workspace;

pub use assemble::expected_tests;
pub use model::{Assessment, Section, Table, Test};
pub use part::part_tests;
// The assessment's vocabulary is defined with the profile that names it (config/ imports nothing
// from here).
pub use crate::config::{MEMORY_PUZZLES, Part, SectionKind, TIMING_PUZZLES};
pub use queue_trace::{QueueTrace, queue_trace};
pub use session::{Settings, assess, not_assessed};
pub use standard::{Counts, Standard};
pub use toolkit::Toolkit;
pub use workspace::missing_sources;
