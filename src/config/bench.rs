//! The settings of the commands about the grader itself: `slider bench` ([`BenchAstarConfig`],
//! [`BenchGraderConfig`], [`BenchJobsConfig`]) and `slider doctor` ([`DoctorConfig`]).

use std::path::PathBuf;

use npuzzle::{Heuristic, NeighborOrder};

/// `slider doctor`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoctorConfig {
    /// The algs4.jar to look for, if one was named.
    pub algs4: Option<PathBuf>,
    /// The pattern-database cache.
    pub pdb_dir: PathBuf,
}

/// `slider bench astar`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BenchAstarConfig {
    /// The puzzle file.
    pub file: PathBuf,
    /// How many times to run the search.
    pub repeat: u32,
    /// The priority's heuristic.
    pub heuristic: Heuristic,
    /// The neighbour order.
    pub order: NeighborOrder,
}

/// `slider bench grader`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BenchGraderConfig {
    /// Runs of each kind.
    pub runs: usize,
    /// The trivial program.
    pub program: PathBuf,
}

/// `slider bench jobs`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BenchJobsConfig {
    /// The puzzle files and folders.
    pub paths: Vec<PathBuf>,
    /// A solver command (`None`: the reference).
    pub solver: Option<String>,
}
