// The puzzle parts of a player's page: the grades problems competitions awarded (beside
// the puzzle rating's grade), and, on one's own page, "your puzzles": the forced wins
// one let go in one's reviewed games, each a link into the trainer.

import { get } from "../net/api.js";
import { element, tableRow } from "./dom.js";
import { t } from "../i18n/i18n.js";
import { themeName } from "./server-text.js";

// Every string these parts show, in one place.
const TEXT = {
  awarded: t("profilePuzzles.awarded"),
  awardedGrade: (grade) => t("profilePuzzles.awardedGrade", { grade }),
  yours: t("profilePuzzles.yours"),
  yoursNote: t("profilePuzzles.yoursNote"),
  none: t("profilePuzzles.none"),
  headings: [
    t("profilePuzzles.puzzle"),
    t("profilePuzzles.game"),
    t("profilePuzzles.move"),
    t("profilePuzzles.side"),
    t("profilePuzzles.themes"),
    t("profilePuzzles.tried"),
  ],
  solve: t("profilePuzzles.solve"),
  side: (c) => (c === "black" ? t("profilePuzzles.black") : t("profilePuzzles.white")),
  tried: (solved) =>
    solved === null || solved === undefined
      ? t("profilePuzzles.notYet")
      : solved
        ? t("profilePuzzles.solved")
        : t("profilePuzzles.missed"),
  move: (ply) => String(ply + 1),
};

// The grades competitions awarded, as a list under `box`; nothing when there are none.
export function showAwarded(box, standing) {
  const list = standing?.awarded || [];
  box.textContent = "";
  box.hidden = list.length === 0;
  if (!list.length) return;
  box.appendChild(element("h2", { text: TEXT.awarded }));
  const ul = element("ul", { id: "profile-awarded" });
  for (const a of list) {
    const li = element("li");
    li.dataset.grade = a.grade;
    li.appendChild(document.createTextNode(TEXT.awardedGrade(a.grade)));
    li.appendChild(element("a", { href: `/competitions/${a.competition}`, text: a.title }));
    ul.appendChild(li);
  }
  box.appendChild(ul);
}

// The caller's personal puzzles under `box`, when the page is their own.
export async function showPersonal(box, name, signal) {
  let me;
  let list;
  try {
    me = await get("/api/me");
    if (me.guest || me.name !== name) return;
    list = (await get("/api/me/puzzles")).puzzles;
  } catch {
    return;
  }
  if (signal.aborted) return;
  box.textContent = "";
  box.appendChild(element("h2", { text: TEXT.yours }));
  box.appendChild(element("p", { text: list.length ? TEXT.yoursNote : TEXT.none }));
  if (list.length) {
    const table = element("table", { id: "profile-personal" });
    table.appendChild(element("thead")).appendChild(tableRow(TEXT.headings));
    const body = table.appendChild(element("tbody"));
    for (const p of list) {
      const link = element("a", {
        href: `/puzzles?rule=${encodeURIComponent(p.rule)}&source=mine`,
        text: TEXT.solve,
      });
      const game = element("a", { href: `/game/${p.game}`, text: p.game });
      const tr = tableRow([link, game, TEXT.move(p.ply), TEXT.side(p.to_move), p.themes.map(themeName).join(", "), TEXT.tried(p.solved)]);
      tr.dataset.puzzle = p.id;
      body.appendChild(tr);
    }
    box.appendChild(table);
  }
  box.hidden = false;
}
