// One tournament, /tournament/ID: its standings with their tie-breaks, the crosstable,
// the games by round, and the buttons to join, withdraw and (for the organiser) start.
// The tournament socket sends the whole tournament after every change, so the page is
// redrawn from each message.

import { get, post, whoami } from "../net/api.js";
import { Socket } from "../net/socket.js";
import { render, element, tableRow } from "../ui/dom.js";
import { clockText } from "../ui/format.js";
import { t, lang } from "../i18n/i18n.js";
import { ruleName } from "../ui/server-text.js";

// Every string the page shows, in one place.
const TEXT = {
  status: { created: t("tournament.waiting"), started: t("tournament.playing"), finished: t("tournament.finished") },
  round: (r, total) => (total ? t("tournament.round", { round: r, total }) : t("tournament.pairings", { count: r })),
  system: { "round-robin": t("tournament.roundRobin"), swiss: t("tournament.swiss"), arena: t("tournament.arena") },
  rated: (r) => (r ? t("tournament.rated") : t("tournament.casual")),
  organiser: (name) => t("tournament.organiser", { name }),
  startsAt: (ms) => " " + t("tournament.startsAt", { date: new Date(ms).toLocaleString(lang) }),
  minutes: (m) => t("tournament.minutes", { count: m }),
  result: { black: "1–0", white: "0–1", draw: "½–½" },
  playing: t("tournament.gamePlaying"),
  bye: (b) => t("tournament.bye", { name: b.name, round: b.round, points: b.points }),
  forfeit: (f) => t("tournament.forfeit", { winner: f.winner, loser: f.loser, round: f.round }),
  lost: t("tournament.lost"),
  withdrawn: " " + t("tournament.withdrawn"),
  players: (n) => t("tournament.players", { count: n }),
  head: [t("tournament.player"), t("tournament.points")],
  games: t("tournament.games"),
};

const PAGE = `
<section id="tournament">
  <h1 id="t-name"></h1>
  <p><span id="t-status"></span>: <span id="t-kind"></span>, <span id="t-round"></span>. <span id="t-organiser"></span></p>
  <p id="t-players"></p>
  <p>
    <button id="t-join" hidden>${t("tournament.join")}</button>
    <button id="t-withdraw" hidden>${t("tournament.withdraw")}</button>
    <button id="t-start" hidden>${t("tournament.start")}</button>
  </p>
  <p class="error" id="t-error"></p>
  <p id="t-connection" role="status"></p>
  <h2>${t("tournament.standings")}</h2>
  <table id="t-standings">
    <thead><tr></tr></thead>
    <tbody></tbody>
  </table>
  <h2 id="t-cross-title">${t("tournament.crosstable")}</h2>
  <table id="t-crosstable"><thead><tr></tr></thead><tbody></tbody></table>
  <h2>${t("tournament.games")}</h2>
  <table id="t-games">
    <thead><tr><th>${t("tournament.roundHead")}</th><th>${t("tournament.black")}</th><th>${t("tournament.white")}</th><th>${t("tournament.result")}</th></tr></thead>
    <tbody></tbody>
  </table>
  <ul id="t-other"></ul>
</section>`;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  const id = ctx.params.id;
  let me = null;
  const draw = (t) => show($, t, me);
  const act = async (what) => {
    $("#t-error").textContent = "";
    try {
      draw(await post(`/api/tournaments/${id}/${what}`));
    } catch (e) {
      $("#t-error").textContent = e.message;
    }
  };
  $("#t-join").onclick = () => act("join");
  $("#t-withdraw").onclick = () => act("withdraw");
  $("#t-start").onclick = () => act("start");
  try {
    me = await whoami();
    draw(await get(`/api/tournaments/${id}`));
  } catch (e) {
    $("#t-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  const socket = new Socket(`/api/tournaments/${id}/ws`, {
    onOpen: () => ($("#t-connection").textContent = ""),
    onLost: () => ($("#t-connection").textContent = TEXT.lost),
    onMessage: (m) => {
      if (m.type === "tournament") draw(m.tournament);
    },
  });
  ctx.onLeave(() => socket.close());
}

