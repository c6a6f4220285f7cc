//! [`SolverCommand`]: the `--solver` command, split into words (no shell) and resolved for running in a
//! scratch directory.
//!
//! Relative paths are taken from the submission directory: the program when it contains a slash, any
//! argument naming an existing file there, and every entry of a `java` class path (`-cp`, `-classpath`,
//! `--class-path`; `.` is the submission directory). A `java` command without a class path gets the
//! submission directory (and `--algs4`'s jar) as one. `java` also gets `-Xmx` from the memory limit and
//! one parallel and one concurrent GC thread unless it sets them: G1's default threads burn CPU time
//! beside the solver, so a CPU limit would otherwise measure the collector.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

/// The placeholder replaced by the puzzle's absolute path.
const PLACEHOLDER: &str = "{puzzle}";

/// A resolved solver command.
#[derive(Debug, Clone)]
pub struct SolverCommand {
    program: PathBuf,
    args: Vec<String>,
    /// Whether this is slider's own reference solver (which runs as the grader).
    reference: bool,
}

impl SolverCommand {
    /// How reports name the built-in reference solver.
    pub const REFERENCE_LABEL: &'static str = "reference solver (slider solve --algorithm auto)";

    /// Parses and resolves `--solver`.
    ///
    /// # Errors
    /// When the command is empty or unbalanced, or its program cannot be found or run.
    pub fn parse(command: &str, dir: &Path, algs4: Option<&Path>, memory_bytes: u64) -> Result<SolverCommand> {
        let words = shell_words::split(command).with_context(|| format!("cannot split --solver `{command}`"))?;
        let Some((program, args)) = words.split_first() else {
            bail!("--solver is empty; give the command that runs one puzzle, e.g. \"java -cp algs4.jar:. Solver\"");
        };
        let program = resolve_program(program, dir)?;
        let mut args: Vec<String> = args.iter().map(|a| absolute_if_present(a, dir)).collect();
        if program.file_name().is_some_and(|n| n == "java") {
            args = java_args(args, dir, algs4, memory_bytes);
        }
        Ok(SolverCommand { program, args, reference: false })
    }

    /// A command running this program's own reference solver: `slider solve --algorithm auto` (the
    /// assignment's A* with `heuristic` up to 3x3, IDA* beyond) with the pattern databases already in
    /// `pdb_dir`, never building one (a build takes minutes and would be killed at the limits). The
    /// cache directory is passed explicitly because the solver's `HOME` is its scratch directory.
    ///
    /// # Errors
    /// When the running executable cannot be found.
    pub fn reference(heuristic: &str, pdb_dir: &Path) -> Result<SolverCommand> {
        let program = std::env::current_exe().context("cannot find the slider executable to run the reference")?;
        let words = ["solve", "--algorithm", "auto", "--no-pdb-build", "--heuristic", heuristic, "--pdb-dir"];
        let mut args: Vec<String> = words.map(String::from).to_vec();
        args.push(pdb_dir.to_string_lossy().into_owned());
        Ok(SolverCommand { program, args, reference: true })
    }

    /// A command run through `sh -c` (for build commands, which may use globs).
    #[must_use]
    pub fn shell(command: &str) -> SolverCommand {
        let args = vec!["-c".to_string(), command.to_string()];
        SolverCommand { program: PathBuf::from("/bin/sh"), args, reference: false }
    }

    /// Whether this is the built-in reference solver ([`SolverCommand::reference`]).
    #[must_use]
    pub fn is_reference(&self) -> bool {
        self.reference
    }

    /// The program to run.
    #[must_use]
    pub fn program(&self) -> &Path {
        &self.program
    }

    /// The files the command names: its program, and every absolute path among its arguments and class
    /// path entries that exists (relative ones were made absolute against the submission).
    #[must_use]
    pub fn paths(&self) -> Vec<PathBuf> {
        let words = self.args.iter().flat_map(|a| a.split(':'));
        let named = words.map(PathBuf::from).filter(|p| p.is_absolute() && p.exists());
        std::iter::once(self.program.clone()).chain(named).collect()
    }

