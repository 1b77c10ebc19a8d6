// What the server writes in English, said in the page's language. The server sends a
// code or a structured field beside each of its texts (an outcome's `reason` and `foul`, a
// pending decision's `kind`, `color` and `area`, an error's `code`, a notification's
// `kind`); the page reads those and keeps the English prose for the API's other users.
// A code this module does not know yet falls back to the server's own text.

import { t, lang } from "../i18n/i18n.js";
import { openingWho } from "./openings.js";

// One key a colour wherever a sentence names a side, so that each language can inflect it.
const WINS = {
  five: { black: t("serverText.winsFiveBlack"), white: t("serverText.winsFiveWhite") },
  overline: { black: t("serverText.winsOverlineBlack"), white: t("serverText.winsOverlineWhite") },
  captures: { black: t("serverText.winsCapturesBlack"), white: t("serverText.winsCapturesWhite") },
  resignation: { black: t("serverText.winsResignationBlack"), white: t("serverText.winsResignationWhite") },
  time: { black: t("serverText.winsTimeBlack"), white: t("serverText.winsTimeWhite") },
  other: { black: t("serverText.winsBlack"), white: t("serverText.winsWhite") },
};
const FORBIDDEN_WIN = {
  black: (foul) => t("serverText.winsForbiddenBlack", { foul }),
  white: (foul) => t("serverText.winsForbiddenWhite", { foul }),
};
const DRAWS = {
  "board-full": t("serverText.drawBoardFull"),
  "two-passes": t("serverText.drawTwoPasses"),
  agreement: t("serverText.drawAgreement"),
  "capture-draw": t("serverText.drawCapture"),
  other: t("serverText.draw"),
};
const FOULS = {
  overline: t("serverText.foulOverline"),
  "double-four": t("serverText.foulDoubleFour"),
  "double-three": t("serverText.foulDoubleThree"),
  "open-four": t("serverText.foulOpenFour"),
};

/// The colour the rule shows for the real colour `color` ("black", "white"): pente names
/// the first player, who holds black on the board, White.
function shown(color, colorNames) {
  const name = colorNames ? colorNames[color === "black" ? 0 : 1] : color;
  return name === "white" ? "white" : "black";
}

/// How a game ended (the game view's `outcome`), in words.
export function outcomeText(outcome, colorNames) {
  if (!outcome.winner) return DRAWS[outcome.reason] ?? DRAWS.other;
  const side = shown(outcome.winner, colorNames);
  if (outcome.reason === "forbidden") return FORBIDDEN_WIN[side](FOULS[outcome.foul] ?? outcome.foul ?? "");
  return (WINS[outcome.reason] ?? WINS.other)[side];
}

const TO_MOVE = { black: t("serverText.toMoveBlack"), white: t("serverText.toMoveWhite") };
const TO_MOVE_IN = {
  black: (area) => t("serverText.toMoveInBlack", { area }),
  white: (area) => t("serverText.toMoveInWhite", { area }),
};
const MAY_SWAP = {
  black: (then) => t("serverText.maySwapBlack", { then }),
  white: (then) => t("serverText.maySwapWhite", { then }),
};
const CHOOSES_COLOUR = { black: t("serverText.choosesColourBlack"), white: t("serverText.choosesColourWhite") };
const AREAS = {
  centre: () => t("serverText.areaCentre"),
  "around-first": () => t("serverText.areaAroundFirst"),
  inside: (n) => t("serverText.areaInside", { n }),
  outside: (n) => t("serverText.areaOutside", { n }),
  canonical: () => t("serverText.areaCanonical"),
};

/// Where an opening stone must go (a pending decision's `area` and `area_size`).
export function areaText(area, size) {
  return AREAS[area] ? AREAS[area](size) : area;
}

/// The decision a game waits for (the game view's `pending`), in words.
export function pendingText(p, colorNames) {
  const side = (c) => shown(c, colorNames);
  switch (p.kind) {
    case "move":
      return p.area ? TO_MOVE_IN[side(p.color)](areaText(p.area, p.area_size)) : TO_MOVE[side(p.color)];
    case "swap":
      if (!p.decider_color) return t("serverText.swap2");
      return p.then ? MAY_SWAP[side(p.decider_color)](pendingText(p.then, colorNames)) : CHOOSES_COLOUR[side(p.decider_color)];
    case "declare":
      return t("serverText.declare", { max: p.max });
    case "offer":
      return t("serverText.offer", { count: p.count });
    case "choose":
      return t("serverText.choose", { offers: p.offers.join(" ") });
    case "move-or-offer":
      return t("serverText.moveOrOffer", { area: areaText(p.area, p.area_size), count: p.count });
    default:
      return p.text;
  }
}

