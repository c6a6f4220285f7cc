//! [`assemble`]: the driver's records, the builds and the reference's numbers made into the
//! [`Assessment`]. A section whose code did not compile or whose phase did not run is failed here with
//! the reason, test by test, so its totals still count what the assessment would.

use std::time::Duration;

use crate::assess::compile::Compiled;
use crate::assess::memory::{SolverMeasured, board_section, solver_section};
use crate::assess::model::{Assessment, Section, Test};
use crate::assess::results::{BoardMemoryRecord, Record, Results, SolverMemoryRecord, TimingRecord};
use crate::assess::standard::Counts;
use crate::assess::style::{self, Checked, Rule};
use crate::assess::timing::{Measured, section as timing_section};
use crate::config::Part;
use crate::config::SectionKind;

/// The tests each correctness section has, so a section that never ran still counts them.
const BOARD_TESTS: [&str; 26] = [
    "1a", "1b", "2a", "2b", "3", "4a", "4b", "5a", "5b", "6a", "6b", "7a", "7b", "8a", "8b", "9", "10a", "10b", "10c",
    "11", "12", "13", "14", "15", "16", "17",
];
const SOLVER_TESTS: [&str; 26] = [
    "1", "2a", "2b", "3a", "3b", "4a", "4b", "5", "6a", "6b", "7", "8", "9a", "9b", "10a", "10b", "10c", "11", "12a",
    "12b", "13a", "13b", "14a", "14b", "15a", "15b",
];

/// How many tests `part` has when the assessment runs `timing` timing puzzles and `memory` memory
/// puzzles: what [`assemble`] makes of it whether or not its code ran (a class counts the points of
/// a submission that could not be assessed from it).
#[must_use]
pub fn expected_tests(part: Part, timing: usize, memory: usize) -> usize {
    match part {
        Part::Api => 1,
        Part::Section(SectionKind::BoardCorrectness) => BOARD_TESTS.len(),
        Part::Section(SectionKind::BoardMemory) => BOARD_SIZES.len(),
        Part::Section(SectionKind::SolverCorrectness) => SOLVER_TESTS.len(),
        // What each Solver keeps, and its queues.
        Part::Section(SectionKind::SolverMemory) => 2 * memory,
        // The CPU time, then the four count tables.
        Part::Section(SectionKind::Timing) => 5 * timing,
        Part::Section(SectionKind::Style) => Rule::ALL.len(),
    }
}

/// The assessment from what ran and what the style checks found.
#[must_use]
pub fn assemble(
    compiled: &Compiled,
    results: &Results,
    counts: &Counts,
    style: &Checked,
    test_limit: Duration,
    cpu_seconds: f64,
) -> Assessment {
    let mut problems: Vec<String> =
        results.errors().map(|(phase, message)| format!("{phase} stopped: {message}")).collect();
    problems
        .extend(results.garbled.iter().map(|line| format!("the driver printed a line that is not a record: {line}")));
    if !results.finished {
        problems.push("the assessment did not finish; the tests it did not reach are failed".into());
    }
    let mut sections = vec![
        correctness(SectionKind::BoardCorrectness, "board", &BOARD_TESTS, &compiled.board, results),
        board_memory(&compiled.board, results),
        correctness(SectionKind::SolverCorrectness, "solver", &SOLVER_TESTS, &compiled.solver, results),
        solver_memory(&compiled.solver, results, counts),
        timing(&compiled.solver, results, counts, test_limit),
        style::section(style),
    ];
    for section in &mut sections {
        section.notes.extend(results.budget_notes(section.kind.short_name()).map(|note| format!("Budget: {note}")));
    }
    let api = match (&compiled.board, &compiled.solver) {
        (Err(why), _) => Err(compile_note(SectionKind::BoardCorrectness, why)),
        (_, Err(why)) => Err(compile_note(SectionKind::SolverCorrectness, why)),
        _ => Ok(()),
    };
    Assessment { compilation: compiled.student.clone(), api, sections, problems, cpu_seconds }
}

fn correctness(kind: SectionKind, name: &str, ids: &[&str], built: &Result<(), String>, results: &Results) -> Section {
    let ran: Vec<Test> = results
        .tests(name)
        .map(|t| Test {
            id: t.id.clone(),
            subject: None,
            title: t.title.clone(),
            inputs: t.inputs.clone(),
            passed: t.passed,
            details: t.details.clone(),
            cells: Vec::new(),
            cpu_ms: t.cpu_ms,
        })
        .collect();
    let why = why_not_run(built);
    let mut tests = ran.clone();
    tests.extend(ids.iter().filter(|id| !ran.iter().any(|t| t.id == **id)).map(|id| not_run(id, &why)));
    let notes = built.as_ref().err().map(|why| compile_note(kind, why)).into_iter().collect();
    Section { kind, tests, tables: Vec::new(), notes }
}

