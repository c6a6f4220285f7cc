//! The JSON report, schema `slider-check/1` (documented in `docs/REPORT_FORMAT.md`): one record per
//! puzzle with every measurement in integer units named by their suffix, and the summary.

use std::collections::BTreeMap;
use std::io::{self, Write};

use serde::Serialize;

use crate::corpus::Source;
use crate::grade::PuzzleResult;
use crate::protocol::answer::Answer;
use crate::report::containment::{Cgroup, Exit};
use crate::report::isolation;
use crate::report::model::GradeReport;
use crate::search::order_name;

/// The schema name and version; bumped on any incompatible change.
pub(crate) const SCHEMA: &str = "slider-check/1";

#[derive(Serialize)]
struct Report<'a> {
    /// Schema name and version.
    schema: &'static str,
    /// The solver command as given.
    solver: &'a str,
    /// Whether grading stopped early (SIGINT/SIGTERM); `results` then holds the finished puzzles.
    interrupted: bool,
    /// Puzzles in the corpus.
    puzzles_total: usize,
    /// What contained the solvers.
    isolation: IsolationRecord,
    /// One record per graded puzzle, in corpus order.
    results: Vec<Record<'a>>,
    /// Counts and score.
    summary: SummaryRecord,
}

#[derive(Serialize)]
struct IsolationRecord {
    /// Whether solvers ran in their own PID, IPC and mount namespaces under the grader's init.
    namespaces: bool,
    /// Whether they saw a private view of the filesystem.
    mounts: bool,
    /// Whether solvers could reach the network.
    network: bool,
    /// The Landlock ABI that confined their files, or null without Landlock.
    landlock_abi: Option<u32>,
    /// Whether a seccomp filter refused the calls that reach past the rest.
    seccomp: bool,
    /// The user and group they ran as.
    uid: u32,
    gid: u32,
    /// `"v1"` or `"v2"` when a cgroup counted their CPU time and processes, else null.
    cgroup: Option<&'static str>,
    /// The same, for people.
    summary: String,
}

#[derive(Serialize)]
struct Record<'a> {
    /// The puzzle file as named on the command line.
    puzzle: &'a str,
    /// Board size n.
    size: usize,
    /// Verdict name.
    verdict: &'static str,
    /// Whether the verdict passes.
    passed: bool,
    /// One-line reason.
    reason: String,
    /// Remarks that did not fail the puzzle.
    notes: &'a [String],
    /// Moves printed; -1 for "no solution"; null when the output could not be read.
    moves_printed: Option<i64>,
    /// Shortest solution; -1 when unsolvable.
    moves_expected: i64,
    /// "manifest" or "computed".
    expected_source: &'static str,
    /// When the run started, milliseconds since the Unix epoch.
    started_unix_ms: Option<u64>,
    /// CPU time, milliseconds.
    cpu_ms: Option<u64>,
    /// Wall-clock time, milliseconds.
    wall_ms: Option<u64>,
    /// Peak resident memory of the process tree, KiB.
    max_rss_kib: Option<u64>,
    /// Exit status, when it exited.
    exit_code: Option<i32>,
    /// Signal number, when a signal ended it.
    exit_signal: Option<i32>,
    /// Standard output size, bytes.
    stdout_bytes: Option<u64>,
    /// Standard error size, bytes.
    stderr_bytes: Option<u64>,
    /// The trace's counts, when a valid trace was written.
    trace: Option<TraceRecord>,
    /// The start of standard output, for a failing run (at most 20 lines and 2 KiB).
    stdout_excerpt: Option<&'a str>,
    /// The start of standard error, for a failing run (at most 20 lines and 2 KiB).
    stderr_excerpt: Option<&'a str>,
}

#[derive(Serialize)]
struct TraceRecord {
    /// Insert lines.
    inserts: u64,
    /// Delmin lines.
    del_mins: u64,
    /// Whether the trace was cut at its cap.
    truncated: bool,
    /// The reference's counts on the same board, per neighbour order.
    reference: Vec<ReferenceRecord>,
}

