// The opening explorer, /explorer?rule=RULE&moves=h8h9&source=all|library|site: the
// position after the moves, the moves played next with their games and results (over the
// server's game library and its own rated games), the renju opening's name, and example
// games. A move is chosen from the table or on the board; each position is an address of
// its own, so the browser's Back works as well as the page's.

import { get } from "../net/api.js";
import { BoardView, parsePoint } from "../ui/board.js";
import { render, element, tableRow } from "../ui/dom.js";
import { t } from "../i18n/i18n.js";
import { ruleName } from "../ui/server-text.js";

// Every string the page shows, in one place.
const TEXT = {
  title: t("explorer.heading"),
  start: t("explorer.start"),
  games: (n) => t("explorer.games", { count: n }),
  noGames: t("explorer.noGames"),
  opening: (name, japanese) => (japanese ? t("explorer.opening", { name, japanese }) : name),
  percent: (n, of) => (of ? `${Math.round((100 * n) / of)}%` : "–"),
  result: { black: "1–0", white: "0–1", draw: "½–½" },
  unknownResult: "?",
  vs: (b, w) => `${b ?? "?"} – ${w ?? "?"}`,
  siteGame: t("explorer.siteGame"),
  libraryGame: t("explorer.libraryGame"),
  pageTitle: (line) => t("explorer.title", { line }),
};

const PAGE = `
<section id="explorer">
  <h1>${TEXT.title}</h1>
  <p>
    <label>${t("explorer.rule")} <select id="explorer-rule"></select></label>
    <label>${t("explorer.source")} <select id="explorer-source">
      <option value="all">${t("explorer.all")}</option>
      <option value="library">${t("explorer.library")}</option>
      <option value="site">${t("explorer.site")}</option>
    </select></label>
  </p>
  <p id="explorer-line">${t("explorer.moves")} <span></span></p>
  <p id="explorer-opening" hidden>${t("explorer.openingLabel")} <b></b></p>
  <div id="explorer-board"></div>
  <p>
    <button id="explorer-back">${t("explorer.back")}</button>
    <button id="explorer-start">${t("explorer.startButton")}</button>
  </p>
  <p id="explorer-count"></p>
  <table id="explorer-moves" hidden>
    <thead><tr><th>${t("explorer.move")}</th><th>${t("explorer.gamesHead")}</th><th>${t("explorer.black")}</th><th>${t("explorer.white")}</th><th>${t("explorer.draws")}</th><th>${t("explorer.openingHead")}</th></tr></thead>
    <tbody></tbody>
  </table>
  <h2>${t("explorer.examples")}</h2>
  <ul id="explorer-examples"></ul>
  <p class="error" id="explorer-error"></p>
</section>`;

/// The moves of `text` as points: "h8h9 j10" and "h8,h9" alike.
export function splitMoves(text) {
  return (text || "").toLowerCase().match(/[a-z]\d{1,2}|pass/g) ?? [];
}

/// The address of a position.
export function explorerUrl(rule, moves, source) {
  const q = new URLSearchParams({ rule });
  if (moves.length) q.set("moves", moves.join(""));
  if (source && source !== "all") q.set("source", source);
  return `/explorer?${q}`;
}

/// The board string BoardView draws (one character a point, bottom row first) after
/// `moves`, played alternately from black.
function boardOf(size, moves) {
  const cells = new Array(size * size).fill(".");
  moves.forEach((m, i) => {
    const p = parsePoint(m);
    if (p && p.col < size && p.row < size) cells[p.row * size + p.col] = i % 2 === 0 ? "x" : "o";
  });
  return cells.join("");
}

export async function mount(root, ctx) {
  const $ = render(root, PAGE);
  const rule = ctx.query.get("rule") || "renju";
  const source = ctx.query.get("source") || "all";
  const moves = splitMoves(ctx.query.get("moves"));
  const go = (line, r = rule, s = source) => ctx.navigate(explorerUrl(r, line, s));
  document.title = TEXT.pageTitle(moves.join(" "));
  $("#explorer-line span").textContent = moves.length ? moves.join(" ") : TEXT.start;
  $("#explorer-source").value = source;
  $("#explorer-back").disabled = moves.length === 0;
  $("#explorer-back").addEventListener("click", () => go(moves.slice(0, -1)));
  $("#explorer-start").addEventListener("click", () => go([]));
  $("#explorer-source").addEventListener("change", (e) => go(moves, rule, e.target.value));
  $("#explorer-rule").addEventListener("change", (e) => go([], e.target.value));

  const taken = new Set(moves);
  const board = new BoardView($("#explorer-board"), (point) => {
    if (!taken.has(point)) go([...moves, point]);
  });

  let info, found;
  try {
    const q = new URLSearchParams({ rule, moves: moves.join(" ") });
    if (source !== "all") q.set("source", source);
    [info, found] = await Promise.all([get("/api/rules"), get(`/api/explorer?${q}`)]);
  } catch (e) {
    $("#explorer-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  const rules = $("#explorer-rule");
  for (const r of info.rules) rules.appendChild(new Option(ruleName(r.name), r.name));
  rules.value = found.rule;

  const marks = Object.fromEntries(found.moves.map((m) => [m.move, "explorer-next"]));
  board.draw({ size: found.size, board: boardOf(found.size, moves), last: moves.at(-1), marks });

  if (found.opening) {
    $("#explorer-opening").hidden = false;
    $("#explorer-opening b").textContent = TEXT.opening(found.opening, found.opening_japanese);
  }
  $("#explorer-count").textContent = found.games ? TEXT.games(found.games) : TEXT.noGames;

  const body = $("#explorer-moves tbody");
  for (const m of found.moves) {
    const link = element("a", { href: explorerUrl(rule, [...moves, m.move], source), text: m.move });
    const tr = tableRow([
      link,
      String(m.games),
      TEXT.percent(m.black, m.games),
      TEXT.percent(m.white, m.games),
      TEXT.percent(m.draws, m.games),
      m.opening ?? "",
    ]);
    tr.dataset.move = m.move;
    body.appendChild(tr);
  }
  $("#explorer-moves").hidden = found.moves.length === 0;

  const list = $("#explorer-examples");
  for (const g of found.examples) {
    const li = element("li");
    li.dataset.source = g.source;
    // A site game has its page; a library game is shown here, at its last position.
    const href = g.source === "site" && g.id ? `/game/${g.id}` : explorerUrl(rule, g.moves, source);
    li.appendChild(element("a", { href, text: TEXT.vs(g.black, g.white) }));
    const result = g.result ? TEXT.result[g.result] : TEXT.unknownResult;
    const what = g.source === "site" ? TEXT.siteGame : TEXT.libraryGame;
    const extra = [result, g.event, g.date, what].filter(Boolean).join(", ");
    li.appendChild(document.createTextNode(` ${extra}`));
    list.appendChild(li);
  }
}
