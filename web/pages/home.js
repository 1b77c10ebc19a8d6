// The home page: what Pearls is, quick pairing (one click posts a common seek), a game
// against the engine in one click, the new-game form for anything else, the lobby of open seeks (kept up to date by the lobby
// socket) and the live games to watch.

import { get, post, whoami } from "../net/api.js";
import { Socket } from "../net/socket.js";
import { render, element } from "../ui/dom.js";
import { gameText, seatName } from "../ui/format.js";
import { t, lang } from "../i18n/i18n.js";
import { levelPicker, levelTitle } from "../ui/levels.js";
import { openingWho } from "../ui/openings.js";
import { VariationPicker } from "../ui/variations.js";
import { ruleName, ruleDescription, openingRuleName, openingRuleDescription } from "../ui/server-text.js";

/// What the engine's levels, the opening rules and the lobby's handicap matches say, in
/// one place.
const TEXT = {
  openingWho: (name, who) => t("home.openingWho", { name, who }),
  matchPosted: t("home.matchPosted"),
  matchSeek: (m, mine) => {
    const clocks = m.games.map((g) => `${secs(g.experienced_ms)} / ${secs(g.beginner_ms)}`).join(t("home.matchThen"));
    const mustOf = { experienced: t("home.matchMustExperienced"), beginner: t("home.matchMustBeginner") };
    const must = m.must_win_every_game ? ` ${mustOf[m.must_win_every_game] ?? ""}` : "";
    const experienced = mine ? m.role === "experienced" : m.role !== "experienced";
    const side = experienced ? t("home.matchYouExperienced") : t("home.matchYouBeginner");
    return `${t("home.matchSeek", { count: m.games.length, clocks, side })}${must} `;
  },
};

function secs(ms) {
  return ms % 60000 === 0 ? t("home.clockMinutes", { n: ms / 60000 }) : t("home.clockSeconds", { n: ms / 1000 });
}

const PAGE = `
<section id="home">
  <p id="intro">${t("home.intro")}</p>
  <section id="my-turns" hidden>
    <h2>${t("home.yourTurn")}</h2>
    <ul id="my-turns-list"></ul>
    <p><a href="/turns">${t("home.allTurns")}</a></p>
  </section>
  <p id="account-links"><a href="/turns">${t("home.yourTurn")}</a> · <a href="/notifications" id="notifications-link">${t("home.notifications")}</a> · <a href="/settings">${t("home.settings")}</a></p>
  <h2>${t("home.quick")}</h2>
  <div id="quick" class="tiles"></div>
  <p id="quick-status" role="status"></p>
  <h2>${t("home.engine")}</h2>
  <div id="engine-levels" class="tiles"></div>
  <h2>${t("home.custom")}</h2>
  <form id="new-game">
    <label>${t("home.opponent")}
      <select name="opponent">
        <option value="engine">${t("home.opponentEngine")}</option>
        <option value="person">${t("home.opponentPerson")}</option>
        <option value="seek">${t("home.opponentSeek")}</option>
      </select>
    </label>
    <label class="people-only">${t("home.rated")} <input name="rated" id="rated" type="checkbox"> <span id="rated-note"></span></label>
    <label class="seek-only">${t("home.ratingFrom")} <input name="rating_low" id="rating-low" type="number" min="0" max="4000" step="50" placeholder="${t("home.any")}"></label>
    <label class="seek-only">${t("home.ratingTo")} <input name="rating_high" id="rating-high" type="number" min="0" max="4000" step="50" placeholder="${t("home.any")}"></label>
    <label class="person-only seek-match">${t("home.handicap")}
      <select name="handicap" id="handicap-select">
        <option value="">${t("home.handicapNone")}</option>
        <option value="club-experienced">${t("home.handicapGive")}</option>
        <option value="club-beginner">${t("home.handicapReceive")}</option>
      </select>
    </label>
    <label class="person-only">${t("home.private")} <input name="private" id="private-link" type="checkbox"></label>
    <label>${t("home.rule")} <select name="rule" id="rule-select"></select></label>
    <label>${t("home.opening")} <select name="opening" id="opening-select"><option value="">${t("home.defaultOpening")}</option></select></label>
    <p id="opening-who"></p>
    <label>${t("home.side")}
      <select name="side">
        <option value="first">${t("home.first")}</option>
        <option value="second">${t("home.second")}</option>
        <option value="random">${t("home.random")}</option>
      </select>
    </label>
    <div class="engine-only" id="engine-level-box"></div>
    <fieldset>
      <legend>${t("home.clock")}</legend>
      <label>${t("home.minutes")} <input name="minutes" type="number" min="0" step="0.1" value="10"></label>
      <label>${t("home.increment")} <input name="increment" type="number" min="0" value="5"></label>
      <label>${t("home.periods")} <input name="periods" type="number" min="0" max="30" value="0"></label>
      <label>${t("home.period")} <input name="period" type="number" min="0" value="30"></label>
      <label>${t("home.otherMinutes")} <input name="other_minutes" type="number" min="0" step="0.1"></label>
      <label>${t("home.days")} <input name="days" id="days-per-move" type="number" min="1" max="14"></label>
      <label>${t("home.bank")} <input name="bank" id="bank-days" type="number" min="0" max="60"></label>
    </fieldset>
    <button type="submit">${t("home.play")}</button>
    <p class="error" id="new-game-error"></p>
  </form>
  <section id="lobby">
    <h2>${t("home.seeks")}</h2>
    <p id="lobby-status"></p>
    <ul id="seeks"></ul>
    <p class="error" id="lobby-error"></p>
  </section>
  <section id="watch">
    <h2>${t("home.live")}</h2>
    <ul id="live-games"></ul>
  </section>
</section>`;

