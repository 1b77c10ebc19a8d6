// A finished game's review by the engine, under the game's board: "Analyse this game"
// asks the server for it, the page asks again until it is done, and an SVG chart shows
// black's winning chance after each stone, with the mistakes and blunders marked and
// listed, and the forced wins a player let go.

import { get, post } from "../net/api.js";
import { t } from "../i18n/i18n.js";

// Every string the panel shows, in one place.
const T = {
  running: (done, total) => t("review.running", { done, total }),
  failed: t("review.failed"),
  done: t("review.done"),
  none: t("review.none"),
  judged: (p, before, after) =>
    `${p.number}. ${p.move} (${side(p.color)}): ${JUDGEMENTS[p.judgement] ?? p.judgement} — ` +
    (p.color === "white" ? t("review.fellWhite", { before: pct(before), after: pct(after) }) : t("review.fellBlack", { before: pct(before), after: pct(after) })),
  missed: (p, line) =>
    `${p.number}. ${p.move}: ` +
    (p.color === "white" ? t("review.missedWhite", { line: line.slice(0, 8).join(" ") }) : t("review.missedBlack", { line: line.slice(0, 8).join(" ") })),
  analyse: t("review.analyse"),
  black: t("review.black"),
};

// The words of the engine's judgement, and the sides, in the page's language.
const JUDGEMENTS = { mistake: t("review.mistake"), blunder: t("review.blunder") };
const SIDES = { black: t("review.blackSide"), white: t("review.whiteSide") };
function side(color) {
  return SIDES[color] ?? color;
}

const POLL_MS = 1000;
const NS = "http://www.w3.org/2000/svg";

function pct(p) {
  return `${Math.round(p * 100)}%`;
}

/// The review panel in `box` for game `id`: a button that starts the review, or the
/// review itself if the game has one. `signal` ends the polling when the page is left.
export function reviewPanel(box, id, signal) {
  box.textContent = "";
  const button = document.createElement("button");
  button.id = "review-start";
  button.type = "button";
  button.textContent = T.analyse;
  const status = document.createElement("p");
  status.id = "review-status";
  const chart = document.createElement("div");
  chart.id = "review-chart";
  const list = document.createElement("ol");
  list.id = "review-list";
  box.append(button, status, chart, list);
  let timer = null;
  signal?.addEventListener("abort", () => clearTimeout(timer));
  const show = (r) => {
    if (signal?.aborted) return;
    // None asked for yet: the button stays.
    if (r.status === "none") return;
    button.hidden = true;
    box.dataset.review = r.status;
    status.textContent = r.status === "running" ? T.running(r.done, r.total) : r.status === "failed" ? T.failed : T.done;
    drawChart(chart, r);
    drawList(list, r);
    if (r.status === "running") timer = setTimeout(poll, POLL_MS);
  };
  const poll = () => get(`/api/games/${id}/review`).then(show, (e) => (status.textContent = e.message));
  button.onclick = () => post(`/api/games/${id}/review`).then(show, (e) => (status.textContent = e.message));
  // A review asked for earlier shows at once.
  get(`/api/games/${id}/review`).then(show, () => {});
}

function svg(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent.appendChild(e);
  return e;
}

/// The chart: black's chance from 0 (bottom) to 1 (top) by position, 50% dashed, a dot a
/// position coloured by its judgement.
function drawChart(box, r) {
  const W = 600, H = 160, PAD = 6;
  box.textContent = "";
  const s = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "review-chart", width: "100%", role: "img" }, box);
  svg("rect", { x: 0, y: 0, width: W, height: H, fill: "#f3efe6", stroke: "#bbb" }, s);
  svg("line", { x1: 0, y1: H / 2, x2: W, y2: H / 2, stroke: "#999", "stroke-dasharray": "4 4" }, s);
  const n = Math.max(r.positions.length - 1, 1);
  const x = (i) => PAD + ((W - 2 * PAD) * i) / n;
  const y = (p) => PAD + (H - 2 * PAD) * (1 - p);
  const known = r.positions.filter((p) => p.black_win_chance !== null);
  if (known.length > 1) {
    const d = known.map((p, k) => `${k ? "L" : "M"}${x(p.number).toFixed(1)},${y(p.black_win_chance).toFixed(1)}`).join(" ");
    svg("path", { d, fill: "none", stroke: "#222", "stroke-width": 2, class: "review-line" }, s);
  }
  for (const p of known) {
    const colour = p.judgement === "blunder" ? "#c62828" : p.judgement === "mistake" ? "#ef8f00" : p.missed_win ? "#6a1b9a" : null;
    const dot = svg("circle", { cx: x(p.number), cy: y(p.black_win_chance), r: colour ? 5 : 2.5, fill: colour || "#222", "data-number": p.number }, s);
    if (p.judgement) dot.dataset.judgement = p.judgement;
    const t = document.createElementNS(NS, "title");
    t.textContent = `${p.number}${p.move ? ` ${p.move}` : ""}: ${T.black} ${pct(p.black_win_chance)}`;
    dot.appendChild(t);
  }
}

function drawList(list, r) {
  list.textContent = "";
  const ps = r.positions;
  for (let i = 1; i < ps.length; i++) {
    const p = ps[i];
    const add = (text, cls) => {
      const li = document.createElement("li");
      li.className = cls;
      li.textContent = text;
      list.appendChild(li);
    };
    if (p.judgement) {
      const mine = (b) => (p.color === "black" ? b : 1 - b);
      add(T.judged(p, mine(ps[i - 1].black_win_chance), mine(p.black_win_chance)), p.judgement);
    }
    if (p.missed_win) add(T.missed(p, p.missed_win), "missed-win");
  }
  if (r.status === "done" && !list.children.length) {
    const li = document.createElement("li");
    li.textContent = T.none;
    list.appendChild(li);
  }
}
