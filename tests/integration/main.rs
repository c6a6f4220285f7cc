//! Integration tests of the `slider` binary, one module a feature.

/// The command builder and paths shared by the tests.
mod support;

/// `slider solve`: the Solver.main and PuzzleChecker outputs and the operation counts.
mod solve;

/// `slider trace`: the checklist trace and its limits.
mod trace;

/// Exit statuses and one-line errors for bad input.
mod exit_codes;
