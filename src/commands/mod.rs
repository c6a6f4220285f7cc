//! One module a subcommand, each taking its checked settings and returning the process's exit status;
//! [`run()`] picks the module.

mod assess;
mod bench;
mod check;
mod compare;
mod doctor;
mod emit;
mod generate;
mod grade;
mod gradescope;
mod merge;
mod run;
mod serve;
mod similar;
mod solve;
mod trace;
mod trace_diff;

pub use run::run;
