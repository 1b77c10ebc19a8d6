// The app's router in the browser: a deep link to each page shows that page, an unknown
// path shows the not-found page, links inside the app change page without reloading it,
// and Back and Forward go through the pages visited.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, createGame, waitConnected } from "./harness.js";

const env = serverAndBrowser();

// Marks the document, so that a later check tells an in-app navigation (the mark stays)
// from a page load (a fresh document has none).
const mark = (page) => page.evaluate(() => (window.sameDocument = true));
const sameDocument = (page) => page.evaluate(() => window.sameDocument === true);

test("a deep link to each page shows it, in a fresh browser", async () => {
  const alice = await newPerson(env.browser);
  // Alice registers, so that she has a profile page.
  await alice.page.goto(env.server.url + "/");
  await alice.page.locator("#home").waitFor();
  const name = `alice${Date.now() % 100000}`;
  await alice.page.locator('#login-form [name="name"]').fill(name);
  await alice.page.locator('#login-form [name="password"]').fill("correct horse");
  await Promise.all([alice.page.waitForEvent("load"), alice.page.locator("#register").click()]);
  await alice.page.locator("#logged-in").waitFor();
  const game = await createGame(alice.page, env.server.url, { opponent: "person", rule: "freestyle", side: "first" });
  const gameId = game.split("/").pop();
  await alice.page.goto(env.server.url + "/");
  await alice.page.locator('#rule-select option[value="renju"]').waitFor({ state: "attached" });
  await alice.page.locator('#new-game [name="opponent"]').selectOption("person");
  await alice.page.locator("#private-link").check();
  await Promise.all([alice.page.waitForURL(/\/game\/[0-9a-f]+$/), alice.page.locator('#new-game [type="submit"]').click()]);
  await waitConnected(alice.page);
  const challenge = await alice.page.locator("#share-link").inputValue();
  assert.match(challenge, /\/challenge\/[0-9a-f]+$/);

  const bob = await newPerson(env.browser);
  const page = bob.page;
  await page.goto(env.server.url + "/");
  await page.locator('#rule-select option[value="renju"]').waitFor({ state: "attached" });
  assert.match(await page.locator("#home #intro").textContent(), /^Pearls is a place to play five in a row/);
  assert.equal(await page.title(), "Pearls");

  await page.goto(game);
  await waitConnected(page);
  assert.match(await page.locator("#status").textContent(), /^Waiting for an opponent\./);
  assert.equal(await page.locator("#join").isVisible(), true);

  await page.goto(challenge);
  await page.locator("#challenge-text").filter({ hasText: "challenges you" }).waitFor();
  assert.match(await page.locator("#challenge-text").textContent(), new RegExp(`^${name} challenges you: renju, `));

  await page.goto(`${env.server.url}/@/${name}`);
  await page.locator("#profile-since").filter({ hasText: "Playing since" }).waitFor();
  assert.equal(await page.locator("#profile-name").textContent(), name);
  assert.equal(await page.title(), `${name} — Pearls`);
  const rows = await page.locator("#profile-games tbody tr td:first-child").allTextContents();
  // The private challenge is on the profile for its players only, not for Bob.
  assert.equal(rows.length, 1);
  assert.ok(rows.includes(gameId), `the profile lists ${gameId}: ${rows}`);
  // Only one page exists on each kind of page at a time.
  assert.equal(await page.locator("main > section").count(), 1);

  // Back to the challenge: accepting it opens the game in its place in the history.
  await page.goto(challenge);
  await page.locator("#challenge-text").filter({ hasText: "challenges you" }).waitFor();
  const entries = await page.evaluate(() => history.length);
  await page.locator("#accept-challenge").click();
  await page.waitForURL(/\/game\/[0-9a-f]+$/);
  await waitConnected(page);
  await page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  assert.equal(await page.evaluate(() => history.length), entries);
  assert.match(await page.locator("#player-bottom .name").textContent(), /\(you\)$/);
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});

test("a path the app does not know shows the not-found page, which leads home", async () => {
  const { page, errors } = await newPerson(env.browser);
  for (const path of ["/no/such/page", "/game/not-hex", "/@/"]) {
    const r = await page.goto(env.server.url + path);
    assert.equal(r.status(), 200, "the server leaves unknown pages to the app");
    await page.locator("#not-found").waitFor();
    assert.equal(await page.locator("#not-found-path").textContent(), path);
    assert.equal(await page.title(), "No such page — Pearls");
    assert.equal(await page.locator("main > section").count(), 1);
  }
  await mark(page);
  await page.locator("#not-found a").click();
  await page.locator("#home").waitFor();
  assert.equal(new URL(page.url()).pathname, "/");
  assert.equal(await sameDocument(page), true, "the link was followed inside the app");
  await page.goBack();
  await page.locator("#not-found").waitFor();
  assert.equal(await page.locator("#not-found-path").textContent(), "/@/");
  assert.equal(await sameDocument(page), true);
  // A game id of the right form that names no game: the game page says so and stops
  // trying to connect.
  await page.goto(env.server.url + "/game/0123456789abcdef");
  await page.locator("#game-gone").waitFor();
  // The refusal in the words of its code, under the page's own heading.
  assert.equal(await page.locator("#game-gone-text").textContent(), "Not found.");
  assert.equal(await page.title(), "No such game — Pearls");
  assert.equal(await page.locator("#game").count(), 0);
  assert.deepEqual(errors, []);
});

