//! [`uncaught`]: the exception that ended a JVM, read from its standard error: its class, its message
//! and the first stack frames in the student's own code (`Solver.java:39`), which is what a student
//! needs to find the bug; frames of the JDK and of algs4 are left out.

use crate::escape::cut;

/// An uncaught exception.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JavaException {
    /// Its class, e.g. `java.lang.NullPointerException`.
    pub class: String,
    /// Its message, if it has one.
    pub message: Option<String>,
    /// The first frames in the student's code, as `File.java:line`.
    pub frames: Vec<String>,
}

/// Frames kept.
const FRAMES: usize = 3;

/// Packages whose frames are not the student's.
const LIBRARY: [&str; 6] = ["java.", "javax.", "jdk.", "sun.", "com.sun.", "edu.princeton.cs.algs4."];

/// The exception in `stderr`, if a JVM printed one.
#[must_use]
pub fn uncaught(stderr: &str) -> Option<JavaException> {
    let mut lines = stderr.lines();
    let header = lines.by_ref().find_map(|l| l.trim().strip_prefix("Exception in thread "))?;
    // `"main" java.lang.X: message`: the thread name is quoted.
    let after_thread = header.strip_prefix('"').and_then(|h| h.split_once("\" ")).map_or(header, |(_, rest)| rest);
    let (class, message) = match after_thread.split_once(": ") {
        Some((class, message)) => (class.trim(), Some(cut(message, 200))),
        None => (after_thread.trim(), None),
    };
    let frames = lines
        .filter_map(|l| l.trim().strip_prefix("at "))
        .filter(|frame| !LIBRARY.iter().any(|p| frame.starts_with(p)))
        .filter_map(|frame| {
            let place = frame.rsplit_once('(')?.1.strip_suffix(')')?;
            place.contains(".java:").then(|| cut(place, 80))
        })
        .take(FRAMES)
        .collect();
    Some(JavaException { class: cut(class, 120), message, frames })
}

#[cfg(test)]
mod tests {
    use super::{JavaException, uncaught};

    #[test]
    fn the_exception_its_message_and_the_students_frames_are_read() {
        let stderr = "Exception in thread \"main\" java.lang.NullPointerException: Cannot invoke \"Board.neighbors()\" because \"<local3>\" is null\n\
                      \tat java.base/java.util.Objects.requireNonNull(Objects.java:233)\n\
                      \tat Solver.<init>(Solver.java:39)\n\
                      \tat edu.princeton.cs.algs4.MinPQ.insert(MinPQ.java:12)\n\
                      \tat Solver.main(Solver.java:80)\n";
        assert_eq!(
            uncaught(stderr),
            Some(JavaException {
                class: "java.lang.NullPointerException".into(),
                message: Some("Cannot invoke \"Board.neighbors()\" because \"<local3>\" is null".into()),
                frames: vec!["Solver.java:39".into(), "Solver.java:80".into()],
            })
        );
        let bare = "Exception in thread \"main\" java.lang.StackOverflowError\n\tat Board.hash(Board.java:5)\n";
        let read = uncaught(bare).expect("an exception");
        assert_eq!(
            (read.class.as_str(), read.message, read.frames),
            ("java.lang.StackOverflowError", None, vec!["Board.java:5".to_string()])
        );
        assert_eq!(uncaught("Segmentation fault\n"), None);
    }
}