const RULES = {
  freestyle: [t("serverText.ruleFreestyle"), t("serverText.ruleFreestyleText")],
  standard: [t("serverText.ruleStandard"), t("serverText.ruleStandardText")],
  renju: [t("serverText.ruleRenju"), t("serverText.ruleRenjuText")],
  "renju-1899": [t("serverText.ruleRenju1899"), t("serverText.ruleRenju1899Text")],
  caro: [t("serverText.ruleCaro"), t("serverText.ruleCaroText")],
  pente: [t("serverText.rulePente"), t("serverText.rulePenteText")],
  "keryo-pente": [t("serverText.ruleKeryoPente"), t("serverText.ruleKeryoPenteText")],
  "ninuki-renju": [t("serverText.ruleNinukiRenju"), t("serverText.ruleNinukiRenjuText")],
  "anti-renju": [t("serverText.ruleAntiRenju"), t("serverText.ruleAntiRenjuText")],
  "anti-pente": [t("serverText.ruleAntiPente"), t("serverText.ruleAntiPenteText")],
};

/// A rule's name (`renju`, `freestyle`...) in the page's language; a name with variations
/// (`renju+bomb`) or unknown here shows as the server sends it.
export function ruleName(name) {
  return RULES[name]?.[0] ?? name;
}

/// A rule's description, or `fallback` (the server's) for a rule unknown here.
export function ruleDescription(name, fallback = "") {
  return RULES[name]?.[1] ?? fallback;
}

const OPENINGS = {
  free: () => t("serverText.openingFree"),
  centre: () => t("serverText.openingCentre"),
  "rif-1995": () => t("serverText.openingRif1995"),
  "classic-26": () => t("serverText.openingClassic26"),
  rif: () => t("serverText.openingRif"),
  sapronov: () => t("serverText.openingSapronov"),
  "sapronov-g": () => t("serverText.openingSapronovG"),
  pente: () => t("serverText.openingPente"),
  swap1: () => t("serverText.openingSwap1"),
  swap2: () => t("serverText.openingSwap2"),
  yamaguchi: () => t("serverText.openingYamaguchi"),
  soosorv: (n) => t("serverText.openingSoosorv", { n }),
  taraguchi: (n) => t("serverText.openingTaraguchi", { n }),
};

/// An opening rule's name (`rif`, `soosorv-8`...) in the page's language.
export function openingRuleName(name) {
  const rule = (name || "").toLowerCase();
  const numbered = /^(soosorv|taraguchi)-(\d+)$/.exec(rule);
  if (numbered) return OPENINGS[numbered[1]](parseInt(numbered[2], 10));
  const alias = { swap: "swap1", center: "centre" }[rule] ?? rule;
  return Object.hasOwn(OPENINGS, alias) ? OPENINGS[alias]() : name;
}

/// An opening rule's description: who places which stone (ui/openings.js), or
/// `fallback` (the server's) for one unknown there.
export function openingRuleDescription(name, fallback = "") {
  return openingWho(name) || fallback;
}

/// One of the 26 renju openings by name: the Japanese name (`花月`) where the page is in
/// Japanese or Chinese, whose players know them so, else the name as transcribed
/// (`Kagetsu`).
export function openingName(name, japanese) {
  return japanese && (lang === "ja" || lang === "zh") ? japanese : name;
}

