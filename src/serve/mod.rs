//! `slider serve`: a local web server for the explorer page (seed 000's "How Slider finds a route"),
//! backed by `npuzzle`: the page (`page/`, embedded) and a small JSON API, one file an area of it.
//! It never runs student code. Every request is checked and answered with JSON; a bad one gets a 400
//! and a one-line `{"error": ...}`; a search runs on a blocking thread under a budget and can be
//! cancelled (`jobs.rs`).

mod app;
mod board_api;
mod board_json;
mod error;
mod grid_api;
mod jobs;
mod search_api;
mod trace_api;

pub use app::{AppState, router};

/// The board the page opens with when `slider serve` is given none: the checklist's puzzle04.
pub const PUZZLE04: &str = "3  0 1 3  4 2 5  7 8 6";
