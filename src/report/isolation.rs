//! The words every report uses for the isolation that was in force: what contained the solvers, and
//! what was missing (each missing part named once, with what is left in its place).

use crate::run::{CgroupFs, Isolation};

/// One line for people: `isolation: ...`.
#[must_use]
pub fn summary(isolation: &Isolation, network_allowed: bool) -> String {
    let namespaces = match (isolation.namespaces, network_allowed) {
        (true, false) => "PID, user, IPC and network namespaces under the grader's init (no network)",
        (true, true) => "PID, user and IPC namespaces under the grader's init (network allowed)",
        (false, _) => "no namespaces (process group and orphan sweep only; the network is reachable)",
    };
    let landlock = match isolation.landlock {
        Some(abi) => format!("Landlock ABI {abi} (files: the system, the submission, the puzzle, scratch)"),
        None => "no Landlock (solvers can read every file this user can)".to_string(),
    };
    let cgroup = match &isolation.cgroup {
        Some(CgroupFs::V1 { .. }) => "cgroup v1 (exact CPU time, process limit)",
        Some(CgroupFs::V2 { pids: true, .. }) => "cgroup v2 (exact CPU time, process limit)",
        Some(CgroupFs::V2 { pids: false, .. }) => "cgroup v2 (exact CPU time; no pids controller)",
        None => "no cgroup (CPU time sampled every 10 ms)",
    };
    format!("isolation: {namespaces}; {landlock}; {cgroup}")
}

/// A compact token for a table column: `namespaces+landlock7+cgroup-v1`, `none` when nothing is there.
#[must_use]
pub fn token(isolation: &Isolation, network_allowed: bool) -> String {
    let mut parts = Vec::new();
    if isolation.namespaces {
        parts.push(if network_allowed { "namespaces-with-network".to_string() } else { "namespaces".to_string() });
    }
    if let Some(abi) = isolation.landlock {
        parts.push(format!("landlock{abi}"));
    }
    match &isolation.cgroup {
        Some(CgroupFs::V1 { .. }) => parts.push("cgroup-v1".to_string()),
        Some(CgroupFs::V2 { .. }) => parts.push("cgroup-v2".to_string()),
        None => {}
    }
    if parts.is_empty() { "none".to_string() } else { parts.join("+") }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::{summary, token};
    use crate::run::{CgroupFs, Isolation};

    #[test]
    fn each_part_in_force_or_missing_is_named() {
        let full = Isolation {
            namespaces: true,
            landlock: Some(7),
            cgroup: Some(CgroupFs::V1 { cpuacct: PathBuf::new(), pids: PathBuf::new(), freezer: None }),
        };
        assert_eq!(token(&full, false), "namespaces+landlock7+cgroup-v1");
        assert!(summary(&full, false).contains("(no network)"));
        let none = Isolation { namespaces: false, landlock: None, cgroup: None };
        assert_eq!(token(&none, false), "none");
        let line = summary(&none, false);
        assert!(line.contains("no namespaces") && line.contains("no Landlock") && line.contains("no cgroup"), "{line}");
    }
}
