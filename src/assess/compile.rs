//! The assessment's builds of a student's code, each a `javac` run contained like a student's build,
//! in the work folder: the student's Board with the Board tests, and the student's Solver against the
//! reference Board and the counting MinPQ with the Solver tests (the assessment's own classes are the
//! [`Toolkit`](crate::assess::toolkit::Toolkit)'s, built once). A student's part that does not compile fails its sections with javac's errors,
//! read and shown as a class's build shows them ([`grade::javac`]).

use std::path::Path;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};

use crate::assess::sources::files_in;
use crate::grade::{self, RunSettings};

/// What the student's code made of the two class loaders.
pub struct Compiled {
    /// The student's Board.java and Solver.java on their own, against algs4.jar: the assessment's
    /// compilation test.
    pub student: Result<(), String>,
    /// The Board tests' classes, or why the student's Board did not compile with them.
    pub board: Result<(), String>,
    /// The Solver tests' classes, or why the student's Solver did not compile against the reference Board.
    pub solver: Result<(), String>,
}

/// The class path the driver runs with (the agent jar adds itself).
pub const DRIVER: &str = "driver";
/// The memory agent.
pub const AGENT_JAR: &str = "agent.jar";

/// Builds the student's code in `work`, where the sources, `algs4.jar`, `student/` and the
/// [`Toolkit`](crate::assess::toolkit::Toolkit)'s classes already are.
///
/// # Errors
/// When javac cannot be run.
pub fn compile(config: &RunSettings, work: &Path, interrupted: &AtomicBool) -> Result<Compiled> {
    let mut student = out("student-classes", "algs4.jar");
    student.extend(["student/Board.java".to_string(), "student/Solver.java".into()]);
    let mut board = out("board", "driver:agent.jar:algs4.jar");
    board.push("student/Board.java".into());
    board.extend(files_in("board"));
    let mut solver = out("solver", "solver:driver:agent.jar:minpq:algs4.jar");
    solver.push("student/Solver.java".into());
    solver.extend(files_in("solver").into_iter().filter(|f| !f.ends_with("/Board.java")));
    // The three builds are independent (each its own -d folder): side by side they take the time of
    // the longest, each contained as a student's build.
    let [student, board, solver] = std::thread::scope(|scope| {
        [student, board, solver]
            .map(|args| scope.spawn(move || javac(config, work, args, interrupted)))
            .map(|build| build.join().unwrap_or_else(|_| Err(anyhow::anyhow!("a javac run panicked"))))
    });
    Ok(Compiled { student: student?, board: board?, solver: solver? })
}

/// `-d folder -cp classpath`, with the folder made.
pub(crate) fn out(folder: &str, classpath: &str) -> Vec<String> {
    ["-encoding", "UTF-8", "-nowarn", "-d", folder, "-cp", classpath].map(String::from).to_vec()
}

/// Runs javac with `args` in `work` (its `-d` folder made first): `Ok(Err(errors))`, in the one line
/// every report shows a compile error in, when it fails.
pub(crate) fn javac(
    config: &RunSettings,
    work: &Path,
    args: Vec<String>,
    interrupted: &AtomicBool,
) -> Result<Result<(), String>> {
    let folder = work.join(&args[args.iter().position(|a| a == "-d").map_or(0, |i| i + 1)]);
    std::fs::create_dir_all(&folder).with_context(|| format!("cannot create {}", folder.display()))?;
    Ok(grade::javac(config, work, &args, interrupted)?.map_err(|errors| errors.to_string()))
}
