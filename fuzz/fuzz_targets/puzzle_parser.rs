//! The puzzle parser on generated puzzle files and on raw bytes: never a panic; a board that parses
//! prints back as itself; every error is one line with no raw control character.
#![no_main]

#[path = "../../tests/generators/mod.rs"]
#[expect(dead_code, reason = "each target uses one of the shared generators")]
mod generators;

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use npuzzle::Board;

fn check(text: &str) {
    match text.parse::<Board>() {
        Ok(board) => assert_eq!(board.to_string().parse::<Board>(), Ok(board)),
        Err(error) => assert!(!error.to_string().chars().any(char::is_control), "{error}"),
    }
}

fuzz_target!(|data: &[u8]| {
    check(&String::from_utf8_lossy(data));
    if let Ok(text) = generators::puzzle_text(&mut Unstructured::new(data)) {
        check(&text);
    }
});
