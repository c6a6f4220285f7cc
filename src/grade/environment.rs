//! [`environment`]: the whole environment a solver (or a build) runs with: an allow-list of the
//! grader's variables, a private home and temporary directory, the trace file, and `--env` extras.

use std::ffi::OsString;
use std::path::Path;

use crate::protocol::trace;

/// Variables passed through from the grader's environment when set.
const PASSED_THROUGH: [&str; 6] = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "JAVA_HOME", "TZ"];

/// The environment of a run in `scratch`, with the trace file if the protocol is on and `extra`
/// variables last (so that they win).
#[must_use]
pub fn environment(scratch: &Path, trace: Option<&Path>, extra: &[(String, String)]) -> Vec<(OsString, OsString)> {
    let mut env: Vec<(OsString, OsString)> =
        PASSED_THROUGH.iter().filter_map(|&name| Some((name.into(), std::env::var_os(name)?))).collect();
    env.push(("HOME".into(), scratch.into()));
    env.push(("TMPDIR".into(), scratch.into()));
    if let Some(trace) = trace {
        env.push((trace::VARIABLE.into(), trace.into()));
    }
    env.extend(extra.iter().map(|(k, v)| (k.into(), v.into())));
    env
}
