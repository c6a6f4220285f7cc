//! Boards in the API: a board is its rows of tiles (`[[1, 2, 3], [4, 5, 6], [7, 8, 0]]`, 0 the blank),
//! read with a message for every way it can be wrong and written back the same way.

use npuzzle::{Board, MAX_SIZE, MIN_SIZE};

use crate::serve::error::ApiError;

/// The rows of a board.
pub type Rows = Vec<Vec<u16>>;

/// The board of `rows`, checked: square, 2 to 127 wide, each tile 0..n*n once.
pub fn board(rows: &Rows) -> Result<Board, ApiError> {
    let n = rows.len();
    if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
        return Err(ApiError::bad(format!("a board has {MIN_SIZE} to {MAX_SIZE} rows, not {n}")));
    }
    if let Some((row, cells)) = rows.iter().enumerate().find(|(_, r)| r.len() != n) {
        return Err(ApiError::bad(format!("row {} has {} tiles; a {n}x{n} board needs {n}", row + 1, cells.len())));
    }
    let tiles: Vec<u16> = rows.iter().flatten().copied().collect();
    Board::from_tiles(n, &tiles).map_err(|e| ApiError::bad(format!("not a board: {e}")))
}

/// The rows of `board`.
pub fn rows(board: &Board) -> Rows {
    let n = board.dimension();
    (0..n).map(|row| (0..n).map(|col| board.tile_at(row, col)).collect()).collect()
}

/// The board of `rows`, refused when it is wider than `most` (what a search or the page can take).
pub fn board_up_to(rows: &Rows, most: usize, what: &str) -> Result<Board, ApiError> {
    let board = board(rows)?;
    let n = board.dimension();
    if n > most {
        return Err(ApiError::bad(format!("{what} takes boards up to {most}x{most}; this one is {n}x{n}")));
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::{board, rows};

    #[test]
    fn rows_read_back_and_every_mistake_is_named() {
        let goal = vec![vec![1, 2, 3], vec![4, 5, 6], vec![7, 8, 0]];
        assert_eq!(rows(&board(&goal).expect("a board")), goal);
        let cases: [(Vec<Vec<u16>>, &str); 4] = [
            (vec![vec![0]], "a board has 2 to 127 rows, not 1"),
            (vec![vec![1, 2, 3], vec![4, 5], vec![7, 8, 0]], "row 2 has 2 tiles"),
            (vec![vec![1, 2], vec![2, 0]], "not a board"),
            (vec![vec![1, 2], vec![3, 9]], "not a board"),
        ];
        for (rows, expected) in cases {
            let error = format!("{:?}", board(&rows).expect_err(expected));
            assert!(error.contains(expected), "{expected}: {error}");
        }
    }
}
