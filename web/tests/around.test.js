// Around a game in the browser: the club handicap match made from the home page's form
// and played into its second game; the players' chat; a rematch asked by both players.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, createGame, waitConnected } from "./harness.js";

const env = serverAndBrowser();

/// Bob joins the game Alice's page shows, and both see it live.
async function join(alice, bob) {
  await bob.page.goto(alice.page.url());
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  await alice.page.locator('body[data-status="live"]').waitFor({ state: "attached" });
}

async function resign(person) {
  person.page.once("dialog", (d) => d.accept());
  await person.page.locator("#resign").click();
  await person.page.locator('body[data-status="over"]').waitFor({ state: "attached" });
}

test("the club match goes from its first game to its second, with the score shown", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await createGame(alice.page, env.server.url, { opponent: "person", rule: "freestyle", handicap: "club-experienced" });
  await join(alice, bob);
  const line = alice.page.locator("#match-line span");
  await line.filter({ hasText: "Handicap match, game 1 of 2" }).waitFor();
  assert.match(await line.textContent(), /must win every game/);

  // The players chat in their room.
  await bob.page.locator("#chat-text").fill("good luck");
  await bob.page.locator('#chat-form [type="submit"]').click();
  await alice.page.locator("#chat-messages li").filter({ hasText: "good luck" }).waitFor();
  assert.equal(await alice.page.locator("#chat-title").textContent(), "Chat with your opponent");

  // Bob resigns: the experienced player leads, and the next game is there to go to.
  await resign(bob);
  await alice.page.locator("#match-line span").filter({ hasText: "experienced 1, beginner 0" }).waitFor();
  await alice.page.locator("#match-next").waitFor({ state: "visible" });
  await alice.page.locator("#match-next").click();
  await alice.page.locator("#match-line span").filter({ hasText: "game 2 of 2" }).waitFor();
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});

test("a rematch asked by both players begins a new game for both", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  const first = await createGame(alice.page, env.server.url, { opponent: "person", rule: "freestyle", minutes: 5, increment: 0 });
  await join(alice, bob);
  await resign(alice);
  await bob.page.locator("#rematch").waitFor({ state: "visible" });
  await alice.page.locator("#rematch").click();
  await alice.page.locator("#rematch-status").filter({ hasText: "waiting for your opponent" }).waitFor();
  await bob.page.locator("#rematch-status").filter({ hasText: "offers a rematch" }).waitFor();
  await bob.page.locator("#rematch").click();
  await alice.page.waitForURL((u) => /\/game\/[0-9a-f]+$/.test(u.pathname) && u.href !== first);
  await bob.page.waitForURL((u) => /\/game\/[0-9a-f]+$/.test(u.pathname) && u.href !== first);
  assert.equal(alice.page.url(), bob.page.url());
  await alice.page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});
