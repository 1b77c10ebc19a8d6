// What a path the app has no page for shows.

import { render, element } from "../ui/dom.js";
import { t, tNodes } from "../i18n/i18n.js";

const PAGE = `
<section id="not-found">
  <h1>${t("notFound.heading")}</h1>
  <p id="not-found-text"></p>
  <p><a href="/">${t("notFound.home")}</a></p>
</section>`;

export function mount(root) {
  const $ = render(root, PAGE);
  const path = element("code", { id: "not-found-path", text: location.pathname });
  $("#not-found-text").append(...tNodes("notFound.text", { path }));
  document.title = t("notFound.title");
}
