//! What the Java driver reports, typed: one JSON object a line on its standard output, told apart by
//! `kind`. Lines that are not such records are kept as [`Results::garbled`] rather than trusted.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::escape;

/// One test the driver ran.
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct TestRecord {
    /// `board` or `solver`.
    pub section: String,
    /// The assessment's id, e.g. `6a`.
    pub id: String,
    /// What it checks.
    pub title: String,
    /// Whether it passed.
    pub passed: bool,
    /// Its inputs, a line each.
    #[serde(default)]
    pub inputs: Vec<String>,
    /// Why it failed, a line each.
    #[serde(default)]
    pub details: Vec<String>,
    /// CPU time of the student's code in it.
    #[serde(default)]
    pub cpu_ms: f64,
}

/// The student's Solver on one timing puzzle with the reference Board and the counting MinPQ.
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct TimingRecord {
    /// The puzzle file's name.
    pub puzzle: String,
    /// The student's `moves()` (absent when it did not finish).
    #[serde(default)]
    pub moves: Option<i64>,
    /// CPU time of the construction and `moves()`.
    #[serde(default)]
    pub cpu_ms: f64,
    /// Operation counts by name: `insert`, `delMin`, `maxSize`, `board`, `equals`, `manhattan`,
    /// `hamming`, `toString`.
    #[serde(default)]
    pub counts: BTreeMap<String, u64>,
    /// Why it did not finish.
    #[serde(default)]
    pub error: Option<String>,
}

/// The deep size of one student Board of size n.
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct BoardMemoryRecord {
    /// The board's size.
    pub n: u32,
    /// Its deep size in bytes.
    #[serde(default)]
    pub bytes: Option<u64>,
    /// Why it could not be measured.
    #[serde(default)]
    pub error: Option<String>,
}

/// One priority queue a Solver made.
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct QueueMemory {
    /// Its deep size at the end of the construction.
    pub deep_bytes: u64,
    /// The most items it held.
    pub max_size: u64,
    /// The items it held at the end.
    pub final_size: u64,
}

/// What a student Solver keeps after its construction on one puzzle.
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct SolverMemoryRecord {
    /// The puzzle file's name.
    pub puzzle: String,
    /// The student's `moves()`.
    #[serde(default)]
    pub moves: Option<i64>,
    /// The Solver's deep size.
    #[serde(default)]
    pub solver_bytes: Option<u64>,
    /// Its queues.
    #[serde(default)]
    pub queues: Vec<QueueMemory>,
    /// Why it could not be measured.
    #[serde(default)]
    pub error: Option<String>,
}

/// One operation of a Solver on a counting MinPQ (the queue-trace phase).
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct QueueOpRecord {
    /// The queue, numbered in creation order.
    pub queue: u32,
    /// `insert` or `delmin`.
    pub op: String,
    /// The board in the item, row-major (absent when the item holds none).
    #[serde(default)]
    pub tiles: Option<Vec<u16>>,
    /// The item's int fields by name (moves, priority, ...).
    #[serde(default)]
    pub ints: BTreeMap<String, i64>,
}

/// One line of the driver's output.
#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Record {
    /// A test's outcome.
    Test(TestRecord),
    /// A timing puzzle.
    Timing(TimingRecord),
    /// A Board's size.
    BoardMemory(BoardMemoryRecord),
    /// A Solver's memory.
    SolverMemory(SolverMemoryRecord),
    /// An operation on a queue.
    QueueOp(QueueOpRecord),
    /// The end of the queue trace.
    QueueTraceEnd {
        /// The student's `moves()`.
        #[serde(default)]
        moves: Option<i64>,
        /// Whether the operations were cut at the cap.
        #[serde(default)]
        truncated: bool,
        /// The whole search's operation counts, as a timing record's.
        #[serde(default)]
        counts: BTreeMap<String, u64>,
        /// Why the Solver did not finish.
        #[serde(default)]
        error: Option<String>,
    },
    /// A budget of a section ended some of its work early (the driver's `SliderBudget`).
    Budget {
        /// The section (`board`, `solver`, `solver-memory`, `timing`).
        section: String,
        /// What was not run and why.
        note: String,
    },
    /// A phase that could not run (its class would not load, or it died outside its tests).
    Error {
        /// The phase's class.
        phase: String,
        /// What went wrong.
        message: String,
    },
    /// The driver finished.
    Done {},
}

/// Everything one run of the driver said.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Results {
    /// The records, in order.
    pub records: Vec<Record>,
    /// Whether the driver got to its end.
    pub finished: bool,
    /// Lines that were not records (the first few).
    pub garbled: Vec<String>,
}

