//! The timing section: the student's counts on each timing puzzle held against the reference crate's
//! counts for the same puzzle (the assignment's A*: Princeton neighbour order, twin lockstep). A count
//! fails when it is over [`RATIO`] times the reference's; the printed ratio is how far over that bound.

use std::time::Duration;

use npuzzle::{Board, Heuristic, NeighborOrder, SearchStats, Solver, SolverOptions, UnsolvableMode};

use crate::assess::behaviour::diagnoses;
use crate::assess::model::{Section, Table, Test};
use crate::assess::results::TimingRecord;
use crate::config::SectionKind;

/// How far over the reference's count a student's may go.
pub const RATIO: f64 = 1.75;

/// The reference's counts for `board`.
///
/// # Errors
/// When the board is too large for the reference's search (never for the timing puzzles).
pub fn reference_counts(board: &Board) -> Result<SearchStats, npuzzle::SearchError> {
    let options = SolverOptions {
        heuristic: Heuristic::Manhattan,
        order: NeighborOrder::Princeton,
        unsolvable: UnsolvableMode::Twin,
    };
    Solver::with_options(board, &options).map(|s| *s.stats())
}

/// One timing puzzle: the student's record, the puzzle's board and answer, the reference's counts.
pub struct Measured<'a> {
    /// What the driver reported.
    pub record: &'a TimingRecord,
    /// The board's size.
    pub n: usize,
    /// The optimal moves.
    pub expected: Option<u32>,
    /// The reference's counts.
    pub reference: SearchStats,
}

/// A counted operation: its column name, the student's count's key, the reference's count.
struct Counted {
    column: &'static str,
    key: &'static str,
    reference: fn(&SearchStats) -> Option<u64>,
}

const INSERT: Counted = Counted { column: "insert()", key: "insert", reference: |s| Some(s.inserts) };
const DEL_MIN: Counted = Counted { column: "delMin()", key: "delMin", reference: |s| Some(s.del_mins) };
const HAMMING: Counted = Counted { column: "hamming()", key: "hamming", reference: |_| None };
const TO_STRING: Counted = Counted { column: "toString()", key: "toString", reference: |_| None };
const BOARD: Counted = Counted { column: "Board()", key: "board", reference: |s| Some(s.boards_constructed) };
const EQUALS: Counted = Counted { column: "equals()", key: "equals", reference: |s| Some(s.equals_calls) };
const MANHATTAN: Counted = Counted { column: "manhattan()", key: "manhattan", reference: |s| Some(s.heuristic_calls) };

/// The timing groups after the first: id, title, the counts held.
const GROUPS: [(&str, &str, &[Counted]); 4] = [
    ("2", "count MinPQ operations", &[INSERT, DEL_MIN]),
    ("3", "count Board operations that should not be called", &[HAMMING, TO_STRING]),
    ("4a", "count Board operations that should be called", &[BOARD, EQUALS]),
    ("4b", "count Board operations that should be called, with stricter caching limits", &[BOARD, EQUALS, MANHATTAN]),
];

