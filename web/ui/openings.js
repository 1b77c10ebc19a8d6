// Who places which stone under each opening rule, in words, as the rules crate's
// opening scripts (crates/rules/src/opening.rs) run them: shown by the new-game form and
// by the game page. "Tentative" black and white are the players who hold those colours
// before a swap may change them.

import { t } from "../i18n/i18n.js";

// Every string a visitor sees here, in one place.
const TEXT = {
  free: t("openings.free"),
  centre: t("openings.centre"),
  "rif-1995": t("openings.rif1995"),
  "classic-26": t("openings.classic26"),
  rif: t("openings.rif"),
  sapronov: t("openings.sapronov"),
  "sapronov-g": t("openings.sapronovG"),
  pente: t("openings.pente"),
  swap1: t("openings.swap1"),
  swap2: t("openings.swap2"),
  yamaguchi: t("openings.yamaguchi"),
  soosorv: (n) => t("openings.soosorv", { n }),
  taraguchi: (n) => t("openings.taraguchi", { n }),
  unknown: "",
};

/// Who places which stone under opening rule `name` (`rif`, `soosorv-8`...), in words;
/// empty for a name it does not know.
export function openingWho(name) {
  const rule = (name || "").toLowerCase();
  const numbered = /^(soosorv|taraguchi)-(\d+)$/.exec(rule);
  if (numbered) return TEXT[numbered[1]](parseInt(numbered[2], 10));
  if (rule === "soosorv") return TEXT.soosorv(8);
  if (rule === "taraguchi") return TEXT.taraguchi(10);
  if (rule === "swap") return TEXT.swap1;
  if (rule === "center") return TEXT.centre;
  const text = TEXT[rule];
  return typeof text === "string" ? text : TEXT.unknown;
}
