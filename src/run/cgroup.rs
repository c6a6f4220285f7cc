//! [`RunCgroup`]: the control group of one run, where the machine lets the grader make one (cgroup v2
//! with a writable group of its own, or writable v1 hierarchies). Every process the solver starts is in
//! it whatever it does (`setsid` and double forks included), so it gives the exact CPU time of all of
//! them, alive or gone, caps their number (`pids.max`: a fork bomb fails to fork instead of filling the
//! machine), and kills them all at once.

use std::ffi::CString;
use std::fs;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The hierarchies runs get groups in: the directories of the grader's own groups.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CgroupFs {
    /// cgroup v1: one directory per controller; the freezer, when present, stops a group before it is
    /// killed so that nothing forks meanwhile.
    V1 {
        /// The `cpuacct` hierarchy.
        cpuacct: PathBuf,
        /// The `pids` hierarchy.
        pids: PathBuf,
        /// The `freezer` hierarchy.
        freezer: Option<PathBuf>,
    },
    /// cgroup v2: one directory; `pids` only if the controller is delegated to it.
    V2 {
        /// The grader's group.
        dir: PathBuf,
        /// Whether children get the `pids` controller.
        pids: bool,
    },
}

impl CgroupFs {
    /// The directories a run's groups are made in: one per v1 hierarchy, or the v2 group.
    fn parents(&self) -> Vec<&PathBuf> {
        match self {
            CgroupFs::V1 { cpuacct, pids, freezer } => {
                [Some(cpuacct), Some(pids), freezer.as_ref()].into_iter().flatten().collect()
            }
            CgroupFs::V2 { dir, .. } => vec![dir],
        }
    }
}

/// The first usable hierarchy, or `None`: each candidate is tried by making and removing a group.
pub(crate) fn usable() -> Option<CgroupFs> {
    let mountinfo = fs::read_to_string("/proc/self/mountinfo").ok()?;
    let membership = fs::read_to_string("/proc/self/cgroup").ok()?;
    let v1 = |controller: &str| own_v1_dir(&mountinfo, &membership, controller).filter(|d| can_make_group(d));
    let found = if let (Some(cpuacct), Some(pids)) = (v1("cpuacct"), v1("pids")) {
        CgroupFs::V1 { cpuacct, pids, freezer: v1("freezer") }
    } else {
        let dir = own_v2_dir(&mountinfo, &membership).filter(|d| can_make_group(d))?;
        let controllers = fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap_or_default();
        let pids = controllers.split_whitespace().any(|c| c == "pids");
        CgroupFs::V2 { dir, pids }
    };
    sweep_stale(&found);
    Some(found)
}

/// Removes the empty groups that graders killed without a chance to clean up (`kill -9`) left behind:
/// those named after a process that no longer exists.
fn sweep_stale(found: &CgroupFs) {
    for parent in found.parents() {
        let Ok(entries) = fs::read_dir(parent) else { continue };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(owner) = name.to_str().and_then(|n| n.strip_prefix("slider-")).and_then(|n| n.split('-').next())
            else {
                continue;
            };
            let Ok(pid) = owner.parse::<libc::pid_t>() else { continue };
            // SAFETY: kill with signal 0 only checks whether the process exists.
            let gone =
                unsafe { libc::kill(pid, 0) } == -1 && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
            if gone {
                // Fails harmlessly if the group still has processes.
                let _ = fs::remove_dir(entry.path());
            }
        }
    }
}

/// The mount point of the v1 hierarchy with `controller`, joined with this process's group in it.
fn own_v1_dir(mountinfo: &str, membership: &str, controller: &str) -> Option<PathBuf> {
    let mount = mountinfo.lines().find_map(|line| {
        let (fields, after) = line.split_once(" - ")?;
        let mut after = after.split_whitespace();
        let (kind, options) = (after.next()?, after.nth(1)?);
        (kind == "cgroup" && options.split(',').any(|o| o == controller)).then(|| fields.split(' ').nth(4))?
    })?;
    let group = membership.lines().find_map(|line| {
        let mut parts = line.splitn(3, ':');
        let (_, controllers, path) = (parts.next()?, parts.next()?, parts.next()?);
        controllers.split(',').any(|c| c == controller).then_some(path)
    })?;
    Some(Path::new(mount).join(group.trim_start_matches('/')))
}

/// The cgroup2 mount point joined with this process's group.
fn own_v2_dir(mountinfo: &str, membership: &str) -> Option<PathBuf> {
    let mount = mountinfo.lines().find_map(|line| {
        let (fields, after) = line.split_once(" - ")?;
        (after.split_whitespace().next()? == "cgroup2").then(|| fields.split(' ').nth(4))?
    })?;
    let group = membership.lines().find_map(|line| line.strip_prefix("0::"))?;
    Some(Path::new(mount).join(group.trim_start_matches('/')))
}

fn can_make_group(parent: &Path) -> bool {
    let probe = parent.join(format!("slider-probe-{}", std::process::id()));
    fs::create_dir(&probe).is_ok() && fs::remove_dir(&probe).is_ok()
}

/// Makes group names unique within this process.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// One run's groups (one per v1 hierarchy, or one v2 group); removed when dropped.
#[derive(Debug)]
pub(crate) struct RunCgroup {
    fs: CgroupFs,
    dirs: Vec<PathBuf>,
}

