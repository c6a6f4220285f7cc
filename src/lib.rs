//! `slider`: the autograder and reference solver for the slider-puzzle assignment, as a library for
//! the `slider` binary (`src/main.rs`) and for the fuzz targets of `fuzz/`, which reach its parsers and
//! checkers directly.
//!
//! Every command goes `cli → config → work`: [`cli`] parses the command line and resolves it into the
//! checked settings of [`config`]; [`commands`] carries them out. Grading follows the pipeline
//! `corpus → run → grade → report`; [`protocol`] is what solvers print and trace, [`search`] the
//! binary's side of the reference searches. [`assess`] is the Java assessment (`slider assess`) and
//! [`trace_diff`] a student's search against the reference's (`slider trace-diff`). Beside them: [`pool`] (the worker pool), [`progress`] (the
//! progress display), [`interrupt`], [`peak_memory`], [`chart`] (the SVG of `compare`) and [`plural`].
//! `docs/ARCHITECTURE.md` is the map. Exit statuses are documented in [`exit_code`].

pub mod assess;
pub mod chart;
pub mod class;
pub mod cli;
pub mod commands;
pub mod config;
pub mod corpus;
pub mod escape;
pub mod exit_code;
pub mod formatting;
pub mod grade;
pub mod interrupt;
pub mod junk;
pub mod peak_memory;
pub mod plural;
pub mod pool;
pub mod progress;
pub mod protocol;
pub mod report;
pub mod run;
pub mod search;
pub mod serve;
pub mod similarity;
pub mod trace_diff;
