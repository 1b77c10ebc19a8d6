// The start of a live game between two people: the clock waits for the first stone, a
// player aborts before the other has moved and both pages say the game ended without a
// result; a stone played knocks (a sound, kept on <body data-sounds>) unless muted, and
// the opening rule's line says who places which stone.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, createGame, waitConnected, waitPly, clickPoint, status, clockSeconds } from "./harness.js";

const env = serverAndBrowser();

test("the clock waits for the first stone and a player aborts before the other has moved", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await createGame(alice.page, env.server.url, { opponent: "person", rule: "renju", opening: "rif", side: "first", minutes: 1, increment: 0 });
  // The creator may withdraw the game while it waits; a visitor is offered to join.
  await alice.page.locator("#abort").waitFor({ state: "visible" });
  const link = await alice.page.locator("#share-link").inputValue();
  await bob.page.goto(link);
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  for (const p of [alice.page, bob.page]) {
    await p.locator('body[data-status="live"]').waitFor({ state: "attached" });
    await p.locator("#abort").waitFor({ state: "visible" });
  }
  assert.match(await status(alice.page), /The clock starts with the first stone\./);
  // Who places which stone under RIF, under the board.
  assert.match(await alice.page.locator("#opening-rule").textContent(), /tentative black places the first three stones/);

  // A second and a half with no stone: black's minute is whole.
  const before = await clockSeconds(alice.page, "#player-bottom");
  await alice.page.waitForTimeout(1500);
  assert.equal(await clockSeconds(alice.page, "#player-bottom"), before);
  assert.equal(before, 60);

  // The first stone knocks on both pages and starts the clock: under RIF the tentative
  // black places the next two stones too, so it is hers that runs.
  await clickPoint(alice.page, "h8");
  await waitPly(alice.page, 1);
  await waitPly(bob.page, 1);
  for (const p of [alice.page, bob.page]) {
    await p.locator('body[data-sounds~="move"]').waitFor({ state: "attached" });
  }
  await alice.page.waitForFunction(() => document.querySelector("#player-bottom").classList.contains("running"));
  // White has not moved: either may still abort. Bob does, and confirms.
  bob.page.once("dialog", (d) => d.accept());
  await bob.page.locator("#abort").click();
  for (const p of [alice.page, bob.page]) {
    await p.locator('body[data-status="over"]').waitFor({ state: "attached" });
    assert.match(await status(p), /^Game aborted: no result\./);
    assert.equal(await p.locator("#abort").isVisible(), false);
    assert.equal(await p.locator("#resign").isVisible(), false);
  }
  assert.deepEqual([...alice.errors, ...bob.errors], []);
});

test("once both sides have moved there is no abort, and a muted page makes no sound", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await createGame(alice.page, env.server.url, { opponent: "person", rule: "freestyle", side: "first", minutes: 5, increment: 0 });
  const link = await alice.page.locator("#share-link").inputValue();
  await bob.page.goto(link);
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  await alice.page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  // Bob mutes: the choice is kept for the next page.
  await bob.page.locator("#sound-toggle").click();
  assert.match(await bob.page.locator("#sound-toggle").textContent(), /Sound off/);
  assert.equal(await bob.page.evaluate(() => localStorage.getItem("pearls.sound")), "off");
  await clickPoint(alice.page, "h8");
  await waitPly(bob.page, 1);
  await clickPoint(bob.page, "h9");
  await waitPly(alice.page, 2);
  await alice.page.locator("#abort").waitFor({ state: "hidden" });
  assert.equal(await bob.page.locator("#abort").isVisible(), false);
  assert.equal(await bob.page.evaluate(() => document.body.dataset.sounds ?? ""), "");
  assert.match(await alice.page.evaluate(() => document.body.dataset.sounds), /move/);
  await bob.page.reload();
  await waitConnected(bob.page);
  assert.match(await bob.page.locator("#sound-toggle").textContent(), /Sound off/);
  assert.deepEqual([...alice.errors, ...bob.errors], []);
});
