// Leagues, as the e-mail world championships were run: /leagues lists them with a form to
// organise one, /league/ID shows one league season by season: each group's standings and
// crosstable (each group is a round-robin tournament), who went up and down between
// seasons, and, for the season in play, the places that promote and relegate. Players join
// or leave for the next season; the organiser starts seasons.

import { get, post, whoami } from "../net/api.js";
import { render, element, tableRow } from "../ui/dom.js";
import { t } from "../i18n/i18n.js";
import { ruleName, openingRuleName } from "../ui/server-text.js";

// Every string the pages show, in one place.
const TEXT = {
  title: t("leagues.title"),
  empty: t("leagues.empty"),
  rated: (r) => (r ? t("leagues.rated") : t("leagues.casual")),
  summary: (l) =>
    t("leagues.summary", {
      rule: ruleName(l.rule),
      rated: l.rated ? t("leagues.rated") : t("leagues.casual"),
      size: l.group_size,
      movers: l.movers,
    }),
  players: (n) => t("leagues.players", { count: n }),
  seasons: (n) => (n === 0 ? t("leagues.notStarted") : t("leagues.seasonN", { n })),
  organiser: (n) => t("leagues.organiser", { name: n }),
  playersLine: (names) => (names.length ? t("leagues.playersLine", { names: names.join(", ") }) : t("leagues.noPlayers")),
  leaving: (names) => " " + t("leagues.leaving", { names: names.join(", ") }),
  season: (n) => t("leagues.season", { n }),
  group: (g, status) => t("leagues.group", { group: g, status: STATUS[status] ?? status }),
  promoted: (m) => t("leagues.promoted", { name: m.name, from: m.from, to: m.to }),
  relegated: (m) => t("leagues.relegated", { name: m.name, from: m.from, to: m.to }),
  noSeason: t("leagues.noSeason"),
  up: "↑",
  down: "↓",
  upTitle: t("leagues.upTitle"),
  downTitle: t("leagues.downTitle"),
  movedUp: t("leagues.movedUp"),
  movedDown: t("leagues.movedDown"),
  head: ["#", t("leagues.player"), t("leagues.points"), t("leagues.sb"), t("leagues.games"), ""],
  joined: t("leagues.joined"),
};

const STATUS = { created: t("leagues.waiting"), started: t("leagues.playing"), finished: t("leagues.finished") };

const LIST = `
<section id="leagues">
  <h1>${t("leagues.heading")}</h1>
  <p>${t("leagues.intro")}</p>
  <table id="league-list" hidden>
    <thead><tr><th>${t("leagues.name")}</th><th>${t("leagues.game")}</th><th>${t("leagues.playersHead")}</th><th>${t("leagues.seasonHead")}</th></tr></thead>
    <tbody></tbody>
  </table>
  <p id="leagues-empty" hidden></p>
  <h2>${t("leagues.organise")}</h2>
  <form id="new-league">
    <label>${t("leagues.name")} <input name="name" required maxlength="60"></label>
    <label>${t("leagues.rule")} <select name="rule" id="l-rule"></select></label>
    <label>${t("leagues.openingRule")} <select name="opening" id="l-opening"><option value="">${t("leagues.ruleDefault")}</option></select></label>
    <label>${t("leagues.days")} <input name="days" type="number" min="1" max="14" value="3"></label>
    <label>${t("leagues.groupSize")} <input name="group_size" type="number" min="3" max="20" value="6"></label>
    <label>${t("leagues.moversField")} <input name="movers" type="number" min="1" max="10" value="1"></label>
    <label>${t("leagues.cycles")} <select name="rounds"><option value="1">${t("leagues.single")}</option><option value="2">${t("leagues.double")}</option></select></label>
    <label>${t("leagues.ratedField")} <input name="rated" type="checkbox"></label>
    <button type="submit">${t("leagues.create")}</button>
    <p class="error" id="new-league-error"></p>
  </form>
  <p class="error" id="leagues-error"></p>
</section>`;

