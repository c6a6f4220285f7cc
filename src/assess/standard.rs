//! [`Standard`]: what every submission of a class is held against, computed once by the reference:
//! the corpus files' answers, the random boards of the Solver tests, and the reference's operation
//! counts on the timing and memory puzzles.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use npuzzle::SearchStats;

use crate::assess::request::{MEMORY_PUZZLES, TIMING_PUZZLES};
use crate::assess::samples::{Sample, samples};
use crate::assess::timing::reference_counts;
use crate::corpus::{self, Puzzle};

/// A puzzle the reference searched, with its counts.
#[derive(Debug, Clone)]
pub struct Counted {
    /// The file's name.
    pub name: String,
    /// The board's size.
    pub n: usize,
    /// Its optimal moves.
    pub moves: Option<u32>,
    /// The reference's counts.
    pub stats: SearchStats,
}

/// The reference side of an assessment.
pub struct Standard {
    /// The corpus folder.
    pub puzzles: PathBuf,
    /// Every corpus file: its name, path and answer.
    pub files: Vec<(String, PathBuf, Option<u32>)>,
    /// The Solver tests' random boards.
    pub samples: Vec<Sample>,
    /// The timing puzzles, in report order.
    pub timing: Vec<Counted>,
    /// The memory puzzles.
    pub memory: Vec<Counted>,
}

impl Standard {
    /// Loads the corpus in `puzzles` and computes the rest on `jobs` threads.
    ///
    /// # Errors
    /// When the corpus cannot be read or lacks a timing or memory puzzle.
    pub fn compute(puzzles: &Path, seed: u64, jobs: usize) -> Result<Standard> {
        let corpus = corpus::load(&[puzzles.to_path_buf()], jobs)?;
        let by_name: BTreeMap<String, &Puzzle> = corpus.iter().map(|p| (file_name(&p.path), p)).collect();
        let files = corpus.iter().map(|p| (file_name(&p.path), p.path.clone(), moves(p))).collect();
        let counted = |names: &[&str]| -> Result<Vec<Counted>> {
            names.iter().map(|name| count(puzzles, &by_name, name)).collect()
        };
        let samples = samples(seed);
        let timing = counted(&TIMING_PUZZLES)?;
        let memory = counted(&MEMORY_PUZZLES)?;
        Ok(Standard { puzzles: puzzles.to_path_buf(), files, samples, timing, memory })
    }
}

fn count(puzzles: &Path, by_name: &BTreeMap<String, &Puzzle>, name: &str) -> Result<Counted> {
    let puzzle = by_name.get(name).with_context(|| {
        format!("{}: the assessment needs {name}; use the corpus `slider grade --init` writes", puzzles.display())
    })?;
    let stats = reference_counts(&puzzle.board).with_context(|| format!("{name}: the reference cannot search it"))?;
    Ok(Counted { name: name.to_string(), n: puzzle.board.dimension(), moves: moves(puzzle), stats })
}

fn moves(puzzle: &Puzzle) -> Option<u32> {
    puzzle.expected.moves.and_then(|m| u32::try_from(m).ok())
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}
