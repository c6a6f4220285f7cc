//! `slider generate`: random boards in the puzzle-file format, reproducible from a seed: uniformly
//! random solvable ones, unsolvable ones, or ones proven to need exactly k moves.

use std::fmt::Write as _;
use std::io::{self, Write};

use anyhow::{Context, Result, bail};
use npuzzle::Board;
use npuzzle::generate::{board_at_distance_with, random_boards};
use npuzzle::ida_star::IdaHeuristic;

use crate::cli::{GenerateArgs, StyleArg};
use crate::exit_code;
use crate::pattern_cache::{self, Loaded};

/// Makes the boards and prints or writes them.
pub fn run(args: &GenerateArgs) -> Result<i32> {
    let n = usize::from(args.size);
    if args.count > 1 && args.out_dir.is_none() {
        bail!("--count {} needs --out-dir (and --name): a puzzle file holds one board", args.count);
    }
    let boards = boards(args, n)?;
    match (&args.out_dir, &args.name) {
        (Some(dir), Some(name)) => {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
            for (i, board) in boards.iter().enumerate() {
                let path = dir.join(format!("{name}-{}.txt", i + 1));
                std::fs::write(&path, puzzle_text(board, args.style))
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
        }
        _ => io::stdout().lock().write_all(puzzle_text(&boards[0], args.style).as_bytes())?,
    }
    Ok(exit_code::SUCCESS)
}

/// The boards asked for; board i of a k-move run uses seed + i.
fn boards(args: &GenerateArgs, n: usize) -> Result<Vec<Board>> {
    let Some(k) = args.moves else {
        let boards = random_boards(n, args.count as usize, args.seed);
        return Ok(if args.unsolvable { boards.iter().map(Board::twin).collect() } else { boards });
    };
    let mut pdbs = Loaded::new(pattern_cache::directory(&args.pdb));
    let partition = pattern_cache::partition_for(args.pdb.pdb, n)?;
    let heuristic = match &partition {
        Some(partition) => IdaHeuristic::Pdb(pdbs.get(partition)),
        None => IdaHeuristic::LinearConflict,
    };
    (0..u64::from(args.count))
        .map(|i| board_at_distance_with(n, k, args.seed + i, heuristic).map_err(anyhow::Error::from))
        .collect()
}

/// A board as puzzle-file text in one of the corpus's whitespace styles.
#[must_use]
pub fn puzzle_text(board: &Board, style: StyleArg) -> String {
    let n = board.dimension();
    let width = (n * n - 1).to_string().len().max(2);
    let mut text = format!("{n}\n");
    if style == StyleArg::Spaced {
        text.push('\n');
    }
    for row in 0..n {
        let tiles = (0..n).map(|col| board.tile_at(row, col));
        let line = match style {
            StyleArg::Single => tiles.map(|t| t.to_string()).collect::<Vec<_>>().join(" "),
            StyleArg::Padded | StyleArg::Spaced => tiles.fold(String::new(), |mut s, t| {
                let _ = write!(s, "{t:>width$} ");
                s
            }),
            StyleArg::Bare => tiles.map(|t| format!("{t:>width$}")).collect::<Vec<_>>().join(" "),
        };
        text.push_str(&line);
        text.push('\n');
    }
    if style == StyleArg::Spaced {
        text.push_str("\n\n");
    }
    text
}

#[cfg(test)]
mod tests {
    use npuzzle::Board;

    use super::puzzle_text;
    use crate::cli::StyleArg;

    #[test]
    fn every_style_reads_back_as_the_same_board() {
        let board: Board = "3 0 1 3 4 2 5 7 8 6".parse().expect("valid");
        assert_eq!(puzzle_text(&board, StyleArg::Padded), "3\n 0  1  3 \n 4  2  5 \n 7  8  6 \n");
        assert_eq!(puzzle_text(&board, StyleArg::Bare), "3\n 0  1  3\n 4  2  5\n 7  8  6\n");
        assert_eq!(puzzle_text(&board, StyleArg::Single), "3\n0 1 3\n4 2 5\n7 8 6\n");
        assert_eq!(puzzle_text(&board, StyleArg::Spaced), "3\n\n 0  1  3 \n 4  2  5 \n 7  8  6 \n\n\n");
        for style in [StyleArg::Padded, StyleArg::Bare, StyleArg::Single, StyleArg::Spaced] {
            assert_eq!(puzzle_text(&board, style).parse::<Board>(), Ok(board.clone()));
        }
        assert_eq!(puzzle_text(&Board::goal(4), StyleArg::Padded), Board::goal(4).to_string());
    }
}
