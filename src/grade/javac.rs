//! [`diagnostics`]: the errors in `javac`'s output, as data (file, line, message), so that a student
//! sees each compile error once, where it is, rather than a first line cut short.

use std::path::Path;

use crate::escape::cut;

/// One compile error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file, relative to the submission.
    pub file: String,
    /// Its line (1-based).
    pub line: u32,
    /// The compiler's message.
    pub message: String,
}

/// The most errors kept (javac stops at 100 by default).
const KEPT: usize = 20;

/// The errors in `output` (javac's standard error), with paths made relative to `root`, at most
/// [`KEPT`] of them, and how many there were in all.
#[must_use]
pub fn diagnostics(output: &str, root: &Path) -> (Vec<Diagnostic>, usize) {
    let root = format!("{}/", root.display());
    let mut kept = Vec::new();
    let mut total = 0;
    for line in output.lines() {
        let Some((place, message)) = line.split_once(": error: ") else { continue };
        let Some((file, number)) = place.rsplit_once(':') else { continue };
        let Ok(number) = number.parse::<u32>() else { continue };
        total += 1;
        if kept.len() < KEPT {
            let file = file.strip_prefix(&root).unwrap_or(file);
            kept.push(Diagnostic { file: cut(file, 200), line: number, message: cut(message, 200) });
        }
    }
    (kept, total)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{Diagnostic, diagnostics};

    #[test]
    fn errors_are_read_with_their_file_and_line() {
        let output = "/tmp/b/src/Solver.java:12: error: ';' expected\n        int x = 3\n                 ^\n\
                      /tmp/b/Board.java:7: error: cannot find symbol\n  symbol: class Foo\n\
                      Note: Some input files use unchecked operations.\n2 errors\n";
        let (kept, total) = diagnostics(output, Path::new("/tmp/b"));
        assert_eq!(total, 2);
        assert_eq!(
            kept,
            [
                Diagnostic { file: "src/Solver.java".into(), line: 12, message: "';' expected".into() },
                Diagnostic { file: "Board.java".into(), line: 7, message: "cannot find symbol".into() },
            ]
        );
        assert_eq!(diagnostics("error: invalid flag: -x\n", Path::new("/")).1, 0);
    }
}