impl Results {
    /// Reads the driver's standard output.
    #[must_use]
    pub fn read(stdout: &str) -> Results {
        let mut results = Results::default();
        for line in stdout.lines().filter(|l| !l.trim().is_empty()) {
            match record(line) {
                Some(Record::Done {}) => results.finished = true,
                Some(record) => results.records.push(record),
                None if results.garbled.len() < 5 => results.garbled.push(escape::cut(line, 200)),
                None => {}
            }
        }
        results
    }

    /// The tests of one section, in the order they ran.
    pub fn tests<'a>(&'a self, section: &'a str) -> impl Iterator<Item = &'a TestRecord> {
        self.records.iter().filter_map(move |r| match r {
            Record::Test(t) if t.section == section => Some(t),
            _ => None,
        })
    }

    /// What the budgets of the section `section` (its driver name) ended early, in order.
    pub fn budget_notes<'a>(&'a self, section: &'a str) -> impl Iterator<Item = &'a str> {
        self.records.iter().filter_map(move |r| match r {
            Record::Budget { section: s, note } if s == section => Some(note.as_str()),
            _ => None,
        })
    }

    /// The phase errors, as (phase, message).
    pub fn errors(&self) -> impl Iterator<Item = (&str, &str)> {
        self.records.iter().filter_map(|r| match r {
            Record::Error { phase, message } => Some((phase.as_str(), message.as_str())),
            _ => None,
        })
    }
}

/// A line as a record, every string in it escaped: the student's code runs in the driver's JVM,
/// and its messages, `toString()` and exceptions reach the records.
fn record(line: &str) -> Option<Record> {
    let mut value: serde_json::Value = serde_json::from_str(line).ok()?;
    escape_strings(&mut value);
    serde_json::from_value(value).ok()
}

fn escape_strings(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::String(text) => *text = escape::shown(text),
        serde_json::Value::Array(items) => items.iter_mut().for_each(escape_strings),
        serde_json::Value::Object(fields) => fields.values_mut().for_each(escape_strings),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::{Record, Results};

    #[test]
    fn records_are_read_by_kind_and_anything_else_is_set_aside() {
        let stdout = concat!(
            r#"{"kind":"test","section":"board","id":"1a","title":"hamming()","passed":false,"inputs":["puzzle04.txt"],"details":["student hamming() = 5"],"cpu_ms":1.5}"#,
            "\n",
            r#"{"kind":"timing","puzzle":"puzzle20.txt","moves":20,"cpu_ms":3.0,"counts":{"insert":10},"error":null}"#,
            "\nnot json\n",
            r#"{"kind":"error","phase":"SliderBoardMemory","message":"java.lang.NoSuchMethodError"}"#,
            "\n",
            r#"{"kind":"budget","section":"timing","note":"larger puzzles than puzzle31.txt were not run"}"#,
            "\n",
            r#"{"kind":"done"}"#,
        );
        let results = Results::read(stdout);
        assert!(results.finished);
        assert_eq!(results.garbled, ["not json"]);
        assert_eq!(results.records.len(), 4);
        assert_eq!(
            results.budget_notes("timing").collect::<Vec<_>>(),
            ["larger puzzles than puzzle31.txt were not run"]
        );
        assert_eq!(results.budget_notes("solver").count(), 0);
        let test = results.tests("board").next().expect("a board test");
        assert_eq!((test.id.as_str(), test.passed, test.details.len()), ("1a", false, 1));
        let Record::Timing(timing) = &results.records[1] else { panic!("a timing record") };
        assert_eq!((timing.moves, timing.counts["insert"]), (Some(20), 10));
        assert_eq!(results.errors().collect::<Vec<_>>(), [("SliderBoardMemory", "java.lang.NoSuchMethodError")]);
        assert!(!Results::read("").finished);
    }

    #[test]
    fn what_the_students_code_said_is_escaped() {
        let stdout = concat!(
            r#"{"kind":"test","section":"board","id":"2","title":"toString()","passed":false,"details":["student toString() = \u001b[2J\nALL PASSED"]}"#,
            "\n\u{1b}[31mforged\n",
        );
        let results = Results::read(stdout);
        let test = results.tests("board").next().expect("a board test");
        assert_eq!(test.details, ["student toString() = \\u{1b}[2J\\u{a}ALL PASSED"]);
        assert_eq!(results.garbled, ["\\u{1b}[31mforged"]);
    }
}
