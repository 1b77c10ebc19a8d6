// The board as SVG: grid, coordinates, stones, the last move, forbidden points, marks.

import { t } from "../i18n/i18n.js";

const NS = "http://www.w3.org/2000/svg";
const CELL = 32;
// Room for the coordinates outside the stones of the edge lines, so that a stone on a15
// leaves the "15" readable.
const MARGIN = 44;
const LABEL_GAP = CELL * 0.45 + 5;

export function letter(col) {
  return String.fromCharCode(97 + col);
}

export function pointName(col, row) {
  return letter(col) + (row + 1);
}

export function parsePoint(text) {
  const m = /^([a-z])(\d+)$/.exec(text || "");
  return m ? { col: m[1].charCodeAt(0) - 97, row: parseInt(m[2], 10) - 1 } : null;
}

/// The points of the longest line of one colour through `last` on `board` (the server's
/// string, bottom row first), if it is five or longer: the line that won the game.
export function winningLine(board, size, last) {
  const p = parsePoint(last);
  if (!p) return [];
  const at = (col, row) =>
    col >= 0 && row >= 0 && col < size && row < size ? board[row * size + col] : null;
  const mine = at(p.col, p.row);
  if (mine !== "x" && mine !== "o") return [];
  let best = [];
  for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    const line = [pointName(p.col, p.row)];
    for (const s of [1, -1]) {
      for (let k = 1; at(p.col + s * k * dc, p.row + s * k * dr) === mine; k++) {
        line.push(pointName(p.col + s * k * dc, p.row + s * k * dr));
      }
    }
    if (line.length >= 5 && line.length > best.length) best = line;
  }
  return best;
}

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

export class BoardView {
  constructor(container, onPoint) {
    this.container = container;
    this.onPoint = onPoint;
    this.size = 0;
  }

  xy(col, row) {
    return [MARGIN + col * CELL, MARGIN + (this.size - 1 - row) * CELL];
  }

