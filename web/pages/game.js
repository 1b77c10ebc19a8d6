// A live game, /game/ID: the board, both players with their clocks, the status line, the
// opening decisions, takeback/draw/resign, the moves with a replay of earlier positions.
// Everything comes over the game socket: `hello` (the visitor's seat), then `state` after
// every change. The page reports where it stands on <body> (data-connected, data-status,
// data-ply) for scripts and tests.

import { get, post } from "../net/api.js";
import { Socket } from "../net/socket.js";
import { BoardView, winningLine, foulName } from "../ui/board.js";
import { shownTime } from "../ui/clock.js";
import { MoveList } from "../ui/moves.js";
import { render } from "../ui/dom.js";
import { reviewPanel } from "../ui/review.js";
import { t, lang } from "../i18n/i18n.js";
import { GameSounds, soundToggle } from "../ui/sound.js";
import { openingWho } from "../ui/openings.js";
import { levelName } from "../ui/levels.js";
import { PieceControls } from "../ui/pieces.js";
import { outcomeText, pendingText, errorText, openingName, openingRuleName } from "../ui/server-text.js";

/// What aborting, the opening rule's line and the engine's level say, in one place.
const TEXT = {
  abort: t("game.abort"),
  abortAsk: t("game.abortAsk"),
  aborted: t("game.aborted"),
  waitsForFirstStone: " " + t("game.waitsForFirstStone"),
  openingRule: (name, who) => t("game.openingRule", { name, who }),
  engine: (strength) => t("game.engine", { level: levelName(strength) }),
};

const PAGE = `
<section id="game" hidden>
  <div class="players">
    <div class="player" id="player-top"><span class="name"></span> <span class="captures"></span> <span class="clock"></span></div>
  </div>
  <p id="game-kind"></p>
  <p id="opening-name" hidden>${t("game.openingName")} <b></b></p>
  <p id="opening-rule" hidden></p>
  <div id="board-wrap"></div>
  <div class="players">
    <div class="player" id="player-bottom"><span class="name"></span> <span class="captures"></span> <span class="clock"></span></div>
  </div>
  <p id="status" role="status"></p>
  <p id="deadline" hidden></p>
  <p id="match-line" hidden><span></span> <a id="match-next" hidden>${t("game.nextGame")}</a></p>
  <div id="decision"></div>
  <div id="confirm" hidden><span id="confirm-warning" class="error"></span> <button id="confirm-move">${t("game.play")} <span></span></button> <button id="cancel-move">${t("game.cancel")}</button></div>
  <div id="controls">
    <button id="join" hidden>${t("game.join")}</button>
    <button id="takeback">${t("game.takeback")}</button>
    <button id="draw">${t("game.offerDraw")}</button>
    <button id="resign">${t("game.resign")}</button>
    <button id="abort" hidden></button>
    <span id="sound-box"></span>
  </div>
  <p id="offer-banner" hidden><span></span> <button id="accept-offer">${t("game.accept")}</button> <button id="decline-offer">${t("game.decline")}</button></p>
  <p id="share" hidden>${t("game.share")} <input id="share-link" readonly></p>
  <p id="downloads" hidden>${t("game.download")} <a id="download-psq" download>PSQ</a> <a id="download-sgf" download>SGF</a> · <a id="analysis-link">${t("game.analysisLink")}</a></p>
  <div id="review" hidden></div>
  <p id="pictures">${t("game.pictures")} <a id="diagram-png" target="_blank">PNG</a> <a id="diagram-svg" target="_blank">SVG</a> <a id="diagram-position" target="_blank">${t("game.diagramPosition")}</a></p>
  <details id="conditional" hidden>
    <summary>${t("game.conditional")}</summary>
    <p>${t("game.conditionalHelp")}</p>
    <textarea id="conditional-lines" rows="4" cols="40"></textarea>
    <button id="conditional-save">${t("game.save")}</button>
    <span id="conditional-status" role="status"></span>
  </details>
  <p id="rematch-box" hidden><button id="rematch">${t("game.rematch")}</button> <span id="rematch-status" role="status"></span></p>
  <section id="chat" hidden>
    <h2 id="chat-title"></h2>
    <ul id="chat-messages"></ul>
    <form id="chat-form"><input id="chat-text" maxlength="200" autocomplete="off"> <button type="submit">${t("game.send")}</button></form>
    <p class="error" id="chat-error"></p>
  </section>
  <p id="connection"></p>
  <h2>${t("game.moves")}</h2>
  <ol id="moves"></ol>
  <div id="replay"><button id="first">|&lt;</button> <button id="prev">&lt;</button> <button id="next">&gt;</button> <button id="live">&gt;|</button></div>
  <p><label>${t("game.confirmMoves")}
    <select id="confirm-setting">
      <option value="forbidden">${t("game.confirmForbidden")}</option>
      <option value="always">${t("game.confirmAlways")}</option>
      <option value="never">${t("game.confirmNever")}</option>
    </select></label></p>
  <p class="error" id="error"></p>
</section>`;

