//! The search endpoints: `/api/solve` (Quick, Shortest, the assignment's A*: the route and what it
//! cost), `/api/compare` (every strategy on one board, for the page's log-scale bars and IDA*'s passes)
//! and `/api/cancel`. Searches run on a blocking thread under a budget and a time limit, and stop
//! when their job is cancelled; none can hang the server.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use npuzzle::compare::{CompareOptions, lineup};
use npuzzle::ida_star::{IdaHeuristic, IdaOptions};
use npuzzle::layers::Layer;
use npuzzle::weighted::WeightedOptions;
use npuzzle::{Board, Budget, Detail, Observer, Report, SearchError, SolverOptions, Strategy, solve};
use serde::{Deserialize, Serialize};

use crate::search::label;
use crate::serve::app::AppState;
use crate::serve::board_api::name;
use crate::serve::board_json::{Rows, board};
use crate::serve::error::{ApiError, parse};

/// A search on the page may take this long before it is stopped.
const TIME_LIMIT: Duration = Duration::from_secs(60);
/// What any one search may hold.
const MEMORY: u64 = 1 << 30;
/// Routes longer than this are reported by length only (the page cannot play millions of moves).
const MOST_MOVES_SENT: usize = 100_000;

#[derive(Deserialize)]
struct SolveRequest {
    board: Rows,
    /// `quick`, `shortest` or `astar`.
    mode: String,
    /// An id for `/api/cancel`.
    job: Option<String>,
}

#[derive(Serialize)]
struct Pass {
    threshold: u32,
    expanded: u64,
    generated: u64,
}

/// A search's answer.
#[derive(Serialize)]
pub struct Solved {
    strategy: String,
    solvable: bool,
    moves: Option<usize>,
    /// The blank's moves, when there are at most [`MOST_MOVES_SENT`].
    directions: Option<Vec<&'static str>>,
    proven_shortest: bool,
    expanded: u64,
    generated: u64,
    stored: u64,
    elapsed_ms: f64,
    passes: Vec<Pass>,
    /// Layer by layer's phases, in order.
    phases: Vec<PhaseJson>,
    /// The shortest route's length, where it is known cheaply (for layer by layer's ratio).
    shortest: Option<usize>,
}

/// One phase of layer by layer: what it put home and its moves `start..end`.
#[derive(Serialize)]
struct PhaseJson {
    /// `row`, `column` or `block`.
    layer: &'static str,
    /// The row or column index, or the block's size.
    index: usize,
    /// The cells it put home, `[row, col]`.
    cells: Vec<(usize, usize)>,
    start: usize,
    end: usize,
}

/// POST `/api/solve` `{board, mode, job}`.
pub async fn solve_board(State(state): State<Arc<AppState>>, body: Bytes) -> Result<Json<Solved>, ApiError> {
    let request: SolveRequest = parse(&body)?;
    let board = board(&request.board)?;
    let strategy = strategy(&request.mode, &board)?;
    let searched = tokio::task::spawn_blocking(move || {
        let running = state.jobs.start(request.job.as_deref())?;
        let cancelled = &*running.cancelled;
        let report = run(&board, &strategy, cancelled, Budget { memory_bytes: Some(MEMORY), expansions: None })
            .map_err(|e| stopped(&e))?;
        let mut answer = solved(&strategy, &report);
        if matches!(strategy, Strategy::Layers) {
            answer.shortest = shortest(&board, cancelled);
        }
        Ok(answer)
    })
    .await
    .map_err(|e| ApiError::bad(format!("the search failed: {e}")))?;
    searched.map(Json)
}

/// The strategy of a page mode, refused for boards it cannot take in a browser's time.
fn strategy(mode: &str, board: &Board) -> Result<Strategy<'static>, ApiError> {
    let n = board.dimension();
    let up_to = |most: usize, what: &str| {
        if n > most {
            Err(ApiError::bad(format!("{what} is offered up to {most}x{most}; this board is {n}x{n}")))
        } else {
            Ok(())
        }
    };
    match mode {
        "quick" => up_to(6, "Quick (weighted A*)").map(|()| Strategy::Weighted(WeightedOptions::default())),
        "shortest" => {
            up_to(4, "Shortest (IDA*)").map(|()| Strategy::IdaStar(IdaOptions::new(IdaHeuristic::LinearConflict)))
        }
        "astar" => up_to(4, "The assignment's A*").map(|()| Strategy::AStar(SolverOptions::default())),
        "layers" => Ok(Strategy::Layers),
        other => Err(ApiError::bad(format!("no mode \"{other}\": use quick, shortest, astar or layers"))),
    }
}