#[derive(Serialize)]
struct ReferenceRecord {
    /// `checklist` or `princeton`.
    order: &'static str,
    /// Inserts.
    inserts: u64,
    /// DelMins.
    del_mins: u64,
}

#[derive(Serialize)]
struct SummaryRecord {
    /// Puzzles graded.
    total: usize,
    /// Puzzles passed.
    passed: usize,
    /// Puzzles failed.
    failed: usize,
    /// passed / total.
    score: f64,
    /// Puzzles per verdict name (only names that occur).
    verdicts: BTreeMap<&'static str, usize>,
}

fn record(result: &PuzzleResult) -> Record<'_> {
    let verdict = &result.outcome.verdict;
    let run = result.run.as_ref();
    let millis = |d: std::time::Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    Record {
        puzzle: &result.puzzle,
        size: result.size,
        verdict: verdict.as_str(),
        passed: verdict.is_pass(),
        reason: verdict.reason(),
        notes: &result.outcome.notes,
        moves_printed: result.outcome.printed.map(|answer| match answer {
            Answer::Moves(moves) => i64::try_from(moves).unwrap_or(i64::MAX),
            Answer::Unsolvable => -1,
        }),
        moves_expected: result.expected.map_or(-1, |m| m as i64),
        expected_source: match result.expected_source {
            Source::Manifest => "manifest",
            Source::Computed => "computed",
        },
        started_unix_ms: run.and_then(|r| r.started.duration_since(std::time::UNIX_EPOCH).ok()).map(millis),
        cpu_ms: run.map(|r| millis(r.cpu)),
        wall_ms: run.map(|r| millis(r.wall)),
        max_rss_kib: run.map(|r| r.max_rss_bytes / 1024),
        exit_code: run.and_then(|r| match r.exit {
            Exit::Code(c) => Some(c),
            Exit::Signal(_) => None,
        }),
        exit_signal: run.and_then(|r| match r.exit {
            Exit::Signal(s) => Some(s),
            Exit::Code(_) => None,
        }),
        stdout_bytes: run.map(|r| r.stdout_bytes),
        stderr_bytes: run.map(|r| r.stderr_bytes),
        trace: result.outcome.trace.as_ref().map(|t| TraceRecord {
            inserts: t.inserts,
            del_mins: t.del_mins,
            truncated: t.truncated,
            reference: t
                .reference
                .iter()
                .map(|r| ReferenceRecord { order: order_name(r.order), inserts: r.inserts, del_mins: r.del_mins })
                .collect(),
        }),
        stdout_excerpt: result.excerpt.as_ref().map(|e| e.stdout.as_str()),
        stderr_excerpt: result.excerpt.as_ref().map(|e| e.stderr.as_str()),
    }
}

/// Writes the report as pretty-printed JSON and a final newline.
pub(crate) fn write(report: &GradeReport, out: &mut dyn Write) -> io::Result<()> {
    let summary = report.summary();
    let containment = &report.containment;
    let document = Report {
        schema: SCHEMA,
        solver: &report.solver,
        interrupted: report.interrupted,
        puzzles_total: report.puzzles,
        isolation: IsolationRecord {
            namespaces: containment.namespaces,
            mounts: containment.mounts,
            network: !containment.namespaces || containment.network_allowed,
            landlock_abi: containment.landlock,
            seccomp: containment.seccomp,
            uid: containment.runner.ids().0,
            gid: containment.runner.ids().1,
            cgroup: match containment.cgroup {
                Some(Cgroup::V1) => Some("v1"),
                Some(Cgroup::V2 { .. }) => Some("v2"),
                None => None,
            },
            summary: isolation::summary(containment),
        },
        results: report.results.iter().map(record).collect(),
        summary: SummaryRecord {
            total: summary.total,
            passed: summary.passed,
            failed: summary.total - summary.passed,
            score: summary.score,
            verdicts: summary.verdicts.into_iter().map(|(name, _, count)| (name, count)).collect(),
        },
    };
    serde_json::to_writer_pretty(&mut *out, &document).map_err(io::Error::other)?;
    writeln!(out)
}