impl RunCgroup {
    /// Makes the groups, with at most `processes` tasks (threads count) where `pids` is available.
    pub(crate) fn create(fs: &CgroupFs, processes: u64) -> io::Result<RunCgroup> {
        let name = format!("slider-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
        let mut group = RunCgroup { fs: fs.clone(), dirs: Vec::new() };
        for parent in fs.parents() {
            let dir = parent.join(&name);
            fs::create_dir(&dir)?;
            group.dirs.push(dir);
        }
        if let Some(pids) = group.pids_dir() {
            fs::write(pids.join("pids.max"), processes.to_string())?;
        }
        Ok(group)
    }

    /// The `cgroup.procs` files of every group.
    pub(crate) fn procs_paths(&self) -> Vec<PathBuf> {
        self.dirs.iter().map(|d| d.join("cgroup.procs")).collect()
    }

    /// The same, as C strings: a process writes `0` to each, to join every group.
    pub(crate) fn procs_files(&self) -> Vec<CString> {
        let files = self.procs_paths().into_iter().map(|p| CString::new(p.as_os_str().as_bytes()));
        files.filter_map(Result::ok).collect()
    }

    /// Whether the group counts (and limits) processes.
    pub(crate) fn counts_processes(&self) -> bool {
        self.pids_dir().is_some()
    }

    fn pids_dir(&self) -> Option<&Path> {
        match &self.fs {
            CgroupFs::V1 { .. } => self.dirs.get(1).map(PathBuf::as_path),
            CgroupFs::V2 { pids: true, .. } => self.dirs.first().map(PathBuf::as_path),
            CgroupFs::V2 { pids: false, .. } => None,
        }
    }

    /// The CPU time of every process that was ever in the group.
    pub(crate) fn cpu(&self) -> Option<Duration> {
        match &self.fs {
            CgroupFs::V1 { .. } => {
                let nanos = fs::read_to_string(self.dirs.first()?.join("cpuacct.usage")).ok()?;
                Some(Duration::from_nanos(nanos.trim().parse().ok()?))
            }
            CgroupFs::V2 { .. } => {
                let stat = fs::read_to_string(self.dirs.first()?.join("cpu.stat")).ok()?;
                let micros = stat.lines().find_map(|l| l.strip_prefix("usage_usec "))?;
                Some(Duration::from_micros(micros.trim().parse().ok()?))
            }
        }
    }

    /// Whether a fork failed at the process limit.
    pub(crate) fn process_limit_hit(&self) -> bool {
        let Some(events) = self.pids_dir().and_then(|d| fs::read_to_string(d.join("pids.events")).ok()) else {
            return false;
        };
        events.lines().filter_map(|l| l.strip_prefix("max ")).any(|n| n.trim() != "0")
    }

    /// Kills every process in the group (freezing it first where a freezer is at hand, so that none
    /// forks meanwhile).
    pub(crate) fn kill_all(&self) {
        match &self.fs {
            CgroupFs::V2 { .. } => {
                if let Some(dir) = self.dirs.first() {
                    let _ = fs::write(dir.join("cgroup.kill"), "1");
                }
            }
            CgroupFs::V1 { freezer, .. } => {
                let frozen = freezer.as_ref().and_then(|_| self.dirs.get(2));
                if let Some(dir) = frozen {
                    let _ = fs::write(dir.join("freezer.state"), "FROZEN");
                }
                for dir in &self.dirs {
                    for pid in fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default().lines() {
                        if let Ok(pid) = pid.trim().parse::<i32>() {
                            crate::run::unix::kill(pid, libc::SIGKILL);
                        }
                    }
                }
                if let Some(dir) = frozen {
                    let _ = fs::write(dir.join("freezer.state"), "THAWED");
                }
            }
        }
    }
}

impl Drop for RunCgroup {
    fn drop(&mut self) {
        // A group can be removed once its last process is gone; killed processes take a moment.
        for dir in &self.dirs {
            for attempt in 0..50 {
                if fs::remove_dir(dir).is_ok() || !dir.exists() {
                    break;
                }
                if attempt == 10 {
                    self.kill_all();
                }
                std::thread::sleep(Duration::from_millis(2));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{own_v1_dir, own_v2_dir};

    const MOUNTINFO: &str = "32 31 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct
39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
";
    const MEMBERSHIP: &str = "8:pids:/user.slice\n2:cpu,cpuacct:/\n0::/user.slice/session-1.scope\n";

    #[test]
    fn finds_this_process_s_groups_in_each_hierarchy() {
        let dir = |c| own_v1_dir(MOUNTINFO, MEMBERSHIP, c).map(|p| p.display().to_string());
        assert_eq!(dir("cpuacct").as_deref(), Some("/sys/fs/cgroup/cpu,cpuacct/"));
        assert_eq!(dir("pids").as_deref(), Some("/sys/fs/cgroup/pids/user.slice"));
        assert_eq!(dir("freezer"), None);
        let v2 = own_v2_dir(MOUNTINFO, MEMBERSHIP).map(|p| p.display().to_string());
        assert_eq!(v2.as_deref(), Some("/sys/fs/cgroup/unified/user.slice/session-1.scope"));
    }
}
