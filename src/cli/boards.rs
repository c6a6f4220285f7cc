//! The arguments of the commands about single boards: `trace`, `compare` and `generate`, and their
//! resolution into [`TraceConfig`], [`CompareConfig`] and [`GenerateConfig`].

use std::path::PathBuf;

use anyhow::{Result, bail};
use clap::ValueEnum;
use npuzzle::Heuristic;

use crate::cli::{PdbArgs, SearchArgs};
use crate::config::{CompareConfig, GenerateConfig, Style, TraceConfig, output_file};

/// `slider compare`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example:
  slider compare --svg chart.svg puzzles/puzzle4x4-hard1.txt")]
pub struct CompareArgs {
    /// The puzzle file.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Also draw the positions expanded as bars on a log scale, into this SVG file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Weights of the weighted A* rows, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [1.5, 2.0, 3.0, 5.0], value_name = "W,...", value_parser = crate::cli::search::parse_weight)]
    pub weights: Vec<f64>,
    /// The most memory each strategy's positions, seen-set and queue may take; a strategy that needs
    /// more gives up.
    #[arg(allow_hyphen_values = true, long, value_name = "SIZE", default_value = "1GiB", value_parser = crate::config::parse_bytes)]
    pub memory_budget: u64,
    /// The most positions each strategy may expand; a strategy that needs more gives up.
    #[arg(long, value_name = "N", default_value_t = 2_000_000_000)]
    pub max_expanded: u64,
    #[command(flatten)]
    pub pdb: PdbArgs,
}

impl CompareArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// An `--svg` file whose folder does not exist.
    pub fn config(&self) -> Result<CompareConfig> {
        Ok(CompareConfig {
            file: self.file.clone(),
            svg: self.svg.as_deref().map(|svg| output_file(svg, "--svg")).transpose()?,
            weights: self.weights.clone(),
            pdb: self.pdb.choice(),
            cache: self.pdb.cache(),
            memory_budget: self.memory_budget,
            max_expanded: self.max_expanded,
        })
    }
}

/// `slider generate`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider generate --size 4 --moves 30 --seed 7           a 4x4 board exactly 30 moves from the goal
  slider generate --size 3 --count 5 --out-dir boards --name b    five random 3x3 boards, b-1.txt ...")]
pub struct GenerateArgs {
    /// The board size n (2 to 127).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(2..=127))]
    pub size: u8,
    /// Make boards whose shortest solution is exactly K moves, proven by an optimal solver (BFS up to
    /// 3x3, IDA* with a pattern database on 4x4 and 5x5, IDA* with linear conflicts beyond).
    #[arg(long, value_name = "K")]
    pub moves: Option<u32>,
    /// Make unsolvable boards (uniformly random solvable boards with two tiles exchanged: the twin's
    /// swap of the assignment's reference Board). With --moves K the twin needs exactly K moves, so a
    /// Solver that runs its twin in lockstep finds the board unsolvable quickly.
    #[arg(long)]
    pub unsolvable: bool,
    /// The random seed (the same seed always gives the same boards).
    #[arg(long, default_value_t = 1, value_name = "S")]
    pub seed: u64,
    /// How many boards; more than one needs --out-dir.
    #[arg(long, default_value_t = 1, value_name = "C", value_parser = clap::value_parser!(u32).range(1..))]
    pub count: u32,
    /// Write NAME-1.txt, NAME-2.txt, ... into this directory instead of printing one board.
    #[arg(long, value_name = "DIR", requires = "name")]
    pub out_dir: Option<PathBuf>,
    /// The file name prefix for --out-dir.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// The whitespace of the puzzle text: padded (`%2d ` rows, trailing space, as Princeton's toString),
    /// bare (padded without the trailing space), single (single spaces), spaced (padded, with blank lines).
    #[arg(long, value_enum, default_value_t = StyleArg::Padded)]
    pub style: StyleArg,
    #[command(flatten)]
    pub pdb: PdbArgs,
}

impl GenerateArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// Several boards without a folder to write them to.
    pub fn config(&self) -> Result<GenerateConfig> {
        if self.count > 1 && self.out_dir.is_none() {
            bail!("--count {} needs --out-dir (and --name): a puzzle file holds one board", self.count);
        }
        Ok(GenerateConfig {
            size: usize::from(self.size),
            moves: self.moves,
            unsolvable: self.unsolvable,
            seed: self.seed,
            count: self.count,
            out: self.out_dir.clone().zip(self.name.clone()),
            style: self.style.into(),
            pdb: self.pdb.choice(),
            cache: self.pdb.cache(),
        })
    }
}

impl From<StyleArg> for Style {
    fn from(arg: StyleArg) -> Style {
        match arg {
            StyleArg::Padded => Style::Padded,
            StyleArg::Bare => Style::Bare,
            StyleArg::Single => Style::Single,
            StyleArg::Spaced => Style::Spaced,
        }
    }
}

/// `--style` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StyleArg {
    /// Right-aligned tiles, each followed by a space.
    Padded,
    /// Right-aligned tiles without the trailing space.
    Bare,
    /// Tiles separated by single spaces.
    Single,
    /// Padded, with a blank line after the size and at the end.
    Spaced,
}

/// `slider trace`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example:
  slider trace puzzles/puzzle04.txt                      the checklist trace of puzzle04")]
pub struct TraceArgs {
    /// A puzzle file small enough to trace (about 12 moves or fewer).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Refuse searches that create more than this many search nodes.
    #[arg(long, default_value_t = 2000, value_name = "N")]
    pub max_nodes: u64,
    #[command(flatten)]
    pub search: SearchArgs,
}

impl TraceArgs {
    /// The checked settings.
    #[must_use]
    pub fn config(&self) -> TraceConfig {
        TraceConfig {
            file: self.file.clone(),
            max_nodes: self.max_nodes,
            heuristic: self.search.heuristic.map_or(Heuristic::Manhattan, Into::into),
            order: self.search.order.into(),
        }
    }
}
