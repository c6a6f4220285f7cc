//! `slider trace`: the checklist's detailed trace (node table, game tree, heap after every operation)
//! of the reference A* on one small puzzle.

use std::io::{self, Write};

use anyhow::{Result, anyhow};
use npuzzle::{Board, SolverOptions, Trace, TraceError, trace};

use crate::config::TraceConfig;
use crate::exit_code::{self, WriteError};

/// Records and prints the trace.
pub fn run(config: &TraceConfig) -> Result<i32> {
    let board = Board::from_file(&config.file)?;
    let options = SolverOptions { heuristic: config.heuristic, order: config.order, ..SolverOptions::default() };
    let recorded = Trace::record(&board, &options, config.max_nodes).map_err(|e| match e {
        TraceError::TooLarge { .. } => anyhow!("{}: {e}, or raise --max-nodes", config.file.display()),
        other => anyhow!("{}: {other}", config.file.display()),
    })?;
    let mut text = String::new();
    trace::render(&recorded, &mut text)?;
    io::stdout().lock().write_all(text.as_bytes()).map_err(|e| WriteError::new("standard output", e))?;
    Ok(exit_code::SUCCESS)
}
