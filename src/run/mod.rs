//! Running untrusted programs: the only module of `slider` that starts processes.
//!
//! [`execute`] runs one [`Invocation`] under [`Limits`] and returns one [`RunRecord`] (exit status or
//! signal, CPU and wall time, peak memory of the process tree, captured output, which limit ended it),
//! in the manner of hyperfine's `execute_and_measure`. The child gets its own process group, rlimits
//! are set before exec, a watchdog polls the process tree for CPU time and memory and kills the group
//! at a limit, `wait4` reports the final usage, and descendants that escaped the group are found (the
//! grader is a child subreaper, see [`become_subreaper`]) and killed.

mod baseline;
mod capture;
mod exec;
mod invocation;
mod proctree;
mod reaper;
mod record;
mod scratch;
mod unix;

pub use baseline::bare_spawn;
pub use exec::execute;
pub use invocation::{Invocation, Limits};
pub use reaper::become_subreaper;
pub use record::{ExitKind, LimitHit, RunRecord};
pub use scratch::Scratch;
pub use unix::signal_name;
