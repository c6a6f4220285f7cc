//! The words every report uses for the isolation that was in force: what contained the solvers, and
//! what was missing (each missing part named once, with what is left in its place and where the fix
//! is: `slider doctor`).

use crate::run::{CgroupFs, Isolation, RunAs, grader_is_root, user_name};

/// What contained a report's runs: the machine's isolation, the network, and whose the runs were.
#[derive(Debug, Clone, Copy)]
pub struct InForce<'a> {
    /// What the machine offered.
    pub isolation: &'a Isolation,
    /// Whether solvers were allowed the network.
    pub network_allowed: bool,
    /// The user solvers ran as.
    pub user: RunAs,
}

/// One line for people: `isolation: ...`.
#[must_use]
pub fn summary(in_force: InForce<'_>) -> String {
    let isolation = in_force.isolation;
    let mut parts = vec![namespaces(in_force)];
    parts.push(if isolation.mounts {
        "a private view (the system read-only, the submission, the puzzle; scratch and /tmp on a tmpfs of --disk)"
            .to_string()
    } else {
        "no private view (the real filesystem, as far as Landlock allows)".to_string()
    });
    parts.push(match isolation.landlock {
        Some(abi) => format!("Landlock ABI {abi} (files: the system, the submission, the puzzle, scratch)"),
        None => "no Landlock (solvers can read every file their user can)".to_string(),
    });
    parts.push(if isolation.seccomp {
        "seccomp (no ptrace, keyrings, mounts, new namespaces, bpf, perf events, TIOCSTI)".to_string()
    } else {
        "no seccomp".to_string()
    });
    parts.push(
        match &isolation.cgroup {
            Some(CgroupFs::V1 { .. }) => "cgroup v1 (exact CPU time, process limit)",
            Some(CgroupFs::V2 { pids: true, .. }) => "cgroup v2 (exact CPU time, process limit)",
            Some(CgroupFs::V2 { pids: false, .. }) => "cgroup v2 (exact CPU time; no pids controller)",
            None => "no cgroup (CPU time sampled every 10 ms)",
        }
        .to_string(),
    );
    parts.push(user(in_force.user));
    parts.push(
        "nothing inherited (descriptors 0-2 only, a session of its own with no terminal, a fresh keyring)".into(),
    );
    let missing = !(isolation.namespaces && isolation.mounts && isolation.seccomp)
        || isolation.landlock.is_none()
        || isolation.cgroup.is_none();
    let fix = if missing { "; slider doctor says how to add what is missing" } else { "" };
    format!("isolation: {}{fix}", parts.join("; "))
}

/// The namespaces, or their fallback.
fn namespaces(in_force: InForce<'_>) -> String {
    if !in_force.isolation.namespaces {
        return "no namespaces (process group and orphan sweep only; the network is reachable)".to_string();
    }
    let user = if grader_is_root() { "" } else { "user, " };
    match in_force.network_allowed {
        false => format!("PID, {user}IPC, mount and network namespaces under the grader's init (no network)"),
        true => format!("PID, {user}IPC and mount namespaces under the grader's init (network allowed)"),
    }
}

/// Whose the runs were.
fn user(user: RunAs) -> String {
    match user {
        RunAs::User { uid: 0, .. } => "as root (--run-as 0: not contained)".to_string(),
        RunAs::User { uid, gid } => format!("as {}, group {gid}", user_name(uid)),
        RunAs::Grader => format!("as the grader's user, {}", user_name(user.effective().0)),
    }
}

/// A compact token for a table column: `namespaces+mounts+landlock7+seccomp+cgroup-v1+uid65534`,
/// `none` when nothing is there.
#[must_use]
pub fn token(in_force: InForce<'_>) -> String {
    let isolation = in_force.isolation;
    let mut parts = Vec::new();
    if isolation.namespaces {
        parts.push(if in_force.network_allowed { "namespaces-with-network" } else { "namespaces" }.to_string());
    }
    if isolation.mounts {
        parts.push("mounts".to_string());
    }
    if let Some(abi) = isolation.landlock {
        parts.push(format!("landlock{abi}"));
    }
    if isolation.seccomp {
        parts.push("seccomp".to_string());
    }
    match &isolation.cgroup {
        Some(CgroupFs::V1 { .. }) => parts.push("cgroup-v1".to_string()),
        Some(CgroupFs::V2 { .. }) => parts.push("cgroup-v2".to_string()),
        None => {}
    }
    if let RunAs::User { uid, .. } = in_force.user {
        parts.push(format!("uid{uid}"));
    }
    if parts.is_empty() { "none".to_string() } else { parts.join("+") }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::{InForce, summary, token};
    use crate::run::{CgroupFs, Isolation, RunAs};

    #[test]
    fn each_part_in_force_or_missing_is_named() {
        let full = Isolation {
            namespaces: true,
            mounts: true,
            landlock: Some(7),
            seccomp: true,
            cgroup: Some(CgroupFs::V1 { cpuacct: PathBuf::new(), pids: PathBuf::new(), freezer: None }),
        };
        let nobody = RunAs::User { uid: 65534, gid: 65534 };
        let in_force = InForce { isolation: &full, network_allowed: false, user: nobody };
        assert_eq!(token(in_force), "namespaces+mounts+landlock7+seccomp+cgroup-v1+uid65534");
        let line = summary(in_force);
        assert!(
            line.contains("(no network)") && line.contains("private view") && line.contains("group 65534"),
            "{line}"
        );
        assert!(!line.contains("slider doctor"), "{line}");
        let none = Isolation { namespaces: false, mounts: false, landlock: None, seccomp: false, cgroup: None };
        let bare = InForce { isolation: &none, network_allowed: false, user: RunAs::Grader };
        assert_eq!(token(bare), "none");
        let line = summary(bare);
        for missing in ["no namespaces", "no private view", "no Landlock", "no seccomp", "no cgroup", "slider doctor"] {
            assert!(line.contains(missing), "{missing}: {line}");
        }
        assert!(line.contains("nothing inherited"), "{line}");
    }
}