/// Why a section could not run, for a student: which code did not compile with what.
fn compile_note(kind: SectionKind, why: &str) -> String {
    match kind {
        SectionKind::BoardCorrectness => {
            format!("Board.java does not compile with the Board tests, which call every method of Board's API: {why}")
        }
        _ => format!(
            "Solver.java does not compile against the reference Board (a Solver may only use Board's API): {why}"
        ),
    }
}

fn why_not_run(built: &Result<(), String>) -> String {
    match built {
        Ok(()) => "not run: the assessment stopped before this test".into(),
        Err(_) => "not run: the code did not compile (see above)".into(),
    }
}

fn not_run(id: &str, why: &str) -> Test {
    Test {
        id: id.to_string(),
        subject: None,
        title: String::new(),
        inputs: Vec::new(),
        passed: false,
        details: vec![why.to_string()],
        cells: Vec::new(),
        cpu_ms: 0.0,
    }
}

/// The Board sizes the memory phase measures.
const BOARD_SIZES: [u32; 10] = [2, 3, 4, 8, 12, 16, 20, 37, 72, 120];

fn board_memory(built: &Result<(), String>, results: &Results) -> Section {
    let mut records: Vec<BoardMemoryRecord> = results
        .records
        .iter()
        .filter_map(|r| if let Record::BoardMemory(m) = r { Some(m.clone()) } else { None })
        .collect();
    for n in BOARD_SIZES {
        if !records.iter().any(|r| r.n == n) {
            records.push(BoardMemoryRecord { n, bytes: None, error: Some(why_not_run(built)) });
        }
    }
    board_section(&records)
}

fn solver_memory(built: &Result<(), String>, results: &Results, counts: &Counts) -> Section {
    let mut records: Vec<SolverMemoryRecord> = results
        .records
        .iter()
        .filter_map(|r| if let Record::SolverMemory(m) = r { Some(m.clone()) } else { None })
        .collect();
    for counted in &counts.memory {
        if !records.iter().any(|r| r.puzzle == counted.name) {
            records.push(SolverMemoryRecord {
                puzzle: counted.name.clone(),
                moves: None,
                solver_bytes: None,
                queues: Vec::new(),
                error: Some(why_not_run(built)),
            });
        }
    }
    let measured: Vec<SolverMeasured<'_>> = counts
        .memory
        .iter()
        .filter_map(|counted| {
            let record = records.iter().find(|r| r.puzzle == counted.name)?;
            Some(SolverMeasured {
                record,
                n: counted.n as u64,
                expected: u64::from(counted.moves.unwrap_or(0)),
                reference: counted.stats,
            })
        })
        .collect();
    solver_section(&measured)
}

fn timing(built: &Result<(), String>, results: &Results, counts: &Counts, limit: Duration) -> Section {
    let mut records: Vec<TimingRecord> =
        results.records.iter().filter_map(|r| if let Record::Timing(t) = r { Some(t.clone()) } else { None }).collect();
    for counted in &counts.timing {
        if !records.iter().any(|r| r.puzzle == counted.name) {
            records.push(TimingRecord {
                puzzle: counted.name.clone(),
                moves: None,
                cpu_ms: 0.0,
                counts: std::collections::BTreeMap::new(),
                error: Some(why_not_run(built)),
            });
        }
    }
    let measured: Vec<Measured<'_>> = counts
        .timing
        .iter()
        .filter_map(|counted| {
            let record = records.iter().find(|r| r.puzzle == counted.name)?;
            Some(Measured { record, n: counted.n, expected: counted.moves, reference: counted.stats })
        })
        .collect();
    timing_section(&measured, limit)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{assemble, expected_tests};
    use crate::assess::compile::Compiled;
    use crate::assess::part_tests;
    use crate::assess::results::Results;
    use crate::assess::standard::{Counted, Counts};
    use crate::assess::style::Checked;
    use crate::config::Part;

    #[test]
    fn a_submission_that_ran_nothing_has_every_expected_test() {
        let counted = |name: &str| Counted { name: name.into(), n: 3, moves: Some(4), stats: Default::default() };
        let counts = Counts {
            timing: ["a.txt", "b.txt", "c.txt"].map(counted).to_vec(),
            memory: ["d.txt", "e.txt"].map(counted).to_vec(),
        };
        let why = Err("Board.java:1: error: class expected".to_string());
        let compiled = Compiled { student: why.clone(), board: why.clone(), solver: why };
        let style = Checked::not_run("not run: the code did not compile");
        let assessment = assemble(&compiled, &Results::default(), &counts, &style, Duration::from_secs(1), 0.0);
        for part in Part::ALL {
            let tests = part_tests(part, &assessment);
            assert_eq!(tests.len(), expected_tests(part, 3, 2), "{}", part.short_name());
            assert!(tests.iter().all(|t| !t.passed), "{}", part.short_name());
        }
    }
}
