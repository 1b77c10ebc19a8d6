// The analysis board: /analysis, /analysis/RULE/MOVES (a shareable position, MOVES
// separated by commas, `pass` included; ?size=N for another board size) and /study/ID (a
// saved study). Any rule and size; stones placed alternately or freely (black, white: a
// pass goes in between, as RenLib does); the points forbidden to each side; a tree of
// moves with variations, comments, marks and board texts; the engine's lines streamed
// over the analysis socket while it thinks; records imported from any format; a tree
// saved as a study and exported as RenLib .lib or SGF.
//
// The page reports where it stands on <body> (data-analysis-moves: the moves to the
// position shown, data-engine: idle, thinking or done) for scripts and tests.

import { get, post } from "../net/api.js";
import { Socket } from "../net/socket.js";
import { BoardView, parsePoint, forbiddenText } from "../ui/board.js";
import { render, element } from "../ui/dom.js";
import { MoveTree, drawTree } from "../ui/tree.js";
import { t, lang } from "../i18n/i18n.js";
import { errorText, ruleName } from "../ui/server-text.js";

// The engine is asked about a position once the visitor has stayed on it this long, so
// that stepping through a line with the arrow keys does not spend an analysis a step.
const SETTLE_MS = 250;

// Every string the page shows, in one place.
const T = {
  title: t("analysis.heading"),
  studyTitle: (title) => t("analysis.studyTitle", { title }),
  toMove: (c) => (c === "white" ? t("analysis.whiteToMove") : c === "black" ? t("analysis.blackToMove") : t("analysis.toMove", { side: cap(c) })),
  over: t("analysis.over"),
  thinking: (d, nodes) => t("analysis.thinking", { depth: d, nodes: nodes.toLocaleString(lang) }),
  done: (d, nodes, ms) => t("analysis.done", { depth: d, nodes: nodes.toLocaleString(lang), seconds: (ms / 1000).toFixed(1) }),
  // A proven line: the side to move wins (five now, or in n of its moves), or the other
  // side does, whatever the side to move plays.
  win: (side, n) => (n <= 1 ? t("analysis.fiveNow", { side: colour(side) }) : t("analysis.wins", { side: colour(side), count: n })),
  loss: (side, n) => t("analysis.wins", { side: colour(side), count: n }),
  // `at` is "≥ " or "≤ " where the score is only a bound (a move that failed high when
  // the time ran out), empty where it is exact.
  chance: (side, p, at = "") => `${colour(side)} ${at}${Math.round(p * 100)}%`,
  disconnected: t("analysis.disconnected"),
  saved: t("analysis.saved"),
  notMine: (owner) => t("analysis.notMine", { owner }),
  imported: (n, f) => t("analysis.imported", { count: n, format: f }),
  importedTree: (f, n) => t("analysis.importedTree", { count: n, format: f }),
  labelPrompt: t("analysis.labelPrompt"),
  noStudies: t("analysis.noStudies"),
  stop: t("analysis.stop"),
  analyse: t("analysis.analyse"),
  studyLine: (s) => `${s.title} (${ruleName(s.rule)}, ${s.owner})`,
  gameLine: (g, i) =>
    `${i + 1}. ${g.black || "?"} – ${g.white || "?"}${g.result ? ` (${g.result})` : ""}: ${t("analysis.moveCount", { count: g.moves.length })}`,
};

function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// A side by name, as a sentence starts with it.
const COLOURS = { black: t("analysis.black"), white: t("analysis.white") };
function colour(side) {
  return COLOURS[side] ?? cap(side);
}

