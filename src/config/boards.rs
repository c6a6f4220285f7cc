//! The checked settings of the commands about single boards: [`SolveConfig`], [`TraceConfig`],
//! [`CompareConfig`] and [`GenerateConfig`] (with its whitespace [`Style`]).

use std::path::PathBuf;

use npuzzle::{Heuristic, NeighborOrder};

use crate::config::search::{PdbCache, PdbChoice, SearchSettings};

/// `slider solve`.
#[derive(Debug, Clone, PartialEq)]
pub struct SolveConfig {
    /// The puzzle files.
    pub files: Vec<PathBuf>,
    /// PuzzleChecker lines instead of solutions.
    pub checker: bool,
    /// A line of the search's counts after each puzzle.
    pub stats: bool,
    /// The search.
    pub search: SearchSettings,
}

/// `slider trace`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceConfig {
    /// The puzzle file.
    pub file: PathBuf,
    /// The most search nodes a traced search may create.
    pub max_nodes: u64,
    /// The priority's heuristic.
    pub heuristic: Heuristic,
    /// The neighbour order.
    pub order: NeighborOrder,
}

/// `slider compare`.
#[derive(Debug, Clone, PartialEq)]
pub struct CompareConfig {
    /// The puzzle file.
    pub file: PathBuf,
    /// Where to draw the chart; its folder exists.
    pub svg: Option<PathBuf>,
    /// Weighted A*'s weights.
    pub weights: Vec<f64>,
    /// The pattern database of the IDA* + PDB row.
    pub pdb: PdbChoice,
    /// The database cache.
    pub cache: PdbCache,
    /// Bytes each strategy's tables may hold.
    pub memory_budget: u64,
    /// Positions each strategy may expand.
    pub max_expanded: u64,
}

/// `--style`: the whitespace of generated puzzle files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Right-aligned tiles, each followed by a space (Princeton's `toString`).
    Padded,
    /// Right-aligned tiles without the trailing space.
    Bare,
    /// Tiles separated by single spaces.
    Single,
    /// Padded, with a blank line after the size and at the end.
    Spaced,
}

/// `slider generate`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenerateConfig {
    /// The board size.
    pub size: usize,
    /// Boards exactly this many moves from the goal (`None`: uniformly random).
    pub moves: Option<u32>,
    /// Unsolvable boards.
    pub unsolvable: bool,
    /// The first seed.
    pub seed: u64,
    /// How many boards.
    pub count: u32,
    /// The folder and file name prefix to write them to (`None`: print the one board).
    pub out: Option<(PathBuf, String)>,
    /// The whitespace.
    pub style: Style,
    /// The pattern database that proves the distance on 4x4 and 5x5.
    pub pdb: PdbChoice,
    /// The database cache.
    pub cache: PdbCache,
}
