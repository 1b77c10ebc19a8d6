// Pearls in the browser: the header's theme toggle and account box, and the router that shows the page
// for the address. A page is a module under pages/ and a line here.

import { Router } from "./router.js";
import { accountBox } from "./ui/account-box.js";
import { setupTheme } from "./ui/theme.js";
import { setupLanguageMenu, translateMarkup } from "./i18n/i18n.js";
import * as notFound from "./pages/not-found.js";

const ROUTES = [
  { name: "home", path: "/", load: () => import("./pages/home.js") },
  { name: "game", path: "/game/:id([0-9a-f]+)", load: () => import("./pages/game.js") },
  { name: "challenge", path: "/challenge/:token([0-9a-f]+)", load: () => import("./pages/challenge.js") },
  { name: "profile", path: "/@/:name([A-Za-z0-9_-]+)", load: () => import("./pages/profile.js") },
  { name: "tournaments", path: "/tournaments", load: () => import("./pages/tournaments.js") },
  { name: "tournament", path: "/tournament/:id([0-9a-f]+)", load: () => import("./pages/tournament.js") },
  { name: "leaderboard", path: "/leaderboard/:rule([A-Za-z0-9+_-]+)/:speed([A-Za-z]+)", load: () => import("./pages/leaderboard.js") },
  { name: "analysis", path: "/analysis", load: () => import("./pages/analysis.js") },
  { name: "analysis-rule", path: "/analysis/:rule([A-Za-z0-9+_-]+)", load: () => import("./pages/analysis.js") },
  { name: "analysis-moves", path: "/analysis/:rule([A-Za-z0-9+_-]+)/:moves([a-z0-9,]*)", load: () => import("./pages/analysis.js") },
  { name: "study", path: "/study/:id([0-9a-f]+)", load: () => import("./pages/analysis.js") },
  { name: "puzzles", path: "/puzzles", load: () => import("./pages/puzzles.js") },
  { name: "competitions", path: "/competitions", load: () => import("./pages/competitions.js") },
  { name: "competition", path: "/competitions/:id([0-9a-f]+)", load: () => import("./pages/competitions.js") },
  { name: "explorer", path: "/explorer", load: () => import("./pages/explorer.js") },
  { name: "turns", path: "/turns", load: () => import("./pages/turns.js") },
  { name: "settings", path: "/settings", load: () => import("./pages/settings.js") },
  { name: "reset-password", path: "/reset-password", load: () => import("./pages/reset-password.js") },
  { name: "notifications", path: "/notifications", load: () => import("./pages/notifications.js") },
  { name: "leagues", path: "/leagues", load: () => import("./pages/leagues.js") },
  { name: "league", path: "/league/:id([0-9a-f]+)", load: () => import("./pages/leagues.js") },
];

translateMarkup(document.querySelector("header"));
setupLanguageMenu(document.querySelector("#lang-select"));
setupTheme(document.querySelector("#theme-toggle"));
accountBox().catch((e) => (document.querySelector("#account-error").textContent = e.message));
new Router(ROUTES, notFound, document.querySelector("#main")).start();
