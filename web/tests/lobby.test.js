// The lobby on the home page: a seek posted by one person appears for another, who
// accepts it; both go to the new game, inside the app, without reloading.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, waitConnected } from "./harness.js";

const env = serverAndBrowser();

async function home(page) {
  await page.goto(env.server.url + "/");
  await page.locator('#rule-select option[value="renju"]').waitFor({ state: "attached" });
  await page.locator('#lobby[data-connected="yes"]').waitFor({ state: "attached" });
  await page.evaluate(() => (window.sameDocument = true));
}

test("a seek posted in the lobby is accepted by another person, and both play it", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await home(alice.page);
  await home(bob.page);
  assert.equal(await bob.page.locator("#lobby-status").textContent(), "No open seeks: post one with quick pairing or the form above.");

  await alice.page.locator('#new-game [name="opponent"]').selectOption("seek");
  await alice.page.locator('#new-game [name="rule"]').selectOption("freestyle");
  await alice.page.locator('#new-game [name="side"]').selectOption("first");
  await alice.page.locator('#new-game [type="submit"]').click();
  await alice.page.locator("#seeks li.seek.mine").waitFor();
  assert.equal(await alice.page.locator("#lobby-status").textContent(), "Your seek is posted: the game begins when someone accepts it.");
  assert.match(await alice.page.locator("#seeks li.mine span").textContent(), /^You: freestyle, 15×15, 10\+5, Casual, playing first \(black\)\. $/);

  const theirs = bob.page.locator("#seeks li.seek:not(.mine)");
  await theirs.waitFor();
  const aliceName = await alice.page.locator("#me").textContent();
  assert.match(await theirs.locator("span").textContent(), new RegExp(`^${aliceName}: freestyle, .*; you play second \\(white\\)\\. $`));
  await Promise.all([
    bob.page.waitForURL(/\/game\/[0-9a-f]+$/),
    alice.page.waitForURL(/\/game\/[0-9a-f]+$/),
    theirs.locator("button.accept-seek").click(),
  ]);
  await waitConnected(alice.page);
  await waitConnected(bob.page);
  assert.equal(alice.page.url(), bob.page.url());
  for (const p of [alice.page, bob.page]) {
    await p.locator('body[data-status="live"]').waitFor({ state: "attached" });
    assert.equal(await p.evaluate(() => window.sameDocument), true, "the game opened inside the app");
  }
  assert.match(await alice.page.locator("#status").textContent(), /^Your turn/);
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});

test("a seek's creator can cancel it, and it leaves the other's list", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await home(alice.page);
  await home(bob.page);
  await alice.page.locator('#new-game [name="opponent"]').selectOption("seek");
  await alice.page.locator('#new-game [type="submit"]').click();
  await bob.page.locator("#seeks li.seek").waitFor();
  await alice.page.locator("#seeks button.cancel-seek").click();
  await bob.page.locator("#seeks li.seek").waitFor({ state: "detached" });
  await alice.page.locator("#seeks li.seek").waitFor({ state: "detached" });
  assert.equal(await bob.page.locator("#lobby-status").textContent(), "No open seeks: post one with quick pairing or the form above.");
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});
