//! [`denied_read`]: whether a failed run's standard error names a file that the containment kept
//! from it, and the flag that lets it through.
//!
//! A solver reads its submission, the puzzle, what its command names, algs4 and the system; a
//! script that reads its own answers from a sibling folder (the fixture solvers under
//! `tests/fixtures/solvers/` read `../solutions/`) fails with "Permission denied" under Landlock, or
//! with "No such file or directory" in the private view, where the folder is not mounted. Either
//! reads as the student's bug unless the grader says which path was refused and how to allow it.
//! Only a path that exists for the grader, lies outside everything the run was allowed to read,
//! and is named on a line reporting one of those two errors gets the hint.

use std::path::PathBuf;

use crate::escape;

/// How the read was refused, told by the error the program printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Denial {
    /// "Permission denied": Landlock (or the file's mode, for the user the solver runs as).
    Landlock,
    /// "No such file or directory" for a path that exists outside: not mounted in the private view.
    NotInView,
}

/// A read the containment refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeniedRead {
    /// The path the program named, as the grader sees it.
    pub path: PathBuf,
    /// How it was refused.
    pub denial: Denial,
}

impl DeniedRead {
    /// One line naming the path and the flag: `--allow-read` of the path's folder when it is a file
    /// (a solver that reads one answer file usually reads its siblings for other puzzles too).
    #[must_use]
    pub fn hint(&self) -> String {
        let allow = if self.path.is_file() { self.path.parent().unwrap_or(&self.path) } else { &self.path };
        let (path, allow) = (escape::path(&self.path), escape::path(allow));
        match self.denial {
            Denial::Landlock => format!("Landlock denied reading {path}; add --allow-read {allow}"),
            Denial::NotInView => {
                format!("{path} is outside the solver's private view (not found there); add --allow-read {allow}")
            }
        }
    }
}

/// The path that the first line of `stderr` reporting a refusal names (its last absolute path), when
/// it exists and the run was not allowed to read it.
#[must_use]
pub fn denied_read(stderr: &str, allowed: &[PathBuf]) -> Option<DeniedRead> {
    stderr.lines().find_map(|line| {
        let denial = if line.contains("Permission denied") {
            Denial::Landlock
        } else if line.contains("No such file or directory") {
            Denial::NotInView
        } else {
            return None;
        };
        // The last path is the one refused: a shell names itself first (`/bin/sh: 1: cannot open ...`).
        // Resolved, so that `solvers/./../solutions` is not taken for a path inside `solvers`.
        let path = std::fs::canonicalize(absolute_paths(line).last()?).ok()?;
        let real = |path: &PathBuf| std::fs::canonicalize(path).unwrap_or_else(|_| path.clone());
        let allowed = allowed.iter().any(|a| path.starts_with(real(a)));
        (!allowed).then_some(DeniedRead { path, denial })
    })
}

/// The absolute paths a line names: each word (split at spaces, quotes and parentheses) that starts
/// with `/`, less a trailing `:`, `,` or `.`, which are the message's. A path with a space in it is
/// not found, and gets no hint.
fn absolute_paths(line: &str) -> impl Iterator<Item = PathBuf> + '_ {
    let separator = |c: char| c.is_whitespace() || matches!(c, '\'' | '"' | '(' | ')' | '`');
    line.split(separator)
        .map(|word| word.trim_end_matches([':', ',', '.']))
        .filter(|word| word.starts_with('/') && word.len() > 1)
        .map(PathBuf::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_messages_of_shells_python_and_java_name_the_path() {
        let dir = tempfile::tempdir().expect("a directory");
        let file = dir.path().join("puzzle04.out");
        std::fs::write(&file, "4\n").expect("written");
        let f = file.display();
        let table = [
            (format!("cat: {f}: Permission denied"), Some(Denial::Landlock)),
            (format!("/bin/sh: 1: cannot open {f}: Permission denied"), Some(Denial::Landlock)),
            ("/bin/sh: 1: cannot open /no/such/file: No such file or directory".to_string(), None),
            (format!("PermissionError: [Errno 13] Permission denied: '{f}'"), Some(Denial::Landlock)),
            (format!("java.io.FileNotFoundException: {f} (Permission denied)"), Some(Denial::Landlock)),
            (format!("cat: {f}: No such file or directory"), Some(Denial::NotInView)),
            (
                format!("Exception in thread \"main\" java.io.FileNotFoundException: {f} (No such file or directory)"),
                Some(Denial::NotInView),
            ),
            (format!("cat: {f}: Is a directory"), None),
            ("cat: /no/such/file: No such file or directory".to_string(), None),
            ("cat: relative/file: Permission denied".to_string(), None),
        ];
        for (stderr, want) in table {
            let got = denied_read(&stderr, &[]);
            assert_eq!(got.as_ref().map(|d| d.denial), want, "{stderr}");
            if let Some(got) = got {
                assert_eq!(got.path, std::fs::canonicalize(&file).expect("real"), "{stderr}");
            }
        }
    }

    #[test]
    fn a_path_the_run_was_allowed_gets_no_hint() {
        let dir = tempfile::tempdir().expect("a directory");
        let file = dir.path().join("secret");
        std::fs::write(&file, "").expect("written");
        let stderr = format!("cat: {}: Permission denied", file.display());
        assert_eq!(denied_read(&stderr, &[dir.path().to_path_buf()]), None, "its mode, not the containment");
        assert!(denied_read(&stderr, &[PathBuf::from("/elsewhere")]).is_some());
    }

    #[test]
    fn a_path_that_climbs_out_of_an_allowed_folder_is_outside_it() {
        let dir = tempfile::tempdir().expect("a directory");
        let (solvers, solutions) = (dir.path().join("solvers"), dir.path().join("solutions"));
        std::fs::create_dir(&solvers).expect("made");
        std::fs::create_dir(&solutions).expect("made");
        std::fs::write(solutions.join("puzzle04.out"), "4\n").expect("written");
        let stderr = format!("cat: {}/./../solutions/puzzle04.out: No such file or directory", solvers.display());
        let got = denied_read(&stderr, std::slice::from_ref(&solvers)).expect("a hint");
        assert_eq!(got.path, std::fs::canonicalize(solutions.join("puzzle04.out")).expect("real"));
    }

    #[test]
    fn the_hint_allows_a_file_s_folder_and_escapes_the_name() {
        let dir = tempfile::tempdir().expect("a directory");
        let file = dir.path().join("a\u{1b}[2Jb.out");
        std::fs::write(&file, "").expect("written");
        let hint = DeniedRead { path: file.clone(), denial: Denial::Landlock }.hint();
        let folder = dir.path().display();
        assert!(hint.starts_with("Landlock denied reading "), "{hint}");
        assert!(hint.ends_with(&format!("; add --allow-read {folder}")), "{hint}");
        assert!(hint.contains("a\\u{1b}[2Jb.out") && !hint.contains('\u{1b}'), "{hint}");
        let folder_hint = DeniedRead { path: dir.path().to_path_buf(), denial: Denial::NotInView }.hint();
        assert!(folder_hint.contains("outside the solver's private view"), "{folder_hint}");
        assert!(folder_hint.ends_with(&format!("--allow-read {folder}")), "{folder_hint}");
    }
}
