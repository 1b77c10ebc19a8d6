// The puzzle trainer, /puzzles: the board shows a position where the side to move wins;
// the player clicks the winning moves, the server answers each with the defender's reply
// and says when a move does not win. Hints, a retry of the same puzzle, themes to choose
// from, and a streak mode (puzzles one after another until the first miss). The player's
// puzzle rating and grade are shown, and how the first attempt at a puzzle moved them.

import { get, post } from "../net/api.js";
import { render } from "../ui/dom.js";
import { BoardView, parsePoint, winningLine } from "../ui/board.js";
import { t } from "../i18n/i18n.js";
import { ruleName, themeName } from "../ui/server-text.js";

// Every string the page shows, in one place.
const TEXT = {
  title: t("puzzles.title"),
  heading: t("puzzles.heading"),
  rule: t("puzzles.rule"),
  theme: t("puzzles.theme"),
  anyTheme: t("puzzles.anyTheme"),
  streak: t("puzzles.streak"),
  hint: t("puzzles.hint"),
  retry: t("puzzles.retry"),
  next: t("puzzles.next"),
  toMove: (color) => (color === "black" ? t("puzzles.blackToMove") : t("puzzles.whiteToMove")),
  yourTurn: t("puzzles.yourTurn"),
  thinking: t("puzzles.thinking"),
  loading: t("puzzles.loading"),
  correct: t("puzzles.correct"),
  solved: t("puzzles.solved"),
  wrong: (move) => t("puzzles.wrong", { move }),
  hintIs: (move) => t("puzzles.hintIs", { move }),
  noHint: t("puzzles.noHint"),
  rating: (r, grade, provisional) =>
    t("puzzles.rating", { rating: `${Math.round(r)}${provisional ? "?" : ""}` }) +
    (grade ? ` (${provisional ? t("puzzles.gradeProvisional", { grade }) : grade})` : ""),
  change: (before, after) => {
    const d = Math.round(after) - Math.round(before);
    return t("puzzles.change", { before: Math.round(before), after: Math.round(after), diff: `${d >= 0 ? "+" : ""}${d}` });
  },
  guest: t("puzzles.guest"),
  streakCount: (n) => t("puzzles.streakCount", { count: n }),
  streakOver: (n) => t("puzzles.streakOver", { count: n }),
  puzzleRating: (r) => t("puzzles.puzzleRating", { rating: Math.round(r) }),
  puzzleId: (id) => t("puzzles.puzzleId", { id }),
  source: t("puzzles.source"),
  sources: { shipped: t("puzzles.sourceShipped"), mine: t("puzzles.sourceMine") },
  toDefend: (color) => (color === "black" ? t("puzzles.blackToDefend") : t("puzzles.whiteToDefend")),
  defended: t("puzzles.defended"),
  wrongDefence: (move, reply) => t("puzzles.wrongDefence", { move, reply }),
};

const PAGE = `
<section id="puzzles">
  <h1>${TEXT.heading}</h1>
  <form id="puzzle-options" class="inline">
    <label>${TEXT.rule} <select id="puzzle-rule"></select></label>
    <label>${TEXT.theme} <select id="puzzle-theme"></select></label>
    <label>${TEXT.source} <select id="puzzle-source"></select></label>
    <label><input type="checkbox" id="puzzle-streak"> ${TEXT.streak}</label>
  </form>
  <p id="puzzle-me"></p>
  <p id="puzzle-change"></p>
  <p id="puzzle-streak-count" hidden></p>
  <p id="puzzle-prompt"></p>
  <div id="board-wrap"></div>
  <p id="puzzle-status" role="status"></p>
  <p id="puzzle-info"></p>
  <p>
    <button type="button" id="puzzle-hint">${TEXT.hint}</button>
    <button type="button" id="puzzle-retry">${TEXT.retry}</button>
    <button type="button" id="puzzle-next">${TEXT.next}</button>
  </p>
  <p class="error" id="puzzle-error"></p>
</section>`;

