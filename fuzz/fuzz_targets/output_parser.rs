//! The solver-output parser on generated outputs and on raw bytes: never a panic; boards read are
//! whole; every reason and note is one line with no raw control character.
#![no_main]

#[path = "../../tests/generators/mod.rs"]
#[expect(dead_code, reason = "each target uses one of the shared generators")]
mod generators;

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use slider::grade::Verdict;
use slider::protocol::answer::Printed;
use slider::protocol::answer_reader;

fn check(text: &str, n: usize) {
    match answer_reader::parse(text, "puzzle04.txt", n) {
        Ok(parsed) => {
            if let Printed::Solution { boards, .. } = &parsed.printed {
                assert_eq!(boards.tiles.len() % (n * n), 0);
            }
            assert!(parsed.notes.iter().all(|note| !note.chars().any(char::is_control)), "{:?}", parsed.notes);
        }
        Err(problem) => {
            let reason = Verdict::UnparseableOutput(problem).reason();
            assert!(!reason.chars().any(char::is_control), "{reason}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let n = 2 + usize::from(data.first().copied().unwrap_or(0) % 3);
    check(&String::from_utf8_lossy(data), n);
    if let Ok(text) = generators::solver_output(&mut Unstructured::new(data), n, "puzzle04.txt") {
        check(&text, n);
    }
});
