//! `slider`: the autograder and reference solver for the slider-puzzle assignment.
//!
//! The modules follow the grader's pipeline (`cli → config → corpus → run → grade → report`); each
//! subcommand lives in [`commands`]. Beside them: [`schedule`] (the worker pool), [`submission`] (the
//! build), [`interrupt`], [`strategy`] (the searches of `solve --algorithm`), [`pattern_cache`] (the
//! pattern-database cache), [`peak_memory`] and [`chart`] (the SVG of `compare`). Exit statuses are
//! documented in [`exit_code`].

mod chart;
mod cli;
mod commands;
mod config;
mod corpus;
mod exit_code;
mod grade;
mod interrupt;
mod pattern_cache;
mod peak_memory;
mod report;
mod run;
mod schedule;
mod strategy;
mod submission;

use std::process::ExitCode;

use clap::Parser;

use crate::cli::{Args, BenchCommand, Command};

fn main() -> ExitCode {
    let args = Args::parse();
    let result = match &args.command {
        Command::Check(check) => commands::check::run(check),
        Command::Solve(solve) => commands::solve::run(solve),
        Command::Compare(compare) => commands::compare::run(compare),
        Command::Generate(generate) => commands::generate::run(generate),
        Command::Trace(trace) => commands::trace::run(trace),
        Command::Bench(BenchCommand::Astar(bench)) => commands::bench::astar(bench),
        Command::Bench(BenchCommand::Grader(bench)) => commands::bench::grader(bench),
        Command::Bench(BenchCommand::Jobs(bench)) => commands::bench::jobs(bench),
    };
    let status = result.unwrap_or_else(|error| {
        // A closed pipe (`slider solve ... | head`) is the reader's choice, not an error.
        if error
            .chain()
            .any(|e| e.downcast_ref::<std::io::Error>().is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe))
        {
            return exit_code::SUCCESS;
        }
        eprintln!("slider: {error:#}");
        exit_code::USAGE
    });
    // Cannot truncate: every status is below 256.
    ExitCode::from(status as u8)
}
