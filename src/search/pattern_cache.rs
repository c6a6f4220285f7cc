//! Pattern databases on demand: the cache directory, the partition a [`PdbChoice`] means for a board,
//! and loading or building with a progress display, so that a first run that builds the 7-8 databases
//! (minutes) says what it is doing and why instead of stalling. [`Loaded`] keeps what one process has
//! loaded.

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use npuzzle::pattern_db::{AdditivePdb, Partition, PdbEvent};

use crate::config::{PdbCache, PdbChoice};
use crate::progress;
use crate::search::pdb_event;

/// The cache directory when no `--pdb-dir` is given: `$SLIDER_PDB_DIR`, else
/// `$XDG_CACHE_HOME/slider/pdb`, else `~/.cache/slider/pdb`, else a directory under the system's
/// temporary directory.
#[must_use]
pub fn default_directory() -> PathBuf {
    let env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    env("SLIDER_PDB_DIR")
        .or_else(|| env("XDG_CACHE_HOME").map(|d| d.join("slider/pdb")))
        .or_else(|| env("HOME").map(|d| d.join(".cache/slider/pdb")))
        .unwrap_or_else(|| std::env::temp_dir().join("slider-pdb"))
}

/// The partitions `choice` means on an n x n board (IDA* takes the largest of their estimates), none
/// when it is off or the size has no default.
///
/// # Errors
/// A partition of another board size.
pub fn partitions_for(choice: &PdbChoice, n: usize) -> Result<Vec<Partition>> {
    let (name, partitions) = match choice {
        PdbChoice::Off => return Ok(Vec::new()),
        PdbChoice::Default => return Ok(Partition::default_for(n).into_iter().collect()),
        PdbChoice::Partition(partition) => (partition.name(), vec![partition.clone()]),
        PdbChoice::Max { name, partitions } => ((*name).to_string(), partitions.clone()),
    };
    if let Some(m) = partitions.iter().map(Partition::dimension).find(|&m| m != n) {
        bail!("--pdb {name} is for {m}x{m} boards, this board is {n}x{n}");
    }
    Ok(partitions)
}

/// Whether every database file of the partition is already in `dir` (a load will not build).
#[must_use]
pub fn is_cached(dir: &Path, partition: &Partition) -> bool {
    // A part that mirrors another is looked up in the other's database, which has the only file.
    partition.parts().iter().all(|p| dir.join(p.file_name()).is_file() || dir.join(p.reflected().file_name()).is_file())
}

/// Loads the partition's databases from `dir`, building and caching the missing ones, with progress on
/// standard error: a bar on a terminal, otherwise one line per database and per tenth of a build.
#[must_use]
pub fn load(dir: &Path, partition: &Partition) -> AdditivePdb {
    let terminal = progress::shown();
    if !is_cached(dir, partition) {
        announce_build(dir, partition);
    }
    let bar = progress::bar(1000, "{bar:30} {elapsed} {wide_msg}");
    let mut shown = -1.0;
    let pdb = AdditivePdb::load_or_build(dir, partition, &mut |event: PdbEvent<'_>| match event {
        PdbEvent::Building { fraction, .. } if terminal => {
            bar.set_position((fraction * 1000.0) as u64);
            bar.set_message(pdb_event(&event));
        }
        PdbEvent::Building { fraction, .. } => {
            if fraction >= shown + 0.1 {
                shown = fraction;
                eprintln!("slider: {}", pdb_event(&event));
            }
        }
        // Loading a valid cache is the normal case: say nothing.
        PdbEvent::Loaded { .. } => {}
        PdbEvent::Rejected { .. } | PdbEvent::Built { .. } | PdbEvent::Saved { .. } | PdbEvent::SaveFailed { .. } => {
            shown = -1.0;
            bar.suspend(|| eprintln!("slider: {}", pdb_event(&event)));
        }
    });
    bar.finish_and_clear();
    pdb
}

