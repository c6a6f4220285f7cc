//! The attacks that need more than a row of the table: a terminal to draw on (under a
//! pseudo-terminal), a deep tree left in a build copy under a low open-file limit, and a root grader
//! without namespaces, whose solvers still run as nobody.

use std::io::Read;
use std::os::fd::{FromRawFd, OwnedFd};
use std::process::Stdio;

use crate::containment::ground::Ground;
use crate::containment::layers::Layer;
use crate::support::fixture;

/// A pseudo-terminal: (master, slave).
fn pty() -> (std::fs::File, OwnedFd) {
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty fills the two descriptors; the other arguments may be null.
    let made = unsafe {
        libc::openpty(&raw mut master, &raw mut slave, std::ptr::null_mut(), std::ptr::null(), std::ptr::null())
    };
    assert_eq!(made, 0, "a pseudo-terminal");
    // SAFETY: both descriptors were just made and belong to nobody else.
    unsafe { (std::fs::File::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) }
}

/// The draws-on-terminal fixture run by a `slider check` whose terminal is a pseudo-terminal (its
/// controlling terminal, standard input and error); returns the verdict and what reached the screen.
fn on_a_terminal(ground: &Ground, without: &str) -> (String, String) {
    let (mut master, slave) = pty();
    let mut command = ground.command("draws-on-terminal", without, "2s", false);
    command.stdin(Stdio::from(slave.try_clone().expect("dup"))).stderr(Stdio::from(slave));
    // SAFETY: setsid and ioctl between fork and exec: the terminal on standard input becomes the
    // controlling terminal of the new session, as in an instructor's shell.
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(&mut command, || {
            libc::setsid();
            if libc::ioctl(0, libc::TIOCSCTTY, 0) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let output = command.stdout(Stdio::piped()).output().expect("slider runs");
    // SAFETY: fcntl sets a flag on our own descriptor.
    unsafe { libc::fcntl(std::os::fd::AsRawFd::as_raw_fd(&master), libc::F_SETFL, libc::O_NONBLOCK) };
    let mut screen = Vec::new();
    let _ = master.read_to_end(&mut screen);
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    let verdict = report["results"][0]["verdict"].as_str().unwrap_or("?").to_string();
    (verdict, String::from_utf8_lossy(&screen).into_owned())
}

#[test]
fn the_instructors_terminal_is_out_of_reach() {
    let ground = Ground::new();
    let (verdict, screen) = on_a_terminal(&ground, "");
    assert_eq!(verdict, "ok");
    assert!(!screen.contains("ALL PASSED"), "the solver drew on the terminal: {screen:?}");
    // Without what holds it, the same fixture reaches the terminal: the check above can see it.
    let through = [Layer::Namespaces, Layer::Mounts, Layer::Landlock, Layer::RunAs].map(Layer::name).join(",");
    let (verdict, screen) = on_a_terminal(&ground, &through);
    assert_eq!(verdict, "wrong-moves");
    assert!(screen.contains("ALL PASSED"), "the fixture no longer reaches a terminal: {screen:?}");
    assert!(ground.left_behind().is_empty(), "{:?}", ground.left_behind());
}

#[test]
fn a_deep_tree_in_a_build_copy_is_removed_under_a_low_open_file_limit() {
    let ground = Ground::new();
    std::fs::write(ground.submission.path().join("Solver.java"), "// the student's work\n").expect("a file");
    for without in ["", "namespaces,mounts,landlock,seccomp,cgroup,run-as"] {
        let mut command = ground.command("correct", without, "5s", false);
        let build = format!("/bin/sh {} build", fixture("deep-tree").display());
        command.arg("--build").arg(build);
        // SAFETY: setrlimit between fork and exec: slider itself gets at most 64 descriptors.
        unsafe {
            std::os::unix::process::CommandExt::pre_exec(&mut command, || {
                let limit = libc::rlimit { rlim_cur: 64, rlim_max: 64 };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raw const limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let output = command.stdout(Stdio::piped()).stderr(Stdio::piped()).output().expect("slider runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(0), "[{without}] {stderr}");
        let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
        assert_eq!(report["results"][0]["verdict"], "ok", "[{without}]");
        // The student's own file stays; the build copy and its tree are gone.
        assert_eq!(ground.left_behind(), ["submission: Solver.java"], "[{without}]");
    }
}

#[test]
fn a_root_grader_without_namespaces_runs_solvers_as_nobody() {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("not run: only a grader running as root runs solvers as another user");
        return;
    }
    let ground = Ground::new();
    let (report, _) = ground.run(ground.command("reads-secret", "namespaces,mounts,landlock", "2s", false), "secret");
    assert_eq!(report["isolation"]["uid"], 65534, "{}", report["isolation"]);
    assert_eq!(report["results"][0]["verdict"], "ok", "the secret beside the puzzle was read: {}", report["results"]);
    let ids = ground.command_for("/bin/sh -c 'id -u; id -g; id -G'", "namespaces,mounts,landlock", "2s", false);
    let (report, _) = ground.run(ids, "ids");
    let excerpt = report["results"][0]["stdout_excerpt"].as_str().unwrap_or_default().to_string();
    assert!(excerpt.starts_with("65534\n65534\n65534"), "the solver ran as {excerpt:?}");
    let (report, _) =
        ground.run(ground.command("reads-secret", "namespaces,mounts,landlock,run-as", "2s", false), "root");
    assert_eq!(report["results"][0]["verdict"], "wrong-moves", "as root the fixture reads the secret");
    assert!(ground.left_behind().is_empty(), "{:?}", ground.left_behind());
}
