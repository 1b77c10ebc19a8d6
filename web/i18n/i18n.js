// Every string the app shows comes through t(), from the catalogue of the page's language:
// en.js is the source, and ru.js, ja.js and zh.js hold the same keys. The server names the
// language in <html lang> (the `lang` cookie of the header's menu, else the browser's
// Accept-Language, else English), so it is known before any page is drawn; the catalogue
// is loaded here once, before any module that imports t() runs.
//
// A catalogue value is a text with {named} parameters, or, for a text about a number, an
// object by plural category (Intl.PluralRules: "one", "few", "many", "other"...) chosen by
// the `count` parameter. See docs/translations.md.

import en from "./en.js";

/// The languages the app has a catalogue for, each named in itself for the menu.
export const LANGUAGES = { en: "English", ru: "Русский", ja: "日本語", zh: "中文（简体）" };

/// The cookie the menu keeps its choice in; the server reads it too.
const COOKIE = "lang";

function pageLanguage() {
  // In node (the tests of modules without a browser) there is no page: English.
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  return Object.hasOwn(LANGUAGES, lang) ? lang : "en";
}

/// The page's language, one of LANGUAGES' keys.
export const lang = pageLanguage();
const catalogue = lang === "en" ? en : (await import(`./${lang}.js`)).default;
const plural = new Intl.PluralRules(lang);

/// The text of `key` with its {parameters} filled from `params`; a key no catalogue has
/// shows as itself, which the catalogue test catches before a visitor does.
export function t(key, params = {}) {
  let text = catalogue[key] ?? en[key];
  if (text === undefined) return key;
  if (typeof text === "object") text = text[plural.select(Number(params.count))] ?? text.other;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/// Fills the fixed markup of the page (the header) from the catalogue: an element's
/// data-i18n names the key of its text, data-i18n-placeholder, data-i18n-title and
/// data-i18n-aria-label those of its attributes.
export function translateMarkup(root) {
  for (const e of root.querySelectorAll("[data-i18n]")) e.textContent = t(e.dataset.i18n);
  for (const [data, attr] of [
    ["i18nPlaceholder", "placeholder"],
    ["i18nTitle", "title"],
    ["i18nAriaLabel", "aria-label"],
  ]) {
    const sel = `[data-${data.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}]`;
    for (const e of root.querySelectorAll(sel)) e.setAttribute(attr, t(e.dataset[data]));
  }
}

/// The header's language menu: the choice is kept in the cookie for a year and the page
/// is loaded again, so that the server sends it in the new language.
export function setupLanguageMenu(select) {
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const option = document.createElement("option");
    option.value = code;
    option.textContent = name;
    option.lang = code;
    select.appendChild(option);
  }
  select.value = lang;
  select.onchange = () => {
    document.cookie = `${COOKIE}=${select.value}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
    location.reload();
  };
}

/// The text of `key` as nodes to append, for a text with an element inside it (a link, a
/// code): each parameter whose value is a Node takes its place in the text, wherever the
/// language puts it; the others are filled as by t().
export function tNodes(key, params = {}) {
  const isNode = (v) => typeof Node !== "undefined" && v instanceof Node;
  const texts = {};
  for (const [name, value] of Object.entries(params)) if (!isNode(value)) texts[name] = value;
  return t(key, texts)
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && isNode(params[name]) ? params[name] : part;
    });
}
