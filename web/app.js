// Pearls in the browser: the home page (the new-game form, the lobby of open seeks, the
// live games to watch), the challenge page and the live game page.

import { BoardView } from "./board.js";
import { api } from "./api.js";
import { accountBox, profilePage } from "./account.js";

const $ = (sel) => document.querySelector(sel);
const touch = window.matchMedia("(pointer: coarse)").matches;

// ---------- home ----------

async function home() {
  $("#home").hidden = false;
  const info = await api("GET", "/api/rules");
  const rules = $("#rule-select");
  for (const r of info.rules) {
    const o = new Option(`${r.name}${r.engine ? "" : " (people only)"}`, r.name);
    o.title = r.description;
    o.dataset.engine = r.engine;
    rules.appendChild(o);
  }
  rules.value = "renju";
  for (const o of info.openings) {
    const opt = new Option(o.name, o.name);
    opt.title = o.description;
    $("#opening-select").appendChild(opt);
  }
  const form = $("#new-game");
  const sync = () => {
    const engine = form.opponent.value === "engine";
    for (const e of document.querySelectorAll(".engine-only")) e.hidden = !engine;
    const person = form.opponent.value === "person";
    for (const e of document.querySelectorAll(".person-only")) e.hidden = !person;
  };
  form.opponent.addEventListener("change", sync);
  sync();
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const f = form.elements;
    const ms = (x) => Math.round(parseFloat(x || "0") * 1000);
    const mine = ms(f.minutes.value * 60);
    const theirs = f.other_minutes.value === "" ? mine : ms(f.other_minutes.value * 60);
    const first = f.side.value !== "second";
    const periods = parseInt(f.periods.value || "0", 10);
    const clock = {
      initial_ms: first ? [mine, theirs] : [theirs, mine],
      increment_ms: [ms(f.increment.value), ms(f.increment.value)],
      byo_ms: periods > 0 ? ms(f.period.value) : 0,
      periods,
    };
    const body = {
      rule: f.rule.value,
      opening: f.opening.value,
      side: f.side.value,
      opponent: f.opponent.value,
      clock,
    };
    if (body.opponent === "engine") body.strength = parseInt(f.strength.value, 10);
    if (body.opponent === "person" && f.private.checked) body.private = true;
    $("#new-game-error").textContent = "";
    try {
      if (body.opponent === "seek") {
        // A seek waits in the lobby; the lobby socket says when someone accepts it.
        delete body.opponent;
        await api("POST", "/api/seeks", body);
        $("#lobby-status").textContent = "Your seek is posted: the game begins when someone accepts it.";
        return;
      }
      const r = await api("POST", "/api/games", body);
      location.assign(r.url);
    } catch (e) {
      $("#new-game-error").textContent = e.message;
    }
  });
  new LobbyView();
  liveGames();
  setInterval(liveGames, 10000);
}

// A time control in words: "10+5", "5 / 3 min +2", "+ 5×30s".
function clockText(spec) {
  const min = (ms) => `${Math.round((ms / 60000) * 10) / 10}`;
  const [a, b] = spec.initial_ms;
  let t = a === b ? min(a) : `${min(a)} / ${min(b)}`;
  const [i, j] = spec.increment_ms || [0, 0];
  if (i || j) t += i === j ? `+${i / 1000}` : ` +${i / 1000}/${j / 1000}`;
  if (spec.periods > 0) t += ` + ${spec.periods}×${spec.byo_ms / 1000}s`;
  return t;
}

function gameText(g) {
  const opening = g.opening && g.opening !== "free" ? `, ${g.opening}` : "";
  return `${g.rule}${opening}, ${g.size}×${g.size}, ${clockText(g.clock.spec || g.clock)}`;
}

function seatName(seat) {
  if (seat.kind === "engine") return `Pearls engine (${seat.strength})`;
  return seat.kind === "person" ? seat.name : "(open)";
}

