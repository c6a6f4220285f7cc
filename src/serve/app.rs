//! [`router`]: the page's files and the API's routes over one [`AppState`].

use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Json};
use axum::routing::{get, post};
use npuzzle::Board;

use crate::serve::board_json::{Rows, rows};
use crate::serve::jobs::Jobs;
use crate::serve::{board_api, grid_api, search_api, trace_api};

/// What every request shares.
#[derive(Debug)]
pub struct AppState {
    /// The board the page opens with (the FILE given to `slider serve`, or puzzle04).
    pub initial: Rows,
    /// The searches running now.
    pub jobs: Jobs,
}

impl AppState {
    /// The state of a server whose page opens on `initial`.
    #[must_use]
    pub fn new(initial: &Board) -> AppState {
        AppState { initial: rows(initial), jobs: Jobs::default() }
    }
}

/// Every route: the page (`/`, `/app.js`, `/style.css`) and the API (`/api/...`).
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/", get(|| file("text/html; charset=utf-8", include_str!("page/index.html"))))
        .route("/app.js", get(|| file("text/javascript; charset=utf-8", include_str!("page/app.js"))))
        .route("/style.css", get(|| file("text/css; charset=utf-8", include_str!("page/style.css"))))
        .route("/api/initial", get(initial))
        .route("/api/board", get(board_api::preset))
        .route("/api/analyze", post(board_api::analyze))
        .route("/api/neighbors", post(board_api::neighbors))
        .route("/api/solve", post(search_api::solve_board))
        .route("/api/cancel", post(search_api::cancel))
        .route("/api/compare", post(search_api::compare))
        .route("/api/trace", post(trace_api::trace))
        .route("/api/grid", post(grid_api::search))
        .route("/api/grid/compare", post(grid_api::compare))
        .fallback(|| async { crate::serve::error::ApiError::not_found("no such page or endpoint") })
        .with_state(state)
}

async fn file(kind: &'static str, text: &'static str) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, kind), (header::CACHE_CONTROL, "no-store")], text)
}

/// GET `/api/initial`: the board the page opens with.
async fn initial(State(state): State<Arc<AppState>>) -> Json<Rows> {
    Json(state.initial.clone())
}