/// Says, before a build starts, what it is and what it will cost.
fn announce_build(dir: &Path, partition: &Partition) {
    let largest = partition.parts().iter().map(|p| p.placements()).max().unwrap_or(0);
    // Measured on two cores (docs/BENCHMARKS.md): the 7-8 set (the 8-tile database has 519 million
    // entries) about 100 seconds at 1.5 GB; the 24-puzzle's three 6-tile ones (128 million each)
    // about 80 seconds at 1.2 GB. The build uses every core.
    let cost = match largest {
        l if l > 400_000_000 => "a minute or two (about 100 seconds on two cores) and 1.5 GB of memory",
        l if l > 100_000_000 => "about a minute (80 seconds on two cores) and 1.2 GB of memory",
        _ => "a few seconds",
    };
    eprintln!(
        "slider: building the {} pattern databases into {}: this happens once and takes {cost}",
        partition.name(),
        dir.display()
    );
}

/// Databases loaded so far in this process, so that several boards of one size share one load: sets
/// of partitions, each set's databases side by side (IDA* takes the largest estimate of a set).
pub struct Loaded {
    cache: PdbCache,
    sets: Vec<Vec<AdditivePdb>>,
}

impl Loaded {
    /// Nothing loaded yet; databases come from (and, where the cache allows, go to) `cache`.
    #[must_use]
    pub fn new(cache: PdbCache) -> Self {
        Loaded { cache, sets: Vec::new() }
    }

    /// The cache.
    #[must_use]
    pub fn cache(&self) -> &PdbCache {
        &self.cache
    }

    /// Whether the partition's databases are loaded already or cached (so that getting them builds
    /// nothing).
    #[must_use]
    pub fn at_hand(&self, partition: &Partition) -> bool {
        self.sets.iter().flatten().any(|p| p.partition() == partition) || is_cached(&self.cache.dir, partition)
    }

    /// The partition's databases, loaded or built on first use.
    pub fn get(&mut self, partition: &Partition) -> &AdditivePdb {
        &self.get_all(std::slice::from_ref(partition))[0]
    }

    /// The databases of each partition, in order, loaded or built on first use.
    pub fn get_all(&mut self, partitions: &[Partition]) -> &[AdditivePdb] {
        let same = |set: &Vec<AdditivePdb>| set.iter().map(AdditivePdb::partition).eq(partitions);
        let index = match self.sets.iter().position(same) {
            Some(index) => index,
            None => {
                self.sets.push(partitions.iter().map(|p| load(&self.cache.dir, p)).collect());
                self.sets.len() - 1
            }
        };
        &self.sets[index]
    }
}

#[cfg(test)]
mod tests {
    use npuzzle::pattern_db::Partition;

    use super::partitions_for;
    use crate::config::PdbChoice;

    #[test]
    fn choices_map_to_partitions_of_the_right_size() {
        let names = |choice, n| partitions_for(&choice, n).map(|ps| ps.iter().map(Partition::name).collect::<Vec<_>>());
        assert_eq!(names(PdbChoice::Default, 4).expect("fine"), ["7-8"]);
        assert_eq!(names(PdbChoice::Default, 5).expect("fine"), ["6-6-6-6"]);
        assert!(names(PdbChoice::Default, 3).expect("fine").is_empty());
        assert!(names(PdbChoice::Off, 4).expect("fine").is_empty());
        assert_eq!(names(PdbChoice::Partition(Partition::fifteen_5_5_5()), 4).expect("fine"), ["5-5-5"]);
        let max = PdbChoice::Max { name: "7-8-max", partitions: Partition::fifteen_7_8_max().to_vec() };
        assert_eq!(names(max.clone(), 4).expect("fine"), ["7-8", "8-7", "corner 7-8"]);
        let wrong = partitions_for(&max, 5).expect_err("a 4x4 set on a 5x5 board");
        assert_eq!(wrong.to_string(), "--pdb 7-8-max is for 4x4 boards, this board is 5x5");
        let six = PdbChoice::Partition(Partition::twenty_four_6_6_6_6());
        let wrong = partitions_for(&six, 4).expect_err("a 5x5 partition on a 4x4 board");
        assert_eq!(wrong.to_string(), "--pdb 6-6-6-6 is for 5x5 boards, this board is 4x4");
    }
}