// The open seeks, kept up to date by the lobby socket. The socket reconnects after a loss,
// and the server keeps this visitor's seeks for a grace period meanwhile.
class LobbyView {
  constructor() {
    this.seeks = new Map();
    this.retry = 500;
    this.connect();
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}/api/lobby/ws`);
    ws.onopen = () => {
      this.retry = 500;
      $("#lobby").dataset.connected = "yes";
    };
    ws.onmessage = (ev) => this.receive(JSON.parse(ev.data));
    ws.onclose = () => {
      $("#lobby").dataset.connected = "no";
      setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 8000);
    };
  }

  receive(m) {
    if (m.type === "seeks") {
      this.seeks = new Map(m.seeks.map((s) => [s.id, s]));
    } else if (m.type === "seek") {
      this.seeks.set(m.seek.id, m.seek);
    } else if (m.type === "unseek") {
      this.seeks.delete(m.id);
    } else if (m.type === "accepted") {
      location.assign(m.url);
      return;
    } else {
      return;
    }
    this.render();
  }

  async press(path) {
    $("#lobby-error").textContent = "";
    try {
      return await api("POST", path, {});
    } catch (e) {
      $("#lobby-error").textContent = e.message;
      return null;
    }
  }

  render() {
    const list = $("#seeks");
    list.textContent = "";
    const sides = { first: "first (black)", second: "second (white)", random: "a random side" };
    const other = { first: "second (white)", second: "first (black)", random: "a random side" };
    for (const s of this.seeks.values()) {
      const li = document.createElement("li");
      li.id = `seek-${s.id}`;
      li.dataset.seek = s.id;
      li.className = s.mine ? "seek mine" : "seek";
      const text = document.createElement("span");
      text.textContent = s.mine
        ? `You: ${gameText(s)}, playing ${sides[s.side]}. `
        : `${s.name}: ${gameText(s)}; you play ${other[s.side]}. `;
      li.appendChild(text);
      const b = document.createElement("button");
      if (s.mine) {
        b.textContent = "Cancel";
        b.id = `cancel-${s.id}`;
        b.className = "cancel-seek";
        b.onclick = () => this.press(`/api/seeks/${s.id}/cancel`);
      } else {
        b.textContent = "Accept";
        b.id = `accept-${s.id}`;
        b.className = "accept-seek";
        b.onclick = async () => {
          const r = await this.press(`/api/seeks/${s.id}/accept`);
          if (r) location.assign(r.url);
        };
      }
      li.appendChild(b);
      list.appendChild(li);
    }
    const mine = [...this.seeks.values()].some((s) => s.mine);
    if (!mine) $("#lobby-status").textContent = this.seeks.size ? "" : "No open seeks: post one with the form above.";
  }
}

async function liveGames() {
  let games;
  try {
    games = (await api("GET", "/api/games?status=live")).games;
  } catch {
    return;
  }
  const list = $("#live-games");
  list.textContent = "";
  for (const g of games) {
    const li = document.createElement("li");
    li.id = `live-${g.id}`;
    const a = document.createElement("a");
    a.href = g.url;
    a.textContent = `${seatName(g.seats[g.black])} (black) vs ${seatName(g.seats[1 - g.black])}: ${gameText(g)}, move ${g.ply}`;
    li.appendChild(a);
    list.appendChild(li);
  }
  if (!games.length) list.textContent = "No live games just now.";
}

// ---------- challenge ----------

async function challengePage(token) {
  $("#challenge").hidden = false;
  const c = await api("GET", `/api/challenges/${token}`);
  const g = c.game;
  // The creator, and anyone once the seat is taken, watch the game itself.
  if (c.mine || c.open_seat === null || g.status !== "waiting") {
    location.replace(g.url);
    return;
  }
  const creator = seatName(g.seats[1 - c.open_seat]);
  const side = c.open_seat === g.black ? "first (black)" : "second (white)";
  $("#challenge-text").textContent = `${creator} challenges you: ${gameText(g)}; you play ${side}.`;
  $("#accept-challenge").onclick = async () => {
    try {
      const r = await api("POST", `/api/challenges/${token}/accept`, {});
      location.replace(r.url);
    } catch (e) {
      $("#challenge-error").textContent = e.message;
    }
  };
}

// ---------- game ----------

class GamePage {
  constructor(id) {
    this.id = id;
    this.you = null;
    this.challenge = null; // a private game's link, for its players
    this.state = null;
    this.viewPly = null; // a replayed ply, or null for the live position
    this.viewPos = null;
    this.selected = []; // points picked for an offer or two stones
    this.mode = null; // "offer" | "two" while picking
    this.ghost = null;
    this.retry = 500;
    this.board = new BoardView($("#board-wrap"), (p) => this.clickPoint(p));
    this.bind();
    this.connect();
    setInterval(() => this.drawClocks(), 100);
  }

  bind() {
    $("#resign").onclick = () => confirm("Resign this game?") && this.send({ type: "resign" });
    $("#draw").onclick = () => this.send({ type: "draw" });
    $("#takeback").onclick = () => this.send({ type: "takeback" });
    $("#join").onclick = () => this.send({ type: "join" });
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
    $("#first").onclick = () => this.replay(0);
    $("#prev").onclick = () => this.replay((this.viewPly ?? this.state.ply) - 1);
    $("#next").onclick = () => this.replay((this.viewPly ?? this.state.ply) + 1);
    $("#live").onclick = () => this.replay(null);
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}/api/games/${this.id}/ws`);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 500;
      $("#connection").textContent = "";
      document.body.dataset.connected = "yes";
    };
    ws.onmessage = (ev) => this.receive(JSON.parse(ev.data));
    ws.onclose = () => {
      document.body.dataset.connected = "no";
      if (this.ws !== ws) return;
      $("#connection").textContent = "Connection lost; reconnecting…";
      setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 8000);
    };
  }

  send(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify({ game: this.id, ...msg }));
    } else {
      this.showError("not connected; retrying");
    }
  }

  act(action) {
    this.showError("");
    this.send({ type: "act", action, ply: this.state.ply });
  }

  receive(m) {
    if (m.type === "hello") {
      this.you = m.you;
      this.challenge = m.challenge || null;
      $("#me").textContent = m.name;
    } else if (m.type === "state") {
      const before = this.state ? this.state.ply : -1;
      this.state = m.game;
      this.receivedAt = performance.now();
      if (m.game.ply !== before) {
        this.selected = [];
        this.mode = null;
        this.ghost = null;
      }
      this.render();
    } else if (m.type === "error") {
      this.showError(m.message);
    }
  }

  showError(text) {
    $("#error").textContent = text;
  }

  myTurn() {
    const s = this.state;
    return s && s.status === "live" && this.you !== null && s.decider === this.you && this.viewPly === null;
  }

  colorOf(player) {
    const s = this.state;
    const black = s.black === player;
    return { cls: black ? "black" : "white", name: s.color_names[black ? 0 : 1] };
  }

  clickPoint(p) {
    if (!this.myTurn()) return;
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
    if (touch) {
      this.ghost = this.ghost === p ? null : p;
      if (this.ghost === null) this.act(p);
      this.render();
      return;
    }
    this.act(p);
  }

  async replay(ply) {
    const s = this.state;
    if (ply === null || ply >= s.ply) {
      this.viewPly = null;
      this.viewPos = null;
    } else {
      ply = Math.max(0, ply);
      this.viewPos = await api("GET", `/api/games/${this.id}/at/${ply}`);
      this.viewPly = ply;
    }
    this.render();
  }

  render() {
    const s = this.state;
    if (!s) return;
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
      forbidden: this.viewPly === null && s.forbidden_color === "black" ? s.forbidden : {},
      marks,
      ghost: this.ghost,
      ghostColor: s.to_move,
    });
    $("#confirm").hidden = !this.ghost;
    if (this.ghost) $("#confirm-move span").textContent = this.ghost;
    // Players: you at the bottom (the first player for spectators).
    const bottom = this.you ?? 0;
    for (const [slot, p] of [["#player-bottom", bottom], ["#player-top", 1 - bottom]]) {
      const box = $(slot);
      const seat = s.seats[p];
      const c = this.colorOf(p);
      box.dataset.player = p;
      box.className = `player ${c.cls}${s.clock.running === p ? " running" : ""}`;
      const who = seat.kind === "open" ? "(waiting for a player)" : seat.kind === "engine" ? `Pearls engine (${seat.strength})` : seat.name;
      box.querySelector(".name").textContent = `${who} — ${c.name}${p === this.you ? " (you)" : ""}`;
      const colour = s.black === p ? "black" : "white";
      box.querySelector(".captures").textContent = s.capture_goal ? `captured ${s.captured[colour]}/${s.capture_goal}` : "";
    }
    this.drawClocks();
    // Status line.
    let status;
    if (s.outcome) status = `Game over: ${s.outcome.text}.`;
    else if (s.status === "waiting") status = s.private ? "Waiting for the challenged player." : "Waiting for an opponent.";
    else if (this.myTurn()) status = `Your turn: ${pend.text}.`;
    else status = `${pend ? pend.text : ""}.`;
    if (s.opening !== "free") status += ` Opening: ${s.opening}.`;
    $("#status").textContent = status;
    this.renderDecision();
    const seated = this.you !== null;
    const live = s.status === "live";
    $("#join").hidden = !(s.status === "waiting" && !seated && !s.private);
    for (const b of ["#resign", "#draw", "#takeback"]) $(b).hidden = !(seated && live);
    $("#share").hidden = !(s.status === "waiting" && seated);
    $("#share-link").value = this.challenge ? `${location.origin}${this.challenge}` : location.href;
    $("#downloads").hidden = s.status !== "over";
    $("#download-psq").href = `/api/games/${s.id}/psq`;
    $("#download-sgf").href = `/api/games/${s.id}/sgf`;
    const theirs = (o) => o !== null && o !== undefined && o !== this.you;
    const banner = $("#offer-banner");
    banner.hidden = !(seated && live && (theirs(s.draw_offer) || theirs(s.takeback_offer)));
    banner.querySelector("span").textContent = theirs(s.draw_offer) ? "Your opponent offers a draw." : "Your opponent asks for a takeback.";
    // Moves.
    const list = $("#moves");
    list.textContent = "";
    s.actions.forEach((a, i) => {
      const li = document.createElement("li");
      li.textContent = `${i + 1}. ${a}`;
      if (this.viewPly === i + 1) li.className = "viewing";
      li.onclick = () => this.replay(i + 1);
      list.appendChild(li);
    });
  }

  renderDecision() {
    const box = $("#decision");
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
      button("Swap colours", () => this.act("swap"), "do-swap");
      if (pend.decider_color && !pend.then) button("Keep colours", () => this.act("keep"), "do-keep");
      if (pend.then) note(" or play on: " + pend.then.text);
      if (!pend.decider_color) {
        note(" or place the 4th stone, or ");
        button("place a white and a black stone", () => {
          this.mode = "two";
          this.selected = [];
          this.render();
        }, "do-two");
      }
      if (pend.then && pend.then.kind === "offer") this.offerControls(box, pend.then.count, button, note);
    } else if (pend.kind === "declare") {
      const input = document.createElement("input");
      input.type = "number";
      input.min = 1;
      input.max = pend.max;
      input.value = Math.min(2, pend.max);
      input.id = "declare-count";
      box.appendChild(input);
      button("Declare", () => this.act(`declare:${input.value}`), "do-declare");
    } else if (pend.kind === "offer") {
      this.offerControls(box, pend.count, button, note);
    } else if (pend.kind === "move-or-offer") {
      if (this.mode === "offer") this.offerControls(box, pend.count, button, note);
      else button(`Offer ${pend.count} moves instead`, () => { this.mode = "offer"; this.render(); }, "do-offer-mode");
    } else if (pend.kind === "choose") {
      note("Pick one of the offered moves on the board.");
    } else if (pend.kind === "move" && pend.allowed === null) {
      // A side whose every empty point is forbidden (black in renju, the board nearly
      // full) has only a pass left, which the board cannot offer.
      const empty = [...s.board].filter((c) => c === ".").length;
      if (empty > 0 && Object.keys(s.forbidden).length >= empty) {
        note("Every empty point is forbidden to you: ");
        button("Pass", () => this.act("pass"), "do-pass");
      }
    }
    if (this.mode === "two") note(` Pick the white stone, then the black one (${this.selected.length}/2).`);
  }

  offerControls(box, count, button, note) {
    note(` Pick ${count} points to offer (${this.selected.length}/${count}). `);
    const b = button("Offer", () => this.act(`offer:${this.selected.join("/")}`), "do-offer");
    b.disabled = this.selected.length !== count;
  }

  drawClocks() {
    const s = this.state;
    if (!s) return;
    const elapsed = s.status === "live" && s.clock.running !== null ? performance.now() - this.receivedAt : 0;
    const spec = s.clock.spec;
    for (const slot of ["#player-bottom", "#player-top"]) {
      const box = $(slot);
      const p = parseInt(box.dataset.player, 10);
      if (Number.isNaN(p)) continue;
      const side = s.clock.sides[p];
      let text;
      let main = side.main_ms;
      let periods = side.periods;
      let period = side.period_ms;
      if (s.clock.running === p) {
        if (main > 0) {
          main -= elapsed;
          if (main < 0 && spec.byo_ms > 0) {
            const over = -main;
            periods -= Math.floor(over / spec.byo_ms);
            period = spec.byo_ms - (over % spec.byo_ms);
            main = 0;
          }
        } else if (spec.byo_ms > 0) {
          const over = elapsed + (spec.byo_ms - period);
          periods -= Math.floor(over / spec.byo_ms);
          period = spec.byo_ms - (over % spec.byo_ms);
        }
      }
      if (main > 0 || spec.byo_ms === 0) text = fmt(Math.max(0, main));
      else text = periods > 0 ? `${fmt(period)} (${periods})` : fmt(0);
      box.querySelector(".clock").textContent = text;
    }
  }
}

function fmt(ms) {
  const t = Math.max(0, Math.ceil(ms / 100)) / 10;
  const m = Math.floor(t / 60);
  const sec = t - m * 60;
  return m > 0 ? `${m}:${String(Math.floor(sec)).padStart(2, "0")}` : sec.toFixed(1);
}

accountBox().catch((e) => ($("#account-error").textContent = e.message));
const m = /^\/game\/([0-9a-f]+)$/.exec(location.pathname);
const profile = /^\/@\/([A-Za-z0-9_-]+)$/.exec(location.pathname);
const ch = /^\/challenge\/([0-9a-f]+)$/.exec(location.pathname);
if (m) new GamePage(m[1]);
else if (profile) profilePage(profile[1]);
else if (ch) challengePage(ch[1]).catch((e) => ($("#challenge-error").textContent = e.message));
else home().catch((e) => ($("#new-game-error").textContent = e.message));
