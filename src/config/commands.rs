//! [`Config`]: a subcommand's checked settings, one variant a subcommand; the command line becomes one
//! of these before any work starts.

use crate::config::{
    BenchAstarConfig, BenchGraderConfig, BenchJobsConfig, CheckConfig, CompareConfig, DoctorConfig, GenerateConfig,
    SolveConfig, TraceConfig,
};

/// What to do, checked.
#[derive(Debug, Clone)]
pub enum Config {
    /// `slider check`.
    Check(CheckConfig),
    /// `slider solve`.
    Solve(SolveConfig),
    /// `slider trace`.
    Trace(TraceConfig),
    /// `slider compare`.
    Compare(CompareConfig),
    /// `slider generate`.
    Generate(GenerateConfig),
    /// `slider bench astar`.
    BenchAstar(BenchAstarConfig),
    /// `slider bench grader`.
    BenchGrader(BenchGraderConfig),
    /// `slider bench jobs`.
    BenchJobs(BenchJobsConfig),
    /// `slider doctor`.
    Doctor(DoctorConfig),
}
