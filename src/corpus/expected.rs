//! [`Expected`]: the right answer for a puzzle, from its manifest or computed by the reference's
//! optimal solver; never guessed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use anyhow::{Result, bail};
use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::pattern_db::{AdditivePdb, Partition};
use npuzzle::{Board, Budget, Observer, SearchError, Strategy, solve};

use crate::corpus::directory_of;
use crate::corpus::manifest::Manifest;
use crate::pool;
use crate::search::{default_directory, is_cached, load};

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

/// The most positions IDA* expands on one puzzle without a manifest entry (about a minute with linear
/// conflicts; IDA* itself needs almost no memory).
const EXPANSIONS: u64 = 1_000_000_000;

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
    let pdbs = cached_databases(todo.iter().map(|&i| boards[i].2.dimension()));
    let computed = pool::run_all(&todo, jobs, &AtomicBool::new(false), |&i| {
        let (name, _, board) = &boards[i];
        let pdb = pdbs.iter().find(|p| p.partition().dimension() == board.dimension());
        Some((i, compute(name, board, pdb)))
    });
    for (_, (i, answer)) in computed {
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

/// The default pattern databases of the sizes needed that are already in the cache (loading takes a
/// fraction of a second; building one would take minutes, so a missing one is never built here).
fn cached_databases(sizes: impl Iterator<Item = usize>) -> Vec<AdditivePdb> {
    let dir = default_directory();
    let mut sizes: Vec<usize> = sizes.collect();
    sizes.sort_unstable();
    sizes.dedup();
    sizes
        .into_iter()
        .filter_map(Partition::default_for)
        .filter(|partition| is_cached(&dir, partition))
        .map(|partition| load(&dir, &partition))
        .collect()
}

/// Solves a board optimally with the reference's IDA*, steered by a pattern database when one is
/// cached for the size, else by linear conflicts.
fn compute(name: &str, board: &Board, pdb: Option<&AdditivePdb>) -> Result<Expected> {
    let strategy = Strategy::IdaStar(IdaOptions::new(pdb.map_or(IdaHeuristic::LinearConflict, IdaHeuristic::Pdb)));
    let budget = Budget { expansions: Some(EXPANSIONS), ..Budget::default() };
    match solve(board, &strategy, &mut Observer::new().with_budget(budget)) {
        Ok(report) => Ok(Expected { moves: report.moves(), source: Source::Computed }),
        Err(SearchError::ExpansionLimit { limit }) => bail!(
            "{name}: the reference could not prove the shortest solution within {limit} positions expanded; \
             record it in a manifest.toml beside the file"
        ),
        Err(other) => bail!("{name}: the reference could not prove the shortest solution: {other}"),
    }
}