const PAGE = `
<section id="analysis">
  <style>
    #analysis .columns { display: flex; flex-wrap: wrap; gap: 1rem; }
    #analysis .board-col { flex: 1 1 26rem; max-width: 40rem; }
    #analysis .side-col { flex: 1 1 18rem; }
    #analysis fieldset { border: 1px solid var(--line); border-radius: 4px; margin: 0 0 0.6rem; }
    #tree { line-height: 1.8; }
    .tree-move { background: none; border: none; color: var(--ink); padding: 0 0.2rem; cursor: pointer; font: inherit; }
    .tree-move.current { background: var(--link); color: #fff; border-radius: 3px; }
    .tree-move.marked { text-decoration: underline wavy; }
    .variation { color: var(--muted); }
    .variation::before { content: " ("; }
    .variation::after { content: ") "; }
    .board-text { font-size: 15px; font-weight: bold; text-anchor: middle; fill: #1565c0; }
    .forbidden.other line { stroke: #7b5ea7; }
    #engine-lines li { margin: 0.2rem 0; }
    #engine-lines .pv { color: var(--muted); }
    #node-comment { width: 100%; min-height: 4rem; }
    #import-text { width: 100%; min-height: 4rem; }
  </style>
  <h1 id="analysis-title">${t("analysis.heading")}</h1>
  <div class="columns">
    <div class="board-col">
      <p>
        <label>${t("analysis.rule")} <select id="rule"></select></label>
        <label>${t("analysis.size")} <input id="size" type="number" min="5" max="26" value="15" style="width:4rem"></label>
        <button id="new-board" type="button">${t("analysis.emptyBoard")}</button>
      </p>
      <p id="tools">${t("analysis.place")}
        <label><input type="radio" name="tool" value="alternate" checked> ${t("analysis.placeMoves")}</label>
        <label><input type="radio" name="tool" value="black"> ${t("analysis.placeBlack")}</label>
        <label><input type="radio" name="tool" value="white"> ${t("analysis.placeWhite")}</label>
        <label><input type="radio" name="tool" value="text"> ${t("analysis.placeText")}</label>
      </p>
      <div id="board-wrap"></div>
      <p id="position-status" role="status"></p>
      <p id="nav">
        <button id="back" type="button" title="${t("analysis.backKey")}">&lt;</button>
        <button id="forward" type="button" title="${t("analysis.forwardKey")}">&gt;</button>
        <button id="promote" type="button">${t("analysis.promote")}</button>
        <button id="delete" type="button">${t("analysis.delete")}</button>
        <button id="mark" type="button">${t("analysis.mark")}</button>
      </p>
      <p class="error" id="error"></p>
    </div>
    <div class="side-col">
      <fieldset>
        <legend>${t("analysis.engine")}</legend>
        <button id="engine-toggle" type="button">${t("analysis.analyse")}</button>
        <label>${t("analysis.lines")} <select id="multipv"><option>1</option><option>2</option><option selected>3</option><option>4</option><option>5</option></select></label>
        <p id="engine-status"></p>
        <ol id="engine-lines"></ol>
      </fieldset>
      <fieldset>
        <legend>${t("analysis.moves")}</legend>
        <div id="tree"></div>
        <p><input id="node-title" placeholder="${t("analysis.nodeTitle")}" style="width:100%"></p>
        <p><textarea id="node-comment" placeholder="${t("analysis.nodeComment")}"></textarea></p>
      </fieldset>
      <fieldset>
        <legend>${t("analysis.study")}</legend>
        <p><input id="study-title" placeholder="${t("analysis.studyTitleField")}" style="width:100%"></p>
        <p><label>${t("analysis.visibility")} <select id="study-visibility">
          <option value="private">${t("analysis.private")}</option>
          <option value="unlisted" selected>${t("analysis.unlisted")}</option>
          <option value="public">${t("analysis.public")}</option>
        </select></label>
        <button id="study-save" type="button">${t("analysis.saveStudy")}</button></p>
        <p id="study-note"></p>
        <p id="study-links" hidden>${t("analysis.link")} <a id="study-link"></a> · ${t("analysis.export")} <a id="export-lib" download>RenLib .lib</a> <a id="export-sgf" download>SGF</a></p>
        <details id="study-lists"><summary>${t("analysis.studies")}</summary>
          <p>${t("analysis.yours")}</p><ul id="my-studies"></ul>
          <p>${t("analysis.publicList")}</p><ul id="public-studies"></ul>
        </details>
      </fieldset>
      <fieldset>
        <legend>${t("analysis.import")}</legend>
        <p><textarea id="import-text" placeholder="${t("analysis.paste")}"></textarea></p>
        <p><input id="import-file" type="file">
          <label>${t("analysis.format")} <select id="import-format">
            <option value="auto">${t("analysis.detect")}</option><option>psq</option><option>sgf</option><option>lib</option>
            <option>rif</option><option>pos</option><option>bdt</option><option>pgn</option><option value="moves">${t("analysis.formatMoves")}</option><option value="openings">${t("analysis.formatOpenings")}</option>
          </select></label>
          <button id="import" type="button">${t("analysis.importButton")}</button></p>
        <p id="import-note"></p>
        <ol id="import-list"></ol>
      </fieldset>
    </div>
  </div>
</section>`;

