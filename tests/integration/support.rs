//! Shared helpers: a `slider` command, the workspace's puzzle files, scratch puzzle files, and the
//! fixture submissions laid out as folders (`overlay.rs`).

use std::path::{Path, PathBuf};

use assert_cmd::Command;

mod overlay;

pub use overlay::{assess_fixture, fixture_class, similar_base, similar_fixture};

/// A fresh `slider` command.
pub fn slider() -> Command {
    assert_cmd::cargo::cargo_bin_cmd!("slider")
}

/// The workspace root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A file of the corpus, `puzzles/<name>`.
pub fn puzzle(name: &str) -> PathBuf {
    root().join("puzzles").join(name)
}

/// The corpus files of boards up to 3x3, which the reference grades in moments (its 4x4 and 5x5 boards
/// would have it build the pattern databases first).
pub fn small_corpus() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("puzzles"))
        .expect("puzzles/")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .filter(|path| {
            let text = std::fs::read_to_string(path).expect("a readable puzzle");
            text.split_whitespace().next().and_then(|n| n.parse::<usize>().ok()).is_some_and(|n| n <= 3)
        })
        .collect();
    files.sort();
    files
}

/// A scratch directory holding one file with `contents`.
pub fn scratch_file(name: &str, contents: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join(name);
    std::fs::write(&path, contents).expect("a scratch file");
    (dir, path)
}

/// `tests/fixtures/`.
pub fn fixtures() -> PathBuf {
    root().join("tests/fixtures")
}

/// A fake student solver of `tests/fixtures/solvers/`.
pub fn fixture(name: &str) -> PathBuf {
    root().join("tests/fixtures/solvers").join(format!("{name}.sh"))
}

/// Compiles the project's algs4-compatible classes (`tests/fixtures/java/algs4`) into `dir/algs4.jar`.
pub fn algs4_jar(dir: &Path) -> PathBuf {
    let sources = root().join("tests/fixtures/java/algs4/edu/princeton/cs/algs4");
    let classes = dir.join("algs4-classes");
    let javac = std::process::Command::new("javac")
        .arg("-d")
        .arg(&classes)
        .args(["MinPQ.java", "In.java", "StdOut.java"].map(|f| sources.join(f)))
        .status()
        .expect("javac (JDK 17) must be installed for the Java tests");
    assert!(javac.success(), "the algs4-compatible classes compile");
    let jar = dir.join("algs4.jar");
    let status = std::process::Command::new("jar")
        .arg("cf")
        .arg(&jar)
        .arg("-C")
        .arg(&classes)
        .arg(".")
        .status()
        .expect("jar runs");
    assert!(status.success(), "the jar is made");
    jar
}

/// A `slider check` command being built, with small limits so that misbehaving fixtures end quickly.
#[must_use]
pub struct Check {
    args: Vec<std::ffi::OsString>,
    env: Vec<(&'static str, String)>,
}

/// The limits [`Check`] gives unless a test names its own (slider refuses a flag given twice).
const CHECK_LIMITS: [(&str, &str); 4] =
    [("--time", "1s"), ("--wall", "3s"), ("--memory", "64MiB"), ("--output", "1MiB")];

impl Check {
    /// `slider check --time 1s --wall 3s --memory 64MiB --output 1MiB`.
    pub fn new() -> Check {
        Check { args: Vec::new(), env: Vec::new() }
    }

    /// Grades the fixture solver `name`, which may read the fixtures (its canned answers).
    pub fn fixture(self, name: &str) -> Check {
        self.args([
            std::ffi::OsString::from("--solver"),
            fixture(name).into(),
            "--allow-read".into(),
            fixtures().into(),
        ])
    }

    /// Adds arguments.
    pub fn args<I, S>(mut self, args: I) -> Check
    where
        I: IntoIterator<Item = S>,
        S: AsRef<std::ffi::OsStr>,
    {
        self.args.extend(args.into_iter().map(|a| a.as_ref().to_os_string()));
        self
    }

    /// Sets an environment variable of slider's (`SLIDER_ISOLATION_WITHOUT`, for example).
    pub fn env(mut self, name: &'static str, value: &str) -> Check {
        self.env.push((name, value.to_string()));
        self
    }

    /// Grades these corpus puzzles.
    pub fn puzzles(self, names: &[&str]) -> Check {
        self.args(names.iter().map(|n| puzzle(n)))
    }

    /// Runs it and returns the exit status, standard output and standard error.
    pub fn run(self) -> (i32, String, String) {
        let mut command = slider();
        command.arg("check");
        for (flag, value) in CHECK_LIMITS {
            if !self.args.iter().any(|a| a == flag) {
                command.args([flag, value]);
            }
        }
        command.envs(self.env.iter().map(|(name, value)| (name, value)));
        let output = command.args(&self.args).output().expect("slider runs");
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("slider writes text");
        (output.status.code().unwrap_or(-1), text(output.stdout), text(output.stderr))
    }

