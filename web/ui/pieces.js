// The pieces a player holds besides stones, in a game whose rule gives them (`+bomb`,
// `+neutral`): the count left in each hand beside the players, and the controls that use
// them. A button puts the board in bomb (or neutral-stone) mode; the next click on the
// board picks the point, which waits for a confirmation before the action goes over the
// game socket like any other; Esc or the button again cancels. In bomb mode the 3x3 the
// bomb would clear is shown under the pointer.
//
// The game page owns the board and the socket: it calls `click(point)` first on a click
// of the board (true: the click was taken here) and `render()` after drawing.

import { t } from "../i18n/i18n.js";
import { element } from "./dom.js";
import { parsePoint, pointName } from "./board.js";

const NS = "http://www.w3.org/2000/svg";
// The board's own geometry (board.js): the distance between lines.
const CELL = 32;

/// What each kind of piece says, in one place.
const KINDS = {
  bomb: {
    action: "bomb",
    field: "bombs",
    modifier: "bomb",
    button: t("pieces.bombMode"),
    help: t("pieces.bombHelp"),
    confirm: (point) => t("pieces.confirmBomb", { point }),
    left: (count) => t("pieces.bombsLeft", { count }),
  },
  neutral: {
    action: "neutral",
    field: "neutral",
    modifier: "neutral",
    button: t("pieces.neutralMode"),
    help: t("pieces.neutralHelp"),
    confirm: (point) => t("pieces.confirmNeutral", { point }),
    left: (count) => t("pieces.neutralLeft", { count }),
  },
};

/// The points a bomb on `point` clears, itself included: its 3x3 on a board of `size`.
export function bombArea(point, size) {
  const p = parsePoint(point);
  if (!p) return [];
  const out = [];
  for (let dr = 1; dr >= -1; dr--) {
    for (let dc = -1; dc <= 1; dc++) {
      const col = p.col + dc, row = p.row + dr;
      if (col >= 0 && row >= 0 && col < size && row < size) out.push(pointName(col, row));
    }
  }
  return out;
}

/// The kinds of piece `rule` (a full rule name, `pente+bomb`) gives.
export function pieceKinds(rule) {
  const modifiers = (rule ?? "").split("+").slice(1);
  return Object.keys(KINDS).filter((k) => modifiers.includes(KINDS[k].modifier));
}

export class PieceControls {
  /// page: the game page (its `$`, `state`, `you`, `viewPly`, `viewPos`, `board`,
  /// `myTurn()`, `act()` and `render()`); signal: ends the page's listeners.
  constructor(page, signal) {
    this.page = page;
    this.mode = null; // "bomb" | "neutral" while picking a point
    this.chosen = null; // the point picked, waiting for the confirmation
    this.hover = null;
    this.ply = null;
    const box = element("div", { id: "pieces" });
    box.hidden = true;
    this.buttons = {};
    for (const kind of Object.keys(KINDS)) {
      const b = element("button", { type: "button", id: `${kind}-mode` });
      b.onclick = () => this.toggle(kind);
      this.buttons[kind] = b;
      box.append(b, " ");
    }
    this.help = element("span", { id: "piece-help" });
    box.append(this.help);
    const confirm = element("p", { id: "piece-confirm" });
    confirm.hidden = true;
    this.question = element("span", { id: "piece-question" });
    const yes = element("button", { type: "button", id: "piece-yes", text: t("pieces.confirm") });
    const no = element("button", { type: "button", id: "piece-no", text: t("pieces.cancel") });
    yes.onclick = () => this.send();
    no.onclick = () => this.cancel();
    confirm.append(this.question, " ", yes, " ", no);
    box.append(confirm);
    this.confirmBox = confirm;
    this.box = box;
    page.$("#decision").after(box);
    document.addEventListener(
      "keydown",
      (e) => {
        if (e.key === "Escape" && this.mode) this.cancel();
      },
      { signal },
    );
    page.$("#board-wrap").addEventListener(
      "pointerover",
      (e) => {
        const point = e.target?.dataset?.point;
        if (point && this.mode && point !== this.hover) {
          this.hover = point;
          this.preview();
        }
      },
      { signal },
    );
    page.$("#board-wrap").addEventListener(
      "pointerleave",
      () => {
        this.hover = null;
        this.preview();
      },
      { signal },
    );
  }

  /// How many pieces of `kind` the side to move holds, if it is the visitor's turn to
  /// place a stone and the opening is over (the server says so); else 0.
  usable(kind) {
    const s = this.page.state;
    if (!s || !s.in_hand?.usable || !this.page.myTurn() || s.pending?.kind !== "move") return 0;
    return s.in_hand[s.to_move]?.[KINDS[kind].field] ?? 0;
  }