export function mount(root, ctx) {
  const page = new AnalysisPage(root, ctx);
  ctx.onLeave(() => page.close());
}

/// Moves as the link carries them: commas between, nothing for none.
export function movesPath(moves) {
  return moves.join(",");
}

/// A game with set-up stones as moves from an empty board: the set-up stones alternately,
/// a pass where one colour has no stone left, then the game's moves from black.
export function setupAsMoves(setup, moves) {
  const black = setup.filter((s) => s.color === "black").map((s) => s.point);
  const white = setup.filter((s) => s.color === "white").map((s) => s.point);
  const out = [];
  while (black.length || white.length) {
    out.push(black.shift() ?? "pass");
    if (black.length || white.length) out.push(white.shift() ?? "pass");
    else out.push("pass");
  }
  return out.concat(moves);
}

class AnalysisPage {
  constructor(root, ctx) {
    this.ctx = ctx;
    this.$ = render(root, PAGE);
    this.rule = ctx.params.rule || "renju";
    this.tree = new MoveTree(parseInt(ctx.query.get("size") || "15", 10) || 15);
    this.current = 0;
    this.study = null;
    this.engineOn = false;
    this.request = 0; // the id of the last request sent on the socket
    this.toMove = "black";
    this.forbidden = { black: {}, white: {} };
    this.board = new BoardView(this.$("#board-wrap"), (p) => this.clickPoint(p));
    this.socket = new Socket("/api/analysis/socket", {
      onOpen: () => {
        this.$("#engine-status").textContent = "";
        this.refresh();
      },
      onLost: () => (this.$("#engine-status").textContent = T.disconnected),
      onMessage: (m) => this.receive(m),
    });
    this.keys = (e) => this.key(e);
    document.addEventListener("keydown", this.keys);
    document.body.dataset.engine = "idle";
    this.bind();
    this.start().catch((e) => this.showError(e.message));
  }

  close() {
    clearTimeout(this.settle);
    this.socket.close();
    document.removeEventListener("keydown", this.keys);
    delete document.body.dataset.engine;
    delete document.body.dataset.analysisMoves;
    document.title = "Pearls";
  }

  async start() {
    const rules = await get("/api/rules");
    const select = this.$("#rule");
    for (const r of rules.rules) {
      select.appendChild(element("option", { value: r.name, text: ruleName(r.name) }));
    }
    if (this.ctx.params.id) {
      await this.loadStudy(this.ctx.params.id);
    } else if (this.ctx.params.moves) {
      this.current = this.tree.addLine(this.ctx.params.moves.split(",").filter(Boolean));
    }
    select.value = this.rule;
    this.$("#size").value = this.tree.size;
    document.title = this.study ? T.studyTitle(this.study.title) : t("analysis.title");
    this.show();
    this.listStudies().catch((e) => this.showError(e.message));
  }

  async listStudies() {
    const lists = await get("/api/studies");
    for (const [key, sel] of [["mine", "#my-studies"], ["public", "#public-studies"]]) {
      const ul = this.$(sel);
      ul.textContent = "";
      for (const s of lists[key]) {
        const li = document.createElement("li");
        li.appendChild(element("a", { href: s.url, text: T.studyLine(s) }));
        ul.appendChild(li);
      }
      if (!lists[key].length) ul.appendChild(element("li", { text: T.noStudies }));
    }
  }

  async loadStudy(id) {
    const s = await get(`/api/studies/${encodeURIComponent(id)}`);
    this.study = s;
    this.rule = s.rule;
    this.tree = MoveTree.fromJSON(s.tree);
    this.current = 0;
    this.$("#study-title").value = s.title;
    this.$("#study-visibility").value = s.visibility;
    this.$("#analysis-title").textContent = s.title;
    this.showStudy();
  }

  showStudy() {
    const s = this.study;
    this.$("#study-links").hidden = !s;
    if (!s) return;
    const link = this.$("#study-link");
    link.href = s.url;
    link.textContent = `${location.origin}${s.url}`;
    this.$("#export-lib").href = `/api/studies/${s.id}/lib`;
    this.$("#export-sgf").href = `/api/studies/${s.id}/sgf`;
    this.$("#study-note").textContent = s.mine ? "" : T.notMine(s.owner);
  }

