//! [`containment`] and [`exit`]: the runner's types in the report's words. The reports have their
//! own vocabulary (`report::Containment`, `report::Exit`) and never read `run/`; grading, which
//! knows both, is where one becomes the other.

use crate::report::{Cgroup, Containment, Exit, Runner};
use crate::run::{CgroupFs, ExitKind, Isolation, RunAs, grader_is_root, user_name};

/// What contained the runs of a report: the machine's `isolation`, whether the network was allowed,
/// and the `user` they ran as.
#[must_use]
pub fn containment(isolation: &Isolation, network_allowed: bool, user: RunAs) -> Containment {
    let (uid, gid) = user.effective();
    let runner = match user {
        RunAs::Grader => Runner::Grader { uid, gid, name: user_name(uid) },
        RunAs::User { uid, gid } => Runner::User { uid, gid, name: user_name(uid) },
    };
    Containment {
        namespaces: isolation.namespaces,
        // Only a grader that is not root needs a user namespace to make the others.
        user_namespace: !grader_is_root(),
        mounts: isolation.mounts,
        landlock: isolation.landlock,
        seccomp: isolation.seccomp,
        cgroup: isolation.cgroup.as_ref().map(|cgroup| match cgroup {
            CgroupFs::V1 { .. } => Cgroup::V1,
            CgroupFs::V2 { pids, .. } => Cgroup::V2 { pids: *pids },
        }),
        network_allowed,
        runner,
    }
}

/// How a run ended, as reports say it.
#[must_use]
pub fn exit(kind: ExitKind) -> Exit {
    match kind {
        ExitKind::Code(code) => Exit::Code(code),
        ExitKind::Signal(signal) => Exit::Signal(signal),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::{containment, exit};
    use crate::report::{Cgroup, Exit, Runner};
    use crate::run::{CgroupFs, ExitKind, Isolation, RunAs};

    #[test]
    fn the_runners_types_become_the_reports() {
        let cgroup = CgroupFs::V2 { dir: PathBuf::from("/sys/fs/cgroup/slider"), pids: false };
        let isolation =
            Isolation { namespaces: true, mounts: false, landlock: Some(4), seccomp: true, cgroup: Some(cgroup) };
        let shown = containment(&isolation, true, RunAs::User { uid: 65534, gid: 65533 });
        assert!(shown.namespaces && !shown.mounts && shown.seccomp && shown.network_allowed);
        assert_eq!((shown.landlock, shown.cgroup), (Some(4), Some(Cgroup::V2 { pids: false })));
        assert!(matches!(shown.runner, Runner::User { uid: 65534, gid: 65533, .. }));
        assert_eq!(shown.runner.ids(), (65534, 65533));
        assert_eq!(exit(ExitKind::Code(3)), Exit::Code(3));
        assert_eq!(exit(ExitKind::Signal(9)), Exit::Signal(9));
    }
}
