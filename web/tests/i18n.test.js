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
  });
  await page.reload();
  assert.equal((await shown(page)).lang, "ja");
  assert.equal((await shown(page)).leaderboard, "ランキング");

  await choose(page, "ru");
  assert.equal((await shown(page)).leaderboard, "Рейтинг");
  await page.reload();
  assert.equal((await shown(page)).lang, "ru");

  await choose(page, "en");
  const english = await shown(page);
  assert.equal(english.leaderboard, "Leaderboard");
  assert.deepEqual(errors, []);
});