  bind() {
    const $ = this.$;
    $("#rule").onchange = () => {
      this.rule = $("#rule").value;
      this.show();
    };
    $("#new-board").onclick = () => {
      const size = parseInt($("#size").value, 10);
      if (!(size >= 5 && size <= 26)) return this.showError(t("analysis.sizeRange"));
      this.tree = new MoveTree(size);
      this.current = 0;
      this.study = null;
      this.showStudy();
      this.show();
    };
    $("#back").onclick = () => this.go(this.tree.node(this.current).parent ?? 0);
    $("#forward").onclick = () => {
      const next = this.tree.moveChildren(this.current)[0];
      if (next !== undefined) this.go(next);
    };
    $("#promote").onclick = () => {
      this.tree.promote(this.current);
      this.draw();
    };
    $("#delete").onclick = () => this.go(this.tree.remove(this.current));
    $("#mark").onclick = () => {
      const n = this.tree.node(this.current);
      n.mark = !n.mark;
      this.draw();
    };
    $("#node-title").oninput = () => {
      this.tree.node(this.current).title = $("#node-title").value;
      this.drawTree();
    };
    $("#node-comment").oninput = () => {
      this.tree.node(this.current).comment = $("#node-comment").value;
      this.drawTree();
    };
    $("#engine-toggle").onclick = () => {
      this.engineOn = !this.engineOn;
      $("#engine-toggle").textContent = this.engineOn ? T.stop : T.analyse;
      if (this.engineOn) this.analyse();
      else {
        this.socket.send({ type: "stop" });
        document.body.dataset.engine = "idle";
      }
    };
    $("#multipv").onchange = () => this.engineOn && this.analyse();
    $("#study-save").onclick = () => this.save().catch((e) => this.showError(e.message));
    $("#import").onclick = () => this.importRecord().catch((e) => this.showError(e.message));
  }

  key(e) {
    const tag = (e.target && e.target.tagName) || "";
    if (["INPUT", "TEXTAREA", "SELECT"].includes(tag)) return;
    const n = this.tree.node(this.current);
    const siblings = n.parent === null ? [this.current] : this.tree.moveChildren(n.parent);
    const i = siblings.indexOf(this.current);
    let to = null;
    if (e.key === "ArrowLeft") to = n.parent ?? 0;
    else if (e.key === "ArrowRight") to = this.tree.moveChildren(this.current)[0];
    else if (e.key === "ArrowUp") to = siblings[i - 1];
    else if (e.key === "ArrowDown") to = siblings[i + 1];
    else if (e.key === "Home") to = 0;
    else return;
    e.preventDefault();
    if (to !== undefined && to !== null) this.go(to);
  }

  go(id) {
    this.current = id;
    this.show();
  }

  /// The stones of the line to the current node: {point: "black"|"white"}, and whose
  /// turn it is.
  stones() {
    const moves = this.tree.line(this.current);
    const stones = {};
    moves.forEach((m, i) => {
      if (m !== "pass") stones[m] = i % 2 === 0 ? "black" : "white";
    });
    return { moves, stones, toMove: moves.length % 2 === 0 ? "black" : "white" };
  }

  clickPoint(p) {
    this.showError("");
    const { stones, toMove } = this.stones();
    const tool = this.$('input[name="tool"]:checked').value;
    if (tool === "text") {
      const text = prompt(T.labelPrompt, this.tree.labels(this.current)[p] || "");
      if (text === null) return;
      if (text === "") {
        const existing = this.tree.node(this.current).children.find((c) => this.tree.node(c).label && this.tree.node(c).move === p);
        if (existing !== undefined) this.tree.remove(existing);
      } else {
        this.tree.add(this.current, p, { label: true, text });
      }
      this.show();
      return;
    }
    if (stones[p]) return;
    let at = this.current;
    if ((tool === "black" || tool === "white") && tool !== toMove) at = this.tree.add(at, "pass");
    this.go(this.tree.add(at, p));
  }

  show() {
    this.draw();
    this.refresh();
  }

