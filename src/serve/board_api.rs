//! The board endpoints: `/api/analyze` (what the page shows on and beside a board: each tile's
//! Manhattan distance, the linear conflicts, the three heuristics, solvability), `/api/neighbors` (the
//! next moves with g, h and f, the lowest f marked, never the move back) and `/api/board` (a random
//! board, or one of the page's presets).

use axum::Json;
use axum::body::Bytes;
use axum::extract::Query;
use npuzzle::heuristic::{conflict_penalty, conflicting_pairs, linear_conflict, tile_distance};
use npuzzle::{Board, Direction, generate, inversions};
use serde::{Deserialize, Serialize};

use crate::serve::board_json::{Rows, board, board_up_to, rows};
use crate::serve::error::{ApiError, parse};

/// The page draws boards up to this size.
pub const PAGE_MOST: usize = 12;

#[derive(Deserialize)]
struct BoardRequest {
    board: Rows,
}

#[derive(Serialize)]
struct Tile {
    tile: u16,
    row: usize,
    col: usize,
    distance: u32,
}

/// `/api/analyze`'s answer.
#[derive(Serialize)]
pub struct Analysis {
    n: usize,
    solvable: bool,
    inversions: u64,
    blank_row: usize,
    goal: bool,
    hamming: u32,
    manhattan: u32,
    conflict_penalty: u32,
    linear_conflict: u32,
    tiles: Vec<Tile>,
    conflicts: Vec<(u16, u16)>,
}

/// POST `/api/analyze` `{board}`.
pub async fn analyze(body: Bytes) -> Result<Json<Analysis>, ApiError> {
    let request: BoardRequest = parse(&body)?;
    Ok(Json(analysis(&board(&request.board)?)))
}

/// What the page shows on and beside `board`.
pub fn analysis(board: &Board) -> Analysis {
    let n = board.dimension();
    let tiles = (0..board.cells())
        .filter(|&cell| board.tile(cell) != 0)
        .map(|cell| Tile { tile: board.tile(cell), row: cell / n, col: cell % n, distance: tile_distance(board, cell) })
        .collect();
    Analysis {
        n,
        solvable: board.is_solvable(),
        inversions: inversions(board),
        blank_row: board.blank() / n,
        goal: board.is_goal(),
        hamming: board.hamming(),
        manhattan: board.manhattan(),
        conflict_penalty: conflict_penalty(board),
        linear_conflict: linear_conflict(board),
        tiles,
        conflicts: conflicting_pairs(board),
    }
}

#[derive(Deserialize)]
struct NeighborsRequest {
    board: Rows,
    /// Moves made to reach the board (g).
    #[serde(default)]
    moves: u32,
    /// The board before the last move, if any: its move back is marked and never the best.
    previous: Option<Rows>,
}

#[derive(Serialize)]
pub struct Neighbor {
    board: Rows,
    /// The tile that slides.
    tile: u16,
    /// Where the blank goes.
    blank: &'static str,
    g: u32,
    h: u32,
    f: u32,
    back: bool,
    best: bool,
}

/// POST `/api/neighbors` `{board, moves, previous}`: each next position with A*'s g, h (Manhattan
/// plus linear conflicts, the page's h) and f = g + h.
pub async fn neighbors(body: Bytes) -> Result<Json<Vec<Neighbor>>, ApiError> {
    let request: NeighborsRequest = parse(&body)?;
    let here = board_up_to(&request.board, PAGE_MOST, "the next-moves view")?;
    let previous = request.previous.as_ref().map(board).transpose()?;
    let g = request.moves + 1;
    let mut next: Vec<Neighbor> = Direction::ALL
        .into_iter()
        .filter_map(|direction| {
            let board = here.slide(direction)?;
            let h = linear_conflict(&board);
            let tile = here.tile(board.blank());
            let back = previous.as_ref() == Some(&board);
            Some(Neighbor { board: rows(&board), tile, blank: name(direction), g, h, f: g + h, back, best: false })
        })
        .collect();
    let lowest = next.iter().filter(|n| !n.back).map(|n| n.f).min();
    if let Some(best) = next.iter_mut().find(|n| !n.back && Some(n.f) == lowest) {
        best.best = true;
    }
    Ok(Json(next))
}

/// The blank's direction as the API names it.
pub fn name(direction: Direction) -> &'static str {
    match direction {
        Direction::Up => "up",
        Direction::Left => "left",
        Direction::Down => "down",
        Direction::Right => "right",
    }
}

#[derive(Deserialize)]
pub struct BoardQuery {
    /// `random`, `hardest`, `conflicts` or `goal`.
    kind: String,
    #[serde(default = "three")]
    n: usize,
    #[serde(default)]
    seed: u64,
}

fn three() -> usize {
    3
}

/// GET `/api/board?kind=random&n=4&seed=7`: a board for the page's buttons.
pub async fn preset(Query(query): Query<BoardQuery>) -> Result<Json<Rows>, ApiError> {
    if !(2..=PAGE_MOST).contains(&query.n) {
        return Err(ApiError::bad(format!("n must be between 2 and {PAGE_MOST}, not {}", query.n)));
    }
    let board = match query.kind.as_str() {
        "random" => generate::random_board(query.n, query.seed),
        "goal" => Board::goal(query.n),
        // One of the two 3x3 positions 31 moves from the goal.
        "hardest" => fixed("3 8 6 7 2 5 4 3 0 1"),
        // Two linear conflicts: 2 and 1 in the first row, 7 and 4 in the first column.
        "conflicts" => fixed("3 2 1 3 7 5 6 4 8 0"),
        other => {
            return Err(ApiError::bad(format!("no board \"{other}\": ask for random, hardest, conflicts or goal")));
        }
    };
    Ok(Json(rows(&board)))
}

fn fixed(text: &str) -> Board {
    text.parse().expect("the page's preset boards are valid")
}
