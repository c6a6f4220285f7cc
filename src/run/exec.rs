//! [`execute`]: run one program under limits, watch it, and return its [`RunRecord`].

use std::ffi::CString;
use std::io;
use std::os::fd::{FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::Child;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant, SystemTime};

use crate::run::capture::Reader;
use crate::run::confinement::Confinement;
use crate::run::credentials::{hand_over, unreachable, user_name};
use crate::run::disk::DiskUse;
use crate::run::invocation::{Invocation, Limits};
use crate::run::isolation::probe;
use crate::run::proctree::ProcessTree;
use crate::run::record::{ExitKind, LimitHit, RunRecord};
use crate::run::status::Status;
use crate::run::{reaper, unix};

/// How often the watchdog measures the process tree.
const TICK: Duration = Duration::from_millis(10);
/// How often it rescans `/proc` for new descendants (after a first look at 20 ms).
const DISCOVER_EVERY: u32 = 20;
/// How often it measures the folders the run writes to, where no tmpfs of its own holds them.
const DISK_EVERY: u32 = 50;
/// Standard error kept for reasons and diagnostics.
const STDERR_KEEP: u64 = 256 * 1024;

/// Runs `invocation` under `limits` until it exits or a limit (or `interrupted`) ends it, contained
/// as far as the machine allows ([`probe`](crate::run::probe)).
///
/// # Errors
/// Only when the program cannot be started or watched (for example, it does not exist); everything the
/// program itself does, including crashing, is in the record.
pub fn execute(invocation: &Invocation, limits: &Limits, interrupted: &AtomicBool) -> io::Result<RunRecord> {
    let isolation = probe();
    // The pipe first: a private view binds it into the run's scratch directory.
    let trace = invocation.trace.as_deref().map(open_trace_pipe).transpose()?;
    let writable: Vec<PathBuf> = invocation.access.write.iter().chain(&invocation.access.scratch).cloned().collect();
    hand_over(&writable, invocation.user)?;
    check_reachable(invocation, isolation.mounts)?;
    let mut confinement = Confinement::prepare(isolation, invocation, limits)?;
    let started_at = SystemTime::now();
    let started = Instant::now();
    let spawned = reaper::spawn_registered(|| unix::spawn(invocation, confinement.sandbox()));
    confinement.spawned();
    let mut child = spawned?;
    // Cannot fail on Linux: process ids fit an i32.
    let pid = i32::try_from(child.id()).expect("a process id fits an i32");
    let over = Arc::new(AtomicBool::new(false));
    let readers = start_readers(&mut child, trace, limits, &over);
    // What the watchdog measures on disk: everything writable that no tmpfs of the run's holds.
    let measured: Vec<PathBuf> = if confinement.viewed() { invocation.access.write.clone() } else { writable };
    let watched = match &readers {
        Ok(_) => {
            let tree = ProcessTree::new(pid, confinement.namespaced(), confinement.cgroup_procs());
            let watch = Watch { limits, over: &over, interrupted, started, disk: &measured };
            watch.run(pid, tree)
        }
        Err(_) => Err(io::Error::other("the output readers did not start")),
    };
    // Whatever happened, nothing of this run may outlive it.
    unix::kill_group(pid, libc::SIGKILL);
    if let Ok(watched) = &watched {
        watched.tree.signal_all(libc::SIGKILL);
    }
    confinement.kill_all();
    let reaped = unix::reap(pid);
    let wall = started.elapsed();
    reaper::finish_and_sweep(pid);
    let [stdout, stderr, trace] = readers?;
    let watched = watched?;
    let status = confinement.status();
    let (exit, cpu, max_rss) = ending(&confinement, status, reaped?, &watched);
    let mut record = RunRecord {
        exit,
        limit: watched.hit,
        cpu,
        wall,
        max_rss_bytes: max_rss,
        stdout: stdout.map(Reader::finish).transpose()?.unwrap_or_default(),
        stderr: stderr.map(Reader::finish).transpose()?.unwrap_or_default(),
        trace: trace.map(Reader::finish).transpose()?,
        started: started_at,
        process_limit_hit: confinement.process_limit_hit(),
    };
    // Limits hold after exit too: a run that went over in its last moments is over.
    record.limit = record.limit.or_else(|| over_at_the_end(&record, limits));
    if record.limit.is_none() && filled_its_disk(status.filter(|_| confinement.viewed()), &measured, limits) {
        record.limit = Some(LimitHit::Disk);
    }
    Ok(record)
}

