//! `slider doctor`: what this machine offers the grader, one line a thing, each missing thing with
//! its fix: the isolation (namespaces, the private view, Landlock, seccomp, cgroups, the user runs
//! get), the Java toolchain and algs4.jar, the pattern-database cache, the cores and the memory.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::Result;
use npuzzle::pattern_db::Partition;

use crate::config::{DISK_BYTES, DoctorConfig, default_memory_budget};
use crate::exit_code::{self, WriteError};
use crate::formatting::format_bytes;
use crate::run::{self, Access, CgroupFs, Invocation, Limits, RunAs, Scratch};
use crate::search::is_cached;

/// Prints the report; always succeeds (it only looks).
pub fn run(config: &DoctorConfig) -> Result<i32> {
    let mut lines = isolation();
    lines.push(("java", tool("java")));
    lines.push(("javac", tool("javac")));
    lines.push(("algs4.jar", algs4(config.algs4.as_deref())));
    lines.push(("checkstyle", checkstyle()));
    lines.push(("pdb cache", pattern_databases(&config.pdb_dir)));
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    lines.push(("cores", format!("{cores} (slider check --jobs defaults to this)")));
    let budget = default_memory_budget();
    lines.push((
        "memory",
        format!("{} (a search's default budget is half of it: {})", format_bytes(budget * 2), format_bytes(budget)),
    ));
    let mut out = io::stdout().lock();
    for (what, said) in lines {
        writeln!(out, "{what:<12} {said}").map_err(|e| WriteError::new("standard output", e))?;
    }
    Ok(exit_code::SUCCESS)
}

/// Each part of the isolation, in force or missing with its fix.
fn isolation() -> Vec<(&'static str, String)> {
    let probed = run::probe();
    let root = run::grader_is_root();
    let namespaces = if probed.namespaces {
        let user = if root { "" } else { "user, " };
        format!("yes: each solver runs under the grader's init in new PID, {user}IPC, mount and network namespaces")
    } else if root {
        "no: this root cannot make namespaces (a container without CAP_SYS_ADMIN, or a seccomp profile that \
         refuses unshare); run the container with --cap-add SYS_ADMIN or --privileged, or grade in a VM"
            .to_string()
    } else {
        "no: this kernel refuses unprivileged user namespaces; allow them (sysctl user.max_user_namespaces > 0, \
         kernel.unprivileged_userns_clone=1 where it exists, kernel.apparmor_restrict_unprivileged_userns=0 on \
         Ubuntu), or grade in a container or VM"
            .to_string()
    };
    let mounts = if probed.mounts {
        "yes: each run sees a private view: the system read-only, the submission, the puzzle, /tmp and scratch \
         on a tmpfs of --disk, a new /proc, no /home, /root, /run or terminal"
            .to_string()
    } else if probed.namespaces {
        "no: the kernel refused a tmpfs, a bind mount or a new /proc in the run's namespaces (in a container, \
         /proc must not be masked: --security-opt systempaths=unconfined); until then solvers see the real \
         filesystem, as far as Landlock allows"
            .to_string()
    } else {
        "no: a private view needs namespaces (above)".to_string()
    };
    let landlock = match probed.landlock {
        Some(abi) => format!("ABI {abi}: solvers read only the system, the submission, the puzzle and their scratch"),
        None => "no: the kernel has no Landlock (Linux 5.13 or later with landlock in its lsm= list); \
                 until then solvers can read every file their user can"
            .to_string(),
    };
    let seccomp = if probed.seccomp {
        "yes: no ptrace, process_vm_*, keyrings, mounts, new namespaces, bpf, perf_event_open, userfaultfd, \
         io_uring, TIOCSTI"
            .to_string()
    } else {
        "no: this kernel or architecture takes no seccomp filter (x86-64 and aarch64 with CONFIG_SECCOMP_FILTER); \
         the other layers still hold"
            .to_string()
    };
    let cgroup = match &probed.cgroup {
        Some(CgroupFs::V1 { pids, .. }) => format!("v1 ({}): exact CPU time, a process limit", pids.display()),
        Some(CgroupFs::V2 { dir, pids: true }) => format!("v2 ({}): exact CPU time, a process limit", dir.display()),
        Some(CgroupFs::V2 { dir, pids: false }) => format!(
            "v2 ({}): exact CPU time, but no pids controller: enable it in cgroup.subtree_control for a process limit",
            dir.display()
        ),
        None => "no writable cgroup: run slider where it has one (systemd-run --user --scope -p Delegate=yes ...); \
                 until then CPU time is sampled every 10 ms"
            .to_string(),
    };
    let user = match RunAs::default_for_grader() {
        RunAs::User { uid, gid } => format!(
            "solvers and builds run as {}, group {gid} (slider runs as root; --run-as UID[:GID] chooses)",
            run::user_name(uid)
        ),
        RunAs::Grader if root => "root: SLIDER_ISOLATION_WITHOUT=run-as keeps solvers root (for tests)".to_string(),
        RunAs::Grader => format!("solvers run as you, {}", run::user_name(RunAs::Grader.effective().0)),
    };
    let said = |part: &str, said: String| {
        if run::turned_off(part) {
            format!("off: {} turns it off (for tests; unset it to grade)", run::WITHOUT)
        } else {
            said
        }
    };
    vec![
        ("namespaces", said("namespaces", namespaces)),
        ("mounts", said("mounts", mounts)),
        ("landlock", said("landlock", landlock)),
        ("seccomp", said("seccomp", seccomp)),
        ("cgroup", said("cgroup", cgroup)),
        ("run as", said("run-as", user)),
        ("inherited", "nothing: descriptors 0-2 only, a session of its own with no terminal, a fresh keyring".into()),
    ]
}