const ONE = `
<section id="league">
  <h1 id="l-name"></h1>
  <p><span id="l-kind"></span>. <span id="l-organiser"></span></p>
  <p id="l-players"></p>
  <p>
    <button id="l-join" hidden>${t("leagues.join")}</button>
    <button id="l-withdraw" hidden>${t("leagues.withdraw")}</button>
    <button id="l-season" hidden>${t("leagues.startSeason")}</button>
    <span id="l-note" role="status"></span>
  </p>
  <p class="error" id="l-error"></p>
  <div id="l-seasons"></div>
</section>`;

/// /leagues, or /league/ID when the route gives an id.
export async function mount(root, ctx) {
  if (ctx.params.id) return mountOne(root, ctx);
  const $ = render(root, LIST);
  document.title = TEXT.title;
  const form = $("#new-league");
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    $("#new-league-error").textContent = "";
    try {
      const r = await post("/api/leagues", leagueRequest(form.elements));
      ctx.navigate(`/league/${r.id}`);
    } catch (e) {
      $("#new-league-error").textContent = e.message;
    }
  });
  try {
    const [list, rules] = await Promise.all([get("/api/leagues"), get("/api/rules")]);
    if (ctx.signal.aborted) return;
    const body = $("#league-list tbody");
    for (const l of list.leagues) {
      const link = element("a", { href: `/league/${l.id}`, text: l.name });
      const tr = tableRow([link, TEXT.summary(l), TEXT.players(l.players.length), TEXT.seasons(l.seasons.length)]);
      tr.dataset.id = l.id;
      body.appendChild(tr);
    }
    $("#league-list").hidden = list.leagues.length === 0;
    $("#leagues-empty").hidden = list.leagues.length > 0;
    $("#leagues-empty").textContent = TEXT.empty;
    const rule = $("#l-rule");
    for (const r of rules.rules) rule.appendChild(new Option(ruleName(r.name), r.name));
    rule.value = "renju";
    for (const o of rules.openings) $("#l-opening").appendChild(new Option(openingRuleName(o.name), o.name));
  } catch (e) {
    $("#leagues-error").textContent = e.message;
  }
}

// The form's fields as the body of POST /api/leagues: leagues are played by
// correspondence, as the championships they come from.
function leagueRequest(f) {
  return {
    name: f.name.value,
    rule: f.rule.value,
    opening: f.opening.value,
    clock: { days_per_move: parseInt(f.days.value, 10) },
    group_size: parseInt(f.group_size.value, 10),
    movers: parseInt(f.movers.value, 10),
    rounds: parseInt(f.rounds.value, 10),
    rated: f.rated.checked,
  };
}

async function mountOne(root, ctx) {
  const $ = render(root, ONE);
  const id = ctx.params.id;
  let me = null;
  const draw = async (l) => {
    const groups = await groupsOf(l);
    if (!ctx.signal.aborted) show($, l, me, groups);
  };
  const act = async (what) => {
    $("#l-error").textContent = "";
    $("#l-note").textContent = "";
    try {
      await draw(await post(`/api/leagues/${id}/${what}`));
      if (what === "join") $("#l-note").textContent = TEXT.joined;
    } catch (e) {
      $("#l-error").textContent = e.message;
    }
  };
  $("#l-join").onclick = () => act("join");
  $("#l-withdraw").onclick = () => act("withdraw");
  $("#l-season").onclick = () => act("seasons");
  try {
    me = await whoami();
    await draw(await get(`/api/leagues/${id}`));
  } catch (e) {
    $("#l-error").textContent = e.message;
  }
}

/// Every group's tournament, by id.
async function groupsOf(l) {
  const ids = l.seasons.flatMap((s) => s.groups.map((g) => g.tournament));
  const all = await Promise.all(ids.map((t) => get(`/api/tournaments/${t}`)));
  return new Map(all.map((t) => [t.id, t]));
}

