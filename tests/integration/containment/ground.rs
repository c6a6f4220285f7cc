//! [`Ground`]: the places a run must leave as it found them and the things hostile fixtures aim at,
//! with [`Ground::run`], `slider check` on them, and [`Ground::left_behind`], what a run left.

use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::{fixture, fixtures, processes_below, puzzle};

/// The longest any one run may take, the grader's own work included.
pub const BOUND: Duration = Duration::from_secs(40);

/// The folders and listeners of one test.
pub struct Ground {
    pub scratch: tempfile::TempDir,
    pub tmp: tempfile::TempDir,
    pub submission: tempfile::TempDir,
    /// puzzle04.txt, the manifest of answers and secret.txt, a file only root may read.
    pub puzzles: tempfile::TempDir,
    /// Another copy of puzzle04.txt, for a second run.
    pub puzzles2: tempfile::TempDir,
    pub sibling: tempfile::TempDir,
    /// A folder anyone may write to, where no solver may.
    pub target: tempfile::TempDir,
    pub listener: TcpListener,
    pub socket: UnixListener,
    sockets: tempfile::TempDir,
}

/// A folder open to everyone with `mode`.
fn folder(mode: u32) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(mode)).expect("chmod");
    dir
}

impl Ground {
    pub fn new() -> Ground {
        let sibling = folder(0o755);
        std::fs::write(sibling.path().join("Solver.java"), "// another student's work\n").expect("a file");
        let (puzzles, puzzles2) = (folder(0o755), folder(0o755));
        for dir in [&puzzles, &puzzles2] {
            std::fs::copy(puzzle("puzzle04.txt"), dir.path().join("puzzle04.txt")).expect("a puzzle");
        }
        std::fs::copy(puzzle("manifest.toml"), puzzles.path().join("manifest.toml")).expect("the manifest");
        let secret = puzzles.path().join("secret.txt");
        std::fs::write(&secret, "the autograder's tests\n").expect("a file");
        std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        listener.set_nonblocking(true).expect("non-blocking");
        let sockets = folder(0o755);
        let socket = UnixListener::bind(sockets.path().join("daemon.sock")).expect("a socket");
        socket.set_nonblocking(true).expect("non-blocking");
        std::fs::set_permissions(sockets.path().join("daemon.sock"), std::fs::Permissions::from_mode(0o777))
            .expect("chmod");
        Ground {
            scratch: folder(0o755),
            tmp: folder(0o755),
            submission: folder(0o755),
            puzzles,
            puzzles2,
            sibling,
            target: folder(0o777),
            listener,
            socket,
            sockets,
        }
    }

    pub fn planted(&self) -> PathBuf {
        self.target.path().join("planted.txt")
    }

    /// The file descriptor 7 is open on (append-only).
    fn through_descriptor(&self) -> PathBuf {
        self.target.path().join("descriptor.txt")
    }

    /// `slider check` with the fixture on `puzzles` (puzzle04 copies), under `--time time`, with the
    /// isolation parts in `without` turned off; descriptor 8 open on the manifest and 7 on the target.
    pub fn command(&self, name: &str, without: &str, time: &str, second: bool) -> Command {
        self.command_for(&fixture(name).to_string_lossy(), without, time, second)
    }

    /// [`Ground::command`] with the solver command `solver`.
    pub fn command_for(&self, solver: &str, without: &str, time: &str, second: bool) -> Command {
        let port = self.listener.local_addr().expect("an address").port();
        let mut command = Command::new(assert_cmd::cargo::cargo_bin!("slider"));
        command.args(["check", "--format", "json", "--jobs", "1", "--time", time, "--memory", "256MiB"]);
        command.args(["--output", "1MiB", "--disk", "64MiB", "--solver", solver]);
        command.arg("--allow-read").arg(fixtures()).arg("--scratch").arg(self.scratch.path());
        command.arg("--dir").arg(self.submission.path());
        let env = [
            ("SIBLING", self.sibling.path().join("Solver.java")),
            ("TARGET", self.planted()),
            ("PORT", PathBuf::from(port.to_string())),
            ("SOCKET", self.sockets.path().join("daemon.sock")),
        ];
        for (name, value) in env {
            command.arg("--env").arg(format!("{name}={}", value.display()));
        }
        command.arg(self.puzzles.path().join("puzzle04.txt"));
        if second {
            command.arg(self.puzzles2.path().join("puzzle04.txt"));
        }
        command.env("TMPDIR", self.tmp.path()).env("SLIDER_ISOLATION_WITHOUT", without);
        command
    }

