// The move list of a game: one entry an action, the stones numbered as players count
// them (decisions of the opening are not moves, so they take no number) and the
// decisions in words; a click on one asks to see the position after it.

import { t } from "../i18n/i18n.js";

const POINT = /^[a-z]\d+$/;

// Sentences about a side, one key a colour so that each language can inflect its name.
const RESIGNS = { black: t("moves.blackResigns"), white: t("moves.whiteResigns") };
const TIMEOUT = { black: t("moves.blackTimeout"), white: t("moves.whiteTimeout") };

/// The entries of a move list for `actions` (the server's action strings): one
/// `{ action, number, text, decision }` an action. `number` is the first stone's number,
/// or null for an entry that places none; `colorNames` names black and white as the rule
/// does (pente names them the other way round).
export function moveEntries(actions, colorNames = ["black", "white"]) {
  const colour = (c) => (c === "white" ? colorNames[1] : c === "black" ? colorNames[0] : c);
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  let stones = 0;
  return actions.map((action) => {
    const [word, arg = ""] = action.split(/:(.*)/s);
    const stone = (text) => ({ action, number: ++stones, text, decision: false });
    const decision = (text) => ({ action, number: null, text, decision: true });
    if (POINT.test(action)) return stone(action);
    switch (word) {
      case "pass":
        // A pass is a move: the colours go on alternating after it.
        return stone(t("moves.pass"));
      case "choose":
        return stone(t("moves.chosen", { point: arg }));
      case "bomb":
        return stone(t("moves.bomb", { point: arg }));
      case "neutral":
        return stone(t("moves.neutral", { point: arg }));
      case "two": {
        const [a, b] = arg.split("/");
        const first = ++stones;
        ++stones;
        return { action, number: first, text: `${a} ${first + 1}. ${b}`, decision: false };
      }
      case "swap":
        return decision(t("moves.swapped"));
      case "keep":
        return decision(t("moves.kept"));
      case "offer":
        return decision(t("moves.offers", { points: arg.split("/").join(", ") }));
      case "declare":
        return decision(t("moves.declares", { count: Number(arg) }));
      case "resign":
        return decision(arg ? RESIGNS[colour(arg)] ?? t("moves.sideResigns", { side: cap(colour(arg)) }) : t("moves.resigned"));
      case "timeout":
        return decision(arg ? TIMEOUT[colour(arg)] ?? t("moves.sideTimeout", { side: cap(colour(arg)) }) : t("moves.outOfTime"));
      case "draw":
        return decision(t("moves.draw"));
      default:
        return decision(action);
    }
  });
}

export class MoveList {
  /// list: the <ol> to fill; onPick(ply): called with the ply of a clicked entry.
  constructor(list, onPick) {
    this.list = list;
    this.onPick = onPick;
  }

  /// actions: the game's actions in order; viewing: the replayed ply, or null.
  draw(actions, viewing, colorNames) {
    this.list.textContent = "";
    moveEntries(actions, colorNames).forEach((e, i) => {
      const li = document.createElement("li");
      li.textContent = e.number === null ? e.text : `${e.number}. ${e.text}`;
      li.dataset.action = e.action;
      const classes = [];
      if (e.decision) classes.push("decision");
      else classes.push(e.number % 2 ? "by-black" : "by-white");
      // A bomb or a neutral stone is a move, but not a stone of the mover's colour.
      const word = e.action.split(":")[0];
      if (word === "bomb" || word === "neutral") classes.push(word);
      if (viewing === i + 1) classes.push("viewing");
      li.className = classes.join(" ");
      li.onclick = () => this.onPick(i + 1);
      this.list.appendChild(li);
    });
  }
}