test("links inside the app change page without a reload, and Back and Forward go through them", async () => {
  const alice = await newPerson(env.browser);
  const game = await createGame(alice.page, env.server.url, { opponent: "engine", rule: "freestyle", strength: 0 });
  const gameId = game.split("/").pop();

  const { page, errors } = await newPerson(env.browser);
  await page.goto(env.server.url + "/");
  await page.locator('#lobby[data-connected="yes"]').waitFor({ state: "attached" });
  await mark(page);
  // A live game from the home page's list.
  await page.locator(`#live-${gameId} a`).click();
  await page.waitForURL(game);
  await waitConnected(page);
  assert.equal(await sameDocument(page), true, "the game opened inside the app");
  assert.equal(await page.locator("#home").count(), 0, "the home page made way for the game");
  const names = await page.locator(".player .name").allTextContents();
  assert.ok(names.some((n) => n.startsWith("Pearls engine (Beginner)")), `the engine plays: ${names}`);

  // The brand link leads home; the game page's socket and marks on <body> go with it.
  await page.locator("header a.brand").click();
  await page.locator('#lobby[data-connected="yes"]').waitFor({ state: "attached" });
  assert.equal(new URL(page.url()).pathname, "/");
  assert.equal(await page.locator("body").getAttribute("data-connected"), null);
  assert.equal(await page.locator("body").getAttribute("data-status"), null);
  // Focus moves to the new page's content, for keyboards and screen readers.
  assert.equal(await page.evaluate(() => document.activeElement.id), "main");
  // A link to the page shown shows it again without a second history entry.
  const entries = await page.evaluate(() => history.length);
  await page.locator("header a.brand").click();
  await page.locator('#lobby[data-connected="yes"]').waitFor({ state: "attached" });
  assert.equal(await page.evaluate(() => history.length), entries);

  await page.goBack();
  await page.waitForURL(game);
  await waitConnected(page);
  assert.equal(await page.locator("#board-wrap svg").count(), 1);
  await page.goBack();
  await page.locator("#home").waitFor();
  assert.equal(new URL(page.url()).pathname, "/");
  await page.goForward();
  await waitConnected(page);
  assert.equal(page.url(), game);
  assert.equal(await sameDocument(page), true, "Back and Forward stayed in the app");
  assert.deepEqual(errors, []);
  assert.deepEqual(alice.errors, []);
});

test("creating a game from the form opens it inside the app", async () => {
  const { page, errors } = await newPerson(env.browser);
  await page.goto(env.server.url + "/");
  await page.locator('#rule-select option[value="renju"]').waitFor({ state: "attached" });
  await mark(page);
  await Promise.all([page.waitForURL(/\/game\/[0-9a-f]+$/), page.locator('#new-game [type="submit"]').click()]);
  await waitConnected(page);
  assert.equal(await sameDocument(page), true);
  assert.match(await page.locator("#player-top .name").textContent(), /^Pearls engine \(Club\)/);
  assert.deepEqual(errors, []);
});

test("a page's late answer after the visitor has moved on does not write into the next page", async () => {
  const { page, errors } = await newPerson(env.browser);
  // The first home page's rule list arrives late, after a second home page has its own.
  let first = true;
  let released;
  const late = new Promise((ok) => (released = ok));
  await page.route("**/api/rules", async (route) => {
    if (first) {
      first = false;
      await late;
    }
    await route.continue();
  });
  await page.goto(env.server.url + "/");
  await page.locator("#home").waitFor();
  await page.locator("header a.brand").click();
  await page.locator('#rule-select option[value="renju"]').waitFor({ state: "attached" });
  const rules = await page.locator("#rule-select option").allTextContents();
  const answered = page.waitForResponse("**/api/rules");
  released();
  // The first page's answer lands; give it time to (wrongly) show.
  await answered;
  await page.waitForTimeout(300);
  assert.deepEqual(await page.locator("#rule-select option").allTextContents(), rules);
  assert.equal(new Set(rules).size, rules.length);
  assert.deepEqual(errors, []);
});