const LIVE_GAMES_EVERY_MS = 10000;

/// The quick-pairing grid: the main rules, each with the clocks most played with it
/// (minutes + seconds of increment).
export const QUICK = [
  ["renju", [[3, 2], [5, 3], [10, 5], [15, 10]]],
  ["freestyle", [[3, 2], [5, 3], [10, 5]]],
  ["pente", [[5, 3], [10, 5]]],
];

/// The one-click games against the engine: renju, 10+5, at these strengths.
/// Each is a level's id (which names its tile) and strength; the tile shows the level's
/// name in the page's language.
export const ENGINE_LEVELS = [["beginner", 0], ["club", 20], ["strong", 60], ["master", 80]];

/// The body of a seek or a game of `rule` under `minutes`+`increment` seconds, on a side
/// drawn by lot, with the rule's default opening.
export function quickRequest(rule, minutes, increment) {
  const main = minutes * 60000;
  return {
    rule,
    opening: "",
    side: "random",
    clock: { initial_ms: [main, main], increment_ms: [increment * 1000, increment * 1000], byo_ms: 0, periods: 0 },
  };
}

function quickTiles($, ctx) {
  const box = $("#quick");
  for (const [rule, clocks] of QUICK) {
    for (const [m, inc] of clocks) {
      const b = element("button", { type: "button", className: "tile", id: `quick-${rule}-${m}-${inc}` });
      b.append(element("strong", { text: `${m}+${inc}` }), element("span", { text: ruleName(rule) }));
      b.onclick = async () => {
        $("#quick-status").textContent = "";
        try {
          await post("/api/seeks", quickRequest(rule, m, inc));
          $("#quick-status").textContent = t("home.seeking", { rule: ruleName(rule), clock: `${m}+${inc}` });
        } catch (e) {
          $("#quick-status").textContent = e.message;
        }
      };
      box.appendChild(b);
    }
  }
  const levels = $("#engine-levels");
  for (const [id, strength] of ENGINE_LEVELS) {
    const b = element("button", { type: "button", className: "tile", id: `engine-${id}` });
    b.append(element("strong", { text: levelTitle(id) }), element("span", { text: `${ruleName("renju")} 10+5` }));
    b.onclick = async () => {
      try {
        const r = await post("/api/games", { ...quickRequest("renju", 10, 5), opponent: "engine", strength });
        ctx.navigate(r.url);
      } catch (e) {
        $("#quick-status").textContent = e.message;
      }
    };
    levels.appendChild(b);
  }
}

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  const form = $("#new-game");
  const sync = () => {
    const engine = form.opponent.value === "engine";
    for (const e of form.querySelectorAll(".engine-only")) e.hidden = !engine;
    const person = form.opponent.value === "person";
    for (const e of form.querySelectorAll(".person-only")) e.hidden = !person;
    // A rating range is for a rated seek: only the lobby's strangers are filtered.
    for (const e of form.querySelectorAll(".seek-only")) e.hidden = form.opponent.value !== "seek" || !form.rated.checked;
    // The engine's games are never rated.
    for (const e of form.querySelectorAll(".people-only")) e.hidden = engine;
    // A handicap match may be offered to anyone in the lobby too.
    for (const e of form.querySelectorAll(".seek-match")) e.hidden = !person && form.opponent.value !== "seek";
  };
  form.opponent.addEventListener("change", sync);
  form.rated.addEventListener("change", sync);
  levelPicker($("#engine-level-box"));
  sync();
  quickTiles($, ctx);
  ratedChoice($);
  myTurns($);
  unseenNotifications($);
  // The lobby and the live games do not wait for the form's rule list.
  const lobby = new Lobby($, ctx);
  ctx.onLeave(() => lobby.close());
  const refresh = () => liveGames($);
  refresh();
  const timer = setInterval(refresh, LIVE_GAMES_EVERY_MS);
  ctx.onLeave(() => clearInterval(timer));

  let info;
  try {
    info = await get("/api/rules");
  } catch (e) {
    $("#new-game-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  const rules = $("#rule-select");
  for (const r of info.rules) {
    const o = new Option(r.engine ? ruleName(r.name) : t("home.peopleOnly", { rule: ruleName(r.name) }), r.name);
    o.title = ruleDescription(r.name, r.description);
    o.dataset.engine = r.engine;
    rules.appendChild(o);
  }
  rules.value = "renju";
  const variations = new VariationPicker(rules, info.modifiers ?? []);
  for (const o of info.openings) {
    const opt = new Option(openingRuleName(o.name), o.name);
    opt.title = openingRuleDescription(o.name, o.description);
    $("#opening-select").appendChild(opt);
  }
  // Who places which stone under the opening chosen (or the rule's own).
  const showOpening = () => {
    const rule = info.rules.find((r) => r.name === rules.value);
    const name = $("#opening-select").value || (rule ? rule.default_opening : "");
    const who = openingWho(name);
    $("#opening-who").textContent = who ? TEXT.openingWho(openingRuleName(name), who) : "";
  };
  // The pente family's first player is White: the side menu says so.
  const showSides = () => {
    const rule = info.rules.find((r) => r.name === rules.value);
    const white = rule?.first_color === "white";
    const side = form.elements.side;
    side.querySelector('option[value="first"]').textContent = white ? t("home.firstWhite") : t("home.first");
    side.querySelector('option[value="second"]').textContent = white ? t("home.secondBlack") : t("home.second");
  };
  rules.addEventListener("change", showSides);
  showSides();
  rules.addEventListener("change", showOpening);
  $("#opening-select").addEventListener("change", showOpening);
  showOpening();
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const body = gameRequest(form.elements);
    body.rule = variations.rule();
    $("#new-game-error").textContent = "";
    try {
      if (body.opponent === "seek" && form.handicap.value) {
        // A match offered to anyone: casual, its clocks the preset's.
        const role = form.handicap.value.split("-")[1];
        await post("/api/seeks", { rule: body.rule, opening: body.opening, handicap_match: { preset: "club", role } });
        $("#lobby-status").textContent = TEXT.matchPosted;
        return;
      }
      if (body.opponent === "seek") {
        // A seek waits in the lobby; the lobby socket says when someone accepts it.
        delete body.opponent;
        await post("/api/seeks", body);
        $("#lobby-status").textContent = t("home.seekPosted");
        return;
      }
      if (body.opponent === "person" && form.handicap.value) {
        // A match of games with their own clocks: the server makes each game in turn.
        const role = form.handicap.value.split("-")[1];
        const m = { rule: body.rule, opening: body.opening, preset: "club", role };
        if (body.private) m.private = true;
        const r = await post("/api/matches", m);
        ctx.navigate(r.url);
        return;
      }
      const r = await post("/api/games", body);
      ctx.navigate(r.url);
    } catch (e) {
      $("#new-game-error").textContent = e.message;
    }
  });
}

