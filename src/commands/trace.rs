//! `slider trace`: the checklist's detailed trace (node table, game tree, heap after every operation)
//! of the reference A* on one small puzzle.

use std::io::{self, Write};

use anyhow::{Result, anyhow};
use npuzzle::{Board, SolverOptions, Trace, TraceError, trace};

use crate::cli::TraceArgs;
use crate::exit_code;

/// Records and prints the trace.
pub fn run(args: &TraceArgs) -> Result<i32> {
    let board = Board::from_file(&args.file)?;
    let options = SolverOptions {
        heuristic: args.search.heuristic.map_or(npuzzle::Heuristic::Manhattan, Into::into),
        order: args.search.order.into(),
        node_limit: Some(args.max_nodes),
        ..SolverOptions::default()
    };
    let recorded = Trace::record(&board, &options).map_err(|e| match e {
        TraceError::TooLarge { .. } => anyhow!("{}: {e}, or raise --max-nodes", args.file.display()),
        other => anyhow!("{}: {other}", args.file.display()),
    })?;
    let mut text = String::new();
    trace::render(&recorded, &mut text)?;
    io::stdout().lock().write_all(text.as_bytes())?;
    Ok(exit_code::SUCCESS)
}
