//! The grid endpoints: `/api/grid` (one whole search on a grid with walls, every expansion in order,
//! for the page to play step by step) and `/api/grid/compare` (expanded squares and route length per
//! weight). The searching is `npuzzle::grid`'s.

use axum::Json;
use axum::body::Bytes;
use npuzzle::grid::{Cell, Grid, GridOutcome, GridSearch, compare_weights};
use serde::{Deserialize, Serialize};

use crate::serve::error::{ApiError, parse};

#[derive(Deserialize)]
struct GridRequest {
    width: usize,
    height: usize,
    #[serde(default)]
    walls: Vec<(usize, usize)>,
    start: (usize, usize),
    goal: (usize, usize),
    #[serde(default = "one")]
    weight: f64,
    #[serde(default)]
    weights: Vec<f64>,
}

fn one() -> f64 {
    1.0
}

#[derive(Serialize)]
pub struct Step {
    expanded: (usize, usize),
    added: Vec<(usize, usize)>,
}

/// `/api/grid`'s answer.
#[derive(Serialize)]
pub struct Searched {
    steps: Vec<Step>,
    path: Option<Vec<(usize, usize)>>,
    expanded: usize,
    frontier_left: usize,
}

/// `/api/grid/compare`'s row.
#[derive(Serialize)]
pub struct Row {
    weight: f64,
    expanded: usize,
    route: Option<usize>,
}

/// POST `/api/grid` `{width, height, walls, start, goal, weight}`.
pub async fn search(body: Bytes) -> Result<Json<Searched>, ApiError> {
    let request: GridRequest = parse(&body)?;
    let grid = grid(&request)?;
    let search = GridSearch::new(&grid, cell(request.start), cell(request.goal), request.weight).map_err(bad)?;
    let GridOutcome { steps, path, expanded, frontier_left } = search.run();
    Ok(Json(Searched {
        steps: steps
            .iter()
            .map(|s| Step { expanded: pair(s.expanded), added: s.added.iter().map(|c| pair(*c)).collect() })
            .collect(),
        path: path.map(|p| p.into_iter().map(pair).collect()),
        expanded,
        frontier_left,
    }))
}

/// POST `/api/grid/compare` `{width, height, walls, start, goal, weights}`.
pub async fn compare(body: Bytes) -> Result<Json<Vec<Row>>, ApiError> {
    let request: GridRequest = parse(&body)?;
    if request.weights.is_empty() || request.weights.len() > 20 {
        return Err(ApiError::bad("give 1 to 20 weights to compare"));
    }
    let grid = grid(&request)?;
    let rows = compare_weights(&grid, cell(request.start), cell(request.goal), &request.weights).map_err(bad)?;
    Ok(Json(rows.into_iter().map(|r| Row { weight: r.weight, expanded: r.expanded, route: r.route }).collect()))
}

fn grid(request: &GridRequest) -> Result<Grid, ApiError> {
    let mut grid = Grid::new(request.width, request.height).map_err(bad)?;
    for &wall in &request.walls {
        grid.set_wall(cell(wall), true).map_err(bad)?;
    }
    Ok(grid)
}

fn cell((x, y): (usize, usize)) -> Cell {
    Cell::new(x, y)
}

fn pair(cell: Cell) -> (usize, usize) {
    (cell.x, cell.y)
}

fn bad(error: npuzzle::grid::GridError) -> ApiError {
    ApiError::bad(error.to_string())
}
