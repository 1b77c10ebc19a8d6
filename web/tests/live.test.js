// Two people in two browser contexts (two cookie jars): one creates a game, the other
// joins through the share link, they play in turn until the first makes five.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPerson, createGame, waitConnected, waitPly, clickPoint,
  stones, moves, status, ply,
} from "./harness.js";

const env = serverAndBrowser();

test("two people play a live renju game to a five through the share link", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await createGame(alice.page, env.server.url, { opponent: "person", rule: "renju", side: "first", minutes: 5, increment: 0 });
  assert.match(await status(alice.page), /^Waiting for an opponent\./);
  const link = await alice.page.locator("#share-link").inputValue();
  assert.equal(link, alice.page.url());
  assert.equal(await alice.page.locator("#join").isVisible(), false, "the creator cannot join their own game");

  await bob.page.goto(link);
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  await alice.page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  await bob.page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  assert.equal(await bob.page.locator("#join").isVisible(), false);
  assert.equal(await alice.page.locator("#share").isVisible(), false);
  // Each sees themself at the bottom, named apart from the other.
  const aliceName = await alice.page.locator("#me").textContent();
  const bobName = await bob.page.locator("#me").textContent();
  assert.notEqual(aliceName, bobName);
  assert.match(await alice.page.locator("#player-bottom .name").textContent(), /\(you\)/);
  assert.match(await bob.page.locator("#player-top .name").textContent(), new RegExp(aliceName));
  assert.match(await status(alice.page), /^Your turn/);
  assert.doesNotMatch(await status(bob.page), /^Your turn/);
  // The tab says whose turn it is, for a player looking at another tab.
  assert.equal(await alice.page.title(), "Your turn · Pearls");
  assert.equal(await bob.page.title(), "Pearls");

  // Black (Alice) builds a row on the 8th line, white (Bob) answers far away.
  const black = ["h8", "i8", "j8", "k8", "l8"];
  const white = ["h12", "i12", "j12", "k12"];
  let n = 0;
  for (let i = 0; i < black.length; i++) {
    // A click out of turn does nothing.
    await clickPoint(bob.page, "a1");
    await clickPoint(alice.page, black[i]);
    n++;
    await waitPly(alice.page, n);
    await waitPly(bob.page, n);
    if (i < white.length) {
      await clickPoint(bob.page, white[i]);
      n++;
      await waitPly(alice.page, n);
      await waitPly(bob.page, n);
    }
  }

  for (const p of [alice.page, bob.page]) {
    await p.locator('body[data-status="over"]').waitFor({ state: "attached" });
    assert.equal(await status(p), "Game over: black wins by five.");
    assert.deepEqual(await moves(p), ["h8", "h12", "i8", "i12", "j8", "j12", "k8", "k12", "l8"]);
    const board = await stones(p);
    assert.equal(Object.keys(board).length, 9);
    for (const q of black) assert.equal(board[q], "black");
    for (const q of white) assert.equal(board[q], "white");
    assert.equal(board.a1, undefined);
    assert.equal(await p.locator("#resign").isVisible(), false);
    // The five that won is marked on the board, and no one's turn is left.
    const win = await p.locator("#board-wrap [data-win]").evaluateAll((els) => els.map((e) => e.dataset.win));
    assert.deepEqual(win.sort(), [...black].sort());
    assert.equal(await p.title(), "Pearls");
  }
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});

test("on a touch screen a tap shows the stone first and the move is played on confirmation", async () => {
  const phone = await newPerson(env.browser, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = phone.page;
  await createGame(page, env.server.url, { opponent: "person", rule: "freestyle", side: "first" });
  const friend = await newPerson(env.browser);
  await friend.page.goto(page.url());
  await waitConnected(friend.page);
  await friend.page.locator("#join").click();
  await page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  assert.equal(await page.evaluate(() => matchMedia("(pointer: coarse)").matches), true);

  // A tap shows the stone to be played and asks; nothing is played yet.
  await page.locator('#board-wrap [data-point="h8"]').tap();
  await page.locator("#confirm").waitFor({ state: "visible" });
  assert.equal(await page.locator("#confirm-move").textContent(), "Play h8");
  assert.equal(await page.locator("#board-wrap .stone.ghost").count(), 1);
  assert.deepEqual(await stones(page), {});
  // Cancel takes the stone back; a tap elsewhere and the Play button play that point.
  await page.locator("#cancel-move").tap();
  assert.equal(await page.locator("#confirm").isVisible(), false);
  assert.equal(await page.locator("#board-wrap .stone.ghost").count(), 0);
  await page.locator('#board-wrap [data-point="g7"]').tap();
  await page.locator("#confirm-move").tap();
  await waitPly(friend.page, 1);
  assert.deepEqual(await stones(friend.page), { g7: "black" });
  assert.equal(await page.locator("#confirm").isVisible(), false);

  // A second tap on the shown stone plays it too.
  await clickPoint(friend.page, "a1");
  await waitPly(page, 2);
  await page.locator('#board-wrap [data-point="j9"]').tap();
  assert.equal(await ply(page), 2);
  await page.locator('#board-wrap [data-point="j9"]').tap();
  await waitPly(friend.page, 3);
  assert.deepEqual(await moves(friend.page), ["g7", "a1", "j9"]);
  assert.deepEqual(phone.errors, []);
});
