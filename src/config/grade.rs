//! [`GradeConfig`]: everything `slider grade` needs, checked before any submission is touched: the
//! profile, the submissions, the algs4 jar (an instructor's error, never the students'), where the
//! reports and the journal go, the shard, and the run settings every submission shares.
//! [`MergeConfig`] and [`GradescopeConfig`] are `slider merge`'s and `slider gradescope`'s.

use std::path::PathBuf;

use std::time::Duration;

use anyhow::{Result, bail};

use crate::config::{FILE_BYTES, Profile, ProfileLimits, Submission, default_wall};
use crate::grade::RunSettings;
use crate::run::Limits;

/// `slider grade`, checked.
#[derive(Debug, Clone)]
pub struct GradeConfig {
    /// The assignment profile.
    pub profile: Profile,
    /// The submissions of the whole class, in order.
    pub submissions: Vec<Submission>,
    /// Where reports and the journal go.
    pub out_dir: PathBuf,
    /// Runs at once.
    pub jobs: usize,
    /// `(k, n)`: grade the k-th of n slices (1-based).
    pub shard: Option<(usize, usize)>,
    /// Keep the journal's records and grade the rest.
    pub resume: bool,
    /// Clear the journal first.
    pub fresh: bool,
    /// Scale the time limits to this machine.
    pub calibrate: bool,
    /// Also write a Gradescope `results.json` for the (single) submission here.
    pub gradescope: Option<PathBuf>,
    /// Also append GitHub Classroom's step outputs for the (single) submission here.
    pub classroom: Option<PathBuf>,
    /// What every run of the class gets (the algs4 jar, required when the profile builds Java, and
    /// `--strict` among it), with the profile's limits at its time limit; [`GradeConfig::run_at`]
    /// gives a run its own.
    pub run: RunSettings,
}

impl GradeConfig {
    /// The submissions this run grades: all of them, or the shard's slice (every n-th, from the k-th).
    #[must_use]
    pub fn selected(&self) -> Vec<Submission> {
        match self.shard {
            None => self.submissions.clone(),
            Some((k, n)) => self.submissions.iter().skip(k - 1).step_by(n).cloned().collect(),
        }
    }

    /// The settings of a run with the CPU limit `cpu` (a group's, calibrated): the class's, with the
    /// profile's limits at that time.
    #[must_use]
    pub fn run_at(&self, cpu: Duration) -> RunSettings {
        let limits = profile_limits(&self.profile.limits, cpu, self.run.limits.disk_bytes);
        RunSettings { limits, ..self.run.clone() }
    }
}

/// The limits of a run under the profile's `[limits]` with the CPU limit `cpu`: its wall-clock limit
/// (at least `cpu`) or the default above `cpu`, its memory, output and processes, and `disk_bytes`.
#[must_use]
pub fn profile_limits(limits: &ProfileLimits, cpu: Duration, disk_bytes: u64) -> Limits {
    Limits {
        cpu,
        wall: limits.wall.map_or_else(|| default_wall(cpu), |w| w.max(cpu)),
        memory_bytes: limits.memory,
        output_bytes: limits.output,
        file_bytes: FILE_BYTES,
        trace_bytes: 64 << 20,
        processes: limits.processes,
        disk_bytes,
    }
}

/// `K/N` with 1 <= K <= N.
///
/// # Errors
/// A message saying what is accepted.
pub fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("`{text}` is not a shard; write K/N, e.g. 2/4 for the second of four");
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let (k, n): (usize, usize) = (k.trim().parse().map_err(|_| bad())?, n.trim().parse().map_err(|_| bad())?);
    if n == 0 || k == 0 || k > n {
        return Err(format!("shard {k}/{n}: K must be between 1 and N"));
    }
    Ok((k, n))
}

/// The algs4 jar, checked: given with `--algs4`, else `$ALGS4_JAR`, else the profile's; it must exist
/// and be a jar. `None` when the profile has no Java build.
///
/// # Errors
/// A missing or unreadable jar, with how to give one.
pub fn algs4_jar(profile: &Profile, flag: Option<PathBuf>) -> Result<Option<PathBuf>> {
    let Some(java) = &profile.java else { return Ok(flag) };
    let (jar, whence) = match (flag, std::env::var_os("ALGS4_JAR"), &java.algs4) {
        (Some(jar), _, _) => (jar, "--algs4".to_string()),
        (None, Some(jar), _) => (PathBuf::from(jar), "ALGS4_JAR".to_string()),
        (None, None, Some(jar)) => (jar.clone(), format!("{} ([java] algs4)", profile.file.display())),
        (None, None, None) => bail!(
            "Java submissions need algs4.jar: give --algs4 PATH, set ALGS4_JAR, or set [java] algs4 in {} \
             (download it from https://algs4.cs.princeton.edu/code/)",
            profile.file.display()
        ),
    };
    let mut magic = [0u8; 2];
    let readable = std::fs::File::open(&jar).and_then(|mut f| std::io::Read::read_exact(&mut f, &mut magic));
    match readable {
        Err(e) => bail!(
            "algs4.jar from {whence}: {}: {e}; give the right path with --algs4 or ALGS4_JAR \
             (download it from https://algs4.cs.princeton.edu/code/)",
            jar.display()
        ),
        Ok(()) if &magic != b"PK" => bail!("algs4.jar from {whence}: {} is not a jar (zip) file", jar.display()),
        Ok(()) => Ok(Some(std::path::absolute(&jar)?)),
    }
}

/// `slider merge`, checked.
#[derive(Debug, Clone)]
pub struct MergeConfig {
    /// The `--out-dir`s of the shards.
    pub inputs: Vec<PathBuf>,
    /// Where the merged reports go.
    pub out_dir: PathBuf,
    /// Whether a class not every member of which is graded is still a success.
    pub allow_partial: bool,
}

/// `slider gradescope`, checked.
#[derive(Debug, Clone)]
pub struct GradescopeConfig {
    /// The profile bundled.
    pub profile: Profile,
    /// The bundle to write.
    pub out: PathBuf,
    /// The algs4 jar bundled, when the profile builds Java.
    pub algs4: Option<PathBuf>,
}

#[cfg(test)]
mod tests {
    use super::parse_shard;

    #[test]
    fn shards_are_k_of_n() {
        assert_eq!(parse_shard("2/4"), Ok((2, 4)));
        assert_eq!(parse_shard(" 1 / 1 "), Ok((1, 1)));
        for bad in ["0/3", "4/3", "1/0", "2", "a/b"] {
            assert!(parse_shard(bad).is_err(), "{bad}");
        }
    }
}
