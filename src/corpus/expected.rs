//! [`Expected`]: the right answer for a puzzle, from its manifest or computed by the reference's
//! optimal solver; never guessed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use anyhow::{Result, anyhow, bail};
use npuzzle::{Board, Heuristic, SolverOptions, UnsolvableMode};

use crate::corpus::directory_of;
use crate::corpus::manifest::Manifest;

/// Where an answer came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The puzzle's `manifest.toml`.
    Manifest,
    /// Solved here by the reference.
    Computed,
}

/// A puzzle's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expected {
    /// Moves of a shortest solution, or `None` when unsolvable.
    pub moves: Option<usize>,
    /// Where it came from.
    pub source: Source,
}

/// The most search nodes the reference spends on one puzzle without a manifest entry (about 400 MB).
const NODE_LIMIT: u64 = 20_000_000;

/// The answer of each board, in order, computed on `jobs` threads where no manifest has it.
pub(crate) fn answers(
    boards: &[(String, PathBuf, Board)],
    manifests: &HashMap<PathBuf, Manifest>,
    jobs: usize,
) -> Result<Vec<Expected>> {
    let mut answers: Vec<Option<Expected>> = Vec::with_capacity(boards.len());
    for (_, path, board) in boards {
        answers.push(from_manifest(path, board, manifests)?);
    }
    let todo: Vec<usize> = (0..boards.len()).filter(|&i| answers[i].is_none()).collect();
    let next = AtomicUsize::new(0);
    let computed = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(todo.len()).max(1) {
            scope.spawn(|| {
                while let Some(&i) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let (name, _, board) = &boards[i];
                    let answer = compute(name, board);
                    computed.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push((i, answer));
                }
            });
        }
    });
    let mut computed = computed.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    computed.sort_by_key(|(i, _)| *i);
    for (i, answer) in computed {
        answers[i] = Some(answer?);
    }
    Ok(answers.into_iter().map(|a| a.expect("every answer is filled")).collect())
}

fn from_manifest(path: &Path, board: &Board, manifests: &HashMap<PathBuf, Manifest>) -> Result<Option<Expected>> {
    let dir = directory_of(path);
    let Some(manifest) = manifests.get(&dir) else { return Ok(None) };
    let file = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let Some(entry) = manifest.entry(&file) else { return Ok(None) };
    let manifest_path = dir.join(super::manifest::FILE_NAME);
    if entry.size != board.dimension() {
        bail!(
            "{}: {file} is listed as {n}x{n} but the file holds a {m}x{m} board",
            manifest_path.display(),
            n = entry.size,
            m = board.dimension()
        );
    }
    if (entry.moves == -1) == board.is_solvable() {
        bail!(
            "{}: {file} is listed as {} but its inversion parity says otherwise",
            manifest_path.display(),
            if entry.moves == -1 { "unsolvable" } else { "solvable" }
        );
    }
    // Cannot truncate: checked to be at least -1, and -1 is unsolvable.
    let moves = (entry.moves >= 0).then_some(entry.moves as usize);
    Ok(Some(Expected { moves, source: Source::Manifest }))
}

/// Solves a board optimally with the reference.
fn compute(name: &str, board: &Board) -> Result<Expected> {
    if !board.is_solvable() {
        return Ok(Expected { moves: None, source: Source::Computed });
    }
    let options = SolverOptions {
        heuristic: Heuristic::LinearConflict,
        unsolvable: UnsolvableMode::Parity,
        node_limit: Some(NODE_LIMIT),
        ..SolverOptions::default()
    };
    let solver = npuzzle::Solver::with_options(board, &options).map_err(|_| {
        anyhow!("{name}: the reference could not find the shortest solution within {NODE_LIMIT} search nodes; record it in a manifest.toml beside the file")
    })?;
    Ok(Expected { moves: solver.moves(), source: Source::Computed })
}