  build(size) {
    this.size = size;
    const full = MARGIN * 2 + (size - 1) * CELL;
    this.container.textContent = "";
    const svg = el("svg", { viewBox: `0 0 ${full} ${full}`, class: "board", role: "grid" });
    el("rect", { x: 0, y: 0, width: full, height: full, class: "wood" }, svg);
    for (let i = 0; i < size; i++) {
      const [x0, y0] = this.xy(0, i);
      const [x1] = this.xy(size - 1, i);
      el("line", { x1: x0, y1: y0, x2: x1, y2: y0, class: "grid" }, svg);
      const [cx, cy0] = this.xy(i, 0);
      const [, cy1] = this.xy(i, size - 1);
      el("line", { x1: cx, y1: cy0, x2: cx, y2: cy1, class: "grid" }, svg);
      const t = el("text", { x: cx, y: cy0 + LABEL_GAP + 10, class: "coord" }, svg);
      t.textContent = letter(i);
      const t2 = el("text", { x: x0 - LABEL_GAP, y: y0 + 4, class: "coord row" }, svg);
      t2.textContent = String(i + 1);
    }
    const c = Math.floor(size / 2);
    const stars = size >= 13 ? [[c, c], [3, 3], [3, size - 4], [size - 4, 3], [size - 4, size - 4]] : [[c, c]];
    for (const [sc, sr] of stars) {
      const [x, y] = this.xy(sc, sr);
      el("circle", { cx: x, cy: y, r: 3.5, class: "star" }, svg);
    }
    this.layer = el("g", {}, svg);
    // One transparent target a point, so a touch anywhere near it counts.
    const targets = el("g", {}, svg);
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const [x, y] = this.xy(col, row);
        const r = el("rect", {
          x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL,
          class: "target", "data-point": pointName(col, row),
        }, targets);
        r.addEventListener("click", () => this.onPoint(pointName(col, row)));
      }
    }
    this.container.appendChild(svg);
    this.svg = svg;
  }

  // board: the server's string, one character a point, bottom row first.
  // forbidden: points forbidden to `forbiddenColor` (its name as the rule says it), with
  // their reason; win: the points of the winning line.
  draw({ size, board, last, forbidden = {}, forbiddenColor = "black", marks = {}, ghost = null, ghostColor = "black", win = [] }) {
    if (size !== this.size) this.build(size);
    this.layer.textContent = "";
    for (let i = 0; i < board.length; i++) {
      const ch = board[i];
      const col = i % size, row = Math.floor(i / size);
      const [x, y] = this.xy(col, row);
      const name = pointName(col, row);
      if (ch === "x" || ch === "o" || ch === "c") {
        const cls = ch === "x" ? "stone black" : ch === "o" ? "stone white" : "stone common";
        const stone = el("circle", { cx: x, cy: y, r: CELL * 0.45, class: cls, "data-stone": name }, this.layer);
        // The common centre stone counts for both sides: named, as it looks like neither.
        if (ch === "c") {
          stone.dataset.common = name;
          el("title", {}, stone).textContent = PIECES.common;
        }
        if (name === last) {
          el("circle", { cx: x, cy: y, r: CELL * 0.14, class: ch === "x" ? "last on-black" : "last on-white" }, this.layer);
        }
      } else if (ch === "n") {
        const square = el("rect", { x: x - 11, y: y - 11, width: 22, height: 22, class: "stone neutral", "data-neutral": name }, this.layer);
        el("title", {}, square).textContent = PIECES.neutral;
        if (name === last) el("circle", { cx: x, cy: y, r: CELL * 0.14, class: "last on-black" }, this.layer);
      } else if (ch === "*") {
        // A bomb stays where it fell: a ring with a burst, unlike any stone.
        const g = el("g", { class: "crater", "data-crater": name }, this.layer);
        el("circle", { cx: x, cy: y, r: CELL * 0.38, class: "crater-ring" }, g);
        el("path", { d: `M${x - 8} ${y}L${x + 8} ${y}M${x} ${y - 8}L${x} ${y + 8}M${x - 6} ${y - 6}L${x + 6} ${y + 6}M${x - 6} ${y + 6}L${x + 6} ${y - 6}`, class: "crater-burst" }, g);
        el("title", {}, g).textContent = PIECES.crater;
        if (name === last) el("circle", { cx: x, cy: y, r: CELL * 0.14, class: "last on-white" }, this.layer);
      } else if (forbidden[name]) {
        const g = el("g", { class: "forbidden", "data-forbidden": name }, this.layer);
        el("line", { x1: x - 7, y1: y - 7, x2: x + 7, y2: y + 7 }, g);
        el("line", { x1: x - 7, y1: y + 7, x2: x + 7, y2: y - 7 }, g);
        el("title", {}, g).textContent = forbiddenText(forbiddenColor, forbidden[name]);
      }
    }
    for (const name of win) {
      const p = parsePoint(name);
      const [x, y] = this.xy(p.col, p.row);
      el("circle", { cx: x, cy: y, r: CELL * 0.36, class: "win", "data-win": name }, this.layer);
    }
    for (const [name, cls] of Object.entries(marks)) {
      const p = parsePoint(name);
      if (!p) continue;
      const [x, y] = this.xy(p.col, p.row);
      el("circle", { cx: x, cy: y, r: CELL * 0.3, class: `mark ${cls}`, "data-mark": name }, this.layer);
    }
    if (ghost) {
      const p = parsePoint(ghost);
      const [x, y] = this.xy(p.col, p.row);
      el("circle", { cx: x, cy: y, r: CELL * 0.45, class: `stone ghost ${ghostColor}` }, this.layer);
    }
  }
}

// What the pieces of the variations are, for their tooltips.
const PIECES = { common: t("board.common"), neutral: t("board.neutral"), crater: t("board.crater") };

// A forbidden point's tooltip, in renju's own words: who may not play there, and why.
const FORBIDDEN_TO = { black: t("board.forbiddenBlack"), white: t("board.forbiddenWhite") };
const FOULS = { overline: t("board.overline"), "double-four": t("board.doubleFour"), "double-three": t("board.doubleThree") };
export function forbiddenText(color, reason) {
  return t("board.forbidden", { who: FORBIDDEN_TO[color] ?? color, reason: foulName(reason) });
}

/// A foul by name: overline, double-four, double-three.
export function foulName(reason) {
  return FOULS[reason] ?? reason;
}
