// The client-side router: which page a path shows, and navigation between pages without
// reloading the app. The server answers every path outside /api/ and /static/ with the
// app's page, so a new page is a pattern here and a module under pages/.
//
// A page module exports `mount(root, ctx)`: it renders into `root` (an empty <main>) and
// registers what must stop when the visitor leaves (sockets, timers) with ctx.onLeave.
// ctx also has `params` (the pattern's named parts), `query` (URLSearchParams), `signal`
// (aborted on leaving, for work still in flight) and `navigate(url, {replace})`.

import { t } from "./i18n/i18n.js";

/// A pattern such as "/game/:id([0-9a-f]+)" or "/@/:name" as a regular expression:
/// `:name` matches one path segment, or what the parenthesised expression after it says.
export function compile(pattern) {
  let source = "";
  const re = /:([A-Za-z_]\w*)(\(((?:[^()\\]|\\.)+)\))?|([^:]+)/g;
  for (const m of pattern.matchAll(re)) {
    if (m[1]) source += `(?<${m[1]}>${m[3] ?? "[^/]+"})`;
    else source += m[4].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/// The first route whose pattern matches `path`, with the decoded named parts; or null.
export function match(routes, path) {
  for (const route of routes) {
    route.regex ??= compile(route.path);
    const m = route.regex.exec(path);
    if (!m) continue;
    const params = {};
    for (const [k, v] of Object.entries(m.groups ?? {})) {
      try {
        params[k] = decodeURIComponent(v);
      } catch {
        return null;
      }
    }
    return { route, params };
  }
  return null;
}

/// Whether a click on link `a` may be handled without leaving the app: a plain left click
/// on a link of this site to a page (not the API, a file or a download), meant for this
/// window.
export function handlesClick(ev, a, loc = location) {
  if (ev.defaultPrevented || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return false;
  if (!a.href || a.hasAttribute("download") || (a.target && a.target !== "_self")) return false;
  const url = new URL(a.href, loc.href);
  if (url.origin !== loc.origin) return false;
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/static/")) return false;
  // A link to a place in the same page is the browser's to follow.
  if (url.hash && url.pathname === loc.pathname && url.search === loc.search) return false;
  return true;
}

export class Router {
  /// routes: [{ path, load }], where load() resolves to a page module; notFound: the
  /// module for a path no route matches; root: the element pages render into.
  constructor(routes, notFound, root) {
    this.routes = routes;
    this.notFound = notFound;
    this.root = root;
    this.leave = null;
    this.serial = 0;
    this.shown = null; // the path and query of the page shown
  }

  start() {
    // A move to an anchor of the same page also pops state; the page stays.
    addEventListener("popstate", () => {
      if (location.pathname + location.search !== this.shown) this.show(false);
    });
    document.addEventListener("click", (ev) => {
      const a = ev.target instanceof Element ? ev.target.closest("a[href]") : null;
      if (!a || !handlesClick(ev, a)) return;
      ev.preventDefault();
      this.navigate(a.href);
    });
    return this.show(false);
  }

  /// Shows the page at `url` (a path or a full address of this site) and records it in
  /// the history; `replace` overwrites the current entry instead (a redirect).
  navigate(url, { replace = false } = {}) {
    const to = new URL(url, location.href);
    if (to.origin !== location.origin) {
      location.assign(to.href);
      return Promise.resolve();
    }
    // A link to the page shown shows it afresh without a second history entry, as the
    // browser itself does.
    if (to.href === location.href) replace = true;
    if (replace) history.replaceState(null, "", to.href);
    else history.pushState(null, "", to.href);
    if (!replace) scrollTo(0, 0);
    return this.show(true);
  }

  async show(moved) {
    const serial = ++this.serial;
    this.shown = location.pathname + location.search;
    if (this.leave) this.leave();
    this.leave = null;
    const found = match(this.routes, location.pathname);
    const controller = new AbortController();
    const cleanups = [];
    const onLeave = (fn) => {
      if (controller.signal.aborted) fn();
      else cleanups.push(fn);
    };
    this.leave = () => {
      controller.abort();
      for (const fn of cleanups.splice(0)) fn();
    };
    const ctx = {
      params: found ? found.params : {},
      query: new URLSearchParams(location.search),
      signal: controller.signal,
      onLeave,
      navigate: (url, opts) => this.navigate(url, opts),
    };
    let page;
    try {
      page = found ? await found.route.load() : this.notFound;
    } catch (e) {
      page = { mount: (root) => failed(root, t("router.failed", { error: e.message })) };
    }
    // A later navigation won while the module loaded.
    if (serial !== this.serial) return;
    document.title = "Pearls";
    this.root.textContent = "";
    this.root.dataset.page = found ? found.route.name : "not-found";
    if (moved) this.root.focus({ preventScroll: true });
    try {
      await page.mount(this.root, ctx);
    } catch (e) {
      if (serial === this.serial && !controller.signal.aborted) failed(this.root, e.message);
    }
  }
}

function failed(root, text) {
  const p = document.createElement("p");
  p.className = "error";
  p.textContent = text;
  root.appendChild(p);
}
