// Rated games in the browser: a guest cannot choose one, two accounts play one to a
// resignation, and their profiles show the new (provisional) ratings while the pool's
// leaderboard, which lists only settled ratings, is still empty.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, waitConnected, waitPly, clickPoint } from "./harness.js";

const env = serverAndBrowser();

async function register(page, baseUrl, name) {
  await page.goto(baseUrl + "/");
  await page.locator("#login-form").waitFor({ state: "visible" });
  await page.locator('#login-form [name="name"]').fill(name);
  await page.locator('#login-form [name="password"]').fill("correct horse battery");
  await Promise.all([page.waitForEvent("load"), page.locator("#register").click()]);
  await page.locator("#logged-in").waitFor({ state: "visible" });
  assert.equal(await page.locator("#me").textContent(), name);
}

test("a guest sees the rated box disabled, and why", async () => {
  const guest = await newPerson(env.browser);
  await guest.page.goto(env.server.url + "/");
  // Games against the engine are never rated: the box shows for games with people.
  assert.equal(await guest.page.locator("#rated").isVisible(), false);
  await guest.page.locator('#new-game [name="opponent"]').selectOption("seek");
  await guest.page.locator("#rated-note").filter({ hasText: "log in to play rated games" }).waitFor();
  assert.equal(await guest.page.locator("#rated").isDisabled(), true);
  assert.deepEqual(guest.errors, []);
});

test("two accounts play a rated game; profiles show the ratings, the leaderboard only settled ones", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await register(alice.page, env.server.url, "alice");
  await register(bob.page, env.server.url, "bob");

  // A rated seek says so in the lobby, to its author and to the others.
  const page = alice.page;
  await page.locator('#new-game select[name="rule"] option[value="renju"]').waitFor({ state: "attached" });
  await page.locator('#new-game [name="opponent"]').selectOption("seek");
  await page.locator("#rated").check();
  await page.locator('#new-game [type="submit"]').click();
  await page.locator("#seeks li.seek.mine").waitFor();
  assert.match(await page.locator("#seeks li.mine span").textContent(), /, Rated, playing /);
  const seen = bob.page.locator("#seeks li.seek:not(.mine) span");
  await seen.waitFor();
  assert.match(await seen.textContent(), /^alice: renju, .*, Rated; you play /);
  await page.locator("#seeks button.cancel-seek").click();
  await seen.waitFor({ state: "detached" });

  // Alice offers a rated renju 5+0 game (a blitz one) through the form.
  await page.reload();
  await page.locator('#new-game select[name="rule"] option[value="renju"]').waitFor({ state: "attached" });
  await page.locator('#new-game [name="opponent"]').selectOption("person");
  await page.locator('#new-game [name="side"]').selectOption("first");
  await page.locator('#new-game [name="minutes"]').fill("5");
  await page.locator('#new-game [name="increment"]').fill("0");
  assert.equal(await page.locator("#rated").isDisabled(), false);
  await page.locator("#rated").check();
  await Promise.all([page.waitForURL(/\/game\/[0-9a-f]+$/), page.locator('#new-game [type="submit"]').click()]);
  await waitConnected(page);
  assert.equal(await page.locator("#game-kind").textContent(), "Rated");

  await bob.page.goto(page.url());
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  await page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  assert.equal(await bob.page.locator("#game-kind").textContent(), "Rated");
  await clickPoint(page, "h8");
  await waitPly(bob.page, 1);
  await clickPoint(bob.page, "h9");
  await waitPly(page, 2);

  // Bob resigns: Alice wins.
  bob.page.once("dialog", (d) => d.accept());
  await bob.page.locator("#resign").click();
  for (const p of [page, bob.page]) await p.locator('body[data-status="over"]').waitFor({ state: "attached" });

  const ratings = {};
  for (const name of ["alice", "bob"]) {
    await page.goto(`${env.server.url}/@/${name}`);
    const row = page.locator('#profile-ratings tr[data-pool="renju/blitz"]');
    await row.waitFor();
    const cells = await row.locator("td").allTextContents();
    assert.equal(cells[0], "renju/blitz");
    // One game from 1500 ± 350 leaves the deviation far above the settled bound.
    assert.match(cells[1], /^\d+\?$/);
    assert.equal(cells[2], "1");
    ratings[name] = parseInt(cells[1], 10);
  }
  assert.ok(ratings.alice > 1500 && ratings.bob < 1500, `winner up, loser down: ${JSON.stringify(ratings)}`);

  // The header's link leads to the leaderboard, empty while every rating is provisional.
  await page.locator("#leaderboard-link").click();
  await page.waitForURL(/\/leaderboard\/renju\/blitz$/);
  await page.locator("#leaderboard-empty").waitFor({ state: "visible" });
  assert.equal(await page.locator("#leaderboard-pool").textContent(), "renju/blitz");
  assert.equal(await page.locator("#leaderboard-players tbody tr").count(), 0);

  // A pool that cannot be is refused, in the words of the error's code.
  await page.goto(`${env.server.url}/leaderboard/renju/slowest`);
  const error = page.locator("#leaderboard-error");
  await error.filter({ hasText: /./ }).waitFor();
  assert.equal(await error.textContent(), "Not found.");
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});
