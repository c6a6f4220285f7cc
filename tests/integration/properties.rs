//! Laws the parsers and the trace check keep on any input, checked on inputs the fuzz targets' own
//! generators make (`tests/generators/`) from random bytes: nothing panics, a board that parses prints
//! back as itself, every message is one line with no raw control character, boards read are whole,
//! and a trace check's counts never exceed the trace's lines.

#[path = "../generators/mod.rs"]
mod generators;

use std::sync::atomic::AtomicBool;

use arbitrary::Unstructured;
use npuzzle::{Board, Heuristic, Observer, SolverOptions, Strategy, solve};
use proptest::collection::vec;
use proptest::prelude::*;
use slider::grade::{Verdict, check_trace};
use slider::protocol::answer::Printed;
use slider::protocol::answer_reader;
use slider::protocol::lines::numbered;
use slider::protocol::trace::write_line;

/// A message fit for a terminal: one line, no control character of a solver's or a file's.
fn one_clean_line(message: &str) -> bool {
    !message.chars().any(char::is_control)
}

/// The reference's trace of puzzle04, as `slider solve` writes it.
fn reference_trace() -> String {
    let board: Board = "3 0 1 3 4 2 5 7 8 6".parse().expect("puzzle04");
    let mut text = Vec::new();
    let mut observer = Observer::new().on_queue(|op, b: &Board, moves, priority| {
        write_line(&mut text, op, b, moves, priority).expect("in memory");
    });
    solve(&board, &Strategy::AStar(SolverOptions::default()), &mut observer).expect("no budget");
    drop(observer);
    String::from_utf8(text).expect("text")
}

proptest! {
    // Failures are reported in full by the test; nothing is written into the checkout.
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn a_puzzle_file_parses_to_a_board_that_prints_back_or_to_one_clean_line(bytes in vec(any::<u8>(), 0..512)) {
        let Ok(text) = generators::puzzle_text(&mut Unstructured::new(&bytes)) else { return Ok(()) };
        match text.parse::<Board>() {
            Ok(board) => prop_assert_eq!(board.to_string().parse::<Board>(), Ok(board)),
            Err(error) => prop_assert!(one_clean_line(&error.to_string()), "{error}"),
        }
    }

    #[test]
    fn solver_output_reads_as_whole_boards_or_as_one_clean_line(bytes in vec(any::<u8>(), 0..1024), n in 2usize..5) {
        let Ok(text) = generators::solver_output(&mut Unstructured::new(&bytes), n, "puzzle04.txt") else {
            return Ok(());
        };
        match answer_reader::parse(&text, "puzzle04.txt", n) {
            Ok(parsed) => {
                if let Printed::Solution { boards, .. } = &parsed.printed {
                    prop_assert_eq!(boards.tiles.len() % (n * n), 0);
                }
                prop_assert!(parsed.notes.iter().all(|note| one_clean_line(note)), "{:?}", parsed.notes);
            }
            Err(problem) => {
                let reason = Verdict::UnparseableOutput(problem).reason();
                prop_assert!(one_clean_line(&reason), "{reason}");
            }
        }
    }

    #[test]
    fn a_trace_check_counts_no_more_than_the_lines_or_says_one_clean_line(bytes in vec(any::<u8>(), 0..1024)) {
        let reference = reference_trace();
        let lines: Vec<&str> = reference.lines().collect();
        let Ok(text) = generators::trace_text(&mut Unstructured::new(&bytes), &lines) else { return Ok(()) };
        let start: Board = "3 0 1 3 4 2 5 7 8 6".parse().expect("puzzle04");
        let stop = AtomicBool::new(false);
        match check_trace(&text, false, &start, Heuristic::Manhattan, Some(4), &stop) {
            Ok(summary) => prop_assert!(summary.inserts + summary.del_mins <= numbered(&text).count() as u64),
            Err(violation) => prop_assert!(one_clean_line(&violation.to_string()), "{violation}"),
        }
    }
}
