//! `slider solve`: the reference A* (or, with `--algorithm`, another search) on puzzle files, printed as
//! the assignment's Solver.main does (`Minimum number of moves = N` and the N+1 boards, or
//! `No solution possible`), or as PuzzleChecker lines with `--checker`.

use std::fs::OpenOptions;
use std::io::{self, BufWriter, Write};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use npuzzle::{Board, Heuristic, SearchStats, Solution, Solver, SolverOptions};

use crate::cli::{AlgorithmArg, SolveArgs, UnsolvableArg};
use crate::commands::TRACE_VARIABLE;
use crate::exit_code;
use crate::pattern_cache::{self, Loaded};
use crate::strategy::{self, Solved};

/// Solves every file; a bad file is reported on stderr and the others are still solved.
pub fn run(args: &SolveArgs) -> Result<i32> {
    let options = SolverOptions {
        heuristic: args.search.heuristic.map_or(Heuristic::Manhattan, Into::into),
        order: args.search.order.into(),
        unsolvable: args.unsolvable.into(),
        node_limit: None,
    };
    if !matches!(args.algorithm, AlgorithmArg::Astar | AlgorithmArg::Auto) && args.unsolvable == UnsolvableArg::Twin {
        bail!("--unsolvable twin is the assignment's A*'s way; the other algorithms test parity");
    }
    let mut pdbs = Loaded::new(pattern_cache::directory(&args.pdb));
    let mut out = io::stdout().lock();
    let mut status = exit_code::SUCCESS;
    for (i, path) in args.files.iter().enumerate() {
        let board = match Board::from_file(path) {
            Ok(board) => board,
            Err(e) => {
                eprintln!("slider: {e}");
                status = exit_code::USAGE;
                continue;
            }
        };
        let solved = match strategy::resolve(args.algorithm, board.dimension()) {
            AlgorithmArg::Astar => {
                let started = Instant::now();
                let solver = solve(&board, &options)?;
                let summary = stats_line(solver.stats(), started.elapsed().as_secs_f64() * 1e3);
                Solved { solution: solver.solution().cloned(), summary }
            }
            algorithm => {
                strategy::solve(&board, algorithm, args, &mut pdbs).with_context(|| path.display().to_string())?
            }
        };
        let solution = solved.solution.as_ref();
        if args.checker {
            writeln!(out, "{}: {}", path.display(), solution.map_or(-1, |s| s.moves() as i64))?;
        } else {
            if args.files.len() > 1 {
                writeln!(out, "{}{}:", if i > 0 { "\n" } else { "" }, path.display())?;
            }
            write_solution(solution, &mut out)?;
        }
        if args.stats {
            writeln!(out, "stats {}: {}", path.display(), solved.summary)?;
        }
    }
    Ok(status)
}

/// Runs A*; when `SLIDER_TRACE` names a file (the grader's trace protocol), appends one line per
/// priority-queue operation to it: `insert|delmin <moves> <priority> <tiles...>`.
fn solve(board: &Board, options: &SolverOptions) -> Result<Solver> {
    let Some(path) = std::env::var_os(TRACE_VARIABLE) else {
        return Solver::with_options(board, options).context("the search stopped");
    };
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .with_context(|| format!("cannot open the trace file {} (from {TRACE_VARIABLE})", path.display()))?;
    let mut trace = BufWriter::new(file);
    let mut failed = None;
    let solver = Solver::with_log(board, options, |op, b, moves, priority| {
        if failed.is_none() {
            failed = write_trace_line(&mut trace, op.word(), b, moves, priority).err();
        }
    })
    .context("the search stopped")?;
    if let Some(error) = failed {
        return Err(error).context("cannot write the trace");
    }
    trace.flush().context("cannot write the trace")?;
    Ok(solver)
}

fn write_trace_line(out: &mut impl Write, op: &str, board: &Board, moves: u32, priority: u32) -> io::Result<()> {
    write!(out, "{op} {moves} {priority}")?;
    for tile in board.tiles() {
        write!(out, " {tile}")?;
    }
    writeln!(out)
}

/// The Solver.main text: the count, then each board followed by a blank line (Java's `println(board)`).
fn write_solution(solution: Option<&Solution>, out: &mut impl Write) -> io::Result<()> {
    match solution {
        None => writeln!(out, "No solution possible"),
        Some(solution) => {
            writeln!(out, "Minimum number of moves = {}", solution.moves())?;
            for board in solution.boards() {
                writeln!(out, "{board}")?;
            }
            Ok(())
        }
    }
}

/// The assignment's A* counts, named as the Princeton autograder names them.
fn stats_line(s: &SearchStats, millis: f64) -> String {
    format!(
        "insert() {}, delMin() {}, max PQ size {}, Board() {}, equals() {}, heuristic {}, {millis:.1} ms",
        s.inserts, s.del_mins, s.max_pq_size, s.boards_constructed, s.equals_calls, s.heuristic_calls,
    )
}