// The form's fields as the body of POST /api/games (or /api/seeks).
function gameRequest(f) {
  const ms = (x) => Math.round(parseFloat(x || "0") * 1000);
  const mine = ms(f.minutes.value * 60);
  const theirs = f.other_minutes.value === "" ? mine : ms(f.other_minutes.value * 60);
  const first = f.side.value !== "second";
  const periods = parseInt(f.periods.value || "0", 10);
  let clock = {
    initial_ms: first ? [mine, theirs] : [theirs, mine],
    increment_ms: [ms(f.increment.value), ms(f.increment.value)],
    byo_ms: periods > 0 ? ms(f.period.value) : 0,
    periods,
  };
  // Days a move make it a correspondence game, whose clock counts in days only.
  if (f.days.value !== "") {
    clock = { days_per_move: parseInt(f.days.value, 10) };
    if (f.bank.value !== "" && parseInt(f.bank.value, 10) > 0) clock.bank_days = parseInt(f.bank.value, 10);
  }
  const body = {
    rule: f.rule.value,
    opening: f.opening.value,
    side: f.side.value,
    opponent: f.opponent.value,
    clock,
  };
  if (body.opponent === "engine") body.strength = parseInt(f.strength.value, 10);
  if (body.opponent === "person" && f.private.checked) body.private = true;
  if (body.opponent !== "engine" && f.rated.checked) body.rated = true;
  // A rated seek may ask for a rating range; an empty end is open.
  if (body.opponent === "seek" && body.rated && (f.rating_low.value !== "" || f.rating_high.value !== "")) {
    const low = f.rating_low.value === "" ? 0 : Math.round(parseFloat(f.rating_low.value));
    const high = f.rating_high.value === "" ? 4000 : Math.round(parseFloat(f.rating_high.value));
    body.rating_range = [low, high];
  }
  return body;
}

