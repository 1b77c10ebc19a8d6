// The account's settings, /settings: the e-mail address (verified by a mailed link), the
// notifications it gets, and vacations from correspondence games.

import { get, post } from "../net/api.js";
import { render } from "../ui/dom.js";
import { t, lang } from "../i18n/i18n.js";

const TEXT = {
  title: t("settings.title"),
  guest: t("settings.guest"),
  noMail: t("settings.noMail"),
  verified: t("settings.verified"),
  unverified: t("settings.unverified"),
  sent: (address) => t("settings.sent", { address }),
  saved: t("settings.saved"),
  vacation: (v) =>
    t("settings.vacationLeft", { count: v.left_days, allowance: v.allowance_days }) +
    (v.current ? " " + t("settings.onVacation", { date: new Date(v.current[1]).toLocaleString(lang) }) : ""),
};

const PAGE = `
<section id="settings">
  <h1>${t("settings.heading")}</h1>
  <p id="settings-guest" hidden></p>
  <div id="settings-account" hidden>
    <h2>${t("settings.email")}</h2>
    <form id="email-form">
      <label>${t("settings.address")} <input name="address" id="email-address" type="email" autocomplete="email"></label>
      <button type="submit">${t("settings.saveVerify")}</button>
      <span id="email-status" role="status"></span>
    </form>
    <form id="notify-form">
      <p>${t("settings.notifyWhen")}</p>
      <label><input type="checkbox" name="turn" id="notify-turn"> ${t("settings.notifyTurn")}</label>
      <label><input type="checkbox" name="game_over" id="notify-game-over"> ${t("settings.notifyGameOver")}</label>
      <label><input type="checkbox" name="tournament" id="notify-tournament"> ${t("settings.notifyTournament")}</label>
      <button type="submit">${t("settings.save")}</button>
      <span id="notify-status" role="status"></span>
    </form>
    <h2>${t("settings.vacation")}</h2>
    <p>${t("settings.vacationExplain")}</p>
    <p id="vacation-text"></p>
    <form id="vacation-form">
      <label>${t("settings.days")} <input name="days" id="vacation-days" type="number" min="1" max="30" value="7"></label>
      <button type="submit">${t("settings.startVacation")}</button>
      <span id="vacation-status" role="status"></span>
    </form>
  </div>
  <p class="error" id="settings-error"></p>
</section>`;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  document.title = TEXT.title;
  let email, vacation;
  try {
    [email, vacation] = await Promise.all([get("/api/me/email"), get("/api/me/vacation")]);
  } catch (e) {
    $("#settings-guest").hidden = false;
    $("#settings-guest").textContent = e.code === "account-needed" ? TEXT.guest : e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  $("#settings-account").hidden = false;
  const show = (e) => {
    $("#email-address").value = e.address || "";
    $("#email-status").textContent = !e.mail_enabled ? TEXT.noMail : e.address ? (e.verified ? TEXT.verified : TEXT.unverified) : "";
    $("#notify-turn").checked = e.notify.turn;
    $("#notify-game-over").checked = e.notify.game_over;
    $("#notify-tournament").checked = e.notify.tournament;
  };
  show(email);
  $("#vacation-text").textContent = TEXT.vacation(vacation);
  $("#email-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      const e = await post("/api/me/email", { address: $("#email-address").value });
      show(e);
      if (!e.verified) $("#email-status").textContent = TEXT.sent(e.address);
    } catch (e) {
      $("#email-status").textContent = e.message;
    }
  });
  $("#notify-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      show(
        await post("/api/me/email/notifications", {
          turn: $("#notify-turn").checked,
          game_over: $("#notify-game-over").checked,
          tournament: $("#notify-tournament").checked,
        }),
      );
      $("#notify-status").textContent = TEXT.saved;
    } catch (e) {
      $("#notify-status").textContent = e.message;
    }
  });
  $("#vacation-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      const v = await post("/api/me/vacation", { days: parseInt($("#vacation-days").value, 10) });
      $("#vacation-text").textContent = TEXT.vacation(v);
      $("#vacation-status").textContent = TEXT.saved;
    } catch (e) {
      $("#vacation-status").textContent = e.message;
    }
  });
}
