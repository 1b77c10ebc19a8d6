// The header's account box (log in, register, log out) and the profile page.

import { api, whoami } from "./api.js";

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
    link.textContent = "my games";
  }
  const form = $("#login-form");
  const submit = async (path) => {
    $("#account-error").textContent = "";
    try {
      await api("POST", path, { name: form.elements.name.value, password: form.elements.password.value });
      // New games (and sockets) must use the new identity.
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
      await api("POST", "/api/logout", {});
      location.reload();
    } catch (e) {
      $("#account-error").textContent = e.message;
    }
  };
}

export async function profilePage(name) {
  $("#profile").hidden = false;
  const page = Math.max(1, parseInt(new URLSearchParams(location.search).get("page") || "1", 10) || 1);
  let p;
  try {
    p = await api("GET", `/api/users/${encodeURIComponent(name)}?page=${page}`);
  } catch (e) {
    $("#profile-name").textContent = name;
    $("#profile-error").textContent = e.message;
    return;
  }
  document.title = `${p.name} — Pearls`;
  $("#profile-name").textContent = p.name;
  $("#profile-since").textContent = `Playing since ${p.since}.`;
  const body = $("#profile-games tbody");
  for (const g of p.games) {
    const tr = document.createElement("tr");
    const link = document.createElement("a");
    link.href = `/game/${g.id}`;
    link.textContent = g.id;
    const opponent = g.opponent_kind === "open" ? "(waiting)" : g.opponent;
    const result = g.result ?? g.status;
    const cells = [link, g.rule, opponent, g.result_text ? `${result}: ${g.result_text}` : result, g.date];
    for (const c of cells) {
      const td = document.createElement("td");
      if (typeof c === "string") td.textContent = c;
      else td.appendChild(c);
      tr.appendChild(td);
    }
    body.appendChild(tr);
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