  /// Draws the position, the tree and the current move's texts (no request).
  draw() {
    const { moves, stones } = this.stones();
    const size = this.tree.size;
    document.body.dataset.analysisMoves = moves.join(" ");
    let board = "";
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const s = stones[String.fromCharCode(97 + col) + (row + 1)];
        board += s === "black" ? "x" : s === "white" ? "o" : ".";
      }
    }
    const last = [...moves].reverse().find((m) => m !== "pass") ?? null;
    const restricted = Object.keys(this.forbidden.black).length || !Object.keys(this.forbidden.white).length ? "black" : "white";
    const other = restricted === "black" ? "white" : "black";
    this.board.draw({
      size,
      board,
      last,
      forbidden: this.forbidden[restricted],
      forbiddenColor: restricted,
    });
    // The other side's forbidden points, and the board texts, over the board's own
    // drawing.
    const layer = this.board.layer;
    const ns = "http://www.w3.org/2000/svg";
    for (const [p, why] of Object.entries(this.forbidden[other])) {
      const q = parsePoint(p);
      if (!q || stones[p]) continue;
      const [x, y] = this.board.xy(q.col, q.row);
      const g = document.createElementNS(ns, "g");
      g.setAttribute("class", "forbidden other");
      g.dataset.forbidden = p;
      for (const [a, b, c, d] of [[-6, -6, 6, 6], [-6, 6, 6, -6]]) {
        const l = document.createElementNS(ns, "line");
        l.setAttribute("x1", x + a);
        l.setAttribute("y1", y + b);
        l.setAttribute("x2", x + c);
        l.setAttribute("y2", y + d);
        g.appendChild(l);
      }
      const t = document.createElementNS(ns, "title");
      t.textContent = forbiddenText(other, why);
      g.appendChild(t);
      layer.appendChild(g);
    }
    for (const [p, text] of Object.entries(this.tree.labels(this.current))) {
      const q = parsePoint(p);
      if (!q) continue;
      const [x, y] = this.board.xy(q.col, q.row);
      const t = document.createElementNS(ns, "text");
      t.setAttribute("x", x);
      t.setAttribute("y", y + 5);
      t.setAttribute("class", "board-text");
      t.dataset.label = p;
      t.textContent = text;
      layer.appendChild(t);
    }
    const n = this.tree.node(this.current);
    this.$("#node-title").value = n.title;
    this.$("#node-comment").value = n.comment;
    this.$("#mark").textContent = n.mark ? t("analysis.unmark") : t("analysis.mark");
    this.drawTree();
    if (!this.study && !this.ctx.params.id) {
      const q = size === 15 ? "" : `?size=${size}`;
      const path = moves.length ? `/analysis/${this.rule}/${movesPath(moves)}` : `/analysis/${this.rule}`;
      history.replaceState(history.state, "", path + q);
    }
  }

  drawTree() {
    drawTree(this.$("#tree"), this.tree, this.current, (id) => this.go(id));
  }

  /// Asks for the new position's forbidden points, and the engine's lines when it is on.
  refresh() {
    const { moves } = this.stones();
    this.request++;
    const base = { id: this.request, rule: this.rule, size: this.tree.size, moves };
    this.socket.send({ type: "position", ...base });
    clearTimeout(this.settle);
    if (this.engineOn) this.settle = setTimeout(() => this.analyse(), SETTLE_MS);
  }

  analyse() {
    clearTimeout(this.settle);
    const { moves } = this.stones();
    this.request++;
    this.$("#engine-lines").textContent = "";
    document.body.dataset.engine = "thinking";
    this.socket.send({
      type: "analyse",
      id: this.request,
      rule: this.rule,
      size: this.tree.size,
      moves,
      multipv: parseInt(this.$("#multipv").value, 10),
    });
  }

  receive(m) {
    if (m.id !== undefined && m.id !== null && m.id < this.request - 1) return;
    const $ = this.$;
    if (m.type === "position") {
      this.toMove = m.to_move;
      this.forbidden = m.forbidden;
      $("#position-status").textContent = T.toMove(m.to_move);
      this.redrawForbidden();
    } else if (m.type === "info" && m.id === this.request) {
      $("#engine-status").textContent = T.thinking(m.depth, m.nodes);
      this.drawLines(m.lines, this.toMove);
    } else if (m.type === "done" && m.id === this.request) {
      $("#engine-status").textContent = T.done(m.depth, m.nodes, m.elapsed_ms);
      this.drawLines(m.lines, m.to_move);
      document.body.dataset.engine = "done";
    } else if (m.type === "error") {
      if (m.id === this.request || m.id === null || m.id === undefined) {
        if (/game is over/.test(m.message)) {
          $("#position-status").textContent = T.over;
          this.forbidden = { black: {}, white: {} };
          this.redrawForbidden();
        } else this.showError(errorText(m.code, m.message));
        document.body.dataset.engine = this.engineOn ? "done" : "idle";
      }
    }
  }

  redrawForbidden() {
    const key = JSON.stringify(this.forbidden);
    if (key === this.drawnForbidden) return;
    this.drawnForbidden = key;
    this.draw();
  }

  drawLines(lines, toMove) {
    const list = this.$("#engine-lines");
    list.textContent = "";
    const other = toMove === "black" ? "white" : "black";
    for (const l of lines) {
      const li = document.createElement("li");
      li.dataset.outcome = l.outcome || "";
      const head = document.createElement("b");
      if (l.outcome === "win") head.textContent = T.win(toMove, l.moves_to_five);
      else if (l.outcome === "loss") head.textContent = T.loss(other, l.moves_to_five);
      else {
        // A floor on the side to move's chance is one on black's when black moves, and a
        // ceiling on it when white does; a ceiling the other way round.
        const floor = l.bound === "lower" ? toMove === "black" : l.bound === "upper" ? toMove !== "black" : null;
        const at = floor === null ? "" : floor ? "≥ " : "≤ ";
        head.textContent = T.chance("black", toMove === "black" ? l.win_chance : 1 - l.win_chance, at);
      }
      li.appendChild(head);
      const pv = element("span", { className: "pv", text: ` ${l.moves.slice(0, 10).join(" ")}` });
      li.appendChild(pv);
      li.onclick = () => {
        let at = this.current;
        for (const mv of l.moves.slice(0, 10)) at = this.tree.add(at, mv);
        this.go(this.tree.moveChildren(this.current).find((c) => this.tree.node(c).move === l.moves[0]));
      };
      list.appendChild(li);
    }
  }

  async save() {
    const $ = this.$;
    const body = {
      title: $("#study-title").value,
      visibility: $("#study-visibility").value,
      tree: this.tree.toJSON(),
    };
    if (this.study && this.study.mine) {
      this.study = await post(`/api/studies/${this.study.id}`, body);
    } else {
      this.study = await post("/api/studies", { ...body, rule: this.rule });
      history.replaceState(history.state, "", this.study.url);
    }
    $("#analysis-title").textContent = this.study.title;
    this.showStudy();
    $("#study-note").textContent = T.saved;
    await this.listStudies();
  }

  async importRecord() {
    const $ = this.$;
    const format = $("#import-format").value;
    const file = $("#import-file").files[0];
    const body = { format, tree: true };
    if (file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let s = "";
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      body.base64 = btoa(s);
    } else {
      body.text = $("#import-text").value;
    }
    const r = await post("/api/import", body);
    const list = $("#import-list");
    list.textContent = "";
    this.study = null;
    this.showStudy();
    if (r.tree) {
      this.tree = MoveTree.fromJSON(r.tree);
      this.current = 0;
      $("#import-note").textContent = T.importedTree(r.format, this.tree.nodes.size - 1);
      this.afterImport();
      return;
    }
    if (r.games.length === 1) {
      $("#import-note").textContent = "";
      this.openGame(r.games[0]);
      return;
    }
    $("#import-note").textContent = T.imported(r.games.length, r.format);
    r.games.forEach((g, i) => {
      const li = document.createElement("li");
      const b = element("button", { type: "button", text: T.gameLine(g, i) });
      b.onclick = () => this.openGame(g);
      li.appendChild(b);
      list.appendChild(li);
    });
  }

  openGame(g) {
    this.tree = new MoveTree(g.size);
    if (g.rule) this.rule = g.rule;
    this.current = this.tree.addLine(setupAsMoves(g.setup || [], g.moves));
    if (g.comment) this.tree.node(this.current).comment = g.comment;
    this.afterImport();
  }

  afterImport() {
    const select = this.$("#rule");
    if ([...select.options].some((o) => o.value === this.rule)) select.value = this.rule;
    else this.rule = select.value;
    this.$("#size").value = this.tree.size;
    this.show();
  }

  showError(text) {
    this.$("#error").textContent = text;
  }
}
