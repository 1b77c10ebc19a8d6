// The header's account box: who the visitor is, and log in, register, log out.

import { post, whoami } from "../net/api.js";
import { t } from "../i18n/i18n.js";

const $ = (sel) => document.querySelector(sel);

export async function accountBox() {
  const me = await whoami();
  $("#me").textContent = me.name;
  $("#account").hidden = false;
  $("#login-form").hidden = !me.guest;
  $("#logged-in").hidden = me.guest;
  if (!me.guest) {
    const link = $("#profile-link");
    link.href = `/@/${encodeURIComponent(me.name)}`;
    link.textContent = t("account.myGames");
  }
  const form = $("#login-form");
  const submit = async (path) => {
    $("#account-error").textContent = "";
    try {
      await post(path, { name: form.elements.name.value, password: form.elements.password.value });
      // The page and its sockets must start over with the new identity.
      location.reload();
    } catch (e) {
      $("#account-error").textContent = e.message;
    }
  };
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    submit("/api/login");
  });
  $("#register").onclick = () => {
    if (form.reportValidity()) submit("/api/register");
  };
  $("#logout").onclick = async () => {
    try {
      await post("/api/logout");
      location.reload();
    } catch (e) {
      $("#account-error").textContent = e.message;
    }
  };
}