const GONE = `
<section id="game-gone">
  <h1>${t("game.gone")}</h1>
  <p id="game-gone-text"></p>
  <p><a href="/">${t("game.home")}</a></p>
</section>`;

const CLOCK_TICK_MS = 100;

/// What a correspondence game says, in one place.
const CORRESPONDENCE = {
  // who: null for the visitor.
  deadline: (who, date) => (who === null ? t("game.deadlineYou", { date }) : t("game.deadline", { who, date })),
  perMove: (days, bank) =>
    bank ? t("game.perMoveBank", { count: days, bank }) : t("game.perMove", { count: days }),
  clock: (days, bankLeft) => (bankLeft > 0 ? t("game.clockDaysBank", { days, bank: bankLeft }) : t("game.clockDays", { days })),
  left: (ms) => t("game.left", { time: formatDays(ms) }),
  saved: (n) => (n === 0 ? t("game.noConditional") : t("game.conditionalSaved", { count: n })),
};

/// What the chat and rematches say, in one place.
const SOCIAL = {
  players: t("game.chatPlayers"),
  spectators: t("game.chatSpectators"),
  report: t("game.report"),
  reported: t("game.reported"),
  offered: t("game.rematchOffered"),
  theyOffer: t("game.rematchTheyOffer"),
};

/// What a handicap match says, in one place.
const MATCH = {
  game: (m) =>
    t("game.match", { game: m.game, of: m.of, experienced: m.score.experienced, beginner: m.score.beginner }),
  condition: " " + t("game.matchCondition"),
  won: (w) => " " + (w === "experienced" ? t("game.matchWonExperienced") : t("game.matchWonBeginner")),
  drawn: " " + t("game.matchDrawn"),
};

// The rule's names of the colours ("black", "white") in the page's language.
const COLOURS = { black: t("game.black"), white: t("game.white") };
function colourName(name) {
  return COLOURS[name] ?? name;
}

/// A span of milliseconds in days and hours: "2d 5h", "7h".
function formatDays(ms) {
  const h = Math.max(0, Math.floor(ms / 3600000));
  return h >= 24 ? t("game.daysHours", { days: Math.floor(h / 24), hours: h % 24 }) : t("game.hours", { hours: h });
}
const CONFIRM_KEY = "pearls.confirm-moves";

/// When a click on the board waits for a confirmation: "forbidden" (a click on a point
/// forbidden to the player, which would lose the game), "always", or "never". A touch
/// screen confirms every move unless told otherwise, since a tap is easily misplaced.
export function confirmSetting(touch) {
  let saved = null;
  try {
    saved = localStorage.getItem(CONFIRM_KEY);
  } catch {
    // Storage refused (private mode): the default holds.
  }
  return ["forbidden", "always", "never"].includes(saved) ? saved : touch ? "always" : "forbidden";
}

/// The stones of a game's actions in the order they were placed (the opening's
/// decisions place none, or two for swap2's `two:`), as the analysis board's link takes
/// them.
export function stonesOf(actions) {
  const out = [];
  for (const a of actions) {
    const [word, arg = ""] = a.split(/:(.*)/s);
    if (/^[a-z]\d+$/.test(a) || a === "pass") out.push(a);
    else if (word === "choose") out.push(arg);
    else if (word === "two") out.push(...arg.split("/"));
  }
  return out;
}

export function mount(root, ctx) {
  const page = new GamePage(root, ctx);
  ctx.onLeave(() => page.close());
}

