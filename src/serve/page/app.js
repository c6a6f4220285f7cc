// The explorer page: every number it shows comes from slider's API (npuzzle); the page only draws and
// keeps track of what the user did.

const $ = (id) => document.getElementById(id);

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error || `${path}: ${response.status}`);
  return json;
}

function say(text) { $("message").textContent = text || ""; }

// ---- The board -------------------------------------------------------------------------------

const state = { board: null, initial: null, previous: null, moves: 0, solution: null, playing: null };

function blankOf(board) {
  for (let r = 0; r < board.length; r++) for (let c = 0; c < board.length; c++) if (board[r][c] === 0) return [r, c];
  return null;
}

// The board after the tile at (r, c) slides into the gap, or null when it is not next to the gap.
function slid(board, r, c) {
  const [br, bc] = blankOf(board);
  if (Math.abs(br - r) + Math.abs(bc - c) !== 1) return null;
  const next = board.map((row) => row.slice());
  next[br][bc] = next[r][c];
  next[r][c] = 0;
  return next;
}

// The board after the blank moves `direction` (as the API names the blank's moves).
function moved(board, direction) {
  const [br, bc] = blankOf(board);
  const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[direction];
  return slid(board, br + dr, bc + dc);
}

async function show(board, { previous = null, moves = 0, keepSolution = false } = {}) {
  state.board = board;
  state.previous = previous;
  state.moves = moves;
  if (!keepSolution) clearSolution();
  say("");
  try {
    const analysis = await api("/api/analyze", { board });
    drawBoard(board, analysis);
    drawNumbers(analysis);
    await drawNeighbors();
  } catch (error) { say(error.message); }
}

function drawBoard(board, analysis) {
  const n = board.length;
  const element = $("board");
  element.style.gridTemplateColumns = `repeat(${n}, auto)`;
  element.innerHTML = "";
  const conflicted = new Set(analysis.conflicts.flat());
  const distance = new Map(analysis.tiles.map((t) => [t.tile, t.distance]));
  board.forEach((row, r) => row.forEach((tile, c) => {
    const cell = document.createElement("div");
    cell.className = "tile";
    cell.dataset.tile = tile;
    if (tile === 0) cell.classList.add("blank");
    else {
      cell.textContent = tile;
      const d = document.createElement("span");
      d.className = "dist";
      d.textContent = distance.get(tile);
      cell.appendChild(d);
      if (distance.get(tile) === 0) cell.classList.add("home");
      if (conflicted.has(tile)) cell.classList.add("conflict");
    }
    cell.addEventListener("click", () => slide(r, c));
    element.appendChild(cell);
  }));
}

function drawNumbers(analysis) {
  $("h-hamming").textContent = analysis.hamming;
  $("h-manhattan").textContent = analysis.manhattan;
  $("h-linear").textContent = analysis.linear_conflict;
  $("inversions").textContent = analysis.n % 2 === 1
    ? `${analysis.inversions} (${analysis.inversions % 2 === 0 ? "even" : "odd"})`
    : `${analysis.inversions}, gap on row ${analysis.blank_row + 1}`;
  $("solvable").textContent = analysis.solvable ? (analysis.goal ? "yes: solved" : "yes") : "no";
  $("moves-made").textContent = state.moves;
}

async function slide(r, c) {
  const next = slid(state.board, r, c);
  if (next) await show(next, { previous: state.board, moves: state.moves + 1 });
}

// Arrow keys move the tile beside the gap in the arrow's direction.
function onKey(event) {
  const offsets = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, 1], ArrowRight: [0, -1] };
  const offset = offsets[event.key];
  if (!offset || !state.board) return;
  event.preventDefault();
  const [br, bc] = blankOf(state.board);
  slide(br + offset[0], bc + offset[1]);
}

async function preset(kind) {
  const n = $("size").value;
  const seed = Math.floor(Math.random() * 1e9);
  try { await show(await api(`/api/board?kind=${kind}&n=${n}&seed=${seed}`)); } catch (error) { say(error.message); }
}

function swapTwo() {
  const next = state.board.map((row) => row.slice());
  const cells = [];
  next.forEach((row, r) => row.forEach((t, c) => { if (t !== 0 && cells.length < 2) cells.push([r, c]); }));
  const [[r1, c1], [r2, c2]] = cells;
  [next[r1][c1], next[r2][c2]] = [next[r2][c2], next[r1][c1]];
  show(next);
}

