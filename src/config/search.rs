//! [`SearchSettings`]: the search choices of `slider solve` (and, in part, of `trace`, `compare`,
//! `generate` and `bench`), checked: the algorithm, heuristic, neighbour order, unsolvable mode and
//! weight, the pattern database ([`PdbChoice`]) with its cache and whether it may be built
//! ([`PdbCache`]), and the memory budget.

use std::path::PathBuf;

use npuzzle::pattern_db::Partition;
use npuzzle::{Heuristic, NeighborOrder, UnsolvableMode};

/// `--algorithm`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Algorithm {
    /// The assignment's A* up to 3x3, IDA* beyond (what `slider check` grades).
    Auto,
    /// The assignment's A*.
    AStar,
    /// IDA*.
    IdaStar,
    /// Weighted A*.
    Weighted,
    /// Breadth-first search.
    BreadthFirst,
    /// Bidirectional breadth-first search.
    Bidirectional,
    /// Layer by layer (any size, not shortest).
    Layers,
}

/// Which pattern database IDA* reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PdbChoice {
    /// None.
    Off,
    /// The default partition of the board's size, if it has one.
    Default,
    /// This partition (of one board size).
    Partition(Partition),
    /// The largest estimate of these partitions (of one board size), named `name` on the command line.
    Max {
        /// The `--pdb` value, for messages.
        name: &'static str,
        /// The partitions.
        partitions: Vec<Partition>,
    },
}

/// The pattern-database cache: where the files are, and whether a missing one may be built (a build
/// takes minutes; the reference run inside `slider check`'s limits must never start one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdbCache {
    /// The cache directory.
    pub dir: PathBuf,
    /// Whether a missing database is built (else the search goes without it).
    pub build: bool,
}

/// The search choices of `slider solve`.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchSettings {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The heuristic asked for (`None`: each algorithm's default).
    pub heuristic: Option<Heuristic>,
    /// The neighbour order.
    pub order: NeighborOrder,
    /// How the assignment's A* finds unsolvable boards.
    pub unsolvable: UnsolvableMode,
    /// Weighted A*'s starting weight (`None`: by the board's size).
    pub weight: Option<f64>,
    /// IDA*'s pattern database.
    pub pdb: PdbChoice,
    /// The database cache.
    pub cache: PdbCache,
    /// Bytes a search's tables may hold.
    pub memory_budget: u64,
}

/// The memory budget when none is given: half of this machine's physical memory (a search that
/// needs more would make the machine swap, or be killed), or 4 GiB where that cannot be read.
#[must_use]
pub fn default_memory_budget() -> u64 {
    // SAFETY: sysconf has no preconditions.
    let (pages, page) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
    match (u64::try_from(pages), u64::try_from(page)) {
        (Ok(pages), Ok(page)) if pages > 0 && page > 0 => pages.saturating_mul(page) / 2,
        _ => 4 << 30,
    }
}

#[cfg(test)]
mod tests {
    use super::default_memory_budget;

    #[test]
    fn the_default_budget_is_half_of_physical_memory() {
        let budget = default_memory_budget();
        let meminfo = std::fs::read_to_string("/proc/meminfo").expect("Linux");
        let total_kib: u64 = meminfo
            .lines()
            .find_map(|l| l.strip_prefix("MemTotal:"))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .expect("MemTotal");
        let half = total_kib * 1024 / 2;
        assert!(budget.abs_diff(half) < half / 100, "{budget} vs {half}");
    }
}
