//! The puzzles to grade: files found on the command line ([`walk`]), each parsed and paired with its
//! expected answer ([`expected`]), from a `manifest.toml` beside it ([`manifest`]) or computed by the
//! reference's optimal solver.

mod expected;
mod manifest;
mod walk;

pub use expected::{Expected, Source};

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use npuzzle::Board;

/// One puzzle to grade.
#[derive(Debug, Clone)]
pub struct Puzzle {
    /// The path as the user will recognise it (as given, or below the directory given).
    pub name: String,
    /// The absolute path, handed to the solver.
    pub path: PathBuf,
    /// The board.
    pub board: Board,
    /// The right answer.
    pub expected: Expected,
}

/// Puzzle files found and parsed, their answers not looked up yet.
pub struct Parsed {
    boards: Vec<(String, PathBuf, Board)>,
}

impl Parsed {
    /// The boards, in corpus order.
    pub fn boards(&self) -> impl Iterator<Item = &Board> {
        self.boards.iter().map(|(_, _, board)| board)
    }
}

/// Finds, parses and answers every puzzle under `paths`, computing missing answers on `jobs` threads.
///
/// # Errors
/// Those of [`parse`] and [`answer`].
pub fn load(paths: &[PathBuf], jobs: usize) -> Result<Vec<Puzzle>> {
    answer(parse(paths)?, jobs)
}

/// Finds and parses every puzzle under `paths`.
///
/// # Errors
/// A missing path or a directory without puzzles; malformed puzzles, every one of them, a line each
/// naming the file.
pub fn parse(paths: &[PathBuf]) -> Result<Parsed> {
    let files = walk::puzzle_files(paths)?;
    let mut boards = Vec::with_capacity(files.len());
    let mut bad = Vec::new();
    for (name, path) in files {
        match Board::from_file(&path) {
            Ok(board) => boards.push((name, path, board)),
            Err(error) => bad.push(error.to_string()),
        }
    }
    match bad.len() {
        0 => Ok(Parsed { boards }),
        1 => bail!("{}", bad[0]),
        count => bail!("{}\n{count} puzzle files are malformed; fix them or leave them out", bad.join("\n")),
    }
}

/// Pairs every parsed puzzle with its answer: from its manifest, else computed on `jobs` threads.
///
/// # Errors
/// A malformed manifest, or an answer that cannot be computed: one line naming the file.
pub fn answer(parsed: Parsed, jobs: usize) -> Result<Vec<Puzzle>> {
    let boards = parsed.boards;
    let manifests = manifest::for_files(boards.iter().map(|(_, path, _)| path.as_path()))?;
    let answers = expected::answers(&boards, &manifests, jobs)?;
    Ok(boards
        .into_iter()
        .zip(answers)
        .map(|((name, path, board), expected)| Puzzle { name, path, board, expected })
        .collect())
}

/// The directory of a puzzle file, for looking up its manifest.
fn directory_of(path: &Path) -> PathBuf {
    path.parent().map(Path::to_path_buf).unwrap_or_default()
}
