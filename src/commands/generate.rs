//! `slider generate`: random boards in the puzzle-file format, reproducible from a seed: uniformly
//! random solvable ones, unsolvable ones, or ones proven to need exactly k moves.

use std::fmt::Write as _;
use std::io::{self, Write};

use anyhow::Result;
use npuzzle::Board;
use npuzzle::generate::{board_at_distance_with, random_boards};
use npuzzle::ida_star::IdaHeuristic;

use crate::config::{GenerateConfig, Style};
use crate::exit_code::{self, WriteError};
use crate::search::{Loaded, partitions_for};

/// Makes the boards and prints or writes them.
pub fn run(config: &GenerateConfig) -> Result<i32> {
    let boards = boards(config)?;
    let Some((dir, name)) = &config.out else {
        let text = puzzle_text(&boards[0], config.style);
        io::stdout().lock().write_all(text.as_bytes()).map_err(|e| WriteError::new("standard output", e))?;
        return Ok(exit_code::SUCCESS);
    };
    std::fs::create_dir_all(dir).map_err(|e| WriteError::new(dir.display().to_string(), e))?;
    for (i, board) in boards.iter().enumerate() {
        let path = dir.join(format!("{name}-{}.txt", i + 1));
        std::fs::write(&path, puzzle_text(board, config.style))
            .map_err(|e| WriteError::new(path.display().to_string(), e))?;
    }
    Ok(exit_code::SUCCESS)
}

/// The boards asked for; board i of a k-move run uses seed + i.
fn boards(config: &GenerateConfig) -> Result<Vec<Board>> {
    let n = config.size;
    let Some(k) = config.moves else {
        let boards = random_boards(n, config.count as usize, config.seed);
        return Ok(if config.unsolvable { boards.iter().map(Board::twin).collect() } else { boards });
    };
    let mut pdbs = Loaded::new(config.cache.clone());
    let partitions = partitions_for(&config.pdb, n)?;
    let heuristic = IdaHeuristic::from_pdbs(pdbs.get_all(&partitions)).unwrap_or(IdaHeuristic::LinearConflict);
    (0..u64::from(config.count))
        .map(|i| {
            let board = board_at_distance_with(n, k, config.seed + i, heuristic)?;
            // The twin swaps two tiles and never the blank, so the twin of the twin is the board.
            Ok(if config.unsolvable { board.twin() } else { board })
        })
        .collect()
}

/// A board as puzzle-file text in one of the corpus's whitespace styles.
#[must_use]
pub fn puzzle_text(board: &Board, style: Style) -> String {
    let n = board.dimension();
    let width = (n * n - 1).to_string().len().max(2);
    let mut text = format!("{n}\n");
    if style == Style::Spaced {
        text.push('\n');
    }
    for row in 0..n {
        let tiles = (0..n).map(|col| board.tile_at(row, col));
        let line = match style {
            Style::Single => tiles.map(|t| t.to_string()).collect::<Vec<_>>().join(" "),
            Style::Padded | Style::Spaced => tiles.fold(String::new(), |mut s, t| {
                let _ = write!(s, "{t:>width$} ");
                s
            }),
            Style::Bare => tiles.map(|t| format!("{t:>width$}")).collect::<Vec<_>>().join(" "),
        };
        text.push_str(&line);
        text.push('\n');
    }
    if style == Style::Spaced {
        text.push_str("\n\n");
    }
    text
}

#[cfg(test)]
mod tests {
    use npuzzle::Board;

    use super::puzzle_text;
    use crate::config::Style;

    #[test]
    fn every_style_reads_back_as_the_same_board() {
        let board: Board = "3 0 1 3 4 2 5 7 8 6".parse().expect("valid");
        assert_eq!(puzzle_text(&board, Style::Padded), "3\n 0  1  3 \n 4  2  5 \n 7  8  6 \n");
        assert_eq!(puzzle_text(&board, Style::Bare), "3\n 0  1  3\n 4  2  5\n 7  8  6\n");
        assert_eq!(puzzle_text(&board, Style::Single), "3\n0 1 3\n4 2 5\n7 8 6\n");
        assert_eq!(puzzle_text(&board, Style::Spaced), "3\n\n 0  1  3 \n 4  2  5 \n 7  8  6 \n\n\n");
        for style in [Style::Padded, Style::Bare, Style::Single, Style::Spaced] {
            assert_eq!(puzzle_text(&board, style).parse::<Board>(), Ok(board.clone()));
        }
        assert_eq!(puzzle_text(&Board::goal(4), Style::Padded), Board::goal(4).to_string());
    }
}
