//! [`Standard`]: what every submission of a class is held against, computed once by the reference:
//! the corpus files' answers, the random boards of the Solver tests, and the reference's operation
//! counts on the timing and memory puzzles.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use std::sync::{Mutex, OnceLock};
use std::thread::JoinHandle;

use anyhow::{Context, Result, anyhow, bail};
use npuzzle::SearchStats;

use crate::assess::samples::{Sample, samples};
use crate::assess::timing::reference_counts;
use crate::config::{MEMORY_PUZZLES, TIMING_PUZZLES};
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
    /// Every corpus file: its name, path and answer.
    pub files: Vec<(String, PathBuf, Option<u32>)>,
    /// The Solver tests' random boards.
    pub samples: Vec<Sample>,
    /// The reference's counts, being computed on a thread of their own (seconds: puzzle46 alone
    /// inserts 35 million nodes) while the first submission compiles; its request sends them as the
    /// puzzles' sizes.
    pending: Mutex<Option<JoinHandle<Result<Counts>>>>,
    counts: OnceLock<Counts>,
}

/// The reference's counts on the timing and memory puzzles.
#[derive(Debug, Clone)]
pub struct Counts {
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
        Standard::with_puzzles(puzzles, seed, jobs, &TIMING_PUZZLES, &MEMORY_PUZZLES)
    }

    /// [`compute`](Standard::compute) with other timing and memory puzzles than the assessment's.
    ///
    /// # Errors
    /// As [`compute`](Standard::compute).
    pub fn with_puzzles(puzzles: &Path, seed: u64, jobs: usize, timing: &[&str], memory: &[&str]) -> Result<Standard> {
        let corpus = corpus::load(&[puzzles.to_path_buf()], jobs)?;
        let files = corpus.iter().map(|p| (file_name(&p.path), p.path.clone(), moves(p))).collect();
        let by_name: BTreeMap<String, Puzzle> = corpus.into_iter().map(|p| (file_name(&p.path), p)).collect();
        for name in timing.iter().chain(memory) {
            if !by_name.contains_key(*name) {
                bail!(
                    "{}: the assessment needs {name}; use the corpus `slider grade --init` writes",
                    puzzles.display()
                );
            }
        }
        let wanted = (names(timing), names(memory));
        let pending = std::thread::spawn(move || -> Result<Counts> {
            let counted =
                |list: &[String]| list.iter().map(|name| count(&by_name[name], name)).collect::<Result<Vec<_>>>();
            Ok(Counts { timing: counted(&wanted.0)?, memory: counted(&wanted.1)? })
        });
        Ok(Standard { files, samples: samples(seed), pending: Mutex::new(Some(pending)), counts: OnceLock::new() })
    }

    /// The reference's counts, waiting for them the first time.
    ///
    /// # Errors
    /// When the reference could not search a puzzle (or its thread died).
    pub fn counts(&self) -> Result<&Counts> {
        if let Some(counts) = self.counts.get() {
            return Ok(counts);
        }
        let handle = self.pending.lock().map_err(|_| anyhow!("the reference's counts were lost"))?.take();
        if let Some(handle) = handle {
            let counts = handle.join().map_err(|_| anyhow!("the reference's search panicked"))??;
            let _ = self.counts.set(counts);
        }
        self.counts.get().context("the reference's counts failed before")
    }
}

fn count(puzzle: &Puzzle, name: &str) -> Result<Counted> {
    let stats = reference_counts(&puzzle.board).with_context(|| format!("{name}: the reference cannot search it"))?;
    Ok(Counted { name: name.to_string(), n: puzzle.board.dimension(), moves: moves(puzzle), stats })
}

fn moves(puzzle: &Puzzle) -> Option<u32> {
    puzzle.expected.moves.and_then(|m| u32::try_from(m).ok())
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| (*n).to_string()).collect()
}
