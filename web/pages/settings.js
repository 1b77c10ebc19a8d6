// The account's settings, /settings: the e-mail address (verified by a mailed link), the
// notifications it gets, and vacations from correspondence games.

import { get, post } from "../net/api.js";
import { render } from "../ui/dom.js";

const TEXT = {
  title: "Settings — Pearls",
  guest: "Settings are for accounts: register or log in first.",
  noMail: "This server sends no e-mail.",
  verified: "Verified.",
  unverified: "Not verified yet: open the link mailed to this address.",
  sent: (a) => `A link to verify ${a} is on its way.`,
  saved: "Saved.",
  vacation: (v) =>
    `${v.left_days} of ${v.allowance_days} vacation days left in the last 365 days.` +
    (v.current ? ` On vacation until ${new Date(v.current[1]).toLocaleString()}.` : ""),
};

const PAGE = `
<section id="settings">
  <h1>Settings</h1>
  <p id="settings-guest" hidden></p>
  <div id="settings-account" hidden>
    <h2>E-mail</h2>
    <form id="email-form">
      <label>Address <input name="address" id="email-address" type="email" autocomplete="email"></label>
      <button type="submit">Save and verify</button>
      <span id="email-status" role="status"></span>
    </form>
    <form id="notify-form">
      <p>Send me an e-mail when</p>
      <label><input type="checkbox" name="turn" id="notify-turn"> it is my move in a correspondence game</label>
      <label><input type="checkbox" name="game_over" id="notify-game-over"> a correspondence game of mine ends</label>
      <label><input type="checkbox" name="tournament" id="notify-tournament"> a tournament I play in starts</label>
      <button type="submit">Save</button>
      <span id="notify-status" role="status"></span>
    </form>
    <h2>Vacation</h2>
    <p>A vacation stops your clocks in your correspondence games for whole days.</p>
    <p id="vacation-text"></p>
    <form id="vacation-form">
      <label>Days <input name="days" id="vacation-days" type="number" min="1" max="30" value="7"></label>
      <button type="submit">Start a vacation now</button>
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
