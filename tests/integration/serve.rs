//! `slider serve`'s API: every endpoint answers from `npuzzle` (the test computes the same numbers with
//! the library), every bad request gets a 400 with one line of JSON, and a search can be cancelled.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use npuzzle::heuristic::{conflicting_pairs, linear_conflict};
use npuzzle::trace::{PqOpKind, Trace};
use npuzzle::{Board, SolverOptions};
use serde_json::{Value, json};

use crate::support::puzzle;

/// A `slider serve` on a free port, stopped when dropped.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT/`.
    pub url: String,
}

impl Server {
    /// Starts `slider serve --port 0` with `args` and reads the URL it prints.
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin!("slider"))
            .args(["serve", "--port", "0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("slider serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its output")).read_line(&mut line).expect("a first line");
        let url = line.split_whitespace().find(|w| w.starts_with("http://")).expect("the URL").to_string();
        Server { child, url }
    }

    /// POST `path` with `body`: (status, JSON).
    pub fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        let agent: ureq::Agent = ureq::Agent::config_builder().http_status_as_error(false).build().into();
        let mut response =
            agent.post(format!("{}{}", self.url, path.trim_start_matches('/'))).send_json(body).expect("an answer");
        let status = response.status().as_u16();
        (status, response.body_mut().read_json().expect("JSON"))
    }

    /// GET `path`: (status, body).
    pub fn get(&self, path: &str) -> (u16, String) {
        let agent: ureq::Agent = ureq::Agent::config_builder().http_status_as_error(false).build().into();
        let mut response =
            agent.get(format!("{}{}", self.url, path.trim_start_matches('/'))).call().expect("an answer");
        (response.status().as_u16(), response.body_mut().read_to_string().expect("text"))
    }
}

