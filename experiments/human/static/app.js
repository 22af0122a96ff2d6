// The participant's page. It only shows what the server says and sends what the person did
// (moves, answers, drawn grids); every verdict is the server's.
"use strict";
const DIRS = {  // [row delta, col delta]
  ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
  q: [-1, -1], e: [-1, 1], z: [1, -1], c: [1, 1],
  Home: [-1, -1], PageUp: [-1, 1], End: [1, -1], PageDown: [1, 1],
};
const PAD = [[-1, -1, "↖"], [-1, 0, "↑"], [-1, 1, "↗"], [0, -1, "←"], null, [0, 1, "→"],
             [1, -1, "↙"], [1, 0, "↓"], [1, 1, "↘"]];
const PHASE_TITLES = {solve: "Solve the maze", recognize: "Recognize the shape",
                      generate: "Draw a new maze"};
const PHASE_HELP = {
  solve: "Walk P to G. An invalid move ends this maze.",  // + the maze's own rule, below
  recognize: "Look at the whole maze, at all its empty cells (P and G count as empty).",
  generate: "Draw a maze of the same size whose empty cells form the same shape, with one P " +
            "and one G that P can reach. It must not be a copy of the maze above.",
};
// Why a move was refused, in the page's words: the reasons are the env's and the models'
// (envs/maze_nav/constants.py), so a person and a model fail a trial for the same moves.
const REFUSALS = {
  not_allowed: "this maze allows no diagonal steps",
  out_of_bounds: "that cell is off the grid",
  wall: "that cell is a wall",
  not_adjacent: "that cell is not next to P",
};
const MOVE_RULES = {
  4: " This maze allows no diagonal steps: a diagonal key (Q, E, Z, C) ends it too.",
  8: " This maze allows diagonal steps (keys Q, E, Z, C or the pad's corner buttons).",
};
let state = null, busy = false, shown = "", drawn = null;
// The trial whose solve phase ended on this page: its outcome stays until "Continue"
// (after a reload the person goes straight on to the phase they were in).
let outcomeFor = null;
// Moves pressed while an earlier one is on its way: sent in order, each from the cell the
// server put P on (a fast typist's keys are not lost, and never aimed from a stale cell).
let queue = [];
const $ = (id) => document.getElementById(id);

