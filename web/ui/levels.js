// The engine's named levels: each a strength setting (0 to 100) with the Elo it measured
// against full strength in docs/engine/strength.md's ladder (six settings, 32 games a
// pair, 150 ms a move, fitted together). The gaps are approximate, and measured against
// the engine itself, not against people. The bare number stays under "advanced".

import { t } from "../i18n/i18n.js";

// Every string a visitor sees here, in one place.
const TEXT = {
  label: t("levels.label"),
  advanced: t("levels.advanced"),
  custom: (n) => t("levels.custom", { n }),
  rating: (renju, free) => (renju === 0 ? t("levels.fullRating") : t("levels.rating", { renju: -renju, free: -free })),
  note: t("levels.note"),
  ratingLine: (rating) => t("levels.ratingLine", { rating }),
  names: {
    beginner: t("levels.beginner"),
    club: t("levels.club"),
    strong: t("levels.strong"),
    master: t("levels.master"),
    full: t("levels.full"),
  },
};

/// The levels, weakest first: id, strength, and the measured Elo against full strength
/// (renju, free-style).
export const LEVELS = [
  { id: "beginner", strength: 0, renju: -675, freestyle: -567 },
  { id: "club", strength: 20, renju: -617, freestyle: -488 },
  { id: "strong", strength: 60, renju: -561, freestyle: -300 },
  { id: "master", strength: 80, renju: -528, freestyle: -273 },
  { id: "full", strength: 100, renju: 0, freestyle: 0 },
];

/// The level a new game against the engine starts at.
export const DEFAULT_LEVEL = "club";

/// The name of a level by its id.
export function levelTitle(id) {
  return TEXT.names[id];
}

/// The name of a strength setting: its level's, or "strength N" between levels.
export function levelName(strength) {
  const level = LEVELS.find((l) => l.strength === strength);
  return level ? TEXT.names[level.id] : TEXT.custom(strength);
}

/// A level's rating in words.
export function levelRating(level) {
  return TEXT.rating(level.renju, level.freestyle);
}

/// Fills `box` with a choice of level and, under "advanced", the number the form sends
/// as `strength`; the two follow each other.
export function levelPicker(box) {
  box.textContent = "";
  const label = document.createElement("label");
  label.append(`${TEXT.label} `);
  const select = document.createElement("select");
  select.name = "level";
  select.id = "engine-level";
  for (const l of LEVELS) select.appendChild(new Option(TEXT.names[l.id], l.id));
  const custom = new Option("", "custom");
  custom.hidden = true;
  select.appendChild(custom);
  label.appendChild(select);
  const details = document.createElement("details");
  details.id = "engine-advanced";
  const summary = document.createElement("summary");
  summary.textContent = TEXT.advanced;
  const number = document.createElement("input");
  Object.assign(number, { name: "strength", type: "number", min: 0, max: 100, id: "engine-strength" });
  details.append(summary, number);
  // The rating goes on a line of its own: in the option's text it would widen the form
  // past a phone's screen.
  const rating = document.createElement("small");
  rating.id = "engine-level-rating";
  const note = document.createElement("small");
  note.className = "level-note";
  note.textContent = TEXT.note;
  box.append(label, " ", rating, " ", note, details);
  const rate = (l) => (rating.textContent = l ? TEXT.ratingLine(levelRating(l)) : "");
  const fromLevel = () => {
    const l = LEVELS.find((x) => x.id === select.value);
    if (l) number.value = l.strength;
    rate(l);
  };
  const fromNumber = () => {
    const n = parseInt(number.value, 10);
    const l = LEVELS.find((x) => x.strength === n);
    custom.textContent = TEXT.custom(Number.isNaN(n) ? "?" : n);
    select.value = l ? l.id : "custom";
    rate(l);
  };
  select.addEventListener("change", fromLevel);
  number.addEventListener("input", fromNumber);
  select.value = DEFAULT_LEVEL;
  fromLevel();
}
