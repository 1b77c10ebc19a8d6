// The visitor's games waiting for their move, /turns: nearest deadline first, with the
// opponent, the rule and, in correspondence, the day and hour to move by.

import { get } from "../net/api.js";
import { render, element, tableRow } from "../ui/dom.js";

const TEXT = {
  title: "Your turn — Pearls",
  none: "No game waits for your move.",
  byClock: "on the clock",
  moveBy: (d) => `move by ${d}`,
  play: "Play",
};

const PAGE = `
<section id="turns">
  <h1>Your turn</h1>
  <table id="turns-games" hidden>
    <thead><tr><th>Opponent</th><th>Game</th><th>Deadline</th><th></th></tr></thead>
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
  for (const t of turns.games) {
    const due = t.correspondence && t.deadline_ms ? TEXT.moveBy(new Date(t.deadline_ms).toLocaleString()) : TEXT.byClock;
    const kind = t.correspondence ? `${t.game.rule}, ${t.game.clock.spec.days_per_move} days a move` : t.game.rule;
    const tr = tableRow([t.opponent, kind, due, element("a", { href: t.game.url, text: TEXT.play })]);
    tr.dataset.game = t.game.id;
    body.appendChild(tr);
  }
  $("#turns-games").hidden = turns.games.length === 0;
  $("#turns-empty").textContent = TEXT.none;
  $("#turns-empty").hidden = turns.games.length > 0;
}
