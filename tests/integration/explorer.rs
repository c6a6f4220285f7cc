//! The explorer page of `slider serve` in a real browser: headless Chromium driven through WebDriver
//! (Debian's `chromium` and `chromium-driver`, which `.ci/run` installs). The test slides tiles by
//! click and by arrow key and checks the numbers shown against `npuzzle`, steps through puzzle04's
//! trace checking the heap at every operation, draws a wall on the grid and runs the search, and takes
//! a screenshot.

use std::path::PathBuf;

use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::{Client, Locator};
use npuzzle::grid::{Cell, Grid, GridSearch};
use npuzzle::heuristic::{conflicting_pairs, linear_conflict};
use npuzzle::trace::Trace;
use npuzzle::{Board, Direction, SolverOptions};
use serde_json::{Value, json};

use crate::serve::Server;
use crate::webdriver::{Driver, browser, on_path, until};

async fn text(client: &Client, id: &str) -> String {
    client.find(Locator::Id(id)).await.expect(id).text().await.expect("its text")
}

/// The board the page shows, once it differs from `not` (its tiles row by row).
async fn shown_board(client: &Client, n: usize, not: Option<&Board>) -> Board {
    let not = not.map_or(Value::Null, |b| json!(b.tiles()));
    let script = format!(
        "const t = [...document.querySelectorAll('#board .tile')].map(e => Number(e.dataset.tile));
         const not = {not};
         return (document.body.dataset.ready === 'true' && t.length === {cells} && JSON.stringify(t) !== JSON.stringify(not)) ? t : null;",
        cells = n * n
    );
    let tiles: Vec<u16> = serde_json::from_value(until(client, &script).await).expect("tiles");
    Board::from_tiles(n, &tiles).expect("the page shows a board")
}

/// The numbers beside the board match the library's for `board`, and the outlined tiles are the ones
/// in a linear conflict.
async fn numbers_match(client: &Client, board: &Board) {
    // The numbers are drawn with the board; wait for them to be this board's.
    until(client, &format!("return document.getElementById('h-manhattan').textContent === '{}';", board.manhattan()))
        .await;
    assert_eq!(text(client, "h-hamming").await, board.hamming().to_string());
    assert_eq!(text(client, "h-linear").await, linear_conflict(board).to_string());
    assert_eq!(text(client, "solvable").await.starts_with("yes"), board.is_solvable());
    let outlined = client
        .execute("return [...document.querySelectorAll('#board .tile.conflict')].map(e => Number(e.dataset.tile)).sort((a, b) => a - b);", Vec::new())
        .await
        .expect("outlined tiles");
    let mut expected: Vec<u16> = conflicting_pairs(board).into_iter().flat_map(|(a, b)| [a, b]).collect();
    expected.sort_unstable();
    expected.dedup();
    assert_eq!(outlined, json!(expected));
}

#[test]
fn the_explorer_page_works_in_chromium() {
    let (Some(chromium), Some(chromedriver)) = (on_path("chromium"), on_path("chromedriver")) else {
        crate::support::browser_missing("chromium or chromedriver", "apt-get install chromium chromium-driver");
        return;
    };
    let server = Server::start(&[]);
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    runtime.block_on(async {
        let client = browser(&driver, &chromium, "explorer", "1200,2400").await;
        client.goto(&server.url).await.expect("the page loads");
        explore(&client).await;
        let shot = client.screenshot().await.expect("a screenshot");
        client.close().await.expect("closed");
        assert!(shot.starts_with(b"\x89PNG"), "a PNG screenshot");
        let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("explorer.png");
        std::fs::write(&file, shot).expect("the screenshot is written");
    });
}

async fn explore(client: &Client) {
    sliding(client).await;
    solving(client).await;
    tracing(client).await;
    grid(client).await;
    layering(client).await;
}

