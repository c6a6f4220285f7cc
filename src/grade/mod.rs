//! Grading: runs become verdicts. [`grade_submission`] is the whole of it for one submission
//! ([`session`]): the submission prepared ([`build`]), each puzzle run in a scratch directory with the
//! solver's [`environment`] and judged ([`puzzle`], [`judge`]: the output read, the answer and the
//! path checked, the trace checked by [`trace_check`], a read the containment refused named by
//! [`denied_read`]), and a [`PuzzleResult`] ([`result`]) made for
//! each. A [`Verdict`] is data ([`verdict`]); its one-line reason is written in [`reason`].

mod build;
mod containment;
mod denied_read;
mod environment;
mod java_build;
mod java_exception;
mod javac;
mod judge;
mod puzzle;
mod reason;
mod result;
mod session;
mod settings;
mod trace_check;
mod trace_queue;
mod verdict;

pub use build::{Prepared, prepare, run_in};
pub use containment::containment;
pub use denied_read::{DeniedRead, denied_read};
pub use environment::environment;
pub use java_build::{JavaPrepared, find_sources, prepare_java};
pub use javac::{CompileErrors, Diagnostic, javac};
pub use judge::JudgeOptions;
pub use puzzle::grade_puzzle;
pub use result::PuzzleResult;
pub use session::grade_submission;
pub use settings::{RunSettings, Surroundings, TraceMode};
pub use trace_check::{TraceSummary, check as check_trace, line_violation};
pub use verdict::{BuildFailure, Kind, TraceViolation, Verdict};