// ---- Next moves --------------------------------------------------------------------------------

function mini(board) {
  const grid = document.createElement("div");
  grid.className = "mini";
  grid.style.gridTemplateColumns = `repeat(${board.length}, auto)`;
  board.flat().forEach((t) => {
    const s = document.createElement("span");
    if (t === 0) s.className = "blank"; else s.textContent = t;
    grid.appendChild(s);
  });
  return grid;
}

async function drawNeighbors() {
  const element = $("neighbors");
  element.innerHTML = "";
  if (state.board.length > 6) return;
  const next = await api("/api/neighbors", { board: state.board, moves: state.moves, previous: state.previous });
  next.forEach((n) => {
    const box = document.createElement("div");
    box.className = "neighbor" + (n.best ? " best" : "") + (n.back ? " back" : "");
    box.dataset.tile = n.tile;
    box.appendChild(mini(n.board));
    const score = document.createElement("div");
    score.innerHTML = `g ${n.g} + h ${n.h} = <b class="f">f ${n.f}</b>${n.back ? " (back)" : ""}`;
    box.appendChild(score);
    box.addEventListener("click", () => show(n.board, { previous: state.board, moves: n.g }));
    element.appendChild(box);
  });
}

// ---- Solving -------------------------------------------------------------------------------------

let job = null;

function clearSolution() {
  state.solution = null;
  $("play").disabled = true;
  if (state.playing) { clearInterval(state.playing); state.playing = null; }
}