/// Whether the run filled its private `/tmp` (as the init measured it) or left more than `--disk` in
/// the folders it writes to.
fn filled_its_disk(in_view: Option<Status>, measured: &[PathBuf], limits: &Limits) -> bool {
    let viewed = in_view.is_some_and(|s| DiskUse { bytes: s.disk_bytes, files: s.disk_files }.full(limits.disk_bytes));
    viewed || DiskUse::of(measured, limits.disk_bytes).over(limits.disk_bytes)
}

/// Fails, naming the folder and the fix, when the run's user could not reach what the run needs:
/// without a private view every folder on the way counts, in one only the path itself.
fn check_reachable(invocation: &Invocation, viewed: bool) -> io::Result<()> {
    let access = &invocation.access;
    for path in access.read.iter().chain(&access.write).chain(&access.scratch) {
        let Some(closed) = unreachable(path, invocation.user) else { continue };
        if viewed && &closed != path {
            continue;
        }
        let (uid, _) = invocation.user.effective();
        return Err(io::Error::other(format!(
            "the solvers' user, {}, cannot reach {} ({} is closed to it): open it to others (chmod o+rX), \
             or choose the user with --run-as",
            user_name(uid),
            path.display(),
            closed.display()
        )));
    }
    Ok(())
}

/// How the solver ended, its CPU time and its peak memory, from every measurement there is: the
/// init's record (in a namespace the grader's child is the sandbox, not the solver), the cgroup's exact
/// CPU time, `wait4`, and the watchdog's samples.
fn ending(
    confinement: &Confinement,
    status: Option<Status>,
    reaped: (ExitKind, Duration, u64),
    watched: &Watched,
) -> (ExitKind, Duration, u64) {
    let (exit, waited_cpu, waited_rss) = reaped;
    let cgroup_cpu = confinement.cgroup_cpu().unwrap_or_default();
    let cpu = waited_cpu.max(watched.cpu).max(cgroup_cpu);
    if !confinement.namespaced() {
        return (exit, cpu, waited_rss.max(watched.peak_rss));
    }
    // The sandbox's own processes are copies of the grader: their peak is the grader's, not counted.
    match status {
        Some(status) => (unix::exit_kind(status.wait_status), cpu, (status.max_rss_kib * 1024).max(watched.peak_rss)),
        // The init was killed (a limit, an interrupt): so was the solver.
        None => (ExitKind::Signal(libc::SIGKILL), cpu, watched.peak_rss),
    }
}

/// The limit a finished run is over, judged on its final measurements.
fn over_at_the_end(record: &RunRecord, limits: &Limits) -> Option<LimitHit> {
    if record.cpu > limits.cpu {
        Some(LimitHit::Cpu)
    } else if record.max_rss_bytes > limits.memory_bytes {
        Some(LimitHit::Memory)
    } else if record.stdout.total > limits.output_bytes || record.stderr.total > limits.output_bytes {
        Some(LimitHit::Output)
    } else {
        None
    }
}

/// Starts the readers of standard output, standard error and the trace pipe.
fn start_readers(
    child: &mut Child,
    trace: Option<OwnedFd>,
    limits: &Limits,
    over: &Arc<AtomicBool>,
) -> io::Result<[Option<Reader>; 3]> {
    let limit = Some((limits.output_bytes, Arc::clone(over)));
    let stdout = child.stdout.take().map(|s| Reader::spawn(s.into(), limits.output_bytes, limit.clone()));
    let stderr = child.stderr.take().map(|s| Reader::spawn(s.into(), STDERR_KEEP, limit));
    let trace = trace.map(|fd| Reader::spawn(fd, limits.trace_bytes, None));
    Ok([stdout.transpose()?, stderr.transpose()?, trace.transpose()?])
}

/// What the watchdog saw: the tree, the limit it enforced, the peak tree RSS and the last CPU reading.
struct Watched {
    tree: ProcessTree,
    hit: Option<LimitHit>,
    peak_rss: u64,
    cpu: Duration,
}

/// What the watchdog holds a run to.
struct Watch<'a> {
    limits: &'a Limits,
    over: &'a AtomicBool,
    interrupted: &'a AtomicBool,
    started: Instant,
    /// The folders whose size it measures, every [`DISK_EVERY`] ticks.
    disk: &'a [PathBuf],
}

