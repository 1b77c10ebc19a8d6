// What a path the app has no page for shows.

import { render } from "../ui/dom.js";

const PAGE = `
<section id="not-found">
  <h1>No such page</h1>
  <p>There is no page at <code id="not-found-path"></code>.</p>
  <p><a href="/">Go to the home page</a></p>
</section>`;

export function mount(root) {
  const $ = render(root, PAGE);
  $("#not-found-path").textContent = location.pathname;
  document.title = "No such page — Pearls";
}