class GamePage {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.$ = render(root, PAGE);
    const id = ctx.params.id;
    this.id = id;
    this.you = null;
    this.challenge = null; // a private game's link, for its players
    this.state = null;
    this.viewPly = null; // a replayed ply, or null for the live position
    this.viewPos = null;
    this.selected = []; // points picked for an offer or two stones
    this.mode = null; // "offer" | "two" while picking
    this.ghost = null;
    this.opened = false; // whether the socket ever opened
    this.asked = false; // whether askWhy ran
    this.touch = window.matchMedia("(pointer: coarse)").matches;
    this.confirmMode = confirmSetting(this.touch);
    this.sounds = new GameSounds();
    this.board = new BoardView(this.$("#board-wrap"), (p) => this.clickPoint(p));
    this.moves = new MoveList(this.$("#moves"), (ply) => this.replay(ply));
    this.pieces = new PieceControls(this, ctx.signal);
    this.bind();
    this.socket = new Socket(`/api/games/${id}/ws`, {
      onOpen: () => {
        this.opened = true;
        this.$("#connection").textContent = "";
        document.body.dataset.connected = "yes";
      },
      onLost: () => {
        document.body.dataset.connected = "no";
        this.$("#connection").textContent = t("game.lost");
        if (!this.opened && !this.asked) this.askWhy();
      },
      onMessage: (m) => this.receive(m),
    });
    this.ticker = setInterval(() => this.drawClocks(), CLOCK_TICK_MS);
  }

  close() {
    this.socket.close();
    clearInterval(this.ticker);
    for (const k of ["connected", "status", "ply"]) delete document.body.dataset[k];
    document.title = "Pearls";
  }

  // A socket to a game that does not exist fails like a lost one: ask the API once why,
  // and say so rather than retry for ever.
  async askWhy() {
    this.asked = true;
    try {
      await get(`/api/games/${this.id}`);
    } catch (e) {
      if (e.code !== "not-found" || this.ctx.signal.aborted) return;
      this.close();
      render(this.root, GONE)("#game-gone-text").textContent = e.message;
      document.title = t("game.goneTitle");
    }
  }

  bind() {
    const $ = this.$;
    $("#resign").onclick = () => confirm(t("game.resignConfirm")) && this.send({ type: "resign" });
    $("#draw").onclick = () => this.send({ type: "draw" });
    $("#takeback").onclick = () => this.send({ type: "takeback" });
    $("#join").onclick = () => this.send({ type: "join" });
    $("#abort").textContent = TEXT.abort;
    $("#abort").onclick = () => confirm(TEXT.abortAsk) && this.send({ type: "abort" });
    soundToggle($("#sound-box"));
    $("#conditional-save").onclick = () => this.saveConditional();
    $("#rematch").onclick = () => this.askRematch();
    $("#chat-form").addEventListener("submit", (ev) => {
      ev.preventDefault();
      this.sendChat();
    });
    $("#accept-offer").onclick = () => {
      const s = this.state;
      this.send({ type: s.draw_offer !== null && s.draw_offer !== this.you ? "draw" : "takeback" });
    };
    $("#decline-offer").onclick = () => this.send({ type: "decline" });
    $("#confirm-move").onclick = () => {
      if (this.ghost) this.act(this.ghost);
      this.ghost = null;
      this.render();
    };
    $("#cancel-move").onclick = () => {
      this.ghost = null;
      this.render();
    };
    const setting = $("#confirm-setting");
    setting.value = this.confirmMode;
    setting.onchange = () => {
      this.confirmMode = setting.value;
      try {
        localStorage.setItem(CONFIRM_KEY, setting.value);
      } catch {
        // Kept for this page only.
      }
    };
    $("#first").onclick = () => this.replay(0);
    $("#prev").onclick = () => this.replay((this.viewPly ?? this.state.ply) - 1);
    $("#next").onclick = () => this.replay((this.viewPly ?? this.state.ply) + 1);
    $("#live").onclick = () => this.replay(null);
  }

  send(msg) {
    if (!this.socket.send({ game: this.id, ...msg })) this.showError(t("game.notConnected"));
  }

  act(action) {
    this.showError("");
    this.send({ type: "act", action, ply: this.state.ply });
  }

  receive(m) {
    if (m.type === "hello") {
      this.you = m.you;
      this.challenge = m.challenge || null;
      document.querySelector("#me").textContent = m.name;
    } else if (m.type === "state") {
      const before = this.state ? this.state.ply : -1;
      this.state = m.game;
      this.sounds.moved(m.game.ply);
      this.receivedAt = performance.now();
      if (m.game.ply !== before) {
        this.selected = [];
        this.mode = null;
        this.ghost = null;
      }
      this.render();
    } else if (m.type === "chat") {
      if (m.room === this.chatRoom()) this.loadChat();
    } else if (m.type === "rematch") {
      if (m.next) this.ctx.navigate(`/game/${m.next}`);
      else if (m.offered_by !== this.you) this.$("#rematch-status").textContent = SOCIAL.theyOffer;
    } else if (m.type === "error") {
      this.showError(errorText(m.code, m.message));
    }
  }

  showError(text) {
    this.$("#error").textContent = text;
  }

  myTurn() {
    const s = this.state;
    return s && s.status === "live" && this.you !== null && s.decider === this.you && this.viewPly === null;
  }

  colorOf(player) {
    const s = this.state;
    const black = s.black === player;
    return { cls: black ? "black" : "white", name: colourName(s.color_names[black ? 0 : 1]) };
  }

  clickPoint(p) {
    if (!this.myTurn()) return;
    if (this.pieces.click(p)) return;
    const pend = this.state.pending;
    const offering = pend.kind === "offer" || (pend.then && pend.then.kind === "offer");
    if (this.mode === "offer" || this.mode === "two" || offering) {
      const i = this.selected.indexOf(p);
      if (i >= 0) this.selected.splice(i, 1);
      else this.selected.push(p);
      if (this.mode === "two" && this.selected.length === 2) {
        this.act(`two:${this.selected[0]}/${this.selected[1]}`);
      }
      this.render();
      return;
    }
    if (pend.kind === "choose") {
      if (pend.offers.includes(p)) this.act(`choose:${p}`);
      return;
    }
    // A move that waits for confirmation shows the stone first, and a second click on it
    // (or Play) plays it.
    if (this.confirmMode === "always" || (this.confirmMode === "forbidden" && this.forbiddenToMe(p))) {
      this.ghost = this.ghost === p ? null : p;
      if (this.ghost === null) this.act(p);
      this.render();
      return;
    }
    this.ghost = null;
    this.act(p);
  }

  /// The reason `p` is forbidden to the side to move, or undefined.
  forbiddenToMe(p) {
    const s = this.state;
    return s.forbidden_color === s.to_move ? s.forbidden[p] : undefined;
  }

  async replay(ply) {
    const s = this.state;
    if (ply === null || ply >= s.ply) {
      this.viewPly = null;
      this.viewPos = null;
    } else {
      ply = Math.max(0, ply);
      try {
        this.viewPos = await get(`/api/games/${this.id}/at/${ply}`);
      } catch (e) {
        this.showError(e.message);
        return;
      }
      this.viewPly = ply;
    }
    this.render();
  }

  render() {
    const s = this.state;
    if (!s) return;
    const $ = this.$;
    $("#game").hidden = false;
    document.body.dataset.status = s.status;
    document.body.dataset.ply = s.ply;
    const pos = this.viewPos || s;
    const marks = {};
    const pend = s.pending;
    if (this.viewPly === null && pend && pend.kind === "choose") {
      for (const p of pend.offers) marks[p] = "offer";
    }
    for (const p of this.selected) marks[p] = "selected";
    this.board.draw({
      size: s.size,
      board: pos.board,
      last: pos.last,
      forbidden: this.viewPly === null ? s.forbidden : {},
      forbiddenColor: s.color_names[s.forbidden_color === "black" ? 0 : 1],
      marks,
      win: this.viewPly === null && s.outcome && ["five", "overline"].includes(s.outcome.reason)
        ? winningLine(s.board, s.size, s.last) : [],
      ghost: this.ghost,
      ghostColor: s.to_move,
    });
    $("#confirm").hidden = !this.ghost;
    if (this.ghost) {
      $("#confirm-move span").textContent = this.ghost;
      const foul = this.forbiddenToMe(this.ghost);
      $("#confirm-warning").textContent = foul
        ? t("game.forbiddenToYou", { point: this.ghost, foul: foulName(foul) })
        : "";
    }
    $("#game-kind").textContent = s.rated ? t("game.rated") : t("game.casual");
    const named = $("#opening-name");
    named.hidden = !s.opening_name;
    named.querySelector("b").textContent = s.opening_name ? openingName(s.opening_name, s.opening_japanese) : "";
    document.title = this.myTurn() ? t("game.yourTurnTitle") : "Pearls";
    // Players: you at the bottom (the first player for spectators).
    const bottom = this.you ?? 0;
    for (const [slot, p] of [["#player-bottom", bottom], ["#player-top", 1 - bottom]]) {
      const box = $(slot);
      const seat = s.seats[p];
      const c = this.colorOf(p);
      box.dataset.player = p;
      box.className = `player ${c.cls}${s.clock.running === p ? " running" : ""}`;
      const who = seat.kind === "open" ? t("game.waitingPlayer") : seat.kind === "engine" ? TEXT.engine(seat.strength) : seat.name;
      box.querySelector(".name").textContent = `${who} — ${c.name}${p === this.you ? " " + t("game.you") : ""}`;
      const colour = s.black === p ? "black" : "white";
      box.querySelector(".captures").textContent = s.capture_goal ? t("game.captured", { count: s.captured[colour], goal: s.capture_goal }) : "";
    }
    this.drawClocks();
    let status;
    if (s.outcome) status = t("game.over", { outcome: outcomeText(s.outcome, s.color_names) });
    else if (s.aborted) status = TEXT.aborted;
    else if (s.status === "waiting") status = s.private ? t("game.waitingChallenged") : t("game.waitingOpponent");
    else if (this.myTurn()) status = t("game.yourTurn", { pending: pendingText(pend, s.color_names) });
    else status = `${pend ? pendingText(pend, s.color_names) : ""}.`;
    if (s.opening !== "free") status += " " + t("game.opening", { opening: openingRuleName(s.opening) });
    if (s.status === "live" && s.clock.running === null && s.ply === 0) status += TEXT.waitsForFirstStone;
    $("#status").textContent = status;
    const rule = $("#opening-rule");
    rule.textContent = TEXT.openingRule(openingRuleName(s.opening), openingWho(s.opening));
    rule.hidden = !openingWho(s.opening);
    this.renderCorrespondence();
    this.renderMatch();
    this.renderSocial();
    this.renderDecision();
    const seated = this.you !== null;
    const live = s.status === "live";
    $("#join").hidden = !(s.status === "waiting" && !seated && !s.private);
    for (const b of ["#resign", "#draw", "#takeback"]) $(b).hidden = !(seated && live);
    $("#abort").hidden = !(seated && s.abortable);
    $("#share").hidden = !(s.status === "waiting" && seated);
    $("#share-link").value = this.challenge ? `${location.origin}${this.challenge}` : location.href;
    $("#downloads").hidden = s.status !== "over";
    $("#download-psq").href = `/api/games/${s.id}/psq`;
    $("#download-sgf").href = `/api/games/${s.id}/sgf`;
    // Engine help comes once the game is over, never during it.
    if (s.status === "over" && !this.reviewShown) {
      this.reviewShown = true;
      $("#review").hidden = false;
      $("#analysis-link").href = `/analysis/${s.rule}/${stonesOf(s.actions).join(",")}${s.size === 15 ? "" : `?size=${s.size}`}`;
      reviewPanel($("#review"), s.id, this.ctx.signal);
    }
    $("#diagram-png").href = `/api/games/${s.id}/diagram.png`;
    $("#diagram-svg").href = `/api/games/${s.id}/diagram.svg`;
    $("#diagram-position").href = `/api/games/${s.id}/diagram.png?numbers=false&last=true`;
    const theirs = (o) => o !== null && o !== undefined && o !== this.you;
    const banner = $("#offer-banner");
    banner.hidden = !(seated && live && (theirs(s.draw_offer) || theirs(s.takeback_offer)));
    banner.querySelector("span").textContent = theirs(s.draw_offer) ? t("game.drawOffered") : t("game.takebackAsked");
    this.moves.draw(s.actions, this.viewPly, s.color_names);
    this.pieces.render();
  }

  renderDecision() {
    const box = this.$("#decision");
    box.textContent = "";
    if (!this.myTurn()) return;
    const s = this.state;
    const pend = s.pending;
    const button = (label, fn, id) => {
      const b = document.createElement("button");
      b.textContent = label;
      if (id) b.id = id;
      b.onclick = fn;
      box.appendChild(b);
      return b;
    };
    const note = (text) => {
      const p = document.createElement("span");
      p.textContent = text;
      box.appendChild(p);
    };
    if (pend.kind === "swap") {
      button(t("game.swap"), () => this.act("swap"), "do-swap");
      if (pend.decider_color && !pend.then) button(t("game.keep"), () => this.act("keep"), "do-keep");
      if (pend.then) note(" " + t("game.orPlayOn", { then: pendingText(pend.then, s.color_names) }));
      if (!pend.decider_color) {
        note(" " + t("game.orFourth") + " ");
        button(t("game.placeTwo"), () => {
          this.mode = "two";
          this.selected = [];
          this.render();
        }, "do-two");
      }
      if (pend.then && pend.then.kind === "offer") this.offerControls(pend.then.count, button, note);
    } else if (pend.kind === "declare") {
      const input = document.createElement("input");
      input.type = "number";
      input.min = 1;
      input.max = pend.max;
      input.value = Math.min(2, pend.max);
      input.id = "declare-count";
      box.appendChild(input);
      button(t("game.declare"), () => this.act(`declare:${input.value}`), "do-declare");
    } else if (pend.kind === "offer") {
      this.offerControls(pend.count, button, note);
    } else if (pend.kind === "move-or-offer") {
      if (this.mode === "offer") this.offerControls(pend.count, button, note);
      else button(t("game.offerInstead", { count: pend.count }), () => { this.mode = "offer"; this.render(); }, "do-offer-mode");
    } else if (pend.kind === "choose") {
      note(t("game.pickOffered"));
    } else if (pend.kind === "move" && pend.allowed === null) {
      // A side whose every empty point is forbidden (black in renju, the board nearly
      // full) has only a pass left, which the board cannot offer.
      const empty = [...s.board].filter((c) => c === ".").length;
      if (empty > 0 && s.forbidden_color === s.to_move && Object.keys(s.forbidden).length >= empty) {
        note(t("game.allForbidden") + " ");
        button(t("game.pass"), () => this.act("pass"), "do-pass");
      }
    }
    if (this.mode === "two") note(" " + t("game.pickTwo", { picked: this.selected.length }));
  }

  offerControls(count, button, note) {
    note(" " + t("game.pickOffer", { count, picked: this.selected.length }) + " ");
    const b = button(t("game.offer"), () => this.act(`offer:${this.selected.join("/")}`), "do-offer");
    b.disabled = this.selected.length !== count;
  }

  // The room this visitor chats in: the players', or the spectators'.
  chatRoom() {
    return this.you !== null ? "players" : "spectators";
  }

  renderSocial() {
    const s = this.state;
    const chat = this.$("#chat");
    if (chat.hidden || this.chatShownFor !== this.chatRoom()) {
      chat.hidden = false;
      this.chatShownFor = this.chatRoom();
      this.$("#chat-title").textContent = SOCIAL[this.chatRoom()];
      this.loadChat();
    }
    const people = s.seats.every((seat) => seat.kind === "person");
    this.$("#rematch-box").hidden = !(s.status === "over" && this.you !== null && people);
  }

  async loadChat() {
    const room = this.chatRoom();
    try {
      const list = await get(`/api/games/${this.id}/chat?room=${room}`);
      const box = this.$("#chat-messages");
      box.replaceChildren();
      for (const m of list.messages) {
        const li = document.createElement("li");
        li.dataset.message = m.id;
        const who = document.createElement("b");
        who.textContent = m.author + ": ";
        const report = document.createElement("button");
        report.className = "report";
        report.textContent = SOCIAL.report;
        report.onclick = async () => {
          try {
            await post(`/api/chat/${m.id}/report`, { reason: "" });
            report.replaceWith(SOCIAL.reported);
          } catch (e) {
            this.$("#chat-error").textContent = e.message;
          }
        };
        li.append(who, m.text, " ", report);
        box.appendChild(li);
      }
    } catch (e) {
      this.$("#chat-error").textContent = e.message;
    }
  }

  async sendChat() {
    const input = this.$("#chat-text");
    this.$("#chat-error").textContent = "";
    try {
      await post(`/api/games/${this.id}/chat`, { room: this.chatRoom(), text: input.value });
      input.value = "";
      this.loadChat();
    } catch (e) {
      this.$("#chat-error").textContent = e.message;
    }
  }

  async askRematch() {
    try {
      const r = await post(`/api/games/${this.id}/rematch`, {});
      if (r.status === "made") this.ctx.navigate(r.url);
      else this.$("#rematch-status").textContent = SOCIAL.offered;
    } catch (e) {
      this.$("#rematch-status").textContent = e.message;
    }
  }

  // Where a handicap match stands, with the way to its next game.
  renderMatch() {
    const m = this.state.handicap_match;
    const line = this.$("#match-line");
    line.hidden = !m;
    if (!m) return;
    let text = MATCH.game(m);
    if (m.must_win_every_game === "experienced") text += MATCH.condition;
    if (m.status === "won") text += MATCH.won(m.winner);
    if (m.status === "drawn") text += MATCH.drawn;
    line.querySelector("span").textContent = text;
    const next = this.$("#match-next");
    next.hidden = !m.next_game;
    if (m.next_game) next.href = `/game/${m.next_game}`;
  }

  // A correspondence game's deadline, and its conditional moves for its players.
  renderCorrespondence() {
    const s = this.state;
    const spec = s.clock.spec;
    const corr = !!spec.days_per_move;
    const line = this.$("#deadline");
    line.hidden = !corr;
    if (!corr) return;
    let text = CORRESPONDENCE.perMove(spec.days_per_move, spec.bank_days);
    if (s.status === "live" && s.clock.deadline_ms && s.clock.running !== null) {
      const seat = s.seats[s.clock.running];
      const who = s.clock.running === this.you ? null : seat.name || t("game.theOpponent");
      text += " " + CORRESPONDENCE.deadline(who, new Date(s.clock.deadline_ms).toLocaleString(lang));
    }
    line.textContent = text;
    line.dataset.deadline = s.clock.deadline_ms ?? "";
    const panel = this.$("#conditional");
    panel.hidden = !(s.status === "live" && this.you !== null);
    if (!panel.hidden && !this.conditionalLoaded) {
      this.conditionalLoaded = true;
      this.loadConditional();
    }
  }

  async loadConditional() {
    try {
      const c = await get(`/api/games/${this.id}/conditional`);
      this.$("#conditional-lines").value = c.lines.map((l) => l.join(" ")).join("\n");
    } catch (e) {
      this.$("#conditional-status").textContent = e.message;
    }
  }

  async saveConditional() {
    const lines = this.$("#conditional-lines")
      .value.split("\n")
      .map((l) => l.trim().split(/\s+/).filter((m) => m))
      .filter((l) => l.length > 0);
    const status = this.$("#conditional-status");
    try {
      const c = await post(`/api/games/${this.id}/conditional`, { lines });
      status.textContent = CORRESPONDENCE.saved(c.lines.length);
    } catch (e) {
      status.textContent = e.message;
    }
  }

  drawClocks() {
    const s = this.state;
    if (!s) return;
    const elapsed = s.status === "live" && s.clock.running !== null ? performance.now() - this.receivedAt : 0;
    for (const slot of ["#player-bottom", "#player-top"]) {
      const box = this.$(slot);
      const p = parseInt(box.dataset.player, 10);
      if (Number.isNaN(p)) continue;
      const spec = s.clock.spec;
      const side = s.clock.sides[p];
      const text = spec.days_per_move
        ? s.clock.running === p
          ? CORRESPONDENCE.left(side.period_ms + side.main_ms - elapsed)
          : CORRESPONDENCE.clock(spec.days_per_move, Math.floor(side.main_ms / 86400000))
        : shownTime(spec, side, s.clock.running === p, elapsed);
      box.querySelector(".clock").textContent = text;
      if (p === this.you && s.clock.running === p && !spec.days_per_move) {
        this.sounds.clock(side.main_ms > 0 ? side.main_ms - elapsed : side.period_ms - elapsed, spec.initial_ms[p] || spec.byo_ms);
      }
    }
  }
}
