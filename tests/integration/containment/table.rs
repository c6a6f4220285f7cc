//! The table of hostile fixtures: each with the layers that hold it, its verdict on puzzle04 (under
//! `--time 2s --memory 256MiB --output 1MiB --disk 64MiB`) while one of them is in force, and its
//! verdict when none is. Each fixture runs with everything in force, with each of its layers off
//! alone (another still holds it) and with all of them off (it gets through: so those layers are what
//! held it). A fixture no layer holds is held by what always holds (nothing inherited, the iterative
//! cleanup, the watchdog), shown with every layer off. After every run nothing may be left behind,
//! and nothing written or reached where the fixture was held.

use crate::containment::ground::{BOUND, Ground};
use crate::containment::layers::{Config, Layer, configs};

use Layer::{Cgroup, Landlock, Mounts, Namespaces, RunAs, Seccomp};

/// A fixture, the layers any one of which holds it, its verdict when held and when not (`-`: not
/// run then, as a fork bomb with nothing to stop it), its CPU limit, and whether it runs twice (a key
/// left by the first run must not reach the second). The user keyring is held by seccomp, or by a user
/// namespace of the run's own: a root grader's runs as nobody get one (and an empty keyring), another
/// grader's get one with the namespaces.
struct Row {
    fixture: &'static str,
    held_by: &'static [Layer],
    held: &'static str,
    through: &'static str,
    time: &'static str,
    twice: bool,
}

const fn row(fixture: &'static str, held_by: &'static [Layer], held: &'static str, through: &'static str) -> Row {
    Row { fixture, held_by, held, through, time: "2s", twice: false }
}

/// Every hostile fixture of `tests/fixtures/solvers/`. A fork bomb ends whichever way the kernel and
/// the watchdog decide: at the wall-clock limit, at the memory limit (hundreds of shells), or crashing
/// at the process limit, which its reason must name.
const HOSTILE: &[Row] = &[
    row("escaped-burner", &[Namespaces, Cgroup], "time-limit", "ok"),
    row("escaped-hog", &[Namespaces, Cgroup], "memory-limit", "ok"),
    row("sigchld-chain", &[], "time-limit", "time-limit"),
    row("fork-bomb", &[Namespaces, Cgroup, RunAs], "time-limit|memory-limit|crash", "-"),
    row("reads-manifest", &[Mounts, Landlock], "ok", "wrong-moves"),
    row("reads-sibling", &[Mounts, Landlock], "ok", "wrong-moves"),
    row("reads-secret", &[Mounts, Landlock, RunAs], "ok", "wrong-moves"),
    row("writes-outside", &[Mounts, Landlock], "ok", "wrong-moves"),
    row("connects", &[Namespaces], "ok", "wrong-moves"),
    row("connects-socket", &[Mounts], "ok", "wrong-moves"),
    row("inherits-descriptors", &[], "ok", "ok"),
    row("draws-on-terminal", &[Namespaces, Landlock, RunAs], "ok", "wrong-moves"),
    Row { twice: true, ..row("session-keyring", &[], "ok", "ok") },
    Row { twice: true, ..row("user-keyring", &[Seccomp, RunAs, Namespaces], "ok", "wrong-moves") },
    Row { time: "10s", ..row("deep-tree", &[], "ok", "ok") },
    row("fills-disk", &[], "disk-limit", "disk-limit"),
    row("makes-calls", &[Seccomp], "ok", "wrong-moves"),
    row("answer-then-flood", &[], "output-limit", "output-limit"),
    row("long-trace", &[], "invariant-violated", "invariant-violated"),
    row("huge-moves", &[], "unparseable-output", "unparseable-output"),
    row("huge-trace", &[], "invariant-violated", "invariant-violated"),
];

#[test]
fn every_hostile_fixture_is_held_and_each_layer_is_shown_to_hold_it() {
    let ground = Ground::new();
    let (probe, _) = ground.run(ground.command("huge-moves", "", "2s", false), "huge-moves");
    let isolation = probe["isolation"].clone();
    eprintln!("{}", isolation["summary"].as_str().unwrap_or("isolation: unknown"));
    let offered = Layer::offered(&isolation);
    let mut wrong = Vec::new();
    for row in HOSTILE {
        if cfg!(not(target_arch = "x86_64"))
            && ["session-keyring", "user-keyring", "makes-calls"].contains(&row.fixture)
        {
            eprintln!("{}: not run: it makes x86-64 system calls by number", row.fixture);
            continue;
        }
        for config in configs(row.held_by, &offered) {
            wrong.extend(check(&ground, row, &config, &offered));
        }
    }
    assert!(wrong.is_empty(), "fixtures not held as expected:\n{}", wrong.join("\n"));
}

/// Runs `row` under `config`; what went other than expected.
fn check(ground: &Ground, row: &Row, config: &Config, offered: &[Layer]) -> Vec<String> {
    let held = row.held_by.is_empty() || row.held_by.iter().any(|&l| config.active(l, offered));
    let expected = if held { row.held } else { row.through };
    let name = format!("{} ({})", row.fixture, config.label);
    if expected == "-" {
        eprintln!("{name}: not run: nothing on this machine would stop it");
        return Vec::new();
    }
    let (report, took) = ground.run(ground.command(row.fixture, &config.without(), row.time, row.twice), &name);
    let mut wrong = Vec::new();
    let result = &report["results"][if row.twice { 1 } else { 0 }];
    let verdict = result["verdict"].as_str().unwrap_or("?");
    let named = verdict != "crash" || result["reason"].as_str().is_some_and(|r| r.contains("limit of 512 processes"));
    if !expected.split('|').any(|e| e == verdict) || !named {
        wrong.push(format!("{name}: {verdict} ({}), expected {expected}", result["reason"]));
    }
    if took > BOUND {
        wrong.push(format!("{name}: the grader took {took:?}"));
    }
    if row.fixture == "long-trace" && took.as_secs() >= 5 {
        // 200,002 lines checked in time linear in the trace (quadratically it took minutes).
        wrong.push(format!("{name}: the trace check took {took:?}"));
    }
    let reached = ground.reached();
    if held && !reached.is_empty() {
        wrong.push(format!("{name}: {}", reached.join(", ")));
    }
    wrong.extend(ground.left_behind().into_iter().map(|left| format!("{name}: left {left}")));
    wrong
}
