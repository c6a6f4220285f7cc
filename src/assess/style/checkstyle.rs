//! [`checkstyle`]: Checkstyle (Debian's `checkstyle` package, the `checkstyle` program on `PATH`)
//! run on the student's sources with the project's `checkstyle.xml`, contained like a build in the
//! assessment's work folder, and its plain output read into [`Finding`]s. Each check's `id` in the
//! configuration is the [`Rule`] its findings count under.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};

use crate::assess::style::finding::{Finding, Rule};
use crate::escape;
use crate::grade::{RunSettings, run_in};
use crate::run::ExitKind;

/// The course's configuration, written into the work folder before each run.
pub const CONFIG: &str = include_str!("checkstyle.xml");

/// What the section says where Checkstyle is not installed.
pub const NOT_FOUND: &str =
    "not run: checkstyle not found (install Debian's checkstyle package: apt-get install checkstyle)";

/// The `checkstyle` program on `PATH`, if there is one.
#[must_use]
pub fn program() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join("checkstyle")).find(|p| p.is_file())
}

/// Runs Checkstyle in `work` on the student's `files` (paths relative to `work`, each shown as its
/// file name): `Ok(Err(why))` when it is not installed or could not read them.
///
/// # Errors
/// When the configuration cannot be written or the program cannot be started.
pub fn checkstyle(
    settings: &RunSettings,
    work: &Path,
    files: &[&str],
    interrupted: &AtomicBool,
) -> Result<Result<Vec<Finding>, String>> {
    let Some(program) = program() else { return Ok(Err(NOT_FOUND.to_string())) };
    std::fs::write(work.join("checkstyle.xml"), CONFIG).context("cannot write the Checkstyle configuration")?;
    let mut words = vec![program.to_string_lossy().into_owned(), "-c".into(), "checkstyle.xml".into()];
    words.extend(files.iter().map(|f| (*f).to_string()));
    let command = settings.command(&shell_words::join(&words), work).context("cannot run checkstyle")?;
    let record = run_in(settings, &command, work, interrupted)?;
    let output = record.stdout.text();
    if record.exit == ExitKind::Code(0) && record.limit.is_none() {
        return Ok(Ok(read(&output)));
    }
    let stderr = record.stderr.text();
    let failed = stderr.lines().find_map(|l| l.split_once("Exception was thrown while processing ")).map_or_else(
        || {
            format!(
                "not run: Checkstyle failed ({:?}): {}",
                record.exit,
                escape::cut(stderr.lines().next().unwrap_or(""), 200)
            )
        },
        |(_, file)| format!("not run: Checkstyle could not parse {}", escape::shown(file_name(file.trim()))),
    );
    Ok(Err(failed))
}

/// The findings in Checkstyle's plain output: `[WARN] PATH:LINE[:COLUMN]: MESSAGE [ID]` lines.
fn read(output: &str) -> Vec<Finding> {
    output.lines().filter_map(finding).collect()
}

fn finding(line: &str) -> Option<Finding> {
    let rest = line.strip_prefix("[WARN] ").or_else(|| line.strip_prefix("[ERROR] "))?;
    let (body, id) = rest.strip_suffix(']')?.rsplit_once(" [")?;
    let rule = Rule::parse(id)?;
    // The path is slider's own (student/Board.java), so the first `.java:` ends it.
    let (path, place) = body.split_once(".java:")?;
    let (numbers, message) = place.split_once(": ")?;
    let line = numbers.split(':').next()?.parse().ok()?;
    Some(Finding { rule, file: format!("{}.java", file_name(path)), line, message: escape::shown(message) })
}

fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

#[cfg(test)]
mod tests {
    use super::{CONFIG, read};
    use crate::assess::style::finding::{Rule, Tool};

    #[test]
    fn plain_output_is_read_with_file_line_and_rule() {
        let output = "Starting audit...\n\
                      [WARN] /tmp/w/student/Board.java:28:17: 'if' construct must use '{}'s. [braces]\n\
                      [WARN] /tmp/w/student/Solver.java:3: Unused import - java.util.List. [unused-imports]\n\
                      [WARN] /tmp/w/student/Board.java:9:5: Name 'N\u{1b}x' must match pattern. [naming]\n\
                      [WARN] /tmp/w/student/Board.java:1:1: something [not-a-rule]\n\
                      Audit done.\n";
        let shown: Vec<String> = read(output).iter().map(|f| format!("{} {f}", f.rule.id())).collect();
        assert_eq!(
            shown,
            [
                "braces Board.java:28: 'if' construct must use '{}'s.",
                "unused-imports Solver.java:3: Unused import - java.util.List.",
                "naming Board.java:9: Name 'N\\u{1b}x' must match pattern.",
            ]
        );
    }

    #[test]
    fn every_checkstyle_rule_has_checks_in_the_configuration_and_every_id_is_a_rule() {
        let ids: Vec<&str> =
            CONFIG.split("name=\"id\" value=\"").skip(1).filter_map(|rest| rest.split('"').next()).collect();
        for id in &ids {
            assert_eq!(Rule::parse(id).map(Rule::tool), Some(Tool::Checkstyle), "{id}");
        }
        for rule in Rule::ALL.into_iter().filter(|r| r.tool() == Tool::Checkstyle) {
            assert!(ids.contains(&rule.id()), "{} has no check", rule.id());
        }
    }
}
