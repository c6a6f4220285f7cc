//! `/api/trace`: the assignment's A* on a small board, recorded operation by operation (the game tree
//! and the binary heap's array after every insert and delMin, the critical optimization's rejected
//! nodes marked), for the page to step forward and back through. puzzle04 gives the checklist's trace.

use axum::Json;
use axum::body::Bytes;
use npuzzle::trace::{PqOpKind, Trace};
use npuzzle::{Heuristic, SolverOptions};
use serde::{Deserialize, Serialize};

use crate::serve::board_json::{Rows, board_up_to, rows};
use crate::serve::error::{ApiError, parse};

/// The most search nodes a trace may hold: a few thousand operations, what a page can step through.
const MOST_NODES: u64 = 2_000;

#[derive(Deserialize)]
struct TraceRequest {
    board: Rows,
    /// `manhattan` (the assignment's) or `hamming`.
    #[serde(default = "manhattan")]
    heuristic: String,
}

fn manhattan() -> String {
    "manhattan".into()
}

#[derive(Serialize)]
struct Node {
    board: Rows,
    moves: u32,
    estimate: u32,
    priority: u32,
    parent: Option<usize>,
    rejected: bool,
}

#[derive(Serialize)]
struct Op {
    /// `new`, `insert` or `delMin`.
    op: &'static str,
    node: Option<usize>,
    /// The heap's slots 1..=size after the operation, as node ids.
    heap: Vec<usize>,
    capacity: usize,
}

#[derive(Serialize)]
struct Step {
    ops: Vec<Op>,
    nodes_after: usize,
}

/// `/api/trace`'s answer.
#[derive(Serialize)]
pub struct TraceJson {
    heuristic: &'static str,
    nodes: Vec<Node>,
    steps: Vec<Step>,
    goal: usize,
    goal_path: Vec<usize>,
}

/// POST `/api/trace` `{board, heuristic}`.
pub async fn trace(body: Bytes) -> Result<Json<TraceJson>, ApiError> {
    let request: TraceRequest = parse(&body)?;
    let board = board_up_to(&request.board, 3, "the step-by-step A*")?;
    let heuristic = match request.heuristic.as_str() {
        "manhattan" => Heuristic::Manhattan,
        "hamming" => Heuristic::Hamming,
        other => return Err(ApiError::bad(format!("no heuristic \"{other}\" here: use manhattan or hamming"))),
    };
    let options = SolverOptions { heuristic, ..SolverOptions::default() };
    let recorded = tokio::task::spawn_blocking(move || Trace::record(&board, &options, MOST_NODES))
        .await
        .map_err(|e| ApiError::bad(format!("the trace failed: {e}")))?;
    let trace = recorded.map_err(|e| ApiError::bad(e.to_string()))?;
    Ok(Json(to_json(&trace, heuristic)))
}

fn to_json(trace: &Trace, heuristic: Heuristic) -> TraceJson {
    let nodes = trace
        .nodes
        .iter()
        .map(|n| Node {
            board: rows(&n.board),
            moves: n.moves,
            estimate: n.estimate,
            priority: n.priority,
            parent: n.parent,
            rejected: n.rejected,
        })
        .collect();
    let steps =
        trace.steps.iter().map(|s| Step { ops: s.ops.iter().map(op).collect(), nodes_after: s.nodes_after }).collect();
    TraceJson {
        heuristic: if heuristic == Heuristic::Hamming { "hamming" } else { "manhattan" },
        nodes,
        steps,
        goal: trace.goal,
        goal_path: trace.goal_path(),
    }
}

fn op(op: &npuzzle::trace::PqOp) -> Op {
    let (name, node) = match op.kind {
        PqOpKind::New => ("new", None),
        PqOpKind::Insert(id) => ("insert", Some(id)),
        PqOpKind::DelMin(id) => ("delMin", Some(id)),
    };
    Op { op: name, node, heap: op.heap.clone(), capacity: op.capacity }
}