    /// Runs it with `--format json` and returns the exit status and the parsed report.
    pub fn json(self) -> (i32, serde_json::Value) {
        let (code, stdout, stderr) = self.args(["--format", "json"]).run();
        let report =
            serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("not JSON ({e}): {stdout}\nstderr: {stderr}"));
        (code, report)
    }
}

/// A report with what varies from run to run or machine to machine (times, memory, the isolation
/// the machine offers) replaced, so that it can be compared with a golden file or another run, whatever
/// its format: a human report's line is cut before its measurements (`  cpu ...`), XML `time`
/// attributes, a JSON `execution_time`, `cpu_ms`, `wall_ms` and `max_rss_kib`, whatever follows
/// `isolation: ` or `name="isolation"`, an assessment's `0.20s cpu`, an HTML page's CPU cells (their sort key
/// and text) and the points and labels of its CPU-time chart become `*`; in CSV the `cpu_ms`, `wall_ms`, `max_rss_kib`
/// and `isolation` columns of every row become `*`.
pub fn redact(report: &str) -> String {
    if report.starts_with("puzzle,size,verdict,") {
        return redact_csv(report);
    }
    report.lines().map(|line| format!("{}\n", redact_line(line))).collect()
}

fn redact_line(line: &str) -> String {
    if let Some((kept, _)) = line.split_once("  cpu ") {
        return kept.trim_end().to_string();
    }
    if line.contains("class=\"run\"") || line.contains("class=\"ms-label\"") {
        return "*".to_string();
    }
    if let Some((before, after)) = line.split_once("s cpu") {
        let start = before.rfind(' ').map_or(0, |i| i + 1);
        return format!("{}*s cpu{after}", &before[..start]);
    }
    for key in ["\"cpu_ms\": ", "\"wall_ms\": ", "\"max_rss_kib\": "] {
        if let Some((indent, _)) = line.split_once(key) {
            let comma = if line.trim_end().ends_with(',') { "," } else { "" };
            return format!("{indent}{key}\"*\"{comma}");
        }
    }
    let line = redact_after(line, "class=\"num cpu\" data-sort=\"", |c| c == '<');
    if let Some((key, _)) = line.split_once("\"execution_time\": ") {
        return format!("{key}\"execution_time\": \"*\",");
    }
    let line = redact_after(&line, "isolation: ", |c| c == '"');
    let line = redact_after(&line, "name=\"isolation\" value=\"", |c| c == '"');
    redact_after(&line, " time=\"", |c| c == '"')
}

/// `line` with the text after each `marker`, up to a character `end` accepts (or the line's end),
/// replaced by `*`.
fn redact_after(line: &str, marker: &str, end: impl Fn(char) -> bool) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(marker) {
        let value = at + marker.len();
        out.push_str(&rest[..value]);
        out.push('*');
        let stop = rest[value..].find(&end).map_or(rest.len(), |e| value + e);
        rest = &rest[stop..];
    }
    out.push_str(rest);
    out
}

fn redact_csv(report: &str) -> String {
    let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(report.as_bytes());
    let mut writer = csv::Writer::from_writer(Vec::new());
    for (i, record) in reader.records().enumerate() {
        let record = record.expect("well-formed CSV");
        // cpu_ms, wall_ms, max_rss_kib and isolation.
        let redacted = |j: usize| i > 0 && ((7..=9).contains(&j) || j == 14);
        let fields = record.iter().enumerate().map(|(j, f)| if redacted(j) { "*" } else { f });
        writer.write_record(fields).expect("written");
    }
    String::from_utf8(writer.into_inner().expect("flushed")).expect("text")
}

/// Processes (other than zombies) whose working directory is below `dir`.
pub fn processes_below(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").expect("/proc is readable").flatten() {
        let Ok(cwd) = std::fs::read_link(entry.path().join("cwd")) else { continue };
        if cwd.starts_with(dir) {
            let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
            found.push(format!("{}: {}", entry.file_name().to_string_lossy(), String::from_utf8_lossy(&cmdline)));
        }
    }
    found
}

/// A browser test's answer to a missing `what`: it fails, saying how to install it, unless
/// `SLIDER_SKIP_BROWSER=1` asks for the browser tests to be skipped (then the skip is said on
/// standard error, which `cargo test -- --nocapture` shows).
pub fn browser_missing(what: &str, install: &str) {
    let skip = std::env::var_os("SLIDER_SKIP_BROWSER").is_some_and(|v| v == "1");
    assert!(
        skip,
        "{what} is not installed: {install} (as .ci/run does), or set SLIDER_SKIP_BROWSER=1 to skip the browser tests"
    );
    eprintln!("skipped, as SLIDER_SKIP_BROWSER=1 asks: {what} is not installed");
}
