// The visitor's games waiting for their move, /turns: nearest deadline first, with the
// opponent, the rule and, in correspondence, the day and hour to move by.

import { get } from "../net/api.js";
import { render, element, tableRow } from "../ui/dom.js";
import { t, lang } from "../i18n/i18n.js";
import { ruleName } from "../ui/server-text.js";
import { seatName } from "../ui/format.js";

const TEXT = {
  title: t("turns.title"),
  none: t("turns.none"),
  byClock: t("turns.byClock"),
  moveBy: (date) => t("turns.moveBy", { date }),
  play: t("turns.play"),
  days: (rule, count) => t("turns.days", { rule, count }),
};

const PAGE = `
<section id="turns">
  <h1>${t("turns.heading")}</h1>
  <table id="turns-games" hidden>
    <thead><tr><th>${t("turns.opponent")}</th><th>${t("turns.game")}</th><th>${t("turns.deadline")}</th><th></th></tr></thead>
    <tbody></tbody>
  </table>
  <p id="turns-empty" hidden></p>
  <p class="error" id="turns-error"></p>
</section>`;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  document.title = TEXT.title;
  let turns;
  try {
    turns = await get("/api/me/turns");
  } catch (e) {
    $("#turns-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  const body = $("#turns-games tbody");
  for (const turn of turns.games) {
    const due = turn.correspondence && turn.deadline_ms ? TEXT.moveBy(new Date(turn.deadline_ms).toLocaleString(lang)) : TEXT.byClock;
    const kind = turn.correspondence ? TEXT.days(ruleName(turn.game.rule), turn.game.clock.spec.days_per_move) : ruleName(turn.game.rule);
    const tr = tableRow([seatName(turn.opponent_seat), kind, due, element("a", { href: turn.game.url, text: TEXT.play })]);
    tr.dataset.game = turn.game.id;
    body.appendChild(tr);
  }
  $("#turns-games").hidden = turns.games.length === 0;
  $("#turns-empty").textContent = TEXT.none;
  $("#turns-empty").hidden = turns.games.length > 0;
}
