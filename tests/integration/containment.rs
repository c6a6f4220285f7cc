//! Hostile solvers, each with its expected verdict: what escapes the process group, what hides its CPU
//! time, what forks without end, what reads or writes what is not its own or reaches the network, what
//! floods or overflows the grader. Every run must get its verdict within a bounded time and leave no
//! process, no file and no cgroup behind.
//!
//! A verdict that depends on a mechanism the machine may lack (namespaces, Landlock, a cgroup) is
//! expected as the machine's isolation (read from the report) allows: where the mechanism is missing,
//! the test says so on standard error and checks the fallback's verdict instead.

use std::net::TcpListener;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::{fixture, fixtures, processes_below, puzzle};

/// What a fixture needs to be contained.
#[derive(Clone, Copy, PartialEq)]
enum Needs {
    /// Nothing beyond the process group and the watchdog.
    Nothing,
    /// Namespaces or a cgroup: to count processes that left the process group and the parent chain.
    Membership,
    /// Namespaces or a cgroup: to limit the number of processes (without either it is not run).
    ProcessLimit,
    /// Landlock.
    Landlock,
    /// A network namespace.
    Namespaces,
}

/// Each hostile fixture of `tests/fixtures/solvers/`, what it needs, its verdict on puzzle04 under
/// `--time 2s --memory 256MiB --output 1MiB`, and its verdict where what it needs is missing. A fork
/// bomb ends either way the kernel decides: at the wall-clock limit, or crashing at the process limit,
/// which its reason must name.
const HOSTILE: &[(&str, Needs, &str, &str)] = &[
    ("escaped-burner", Needs::Membership, "time-limit", "ok"),
    ("escaped-hog", Needs::Membership, "memory-limit", "ok"),
    ("sigchld-chain", Needs::Nothing, "time-limit", "time-limit"),
    ("fork-bomb", Needs::ProcessLimit, "time-limit|crash", "-"),
    ("reads-manifest", Needs::Landlock, "ok", "wrong-moves"),
    ("reads-sibling", Needs::Landlock, "ok", "wrong-moves"),
    ("writes-outside", Needs::Landlock, "ok", "wrong-moves"),
    ("connects", Needs::Namespaces, "ok", "wrong-moves"),
    ("answer-then-flood", Needs::Nothing, "output-limit", "output-limit"),
    ("long-trace", Needs::Nothing, "invariant-violated", "invariant-violated"),
    ("huge-moves", Needs::Nothing, "unparseable-output", "unparseable-output"),
    ("huge-trace", Needs::Nothing, "invariant-violated", "invariant-violated"),
];

/// The longest any one run may take, the grader's own work included (the limits end each run within
/// a few seconds).
const BOUND: Duration = Duration::from_secs(30);

/// The places a run must leave as it found them, and the things hostile fixtures aim at.
struct Ground {
    scratch: tempfile::TempDir,
    tmp: tempfile::TempDir,
    submission: tempfile::TempDir,
    sibling: tempfile::TempDir,
    target: tempfile::TempDir,
    listener: TcpListener,
}

impl Ground {
    fn new() -> Ground {
        let dir = || tempfile::tempdir().expect("a temporary directory");
        let sibling = dir();
        std::fs::write(sibling.path().join("Solver.java"), "// another student's work\n").expect("a file");
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        listener.set_nonblocking(true).expect("non-blocking");
        Ground { scratch: dir(), tmp: dir(), submission: dir(), sibling, target: dir(), listener }
    }

    fn planted(&self) -> std::path::PathBuf {
        self.target.path().join("planted.txt")
    }
}

/// Runs `slider check` on puzzle04 with the fixture, with the isolation parts in `without` turned off;
/// returns the report, how long it took and the grader's process id.
fn run(ground: &Ground, name: &str, without: &str) -> (serde_json::Value, Duration, u32) {
    let port = ground.listener.local_addr().expect("an address").port();
    let started = Instant::now();
    let child = Command::new(assert_cmd::cargo::cargo_bin!("slider"))
        .args(["check", "--format", "json", "--time", "2s", "--memory", "256MiB", "--output", "1MiB"])
        .arg("--solver")
        .arg(fixture(name))
        .arg("--allow-read")
        .arg(fixtures())
        .arg("--scratch")
        .arg(ground.scratch.path())
        .arg("--dir")
        .arg(ground.submission.path())
        .arg("--env")
        .arg(format!("SIBLING={}", ground.sibling.path().join("Solver.java").display()))
        .arg("--env")
        .arg(format!("TARGET={}", ground.planted().display()))
        .arg("--env")
        .arg(format!("PORT={port}"))
        .arg(puzzle("puzzle04.txt"))
        .env("TMPDIR", ground.tmp.path())
        .env("SLIDER_ISOLATION_WITHOUT", without)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("slider starts");
    let pid = child.id();
    let output = child.wait_with_output().expect("slider exits");
    let report = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("{name}: not JSON ({e})"));
    (report, started.elapsed(), pid)
}

