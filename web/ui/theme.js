// Light or dark: the system's preference unless the visitor chose with the header's
// toggle, which is kept in localStorage. The choice is <html data-theme>, which the style
// sheet reads.

import { t } from "../i18n/i18n.js";

const KEY = "pearls.theme";

/// The theme to show: the saved choice ("light" or "dark"), else the system's.
export function chosenTheme(saved, prefersDark) {
  return saved === "light" || saved === "dark" ? saved : prefersDark ? "dark" : "light";
}

function saved() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setupTheme(button) {
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  const show = (theme) => {
    document.documentElement.dataset.theme = theme;
    button.textContent = theme === "dark" ? "☀" : "☾";
    button.title = theme === "dark" ? t("header.lightTheme") : t("header.darkTheme");
    button.setAttribute("aria-label", button.title);
  };
  button.onclick = () => {
    const next = document.documentElement.dataset.theme === "dark" ? "light" : "dark";
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage refused: the choice lasts until the page is left.
    }
    show(next);
  };
  dark.addEventListener("change", () => show(chosenTheme(saved(), dark.matches)));
  show(chosenTheme(saved(), dark.matches));
}
