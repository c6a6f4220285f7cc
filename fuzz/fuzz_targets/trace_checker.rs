//! The trace check on mutated reference traces of puzzle04 and on raw bytes: never a panic; every
//! violation is one line with no raw control character; the counts never exceed the lines.
#![no_main]

#[path = "../../tests/generators/mod.rs"]
#[expect(dead_code, reason = "each target uses one of the shared generators")]
mod generators;

use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use npuzzle::{Board, Heuristic, Observer, SolverOptions, Strategy, solve};
use slider::grade::check_trace;
use slider::protocol::lines::numbered;
use slider::protocol::trace::write_line;

fn start() -> Board {
    "3 0 1 3 4 2 5 7 8 6".parse().expect("puzzle04")
}

/// The reference's trace of puzzle04, as `slider solve` writes it.
fn reference() -> &'static str {
    static TRACE: OnceLock<String> = OnceLock::new();
    TRACE.get_or_init(|| {
        let mut text = Vec::new();
        let mut observer = Observer::new().on_queue(|op, b: &Board, moves, priority| {
            write_line(&mut text, op, b, moves, priority).expect("in memory");
        });
        solve(&start(), &Strategy::AStar(SolverOptions::default()), &mut observer).expect("no budget");
        drop(observer);
        String::from_utf8(text).expect("text")
    })
}

fn check(text: &str) {
    let stop = AtomicBool::new(false);
    match check_trace(text, false, &start(), Heuristic::Manhattan, Some(4), &stop) {
        Ok(summary) => assert!(summary.inserts + summary.del_mins <= numbered(text).count() as u64),
        Err(violation) => assert!(!violation.to_string().chars().any(char::is_control), "{violation}"),
    }
}

fuzz_target!(|data: &[u8]| {
    check(&String::from_utf8_lossy(data));
    let lines: Vec<&str> = reference().lines().collect();
    if let Ok(text) = generators::trace_text(&mut Unstructured::new(data), &lines) {
        check(&text);
    }
});