function show($, t, me) {
  document.title = `${t.name} — Pearls`;
  document.body.dataset.tournament = t.status;
  $("#t-name").textContent = t.name;
  $("#t-status").textContent = TEXT.status[t.status] ?? t.status;
  $("#t-kind").textContent =
    `${TEXT.system[t.system] ?? t.system}${t.minutes ? TEXT.minutes(t.minutes) : ""}, ${ruleName(t.rule)}, ${clockText(t.clock)}, ${TEXT.rated(t.rated)}`;
  $("#t-round").textContent = TEXT.round(t.round, t.total_rounds);
  $("#t-organiser").textContent =
    TEXT.organiser(t.organiser) + (t.status === "created" && t.starts_at ? TEXT.startsAt(t.starts_at) : "");
  $("#t-players").textContent = `${TEXT.players(t.entrants.length)}: ${t.entrants.join(", ")}`;
  const entered = me && t.entrants.includes(me.name);
  const withdrawn = t.standings.some((s) => s.name === me?.name && s.withdrawn);
  const arenaOpen = t.system === "arena" && t.status === "started";
  $("#t-join").hidden = entered || !(t.status === "created" || arenaOpen) || Boolean(t.league);
  $("#t-withdraw").hidden = !entered || withdrawn || t.status === "finished";
  $("#t-start").hidden = t.status !== "created" || !me || me.name !== t.organiser;

  // Standings: the tie-breaks the system uses, as columns.
  const breaks = [
    ["buchholz_cut1", "BH-1"],
    ["buchholz", "BH"],
    ["sonneborn_berger", "SB"],
  ].filter(([k]) => t.standings.some((s) => s[k] !== undefined));
  const head = $("#t-standings thead tr");
  head.replaceChildren(...["#", ...TEXT.head, ...breaks.map((b) => b[1]), TEXT.games].map((h) => element("th", { text: h })));
  const body = $("#t-standings tbody");
  body.replaceChildren();
  for (const s of t.standings) {
    const cells = [String(s.rank), s.name + (s.withdrawn ? TEXT.withdrawn : ""), String(s.points), ...breaks.map(([k]) => String(s[k])), String(s.played)];
    const tr = tableRow(cells);
    tr.dataset.name = s.name;
    body.appendChild(tr);
  }

  // The crosstable: a row a player, a column an opponent, each cell the row's points.
  const x = t.crosstable;
  $("#t-cross-title").hidden = $("#t-crosstable").hidden = !x;
  if (x) {
    const xh = $("#t-crosstable thead tr");
    xh.replaceChildren(element("th", { text: "" }), ...x.players.map((_, i) => element("th", { text: String(i + 1) })));
    const xb = $("#t-crosstable tbody");
    xb.replaceChildren();
    x.players.forEach((name, i) => {
      const cells = [`${i + 1}. ${name}`];
      x.cells[i].forEach((meetings, j) => {
        if (i === j) cells.push("×");
        else cells.push(meetings.map((m) => (m.points === null ? "…" : points(m.points) + (m.forfeit ? "F" : ""))).join(" "));
      });
      xb.appendChild(tableRow(cells));
    });
  }

  const games = $("#t-games tbody");
  games.replaceChildren();
  for (const g of t.games) {
    const link = element("a", { href: `/game/${g.id}`, text: g.result ? TEXT.result[g.result] : TEXT.playing });
    const tr = tableRow([String(g.round), g.black, g.white, link]);
    tr.dataset.game = g.id;
    games.appendChild(tr);
  }
  const other = $("#t-other");
  other.replaceChildren(...t.byes.map((b) => element("li", { text: TEXT.bye(b) })), ...t.forfeits.map((f) => element("li", { text: TEXT.forfeit(f) })));
}

function points(p) {
  return p === 0.5 ? "½" : String(p);
}