    /// The arguments for one puzzle: `{puzzle}` replaced by its path, or the path appended.
    #[must_use]
    pub fn args_for(&self, puzzle: Option<&Path>) -> Vec<OsString> {
        let Some(puzzle) = puzzle else {
            return self.args.iter().map(OsString::from).collect();
        };
        let path = puzzle.to_string_lossy();
        let mut args: Vec<OsString> = self.args.iter().map(|a| a.replace(PLACEHOLDER, &path).into()).collect();
        if !self.args.iter().any(|a| a.contains(PLACEHOLDER)) {
            args.push(puzzle.as_os_str().to_owned());
        }
        args
    }
}

/// The program's path: relative to `dir` when it has a slash, else looked up in `PATH`.
fn resolve_program(program: &str, dir: &Path) -> Result<PathBuf> {
    if !program.contains('/') {
        let path = std::env::var_os("PATH").unwrap_or_default();
        return std::env::split_paths(&path)
            .map(|d| d.join(program))
            .find(|p| is_executable(p))
            .with_context(|| format!("solver program `{program}` is not on PATH"));
    }
    let path = if Path::new(program).is_absolute() { PathBuf::from(program) } else { dir.join(program) };
    if !path.is_file() {
        bail!("solver program {} does not exist (relative paths are taken from --dir)", path.display());
    }
    if !is_executable(&path) {
        bail!(
            "solver program {} is not executable; chmod +x it, or name its interpreter (e.g. sh {program})",
            path.display()
        );
    }
    Ok(path)
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata().is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// `arg` made absolute when it names something that exists under `dir` (and is not an option).
fn absolute_if_present(arg: &str, dir: &Path) -> String {
    if arg.starts_with('-') || Path::new(arg).is_absolute() || arg.contains(PLACEHOLDER) {
        return arg.to_string();
    }
    let candidate = dir.join(arg);
    if candidate.exists() { candidate.to_string_lossy().into_owned() } else { arg.to_string() }
}

/// Whether a class path entry names an `algs4.jar` that is not there.
fn is_missing_algs4(entry: &str) -> bool {
    Path::new(entry).file_name().is_some_and(|n| n == "algs4.jar") && !Path::new(entry).exists()
}

/// Whether `command` (a solver or build command) names an `algs4.jar` that `dir` does not hold, so
/// that the user's jar (`--algs4` or `ALGS4_JAR`) is needed.
#[must_use]
pub fn needs_algs4(command: &str, dir: &Path) -> bool {
    let words = shell_words::split(command).unwrap_or_default();
    let named =
        words.iter().flat_map(|w| w.split(':')).any(|e| Path::new(e).file_name().is_some_and(|n| n == "algs4.jar"));
    named && !dir.join("algs4.jar").exists()
}

/// Class path entries made absolute against `dir`.
fn absolute_class_path(value: &str, dir: &Path) -> String {
    let entries: Vec<String> = value
        .split(':')
        .map(|e| match e {
            "" | "." => dir.to_string_lossy().into_owned(),
            e if Path::new(e).is_absolute() => e.to_string(),
            e => dir.join(e).to_string_lossy().into_owned(),
        })
        .collect();
    entries.join(":")
}

/// The JVM's arguments with the class path resolved, algs4 added, and heap and GC threads set.
fn java_args(args: Vec<String>, dir: &Path, algs4: Option<&Path>, memory_bytes: u64) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len() + 6);
    let has = |prefix: &str| args.iter().any(|a| a.starts_with(prefix));
    if !has("-Xmx") && !has("-XX:MaxHeapSize") && !has("-XX:MaxRAM") {
        // Three quarters of the limit for the heap leaves room for metaspace, code and thread stacks.
        out.push(format!("-Xmx{}m", ((memory_bytes / 4 * 3) >> 20).max(16)));
    }
    for flag in ["-XX:ParallelGCThreads", "-XX:ConcGCThreads"] {
        if !has(flag) {
            out.push(format!("{flag}=1"));
        }
    }
    let jar = algs4.map(|p| p.to_string_lossy().into_owned());
    let mut has_class_path = false;
    let mut words = args.into_iter();
    while let Some(word) = words.next() {
        if matches!(word.as_str(), "-cp" | "-classpath" | "--class-path") {
            has_class_path = true;
            let value = absolute_class_path(&words.next().unwrap_or_default(), dir);
            // An `algs4.jar` entry the submission does not have means the user's jar.
            let mut entries: Vec<String> = value
                .split(':')
                .map(|e| match &jar {
                    Some(jar) if is_missing_algs4(e) => jar.clone(),
                    _ => e.to_string(),
                })
                .collect();
            if let Some(jar) = &jar
                && !entries.contains(jar)
            {
                entries.push(jar.clone());
            }
            out.extend([word, entries.join(":")]);
        } else if !has_class_path && !word.starts_with('-') && !out.iter().any(|a| a == "-jar") {
            // The main class: give the JVM a class path first if the command has none.
            let mut value = dir.to_string_lossy().into_owned();
            if let Some(jar) = &jar {
                value = format!("{value}:{jar}");
            }
            has_class_path = true;
            out.extend(["-cp".to_string(), value, word]);
        } else {
            out.push(word);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::SolverCommand;

    fn args(command: &str, dir: &Path, algs4: Option<&Path>) -> Vec<String> {
        let solver = SolverCommand::parse(command, dir, algs4, 1 << 30).expect("a valid command");
        solver
            .args_for(Some(Path::new("/p/puzzle04.txt")))
            .into_iter()
            .map(|a| a.into_string().expect("utf-8"))
            .collect()
    }

    #[test]
    fn java_gets_heap_gc_threads_and_an_absolute_class_path() {
        let dir = tempfile::tempdir().expect("a directory");
        let d = dir.path().display().to_string();
        assert_eq!(
            args("java -cp algs4.jar:. Solver", dir.path(), None),
            [
                "-Xmx768m",
                "-XX:ParallelGCThreads=1",
                "-XX:ConcGCThreads=1",
                "-cp",
                &format!("{d}/algs4.jar:{d}"),
                "Solver",
                "/p/puzzle04.txt"
            ]
        );
        assert_eq!(
            args(
                "java -Xmx2g -XX:ParallelGCThreads=2 Solver {puzzle} extra",
                dir.path(),
                Some(Path::new("/opt/algs4.jar"))
            ),
            [
                "-XX:ConcGCThreads=1",
                "-Xmx2g",
                "-XX:ParallelGCThreads=2",
                "-cp",
                &format!("{d}:/opt/algs4.jar"),
                "Solver",
                "/p/puzzle04.txt",
                "extra"
            ]
        );
    }

    #[test]
    fn a_missing_algs4_jar_on_the_class_path_is_the_users() {
        let dir = tempfile::tempdir().expect("a directory");
        let d = dir.path().display().to_string();
        let jar = Some(Path::new("/opt/algs4.jar"));
        assert_eq!(
            args("java -cp algs4.jar:. Solver", dir.path(), jar)[3..5],
            ["-cp".to_string(), format!("/opt/algs4.jar:{d}")]
        );
        std::fs::write(dir.path().join("algs4.jar"), "PK").expect("a jar of the submission's own");
        assert_eq!(
            args("java -cp algs4.jar:. Solver", dir.path(), jar)[4],
            format!("{d}/algs4.jar:{d}:/opt/algs4.jar")
        );
        assert!(super::needs_algs4("javac -cp algs4.jar *.java", Path::new("/nowhere")));
        assert!(!super::needs_algs4("javac -cp algs4.jar *.java", dir.path()));
        assert!(!super::needs_algs4("java Solver", Path::new("/nowhere")));
    }

    #[test]
    fn relative_paths_come_from_the_submission_directory() {
        let dir = tempfile::tempdir().expect("a directory");
        std::fs::write(dir.path().join("solver.py"), "print()").expect("a file");
        let d = dir.path().display().to_string();
        assert_eq!(
            args("sh solver.py --fast", dir.path(), None),
            [format!("{d}/solver.py"), "--fast".into(), "/p/puzzle04.txt".into()]
        );
        let missing = SolverCommand::parse("./no-such-solver", dir.path(), None, 1 << 30).expect_err("missing");
        assert!(missing.to_string().contains("does not exist"), "{missing}");
        let not_exec = SolverCommand::parse("./solver.py", dir.path(), None, 1 << 30).expect_err("not executable");
        assert!(not_exec.to_string().contains("is not executable"), "{not_exec}");
        assert!(SolverCommand::parse("no-such-program-anywhere", dir.path(), None, 1 << 30).is_err());
        assert!(SolverCommand::parse("  ", dir.path(), None, 1 << 30).is_err());
        assert!(SolverCommand::parse("sh 'unbalanced", dir.path(), None, 1 << 30).is_err());
    }
}