function show($, l, me, groups) {
  document.title = `${l.name} — Pearls`;
  document.body.dataset.league = String(l.seasons.length);
  $("#l-name").textContent = l.name;
  $("#l-kind").textContent = TEXT.summary(l);
  $("#l-organiser").textContent = TEXT.organiser(l.organiser);
  $("#l-players").textContent = TEXT.playersLine(l.players) + (l.leaving.length ? TEXT.leaving(l.leaving) : "");
  const mine = me && l.players.includes(me.name);
  $("#l-join").hidden = !me || mine || (l.rated && me.guest);
  $("#l-withdraw").hidden = !mine || l.leaving.includes(me.name);
  $("#l-season").hidden = !me || me.name !== l.organiser;
  const box = $("#l-seasons");
  box.replaceChildren();
  if (!l.seasons.length) box.appendChild(element("p", { text: TEXT.noSeason }));
  // Newest season first: it is the one in play.
  for (let i = l.seasons.length - 1; i >= 0; i--) {
    const s = l.seasons[i];
    const next = l.seasons[i + 1];
    const section = element("section", { className: "league-season" });
    section.dataset.season = s.season;
    section.appendChild(element("h2", { text: TEXT.season(s.season) }));
    const moves = [...s.promoted.map((m) => TEXT.promoted(m)), ...s.relegated.map((m) => TEXT.relegated(m))];
    if (moves.length) {
      const ul = element("ul", { className: "league-moves" });
      for (const m of moves) ul.appendChild(element("li", { text: m }));
      section.appendChild(ul);
    }
    for (const g of s.groups) {
      section.appendChild(groupView(g, groups.get(g.tournament), s.groups.length, l.movers, next));
    }
    box.appendChild(section);
  }
}

/// Who goes up (1) or down (-1) from a group: as the next season recorded it, or, for the
/// season in play, the places that would.
function mark(name, rank, size, group, groups, movers, next) {
  if (next) {
    if (next.promoted.some((m) => m.name === name && m.from === group)) return 1;
    if (next.relegated.some((m) => m.name === name && m.from === group)) return -1;
    return 0;
  }
  if (group > 1 && rank <= movers) return 1;
  if (group < groups && rank > size - movers) return -1;
  return 0;
}

function groupView(g, t, groups, movers, next) {
  const div = element("div", { className: "league-group" });
  div.dataset.group = g.group;
  const title = element("h3", {});
  title.appendChild(element("a", { href: `/tournament/${g.tournament}`, text: TEXT.group(g.group, g.status) }));
  div.appendChild(title);
  if (!t) return div;
  const table = element("table", { className: "league-standings" });
  const head = element("tr", {});
  for (const h of TEXT.head) head.appendChild(element("th", { text: h }));
  table.appendChild(element("thead", {})).appendChild(head);
  const body = element("tbody", {});
  for (const s of t.standings) {
    const m = mark(s.name, s.rank, t.standings.length, g.group, groups, movers, next);
    const sign = m > 0 ? TEXT.up : m < 0 ? TEXT.down : "";
    const cell = element("span", { text: sign, title: m > 0 ? (next ? TEXT.movedUp : TEXT.upTitle) : m < 0 ? (next ? TEXT.movedDown : TEXT.downTitle) : "" });
    const tr = tableRow([String(s.rank), s.name, points(s.points), String(s.sonneborn_berger ?? ""), String(s.played), cell]);
    tr.dataset.name = s.name;
    if (m) tr.dataset.move = m > 0 ? "up" : "down";
    body.appendChild(tr);
  }
  table.appendChild(body);
  div.appendChild(table);
  const x = t.crosstable;
  if (x) {
    const cross = element("table", { className: "league-crosstable" });
    const xh = element("tr", {});
    xh.appendChild(element("th", { text: "" }));
    x.players.forEach((_, i) => xh.appendChild(element("th", { text: String(i + 1) })));
    cross.appendChild(element("thead", {})).appendChild(xh);
    const xb = element("tbody", {});
    x.players.forEach((name, i) => {
      const cells = [`${i + 1}. ${name}`];
      x.cells[i].forEach((meetings, j) => {
        if (i === j) cells.push("×");
        else cells.push(meetings.map((mt) => (mt.points === null ? "…" : points(mt.points) + (mt.forfeit ? "F" : ""))).join(" "));
      });
      xb.appendChild(tableRow(cells));
    });
    cross.appendChild(xb);
    div.appendChild(cross);
  }
  return div;
}

function points(p) {
  return p === 0.5 ? "½" : String(p).replace(".5", "½");
}
