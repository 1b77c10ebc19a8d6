// Problems competitions: /competitions lists them and lets an account publish one;
// /competitions/ID shows one: its problems while open, where an entrant clicks the first
// move and the main line of each (the defender's replies between) and submits; and the
// ranked results and the solutions once the deadline has passed.

import { get, post } from "../net/api.js";
import { render, element, tableRow } from "../ui/dom.js";
import { BoardView, parsePoint } from "../ui/board.js";
import { t } from "../i18n/i18n.js";

// Every string the pages show, in one place.
const TEXT = {
  title: t("competitions.title"),
  heading: t("competitions.heading"),
  none: t("competitions.none"),
  columns: [
    t("competitions.competition"),
    t("competitions.organiser"),
    t("competitions.status"),
    t("competitions.deadline"),
    t("competitions.entrants"),
    t("competitions.grade"),
  ],
  status: { upcoming: t("competitions.upcomingStatus"), open: t("competitions.open"), closed: t("competitions.closed") },
  publish: t("competitions.publish"),
  fieldTitle: t("competitions.fieldTitle"),
  fieldProblems: t("competitions.fieldProblems"),
  fieldMinutes: t("competitions.fieldMinutes"),
  fieldGrade: t("competitions.fieldGrade"),
  fieldThreshold: t("competitions.fieldThreshold"),
  create: t("competitions.create"),
  guest: t("competitions.guest"),
  by: (name) => t("competitions.by", { name }),
  window: (start, end) => t("competitions.window", { start, end }),
  award: (grade, threshold) => (grade ? t("competitions.award", { grade, threshold }) : t("competitions.noAward")),
  upcoming: t("competitions.upcoming"),
  problem: (i, color) =>
    /^black$/i.test(color) ? t("competitions.problemBlack", { n: i + 1 }) : t("competitions.problemWhite", { n: i + 1 }),
  howTo: t("competitions.howTo"),
  clear: t("competitions.clear"),
  submit: t("competitions.submit"),
  submitted: (n) => t("competitions.submitted", { count: n }),
  yourLine: (moves) => (moves.length ? t("competitions.yourLine", { moves: moves.join(" ") }) : t("competitions.noAnswer")),
  solution: (moves) => t("competitions.solution", { moves: moves.join(" ") }),
  results: t("competitions.results"),
  resultColumns: ["#", t("competitions.entrant"), t("competitions.score"), t("competitions.points"), t("competitions.grade")],
  noEntries: t("competitions.noEntries"),
};

const LIST = `
<section id="competitions">
  <h1>${TEXT.heading}</h1>
  <table id="competitions-list" hidden>
    <thead><tr>${TEXT.columns.map((c) => `<th>${c}</th>`).join("")}</tr></thead>
    <tbody></tbody>
  </table>
  <p id="competitions-empty" hidden>${TEXT.none}</p>
  <p id="competitions-guest" hidden>${TEXT.guest}</p>
  <form id="competition-form" hidden>
    <h2>${TEXT.publish}</h2>
    <label>${TEXT.fieldTitle} <input name="title" required maxlength="100"></label>
    <label>${TEXT.fieldProblems} <textarea name="problems" rows="4" required></textarea></label>
    <label>${TEXT.fieldMinutes} <input name="minutes" type="number" min="1" value="60" required></label>
    <label>${TEXT.fieldGrade} <input name="grade"></label>
    <label>${TEXT.fieldThreshold} <input name="threshold" type="number" min="0" max="100" value="70"></label>
    <button type="submit">${TEXT.create}</button>
  </form>
  <p class="error" id="competitions-error"></p>
</section>`;

const ONE = `
<section id="competition">
  <h1 id="competition-title"></h1>
  <p id="competition-by"></p>
  <p id="competition-window"></p>
  <p id="competition-award"></p>
  <p id="competition-note"></p>
  <div id="competition-problems"></div>
  <p><button type="button" id="competition-submit" hidden>${TEXT.submit}</button></p>
  <p id="competition-receipt" role="status"></p>
  <section id="competition-results-box" hidden>
    <h2>${TEXT.results}</h2>
    <table id="competition-results">
      <thead><tr>${TEXT.resultColumns.map((c) => `<th>${c}</th>`).join("")}</tr></thead>
      <tbody></tbody>
    </table>
    <p id="competition-no-entries" hidden>${TEXT.noEntries}</p>
  </section>
  <p class="error" id="competition-error"></p>
</section>`;

const utc = (ms) => new Date(ms).toISOString().slice(0, 16).replace("T", " ");

export async function mount(root, ctx) {
  if (ctx.params.id) return showOne(root, ctx, ctx.params.id);
  return showList(root, ctx);
}

