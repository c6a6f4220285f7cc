//! [`Config`]: a subcommand's checked settings, one variant a subcommand; the command line becomes one
//! of these before any work starts.

use std::path::PathBuf;

use crate::config::{
    BenchAstarConfig, BenchGraderConfig, BenchJobsConfig, CheckConfig, CompareConfig, DoctorConfig, GenerateConfig,
    GradeConfig, GradescopeConfig, MergeConfig, SolveConfig, TraceConfig,
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
    /// `slider grade`.
    Grade(Box<GradeConfig>),
    /// `slider grade --init`, in this folder.
    GradeInit(PathBuf),
    /// `slider merge`.
    Merge(MergeConfig),
    /// `slider gradescope`.
    Gradescope(GradescopeConfig),
}