/// A program on `PATH` and the first line of what `-version` says, or the fix.
fn tool(name: &str) -> String {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let Some(program) = std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file()) else {
        return "not on PATH: install a JDK 17 (Debian: apt-get install openjdk-17-jdk-headless)".to_string();
    };
    match version(&program) {
        Some(version) => format!("{} ({version})", program.display()),
        None => format!("{} (it did not say its version)", program.display()),
    }
}

/// Checkstyle, which the assessment's style section runs, or the fix.
fn checkstyle() -> String {
    match crate::assess::style::checkstyle_program() {
        Some(program) => format!("{} (the assessment's style section runs it)", program.display()),
        None => "not on PATH: the assessment's style section says \"not run\" for its rules; \
                 apt-get install checkstyle"
            .to_string(),
    }
}

/// What `program -version` prints first (a JDK prints it on standard error), run like any program.
fn version(program: &Path) -> Option<String> {
    let scratch = Scratch::new(None).ok()?;
    let invocation = Invocation {
        program: program.to_path_buf(),
        args: vec!["-version".into()],
        env: vec![("PATH".into(), std::env::var_os("PATH").unwrap_or_default())],
        dir: scratch.path().to_path_buf(),
        trace: None,
        access: Access { read: Vec::new(), write: Vec::new(), scratch: Some(scratch.path().to_path_buf()) },
        network: false,
        user: RunAs::default_for_grader(),
    };
    let limits = Limits {
        cpu: Duration::from_secs(10),
        wall: Duration::from_secs(20),
        memory_bytes: 1 << 30,
        output_bytes: 1 << 20,
        file_bytes: 1 << 20,
        trace_bytes: 0,
        processes: 512,
        disk_bytes: DISK_BYTES,
    };
    let record = run::execute(&invocation, &limits, &AtomicBool::new(false)).ok()?;
    let said = format!("{}{}", record.stderr.text(), record.stdout.text());
    said.lines().find(|l| !l.trim().is_empty()).map(|l| l.trim().to_string())
}

/// The algs4.jar named, or how to name one.
fn algs4(jar: Option<&Path>) -> String {
    let Some(jar) = jar else {
        return "not given: download algs4.jar from https://algs4.cs.princeton.edu/code/ and pass --algs4 PATH or \
                set ALGS4_JAR"
            .to_string();
    };
    match std::fs::read(jar) {
        Ok(bytes) if bytes.starts_with(b"PK") => format!("{} ({})", jar.display(), format_bytes(bytes.len() as u64)),
        Ok(_) => format!("{}: not a jar (no zip header); download algs4.jar again", jar.display()),
        Err(e) => format!("{}: {e}; check --algs4 or ALGS4_JAR", jar.display()),
    }
}

/// Each size's default databases: cached (with their size on disk), or what building them takes.
fn pattern_databases(dir: &Path) -> String {
    let sets = [
        (4, "on first use by slider check or solve (a few minutes, 1.5 GB)"),
        (5, "by slider solve --algorithm ida on a 5x5 board (about 4 minutes, 800 MB)"),
    ];
    let said: Vec<String> = sets
        .into_iter()
        .filter_map(|(n, cost)| Some((Partition::default_for(n)?, n, cost)))
        .map(|(partition, n, cost)| {
            let name = partition.name();
            if is_cached(dir, &partition) {
                format!("{name} ({n}x{n}) cached, {}", format_bytes(files_size(dir, &partition)))
            } else {
                format!("{name} ({n}x{n}) not cached: built {cost}")
            }
        })
        .collect();
    format!("{}: {}", dir.display(), said.join("; "))
}

/// Bytes of the partition's files in `dir`.
fn files_size(dir: &Path, partition: &Partition) -> u64 {
    let files = partition.parts().iter().flat_map(|p| [p.file_name(), p.reflected().file_name()]);
    let mut seen: Vec<PathBuf> = files.map(|f| dir.join(f)).collect();
    seen.sort();
    seen.dedup();
    seen.iter().filter_map(|p| std::fs::metadata(p).ok()).map(|m| m.len()).sum()
}
