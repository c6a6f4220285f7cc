//! The benchmark board sets are what the generator makes from their recorded seeds, and their boards'
//! distances are what the benches assume.

use npuzzle::Board;
use npuzzle::generate::random_boards;

fn read(name: &str) -> Vec<Board> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/sets").join(name);
    let text = std::fs::read_to_string(&path).expect("the board set exists");
    text.lines().filter(|l| !l.trim().is_empty()).map(|l| l.parse().expect("boards parse")).collect()
}

/// One line a board: n then the tiles.
fn line(board: &Board) -> String {
    let tiles: Vec<String> = board.tiles().iter().map(u16::to_string).collect();
    format!("{} {}", board.dimension(), tiles.join(" "))
}

#[test]
fn the_15_puzzle_set_is_the_seeded_generator_output() {
    let expected = random_boards(4, 100, 20_261_203);
    let found = read("random-4x4-100.txt");
    if found != expected {
        let text: Vec<String> = expected.iter().map(line).collect();
        panic!("random-4x4-100.txt differs from the generator; expected:\n{}", text.join("\n"));
    }
}
