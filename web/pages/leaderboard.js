// A pool's leaderboard, /leaderboard/RULE/SPEED: its settled players, best first.

import { get } from "../net/api.js";
import { render, element, tableRow } from "../ui/dom.js";
import { t } from "../i18n/i18n.js";
import { poolName } from "../ui/server-text.js";

const PAGE = `
<section id="leaderboard">
  <h1>${t("leaderboard.heading")} <span id="leaderboard-pool"></span></h1>
  <table id="leaderboard-players" hidden>
    <thead><tr><th>#</th><th>${t("leaderboard.player")}</th><th>${t("leaderboard.rating")}</th><th>${t("leaderboard.games")}</th></tr></thead>
    <tbody></tbody>
  </table>
  <p id="leaderboard-empty" hidden>${t("leaderboard.empty")}</p>
  <p class="error" id="leaderboard-error"></p>
</section>`;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  const pool = `${ctx.params.rule}/${ctx.params.speed}`;
  $("#leaderboard-pool").textContent = poolName(pool);
  document.title = t("leaderboard.title", { pool: poolName(pool) });
  let board;
  try {
    board = await get(`/api/leaderboard/${encodeURIComponent(ctx.params.rule)}/${encodeURIComponent(ctx.params.speed)}`);
  } catch (e) {
    $("#leaderboard-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  const body = $("#leaderboard-players tbody");
  board.players.forEach((p, i) => {
    const link = element("a", { href: `/@/${encodeURIComponent(p.name)}`, text: p.name });
    const cells = [String(i + 1), link, String(Math.round(p.rating)), String(p.games)];
    const tr = tableRow(cells);
    tr.dataset.player = p.name;
    body.appendChild(tr);
  });
  $("#leaderboard-players").hidden = board.players.length === 0;
  $("#leaderboard-empty").hidden = board.players.length > 0;
}
