//! [`run`]: a subcommand's settings to the module that carries them out.

use anyhow::Result;

use crate::commands::{
    assess, bench, check, compare, doctor, emit, generate, grade, gradescope, merge, serve, similar, solve, trace,
    trace_diff,
};
use crate::config::Config;

/// Carries out `config`; returns the exit status.
///
/// # Errors
/// A setup or input problem, or output that could not be written.
pub fn run(config: &Config) -> Result<i32> {
    match config {
        Config::Check(config) => check::run(config),
        Config::Solve(config) => solve::run(config),
        Config::Trace(config) => trace::run(config),
        Config::Compare(config) => compare::run(config),
        Config::Generate(config) => generate::run(config),
        Config::BenchAstar(config) => bench::astar(config),
        Config::BenchGrader(config) => bench::grader(config),
        Config::BenchJobs(config) => bench::jobs(config),
        Config::Doctor(config) => doctor::run(config),
        Config::Grade(config) => grade::run(config),
        Config::GradeInit(dir) => grade::init(dir),
        Config::Merge(config) => merge::run(config),
        Config::Gradescope(config) => gradescope::run(config),
        Config::Emit(files) => emit::run(files),
        Config::Assess(config) => assess::run(config),
        Config::TraceDiff(config) => trace_diff::run(config),
        Config::Serve(config) => serve::run(config),
        Config::Similar(config) => similar::run(config),
    }
}