async function showList(root, ctx) {
  const $ = render(root, LIST);
  document.title = TEXT.title;
  let list, me;
  try {
    [list, me] = await Promise.all([get("/api/competitions"), get("/api/me")]);
  } catch (e) {
    $("#competitions-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  const body = $("#competitions-list tbody");
  for (const c of list.competitions) {
    const link = element("a", { href: `/competitions/${c.id}`, text: c.title });
    const tr = tableRow([link, c.organiser, TEXT.status[c.status], utc(c.deadline_ms), String(c.entrants), c.grade || "—"]);
    tr.dataset.competition = c.id;
    tr.dataset.status = c.status;
    body.appendChild(tr);
  }
  $("#competitions-list").hidden = list.competitions.length === 0;
  $("#competitions-empty").hidden = list.competitions.length > 0;
  $("#competitions-guest").hidden = !me.guest;
  const form = $("#competition-form");
  form.hidden = me.guest;
  form.onsubmit = async (ev) => {
    ev.preventDefault();
    const f = new FormData(form);
    const problems = String(f.get("problems"))
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => {
        const at = l.indexOf(":");
        if (at < 0) return { puzzle: l };
        return { rule: l.slice(0, at).trim(), moves: l.slice(at + 1).trim().split(/[\s,]+/).filter(Boolean) };
      });
    const spec = {
      title: String(f.get("title")),
      problems,
      duration_ms: Math.round(Number(f.get("minutes")) * 60000),
      threshold: Number(f.get("threshold")),
    };
    const grade = String(f.get("grade") || "").trim();
    if (grade) spec.grade = grade;
    try {
      const c = await post("/api/competitions", spec);
      ctx.navigate(`/competitions/${c.id}`);
    } catch (e) {
      $("#competitions-error").textContent = e.message;
    }
  };
}

async function showOne(root, ctx, id) {
  const $ = render(root, ONE);
  let c, me;
  try {
    [c, me] = await Promise.all([get(`/api/competitions/${encodeURIComponent(id)}`), get("/api/me")]);
  } catch (e) {
    $("#competition-error").textContent = e.message;
    return;
  }
  if (ctx.signal.aborted) return;
  document.title = `${c.title} — Pearls`;
  $("#competition").dataset.status = c.status;
  $("#competition-title").textContent = c.title;
  $("#competition-by").textContent = TEXT.by(c.organiser);
  $("#competition-window").textContent = TEXT.window(utc(c.starts_ms), utc(c.deadline_ms));
  $("#competition-award").textContent = TEXT.award(c.grade, c.threshold);
  if (c.status === "upcoming") $("#competition-note").textContent = TEXT.upcoming;
  if (c.status === "open" && me.guest) $("#competition-note").textContent = TEXT.guest;

  const open = c.status === "open" && !me.guest;
  const mine = c.my_answers || [];
  // The entrant's answers as submitted: the line, or the first move alone.
  const submitted = (a) => (!a ? [] : a.line && a.line.length ? [...a.line] : a.first ? [a.first] : []);
  const answers = c.problems_list.map((_, i) => submitted(mine[i]));
  c.problems_list.forEach((p, i) => {
    const box = element("div", { id: `problem-${i}`, className: "problem" });
    box.appendChild(element("h3", { text: TEXT.problem(i, p.to_move === "black" ? "Black" : "White") }));
    const wrap = element("div", { className: "problem-board" });
    box.appendChild(wrap);
    const line = element("p", { className: "problem-line" });
    box.appendChild(line);
    const size = p.size || 15;
    const draw = () => {
      const cells = new Array(size * size).fill(".");
      const all = [...p.moves, ...(c.status === "closed" && p.solution ? p.solution : answers[i])];
      all.forEach((m, k) => {
        const q = parsePoint(m);
        if (q) cells[q.row * size + q.col] = k % 2 === 0 ? "x" : "o";
      });
      view.draw({ size, board: cells.join(""), last: all[all.length - 1] || null });
      line.textContent = c.status === "closed" && p.solution ? TEXT.solution(p.solution) : TEXT.yourLine(answers[i]);
    };
    const view = new BoardView(wrap, (pt) => {
      if (!open || p.moves.includes(pt) || answers[i].includes(pt)) return;
      answers[i].push(pt);
      draw();
    });
    if (open) {
      box.appendChild(element("p", { text: TEXT.howTo }));
      const clear = element("button", { type: "button", text: TEXT.clear, className: "problem-clear" });
      clear.onclick = () => {
        answers[i] = [];
        draw();
      };
      box.appendChild(clear);
    }
    $("#competition-problems").appendChild(box);
    draw();
  });

  const submit = $("#competition-submit");
  submit.hidden = !open;
  submit.onclick = async () => {
    const body = { answers: answers.map((a) => (a.length ? { line: a } : null)) };
    try {
      const r = await post(`/api/competitions/${encodeURIComponent(id)}/entries`, body);
      $("#competition-receipt").textContent = TEXT.submitted(r.answers);
      $("#competition-error").textContent = "";
    } catch (e) {
      $("#competition-error").textContent = e.message;
    }
  };

  if (c.results) {
    $("#competition-results-box").hidden = false;
    const tbody = $("#competition-results tbody");
    for (const r of c.results) {
      const who = element("a", { href: `/@/${encodeURIComponent(r.name)}`, text: r.name });
      const tr = tableRow([String(r.rank), who, String(r.score), r.points.join(" + "), r.awarded || "—"]);
      tr.dataset.entrant = r.name;
      tbody.appendChild(tr);
    }
    $("#competition-no-entries").hidden = c.results.length > 0;
  }
}