async function solveWith(mode) {
  clearSolution();
  job = `job-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  $("solve-cancel").disabled = false;
  $("solve-result").textContent = "searching...";
  const start = state.board;
  try {
    const solved = await api("/api/solve", { board: start, mode, job });
    const route = solved.solvable ? `${solved.moves} moves${solved.proven_shortest ? " (shortest)" : ""}` : "no solution: the board is unsolvable";
    $("solve-result").innerHTML = `<b id="solve-moves">${route}</b> by ${solved.strategy}: ` +
      `${solved.expanded.toLocaleString()} positions expanded, ${solved.elapsed_ms.toFixed(1)} ms`;
    drawPasses(solved.passes);
    if (solved.directions) { state.solution = { start, directions: solved.directions }; $("play").disabled = false; }
  } catch (error) {
    $("solve-result").textContent = error.message;
  } finally {
    $("solve-cancel").disabled = true;
    job = null;
  }
}

function drawPasses(passes) {
  const table = $("passes");
  table.hidden = passes.length === 0;
  table.tBodies[0].innerHTML = passes.map((p) =>
    `<tr><td>${p.threshold}</td><td>${p.expanded.toLocaleString()}</td><td>${p.generated.toLocaleString()}</td></tr>`).join("");
}

// Plays the solution from its first board, one move a quarter second (the assignment's visualizer).
function play() {
  const solution = state.solution;
  if (!solution) return;
  let board = solution.start;
  let step = 0;
  show(board, { keepSolution: true });
  state.playing = setInterval(() => {
    if (step >= solution.directions.length) { clearInterval(state.playing); state.playing = null; return; }
    board = moved(board, solution.directions[step]);
    step += 1;
    show(board, { previous: null, moves: step, keepSolution: true });
  }, 250);
}

// ---- Layer by layer ------------------------------------------------------------------------------

const layers = { start: null, directions: null, phases: [], at: -1 };

function after(start, directions, count) {
  let board = start;
  for (const direction of directions.slice(0, count)) board = moved(board, direction);
  return board;
}

function phaseName(p) {
  return p.layer === "block" ? `the last ${p.index}x${p.index} block` : `${p.layer} ${p.index + 1}`;
}

async function solveLayers() {
  $("layers-result").textContent = "solving...";
  try {
    const solved = await api("/api/solve", { board: state.board, mode: "layers" });
    if (!solved.solvable) { $("layers-result").textContent = "no solution: the board is unsolvable"; return; }
    const ratio = solved.shortest ? `, ${(solved.moves / solved.shortest).toFixed(2)} times the shortest (${solved.shortest} moves)` : "";
    $("layers-result").innerHTML = `<b id="layers-moves">${solved.moves} moves</b> in ${solved.phases.length} phases${ratio}, ` +
      `${solved.elapsed_ms.toFixed(1)} ms`;
    Object.assign(layers, { start: state.board, directions: solved.directions, phases: solved.phases, at: -1 });
    $("layers-phases").innerHTML = solved.phases.map((p, i) =>
      `<li data-phase="${i}">${phaseName(p)}: ${p.end - p.start} moves</li>`).join("");
    const playable = solved.directions !== null;
    $("layers-next").disabled = !playable;
    $("layers-prev").disabled = true;
    $("layers-position").textContent = playable ? "before the first phase" : "too long to step through here";
  } catch (error) { $("layers-result").textContent = error.message; }
}

async function layerPhase(at) {
  layers.at = Math.max(-1, Math.min(at, layers.phases.length - 1));
  const moves = layers.at < 0 ? 0 : layers.phases[layers.at].end;
  await show(after(layers.start, layers.directions, moves), { moves, keepSolution: true });
  const placed = new Set(layers.phases.slice(0, layers.at + 1).flatMap((p) => p.cells.map(([r, c]) => `${r},${c}`)));
  const n = state.board.length;
  [...$("board").children].forEach((tile, i) => tile.classList.toggle("placed", placed.has(`${Math.floor(i / n)},${i % n}`)));
  [...$("layers-phases").children].forEach((li, i) => li.classList.toggle("current", i === layers.at));
  $("layers-position").textContent = layers.at < 0 ? "before the first phase"
    : `phase ${layers.at + 1} of ${layers.phases.length}: ${phaseName(layers.phases[layers.at])}`;
  $("layers-prev").disabled = layers.at < 0;
  $("layers-next").disabled = layers.at === layers.phases.length - 1;
}

// ---- The trace ----------------------------------------------------------------------------------

const trace = { data: null, ops: [], at: 0 };

async function startTrace() {
  try {
    trace.data = await api("/api/trace", { board: state.board });
  } catch (error) { say(error.message); return; }
  trace.ops = [];
  trace.data.steps.forEach((step, s) => step.ops.forEach((op) => trace.ops.push({ ...op, step: s, nodesAfter: step.nodes_after })));
  ["trace-start", "trace-prev", "trace-next", "trace-end"].forEach((id) => { $(id).disabled = false; });
  goTo(0);
}

function boardText(board) { return board.map((row) => row.join(" ")).join(" / "); }

function goTo(at) {
  trace.at = Math.max(0, Math.min(at, trace.ops.length - 1));
  const op = trace.ops[trace.at];
  const nodes = trace.data.nodes;
  $("trace-position").textContent = `operation ${trace.at + 1} of ${trace.ops.length}`;
  const node = op.node === null ? null : nodes[op.node];
  $("trace-op").textContent = op.op === "new" ? "pq = new MinPQ()"
    : `${op.op === "insert" ? "insert" : "delMin"} node ${op.node}: ${boardText(node.board)} ` +
      `(moves ${node.moves}, priority ${node.priority})`;
  const heap = $("trace-heap");
  heap.innerHTML = "";
  op.heap.forEach((id) => {
    const li = document.createElement("li");
    li.dataset.node = id;
    li.dataset.priority = nodes[id].priority;
    li.textContent = `node ${id}: priority ${nodes[id].priority} (moves ${nodes[id].moves}) ${boardText(nodes[id].board)}`;
    if (id === op.node) li.classList.add("changed");
    heap.appendChild(li);
  });
  drawTree(op);
}

// The game tree so far: the nodes that exist after this operation's step, indented under their parents.
function drawTree(op) {
  const nodes = trace.data.nodes;
  const exists = op.op === "new" ? 1 : Math.max(...trace.ops.slice(0, trace.at + 1).map((o) => o.node ?? 0)) + 1;
  const last = trace.at === trace.ops.length - 1;
  const onPath = new Set(last ? trace.data.goal_path : []);
  const lines = [];
  const walk = (id, depth) => {
    const n = nodes[id];
    const classes = [n.rejected ? "rejected" : "", id === op.node ? "current" : "", onPath.has(id) ? "path" : ""].join(" ");
    lines.push(`<span class="${classes.trim()}" data-node="${id}">${"  ".repeat(depth)}${id}: ${boardText(n.board)}  ` +
      `m=${n.moves} p=${n.priority}</span>`);
    nodes.forEach((child, c) => { if (c < exists && child.parent === id) walk(c, depth + 1); });
  };
  walk(0, 0);
  $("trace-tree").innerHTML = lines.join("\n");
}

// ---- The grid -----------------------------------------------------------------------------------

const grid = { width: 30, height: 16, walls: new Set(), start: [3, 8], goal: [26, 8], run: null, shown: 0, dragging: null };
const key = (x, y) => `${x},${y}`;

function gridRequest(extra) {
  return {
    width: grid.width, height: grid.height, start: grid.start, goal: grid.goal,
    walls: [...grid.walls].map((k) => k.split(",").map(Number)), ...extra,
  };
}

// Builds the grid's squares once; renderGrid() then only changes their classes, so that a drag keeps
// the same elements under the pointer.
function drawGrid() {
  const element = $("grid");
  element.style.gridTemplateColumns = `repeat(${grid.width}, auto)`;
  element.innerHTML = "";
  for (let y = 0; y < grid.height; y++) for (let x = 0; x < grid.width; x++) {
    const cell = document.createElement("div");
    cell.dataset.x = x; cell.dataset.y = y;
    element.appendChild(cell);
  }
  renderGrid();
}

function renderGrid() {
  for (let y = 0; y < grid.height; y++) for (let x = 0; x < grid.width; x++) {
    const cell = cellAt(x, y);
    const start = x === grid.start[0] && y === grid.start[1];
    const goal = x === grid.goal[0] && y === grid.goal[1];
    cell.className = "cell" + (grid.walls.has(key(x, y)) ? " wall" : "") + (start ? " start" : "") + (goal ? " goal" : "");
    cell.textContent = start ? "S" : goal ? "G" : "";
  }
}

function cellAt(x, y) { return $("grid").children[y * grid.width + x]; }

function gridPointer(event) {
  const cell = event.target.closest(".cell");
  if (!cell) return null;
  return [Number(cell.dataset.x), Number(cell.dataset.y)];
}

function onGridDown(event) {
  const at = gridPointer(event);
  if (!at) return;
  resetRun();
  if (at[0] === grid.start[0] && at[1] === grid.start[1]) grid.dragging = "start";
  else if (at[0] === grid.goal[0] && at[1] === grid.goal[1]) grid.dragging = "goal";
  else { grid.dragging = grid.walls.has(key(...at)) ? "erase" : "wall"; paint(at); }
}

function onGridMove(event) {
  if (!grid.dragging) return;
  const at = gridPointer(event);
  if (!at || grid.walls.has(key(...at)) && (grid.dragging === "start" || grid.dragging === "goal")) return;
  if (grid.dragging === "start" || grid.dragging === "goal") { grid[grid.dragging] = at; renderGrid(); } else paint(at);
}

function paint(at) {
  const same = (p) => p[0] === at[0] && p[1] === at[1];
  if (same(grid.start) || same(grid.goal)) return;
  if (grid.dragging === "wall") grid.walls.add(key(...at)); else grid.walls.delete(key(...at));
  cellAt(...at).classList.toggle("wall", grid.walls.has(key(...at)));
}

function resetRun() { grid.run = null; grid.shown = 0; $("grid-result").textContent = ""; renderGrid(); }

async function ensureRun() {
  if (grid.run) return true;
  try {
    grid.run = await api("/api/grid", gridRequest({ weight: Number($("grid-weight").value) }));
    grid.shown = 0;
    return true;
  } catch (error) { say(error.message); return false; }
}

function showStep(step) {
  cellAt(...step.expanded).classList.remove("frontier");
  cellAt(...step.expanded).classList.add("expanded");
  step.added.forEach((at) => cellAt(...at).classList.add("frontier"));
}

function finishRun() {
  const run = grid.run;
  if (run.path) run.path.forEach((at) => cellAt(...at).classList.add("route"));
  $("grid-result").textContent = run.path
    ? `route of ${run.path.length - 1} steps; ${run.expanded} squares expanded`
    : `no route: the goal cannot be reached (${run.expanded} squares expanded)`;
}

async function gridStep() {
  if (!(await ensureRun())) return;
  if (grid.shown < grid.run.steps.length) showStep(grid.run.steps[grid.shown++]);
  if (grid.shown === grid.run.steps.length) finishRun();
}

async function gridRun() {
  if (!(await ensureRun())) return;
  while (grid.shown < grid.run.steps.length) showStep(grid.run.steps[grid.shown++]);
  finishRun();
}

async function gridCompare() {
  const weights = [0, 0.5, 1, 1.5, 2, 3, 5];
  try {
    const rows = await api("/api/grid/compare", gridRequest({ weights }));
    const table = $("grid-weights");
    table.hidden = false;
    table.tBodies[0].innerHTML = rows.map((r) =>
      `<tr><td>${r.weight}</td><td>${r.expanded}</td><td>${r.route === null ? "none" : r.route}</td></tr>`).join("");
  } catch (error) { say(error.message); }
}

// ---- The comparison -----------------------------------------------------------------------------

async function compareAll() {
  const chart = $("compare-chart");
  chart.textContent = "comparing...";
  try {
    const rows = await api("/api/compare", { board: state.board });
    const most = Math.max(...rows.map((r) => r.expanded || 1));
    const proven = rows.filter((r) => r.proven_shortest).map((r) => r.moves);
    const shortest = proven.length ? Math.min(...proven) : null;
    chart.innerHTML = "";
    rows.forEach((r) => {
      const row = document.createElement("div");
      row.className = "bar-row";
      row.dataset.strategy = r.strategy;
      const width = r.error ? 0 : 400 * Math.log10((r.expanded || 0) + 1) / Math.log10(most + 1);
      const value = r.error ? r.error
        : `${r.expanded.toLocaleString()} expanded, ${r.moves === null ? "unsolvable" : r.moves + " moves"}` +
          (shortest && r.moves > shortest ? ` (${(r.moves / shortest).toFixed(2)} times the shortest)` : "") +
          `, ${r.elapsed_ms.toFixed(1)} ms`;
      row.innerHTML = `<span class="label">${r.strategy}</span><span class="bar" style="width:${width.toFixed(1)}px"></span>` +
        `<span class="value">${value}</span>`;
      chart.appendChild(row);
    });
  } catch (error) { chart.textContent = error.message; }
}

// ---- Wiring -------------------------------------------------------------------------------------

async function main() {
  $("board").addEventListener("keydown", onKey);
  $("random").addEventListener("click", () => preset("random"));
  $("hardest").addEventListener("click", () => preset("hardest"));
  $("conflicts").addEventListener("click", () => preset("conflicts"));
  $("swap").addEventListener("click", swapTwo);
  $("reset").addEventListener("click", () => show(state.initial));
  $("solve-quick").addEventListener("click", () => solveWith("quick"));
  $("solve-shortest").addEventListener("click", () => solveWith("shortest"));
  $("solve-astar").addEventListener("click", () => solveWith("astar"));
  $("solve-cancel").addEventListener("click", () => { if (job) api("/api/cancel", { job }); });
  $("play").addEventListener("click", play);
  $("layers").addEventListener("click", solveLayers);
  $("layers-prev").addEventListener("click", () => layerPhase(layers.at - 1));
  $("layers-next").addEventListener("click", () => layerPhase(layers.at + 1));
  $("trace").addEventListener("click", startTrace);
  $("trace-start").addEventListener("click", () => goTo(0));
  $("trace-prev").addEventListener("click", () => goTo(trace.at - 1));
  $("trace-next").addEventListener("click", () => goTo(trace.at + 1));
  $("trace-end").addEventListener("click", () => goTo(trace.ops.length - 1));
  $("grid-weight").addEventListener("input", () => { $("grid-weight-value").textContent = $("grid-weight").value; resetRun(); });
  $("grid-step").addEventListener("click", gridStep);
  $("grid-run").addEventListener("click", gridRun);
  $("grid-clear").addEventListener("click", () => { grid.walls.clear(); resetRun(); });
  $("grid-compare").addEventListener("click", gridCompare);
  $("grid").addEventListener("pointerdown", onGridDown);
  $("grid").addEventListener("pointerover", onGridMove);
  window.addEventListener("pointerup", () => { grid.dragging = null; });
  $("compare").addEventListener("click", compareAll);
  drawGrid();
  state.initial = await api("/api/initial");
  await show(state.initial);
  document.body.dataset.ready = "true";
}

main().catch((error) => say(error.message));
