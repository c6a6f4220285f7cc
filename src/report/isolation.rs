//! The words every report uses for the isolation that was in force: what contained the solvers, and
//! what was missing (each missing part named once, with what is left in its place and where the fix
//! is: `slider doctor`).

use crate::report::containment::{Cgroup, Containment, Runner};

/// One line for people: `isolation: ...`.
#[must_use]
pub fn summary(isolation: &Containment) -> String {
    let mut parts = vec![namespaces(isolation)];
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
            Some(Cgroup::V1) => "cgroup v1 (exact CPU time, process limit)",
            Some(Cgroup::V2 { pids: true }) => "cgroup v2 (exact CPU time, process limit)",
            Some(Cgroup::V2 { pids: false }) => "cgroup v2 (exact CPU time; no pids controller)",
            None => "no cgroup (CPU time sampled every 10 ms)",
        }
        .to_string(),
    );
    parts.push(user(&isolation.runner));
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
fn namespaces(isolation: &Containment) -> String {
    if !isolation.namespaces {
        return "no namespaces (process group and orphan sweep only; the network is reachable)".to_string();
    }
    let user = if isolation.user_namespace { "user, " } else { "" };
    match isolation.network_allowed {
        false => format!("PID, {user}IPC, mount and network namespaces under the grader's init (no network)"),
        true => format!("PID, {user}IPC and mount namespaces under the grader's init (network allowed)"),
    }
}

/// Whose the runs were.
fn user(runner: &Runner) -> String {
    match runner {
        Runner::User { uid: 0, .. } => "as root (--run-as 0: not contained)".to_string(),
        Runner::User { gid, name, .. } => format!("as {name}, group {gid}"),
        Runner::Grader { name, .. } => format!("as the grader's user, {name}"),
    }
}

/// A compact token for a table column: `namespaces+mounts+landlock7+seccomp+cgroup-v1+uid65534`,
/// `none` when nothing is there.
#[must_use]
pub fn token(isolation: &Containment) -> String {
    let mut parts = Vec::new();
    if isolation.namespaces {
        parts.push(if isolation.network_allowed { "namespaces-with-network" } else { "namespaces" }.to_string());
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
        Some(Cgroup::V1) => parts.push("cgroup-v1".to_string()),
        Some(Cgroup::V2 { .. }) => parts.push("cgroup-v2".to_string()),
        None => {}
    }
    if let Runner::User { uid, .. } = isolation.runner {
        parts.push(format!("uid{uid}"));
    }
    if parts.is_empty() { "none".to_string() } else { parts.join("+") }
}

#[cfg(test)]
mod tests {
    use super::{summary, token};
    use crate::report::containment::{Cgroup, Containment, Runner};

    #[test]
    fn each_part_in_force_or_missing_is_named() {
        let nobody = Runner::User { uid: 65534, gid: 65534, name: "nobody".into() };
        let full = Containment {
            namespaces: true,
            user_namespace: false,
            mounts: true,
            landlock: Some(7),
            seccomp: true,
            cgroup: Some(Cgroup::V1),
            network_allowed: false,
            runner: nobody,
        };
        assert_eq!(token(&full), "namespaces+mounts+landlock7+seccomp+cgroup-v1+uid65534");
        let line = summary(&full);
        assert!(
            line.contains("PID, IPC, mount and network namespaces")
                && line.contains("(no network)")
                && line.contains("private view")
                && line.contains("as nobody, group 65534"),
            "{line}"
        );
        assert!(!line.contains("slider doctor"), "{line}");
        let grader = Runner::Grader { uid: 1000, gid: 1000, name: "ta".into() };
        let bare = Containment {
            namespaces: false,
            user_namespace: false,
            mounts: false,
            landlock: None,
            seccomp: false,
            cgroup: None,
            network_allowed: false,
            runner: grader,
        };
        assert_eq!(token(&bare), "none");
        let line = summary(&bare);
        for missing in ["no namespaces", "no private view", "no Landlock", "no seccomp", "no cgroup", "slider doctor"] {
            assert!(line.contains(missing), "{missing}: {line}");
        }
        assert!(line.contains("nothing inherited") && line.contains("as the grader's user, ta"), "{line}");
    }
}