// How many notifications are new, beside the link to them.
async function unseenNotifications($) {
  try {
    const n = await get("/api/me/notifications");
    if (n.unseen > 0) $("#notifications-link").textContent = t("home.notificationsNew", { count: n.unseen });
  } catch {
    // The link works without the count.
  }
}

// The games waiting for the visitor's move, nearest deadline first (hidden when none).
async function myTurns($) {
  let turns;
  try {
    turns = await get("/api/me/turns");
  } catch {
    return;
  }
  const list = $("#my-turns-list");
  for (const turn of turns.games.slice(0, 5)) {
    const due = turn.deadline_ms
      ? ` (${turn.correspondence ? t("home.moveBy", { date: new Date(turn.deadline_ms).toLocaleString(lang) }) : t("home.clockRunning")})`
      : "";
    const a = element("a", { href: turn.game.url, text: t("home.against", { opponent: turn.opponent, rule: turn.game.rule }) + due });
    const li = element("li", {});
    li.appendChild(a);
    list.appendChild(li);
  }
  $("#my-turns").hidden = turns.games.length === 0;
}

// Only accounts play rated games: a guest sees the box, off, and why.
async function ratedChoice($) {
  const box = $("#rated");
  box.disabled = true;
  let me;
  try {
    me = await whoami();
  } catch {
    return;
  }
  box.disabled = me.guest;
  $("#rated-note").textContent = me.guest ? t("home.ratedGuest") : "";
}