const ERRORS = {
  "bad-request": t("error.bad-request"),
  "malformed": t("error.malformed"),
  "bad-message": t("error.bad-message"),
  "bad-name": t("error.bad-name"),
  "bad-password": t("error.bad-password"),
  "wrong-password": t("error.wrong-password"),
  "forbidden": t("error.forbidden"),
  "csrf": t("error.csrf"),
  "not-your-game": t("error.not-your-game"),
  "private-game": t("error.private-game"),
  "not-your-seek": t("error.not-your-seek"),
  "own-live-game": t("error.own-live-game"),
  "rated-needs-account": t("error.rated-needs-account"),
  "out-of-rating-range": t("error.out-of-rating-range"),
  "not-found": t("error.not-found"),
  "not-finished": t("error.not-finished"),
  "name-taken": t("error.name-taken"),
  "already-seated": t("error.already-seated"),
  "game-full": t("error.game-full"),
  "own-seek": t("error.own-seek"),
  "not-started": t("error.not-started"),
  "game-over": t("error.game-over"),
  "time-up": t("error.time-up"),
  "not-your-turn": t("error.not-your-turn"),
  "stale-ply": t("error.stale-ply"),
  "bad-action": t("error.bad-action"),
  "illegal": t("error.illegal"),
  "nothing-to-take-back": t("error.nothing-to-take-back"),
  "too-large": t("error.too-large"),
  "unwritable": t("error.unwritable"),
  "rate-limited": t("error.rate-limited"),
  "too-many-seeks": t("error.too-many-seeks"),
  "lobby-full": t("error.lobby-full"),
  "storage": t("error.storage"),
  "engine-failed": t("error.engine-failed"),
  "not-your-study": t("error.not-your-study"),
  "account-needed": t("error.account-needed"),
  "competition-closed": t("error.competition-closed"),
  "results-hidden": t("error.results-hidden"),
  "unproven": t("error.unproven"),
  "too-many-connections": t("error.too-many-connections"),
  "no-descriptors": t("error.no-descriptors"),
  "engine-share": t("error.engine-share"),
  "server-full": t("error.server-full"),
  "not-organiser": t("error.not-organiser"),
  "tournament-underway": t("error.tournament-underway"),
  "already-entered": t("error.already-entered"),
  "not-entered": t("error.not-entered"),
  "not-correspondence": t("error.not-correspondence"),
  "vacation-refused": t("error.vacation-refused"),
  "mail-off": t("error.mail-off"),
  "bad-token": t("error.bad-token"),
  "muted": t("error.muted"),
  "not-moderator": t("error.not-moderator"),
  "too-late-to-abort": t("error.too-late-to-abort"),
  "node-unavailable": t("error.node-unavailable"),
};

// The codes whose server message says where or why, which the visitor needs beside the
// code's text: the reader's line and column of a record, the field of a request, the
// rule a move broke.
const LOCATED = new Set(["bad-request", "malformed", "bad-action", "illegal", "storage", "engine-failed", "unwritable"]);

/// A refusal in words: the text of its `code`, with the server's `message` as a second
/// line where it locates the fault; the message alone for a code unknown here.
export function errorText(code, message = "") {
  if (!Object.hasOwn(ERRORS, code)) return message || code;
  return LOCATED.has(code) && message ? `${ERRORS[code]}\n${message}` : ERRORS[code];
}

const NOTIFICATIONS = {
  turn: (name) => t("serverText.noticeTurn", { name }),
  "game-over": (name) => t("serverText.noticeGameOver", { name }),
  "tournament-started": (name) => t("serverText.noticeTournament", { name }),
};

/// A notification in words, from its `kind` and `name`; its text where the kind is new.
export function notificationText(n) {
  return NOTIFICATIONS[n.kind] ? NOTIFICATIONS[n.kind](n.name) : n.text;
}

const RESULTS = { win: t("serverText.resultWin"), loss: t("serverText.resultLoss"), draw: t("serverText.resultDraw") };
const STATUSES = { waiting: t("serverText.statusWaiting"), live: t("serverText.statusLive"), over: t("serverText.statusOver") };

/// A game's result from a player's side (`win`, `loss`, `draw`) or, before it has one,
/// its status (`waiting`, `live`, `over`).
export function resultWord(result, status) {
  return RESULTS[result] ?? STATUSES[status] ?? result ?? status;
}

const SPEEDS = {
  bullet: t("serverText.speedBullet"),
  blitz: t("serverText.speedBlitz"),
  rapid: t("serverText.speedRapid"),
  classical: t("serverText.speedClassical"),
  correspondence: t("serverText.speedCorrespondence"),
};

/// A rating pool, `RULE/SPEED` (`renju/blitz`), in words.
export function poolName(pool) {
  const [rule, speed] = pool.split("/");
  return t("serverText.pool", { rule: ruleName(rule), speed: SPEEDS[speed] ?? speed });
}

const THEMES = {
  vcf: t("serverText.themeVcf"),
  vct: t("serverText.themeVct"),
  "four-three": t("serverText.themeFourThree"),
  "forbidden-trap": t("serverText.themeForbiddenTrap"),
  defence: t("serverText.themeDefence"),
};

/// A puzzle's theme (`vcf`, `four-three`...) in words.
export function themeName(theme) {
  return THEMES[theme] ?? theme;
}