    /// Runs `command` with descriptors 7 and 8 inherited; returns the report and how long it took.
    pub fn run(&self, mut command: Command, name: &str) -> (serde_json::Value, Duration) {
        let manifest = std::fs::File::open(puzzle("manifest.toml")).expect("the manifest");
        let target =
            std::fs::OpenOptions::new().create(true).append(true).open(self.through_descriptor()).expect("a target");
        let (eight, seven) = (std::os::fd::AsRawFd::as_raw_fd(&manifest), std::os::fd::AsRawFd::as_raw_fd(&target));
        // SAFETY: dup2 and keyctl between fork and exec, on descriptors that stay open until the spawn
        // returns. The grader gets a session keyring of its own, as under a CI runner or `keyctl session`.
        unsafe {
            std::os::unix::process::CommandExt::pre_exec(&mut command, move || {
                if libc::dup2(eight, 8) < 0 || libc::dup2(seven, 7) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                libc::syscall(libc::SYS_keyctl, 1, c"slider-test".as_ptr());
                Ok(())
            });
        }
        let started = Instant::now();
        let output = command.stdout(Stdio::piped()).stderr(Stdio::null()).output().expect("slider runs");
        drop((manifest, target));
        let report = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("{name}: not JSON ({e})"));
        (report, started.elapsed())
    }

    /// What a run left: processes, scratch or temporary files, cgroups, files in the submission.
    pub fn left_behind(&self) -> Vec<String> {
        let mut left: Vec<String> = processes_below(self.scratch.path());
        left.extend(entries(self.scratch.path()).into_iter().map(|e| format!("scratch: {e}")));
        left.extend(entries(self.tmp.path()).into_iter().map(|e| format!("temporary: {e}")));
        left.extend(cgroups_left().into_iter().map(|e| format!("cgroup: {e}")));
        left.extend(entries(self.submission.path()).into_iter().map(|e| format!("submission: {e}")));
        left
    }

    /// Whether a solver wrote to the target or connected to a listener since the last look.
    pub fn reached(&self) -> Vec<&'static str> {
        let mut reached = Vec::new();
        if self.planted().exists() {
            reached.push("wrote outside scratch");
        }
        if std::fs::metadata(self.through_descriptor()).is_ok_and(|m| m.len() > 0) {
            reached.push("wrote through an inherited descriptor");
        }
        let _ = std::fs::remove_file(self.planted());
        let _ = std::fs::remove_file(self.through_descriptor());
        if self.listener.accept().is_ok() {
            reached.push("reached the loopback port");
        }
        if self.socket.accept().is_ok() {
            reached.push("reached the Unix socket");
        }
        forget_key();
        reached
    }
}

/// Unlinks the key the keyring fixtures leave from this process's user keyring (where a run as this
/// user, in no namespace and without seccomp, put it).
fn forget_key() {
    const KEYCTL_SEARCH: libc::c_long = 10;
    const KEYCTL_UNLINK: libc::c_long = 9;
    // SAFETY: keyctl on NUL-terminated strings; unlinking only drops this keyring's link to the key.
    unsafe {
        let key = libc::syscall(libc::SYS_keyctl, KEYCTL_SEARCH, -4, c"user".as_ptr(), c"slider-answer".as_ptr(), 0);
        if key > 0 {
            libc::syscall(libc::SYS_keyctl, KEYCTL_UNLINK, key, -4);
        }
    }
}

/// Cgroups that a grader made and left behind.
fn cgroups_left() -> Vec<String> {
    let walker = walkdir::WalkDir::new("/sys/fs/cgroup").max_depth(4).into_iter().flatten();
    walker
        .filter(|e| e.file_type().is_dir() && e.file_name().to_string_lossy().starts_with("slider-"))
        .filter(|e| !grader_alive(&e.file_name().to_string_lossy()))
        .map(|e| e.path().display().to_string())
        .collect()
}

/// Whether the grader a cgroup `slider-PID-N` is named after is still running (another test's).
fn grader_alive(name: &str) -> bool {
    name.split('-').nth(1).is_some_and(|pid| Path::new("/proc").join(pid).exists())
}

fn entries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir).expect("readable").flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect()
}