// A request whose answer is lost (no connection, a dropped reply) or refused for a while (503:
// the server's storage failing) is sent again, the very same body: the server treats a repeat as
// a repeat (a move carries its number, an event its id), so a retry never makes a second move.
const RETRIES = 2, RETRY_MS = 700;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function api(path, body) {
  const options = body === undefined ? {} : {
    method: "POST", headers: {"Content-Type": "application/json"},
    body: JSON.stringify({...body, client_ts: Date.now()}),
  };
  let r, data;
  for (let attempt = 0; ; attempt++) {
    r = undefined; data = undefined;
    try {
      r = await fetch(path, {credentials: "same-origin", ...options});
      data = await r.json();
    } catch (e) { /* no answer, or not JSON: decided below */ }
    if (!((!r || r.status >= 500) && attempt < RETRIES)) break;
    await sleep(RETRY_MS * (attempt + 1));
  }
  if (!r || data === undefined) {
    showError("The study server did not answer (" + (r ? "error " + r.status : "no connection") +
              "). Please try again in a moment; reloading this page keeps your place.");
    return null;
  }
  if (!r.ok) { showError(data.error || ("error " + r.status)); return null; }
  $("error").hidden = true;
  return data;
}
function eventId() {  // a random id per event: a retried event is stored once
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
function startKey() {  // this tab's random start key: a start whose answer was lost is resent
  let key = null;
  try { key = sessionStorage.getItem("srg-start-key"); } catch (e) { /* storage off */ }
  if (!key || !/^[0-9a-f]{32}$/.test(key)) {
    key = eventId() + eventId().slice(0, 8);
    try { sessionStorage.setItem("srg-start-key", key); } catch (e) { /* off: this load only */ }
  }
  return key;
}
function logEvent(body) { return api("/api/event", {...body, id: eventId()}); }
function showError(text) { $("error").textContent = text; $("error").hidden = false; }

async function send(path, body) {
  if (busy) return;
  busy = true;
  try { const s = await api(path, body); if (s) render(s); } finally { busy = false; }
  if (queue.length) drain();
}

async function drain() {
  if (busy) return;
  busy = true;
  try {
    while (queue.length) {
      const item = queue.shift();
      let s = null;
      if (item[0] === "move") {
        const t = state && state.trial;
        if (!t || t.phase !== "solve") { queue = []; break; }
        const [r, c] = t.solve.position;
        s = await api("/api/move", {position: t.position, move: t.solve.moves + 1,
                                    cell: [r + item[1], c + item[2]]});
      } else {  // ["rotate", puzzle position, square, clockwise]: dropped once that puzzle ended
        const p = state && state.puzzle;
        if (!p || p.position !== item[1]) { queue = []; break; }
        s = await api("/api/rotate", {position: item[1], turn: p.turns + 1, square: item[2],
                                      clockwise: item[3]});
      }
      if (!s) { queue = []; break; }
      render(s);
    }
  } finally { busy = false; }
}

function render(s) {
  const before = state && state.trial, after = s.trial;
  if (before && after && before.position === after.position && before.phase === "solve" &&
      after.phase !== "solve") outcomeFor = after.position;
  state = s;
  for (const id of ["consent", "trial", "puzzle", "done"]) $(id).hidden = true;
  if (s.stage === "consent") {
    $("consent-moves").textContent = String(s.max_moves);
    $("consent").hidden = false;
    return;
  }
  if (s.stage === "puzzle") { renderPuzzle(s.puzzle); return; }
  if (s.stage === "done") { renderDone(s); return; }
  renderTrial(s.trial, s);
}

function renderDone(s) {
  $("done").hidden = false;
  const c = s.completion || {};
  const p = $("completion");
  p.textContent = c.code ? "Your completion code: " + c.code : "You have finished the study.";
  if (c.url) {
    const a = document.createElement("a");
    a.href = c.url; a.textContent = " Continue"; a.id = "completion-link";
    p.appendChild(a);
    setTimeout(() => { window.location.href = c.url; }, 3000);
  }
}

function renderTrial(t, s) {
  $("trial").hidden = false;
  const pendingOutcome = t.phase !== "solve" && outcomeFor === t.position;
  const phase = pendingOutcome ? "solve" : t.phase;
  $("progress").textContent = t.practice ? "Practice maze (does not count)"
                                         : `Maze ${t.number} of ${s.total}`;
  $("phase-title").textContent = PHASE_TITLES[phase];
  $("phase-help").textContent = PHASE_HELP[phase] +
    (phase === "solve" ? (MOVE_RULES[t.connectivity] || "") : "");
  $("legend").textContent = t.legend;
  const picture = t.condition === "image";
  $("picture-wrap").hidden = !picture;
  $("maze-text").hidden = picture;
  if (picture) $("picture").src = t.image_url + "&phase=" + phase;
  else $("maze-text").textContent = t.maze_text;
  $("solve-panel").hidden = phase !== "solve";
  $("recognize-panel").hidden = phase !== "recognize";
  $("generate-panel").hidden = phase !== "generate";
  const key = t.position + ":" + phase;
  if (shown !== key) {
    shown = key;
    logEvent({kind: "shown", phase: phase, position: t.position});
    if (phase === "generate") newDrawing(t.size);
    if (phase === "recognize") { $("answer").value = ""; $("answer").focus(); }
  }
  if (phase === "solve") renderSolve(t, pendingOutcome);
}

function renderSolve(t, over) {
  $("moves-left").textContent = `Moves left: ${t.moves_left}`;
  const pad = $("pad");
  pad.innerHTML = "";
  for (const cell of PAD) {
    const b = document.createElement("button");
    if (!cell || (t.connectivity === 4 && cell[0] !== 0 && cell[1] !== 0)) {
      b.disabled = true; b.style.visibility = "hidden";
    } else {
      b.textContent = cell[2];
      b.onclick = () => move(cell[0], cell[1]);
    }
    pad.appendChild(b);
  }
  const s = t.solve;
  let text = "";
  if (s.success) text = "You reached the goal!";
  else if (s.failure === "invalid_move") {
    text = "That move was not allowed (" + (REFUSALS[s.invalid_reason] || s.invalid_reason) +
           "); this maze is over.";
  }
  else if (s.failure) text = "No moves left; this maze is over.";
  $("solve-outcome").textContent = text;
  $("solve-next").hidden = !over;
}

function move(dr, dc) {
  const t = state && state.trial;
  if (!t || t.phase !== "solve") return;
  queue.push(["move", dr, dc]);
  drain();
}

function renderPuzzle(p) {
  $("puzzle").hidden = false;
  $("puzzle-progress").textContent = `Puzzle ${p.number} of ${p.total}`;
  $("puzzle-picture").src = p.image_url;
  $("turns-left").textContent = `Turns left: ${p.turns_left}`;
  const last = p.previous;
  $("puzzle-outcome").textContent = !last ? "" : last.success ? "The last puzzle is solved!"
                                                             : "No turns were left for the last puzzle.";
  const key = "puzzle:" + p.position;
  if (shown !== key) {
    shown = key;
    logEvent({kind: "shown", phase: "puzzle", position: null, detail: key});
  }
}

function draftKey() { return "srg-draft:" + state.participant + ":" + state.trial.position; }

function newDrawing(size) {
  drawn = Array.from({length: size}, () => Array(size).fill(0));
  try {  // a reload keeps the half-drawn maze (this tab only; the server sees the sent one)
    const draft = JSON.parse(sessionStorage.getItem(draftKey()) || "null");
    if (Array.isArray(draft) && draft.length === size &&
        draft.every((row) => Array.isArray(row) && row.length === size &&
                             row.every((v) => [0, 1, 2, 3].includes(v)))) drawn = draft;
  } catch (e) { /* storage off or damaged: start empty */ }
  const table = $("draw-grid");
  table.innerHTML = "";
  for (let r = 0; r < size; r++) {
    const tr = document.createElement("tr");
    for (let c = 0; c < size; c++) {
      const td = document.createElement("td");
      td.id = `cell-${r}-${c}`;
      td.onclick = () => paint(r, c);
      tr.appendChild(td);
    }
    table.appendChild(tr);
  }
  paintAll();
}

function paint(r, c) {
  const tool = Number(document.querySelector("input[name=tool]:checked").value);
  if (tool >= 2) {  // one P and one G: placing one moves it
    drawn.forEach((row, i) => row.forEach((v, j) => { if (v === tool) drawn[i][j] = 1; }));
  }
  drawn[r][c] = tool;
  try { sessionStorage.setItem(draftKey(), JSON.stringify(drawn)); } catch (e) { /* off */ }
  paintAll();
}

function paintAll() {
  drawn.forEach((row, r) => row.forEach((v, c) => {
    const td = $(`cell-${r}-${c}`);
    td.className = "c" + v;
    td.textContent = v === 2 ? "P" : v === 3 ? "G" : "";
  }));
}

document.addEventListener("keydown", (event) => {
  const t = state && state.trial;
  if (!t || t.phase !== "solve" || document.activeElement === $("answer")) return;
  const d = DIRS[event.key] || DIRS[event.key.toLowerCase()];
  if (!d) return;
  // A diagonal key in a 4-directional maze is sent too: the server judges it, as the models'
  // moves are judged (an invalid move, "not_allowed", that ends the solve phase).
  event.preventDefault();
  move(d[0], d[1]);
});

$("picture").addEventListener("click", (event) => {
  const t = state && state.trial;
  // A click names a cell, not a direction: ignored while an earlier move is on its way.
  if (!t || t.phase !== "solve" || !t.layout || busy || queue.length) return;
  const img = $("picture"), lay = t.layout;
  // The layout's width, not naturalWidth: that is 0 while the next picture is loading.
  const scale = lay.width / img.clientWidth;
  const x = event.offsetX * scale, y = event.offsetY * scale;
  const r = Math.floor((y - lay.y0) / lay.cell), c = Math.floor((x - lay.x0) / lay.cell);
  const [pr, pc] = t.solve.position;
  if (Math.max(Math.abs(r - pr), Math.abs(c - pc)) !== 1) return;  // only neighbours
  move(r - pr, c - pc);
});

$("puzzle-picture").addEventListener("click", (event) => {
  const p = state && state.puzzle;
  if (!p) return;
  const img = $("puzzle-picture"), lay = p.layout;
  const scale = lay.width / img.clientWidth;
  const x = event.offsetX * scale, y = event.offsetY * scale;
  const square = lay.boxes.findIndex(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);
  if (square < 0) return;  // between the squares: nothing to turn
  queue.push(["rotate", p.position, square, !event.shiftKey]);
  drain();
});

$("agree").onclick = () => send("/api/consent", {});
$("solve-next").onclick = () => { outcomeFor = null; render(state); };
$("recognize-send").onclick = () => {
  const answer = $("answer").value.trim();
  if (!answer) { showError("Please type an answer first."); return; }
  send("/api/recognize", {position: state.trial.position, answer});
};
$("answer").addEventListener("keydown", (e) => { if (e.key === "Enter") $("recognize-send").click(); });
$("generate-send").onclick = () => send("/api/generate", {position: state.trial.position, grid: drawn});
window.addEventListener("blur", () => state && state.trial &&
  logEvent({kind: "blur", phase: state.trial.phase, position: state.trial.position}));

(async () => {
  const params = Object.fromEntries(new URLSearchParams(window.location.search));
  busy = true;
  try {
    const s = await api("/api/start", {params, key: startKey()});
    if (s) render(s);
  } finally { busy = false; }
})();
