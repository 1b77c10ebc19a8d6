// The variations of a new game (`pente+bomb`, `anti-renju+neutral`...): one checkbox a
// modifier beside the form's rule menu, showing only the modifiers the chosen rule takes.
// Which rule takes which comes from GET /api/rules (the referee's own answer), so the
// page keeps no list of its own; only the names people read are translated here, and a
// modifier the page has no name for shows under the server's name.

import { t } from "../i18n/i18n.js";
import { element } from "./dom.js";

// The modifiers' names in the page's language.
const NAMES = {
  centre: t("variations.centre"),
  bomb: t("variations.bomb"),
  repensi: t("variations.repensi"),
  neutral: t("variations.neutral"),
  "d3-both": t("variations.d3Both"),
};
const TEXTS = {
  centre: t("variations.centreText"),
  bomb: t("variations.bombText"),
  repensi: t("variations.repensiText"),
  neutral: t("variations.neutralText"),
  "d3-both": t("variations.d3BothText"),
};

/// The rule name the server reads: the base rule and the modifiers in the order given
/// (`pente`, ["bomb", "neutral"] → `pente+bomb+neutral`).
export function fullRule(base, modifiers) {
  return [base, ...modifiers].join("+");
}

/// The modifiers of `list` (GET /api/rules' `modifiers`) that `rule` takes.
export function modifiersFor(list, rule) {
  return list.filter((m) => m.rules.includes(rule));
}

export class VariationPicker {
  /// ruleSelect: the form's <select> of base rules; modifiers: GET /api/rules'
  /// `modifiers`. The checkboxes go right after the rule's label.
  constructor(ruleSelect, modifiers) {
    this.select = ruleSelect;
    this.modifiers = modifiers;
    this.box = element("fieldset", { id: "variations" });
    this.box.append(element("legend", { text: t("variations.legend") }));
    this.boxes = new Map();
    for (const m of modifiers) {
      const input = element("input", { type: "checkbox", id: `variation-${m.name}`, value: m.name });
      const label = element("label", { className: "variation", title: TEXTS[m.name] ?? m.description });
      label.dataset.modifier = m.name;
      label.append(input, " ", NAMES[m.name] ?? m.name);
      this.boxes.set(m.name, { input, label });
      this.box.append(label, " ");
      input.addEventListener("change", () => this.sync());
    }
    // Said only when it matters: the engine is the opponent and a variation is on.
    this.note = element("p", { id: "variations-engine-note", text: t("variations.engineNote") });
    this.box.append(this.note);
    (ruleSelect.closest("label") ?? ruleSelect).after(this.box);
    ruleSelect.addEventListener("change", () => this.sync());
    ruleSelect.form?.opponent?.addEventListener("change", () => this.sync());
    this.sync();
  }

  /// Shows the modifiers the chosen rule takes and clears the others, so that a rule
  /// never goes out with a modifier it refuses.
  sync() {
    const taken = new Set(modifiersFor(this.modifiers, this.select.value).map((m) => m.name));
    for (const [name, { input, label }] of this.boxes) {
      label.hidden = !taken.has(name);
      if (label.hidden) input.checked = false;
    }
    this.box.hidden = taken.size === 0;
    const opponent = this.select.form?.opponent?.value;
    this.note.hidden = !(opponent === "engine" && this.chosen().length > 0);
  }

  /// The modifiers checked, in the server's order.
  chosen() {
    return this.modifiers.map((m) => m.name).filter((name) => this.boxes.get(name).input.checked);
  }

  /// The rule to ask the server for: the base rule with the modifiers checked.
  rule() {
    return fullRule(this.select.value, this.chosen());
  }
}
