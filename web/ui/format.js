// Games, seats and time controls in words, as the lists and pages show them.

import { t } from "../i18n/i18n.js";
import { levelName } from "./levels.js";
import { ruleName, openingRuleName } from "./server-text.js";

/// A time control: "10+5", "5 / 3 min +2", "10 + 5×30s".
export function clockText(spec) {
  const min = (ms) => `${Math.round((ms / 60000) * 10) / 10}`;
  const [a, b] = spec.initial_ms;
  let t = a === b ? min(a) : `${min(a)} / ${min(b)}`;
  const [i, j] = spec.increment_ms || [0, 0];
  if (i || j) t += i === j ? `+${i / 1000}` : ` +${i / 1000}/${j / 1000}`;
  if (spec.periods > 0) t += ` + ${spec.periods}×${spec.byo_ms / 1000}s`;
  return t;
}

/// A game or seek: "renju, rif-1995, 15×15, 10+5".
export function gameText(g) {
  const opening = g.opening && g.opening !== "free" ? `, ${openingRuleName(g.opening)}` : "";
  return `${ruleName(g.rule)}${opening}, ${g.size}×${g.size}, ${clockText(g.clock.spec || g.clock)}`;
}

/// Who holds a seat, in a list.
export function seatName(seat) {
  if (seat.kind === "engine") return t("format.engine", { level: levelName(seat.strength) });
  return seat.kind === "person" ? seat.name : t("format.open");
}
