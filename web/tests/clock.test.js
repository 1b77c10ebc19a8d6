// Clocks in the browser: a flag falling while the player to move waits, and a reload in
// the middle of a game bringing back the board, the moves and the time left.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPerson, createGame, waitConnected, waitPly, clickPoint,
  stones, moves, movesShown, status, clockSeconds,
} from "./harness.js";

const env = serverAndBrowser();

test("the player to move who waits loses on time, and both sides see it", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  // 0.1 minutes: six seconds each, sudden death.
  await createGame(alice.page, env.server.url, { opponent: "person", side: "second", minutes: 0.1, increment: 0, periods: 0 });
  await bob.page.goto(await alice.page.locator("#share-link").inputValue());
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  // Bob holds black and moves first; he plays once, then Alice lets her time run out.
  await bob.page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  assert.match(await status(bob.page), /^Your turn/);
  await clickPoint(bob.page, "h8");
  await waitPly(alice.page, 1);
  const started = Date.now();
  assert.match(await status(alice.page), /^Your turn/);
  // Alice's clock runs down on both pages.
  const first = await clockSeconds(alice.page, "#player-bottom");
  assert.ok(first > 2 && first <= 6, `Alice's clock starts near 6 s, shows ${first}`);
  await alice.page.waitForTimeout(1000);
  assert.ok((await clockSeconds(alice.page, "#player-bottom")) < first - 0.5, "Alice's clock runs on her page");
  assert.ok((await clockSeconds(bob.page, "#player-top")) < first - 0.5, "Alice's clock runs on Bob's page");

  for (const p of [alice.page, bob.page]) {
    await p.locator('body[data-status="over"]').waitFor({ state: "attached", timeout: 15000 });
    assert.equal(await status(p), "Game over: black wins on time.");
    assert.deepEqual(await moves(p), ["h8", "timeout:white"]);
    // The list counts the stone and says in words what ended the game.
    assert.deepEqual(await movesShown(p), ["1. h8", "White ran out of time"]);
  }
  const waited = Date.now() - started;
  assert.ok(waited > 3000, `the flag fell after the time ran out, not before (${waited} ms)`);
  assert.equal(await clockSeconds(alice.page, "#player-bottom"), 0);
  assert.equal(await clockSeconds(bob.page, "#player-top"), 0);
  // A move after the flag changes nothing.
  await clickPoint(alice.page, "h9");
  await alice.page.waitForTimeout(300);
  assert.deepEqual(await moves(alice.page), ["h8", "timeout:white"]);
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});

test("a reload in mid-game brings back the board, the moves and the clock, and play goes on", async () => {
  const me = await newPerson(env.browser);
  const page = me.page;
  await createGame(page, env.server.url, {
    opponent: "engine", rule: "freestyle", side: "first", strength: 0, minutes: 1, increment: 0,
  });
  const url = page.url();
  for (const [i, p] of ["h8", "h9"].entries()) {
    // Points the engine has taken are skipped.
    const q = (await stones(page))[p] ? "a1" : p;
    await clickPoint(page, q);
    await waitPly(page, 2 * (i + 1));
  }
  const boardBefore = await stones(page);
  const movesBefore = await moves(page);
  // My clock runs now that it is my move, but the two clicks took only milliseconds of it:
  // wait for the display, which shows tenths, to leave the full minute.
  let mineBefore = await clockSeconds(page, "#player-bottom");
  for (let i = 0; i < 30 && mineBefore >= 60; i++) {
    await page.waitForTimeout(100);
    mineBefore = await clockSeconds(page, "#player-bottom");
  }
  const engineBefore = await clockSeconds(page, "#player-top");
  assert.equal(movesBefore.length, 4);
  assert.equal(Object.keys(boardBefore).length, 4);
  assert.ok(mineBefore < 60 && mineBefore > 30, `my clock has run: ${mineBefore}`);

  await page.reload();
  await waitConnected(page);
  await waitPly(page, 4);
  assert.equal(page.url(), url);
  assert.deepEqual(await stones(page), boardBefore);
  assert.deepEqual(await moves(page), movesBefore);
  assert.match(await status(page), /^Your turn/);
  // My clock ran on through the reload (it is my move); the engine's stood still.
  // The display shows tenths and may not have ticked yet when the reload is quick.
  let mine = await clockSeconds(page, "#player-bottom");
  for (let i = 0; i < 20 && mine >= mineBefore; i++) {
    await page.waitForTimeout(100);
    mine = await clockSeconds(page, "#player-bottom");
  }
  assert.ok(mine < mineBefore && mine > mineBefore - 15, `my clock went from ${mineBefore} to ${mine}`);
  assert.equal(await clockSeconds(page, "#player-top"), engineBefore);
  assert.match(await page.locator("#player-bottom").getAttribute("class"), / running$/);
  assert.doesNotMatch(await page.locator("#player-top").getAttribute("class"), / running$/);
  assert.match(await page.locator("#player-bottom .name").textContent(), /\(you\)/);

  const free = ["j10", "g7", "k11", "f6", "b2"].find((p) => !boardBefore[p]);
  await clickPoint(page, free);
  await waitPly(page, 6);
  const after = await stones(page);
  assert.equal(after[free], "black");
  assert.equal(Object.keys(after).length, 6);
  assert.deepEqual((await moves(page)).slice(0, 5), [...movesBefore, free]);
  assert.deepEqual(me.errors, []);
});
