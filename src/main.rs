//! `slider`: the autograder and reference solver for the slider-puzzle assignment.
//!
//! Every command goes `cli → config → work`: [`cli`] parses the command line and resolves it into the
//! checked settings of [`config`]; [`commands`] carries them out. Grading follows the pipeline
//! `corpus → run → grade → report`; [`protocol`] is what solvers print and trace, [`search`] the
//! binary's side of the reference searches. Beside them: [`pool`] (the worker pool), [`progress`] (the
//! progress display), [`interrupt`], [`peak_memory`], [`chart`] (the SVG of `compare`) and [`plural`].
//! `docs/ARCHITECTURE.md` is the map. Exit statuses are documented in [`exit_code`].

mod chart;
mod cli;
mod commands;
mod config;
mod corpus;
mod exit_code;
mod grade;
mod interrupt;
mod peak_memory;
mod plural;
mod pool;
mod progress;
mod protocol;
mod report;
mod run;
mod search;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = cli::Args::parse();
    let status = args.command.config().and_then(|config| commands::run(&config)).unwrap_or_else(|error| {
        let status = exit_code::for_error(&error);
        if status != exit_code::SUCCESS {
            // A message of several lines (several bad files) gets the prefix on each.
            for line in format!("{error:#}").lines() {
                eprintln!("slider: {line}");
            }
        }
        status
    });
    // Cannot truncate: every status is below 256.
    ExitCode::from(status as u8)
}
