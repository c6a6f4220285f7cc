//! Running untrusted programs: the only module of `slider` that starts processes.
//!
//! [`execute`] runs one [`Invocation`] under [`Limits`] and returns one [`RunRecord`] (exit status or
//! signal, CPU and wall time, peak memory of the process tree, captured output, which limit ended it),
//! in the manner of hyperfine's `execute_and_measure`. It measures and never judges.
//!
//! Containment, as far as the machine allows ([`probe`], [`Isolation`]): the child gets its own
//! process group and rlimits; with namespaces it runs under an init of the grader's in new user, PID,
//! IPC and network namespaces ([`sandbox`]), with Landlock it can read only the system and what the
//! run names ([`Access`]), with a cgroup its CPU time is exact and its processes are counted
//! ([`cgroup`]). A watchdog polls the process tree for CPU time and memory and kills at a limit;
//! limits are checked again on the final figures; descendants that escaped are found (the grader is a
//! child subreaper, see [`become_subreaper`]) and killed.

mod baseline;
mod capture;
mod cgroup;
mod confinement;
mod credentials;
mod detach;
mod disk;
mod exec;
mod invocation;
mod isolation;
mod landlock;
mod mount;
mod proctree;
mod reaper;
mod record;
mod remove;
mod sandbox;
mod scratch;
mod seccomp;
mod status;
mod unix;
mod view;

pub use baseline::bare_spawn;
pub use cgroup::CgroupFs;
pub use credentials::{RunAs, grader_is_root, user_name};
pub use exec::execute;
pub use invocation::{Invocation, Limits};
pub use isolation::{Isolation, WITHOUT, probe, turned_off};
pub use landlock::Access;
pub use reaper::become_subreaper;
pub use record::{Capture, ExitKind, LimitHit, RunRecord};
pub use remove::remove_tree;
pub use scratch::Scratch;
pub use unix::signal_name;
