//! [`ProcessTree`]: the processes a run started, found and measured through `/proc`.
//!
//! Members are the child, everything in its process group, and every descendant (a `setsid` grandchild
//! leaves the group but not the parent chain; in a PID namespace, orphans go to its init, a member).
//! Each member is remembered with its start time, so a recycled process id is never measured or
//! signalled by mistake. CPU time is every member's own time: a member that leaves keeps its last
//! reading in the total, however it was reaped (a parent that ignores SIGCHLD adds nothing of its
//! children's to its own). The sandbox's own processes (the grader's child and the namespace's init,
//! copies of the grader until the solver execs) are members for CPU time and signals, but their
//! resident memory is the grader's, so it is not counted.

use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;
use std::time::Duration;

/// The fields of `/proc/<pid>/stat` the watchdog uses.
#[derive(Debug, Clone, Copy)]
struct Stat {
    ppid: i32,
    pgrp: i32,
    start: u64,
    /// utime + stime, in clock ticks.
    ticks: u64,
    /// Resident pages.
    rss_pages: u64,
}

/// Parses `/proc/<pid>/stat` (the command name may hold spaces and parentheses: fields follow the last `)`).
fn read_stat(pid: i32) -> Option<Stat> {
    let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = text.get(text.rfind(')')? + 2..)?.split_whitespace().collect();
    let field = |i: usize| fields.get(i).and_then(|f| f.parse::<i64>().ok());
    let ticks = [11, 12].iter().map(|&i| field(i).unwrap_or(0).max(0) as u64).sum();
    Some(Stat {
        ppid: i32::try_from(field(1)?).ok()?,
        pgrp: i32::try_from(field(2)?).ok()?,
        start: u64::try_from(field(19)?).ok()?,
        ticks,
        rss_pages: u64::try_from(field(21)?).unwrap_or(0),
    })
}

/// Every process id in `/proc`.
fn all_pids() -> Vec<i32> {
    let Ok(entries) = fs::read_dir("/proc") else { return Vec::new() };
    entries.filter_map(|e| e.ok()?.file_name().to_str()?.parse().ok()).collect()
}

/// A member: its start time and last reading.
#[derive(Debug, Clone, Copy)]
struct Member {
    start: u64,
    ppid: i32,
    ticks: u64,
}

/// The processes of one run.
pub(crate) struct ProcessTree {
    root: i32,
    /// Whether the root and its children are the sandbox's processes (whose memory is not counted).
    sandboxed: bool,
    /// The `cgroup.procs` files of the run's cgroup: everything listed there is a member, however it
    /// left the process group and the parent chain.
    cgroup_procs: Vec<PathBuf>,
    members: BTreeMap<i32, Member>,
    /// CPU ticks of members that are gone.
    departed_ticks: u64,
    tick: f64,
    page: u64,
}

/// One measurement of the whole tree.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Sample {
    pub cpu: Duration,
    pub rss_bytes: u64,
}

impl ProcessTree {
    /// The tree of the child `root` (its own group leader); `sandboxed` when `root` is the sandbox's
    /// first process and its child the namespace's init.
    pub(crate) fn new(root: i32, sandboxed: bool, cgroup_procs: Vec<PathBuf>) -> Self {
        // SAFETY: sysconf has no preconditions.
        let (tick, page) = unsafe { (libc::sysconf(libc::_SC_CLK_TCK), libc::sysconf(libc::_SC_PAGESIZE)) };
        let mut tree = ProcessTree {
            root,
            sandboxed,
            cgroup_procs,
            members: BTreeMap::new(),
            departed_ticks: 0,
            tick: tick.max(1) as f64,
            page: page.max(1) as u64,
        };
        if let Some(stat) = read_stat(root) {
            tree.members.insert(root, Member { start: stat.start, ppid: stat.ppid, ticks: stat.ticks });
        }
        tree
    }

    /// Scans `/proc` for new members: processes in the root's group or the run's cgroup, or whose
    /// parent is a member.
    pub(crate) fn discover(&mut self) {
        let stats: Vec<(i32, Stat)> = all_pids().into_iter().filter_map(|p| Some((p, read_stat(p)?))).collect();
        for file in &self.cgroup_procs {
            for pid in fs::read_to_string(file).unwrap_or_default().lines().filter_map(|l| l.trim().parse().ok()) {
                if let Some((_, stat)) = stats.iter().find(|(p, _)| *p == pid) {
                    self.members.entry(pid).or_insert(Member { start: stat.start, ppid: stat.ppid, ticks: stat.ticks });
                }
            }
        }
        // Parents come before children in no particular order, so repeat until nothing new is found.
        loop {
            let before = self.members.len();
            for (pid, stat) in &stats {
                if !self.members.contains_key(pid) && (stat.pgrp == self.root || self.members.contains_key(&stat.ppid))
                {
                    self.members.insert(*pid, Member { start: stat.start, ppid: stat.ppid, ticks: stat.ticks });
                }
            }
            if self.members.len() == before {
                break;
            }
        }
    }

    /// Reads every member's CPU time and memory; forgets members that are gone.
    pub(crate) fn sample(&mut self) -> Sample {
        let mut ticks = 0;
        let mut rss_pages = 0;
        let mut gone = Vec::new();
        let root = self.root;
        for (&pid, member) in &mut self.members {
            match read_stat(pid).filter(|s| s.start == member.start) {
                Some(stat) => {
                    member.ticks = stat.ticks;
                    member.ppid = stat.ppid;
                    ticks += stat.ticks;
                    if !(self.sandboxed && (pid == root || stat.ppid == root)) {
                        rss_pages += stat.rss_pages;
                    }
                }
                None => gone.push(pid),
            }
        }
        for pid in gone {
            if let Some(member) = self.members.remove(&pid) {
                self.departed_ticks += member.ticks;
            }
        }
        let total = (ticks + self.departed_ticks) as f64 / self.tick;
        Sample { cpu: Duration::from_secs_f64(total), rss_bytes: rss_pages * self.page }
    }

    /// Sends `signal` to every member still alive (checked by start time).
    pub(crate) fn signal_all(&self, signal: i32) {
        for (&pid, member) in &self.members {
            if read_stat(pid).is_some_and(|s| s.start == member.start) {
                crate::run::unix::kill(pid, signal);
            }
        }
    }
}

/// The children of this process (ids whose parent is us), from `/proc`.
pub(crate) fn children_of_self() -> Vec<i32> {
    // SAFETY: getpid has no preconditions.
    let me = unsafe { libc::getpid() };
    all_pids().into_iter().filter(|&p| read_stat(p).is_some_and(|s| s.ppid == me)).collect()
}
