//! The class model made from the grader's typed results, in one place: a [`PuzzleResult`] becomes a
//! [`RunOutcome`] and a build's failure a [`BuildRecord`], with verdict names, kinds and reasons
//! written out once, so that the journal and every report carry them as they were decided.

use crate::class::model::{BuildRecord, CompileError, RunOutcome};
use crate::grade::{BuildFailure, PuzzleResult, Verdict};
use crate::protocol::answer::Answer;

/// The run of a puzzle graded under the group limit `time_limit_ms`.
#[must_use]
pub fn run_outcome(result: &PuzzleResult, time_limit_ms: u64, rerun: bool) -> RunOutcome {
    let verdict = &result.outcome.verdict;
    let run = result.run.as_ref();
    let millis = |d: std::time::Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    RunOutcome {
        puzzle: result.puzzle.clone(),
        size: result.size,
        time_limit_ms,
        verdict: verdict.as_str().to_string(),
        kind: verdict.kind().as_str().to_string(),
        passed: verdict.is_pass(),
        reason: verdict.reason(),
        notes: result.outcome.notes.clone(),
        moves_printed: result.outcome.printed.map(|answer| match answer {
            Answer::Moves(moves) => i64::try_from(moves).unwrap_or(i64::MAX),
            Answer::Unsolvable => -1,
        }),
        moves_expected: result.expected.map_or(-1, |m| i64::try_from(m).unwrap_or(i64::MAX)),
        cpu_ms: run.map(|r| millis(r.cpu)),
        wall_ms: run.map(|r| millis(r.wall)),
        max_rss_kib: run.map(|r| r.max_rss_bytes / 1024),
        stdout_excerpt: result.excerpt.as_ref().map(|e| e.stdout.clone()),
        stderr_excerpt: result.excerpt.as_ref().map(|e| e.stderr.clone()),
        rerun,
    }
}

/// The build: passed, or the failure with the compiler's errors.
#[must_use]
pub fn build_record(failure: Option<&BuildFailure>) -> BuildRecord {
    let Some(failure) = failure else {
        return BuildRecord {
            passed: true,
            verdict: None,
            reason: "compiled".to_string(),
            errors: Vec::new(),
            errors_total: 0,
        };
    };
    let (errors, errors_total) = match failure {
        BuildFailure::Javac(javac) => (
            javac
                .errors
                .iter()
                .map(|e| CompileError { file: e.file.clone(), line: e.line, message: e.message.clone() })
                .collect(),
            javac.total,
        ),
        _ => (Vec::new(), 0),
    };
    let verdict = Verdict::CompileError(failure.clone());
    BuildRecord {
        passed: false,
        verdict: Some(verdict.as_str().to_string()),
        reason: verdict.reason(),
        errors,
        errors_total,
    }
}
