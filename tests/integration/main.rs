//! Integration tests of the `slider` binary, one module a feature.

/// The command builder and paths shared by the tests.
mod support;

/// `slider solve`: the Solver.main and PuzzleChecker outputs and the operation counts.
mod solve;

/// `slider trace`: the checklist trace and its limits.
mod trace;

/// Exit statuses and one-line errors for bad input.
mod exit_codes;

/// `slider check`: every fake student solver against its expected verdict.
mod verdicts;

/// Java submissions built and graded with the machine's JDK.
mod java;

/// `slider assess` and `slider trace-diff` on the assessment's fixture submissions.
mod assess;

/// `slider grade`, `merge` and `gradescope`: a class of fixture submissions, end to end.
mod grade;

/// Every class report's totals against the model's scores.
mod grade_totals;

/// `slider grade` with the Java assessment on: its tests in every class report.
mod grade_assessment;

/// `slider similar` on the similarity fixtures: planted copies against independent solutions.
mod similar;

/// The HTML class report in headless Chromium.
mod browser;

/// `slider serve`'s API.
mod serve;

/// The explorer page in headless Chromium through WebDriver.
mod explorer;

/// The WebDriver session the browser tests share.
mod webdriver;

/// The README's grading examples, run as written.
mod readme;

/// SIGINT and SIGTERM during grading.
mod interrupts;

/// Hostile solvers: escapes, hidden CPU time, fork bombs, reads and writes that are not theirs, the
/// network, floods and overflows.
mod containment;

/// Reads the containment refused, named with the `--allow-read` that lets them through.
mod denied_reads;

/// `slider check` flags, inputs and exit statuses.
mod check_args;

/// Help examples, shell completions and manual pages.
mod cli;

/// The human and JSON report formats, pinned.
mod formats;

/// `slider solve --algorithm`, `slider compare` and `slider generate`.
mod strategies;

/// The corpus and its manifest, re-proven.
mod corpus;

/// The import rules of docs/ARCHITECTURE.md, read from the source.
mod architecture;
/// Laws of the parsers and the trace check on generated hostile input (the fuzz targets' generators).
mod properties;