/// Runs `strategy` until it ends, its budget is spent, [`TIME_LIMIT`] passes or `cancelled` is set.
fn run(board: &Board, strategy: &Strategy<'_>, cancelled: &AtomicBool, budget: Budget) -> Result<Report, SearchError> {
    let mut observer = Observer::new().with_budget(budget).on_progress(1 << 14, |progress| {
        if cancelled.load(Ordering::Acquire) || progress.elapsed > TIME_LIMIT {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    solve(board, strategy, &mut observer)
}

/// The shortest route's length when IDA* finds it within a small budget (boards up to 4x4).
fn shortest(board: &Board, cancelled: &AtomicBool) -> Option<usize> {
    if board.dimension() > 4 {
        return None;
    }
    let ida = Strategy::IdaStar(IdaOptions::new(IdaHeuristic::LinearConflict));
    let budget = Budget { memory_bytes: Some(MEMORY), expansions: Some(5_000_000) };
    run(board, &ida, cancelled, budget).ok().and_then(|report| report.moves())
}

/// Why a search stopped, for the page.
fn stopped(error: &SearchError) -> ApiError {
    match error {
        SearchError::Cancelled => ApiError::bad(format!(
            "the search was stopped (cancelled, or past {} s); try Quick, or a board nearer the goal",
            TIME_LIMIT.as_secs()
        )),
        other => ApiError::bad(format!("{other}; try Quick, or a board nearer the goal")),
    }
}

fn solved(strategy: &Strategy<'_>, report: &Report) -> Solved {
    let directions = report
        .solution
        .as_ref()
        .filter(|s| s.moves() <= MOST_MOVES_SENT)
        .map(|s| s.directions().into_iter().map(name).collect());
    let passes = match &report.detail {
        Detail::IdaStar { passes } => passes
            .iter()
            .map(|p| Pass { threshold: p.threshold, expanded: p.expanded, generated: p.generated })
            .collect(),
        _ => Vec::new(),
    };
    let n = report.solution.as_ref().map_or(0, |s| s.initial().dimension());
    let phases = match &report.detail {
        Detail::Layers { phases } => phases.iter().map(|p| phase(p, n)).collect(),
        _ => Vec::new(),
    };
    Solved {
        strategy: label(strategy),
        solvable: report.solution.is_some(),
        moves: report.moves(),
        directions,
        proven_shortest: report.is_proven_shortest(),
        expanded: report.expanded,
        generated: report.generated,
        stored: report.stored,
        elapsed_ms: report.elapsed.as_secs_f64() * 1e3,
        passes,
        phases,
        shortest: None,
    }
}

fn phase(phase: &npuzzle::layers::Phase, n: usize) -> PhaseJson {
    let (layer, index) = match phase.layer {
        Layer::Row(r) => ("row", r),
        Layer::Column(c) => ("column", c),
        Layer::Block(size) => ("block", size),
    };
    PhaseJson { layer, index, cells: phase.layer.cells(n), start: phase.moves.start, end: phase.moves.end }
}

#[derive(Deserialize)]
struct CancelRequest {
    job: String,
}

/// POST `/api/cancel` `{job}`: `{"cancelled": true}` when that search was running.
pub async fn cancel(State(state): State<Arc<AppState>>, body: Bytes) -> Result<Json<serde_json::Value>, ApiError> {
    let request: CancelRequest = parse(&body)?;
    Ok(Json(serde_json::json!({ "cancelled": state.jobs.cancel(&request.job) })))
}

#[derive(Deserialize)]
struct CompareRequest {
    board: Rows,
}

/// One strategy's row of the comparison: its answer, or why it stopped.
#[derive(Serialize)]
#[serde(untagged)]
pub enum Row {
    Solved(Solved),
    Stopped { strategy: String, error: String },
}

/// POST `/api/compare` `{board}`: every strategy on a board up to 4x4, each under a budget of two
/// million expansions (a row that runs out says so).
pub async fn compare(State(state): State<Arc<AppState>>, body: Bytes) -> Result<Json<Vec<Row>>, ApiError> {
    let request: CompareRequest = parse(&body)?;
    let board = crate::serve::board_json::board_up_to(&request.board, 4, "the comparison")?;
    let rows = tokio::task::spawn_blocking(move || {
        let running = state.jobs.start(None)?;
        let stop = &running.cancelled;
        let budget = Budget { memory_bytes: Some(MEMORY), expansions: Some(2_000_000) };
        let rows = lineup(&board, &CompareOptions::default())
            .iter()
            .map(|strategy| match run(&board, strategy, stop, budget) {
                Ok(report) => Row::Solved(solved(strategy, &report)),
                Err(e) => Row::Stopped { strategy: label(strategy), error: e.to_string() },
            })
            .collect::<Vec<_>>();
        Ok::<_, ApiError>(rows)
    })
    .await
    .map_err(|e| ApiError::bad(format!("the comparison failed: {e}")))??;
    Ok(Json(rows))
}
