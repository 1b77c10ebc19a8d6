// A private challenge's link: who challenges whom to what, and the button that takes the
// open seat. Its creator, and anyone once the seat is taken, go on to the game itself.

import { get, post } from "../net/api.js";
import { render } from "../ui/dom.js";
import { t } from "../i18n/i18n.js";
import { gameText, seatName } from "../ui/format.js";

const PAGE = `
<section id="challenge">
  <h1>${t("challenge.heading")}</h1>
  <p id="challenge-text"></p>
  <button id="accept-challenge">${t("challenge.accept")}</button>
  <p class="error" id="challenge-error"></p>
</section>`;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  const token = ctx.params.token;
  let c;
  try {
    c = await get(`/api/challenges/${token}`);
  } catch (e) {
    $("#challenge-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  const g = c.game;
  if (c.mine || c.open_seat === null || g.status !== "waiting") {
    ctx.navigate(g.url, { replace: true });
    return;
  }
  const creator = seatName(g.seats[1 - c.open_seat]);
  const side = c.open_seat === g.black ? t("challenge.first") : t("challenge.second");
  $("#challenge-text").textContent = t("challenge.text", { creator, game: gameText(g), side });
  $("#accept-challenge").onclick = async () => {
    try {
      const r = await post(`/api/challenges/${token}/accept`);
      ctx.navigate(r.url, { replace: true });
    } catch (e) {
      $("#challenge-error").textContent = e.message;
    }
  };
}