/// A random 4x4 board solved layer by layer, stepped a phase at a time: each phase's board is the
/// library's, and every tile outlined as placed is home.
async fn layering(client: &Client) {
    client.find(Locator::Id("size")).await.expect("the size").select_by_value("4").await.expect("size 4");
    let before = shown_board(client, 3, None).await;
    client.find(Locator::Id("random")).await.expect("random").click().await.expect("a click");
    let board = shown_board(client, 4, Some(&before)).await;
    let report = npuzzle::solve(&board, &npuzzle::Strategy::Layers, &mut npuzzle::Observer::new()).expect("solved");
    let npuzzle::Detail::Layers { phases } = &report.detail else { panic!("layer by layer's report") };
    let boards: Vec<Board> = report.solution.as_ref().expect("solvable").boards().collect();
    client.find(Locator::Id("layers")).await.expect("layers").click().await.expect("a click");
    until(client, "return document.getElementById('layers-moves') !== null;").await;
    assert_eq!(text(client, "layers-moves").await, format!("{} moves", boards.len() - 1));
    let mut shown = board.clone();
    for (i, phase) in phases.iter().enumerate() {
        client.find(Locator::Id("layers-next")).await.expect("next").click().await.expect("a click");
        until(
            client,
            &format!("return document.getElementById('layers-position').textContent.startsWith('phase {} of');", i + 1),
        )
        .await;
        let expected = &boards[phase.moves.end];
        if *expected != shown {
            shown = shown_board(client, 4, Some(&shown)).await;
        }
        assert_eq!(&shown, expected, "after phase {}", i + 1);
        let placed = client
            .execute(
                "return [...document.querySelectorAll('#board .tile.placed')].map(e => Number(e.dataset.tile));",
                Vec::new(),
            )
            .await
            .expect("placed tiles");
        let cells: Vec<(usize, usize)> = phases[..=i].iter().flat_map(|p| p.layer.cells(4)).collect();
        let goal = Board::goal(4);
        assert!(cells.iter().all(|&(r, c)| expected.tile_at(r, c) == goal.tile_at(r, c)), "placed tiles are home");
        let mut home: Vec<u16> = cells.iter().map(|&(r, c)| goal.tile_at(r, c)).collect();
        let mut placed: Vec<u16> = serde_json::from_value(placed).expect("tiles");
        placed.sort_unstable();
        home.sort_unstable();
        assert_eq!(placed, home, "after phase {}", i + 1);
    }
    assert!(shown.is_goal());
}

async fn sliding(client: &Client) {
    let puzzle04: Board = "3 0 1 3 4 2 5 7 8 6".parse().expect("puzzle04");
    assert_eq!(shown_board(client, 3, None).await, puzzle04);
    numbers_match(client, &puzzle04).await;
    // Click tile 1, beside the gap: it slides left (the blank moves right).
    client.find(Locator::Css("#board .tile[data-tile='1']")).await.expect("tile 1").click().await.expect("a click");
    let after = puzzle04.slide(Direction::Right).expect("a move");
    assert_eq!(shown_board(client, 3, Some(&puzzle04)).await, after);
    numbers_match(client, &after).await;
    assert_eq!(text(client, "moves-made").await, "1");
    // The arrow key moves the tile below the gap up (the blank moves down).
    let board = client.find(Locator::Id("board")).await.expect("the board");
    board.send_keys("\u{E013}").await.expect("ArrowUp");
    let keyed = after.slide(Direction::Down).expect("a move");
    assert_eq!(shown_board(client, 3, Some(&after)).await, keyed);
    numbers_match(client, &keyed).await;
    // The next moves: f = g + h with h the library's, the lowest (not back) highlighted.
    let boxes = until(client, "const b = [...document.querySelectorAll('#neighbors .neighbor')]; return b.length ? b.map(e => [Number(e.dataset.tile), e.querySelector('.f').textContent, e.classList.contains('best'), e.classList.contains('back')]) : null;").await;
    let boxes = boxes.as_array().expect("boxes");
    let neighbours: Vec<Board> = Direction::ALL.iter().filter_map(|d| keyed.slide(*d)).collect();
    assert_eq!(boxes.len(), neighbours.len());
    let f = |b: &Board| 3 + linear_conflict(b);
    let lowest = neighbours.iter().filter(|b| **b != after).map(f).min();
    let best: Vec<&Value> = boxes.iter().filter(|b| b[2] == true).collect();
    assert_eq!(best.len(), 1);
    assert_eq!(best[0][1].as_str(), lowest.map(|l| format!("f {l}")).as_deref());
    assert!(boxes.iter().any(|b| b[3] == true), "the move back is marked");
    // Swapping two tiles flips solvability.
    client.find(Locator::Id("swap")).await.expect("swap").click().await.expect("a click");
    until(client, "return document.getElementById('solvable').textContent === 'no';").await;
    client.find(Locator::Id("reset")).await.expect("reset").click().await.expect("a click");
    until(client, "return document.getElementById('moves-made').textContent === '0' && document.getElementById('solvable').textContent === 'yes';").await;
}

