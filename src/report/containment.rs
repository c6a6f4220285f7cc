//! The report model's own words for how a run ended and what contained it: [`Exit`] and
//! [`Containment`]. `grade/` fills them in from the runner's types (as nextest's reporter has its
//! own `ExecutionResult` apart from its runner), so that `report/` never reads `run/`: a change to
//! how runs are contained is a change to one conversion, not to every format.

/// How a process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this status.
    Code(i32),
    /// A signal ended it.
    Signal(i32),
}

/// Which cgroup hierarchy held the runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cgroup {
    /// cgroup v1 (its pids controller always there).
    V1,
    /// cgroup v2, with or without its pids controller.
    V2 {
        /// Whether the pids controller limits processes.
        pids: bool,
    },
}

/// Whose the runs were.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Runner {
    /// The grader's own user.
    Grader {
        /// Its user id.
        uid: u32,
        /// Its group id.
        gid: u32,
        /// Its name.
        name: String,
    },
    /// Another user (`--run-as`, or nobody under a root grader).
    User {
        /// The user id (0: root, not contained).
        uid: u32,
        /// The group id.
        gid: u32,
        /// Its name.
        name: String,
    },
}

impl Runner {
    /// The user and group ids the runs had.
    #[must_use]
    pub fn ids(&self) -> (u32, u32) {
        match self {
            Runner::Grader { uid, gid, .. } | Runner::User { uid, gid, .. } => (*uid, *gid),
        }
    }
}

/// What contained a report's runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Containment {
    /// PID, IPC, mount and network namespaces under the grader's init.
    pub namespaces: bool,
    /// A user namespace among them (a grader that is not root needs one).
    pub user_namespace: bool,
    /// The private view of the filesystem.
    pub mounts: bool,
    /// The Landlock ABI, when Landlock held the files.
    pub landlock: Option<u32>,
    /// The seccomp filter.
    pub seccomp: bool,
    /// The cgroup, when there was one.
    pub cgroup: Option<Cgroup>,
    /// Whether solvers were allowed the network.
    pub network_allowed: bool,
    /// Whose the runs were.
    pub runner: Runner,
}
