// The tournaments, /tournaments: the newest ones, and a form to organise one (round-robin,
// Swiss or arena, any rule, opening and clock, rated or casual, started by the organiser
// or at a set time).

import { get, post } from "../net/api.js";
import { render, element, tableRow } from "../ui/dom.js";
import { t, lang } from "../i18n/i18n.js";
import { ruleName, openingRuleName } from "../ui/server-text.js";

// Every string the page shows, in one place.
const TEXT = {
  title: t("tournaments.title"),
  empty: t("tournaments.empty"),
  status: { created: t("tournaments.open"), started: t("tournaments.playing"), finished: t("tournaments.finished") },
  system: { "round-robin": t("tournaments.roundRobin"), swiss: t("tournaments.swiss"), arena: t("tournaments.arena") },
  rated: (r) => (r ? t("tournaments.rated") : t("tournaments.casual")),
  startsAt: (ms) => t("tournaments.startsAt", { date: new Date(ms).toLocaleString(lang) }),
};

const PAGE = `
<section id="tournaments">
  <h1>${t("tournaments.heading")}</h1>
  <table id="tournament-list" hidden>
    <thead><tr><th>${t("tournaments.name")}</th><th>${t("tournaments.system")}</th><th>${t("tournaments.rule")}</th><th>${t("tournaments.players")}</th><th>${t("tournaments.status")}</th></tr></thead>
    <tbody></tbody>
  </table>
  <p id="tournaments-empty" hidden></p>
  <h2>${t("tournaments.organise")}</h2>
  <p>${t("tournaments.organiseExplain")}</p>
  <form id="new-tournament">
    <label>${t("tournaments.name")} <input name="name" required maxlength="60"></label>
    <label>${t("tournaments.system")}
      <select name="system">
        <option value="round-robin">${t("tournaments.roundRobin")}</option>
        <option value="swiss">${t("tournaments.swiss")}</option>
        <option value="arena">${t("tournaments.arena")}</option>
      </select>
    </label>
    <label class="rr-only">${t("tournaments.cycles")}
      <select name="cycles"><option value="1">${t("tournaments.single")}</option><option value="2">${t("tournaments.double")}</option></select>
    </label>
    <label class="swiss-only">${t("tournaments.rounds")} <input name="rounds" type="number" min="1" max="30" value="5"></label>
    <label class="arena-only">${t("tournaments.minutes")} <input name="minutes" type="number" min="1" value="60"></label>
    <label>${t("tournaments.rule")} <select name="rule" id="t-rule"></select></label>
    <label>${t("tournaments.opening")} <select name="opening" id="t-opening"><option value="">${t("tournaments.defaultOpening")}</option></select></label>
    <label>${t("tournaments.clockMinutes")} <input name="clock_minutes" type="number" min="0" step="0.1" value="5"></label>
    <label>${t("tournaments.increment")} <input name="increment" type="number" min="0" value="3"></label>
    <label>${t("tournaments.rated")} <input name="rated" type="checkbox"></label>
    <label>${t("tournaments.startsAtField")} <input name="starts_at" type="datetime-local"></label>
    <button type="submit">${t("tournaments.create")}</button>
    <p class="error" id="new-tournament-error"></p>
  </form>
  <p class="error" id="tournaments-error"></p>
</section>`;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  document.title = TEXT.title;
  const form = $("#new-tournament");
  const sync = () => {
    const s = form.system.value;
    for (const [cls, on] of [["rr-only", s === "round-robin"], ["swiss-only", s === "swiss"], ["arena-only", s === "arena"]]) {
      for (const e of form.querySelectorAll(`.${cls}`)) e.hidden = !on;
    }
  };
  form.system.addEventListener("change", sync);
  sync();
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    $("#new-tournament-error").textContent = "";
    try {
      const r = await post("/api/tournaments", tournamentRequest(form.elements));
      ctx.navigate(`/tournament/${r.id}`);
    } catch (e) {
      $("#new-tournament-error").textContent = e.message;
    }
  });
  try {
    const [list, rules] = await Promise.all([get("/api/tournaments"), get("/api/rules")]);
    if (ctx.signal.aborted) return;
    showList($, list.tournaments);
    fillRules($, rules);
  } catch (e) {
    $("#tournaments-error").textContent = e.message;
  }
}

function showList($, tournaments) {
  const body = $("#tournament-list tbody");
  for (const t of tournaments) {
    const link = element("a", { href: `/tournament/${t.id}`, text: t.name });
    let status = TEXT.status[t.status] ?? t.status;
    if (t.status === "created" && t.starts_at) status += `, ${TEXT.startsAt(t.starts_at)}`;
    const tr = tableRow([link, TEXT.system[t.system] ?? t.system, `${ruleName(t.rule)}, ${TEXT.rated(t.rated)}`, String(t.players), status]);
    tr.dataset.id = t.id;
    body.appendChild(tr);
  }
  $("#tournament-list").hidden = tournaments.length === 0;
  $("#tournaments-empty").hidden = tournaments.length > 0;
  $("#tournaments-empty").textContent = TEXT.empty;
}

function fillRules($, info) {
  const rules = $("#t-rule");
  for (const r of info.rules) rules.appendChild(new Option(ruleName(r.name), r.name));
  rules.value = "renju";
  for (const o of info.openings) $("#t-opening").appendChild(new Option(openingRuleName(o.name), o.name));
}

// The form's fields as the body of POST /api/tournaments.
function tournamentRequest(f) {
  const ms = (x) => Math.round(parseFloat(x || "0") * 1000);
  const main = ms(f.clock_minutes.value * 60);
  const inc = ms(f.increment.value);
  const body = {
    name: f.name.value,
    system: f.system.value,
    rule: f.rule.value,
    opening: f.opening.value,
    clock: { initial_ms: [main, main], increment_ms: [inc, inc] },
    rated: f.rated.checked,
  };
  if (body.system === "round-robin") body.rounds = parseInt(f.cycles.value, 10);
  if (body.system === "swiss") body.rounds = parseInt(f.rounds.value, 10);
  if (body.system === "arena") body.minutes = parseInt(f.minutes.value, 10);
  if (f.starts_at.value) body.starts_at = new Date(f.starts_at.value).getTime();
  return body;
}