  toggle(kind) {
    if (this.mode === kind) {
      this.cancel();
      return;
    }
    this.mode = kind;
    this.chosen = null;
    this.page.render();
  }

  cancel() {
    this.mode = null;
    this.chosen = null;
    this.page.render();
  }

  /// A click on the board: taken here in a piece's mode, where it picks the point to
  /// confirm.
  click(point) {
    if (!this.mode) return false;
    this.chosen = point;
    this.page.render();
    return true;
  }

  send() {
    if (!this.mode || !this.chosen) return;
    const action = `${KINDS[this.mode].action}:${this.chosen}`;
    this.mode = null;
    this.chosen = null;
    this.page.act(action);
    this.page.render();
  }

  render() {
    const s = this.page.state;
    if (!s) return;
    // Whatever was being picked belongs to the position before the last action.
    if (s.ply !== this.ply) {
      this.ply = s.ply;
      this.mode = null;
      this.chosen = null;
    }
    const kinds = pieceKinds(s.rule_text);
    this.renderHands(kinds);
    if (this.mode && this.usable(this.mode) === 0) {
      this.mode = null;
      this.chosen = null;
    }
    let any = false;
    for (const [kind, b] of Object.entries(this.buttons)) {
      const n = kinds.includes(kind) ? this.usable(kind) : 0;
      b.hidden = n === 0;
      any ||= n > 0;
      b.textContent = this.mode === kind ? t("pieces.cancel") : `${KINDS[kind].button} (${KINDS[kind].left(n)})`;
      b.setAttribute("aria-pressed", String(this.mode === kind));
    }
    this.box.hidden = !any;
    this.box.dataset.mode = this.mode ?? "";
    this.help.textContent = this.mode && !this.chosen ? KINDS[this.mode].help : "";
    this.confirmBox.hidden = !this.chosen;
    if (this.chosen) this.question.textContent = KINDS[this.mode].confirm(this.chosen);
    this.preview();
  }

  // The counts beside each player: the live game's, or the replayed ply's (its captures
  // too, which the page shows for the live game).
  renderHands(kinds) {
    const s = this.page.state;
    const past = this.page.viewPly !== null && this.page.viewPos ? this.page.viewPos : null;
    const hands = past ? past.in_hand : s.in_hand;
    for (const slot of ["#player-bottom", "#player-top"]) {
      const box = this.page.$(slot);
      let span = box.querySelector(".pieces");
      if (!span) {
        span = element("span", { className: "pieces" });
        box.querySelector(".captures").after(" ", span);
      }
      const p = parseInt(box.dataset.player, 10);
      const colour = s.black === p ? "black" : "white";
      const hand = hands && !Number.isNaN(p) ? hands[colour] : null;
      if (past && s.capture_goal && !Number.isNaN(p)) {
        box.querySelector(".captures").textContent = t("game.captured", { count: past.captured[colour], goal: s.capture_goal });
      }
      span.textContent = hand ? kinds.map((k) => KINDS[k].left(hand[KINDS[k].field])).join(", ") : "";
      for (const k of Object.keys(KINDS)) {
        if (hand && kinds.includes(k)) span.dataset[k] = hand[KINDS[k].field];
        else delete span.dataset[k];
      }
    }
  }

  // The piece under the pointer, or the point picked: a bomb's 3x3, a neutral stone's
  // square, drawn above the stones and below the board's click targets.
  preview() {
    const board = this.page.board;
    if (!board.svg) return;
    if (!this.layer || this.layer.ownerSVGElement !== board.svg) {
      this.layer = document.createElementNS(NS, "g");
      this.layer.setAttribute("class", "piece-preview");
      board.layer.after(this.layer);
    }
    this.layer.textContent = "";
    const at = this.chosen ?? this.hover;
    if (!this.mode || !at || !parsePoint(at)) return;
    const draw = (name, attrs) => {
      const e = document.createElementNS(NS, name);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
      this.layer.appendChild(e);
      return e;
    };
    if (this.mode === "bomb") {
      for (const q of bombArea(at, board.size)) {
        const p = parsePoint(q);
        const [x, y] = board.xy(p.col, p.row);
        draw("rect", { x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL, class: "bomb-area", "data-bomb-area": q });
      }
    } else {
      const p = parsePoint(at);
      const [x, y] = board.xy(p.col, p.row);
      draw("rect", { x: x - 11, y: y - 11, width: 22, height: 22, class: "stone neutral ghost", "data-neutral-ghost": at });
    }
  }
}
