// The visitor's notifications, /notifications: the latest first, the unseen marked; a
// button marks them all seen.

import { get, post } from "../net/api.js";
import { render, element } from "../ui/dom.js";
import { t, lang } from "../i18n/i18n.js";
import { notificationText } from "../ui/server-text.js";

const TEXT = {
  title: t("notifications.title"),
  none: t("notifications.none"),
  unseen: (n) => (n === 0 ? t("notifications.nothingNew") : t("notifications.new", { count: n })),
};

const PAGE = `
<section id="notifications">
  <h1>${t("notifications.heading")}</h1>
  <p id="notifications-unseen"></p>
  <ul id="notifications-list"></ul>
  <button id="notifications-seen">${t("notifications.markSeen")}</button>
  <p class="error" id="notifications-error"></p>
</section>`;

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  document.title = TEXT.title;
  const show = async () => {
    let list;
    try {
      list = await get("/api/me/notifications");
    } catch (e) {
      $("#notifications-error").textContent = e.message;
      return;
    }
    if (ctx.signal.aborted) return;
    $("#notifications-unseen").textContent = list.notifications.length ? TEXT.unseen(list.unseen) : TEXT.none;
    const box = $("#notifications-list");
    box.replaceChildren();
    for (const n of list.notifications) {
      const li = element("li", { className: n.seen ? "seen" : "unseen" });
      li.append(element("a", { href: n.link, text: notificationText(n) }), ` (${new Date(n.at_ms).toLocaleString(lang)})`);
      box.appendChild(li);
    }
  };
  $("#notifications-seen").onclick = async () => {
    try {
      await post("/api/me/notifications/seen", {});
      await show();
    } catch (e) {
      $("#notifications-error").textContent = e.message;
    }
  };
  await show();
}
