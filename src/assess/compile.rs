//! The assessment's builds, each a `javac` run contained like a student's build, in the work folder:
//! the driver and the memory agent (ours: a failure is a bug, not the student's), the student's Board
//! with the Board tests, and the student's Solver against the reference Board and the counting MinPQ
//! with the Solver tests. A student's part that does not compile fails its sections with javac's errors,
//! read and shown as a class's build shows them ([`grade::javac`]).

use std::path::Path;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result, bail};

use crate::assess::sources::files_in;
use crate::config::SolverCommand;
use crate::grade::{self, RunSettings, run_in};
use crate::run::ExitKind;

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

/// Builds everything in `work`, where the sources, `algs4.jar` and `student/` already are.
///
/// # Errors
/// When javac or jar cannot be run, or the project's own Java does not compile.
pub fn compile(config: &RunSettings, work: &Path, interrupted: &AtomicBool) -> Result<Compiled> {
    let ours = |args: Vec<String>| -> Result<()> {
        match javac(config, work, args, interrupted)? {
            Ok(()) => Ok(()),
            Err(why) => bail!("the assessment's own Java does not compile (a bug in slider): {why}"),
        }
    };
    let mut agent = out("agent", ".");
    agent.extend(files_in("agent"));
    ours(agent)?;
    jar(config, work, interrupted)?;
    let mut driver = out("driver", AGENT_JAR);
    driver.extend(files_in("driver"));
    ours(driver)?;
    let mut minpq = out("minpq", "algs4.jar");
    minpq.extend(files_in("minpq/edu/princeton/cs/algs4"));
    ours(minpq)?;
    let mut reference = out("solver", "driver:minpq:algs4.jar");
    reference.splice(0..0, ["-g:none".to_string(), "-sourcepath".into(), "java/solver".into()]);
    reference.push("java/solver/Board.java".into());
    ours(reference)?;
    let mut student = out("student-classes", "algs4.jar");
    student.extend(["student/Board.java".to_string(), "student/Solver.java".into()]);
    let student = javac(config, work, student, interrupted)?;
    let mut board = out("board", "driver:agent.jar:algs4.jar");
    board.push("student/Board.java".into());
    board.extend(files_in("board"));
    let board = javac(config, work, board, interrupted)?;
    let mut solver = out("solver", "solver:driver:agent.jar:minpq:algs4.jar");
    solver.push("student/Solver.java".into());
    solver.extend(files_in("solver").into_iter().filter(|f| !f.ends_with("/Board.java")));
    let solver = javac(config, work, solver, interrupted)?;
    Ok(Compiled { student, board, solver })
}

/// `-d folder -cp classpath`, with the folder made.
fn out(folder: &str, classpath: &str) -> Vec<String> {
    ["-encoding", "UTF-8", "-nowarn", "-d", folder, "-cp", classpath].map(String::from).to_vec()
}

/// Runs javac with `args` in `work` (its `-d` folder made first): `Ok(Err(errors))`, in the one line
/// every report shows a compile error in, when it fails.
fn javac(config: &RunSettings, work: &Path, args: Vec<String>, interrupted: &AtomicBool) -> Result<Result<(), String>> {
    let folder = work.join(&args[args.iter().position(|a| a == "-d").map_or(0, |i| i + 1)]);
    std::fs::create_dir_all(&folder).with_context(|| format!("cannot create {}", folder.display()))?;
    Ok(grade::javac(config, work, &args, interrupted)?.map_err(|errors| errors.to_string()))
}

/// `agent.jar` from the agent's classes and manifest.
fn jar(config: &RunSettings, work: &Path, interrupted: &AtomicBool) -> Result<()> {
    let mut words: Vec<String> = ["jar", "cfm", AGENT_JAR, "java/agent/MANIFEST.MF"].map(String::from).to_vec();
    let classes = std::fs::read_dir(work.join("agent")).context("cannot list the agent's classes")?;
    for class in classes.flatten() {
        // File names alone (with -C): relative names that do not exist in the work folder are passed as
        // they are.
        words.extend(["-C".to_string(), "agent".into(), class.file_name().to_string_lossy().into_owned()]);
    }
    let command = SolverCommand::parse(&shell_words::join(&words), work, None, config.limits.memory_bytes)
        .context("jar (from the JDK) is needed to assess Java submissions")?;
    let record = run_in(config, &command, work, interrupted)?;
    if record.exit != ExitKind::Code(0) {
        bail!("cannot make the memory agent's jar: {}", record.stderr.text().lines().next().unwrap_or("jar failed"));
    }
    Ok(())
}
