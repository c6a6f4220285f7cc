//! The search choices of `slider solve` (and, through [`SearchArgs`] and [`PdbArgs`], of `trace`,
//! `compare`, `generate` and `bench`): the algorithm, the heuristic, the neighbour order, unsolvable
//! boards, weights, pattern databases and the memory budget; and their resolution into
//! [`SolveConfig`].

use std::path::PathBuf;

use anyhow::{Result, bail};
use clap::ValueEnum;
use npuzzle::pattern_db::Partition;
use npuzzle::{Heuristic, NeighborOrder, UnsolvableMode};

use crate::config::{Algorithm, PdbCache, PdbChoice, SearchSettings, SolveConfig, default_memory_budget};
use crate::search::default_directory;

/// The A* choices shared by `solve` and `trace`.
#[derive(Debug, clap::Args)]
pub struct SearchArgs {
    /// Priority = moves + this heuristic [default: manhattan; linear-conflict for ida and weighted].
    #[arg(long, value_enum)]
    pub heuristic: Option<HeuristicArg>,
    /// The order in which the blank's moves are tried: checklist (up, left, down, right) or princeton
    /// (down, right, left, up, the Princeton autograder's order).
    #[arg(long, value_enum, default_value_t = OrderArg::Checklist)]
    pub order: OrderArg,
}