// The board of a puzzle that does not say its size.
const DEFAULT_SIZE = 15;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  document.title = TEXT.title;
  // `attempt` counts the boards set up or left (a puzzle asked for, a retry): an answer to
  // a move, a hint or a request for a puzzle made for an earlier board is not shown.
  const state = { puzzle: null, line: [], over: false, busy: false, loading: false, attempt: 0, streak: 0, me: null };
  const board = new BoardView($("#board-wrap"), (p) => play(p));
  const error = (e) => ($("#puzzle-error").textContent = e ? e.message || String(e) : "");
  const status = (t, kind = "") => {
    const s = $("#puzzle-status");
    s.textContent = t;
    s.dataset.kind = kind;
  };

  let catalog;
  try {
    [catalog, state.me] = await Promise.all([get("/api/puzzles"), get("/api/me")]);
  } catch (e) {
    error(e);
    return;
  }
  if (ctx.signal.aborted) return;
  const rules = Object.keys(catalog.rules).sort();
  const ruleSel = $("#puzzle-rule");
  for (const r of rules) ruleSel.append(new Option(ruleName(r), r));
  const wanted = ctx.query.get("rule");
  // One's own puzzles may be of a rule the server's set has none of.
  if (wanted && !rules.includes(wanted) && ctx.query.get("source") === "mine") ruleSel.append(new Option(ruleName(wanted), wanted));
  if (wanted && [...ruleSel.options].some((o) => o.value === wanted)) ruleSel.value = wanted;
  const fillThemes = () => {
    const sel = $("#puzzle-theme");
    sel.textContent = "";
    sel.append(new Option(TEXT.anyTheme, ""));
    const themes = catalog.rules[ruleSel.value]?.themes || {};
    for (const t of Object.keys(themes).sort()) sel.append(new Option(`${themeName(t)} (${themes[t]})`, t));
  };
  fillThemes();
  const sourceSel = $("#puzzle-source");
  for (const [v, t] of Object.entries(TEXT.sources)) sourceSel.append(new Option(t, v));
  if (ctx.query.get("source") === "mine") sourceSel.value = "mine";
  sourceSel.onchange = () => next();
  ruleSel.onchange = () => {
    fillThemes();
    next();
  };
  $("#puzzle-theme").onchange = () => next();
  $("#puzzle-streak").onchange = () => {
    state.streak = 0;
    showStreak();
    next();
  };

  async function showMe() {
    if (state.me.guest) {
      $("#puzzle-me").textContent = TEXT.guest;
      return;
    }
    try {
      const p = await get(`/api/users/${encodeURIComponent(state.me.name)}`);
      const z = p.puzzle;
      $("#puzzle-me").textContent = TEXT.rating(z.rating, z.grade, z.provisional);
      $("#puzzle-me").dataset.rating = String(Math.round(z.rating));
    } catch (e) {
      error(e);
    }
  }

  function showStreak() {
    const on = $("#puzzle-streak").checked;
    $("#puzzle-streak-count").hidden = !on;
    $("#puzzle-streak-count").textContent = TEXT.streakCount(state.streak);
  }

  // The board: the puzzle's stones and the attempt's, alternately from black.
  function draw(marks = {}) {
    const SIZE = state.puzzle.size || DEFAULT_SIZE;
    const cells = new Array(SIZE * SIZE).fill(".");
    const all = [...state.puzzle.moves, ...state.line];
    all.forEach((m, i) => {
      const p = parsePoint(m);
      if (p) cells[p.row * SIZE + p.col] = i % 2 === 0 ? "x" : "o";
    });
    const last = all[all.length - 1] || null;
    const text = cells.join("");
    board.draw({ size: SIZE, board: text, last, marks, win: state.over && last ? winningLine(text, SIZE, last) : [] });
    $("#board-wrap").dataset.moves = String(state.line.length);
  }

  function start() {
    state.attempt += 1;
    state.line = [];
    state.over = false;
    state.busy = false;
    draw();
    const defence = state.puzzle.themes.includes("defence");
    $("#puzzle-prompt").textContent = (defence ? TEXT.toDefend : TEXT.toMove)(state.puzzle.to_move);
    $("#puzzle-info").textContent = `${TEXT.puzzleId(state.puzzle.id)} · ${state.puzzle.themes.map(themeName).join(", ")} · ${TEXT.puzzleRating(state.puzzle.rating)}`;
    status(TEXT.yourTurn, "turn");
  }

  async function next() {
    error(null);
    const theme = $("#puzzle-theme").value;
    const source = sourceSel.value === "mine" ? "&source=mine" : "";
    const q = `rule=${encodeURIComponent(ruleSel.value)}${theme ? `&theme=${encodeURIComponent(theme)}` : ""}${source}`;
    // Two changes in a row (a theme, then streak mode) send two requests, whose answers
    // can come back in either order; the board takes no move until the last is shown.
    // The board shown is left: answers to its moves and hints no longer count.
    const load = ++state.attempt;
    state.busy = false;
    state.loading = true;
    status(TEXT.loading, "busy");
    let puzzle;
    try {
      puzzle = await get(`/api/puzzles/next?${q}`);
    } catch (e) {
      if (load !== state.attempt) return;
      state.loading = false;
      error(e);
      // The puzzle that was shown, from its start, as nothing else came.
      if (state.puzzle) start();
      else status("", "");
      return;
    }
    if (ctx.signal.aborted || load !== state.attempt) return;
    state.loading = false;
    state.puzzle = puzzle;
    $("#puzzles").dataset.puzzle = puzzle.id;
    start();
  }

  // Whether the board is still the one set up as `attempt`, taking moves.
  const current = (attempt) => !ctx.signal.aborted && !state.loading && state.attempt === attempt;

  function showChange(rating) {
    if (!rating || ctx.signal.aborted) return;
    $("#puzzle-change").textContent = TEXT.change(rating.before, rating.after);
    showMe();
  }

  async function play(point) {
    if (!state.puzzle || state.over || state.busy || state.loading) return;
    const attempt = state.attempt;
    const taken = new Set([...state.puzzle.moves, ...state.line]);
    if (taken.has(point)) return;
    state.busy = true;
    state.line.push(point);
    draw();
    status(TEXT.thinking, "busy");
    let r;
    try {
      r = await post(`/api/puzzles/${encodeURIComponent(state.puzzle.id)}/solve`, { moves: state.line });
    } catch (e) {
      if (!current(attempt)) return;
      state.busy = false;
      state.line.pop();
      draw();
      status(TEXT.yourTurn, "turn");
      error(e);
      return;
    }
    // The server rated the answer whatever the board shows now.
    showChange(r.rating);
    if (!current(attempt)) return;
    state.busy = false;
    if (!r.correct) {
      state.over = true;
      // In a defence puzzle the reply is the opponent's winning answer: shown.
      if (r.reply) state.line.push(r.reply);
      draw({ [point]: "wrong" });
      status(r.reply ? TEXT.wrongDefence(point, r.reply) : TEXT.wrong(point), "wrong");
      if ($("#puzzle-streak").checked) {
        $("#puzzle-streak-count").textContent = TEXT.streakOver(state.streak);
        state.streak = 0;
      }
      return;
    }
    if (r.done) {
      state.over = true;
      draw();
      status(state.puzzle.themes.includes("defence") ? TEXT.defended : TEXT.solved, "solved");
      if ($("#puzzle-streak").checked) {
        state.streak += 1;
        showStreak();
        // Not if the solver has moved on meanwhile (Retry, another puzzle, streak off).
        setTimeout(() => current(attempt) && $("#puzzle-streak").checked && next(), 800);
      }
      return;
    }
    if (r.reply) state.line.push(r.reply);
    draw();
    status(TEXT.correct, "turn");
  }

  $("#puzzle-hint").onclick = async () => {
    if (!state.puzzle || state.over || state.busy || state.loading) return;
    const attempt = state.attempt;
    // No move until the hint is in: it is for the position it was asked in.
    state.busy = true;
    try {
      const h = await get(`/api/puzzles/${encodeURIComponent(state.puzzle.id)}/hint?moves=${state.line.join(",")}`);
      showChange(h.rating);
      if (!current(attempt)) return;
      state.busy = false;
      if (h.move) {
        draw({ [h.move]: "hint" });
        status(TEXT.hintIs(h.move), "hint");
      } else {
        status(TEXT.noHint, "hint");
      }
    } catch (e) {
      if (current(attempt)) state.busy = false;
      error(e);
    }
  };
  $("#puzzle-retry").onclick = () => state.puzzle && !state.loading && start();
  $("#puzzle-next").onclick = () => next();

  showStreak();
  await showMe();
  await next();
}
