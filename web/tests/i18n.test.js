// The app in the visitor's language, in Chromium: a browser that asks for Russian gets
// the page in Russian; the header's menu switches to Japanese and back to English, and a
// reload keeps the choice (the `lang` cookie), over the browser's own preference.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson } from "./harness.js";

const env = serverAndBrowser();

/// What the page shows that says which language it is in.
async function shown(page) {
  await page.locator("#lang-select option").first().waitFor({ state: "attached" });
  return {
    lang: await page.evaluate(() => document.documentElement.lang),
    menu: await page.locator("#lang-select").inputValue(),
    leaderboard: await page.locator("#leaderboard-link").textContent(),
    login: await page.locator("#login").textContent(),
    password: await page.locator('#login-form [name="password"]').getAttribute("placeholder"),
    ...(await home(page)),
  };
}

/// The home page's headings and the new-game form's button, once the page is drawn.
async function home(page) {
  await page.locator("#home #quick").waitFor({ state: "attached" });
  return {
    headings: await page.locator("#home > h2").allTextContents(),
    play: await page.locator('#new-game [type="submit"]').textContent(),
  };
}

/// Picks a language in the header's menu, which loads the page again.
async function choose(page, lang) {
  await Promise.all([page.waitForEvent("load"), page.locator("#lang-select").selectOption(lang)]);
}

test("a browser that asks for Russian gets the app in Russian", async () => {
  const { page, errors } = await newPerson(env.browser, { locale: "ru-RU" });
  await page.goto(env.server.url + "/");
  assert.deepEqual(await shown(page), {
    lang: "ru",
    menu: "ru",
    leaderboard: "Рейтинг",
    login: "Войти",
    password: "пароль",
    headings: ["Быстрая игра", "Игра с движком", "Своя партия"],
    play: "Играть",
  });
  assert.deepEqual(errors, []);
});

test("the header's menu switches the language, and a reload keeps it", async () => {
  const { page, errors } = await newPerson(env.browser, { locale: "en-US" });
  await page.goto(env.server.url + "/");
  assert.equal((await shown(page)).leaderboard, "Leaderboard");

  await choose(page, "ja");
  assert.deepEqual(await shown(page), {
    lang: "ja",
    menu: "ja",
    leaderboard: "ランキング",
    login: "ログイン",
    password: "パスワード",
    headings: ["クイック対局", "エンジンと対局", "条件を指定して対局"],
    play: "対局する",
  });
  await page.reload();
  assert.equal((await shown(page)).lang, "ja");
  assert.equal((await shown(page)).leaderboard, "ランキング");
  // Another page of the app, reached without a reload, is in the same language.
  await page.locator("#analysis-nav").click();
  await page.locator("#analysis-title").waitFor();
  assert.equal(await page.locator("#analysis-title").textContent(), "検討盤");
  assert.equal(await page.locator("#engine-toggle").textContent(), "解析");
  await page.goto(env.server.url + "/");

  await choose(page, "ru");
  assert.equal((await shown(page)).leaderboard, "Рейтинг");
  await page.reload();
  assert.equal((await shown(page)).lang, "ru");

  await choose(page, "en");
  const english = await shown(page);
  assert.equal(english.leaderboard, "Leaderboard");
  assert.deepEqual(english.headings, ["Quick pairing", "Play the engine", "Custom game"]);
  assert.deepEqual(errors, []);
});
