// A player's page, /@/NAME: since when they play and their games, a page at a time
// (?page=N).

import { get } from "../net/api.js";
import { render, element, tableRow } from "../ui/dom.js";
import { ratingChart } from "../ui/rating-chart.js";
import { t } from "../i18n/i18n.js";
import { showAwarded, showPersonal } from "../ui/profile-puzzles.js";
import { ruleName, outcomeText, resultWord, poolName } from "../ui/server-text.js";

const PAGE = `
<section id="profile">
  <h1 id="profile-name"></h1>
  <p id="profile-since"></p>
  <p id="profile-puzzle" hidden></p>
  <div id="profile-grades" hidden></div>
  <div id="profile-puzzles" hidden></div>
  <table id="profile-ratings" hidden>
    <thead><tr><th>${t("profile.pool")}</th><th>${t("profile.rating")}</th><th>${t("profile.games")}</th></tr></thead>
    <tbody></tbody>
  </table>
  <div id="profile-charts"></div>
  <table id="profile-games">
    <thead><tr><th>${t("profile.game")}</th><th>${t("profile.rule")}</th><th>${t("profile.opponent")}</th><th>${t("profile.result")}</th><th>${t("profile.date")}</th></tr></thead>
    <tbody></tbody>
  </table>
  <p id="profile-empty" hidden>${t("profile.noGames")}</p>
  <p><a id="profile-prev" hidden>${t("profile.newer")}</a> <a id="profile-next" hidden>${t("profile.older")}</a></p>
  <p class="error" id="profile-error"></p>
</section>`;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  const name = ctx.params.name;
  const page = Math.max(1, parseInt(ctx.query.get("page") || "1", 10) || 1);
  let p;
  try {
    p = await get(`/api/users/${encodeURIComponent(name)}?page=${page}`);
  } catch (e) {
    $("#profile-name").textContent = name;
    $("#profile-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  document.title = `${p.name} — Pearls`;
  $("#profile-name").textContent = p.name;
  $("#profile-since").textContent = t("profile.since", { date: p.since });
  showRatings($, p.ratings || {});
  showPuzzle($, p.puzzle);
  showAwarded($("#profile-grades"), p.puzzle);
  showPersonal($("#profile-puzzles"), p.name, ctx.signal);
  showCharts($, p.name, Object.keys(p.ratings || {}).sort(), ctx.signal);
  const body = $("#profile-games tbody");
  for (const g of p.games) {
    const link = element("a", { href: `/game/${g.id}`, text: g.id });
    const opponent = g.opponent_kind === "open" ? t("profile.waiting") : g.opponent;
    const result = resultWord(g.result, g.status);
    const cells = [link, ruleName(g.rule), opponent, g.outcome ? `${result}: ${outcomeText(g.outcome, g.color_names)}` : result, g.date];
    body.appendChild(tableRow(cells));
  }
  $("#profile-empty").hidden = p.games.length > 0;
  const pager = (sel, target, show) => {
    const a = $(sel);
    a.hidden = !show;
    a.href = `?page=${target}`;
  };
  pager("#profile-prev", page - 1, page > 1);
  pager("#profile-next", page + 1, p.more);
}

// One row a pool: the rating rounded, with "?" while it is provisional, as lichess shows
// an uncertain rating; the pool links to its leaderboard.
function showRatings($, ratings) {
  const body = $("#profile-ratings tbody");
  const pools = Object.keys(ratings).sort();
  for (const pool of pools) {
    const r = ratings[pool];
    const link = element("a", { href: `/leaderboard/${pool}`, text: poolName(pool) });
    const cells = [link, `${Math.round(r.rating)}${r.provisional ? "?" : ""}`, String(r.games)];
    const tr = tableRow(cells);
    tr.dataset.pool = pool;
    body.appendChild(tr);
  }
  $("#profile-ratings").hidden = pools.length === 0;
}

// The puzzle rating and its grade, once the player has tried a puzzle; "?" and
// "provisional" while the rating is.
function showPuzzle($, z) {
  if (!z || !z.grade) return;
  const mark = z.provisional ? "?" : "";
  const e = $("#profile-puzzle");
  const shown = { grade: z.grade, rating: `${Math.round(z.rating)}${mark}`, count: z.attempts };
  e.textContent = z.provisional ? t("profile.puzzlesProvisional", shown) : t("profile.puzzles", shown);
  e.dataset.grade = z.grade;
  e.hidden = false;
}

// A rating-history chart a pool, drawn once its history arrives.
async function showCharts($, name, pools, signal) {
  for (const pool of pools) {
    let h;
    try {
      h = await get(`/api/users/${encodeURIComponent(name)}/rating-history?pool=${encodeURIComponent(pool)}`);
    } catch {
      continue;
    }
    if (signal.aborted) return;
    const figure = element("figure", { className: "rating-history" });
    figure.dataset.pool = pool;
    figure.appendChild(element("figcaption", { text: t("profile.chart", { pool: poolName(pool) }) }));
    figure.appendChild(ratingChart(h.points, { label: `${name}, ${poolName(pool)}` }));
    $("#profile-charts").appendChild(figure);
  }
}