/// `slider solve`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  slider solve puzzles/puzzle04.txt                      the Solver.main output
  slider solve --checker puzzles/*.txt                   PuzzleChecker lines for the corpus
  slider solve --order princeton --unsolvable twin --stats puzzles/puzzle31.txt")]
pub struct SolveArgs {
    /// Puzzle files: the size n, then n*n tiles (0 is the blank).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print PuzzleChecker lines (`file: moves`, -1 when unsolvable) instead of the solutions; the
    /// algorithm is then auto unless one is named.
    #[arg(long)]
    pub checker: bool,
    /// Print the search's operation counts after each puzzle.
    #[arg(long)]
    pub stats: bool,
    /// How unsolvable boards are found: parity (test first) or twin (search the twin in lockstep, the
    /// Princeton API's way; the counts then match the Princeton autograder's).
    #[arg(long, value_enum, default_value_t = UnsolvableArg::Parity)]
    pub unsolvable: UnsolvableArg,
    /// The search: astar (the assignment's A*), ida (IDA*: shortest, little memory, pattern databases
    /// on 4x4 and 5x5), weighted (weighted A*: quick, at most w times the shortest), bfs (2x2 and 3x3),
    /// bidirectional (breadth-first from both ends), layers (rows and columns in turn: any size up to
    /// 127x127 in under a second, not shortest), auto (astar up to 3x3; beyond, ida with the
    /// 4x4 pattern databases, built once if missing, or a larger size's if cached, else linear
    /// conflicts: what `slider check` grades) [default: astar; auto with --checker].
    #[arg(long, value_enum)]
    pub algorithm: Option<AlgorithmArg>,
    /// Weighted A*'s starting weight [default by size: 2 up to 3x3, 3 for 4x4, 4 for 5x5, 6 for 6x6].
    #[arg(long, value_name = "W", value_parser = parse_weight)]
    pub weight: Option<f64>,
    /// The most memory a search's positions, seen-set and queue may take, e.g. 8GiB; past it the
    /// search stops with a message [default: half of this machine's memory].
    #[arg(allow_hyphen_values = true, long, value_name = "SIZE", value_parser = crate::config::parse_bytes)]
    pub memory_budget: Option<u64>,
    #[command(flatten)]
    pub search: SearchArgs,
    #[command(flatten)]
    pub pdb: PdbArgs,
}

impl SolveArgs {
    /// The checked settings.
    ///
    /// # Errors
    /// Choices that do not go together.
    pub fn config(&self) -> Result<SolveConfig> {
        let algorithm = match (self.algorithm, self.checker) {
            (Some(algorithm), _) => algorithm.into(),
            (None, true) => Algorithm::Auto,
            (None, false) => Algorithm::AStar,
        };
        if !matches!(algorithm, Algorithm::AStar | Algorithm::Auto) && self.unsolvable == UnsolvableArg::Twin {
            bail!("--unsolvable twin is the assignment's A*'s way; the other algorithms test parity");
        }
        if self.weight.is_some() && algorithm != Algorithm::Weighted {
            bail!("--weight is weighted A*'s starting weight; add --algorithm weighted or drop --weight");
        }
        if !matches!(self.pdb.pdb, PdbArg::Auto | PdbArg::Off)
            && !matches!(algorithm, Algorithm::IdaStar | Algorithm::Auto)
        {
            bail!("--pdb is for IDA*'s estimates; add --algorithm ida (or auto) or drop --pdb");
        }
        let search = SearchSettings {
            algorithm,
            heuristic: self.search.heuristic.map(Into::into),
            order: self.search.order.into(),
            unsolvable: self.unsolvable.into(),
            weight: self.weight,
            pdb: self.pdb.choice(),
            cache: self.pdb.cache(),
            memory_budget: self.memory_budget.unwrap_or_else(default_memory_budget),
        };
        Ok(SolveConfig { files: self.files.clone(), checker: self.checker, stats: self.stats, search })
    }
}

/// `--algorithm` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AlgorithmArg {
    /// The assignment's A* over the algs4 MinPQ.
    Astar,
    /// Iterative-deepening A* ("Shortest").
    Ida,
    /// Weighted A* ("Quick").
    Weighted,
    /// Breadth-first search (2x2 and 3x3).
    Bfs,
    /// Breadth-first search from both ends.
    Bidirectional,
    /// Layer by layer: rows and columns in turn, any size, not shortest.
    Layers,
    /// The assignment's A* up to 3x3, IDA* beyond.
    Auto,
}

impl From<AlgorithmArg> for Algorithm {
    fn from(arg: AlgorithmArg) -> Algorithm {
        match arg {
            AlgorithmArg::Astar => Algorithm::AStar,
            AlgorithmArg::Ida => Algorithm::IdaStar,
            AlgorithmArg::Weighted => Algorithm::Weighted,
            AlgorithmArg::Bfs => Algorithm::BreadthFirst,
            AlgorithmArg::Bidirectional => Algorithm::Bidirectional,
            AlgorithmArg::Layers => Algorithm::Layers,
            AlgorithmArg::Auto => Algorithm::Auto,
        }
    }
}

/// Pattern-database choices, for IDA* and the strategy comparison.
#[derive(Debug, clap::Args)]
pub struct PdbArgs {
    /// The pattern database: auto (7-8 for 4x4, 6-6-6-6 for 5x5, none otherwise), off, or a partition:
    /// 7-8, 6-6-3, 5-5-5 (4x4), 6-6-6-6 (5x5). Built once on first use (about 100 s for 7-8 on two cores), then cached.
    #[arg(long, value_enum, default_value_t = PdbArg::Auto)]
    pub pdb: PdbArg,
    /// Where pattern databases are cached [default: $SLIDER_PDB_DIR, else $XDG_CACHE_HOME/slider/pdb,
    /// else ~/.cache/slider/pdb].
    #[arg(long, value_name = "DIR")]
    pub pdb_dir: Option<PathBuf>,
    /// Use pattern databases only if they are already cached; never build one (a build takes a minute or two).
    #[arg(long)]
    pub no_pdb_build: bool,
}

impl PdbArgs {
    /// The database asked for.
    #[must_use]
    pub fn choice(&self) -> PdbChoice {
        match self.pdb {
            PdbArg::Auto => PdbChoice::Default,
            PdbArg::Off => PdbChoice::Off,
            PdbArg::SevenEight => PdbChoice::Partition(Partition::fifteen_7_8()),
            PdbArg::SevenEightMax => {
                PdbChoice::Max { name: "7-8-max", partitions: Partition::fifteen_7_8_max().to_vec() }
            }
            PdbArg::SixSixThree => PdbChoice::Partition(Partition::fifteen_6_6_3()),
            PdbArg::FiveFiveFive => PdbChoice::Partition(Partition::fifteen_5_5_5()),
            PdbArg::SixSixSixSix => PdbChoice::Partition(Partition::twenty_four_6_6_6_6()),
        }
    }

    /// The cache and whether it may build.
    #[must_use]
    pub fn cache(&self) -> PdbCache {
        PdbCache { dir: self.pdb_dir.clone().unwrap_or_else(default_directory), build: !self.no_pdb_build }
    }
}

/// `--pdb` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PdbArg {
    /// The default partition for the board's size, if there is one.
    Auto,
    /// No pattern database.
    Off,
    /// 15-puzzle, tiles 1-7 and 8-15, with the reflected lookup.
    #[value(name = "7-8")]
    SevenEight,
    /// 15-puzzle, the largest estimate of three 7-8 partitions (7-8, 8-7 and corner 7-8): about a
    /// third fewer nodes than 7-8, three times its tables (825 MiB, about 5 minutes to build once).
    #[value(name = "7-8-max")]
    SevenEightMax,
    /// 15-puzzle, 6-6-3.
    #[value(name = "6-6-3")]
    SixSixThree,
    /// 15-puzzle, 5-5-5.
    #[value(name = "5-5-5")]
    FiveFiveFive,
    /// 24-puzzle, 6-6-6-6.
    #[value(name = "6-6-6-6")]
    SixSixSixSix,
}

/// `--heuristic` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HeuristicArg {
    /// Tiles out of place.
    Hamming,
    /// Sum of Manhattan distances.
    Manhattan,
    /// Manhattan plus linear conflicts.
    LinearConflict,
}

impl From<HeuristicArg> for Heuristic {
    fn from(arg: HeuristicArg) -> Heuristic {
        match arg {
            HeuristicArg::Hamming => Heuristic::Hamming,
            HeuristicArg::Manhattan => Heuristic::Manhattan,
            HeuristicArg::LinearConflict => Heuristic::LinearConflict,
        }
    }
}

/// `--order` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    /// Blank up, left, down, right.
    Checklist,
    /// Blank down, right, left, up.
    Princeton,
}

impl From<OrderArg> for NeighborOrder {
    fn from(arg: OrderArg) -> NeighborOrder {
        match arg {
            OrderArg::Checklist => NeighborOrder::Checklist,
            OrderArg::Princeton => NeighborOrder::Princeton,
        }
    }
}

/// `--unsolvable` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum UnsolvableArg {
    /// Inversion parity, before any search.
    Parity,
    /// The twin board, searched in lockstep.
    Twin,
}

impl From<UnsolvableArg> for UnsolvableMode {
    fn from(arg: UnsolvableArg) -> UnsolvableMode {
        match arg {
            UnsolvableArg::Parity => UnsolvableMode::Parity,
            UnsolvableArg::Twin => UnsolvableMode::Twin,
        }
    }
}

/// A weighted A* weight: a finite number of at least 1 (1 is plain A*; the route is at most w times
/// the shortest).
pub(crate) fn parse_weight(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(w) if w.is_finite() && w >= 1.0 => Ok(w),
        Ok(_) => {
            Err(format!("{text} is not a weight: use a number of at least 1 (1 is plain A*, 2 or more is quicker)"))
        }
        Err(_) => Err(format!("{text} is not a number; a weight is e.g. 1.5 or 3")),
    }
}

#[cfg(test)]
mod tests {
    use super::parse_weight;

    #[test]
    fn weights_are_finite_and_at_least_one() {
        assert_eq!(parse_weight("1"), Ok(1.0));
        assert_eq!(parse_weight(" 2.5"), Ok(2.5));
        for bad in ["0.5", "0", "-3", "nan", "inf"] {
            assert!(parse_weight(bad).expect_err(bad).contains("at least 1"), "{bad}");
        }
        assert_eq!(parse_weight("x"), Err("x is not a number; a weight is e.g. 1.5 or 3".to_string()));
    }
}