/// Shortest on puzzle04, then the solution played to the goal, move by move.
async fn solving(client: &Client) {
    let puzzle04: Board = "3 0 1 3 4 2 5 7 8 6".parse().expect("puzzle04");
    assert_eq!(shown_board(client, 3, None).await, puzzle04);
    client.find(Locator::Id("solve-shortest")).await.expect("shortest").click().await.expect("a click");
    until(client, "return document.getElementById('solve-moves') !== null;").await;
    assert_eq!(text(client, "solve-moves").await, "4 moves (shortest)");
    client.find(Locator::Id("play")).await.expect("play").click().await.expect("a click");
    until(client, "return document.getElementById('solvable').textContent === 'yes: solved';").await;
    assert_eq!(text(client, "moves-made").await, "4");
    client.find(Locator::Id("reset")).await.expect("reset").click().await.expect("a click");
    until(client, "return document.getElementById('moves-made').textContent === '0' && document.getElementById('solvable').textContent === 'yes';").await;
}

/// Steps through puzzle04's trace, checking the heap shown after every operation against the library's.
async fn tracing(client: &Client) {
    let puzzle04: Board = "3 0 1 3 4 2 5 7 8 6".parse().expect("puzzle04");
    assert_eq!(shown_board(client, 3, None).await, puzzle04);
    let expected = Trace::record(&puzzle04, &SolverOptions::default(), 2_000).expect("a trace");
    let ops: Vec<&npuzzle::trace::PqOp> = expected.steps.iter().flat_map(|s| &s.ops).collect();
    client.find(Locator::Id("trace")).await.expect("trace").click().await.expect("a click");
    for (i, op) in ops.iter().enumerate() {
        let position = format!("operation {} of {}", i + 1, ops.len());
        until(client, &format!("return document.getElementById('trace-position').textContent === '{position}';")).await;
        let heap = client
            .execute(
                "return [...document.querySelectorAll('#trace-heap li')].map(e => Number(e.dataset.node));",
                Vec::new(),
            )
            .await
            .expect("the heap");
        assert_eq!(heap, json!(op.heap), "after {position}");
        client.find(Locator::Id("trace-next")).await.expect("next").click().await.expect("a click");
    }
    let path: Vec<Value> = client
        .execute(
            "return [...document.querySelectorAll('#trace-tree .path')].map(e => Number(e.dataset.node));",
            Vec::new(),
        )
        .await
        .expect("the goal path")
        .as_array()
        .expect("a list")
        .clone();
    assert_eq!(json!(path), json!(expected.goal_path()), "the last operation shows the route");
}

/// Draws a wall across the grid by dragging, runs A*, and checks the route and the expanded squares.
async fn grid(client: &Client) {
    let cell = |x: usize, y: usize| format!("#grid .cell[data-x='{x}'][data-y='{y}']");
    let mut actions = MouseActions::new("mouse".to_string());
    let first = client.find(Locator::Css(&cell(15, 2))).await.expect("a cell");
    actions = actions.then(PointerAction::MoveToElement { element: first, duration: None, x: 0.0, y: 0.0 });
    actions = actions.then(PointerAction::Down { button: MOUSE_BUTTON_LEFT });
    for y in 3..=13 {
        let next = client.find(Locator::Css(&cell(15, y))).await.expect("a cell");
        actions = actions.then(PointerAction::MoveToElement { element: next, duration: None, x: 0.0, y: 0.0 });
    }
    actions = actions.then(PointerAction::Up { button: MOUSE_BUTTON_LEFT });
    client.perform_actions(actions).await.expect("a drag");
    let walls = client
        .execute("return document.querySelectorAll('#grid .cell.wall').length;", Vec::new())
        .await
        .expect("walls");
    assert_eq!(walls, json!(12), "a wall from (15, 2) to (15, 13)");
    client.find(Locator::Id("grid-run")).await.expect("run").click().await.expect("a click");
    let result = until(client, "const t = document.getElementById('grid-result').textContent; return t || null;").await;
    let mut expected_grid = Grid::new(30, 16).expect("a grid");
    for y in 2..=13 {
        expected_grid.set_wall(Cell::new(15, y), true).expect("a wall");
    }
    let outcome = GridSearch::new(&expected_grid, Cell::new(3, 8), Cell::new(26, 8), 1.0).expect("a search").run();
    let route = outcome.path.as_ref().expect("a route round the wall").len() - 1;
    assert_eq!(result, json!(format!("route of {route} steps; {} squares expanded", outcome.expanded)));
    let tinted = client
        .execute("return document.querySelectorAll('#grid .cell.expanded, #grid .cell.route').length;", Vec::new())
        .await
        .expect("expanded squares");
    assert!(tinted.as_u64().is_some_and(|t| t as usize >= outcome.expanded), "{tinted}");
}
