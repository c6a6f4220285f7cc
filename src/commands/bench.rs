//! `slider bench`: the measurements behind `docs/BENCHMARKS.md`. `astar FILE`: the reference A*'s speed
//! and memory on one board; `grader`: the grader's overhead per run; `jobs PATH...`: the speed-up of
//! `--jobs 2` over `--jobs 1`.
//!
//! Memory is the growth of this process's peak resident set over its size before the first search,
//! divided by the nodes that search stored; it is read before the timing repeats, whose allocations
//! land in memory the allocator kept from the first run. Run it once per board: a process's peak only
//! grows.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::Result;
use npuzzle::{Board, Heuristic, Solver, SolverOptions};

use crate::config::Format;
use crate::config::{
    BenchAstarConfig, BenchGraderConfig, BenchJobsConfig, CheckConfig, DISK_BYTES, FILE_BYTES, PdbCache, SolverSpec,
    default_wall,
};
use crate::grade::{JudgeOptions, RunSettings, Surroundings, TraceMode, grade_submission};
use crate::peak_memory::{current_rss_bytes, peak_rss_bytes};
use crate::run::{self, Access, Invocation, Limits, RunAs, Scratch};
use crate::search::default_directory;
use crate::{corpus, exit_code};

/// Runs the search `--repeat` times and prints one line of figures.
pub fn astar(config: &BenchAstarConfig) -> Result<i32> {
    let board = Board::from_file(&config.file)?;
    let options = SolverOptions { heuristic: config.heuristic, order: config.order, ..SolverOptions::default() };
    let before = current_rss_bytes()?;
    let started = Instant::now();
    let solver = Solver::with_options(&board, &options)?;
    let mut best = started.elapsed();
    let peak = peak_rss_bytes()?;
    drop(solver);
    let mut solver = None;
    for _ in 1..config.repeat {
        let started = Instant::now();
        solver = Some(Solver::with_options(&board, &options)?);
        best = best.min(started.elapsed());
    }
    let solver = match solver {
        Some(solver) => solver,
        None => Solver::with_options(&board, &options)?,
    };
    let stats = solver.stats();
    let stored = stats.inserts.max(1) as f64;
    println!(
        "{}: moves {}, inserts {}, delMins {}, best of {}: {:.3} s, {:.1} M inserts/s, \
         peak RSS +{:.1} MiB, {:.1} bytes per stored node",
        config.file.display(),
        solver.moves().map_or(-1, |m| m as i64),
        stats.inserts,
        stats.del_mins,
        config.repeat,
        best.as_secs_f64(),
        stats.inserts as f64 / best.as_secs_f64() / 1e6,
        peak.saturating_sub(before) as f64 / (1024.0 * 1024.0),
        peak.saturating_sub(before) as f64 / stored,
    );
    Ok(exit_code::SUCCESS)
}

/// The median of some durations.
fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

/// `slider bench grader`: bare spawns, then full grader runs (scratch directory, limits, watchdog,
/// captured output, cleanup), of the same trivial program; prints both medians and the difference.
pub fn grader(config: &BenchGraderConfig) -> Result<i32> {
    run::become_subreaper()?;
    let runs = config.runs;
    let bare = (0..runs).map(|_| run::bare_spawn(&config.program, &[])).collect::<std::io::Result<Vec<_>>>()?;
    let limits = check_limits(Duration::from_secs(5));
    let never = AtomicBool::new(false);
    let mut graded = Vec::with_capacity(runs);
    for _ in 0..runs {
        let started = Instant::now();
        let scratch = Scratch::new(None)?;
        let invocation = Invocation {
            program: config.program.clone(),
            args: Vec::new(),
            env: vec![
                ("PATH".into(), std::env::var_os("PATH").unwrap_or_default()),
                ("HOME".into(), scratch.path().into()),
            ],
            dir: scratch.path().to_path_buf(),
            access: Access { read: Vec::new(), write: Vec::new(), scratch: Some(scratch.path().to_path_buf()) },
            network: false,
            trace: None,
            user: RunAs::default_for_grader(),
        };
        run::execute(&invocation, &limits, &never)?;
        scratch.remove()?;
        graded.push(started.elapsed());
    }
    let (bare, graded) = (median(bare), median(graded));
    println!(
        "{}: bare spawn median {:.3} ms, slider run median {:.3} ms, overhead {:.3} ms per run ({runs} runs each)",
        config.program.display(),
        bare.as_secs_f64() * 1e3,
        graded.as_secs_f64() * 1e3,
        (graded.saturating_sub(bare)).as_secs_f64() * 1e3,
    );
    Ok(exit_code::SUCCESS)
}

/// The limits of `slider check` with its defaults and CPU time `cpu`.
fn check_limits(cpu: Duration) -> Limits {
    Limits {
        cpu,
        wall: default_wall(cpu),
        memory_bytes: 1 << 30,
        output_bytes: 16 << 20,
        file_bytes: FILE_BYTES,
        trace_bytes: 64 << 20,
        processes: 512,
        disk_bytes: DISK_BYTES,
    }
}

/// `slider check`'s settings for `slider bench jobs`: the given solver (or the reference) on the given
/// puzzles, 60 s of CPU a puzzle, `jobs` at once.
fn check_config(config: &BenchJobsConfig, jobs: usize) -> Result<CheckConfig> {
    let solver = match &config.solver {
        Some(command) => SolverSpec::Command(command.clone()),
        None => SolverSpec::Reference(PdbCache { dir: default_directory(), build: false }),
    };
    CheckConfig {
        solver,
        dir: std::env::current_dir()?,
        build: None,
        paths: config.paths.clone(),
        jobs,
        format: Format::Human,
        out: None,
        run: RunSettings {
            limits: check_limits(Duration::from_secs(60)),
            surroundings: Surroundings::default(),
            algs4: None,
            judge: JudgeOptions { strict: false, heuristic: Heuristic::Manhattan },
            trace: TraceMode::Auto,
        },
    }
    .checked()
}

/// `slider bench jobs`: `slider check` on the same puzzles with one and with two jobs.
pub fn jobs(config: &BenchJobsConfig) -> Result<i32> {
    run::become_subreaper()?;
    let never = AtomicBool::new(false);
    let puzzles = corpus::load(&config.paths, crate::config::default_jobs())?;
    let mut walls = Vec::new();
    for jobs in [1, 2] {
        let check = check_config(config, jobs)?;
        let started = Instant::now();
        let results = grade_submission(&check, &puzzles, &never)?;
        let wall = started.elapsed();
        let cpu: Duration = results.iter().filter_map(|r| r.run.map(|f| f.cpu)).sum();
        let passed = results.iter().filter(|r| r.outcome.verdict.is_pass()).count();
        println!(
            "--jobs {jobs}: {} puzzles ({passed} passed), wall {:.3} s, solver CPU {:.3} s",
            results.len(),
            wall.as_secs_f64(),
            cpu.as_secs_f64()
        );
        walls.push(wall);
    }
    println!("speed-up with 2 jobs: {:.2}x", walls[0].as_secs_f64() / walls[1].as_secs_f64());
    Ok(exit_code::SUCCESS)
}