impl Watch<'_> {
    /// Polls until the child exits, killing its group at the first limit reached.
    fn run(&self, pid: i32, tree: ProcessTree) -> io::Result<Watched> {
        let exited = unix::pidfd(pid)?;
        let mut watched = Watched { tree, hit: None, peak_rss: 0, cpu: Duration::ZERO };
        let mut ticks = 0u32;
        while !unix::wait_readable(&exited, TICK)? {
            ticks += 1;
            if ticks == 2 || ticks.is_multiple_of(DISCOVER_EVERY) {
                watched.tree.discover();
            }
            let sample = watched.tree.sample();
            watched.peak_rss = watched.peak_rss.max(sample.rss_bytes);
            watched.cpu = watched.cpu.max(sample.cpu);
            if watched.hit.is_none() {
                watched.hit = self.limit_reached(sample.cpu, sample.rss_bytes, ticks);
                if watched.hit.is_some() {
                    // SIGKILL at once: the limit is the verdict, and a program's cleanup would only add
                    // CPU time to a measurement that is already over.
                    unix::kill_group(pid, libc::SIGKILL);
                    watched.tree.discover();
                    watched.tree.signal_all(libc::SIGKILL);
                }
            }
        }
        Ok(watched)
    }

    fn limit_reached(&self, cpu: Duration, rss: u64, ticks: u32) -> Option<LimitHit> {
        let limits = self.limits;
        if self.interrupted.load(Ordering::Acquire) {
            Some(LimitHit::Interrupted)
        } else if cpu > limits.cpu {
            Some(LimitHit::Cpu)
        } else if rss > limits.memory_bytes {
            Some(LimitHit::Memory)
        } else if self.over.load(Ordering::Acquire) {
            Some(LimitHit::Output)
        } else if self.started.elapsed() > limits.wall {
            Some(LimitHit::Wall)
        } else if ticks.is_multiple_of(DISK_EVERY) && DiskUse::of(self.disk, limits.disk_bytes).over(limits.disk_bytes)
        {
            Some(LimitHit::Disk)
        } else {
            None
        }
    }
}

