//! [`Toolkit`]: the assessment's own Java, built once and copied into each submission's work folder:
//! the memory agent (and its jar), the driver, the counting MinPQ and the reference Board. None of it
//! depends on a student's code, so a class builds it once instead of once a submission (four `javac`
//! runs and a `jar`, about 2 s each time), and [`toolkit_cache`] keeps it between runs.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result, bail};

use crate::assess::compile::{AGENT_JAR, DRIVER, javac, out};
use crate::assess::sources::{self, files_in};
use crate::assess::toolkit_cache;
use crate::config::SolverCommand;
use crate::grade::{RunSettings, run_in};
use crate::run::{ExitKind, Scratch};

/// The folders (and the jar) the toolkit holds, as a work folder has them.
const PARTS: [&str; 5] = ["agent", AGENT_JAR, DRIVER, "minpq", "solver"];

/// The assessment's own classes: a folder of the cache, or one of their own (removed when dropped).
pub struct Toolkit {
    dir: Place,
}

enum Place {
    Cached(PathBuf),
    Built(Scratch),
}

impl Toolkit {
    /// The toolkit for `run`'s javac and algs4.jar: the cached one ([`toolkit_cache`]), or built
    /// (and cached, where the cache can be written).
    ///
    /// # Errors
    /// When javac or jar cannot be run, or the project's own Java does not compile (a bug in slider).
    pub fn build(run: &RunSettings, interrupted: &AtomicBool) -> Result<Toolkit> {
        Toolkit::build_cached_in(run, toolkit_cache::default_directory().as_deref(), interrupted)
    }

    /// [`Toolkit::build`] with the cache in `cache` (none: built every time).
    ///
    /// # Errors
    /// As [`Toolkit::build`].
    pub fn build_cached_in(run: &RunSettings, cache: Option<&Path>, interrupted: &AtomicBool) -> Result<Toolkit> {
        let jar =
            run.algs4.as_deref().context("the assessment needs algs4.jar; give it with --algs4 PATH or ALGS4_JAR")?;
        let javac = SolverCommand::parse("javac", Path::new("."), None, 0).map(|c| c.program().to_path_buf());
        let folder = match (cache, javac) {
            (Some(cache), Ok(javac)) => Some(toolkit_cache::folder(cache, &sources::embedded(), jar, &javac)?),
            _ => None,
        };
        if let Some(folder) = folder.as_ref().filter(|f| toolkit_cache::is_complete(f)) {
            return Ok(Toolkit { dir: Place::Cached(folder.clone()) });
        }
        let dir = Toolkit::built(run, interrupted)?;
        if let Some(folder) = folder
            && let Err(e) = toolkit_cache::store(dir.path(), &PARTS, &folder)
        {
            eprintln!("slider: warning: the assessment's classes are not cached: {e:#}");
        }
        Ok(Toolkit { dir: Place::Built(dir) })
    }

    fn path(&self) -> &Path {
        match &self.dir {
            Place::Cached(folder) => folder,
            Place::Built(scratch) => scratch.path(),
        }
    }

    /// Builds the toolkit in a folder of its own.
    fn built(run: &RunSettings, interrupted: &AtomicBool) -> Result<Scratch> {
        let dir = Scratch::new(run.surroundings.scratch.as_deref()).context("cannot create the toolkit's folder")?;
        let work = dir.path();
        sources::lay_out(work, run)?;
        let ours = |args: Vec<String>| -> Result<()> {
            match javac(run, work, args, interrupted)? {
                Ok(()) => Ok(()),
                Err(why) => bail!("the assessment's own Java does not compile (a bug in slider): {why}"),
            }
        };
        let mut agent = out("agent", ".");
        agent.extend(files_in("agent"));
        ours(agent)?;
        agent_jar(run, work, interrupted)?;
        let mut driver = out(DRIVER, AGENT_JAR);
        driver.extend(files_in("driver"));
        ours(driver)?;
        let mut minpq = out("minpq", "algs4.jar");
        minpq.extend(files_in("minpq/edu/princeton/cs/algs4"));
        ours(minpq)?;
        let mut reference = out("solver", "driver:minpq:algs4.jar");
        reference.splice(0..0, ["-g:none".to_string(), "-sourcepath".into(), "java/solver".into()]);
        reference.push("java/solver/Board.java".into());
        ours(reference)?;
        Ok(dir)
    }

    /// Copies the toolkit's classes into the work folder `work`.
    ///
    /// # Errors
    /// When a file cannot be copied.
    pub fn install(&self, work: &Path) -> Result<()> {
        for part in PARTS {
            copy(&self.path().join(part), &work.join(part))
                .with_context(|| format!("cannot copy the assessment's {part} into {}", work.display()))?;
        }
        Ok(())
    }
}

/// Copies the file or folder `from` to `to`, folders whole.
pub(crate) fn copy(from: &Path, to: &Path) -> std::io::Result<()> {
    if from.is_file() {
        return std::fs::copy(from, to).map(|_| ());
    }
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        copy(&entry.path(), &to.join(entry.file_name()))?;
    }
    Ok(())
}

/// `agent.jar` from the agent's classes and manifest.
fn agent_jar(run: &RunSettings, work: &Path, interrupted: &AtomicBool) -> Result<()> {
    let mut words: Vec<String> = ["jar", "cfm", AGENT_JAR, "java/agent/MANIFEST.MF"].map(String::from).to_vec();
    let classes = std::fs::read_dir(work.join("agent")).context("cannot list the agent's classes")?;
    for class in classes.flatten() {
        // File names alone (with -C): relative names that do not exist in the work folder are passed as
        // they are.
        words.extend(["-C".to_string(), "agent".into(), class.file_name().to_string_lossy().into_owned()]);
    }
    let command = SolverCommand::parse(&shell_words::join(&words), work, None, run.limits.memory_bytes)
        .context("jar (from the JDK) is needed to assess Java submissions")?;
    let record = run_in(run, &command, work, interrupted)?;
    if record.exit != ExitKind::Code(0) {
        bail!("cannot make the memory agent's jar: {}", record.stderr.text().lines().next().unwrap_or("jar failed"));
    }
    Ok(())
}
