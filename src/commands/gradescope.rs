//! `slider gradescope`: a Gradescope autograder bundle, ready to upload: `setup.sh` (installs a JDK
//! when the profile builds Java), `run_autograder` (grades `/autograder/submission` into
//! `/autograder/results/results.json`, or the tree under `$SLIDER_AUTOGRADER_ROOT`), the profile with
//! its paths pointed into the bundle, the puzzles it grades with their manifest, algs4.jar, and this
//! `slider` executable.

use std::fs::File;
use std::io::{self, Write};
use std::path::Path;

use anyhow::{Context, Result};
use zip::ZipWriter;
use zip::write::SimpleFileOptions;

use crate::class::plan::Plan;
use crate::config::GradescopeConfig;
use crate::exit_code;
use crate::report::to_stdout;

const SETUP: &str = "#!/usr/bin/env bash
# Gradescope runs this once, when the autograder image is built.
set -euo pipefail
if ! command -v javac >/dev/null; then
    apt-get update
    apt-get install -y --no-install-recommends openjdk-17-jdk-headless
fi
";

const RUN: &str = "#!/usr/bin/env bash
# Gradescope runs this for each submission: slider grades /autograder/submission under the bundled
# profile and writes /autograder/results/results.json. SLIDER_AUTOGRADER_ROOT replaces /autograder
# (for trying the bundle out).
set -uo pipefail
root=\"${SLIDER_AUTOGRADER_ROOT:-/autograder}\"
cd \"$root/source\"
mkdir -p \"$root/results\"
ALGS4=()
if [[ -f algs4.jar ]]; then ALGS4=(--algs4 algs4.jar); fi
if ! ./slider grade --config slider.toml \"${ALGS4[@]}\" --fresh --out-dir \"$root/results/slider\" \\
        --gradescope \"$root/results/results.json\" \"$root/submission\"; then
    if [[ ! -s \"$root/results/results.json\" ]]; then
        printf '{\"score\": 0, \"output\": \"The autograder could not grade this submission; see the log.\"}\\n' \\
            > \"$root/results/results.json\"
    fi
fi
";

/// Writes the bundle; returns the exit status.
pub fn run(config: &GradescopeConfig) -> Result<i32> {
    let plan = Plan::new(&config.profile, 1)?;
    let file = File::create(&config.out).with_context(|| format!("cannot create {}", config.out.display()))?;
    let mut zip = ZipWriter::new(file);
    let executable = SimpleFileOptions::default().unix_permissions(0o755);
    let plain = SimpleFileOptions::default().unix_permissions(0o644);
    let bundle = |e: zip::result::ZipError| anyhow::anyhow!("cannot write {}: {e}", config.out.display());
    zip.start_file("setup.sh", executable).map_err(bundle)?;
    zip.write_all(SETUP.as_bytes())?;
    zip.start_file("run_autograder", executable).map_err(bundle)?;
    zip.write_all(RUN.as_bytes())?;
    zip.start_file("slider.toml", plain).map_err(bundle)?;
    zip.write_all(bundled_profile(config)?.as_bytes())?;
    let mut puzzles: Vec<&str> = plan.runs.iter().map(|(p, _)| p.name.as_str()).collect();
    puzzles.sort_unstable();
    puzzles.dedup();
    for name in puzzles.iter().copied().chain(["manifest.toml"]) {
        let path = config.profile.corpus.join(name);
        if name == "manifest.toml" && !path.exists() {
            continue;
        }
        zip.start_file(format!("puzzles/{name}"), plain).map_err(bundle)?;
        copy(&path, &mut zip)?;
    }
    if let Some(jar) = &config.algs4 {
        zip.start_file("algs4.jar", plain).map_err(bundle)?;
        copy(jar, &mut zip)?;
    }
    let slider = std::env::current_exe().context("cannot find the slider executable to bundle")?;
    zip.start_file("slider", executable).map_err(bundle)?;
    copy(&slider, &mut zip)?;
    zip.finish().map_err(bundle)?;
    to_stdout(&format!(
        "wrote {}: setup.sh, run_autograder, slider.toml, {} puzzles{}, slider; upload it as the autograder\n",
        config.out.display(),
        puzzles.len(),
        if config.algs4.is_some() { ", algs4.jar" } else { "" }
    ))?;
    Ok(exit_code::SUCCESS)
}

/// The profile with its corpus and algs4 jar pointing into the bundle.
fn bundled_profile(config: &GradescopeConfig) -> Result<String> {
    let text = std::fs::read_to_string(&config.profile.file)
        .with_context(|| format!("cannot read {}", config.profile.file.display()))?;
    let mut table: toml::Table =
        text.parse().with_context(|| format!("cannot read {}", config.profile.file.display()))?;
    if let Some(assignment) = table.get_mut("assignment").and_then(toml::Value::as_table_mut) {
        assignment.insert("corpus".into(), "puzzles".into());
    }
    if let Some(java) = table.get_mut("java").and_then(toml::Value::as_table_mut) {
        java.insert("algs4".into(), "algs4.jar".into());
    }
    let body = toml::to_string(&table).context("cannot write the bundled profile")?;
    Ok(format!(
        "# The profile of this Gradescope bundle, written by `slider gradescope` from {}.\n{body}",
        config.profile.file.display()
    ))
}

fn copy(path: &Path, out: &mut impl Write) -> Result<()> {
    let mut file = File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    io::copy(&mut file, out).with_context(|| format!("cannot bundle {}", path.display()))?;
    Ok(())
}