/// Creates the trace file as a named pipe and opens it for reading. It is opened read-write so that it
/// never reports end of file while the program opens and closes it, and never blocks the opener.
fn open_trace_pipe(path: &Path) -> io::Result<OwnedFd> {
    let name = CString::new(path.as_os_str().as_bytes()).map_err(io::Error::other)?;
    // SAFETY: mkfifo and open read the NUL-terminated path they are given.
    unsafe {
        if libc::mkfifo(name.as_ptr(), 0o600) != 0 {
            return Err(io::Error::last_os_error());
        }
        let fd = libc::open(name.as_ptr(), libc::O_RDWR | libc::O_NONBLOCK | libc::O_CLOEXEC);
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(OwnedFd::from_raw_fd(fd))
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::sync::atomic::AtomicBool;
    use std::time::Duration;

    use super::execute;
    use crate::run::{Access, ExitKind, Invocation, LimitHit, Limits, RunAs, RunRecord, Scratch, become_subreaper};

    fn limits() -> Limits {
        Limits {
            cpu: Duration::from_secs(5),
            wall: Duration::from_secs(10),
            memory_bytes: 256 << 20,
            output_bytes: 1 << 20,
            file_bytes: 1 << 20,
            trace_bytes: 1 << 10,
            processes: 256,
            disk_bytes: 64 << 20,
        }
    }

    fn sh(script: &str, limits: Limits, trace: bool) -> RunRecord {
        become_subreaper().expect("subreaper");
        let scratch = Scratch::new(None).expect("scratch");
        let trace = trace.then(|| scratch.path().join("trace.txt"));
        let mut env = vec![("PATH".into(), std::env::var_os("PATH").unwrap_or_default())];
        if let Some(t) = &trace {
            env.push(("SLIDER_TRACE".into(), t.into()));
        }
        let invocation = Invocation {
            program: Path::new("/bin/sh").to_path_buf(),
            args: vec!["-c".into(), script.into()],
            env,
            dir: scratch.path().to_path_buf(),
            access: Access { read: Vec::new(), write: Vec::new(), scratch: Some(scratch.path().to_path_buf()) },
            network: false,
            trace,
            user: RunAs::default_for_grader(),
        };
        let record = execute(&invocation, &limits, &AtomicBool::new(false)).expect("sh runs");
        scratch.remove().expect("scratch is removed");
        record
    }

    #[test]
    fn records_exit_status_output_and_signals() {
        let ok = sh("echo out; echo err >&2; exit 3", limits(), false);
        assert_eq!((ok.exit, ok.limit), (ExitKind::Code(3), None));
        assert_eq!((ok.stdout.text(), ok.stderr.text()), ("out\n".to_string(), "err\n".to_string()));
        let segv = sh("kill -SEGV $$", limits(), false);
        assert_eq!(segv.exit, ExitKind::Signal(libc::SIGSEGV));
        // Standard input is closed: reading it ends at once.
        let stdin = sh("cat; echo done", limits(), false);
        assert_eq!(stdin.stdout.text(), "done\n");
        // The environment is exactly what was given.
        assert_eq!(sh("echo ${HOME:-unset}", limits(), false).stdout.text(), "unset\n");
    }

    #[test]
    fn the_random_devices_can_be_read() {
        // A JVM denied them seeds SecureRandom from thread timings: seconds of CPU, charged to the run.
        let read = sh("head -c 8 /dev/urandom | wc -c; head -c 8 /dev/random | wc -c", limits(), false);
        assert_eq!((read.exit, read.stdout.text().as_str()), (ExitKind::Code(0), "8\n8\n"), "{}", read.stderr.text());
    }

    #[test]
    fn kills_at_the_cpu_limit() {
        let spin = sh("while :; do :; done", Limits { cpu: Duration::from_millis(300), ..limits() }, false);
        assert_eq!(spin.limit, Some(LimitHit::Cpu));
        assert_eq!(spin.exit, ExitKind::Signal(libc::SIGKILL));
        assert!(spin.cpu >= Duration::from_millis(300), "{:?}", spin.cpu);
    }

    #[test]
    fn kills_at_the_wall_limit() {
        let wall = Limits { wall: Duration::from_millis(300), cpu: Duration::from_millis(200), ..limits() };
        let sleeper = sh("sleep 30", wall, false);
        assert_eq!(sleeper.limit, Some(LimitHit::Wall));
        assert!(sleeper.wall < Duration::from_secs(10));
    }

    #[test]
    fn kills_at_the_output_and_memory_limits() {
        let flood = sh("yes", Limits { output_bytes: 100_000, ..limits() }, false);
        assert_eq!(flood.limit, Some(LimitHit::Output));
        assert_eq!(flood.stdout.bytes.len(), 100_000);
        assert!(flood.stdout.truncated());
        // tail keeps its whole input in memory when it has no line ends.
        let hog = sh("tail /dev/zero", Limits { memory_bytes: 64 << 20, ..limits() }, false);
        assert_eq!(hog.limit, Some(LimitHit::Memory));
        assert!(hog.max_rss_bytes > 64 << 20);
    }

    #[test]
    fn nothing_outlives_the_run() {
        // Process ids inside a PID namespace are not the host's: find the sleepers by a marked argument.
        let marker = format!("300.{}", std::process::id());
        let record = sh(&format!("setsid sh -c 'sleep {marker}' & sleep {marker} & echo started"), limits(), false);
        assert_eq!((record.exit, record.stdout.text().as_str()), (ExitKind::Code(0), "started\n"));
        let alive: Vec<String> = std::fs::read_dir("/proc")
            .expect("/proc")
            .flatten()
            .filter_map(|e| std::fs::read(e.path().join("cmdline")).ok())
            .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
            .filter(|c| c.contains(&marker))
            .collect();
        assert!(alive.is_empty(), "processes outlived their run: {alive:?}");
    }

    #[test]
    fn reads_the_trace_pipe_and_caps_it() {
        let record = sh("echo insert 0 0 > \"$SLIDER_TRACE\"; echo delmin 0 0 >> \"$SLIDER_TRACE\"", limits(), true);
        assert_eq!(record.trace.expect("a trace").text(), "insert 0 0\ndelmin 0 0\n");
        let long = sh("yes line | head -c 5000 >> \"$SLIDER_TRACE\"", limits(), true).trace.expect("a trace");
        assert_eq!((long.bytes.len(), long.total), (1024, 5000));
        assert!(sh("true", limits(), true).trace.expect("a trace").bytes.is_empty());
    }
}