/// The timing section from the measured puzzles, with `limit` the CPU time a puzzle may take.
#[must_use]
pub fn section(measured: &[Measured<'_>], limit: Duration) -> Section {
    let mut tests: Vec<Test> = measured.iter().map(|m| cpu_test(m, limit)).collect();
    let mut tables = vec![Table {
        id: "1".into(),
        title: "measure CPU time and check correctness".into(),
        columns: ["filename", "moves", "n", "seconds"].map(String::from).to_vec(),
    }];
    for (id, title, counted) in GROUPS {
        let mut columns = vec!["filename".to_string()];
        columns.extend(counted.iter().map(|c| c.column.to_string()));
        tables.push(Table { id: id.into(), title: title.into(), columns });
        tests.extend(measured.iter().map(|m| count_test(id, title, counted, m)));
    }
    Section { kind: SectionKind::Timing, tests, tables, notes: notes(measured) }
}

/// What the counts show, each shape once, on the first puzzle (in report order) that shows it.
fn notes(measured: &[Measured<'_>]) -> Vec<String> {
    let mut seen = Vec::new();
    let mut notes = Vec::new();
    for m in measured.iter().filter(|m| m.record.error.is_none()) {
        for finding in diagnoses(&m.record.counts, &m.reference) {
            if !seen.contains(&finding.shape) {
                seen.push(finding.shape);
                notes.push(format!("On {}: {}", m.record.puzzle, finding.line));
            }
        }
    }
    notes
}

fn cpu_test(m: &Measured<'_>, limit: Duration) -> Test {
    let record = m.record;
    let seconds = record.cpu_ms / 1000.0;
    let mut details = Vec::new();
    if let Some(error) = &record.error {
        details.push(error.clone());
    } else if record.moves != Some(m.expected.map_or(-1, i64::from)) {
        details.push(format!(
            "student moves() = {}, reference moves() = {}",
            record.moves.map_or("none".into(), |v| v.to_string()),
            m.expected.map_or(-1, i64::from)
        ));
    } else if seconds > limit.as_secs_f64() {
        details.push(format!("took {seconds:.2} seconds, over the limit of {:.1}", limit.as_secs_f64()));
    }
    let moves = record.moves.map_or("-".into(), |v| v.to_string());
    Test {
        id: "1".into(),
        subject: Some(record.puzzle.clone()),
        title: "measure CPU time and check correctness".into(),
        inputs: Vec::new(),
        passed: details.is_empty(),
        details,
        cells: vec![record.puzzle.clone(), moves, m.n.to_string(), format!("{seconds:.3}")],
        cpu_ms: record.cpu_ms,
    }
}

fn count_test(id: &str, title: &str, counted: &[Counted], m: &Measured<'_>) -> Test {
    let record = m.record;
    let mut cells = vec![record.puzzle.clone()];
    let mut details = Vec::new();
    if let Some(error) = &record.error {
        details.push(error.clone());
        cells.extend(counted.iter().map(|_| "-".to_string()));
    }
    for c in counted.iter().filter(|_| record.error.is_none()) {
        let got = record.counts.get(c.key).copied().unwrap_or(0);
        match (c.reference)(&m.reference) {
            None => {
                cells.push(got.to_string());
                if got > 0 {
                    details.push(format!("{} was called {got} times; it should not be called", c.column));
                }
            }
            Some(reference) => {
                let ratio = ratio(got, reference);
                cells.push(format!("{got} ({ratio:.1}x)"));
                if ratio > 1.0 {
                    details.push(format!("{} = {got}, over {RATIO} x the reference's {reference}", c.column));
                }
            }
        }
    }
    Test {
        id: id.into(),
        subject: Some(record.puzzle.clone()),
        title: title.into(),
        inputs: Vec::new(),
        passed: details.is_empty(),
        details,
        cells,
        cpu_ms: record.cpu_ms,
    }
}

/// The student's count over the bound (`RATIO` x the reference's); above 1 fails.
#[allow(clippy::cast_precision_loss, reason = "counts are far below 2^52")]
fn ratio(got: u64, reference: u64) -> f64 {
    got as f64 / (RATIO * reference.max(1) as f64)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::time::Duration;

    use super::{Measured, reference_counts, section};
    use crate::assess::results::TimingRecord;

    fn record(counts: &[(&str, u64)], moves: i64) -> TimingRecord {
        let counts: BTreeMap<String, u64> = counts.iter().map(|(k, v)| ((*k).to_string(), *v)).collect();
        TimingRecord { puzzle: "puzzle31.txt".into(), moves: Some(moves), cpu_ms: 250.0, counts, error: None }
    }

    #[test]
    fn counts_are_held_to_the_reference_times_the_ratio() {
        let board = npuzzle::Board::from_tiles(3, &[8, 6, 7, 2, 5, 4, 3, 0, 1]).expect("a board");
        let reference = reference_counts(&board).expect("solved");
        assert_eq!((reference.inserts, reference.del_mins, reference.equals_calls), (46007, 27805, 73801));
        type Case<'a> = (&'a [(&'a str, u64)], i64, [bool; 5]);
        let cases: [Case<'_>; 4] = [
            // A faithful solver: every group passes.
            (
                &[("insert", 46007), ("delMin", 27805), ("board", 73809), ("equals", 73801), ("manhattan", 46007)],
                31,
                [true; 5],
            ),
            // manhattan() recomputed in compareTo: only 4b fails.
            (
                &[("insert", 46007), ("delMin", 27805), ("board", 73809), ("equals", 73801), ("manhattan", 400_000)],
                31,
                [true, true, true, true, false],
            ),
            // One queue for board and twin: about twice the inserts; toString() called once.
            (
                &[
                    ("insert", 80600),
                    ("delMin", 27805),
                    ("board", 73809),
                    ("equals", 73801),
                    ("manhattan", 46007),
                    ("toString", 1),
                ],
                31,
                [true, false, false, true, true],
            ),
            // A wrong answer fails the first group only.
            (
                &[("insert", 46007), ("delMin", 27805), ("board", 73809), ("equals", 73801), ("manhattan", 46007)],
                33,
                [false, true, true, true, true],
            ),
        ];
        // What the section's notes say of each: the recomputed priority and the toString() call.
        let noted: [&[&str]; 4] =
            [&[], &["On puzzle31.txt: manhattan() is called 400000 times"], &["On puzzle31.txt: toString()"], &[]];
        for ((counts, moves, expected), noted) in cases.into_iter().zip(noted) {
            let record = record(counts, moves);
            let measured = [Measured { record: &record, n: 3, expected: Some(31), reference }];
            let timing = section(&measured, Duration::from_secs(5));
            let passed: Vec<bool> = timing.tests.iter().map(|t| t.passed).collect();
            assert_eq!(passed, expected, "{counts:?}");
            assert_eq!(timing.tables.len(), 5);
            assert_eq!(timing.notes.len(), noted.len(), "{:?}", timing.notes);
            assert!(timing.notes.iter().zip(noted).all(|(note, start)| note.starts_with(start)), "{:?}", timing.notes);
        }
    }

    #[test]
    fn a_puzzle_that_did_not_finish_fails_every_group_with_the_reason() {
        let mut record = record(&[], 0);
        record.moves = None;
        record.error = Some("took more than 5.0 seconds".into());
        let board = npuzzle::Board::from_tiles(2, &[1, 2, 3, 0]).expect("a board");
        let reference = reference_counts(&board).expect("solved");
        let measured = [Measured { record: &record, n: 2, expected: Some(0), reference }];
        let timing = section(&measured, Duration::from_secs(5));
        assert!(timing.tests.iter().all(|t| !t.passed && t.details == ["took more than 5.0 seconds"]));
        assert_eq!(timing.tests[1].cells, ["puzzle31.txt", "-", "-"]);
    }
}
