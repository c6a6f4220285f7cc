//! `slider bench astar FILE`: the reference A*'s speed and memory on one board, for `docs/BENCHMARKS.md`.
//!
//! Memory is the growth of this process's peak resident set over its size before the first search,
//! divided by the nodes that search stored; it is read before the timing repeats, whose allocations
//! land in memory the allocator kept from the first run. Run it once per board: a process's peak only
//! grows.

use std::time::Instant;

use anyhow::{Context, Result, bail};
use npuzzle::{Board, Solver, SolverOptions};

use crate::cli::BenchAstarArgs;
use crate::exit_code;

/// Runs the search `--repeat` times and prints one line of figures.
pub fn astar(args: &BenchAstarArgs) -> Result<i32> {
    let board = Board::from_file(&args.file)?;
    let options = SolverOptions {
        heuristic: args.search.heuristic.into(),
        order: args.search.order.into(),
        ..SolverOptions::default()
    };
    let before = current_rss_bytes()?;
    let started = Instant::now();
    let solver = Solver::with_options(&board, &options)?;
    let mut best = started.elapsed();
    let peak = peak_rss_bytes()?;
    drop(solver);
    let mut solver = None;
    for _ in 1..args.repeat.max(1) {
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
        args.file.display(),
        solver.moves().map_or(-1, |m| m as i64),
        stats.inserts,
        stats.del_mins,
        args.repeat.max(1),
        best.as_secs_f64(),
        stats.inserts as f64 / best.as_secs_f64() / 1e6,
        peak.saturating_sub(before) as f64 / (1024.0 * 1024.0),
        peak.saturating_sub(before) as f64 / stored,
    );
    Ok(exit_code::SUCCESS)
}

/// This process's resident set now, from `/proc/self/statm`.
fn current_rss_bytes() -> Result<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").context("cannot read /proc/self/statm")?;
    let pages: u64 = statm.split_whitespace().nth(1).context("statm has a resident field")?.parse()?;
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Ok(pages * u64::try_from(page)?)
}

/// This process's peak resident set so far, from `getrusage`.
fn peak_rss_bytes() -> Result<u64> {
    // SAFETY: getrusage fills the struct it is given; an all-zero rusage is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: RUSAGE_SELF with a valid pointer.
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &raw mut usage) } != 0 {
        bail!("getrusage failed: {}", std::io::Error::last_os_error());
    }
    // Linux reports ru_maxrss in KiB.
    Ok(u64::try_from(usage.ru_maxrss)? * 1024)
}
