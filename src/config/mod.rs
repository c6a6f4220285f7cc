//! Checked settings, one type a subcommand ([`Config`]): limits as durations and byte counts, paths
//! that exist, search choices as the library's types, the pattern-database cache and whether it may be
//! built, the memory budget. The command line ([`cli`](crate::cli)) resolves into these; nothing here
//! knows about clap.

mod assess;
mod assessment_parts;
mod bench;
mod boards;
mod check;
mod command;
mod commands;
mod format;
mod grade;
mod paths;
mod profile;
mod profile_assessment;
mod profile_file;
mod profile_similarity;
mod search;
mod serve;
mod similarity;
mod submission;
mod trace_diff;
mod units;

pub use assess::{AssessConfig, assessment_limits};
pub use assessment_parts::{MEMORY_PUZZLES, Part, STYLE, SectionKind, TIMING_PUZZLES};
pub use bench::{BenchAstarConfig, BenchGraderConfig, BenchJobsConfig, DoctorConfig};
pub use boards::{CompareConfig, GenerateConfig, SolveConfig, Style, TraceConfig};
pub use check::{CheckConfig, DISK_BYTES, FILE_BYTES, SolverSpec, default_jobs, default_wall, environment_entry};
pub use command::{SolverCommand, needs_algs4};
pub use commands::{Config, Emitted};
pub use format::Format;
pub use grade::{GradeConfig, GradescopeConfig, MergeConfig, algs4_jar, parse_shard, profile_limits};
pub use paths::{existing_dir, existing_file, existing_path, output_file};
pub use profile::{
    COMPILATION, Category, Credit, Group, JavaProfile, NativeProfile, PRINCETON, Profile, ProfileLimits, Visibility,
    fingerprint,
};
pub use profile_assessment::{ASSESSMENT_GROUP_PREFIX, AssessmentProfile};
pub(crate) use profile_file::Spot;
pub use search::{Algorithm, PdbCache, PdbChoice, SearchSettings, default_memory_budget};
pub use serve::ServeConfig;
pub use similarity::{
    Listing, MIN_TOKENS as SIMILARITY_MIN_TOKENS, SimilarConfig, SimilaritySettings, THRESHOLD as SIMILARITY_THRESHOLD,
};
pub use submission::{Source, Submission};
pub use trace_diff::{TraceDiffConfig, TraceSource, trace_diff_limits};
pub use units::{parse_bytes, parse_duration};