/// Whether the machine offers what `needs`, from a report's isolation.
fn offered(isolation: &serde_json::Value, needs: Needs) -> bool {
    let namespaces = isolation["namespaces"] == true;
    let cgroup = !isolation["cgroup"].is_null();
    match needs {
        Needs::Nothing => true,
        Needs::Membership | Needs::ProcessLimit => namespaces || cgroup,
        Needs::Landlock => !isolation["landlock_abi"].is_null(),
        Needs::Namespaces => namespaces,
    }
}

/// Cgroups the grader with process id `pid` made and left behind.
fn cgroups_left(pid: u32) -> Vec<String> {
    let prefix = format!("slider-{pid}-");
    let walker = walkdir::WalkDir::new("/sys/fs/cgroup").max_depth(4).into_iter().flatten();
    walker
        .filter(|e| e.file_type().is_dir() && e.file_name().to_string_lossy().starts_with(&prefix))
        .map(|e| e.path().display().to_string())
        .collect()
}

fn entries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir).expect("readable").flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect()
}

#[test]
fn every_hostile_fixture_is_contained_and_leaves_nothing_behind() {
    all_fixtures("");
}

/// Without namespaces, Landlock and cgroups (as on a machine that has none), what the process group,
/// the watchdog and the orphan sweep hold still holds, and nothing is left behind.
#[test]
fn the_fallbacks_hold_what_they_can_and_leave_nothing_behind() {
    all_fixtures("namespaces,landlock,cgroup");
}

/// Every fixture of the table, with the isolation parts in `without` turned off.
fn all_fixtures(without: &str) {
    let ground = Ground::new();
    let (probe, _, _) = run(&ground, "huge-moves", without);
    let isolation = probe["isolation"].clone();
    eprintln!("{}", isolation["summary"].as_str().unwrap_or("isolation: unknown"));
    let mut wrong = Vec::new();
    for &(name, needs, contained, fallback) in HOSTILE {
        let expected = if offered(&isolation, needs) { contained } else { fallback };
        if expected == "-" {
            eprintln!("{name}: not run: this machine offers neither namespaces nor a cgroup to limit processes");
            continue;
        }
        if expected != contained {
            eprintln!("{name}: this machine lacks what contains it; checking the fallback's verdict, {expected}");
        }
        let (report, took, pid) = run(&ground, name, without);
        let result = &report["results"][0];
        let verdict = result["verdict"].as_str().unwrap_or("?").to_string();
        let named =
            verdict != "crash" || result["reason"].as_str().is_some_and(|r| r.contains("limit of 512 processes"));
        if !expected.split('|').any(|e| e == verdict) || !named {
            wrong.push(format!("{name}: {verdict} ({}), expected {expected}", result["reason"]));
        }
        assert!(took < BOUND, "{name}: the grader took {took:?}");
        if name == "long-trace" {
            // 200,002 lines checked in time linear in the trace (quadratically it took minutes).
            assert!(took < Duration::from_secs(5), "{name}: the grader took {took:?}");
        }
        assert!(processes_below(ground.scratch.path()).is_empty(), "{name}: processes outlived slider check");
        assert!(
            entries(ground.scratch.path()).is_empty(),
            "{name}: scratch left: {:?}",
            entries(ground.scratch.path())
        );
        assert!(
            entries(ground.tmp.path()).is_empty(),
            "{name}: temporary files left: {:?}",
            entries(ground.tmp.path())
        );
        assert!(cgroups_left(pid).is_empty(), "{name}: cgroups left: {:?}", cgroups_left(pid));
    }
    assert!(wrong.is_empty(), "fixtures with the wrong verdict:\n{}", wrong.join("\n"));
    if offered(&isolation, Needs::Landlock) {
        assert!(!ground.planted().exists(), "a solver wrote outside its scratch directory");
    }
    if offered(&isolation, Needs::Namespaces) {
        assert!(ground.listener.accept().is_err(), "a solver reached the loopback port");
    }
    assert_eq!(entries(ground.submission.path()), Vec::<String>::new(), "the submission directory was written to");
}
