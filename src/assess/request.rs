//! The request the Java driver reads: its settings, its class loaders, the corpus files with their
//! answers, the random boards of the Solver tests, the timing and memory puzzles, and the phases to run,
//! one line each (the driver's `SliderAssess` documents the grammar).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::assess::samples::Sample;
use crate::config::SectionKind;

/// A phase of the driver and the class loader it runs in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Phase {
    /// `board` (the student's Board) or `solver` (the reference Board and the counting MinPQ).
    pub loader: &'static str,
    /// The phase's class.
    pub class: &'static str,
    /// The section its tests make.
    pub section: SectionKind,
}

/// The phases of a full assessment, in report order.
pub const PHASES: [Phase; 5] = [
    Phase { loader: "board", class: "SliderBoardTests", section: SectionKind::BoardCorrectness },
    Phase { loader: "board", class: "SliderBoardMemory", section: SectionKind::BoardMemory },
    Phase { loader: "solver", class: "SliderSolverTests", section: SectionKind::SolverCorrectness },
    Phase { loader: "solver", class: "SliderSolverMemory", section: SectionKind::SolverMemory },
    Phase { loader: "solver", class: "SliderTiming", section: SectionKind::Timing },
];

/// Everything one request says.
pub struct Request<'a> {
    /// The seed of the driver's own random boards.
    pub seed: u64,
    /// The time one test may take.
    pub test_limit: Duration,
    /// The CPU time the student's code may take in one section.
    pub section_budget: Duration,
    /// The folder of corpus files.
    pub puzzles: &'a Path,
    /// Class paths by loader name.
    pub loaders: Vec<(&'static str, Vec<PathBuf>)>,
    /// Corpus files and their answers (`None`: unsolvable).
    pub files: Vec<(String, Option<u32>)>,
    /// The random boards of the Solver tests.
    pub samples: &'a [Sample],
    /// The timing puzzles, in report order, each with its size: the reference's inserts, by which the
    /// driver runs them smallest first and skips the larger ones after a puzzle runs out of time.
    pub timing: Vec<(String, u64)>,
    /// The memory puzzles, with their sizes.
    pub memory: Vec<(String, u64)>,
    /// The phases to run, in order.
    pub phases: Vec<Phase>,
}

impl Request<'_> {
    /// The request as the driver reads it.
    #[must_use]
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "seed {}", self.seed);
        let _ = writeln!(out, "limit-ms {}", self.test_limit.as_millis());
        let _ = writeln!(out, "section-budget-ms {}", self.section_budget.as_millis());
        let _ = writeln!(out, "puzzles {}", self.puzzles.display());
        for (name, path) in &self.loaders {
            let entries: Vec<String> = path.iter().map(|p| p.display().to_string()).collect();
            let _ = writeln!(out, "loader {name} {}", entries.join(" "));
        }
        for (name, moves) in &self.files {
            let _ = writeln!(out, "file {name} {}", moves.map_or(-1, i64::from));
        }
        for sample in self.samples {
            let tiles: Vec<String> = sample.board.tiles().iter().map(u16::to_string).collect();
            let moves = sample.moves.map_or(-1, i64::from);
            let _ = writeln!(out, "sample {} {moves} {} {}", sample.group, sample.board.dimension(), tiles.join(" "));
        }
        for (name, size) in &self.timing {
            let _ = writeln!(out, "timing {name} {size}");
        }
        for (name, size) in &self.memory {
            let _ = writeln!(out, "memory {name} {size}");
        }
        for phase in &self.phases {
            let _ = writeln!(out, "run {} {}", phase.loader, phase.class);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};
    use std::time::Duration;

    use super::{PHASES, Request};
    use crate::assess::samples::Sample;

    #[test]
    fn the_request_has_a_line_per_fact_in_the_drivers_grammar() {
        let board = npuzzle::Board::from_tiles(2, &[1, 2, 0, 3]).expect("a board");
        let samples = [Sample { group: "solver-9a", board, moves: Some(1) }];
        let request = Request {
            seed: 5,
            test_limit: Duration::from_millis(2500),
            section_budget: Duration::from_secs(30),
            puzzles: Path::new("/p"),
            loaders: vec![("board", vec![PathBuf::from("/w/board"), PathBuf::from("/w/algs4.jar")])],
            files: vec![("puzzle04.txt".into(), Some(4)), ("puzzle2x2-unsolvable1.txt".into(), None)],
            samples: &samples,
            timing: vec![("puzzle20.txt".into(), 1200)],
            memory: vec![("puzzle10.txt".into(), 40)],
            phases: PHASES[..2].to_vec(),
        };
        let expected = "seed 5\nlimit-ms 2500\nsection-budget-ms 30000\npuzzles /p\nloader board /w/board /w/algs4.jar\n\
            file puzzle04.txt 4\nfile puzzle2x2-unsolvable1.txt -1\nsample solver-9a 1 2 1 2 0 3\n\
            timing puzzle20.txt 1200\nmemory puzzle10.txt 40\nrun board SliderBoardTests\nrun board SliderBoardMemory\n";
        assert_eq!(request.text(), expected);
    }
}