/// "Rated" or "Casual", as the lists and the game page say it.
/// A seek's rating range, when it has one, follows: "Rated (1400–1600)".
export function ratedText(g) {
  if (!g.rated) return t("home.casual");
  return g.rating_range ? t("home.ratedRange", { low: g.rating_range[0], high: g.rating_range[1] }) : t("home.ratedGame");
}

// The open seeks. The socket reconnects after a loss, and the server keeps this visitor's
// seeks for a grace period meanwhile.
class Lobby {
  constructor($, ctx) {
    this.$ = $;
    this.ctx = ctx;
    this.seeks = new Map();
    const box = $("#lobby");
    this.socket = new Socket("/api/lobby/ws", {
      onOpen: () => (box.dataset.connected = "yes"),
      onLost: () => (box.dataset.connected = "no"),
      onMessage: (m) => this.receive(m),
    });
  }

  close() {
    this.socket.close();
  }

  receive(m) {
    if (m.type === "seeks") {
      this.seeks = new Map(m.seeks.map((s) => [s.id, s]));
    } else if (m.type === "seek") {
      this.seeks.set(m.seek.id, m.seek);
    } else if (m.type === "unseek") {
      this.seeks.delete(m.id);
    } else if (m.type === "accepted") {
      this.ctx.navigate(m.url);
      return;
    } else {
      return;
    }
    this.render();
  }

  async press(path) {
    const error = this.$("#lobby-error");
    error.textContent = "";
    try {
      return await post(path);
    } catch (e) {
      error.textContent = e.message;
      return null;
    }
  }

  render() {
    const list = this.$("#seeks");
    list.textContent = "";
    const sides = { first: t("home.first"), second: t("home.second"), random: t("home.randomSide") };
    const other = { first: t("home.second"), second: t("home.first"), random: t("home.randomSide") };
    for (const s of this.seeks.values()) {
      const li = element("li", { id: `seek-${s.id}`, className: s.mine ? "seek mine" : "seek" });
      li.dataset.seek = s.id;
      li.appendChild(element("span", {
        text: s.handicap_match
          ? s.mine
            ? t("home.myMatchSeek", { rule: s.rule, match: TEXT.matchSeek(s.handicap_match, true) })
            : t("home.matchSeekBy", { name: s.name, rule: s.rule, match: TEXT.matchSeek(s.handicap_match, false) })
          : s.mine
          ? t("home.mySeek", { game: gameText(s), rated: ratedText(s), side: sides[s.side] }) + " "
          : t("home.seek", { name: s.name, game: gameText(s), rated: ratedText(s), side: other[s.side] }) + " ",
      }));
      if (s.handicap_match) li.classList.add("match-seek");
      const b = s.mine
        ? element("button", { text: t("home.cancel"), id: `cancel-${s.id}`, className: "cancel-seek" })
        : element("button", { text: t("home.accept"), id: `accept-${s.id}`, className: "accept-seek" });
      b.onclick = s.mine
        ? () => this.press(`/api/seeks/${s.id}/cancel`)
        : async () => {
          const r = await this.press(`/api/seeks/${s.id}/accept`);
          if (r) this.ctx.navigate(r.url);
        };
      li.appendChild(b);
      list.appendChild(li);
    }
    const mine = [...this.seeks.values()].some((s) => s.mine);
    if (!mine) this.$("#lobby-status").textContent = this.seeks.size ? "" : t("home.noSeeks");
  }
}

async function liveGames($) {
  let games;
  try {
    games = (await get("/api/games?status=live")).games;
  } catch {
    return;
  }
  const list = $("#live-games");
  list.textContent = "";
  for (const g of games) {
    const li = element("li", { id: `live-${g.id}` });
    li.appendChild(element("a", {
      href: g.url,
      text: t("home.liveGame", { black: seatName(g.seats[g.black]), white: seatName(g.seats[1 - g.black]), game: gameText(g), rated: ratedText(g), ply: g.ply }),
    }));
    list.appendChild(li);
  }
  if (!games.length) list.textContent = t("home.noLive");
}
