// The sockets come back by themselves when the server goes away and returns: the server
// process is killed and a new one started on the same address and data directory, while
// a game page and the home page's lobby stay open.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, createGame, waitPly, clickPoint, stones, moves } from "./harness.js";

const env = serverAndBrowser();

test("the game and lobby sockets reconnect after a server restart, and play goes on", async () => {
  const player = await newPerson(env.browser);
  const game = player.page;
  await createGame(game, env.server.url, { opponent: "engine", rule: "freestyle", side: "first", strength: 0, minutes: 5 });
  await clickPoint(game, "h8");
  await waitPly(game, 2);
  const before = await stones(game);
  const watcher = await newPerson(env.browser);
  const home = watcher.page;
  await home.goto(env.server.url + "/");
  await home.locator('#lobby[data-connected="yes"]').waitFor({ state: "attached" });

  await env.server.halt();
  await game.locator('body[data-connected="no"]').waitFor({ state: "attached" });
  await home.locator('#lobby[data-connected="no"]').waitFor({ state: "attached" });
  assert.equal(await game.locator("#connection").textContent(), "Connection lost; reconnecting…");
  // A move while the server is away is not lost silently.
  const free = ["j10", "g7", "k11", "f6"].find((p) => !before[p]);
  await clickPoint(game, free);
  assert.equal(await game.locator("#error").textContent(), "not connected; retrying");
  // Let a few tries fail before the server returns.
  await game.waitForTimeout(2000);
  assert.equal(await game.locator("body").getAttribute("data-connected"), "no");

  await env.server.resume();
  // The longest wait between tries is 8 s.
  await game.locator('body[data-connected="yes"]').waitFor({ state: "attached", timeout: 15000 });
  await home.locator('#lobby[data-connected="yes"]').waitFor({ state: "attached", timeout: 15000 });
  assert.equal(await game.locator("#connection").textContent(), "");

  // The game goes on where it was: the same board, and a move is answered.
  assert.deepEqual(await stones(game), before);
  assert.match(await game.locator("#status").textContent(), /^Your turn/);
  await clickPoint(game, free);
  await waitPly(game, 4);
  assert.equal((await stones(game))[free], "black");
  assert.equal((await moves(game))[2], free);
  assert.deepEqual(player.errors, []);
  assert.deepEqual(watcher.errors, []);
});
