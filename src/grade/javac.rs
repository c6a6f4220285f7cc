//! [`javac`]: the one way slider compiles Java, for a class's builds and the assessment's alike:
//! `javac` run in a folder, contained like any build ([`run_in`]), and its errors read as data
//! ([`CompileErrors`]: each error's file, line, message and missing symbol), so that a student sees
//! each compile error once, where it is, in the same words wherever it is shown (the one line is
//! written in [`reason`](crate::grade::reason)).

use std::path::Path;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};

use crate::escape::cut;
use crate::grade::build::{ending, run_in};
use crate::grade::settings::RunSettings;
use crate::grade::verdict::BuildEnding;
use crate::run::ExitKind;

/// One compile error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file, relative to the folder javac ran in.
    pub file: String,
    /// Its line (1-based).
    pub line: u32,
    /// The compiler's message.
    pub message: String,
    /// The symbol javac could not find (`method twin()`), for a "cannot find symbol".
    pub symbol: Option<String>,
}

/// Why a javac run failed: the errors it reported, or how it ended and what it said first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileErrors {
    /// The errors, in order (at most [`KEPT`]).
    pub errors: Vec<Diagnostic>,
    /// How many errors javac reported.
    pub total: usize,
    /// How it ended.
    pub ending: BuildEnding,
    /// Its first line of output, for failures that are not compile errors (a bad flag, a limit).
    pub first_line: Option<String>,
}

/// The compiler's own JVM: its first tier of JIT only. A build is a second or so of short-lived work,
/// where the optimizing compiler costs more CPU than it saves (about 40% of a build's CPU: 1.05 s
/// against 0.65 s for a Board and a Solver, measured in docs/BENCHMARKS.md). It changes how fast
/// javac runs, never what it makes, and no student's code runs in this JVM.
const COMPILER_JVM: [&str; 1] = ["-J-XX:TieredStopAtLevel=1"];

/// The most errors kept (javac stops at 100 by default).
const KEPT: usize = 20;

/// Runs `javac ARGS` in `dir` under `settings`: `Ok(Err(errors))` when it does not compile.
///
/// # Errors
/// When javac cannot be found or started.
pub fn javac(
    settings: &RunSettings,
    dir: &Path,
    args: &[String],
    interrupted: &AtomicBool,
) -> Result<Result<(), CompileErrors>> {
    let words: Vec<&str> = ["javac"].into_iter().chain(COMPILER_JVM).chain(args.iter().map(String::as_str)).collect();
    let command = settings
        .command(&shell_words::join(words), dir)
        .context("javac is needed to compile Java submissions; install a JDK 17")?;
    let record = run_in(settings, &command, dir, interrupted)?;
    if record.exit == ExitKind::Code(0) && record.limit.is_none() {
        return Ok(Ok(()));
    }
    let output = record.stderr.text();
    let (errors, total) = diagnostics(&output, dir);
    let first_line = output.lines().find(|l| !l.trim().is_empty()).map(|l| cut(l, 300));
    Ok(Err(CompileErrors { errors, total, ending: ending(&record), first_line }))
}

/// The errors in `output` (javac's standard error), with paths made relative to `root`, at most
/// [`KEPT`] of them, and how many there were in all.
fn diagnostics(output: &str, root: &Path) -> (Vec<Diagnostic>, usize) {
    let root = format!("{}/", root.display());
    let mut kept: Vec<Diagnostic> = Vec::new();
    let mut total = 0;
    for line in output.lines() {
        if let (Some(symbol), Some(last)) = (line.trim().strip_prefix("symbol:"), kept.last_mut()) {
            last.symbol.get_or_insert_with(|| cut(symbol, 200));
            continue;
        }
        let Some((place, message)) = line.split_once(": error: ") else { continue };
        let Some((file, number)) = place.rsplit_once(':') else { continue };
        let Ok(number) = number.parse::<u32>() else { continue };
        total += 1;
        if kept.len() < KEPT {
            let file = file.strip_prefix(&root).unwrap_or(file);
            kept.push(Diagnostic { file: cut(file, 200), line: number, message: cut(message, 200), symbol: None });
        }
    }
    (kept, total)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{Diagnostic, diagnostics};

    #[test]
    fn errors_are_read_with_their_file_line_and_missing_symbol() {
        let output = "/tmp/b/src/Solver.java:12: error: ';' expected\n        int x = 3\n                 ^\n\
                      /tmp/b/Board.java:7: error: cannot find symbol\n  symbol:   class Foo\n  location: class Board\n\
                      Note: Some input files use unchecked operations.\n2 errors\n";
        let (kept, total) = diagnostics(output, Path::new("/tmp/b"));
        assert_eq!(total, 2);
        let error = |file: &str, line, message: &str, symbol: Option<&str>| Diagnostic {
            file: file.into(),
            line,
            message: message.into(),
            symbol: symbol.map(Into::into),
        };
        assert_eq!(
            kept,
            [
                error("src/Solver.java", 12, "';' expected", None),
                error("Board.java", 7, "cannot find symbol", Some("class Foo")),
            ]
        );
        assert_eq!(diagnostics("error: invalid flag: -x\n", Path::new("/")).1, 0);
    }

    #[test]
    fn what_a_student_controls_is_escaped() {
        let output = "/w/Bo\u{1b}[2Jard.java:3: error: bad\u{7} thing\n  symbol: x\u{0}y\n";
        let (kept, _) = diagnostics(output, Path::new("/w"));
        assert!(!kept[0].file.contains('\u{1b}') && !kept[0].message.contains('\u{7}'), "{kept:?}");
        assert!(kept[0].symbol.as_deref().is_some_and(|s| !s.contains('\u{0}')), "{kept:?}");
    }
}