impl Server {
    /// Sends `signal` and waits for the server to exit: its status and how long that took.
    pub fn stop(&mut self, signal: libc::c_int) -> (std::process::ExitStatus, Duration) {
        let pid = libc::pid_t::try_from(self.child.id()).expect("a pid");
        let sent = Instant::now();
        // SAFETY: kill has no memory preconditions; the child is ours and not yet reaped.
        assert_eq!(unsafe { libc::kill(pid, signal) }, 0, "the signal is sent");
        loop {
            if let Some(status) = self.child.try_wait().expect("the server's status") {
                return (status, sent.elapsed());
            }
            assert!(sent.elapsed() < Duration::from_secs(30), "slider serve still runs 30 s after signal {signal}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A board's rows, as the API writes them.
pub fn rows(board: &Board) -> Value {
    let n = board.dimension();
    json!((0..n).map(|r| (0..n).map(|c| board.tile_at(r, c)).collect::<Vec<_>>()).collect::<Vec<_>>())
}

fn board(text: &str) -> Board {
    text.parse().expect("a board")
}

#[test]
fn the_page_and_the_board_endpoints_answer_from_the_library() {
    let server = Server::start(&[puzzle("puzzle04.txt").to_str().expect("a path")]);
    let (status, page) = server.get("/");
    assert_eq!(status, 200);
    assert!(page.contains("<script type=\"module\" src=\"/app.js\">"), "{page}");
    for file in ["/app.js", "/style.css"] {
        assert_eq!(server.get(file).0, 200, "{file}");
    }
    let puzzle04 = board("3 0 1 3 4 2 5 7 8 6");
    let (_, initial) = server.get("/api/initial");
    assert_eq!(serde_json::from_str::<Value>(&initial).expect("JSON"), rows(&puzzle04));
    let conflicts = board("3 2 1 3 7 5 6 4 8 0");
    for b in [&puzzle04, &conflicts, &board("4 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")] {
        let (status, analysis) = server.post("/api/analyze", &json!({ "board": rows(b) }));
        assert_eq!(status, 200);
        assert_eq!(analysis["manhattan"], b.manhattan());
        assert_eq!(analysis["hamming"], b.hamming());
        assert_eq!(analysis["linear_conflict"], linear_conflict(b));
        assert_eq!(analysis["solvable"], b.is_solvable());
        assert_eq!(analysis["conflicts"], json!(conflicting_pairs(b)));
    }
    // The next moves: g, h and f from the library; the best is the lowest f, never the move back.
    let after = puzzle04.slide(npuzzle::Direction::Right).expect("a move");
    let (_, next) =
        server.post("/api/neighbors", &json!({ "board": rows(&after), "moves": 1, "previous": rows(&puzzle04) }));
    let next = next.as_array().expect("a list");
    assert_eq!(next.len(), 3);
    for n in next {
        let b = Board::from_tiles(3, &flat(&n["board"])).expect("a board");
        assert_eq!((n["g"].clone(), n["h"].clone()), (json!(2), json!(linear_conflict(&b))));
        assert_eq!(n["back"], b == puzzle04);
    }
    let best: Vec<&Value> = next.iter().filter(|n| n["best"] == true).collect();
    let lowest = next.iter().filter(|n| n["back"] == false).map(|n| n["f"].as_u64().unwrap_or(0)).min();
    assert_eq!(best.len(), 1);
    assert_eq!(best[0]["f"].as_u64(), lowest);
    assert_eq!(best[0]["back"], false);
}

fn flat(rows: &Value) -> Vec<u16> {
    rows.as_array()
        .expect("rows")
        .iter()
        .flat_map(|r| r.as_array().expect("a row").clone())
        .map(|t| t.as_u64().expect("a tile") as u16)
        .collect()
}

#[test]
fn solve_trace_and_compare_give_the_librarys_answers() {
    let server = Server::start(&[]);
    let hardest = board("3 8 6 7 2 5 4 3 0 1");
    let (status, solved) = server.post("/api/solve", &json!({ "board": rows(&hardest), "mode": "shortest" }));
    assert_eq!(status, 200, "{solved}");
    assert_eq!((solved["moves"].clone(), solved["proven_shortest"].clone()), (json!(31), json!(true)));
    // The route replays to the goal.
    let mut at = hardest.clone();
    for direction in solved["directions"].as_array().expect("directions") {
        let d = match direction.as_str() {
            Some("up") => npuzzle::Direction::Up,
            Some("down") => npuzzle::Direction::Down,
            Some("left") => npuzzle::Direction::Left,
            _ => npuzzle::Direction::Right,
        };
        at = at.slide(d).expect("a legal move");
    }
    assert!(at.is_goal());
    let (_, quick) = server.post("/api/solve", &json!({ "board": rows(&hardest), "mode": "quick" }));
    assert!(quick["moves"].as_u64().is_some_and(|m| m >= 31), "{quick}");
    let (_, unsolvable) =
        server.post("/api/solve", &json!({ "board": rows(&board("3 2 1 3 4 5 6 7 8 0")), "mode": "astar" }));
    assert_eq!((unsolvable["solvable"].clone(), unsolvable["moves"].clone()), (json!(false), Value::Null));
    // Layer by layer: phases one after another over the whole route, each putting its cells home for
    // good, and the shortest route's length beside it.
    let fifteen = Board::from_file(puzzle("puzzle4x4-20.txt")).expect("a 20-move board");
    let (_, layered) = server.post("/api/solve", &json!({ "board": rows(&fifteen), "mode": "layers" }));
    let directions = layered["directions"].as_array().expect("directions").clone();
    let phases = layered["phases"].as_array().expect("phases");
    assert_eq!(phases.first().map(|p| p["start"].clone()), Some(json!(0)));
    assert_eq!(phases.last().map(|p| p["end"].clone()), Some(json!(directions.len())));
    assert!(phases.windows(2).all(|w| w[0]["end"] == w[1]["start"]), "{phases:?}");
    let shortest = npuzzle::solve(
        &fifteen,
        &npuzzle::Strategy::IdaStar(npuzzle::IdaOptions::new(npuzzle::IdaHeuristic::LinearConflict)),
        &mut npuzzle::Observer::new(),
    )
    .expect("solved")
    .moves();
    assert_eq!(layered["shortest"].as_u64(), shortest.map(|m| m as u64));
    assert!(layered["moves"].as_u64() >= layered["shortest"].as_u64());
    // The trace is the library's, operation by operation (puzzle04: the checklist's).
    let puzzle04 = board("3 0 1 3 4 2 5 7 8 6");
    let expected = Trace::record(&puzzle04, &SolverOptions::default(), 2_000).expect("a trace");
    let (_, traced) = server.post("/api/trace", &json!({ "board": rows(&puzzle04) }));
    let ops: Vec<&Value> =
        traced["steps"].as_array().expect("steps").iter().flat_map(|s| s["ops"].as_array().expect("ops")).collect();
    let want: Vec<&npuzzle::trace::PqOp> = expected.steps.iter().flat_map(|s| &s.ops).collect();
    assert_eq!(ops.len(), want.len());
    for (got, want) in ops.iter().zip(&want) {
        assert_eq!(got["heap"], json!(want.heap));
        let node = match want.kind {
            PqOpKind::New => Value::Null,
            PqOpKind::Insert(id) | PqOpKind::DelMin(id) => json!(id),
        };
        assert_eq!(got["node"], node);
    }
    assert_eq!(traced["goal_path"], json!(expected.goal_path()));
    // Every strategy, with breadth-first's 181,438 positions on the hardest board.
    let (_, compared) = server.post("/api/compare", &json!({ "board": rows(&hardest) }));
    let compared = compared.as_array().expect("rows");
    let bfs = compared.iter().find(|r| r["strategy"] == "breadth-first").expect("a BFS row");
    assert_eq!((bfs["expanded"].clone(), bfs["moves"].clone()), (json!(181_438), json!(31)));
    assert!(compared.iter().any(|r| r["strategy"].as_str().is_some_and(|s| s.starts_with("IDA*"))));
}

#[test]
fn the_grid_endpoints_search_as_the_library_does() {
    use npuzzle::grid::{Cell, Grid, GridSearch, compare_weights};
    let server = Server::start(&[]);
    let walls: Vec<(usize, usize)> = (0..9).map(|y| (6, y)).collect();
    let mut grid = Grid::new(12, 10).expect("a grid");
    for &(x, y) in &walls {
        grid.set_wall(Cell::new(x, y), true).expect("a wall");
    }
    let request = |extra: Value| {
        let mut body = json!({ "width": 12, "height": 10, "walls": walls, "start": [1, 2], "goal": [10, 2] });
        body.as_object_mut().expect("an object").extend(extra.as_object().expect("an object").clone());
        body
    };
    for weight in [0.0, 1.0, 2.5] {
        let outcome = GridSearch::new(&grid, Cell::new(1, 2), Cell::new(10, 2), weight).expect("a search").run();
        let (status, searched) = server.post("/api/grid", &request(json!({ "weight": weight })));
        assert_eq!(status, 200, "{searched}");
        assert_eq!(searched["expanded"], outcome.expanded, "w = {weight}");
        let path: Vec<(usize, usize)> = outcome.path.expect("a route").iter().map(|c| (c.x, c.y)).collect();
        assert_eq!(searched["path"], json!(path), "w = {weight}");
        let first = &outcome.steps[0];
        assert_eq!(searched["steps"][0]["expanded"], json!([first.expanded.x, first.expanded.y]));
    }
    let weights = [0.0, 1.0, 3.0];
    let expected = compare_weights(&grid, Cell::new(1, 2), Cell::new(10, 2), &weights).expect("rows");
    let (_, rows) = server.post("/api/grid/compare", &request(json!({ "weights": weights })));
    let got: Vec<(u64, Option<u64>)> = rows
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| (r["expanded"].as_u64().expect("a count"), r["route"].as_u64()))
        .collect();
    let want: Vec<(u64, Option<u64>)> =
        expected.iter().map(|r| (r.expanded as u64, r.route.map(|m| m as u64))).collect();
    assert_eq!(got, want);
}

#[test]
fn bad_requests_get_a_400_with_one_line_and_a_search_can_be_cancelled() {
    let server = Server::start(&[]);
    let cases: [(&str, Value, &str); 12] = [
        ("/api/analyze", json!({ "board": [[1, 2], [3]] }), "row 2 has 1 tiles"),
        ("/api/analyze", json!({ "board": [[1, 1], [2, 0]] }), "not a board"),
        ("/api/analyze", json!({ "tiles": [] }), "not what this endpoint reads"),
        ("/api/solve", json!({ "board": [[1, 2], [3, 0]], "mode": "fastest" }), "no mode \"fastest\""),
        ("/api/solve", json!({ "board": rows(&Board::goal(7)), "mode": "shortest" }), "up to 4x4"),
        ("/api/trace", json!({ "board": rows(&Board::goal(4)) }), "up to 3x3"),
        ("/api/trace", json!({ "board": rows(&board("3 2 1 3 4 5 6 7 8 0")) }), "unsolvable"),
        ("/api/trace", json!({ "board": rows(&board("3 8 6 7 2 5 4 3 0 1")) }), "too many to trace"),
        ("/api/grid", json!({ "width": 0, "height": 5, "start": [0, 0], "goal": [1, 1] }), "0"),
        ("/api/grid", json!({ "width": 5, "height": 5, "walls": [[1, 1]], "start": [1, 1], "goal": [2, 2] }), "wall"),
        ("/api/grid", json!({ "width": 5, "height": 5, "start": [0, 0], "goal": [2, 2], "weight": -1 }), "weight"),
        (
            "/api/grid/compare",
            json!({ "width": 5, "height": 5, "start": [0, 0], "goal": [2, 2], "weights": [] }),
            "1 to 20 weights",
        ),
    ];
    for (path, body, expected) in cases {
        let (status, answer) = server.post(path, &body);
        let error = answer["error"].as_str().unwrap_or_default();
        assert_eq!(status, 400, "{path} {body}: {answer}");
        assert!(error.contains(expected) && !error.contains('\n'), "{path}: {error}");
    }
    assert_eq!(server.get("/api/board?kind=random&n=40").0, 400);
    assert_eq!(server.get("/nowhere").0, 404);
    // An 80-move 4x4 board keeps IDA* with linear conflicts busy far past a test; cancel it.
    let hard = Board::from_file(puzzle("puzzle4x4-80.txt")).expect("the 80-move board");
    let started = Instant::now();
    std::thread::scope(|scope| {
        let search = scope
            .spawn(|| server.post("/api/solve", &json!({ "board": rows(&hard), "mode": "shortest", "job": "long" })));
        let mut cancelled = false;
        while !cancelled && started.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(100));
            cancelled = server.post("/api/cancel", &json!({ "job": "long" })).1["cancelled"] == true;
        }
        assert!(cancelled, "the search was registered under its job id");
        let (status, answer) = search.join().expect("the search's thread");
        assert_eq!(status, 400);
        assert!(answer["error"].as_str().is_some_and(|e| e.contains("stopped")), "{answer}");
    });
    assert!(started.elapsed() < Duration::from_secs(20), "cancelled promptly: {:?}", started.elapsed());
}

/// A signal stops the server and the searches it runs at once: before, a search without a job id
/// kept it up to the search's 60-second limit, the comparison its budget.
#[test]
fn sigterm_or_ctrl_c_stops_the_server_and_its_searches_at_once() {
    let hard = Board::from_file(puzzle("puzzle4x4-80.txt")).expect("the 80-move board");
    for (signal, path, mode) in [(libc::SIGTERM, "/api/solve", "shortest"), (libc::SIGINT, "/api/compare", "")] {
        let mut server = Server::start(&[]);
        let url = format!("{}{}", server.url, path.trim_start_matches('/'));
        let body = json!({ "board": rows(&hard), "mode": mode });
        // Its answer, if any, is the search stopped (a comparison's rows say so within the grace).
        let search = std::thread::spawn(move || drop(ureq::post(url).send_json(body)));
        // Time for the search to start (were it not started, the server must stop all the same).
        std::thread::sleep(Duration::from_millis(500));
        let (status, took) = server.stop(signal);
        assert!(status.success(), "signal {signal}: {status}");
        // Ten times the server's half-second grace, for a busy machine; before, the search's 60 s.
        assert!(took < Duration::from_secs(5), "signal {signal} with {path} running: stopped after {took:?}");
        search.join().expect("the search's thread");
    }
}

#[test]
fn a_port_in_use_or_a_bad_file_is_one_line() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let port = taken.local_addr().expect("an address").port().to_string();
    let output = crate::support::slider().args(["serve", "--port", &port]).output().expect("slider runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("is the port in use? Try --port 0") && stderr.lines().count() == 1, "{stderr}");
    let (_dir, bad) = crate::support::scratch_file("bad.txt", b"3\n1 2 3\n4 5 6\n7 8 8\n");
    let output = crate::support::slider().arg("serve").arg(&bad).output().expect("slider runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("bad.txt") && stderr.lines().count() == 1, "{stderr}");
}
