// A forgotten password, /reset-password: without a token, ask for the link by account
// name; with the token of a mailed link (?token=…), choose the new password.

import { post } from "../net/api.js";
import { render } from "../ui/dom.js";
import { t } from "../i18n/i18n.js";

const TEXT = {
  title: t("reset.title"),
  done: t("reset.done"),
  // The server answers the same whether the name has an address or not.
  sent: t("reset.sent"),
};

const PAGE = `
<section id="reset-password">
  <h1>${t("reset.heading")}</h1>
  <form id="forgot-form" hidden>
    <p>${t("reset.explain")}</p>
    <label>${t("reset.name")} <input name="name" id="forgot-name" autocomplete="username"></label>
    <button type="submit">${t("reset.send")}</button>
  </form>
  <form id="reset-form" hidden>
    <label>${t("reset.newPassword")} <input name="password" id="reset-password-input" type="password" autocomplete="new-password"></label>
    <button type="submit">${t("reset.change")}</button>
  </form>
  <p id="reset-status" role="status"></p>
</section>`;

export function mount(root, ctx) {
  const $ = render(root, PAGE);
  document.title = TEXT.title;
  const token = ctx.query.get("token");
  const form = $(token ? "#reset-form" : "#forgot-form");
  form.hidden = false;
  const status = $("#reset-status");
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      if (token) {
        await post("/api/password/reset", { token, password: $("#reset-password-input").value });
        status.textContent = TEXT.done;
        form.hidden = true;
      } else {
        await post("/api/password/forgot", { name: $("#forgot-name").value });
        status.textContent = TEXT.sent;
      }
    } catch (e) {
      status.textContent = e.message;
    }
  });
}
