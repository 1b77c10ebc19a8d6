// The club handicap match offered in the lobby: one person posts it from the home page's
// form, another accepts it from the list of open seeks, and both land on the match's first
// game, which shows the clocks of the handicap, the score and the "must win every game"
// condition.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, waitConnected } from "./harness.js";

const env = serverAndBrowser();

test("a club handicap match is posted in the lobby and accepted by anyone", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await alice.page.goto(env.server.url + "/");
  await alice.page.locator('#new-game select[name="rule"] option[value="freestyle"]').waitFor({ state: "attached" });
  await alice.page.locator('#new-game [name="opponent"]').selectOption("seek");
  await alice.page.locator('#new-game [name="rule"]').selectOption("freestyle");
  // The handicap choice is offered for a seek as for a direct challenge.
  await alice.page.locator("#handicap-select").waitFor({ state: "visible" });
  await alice.page.locator("#handicap-select").selectOption("club-experienced");
  await alice.page.locator('#new-game [type="submit"]').click();
  const mine = alice.page.locator("#seeks li.match-seek.mine");
  await mine.waitFor();
  assert.match(await mine.textContent(), /handicap match of 2 games .*30 s \/ 5 min, then 15 s \/ 5 min.*you play the experienced side/);

  await bob.page.goto(env.server.url + "/");
  const theirs = bob.page.locator("#seeks li.match-seek:not(.mine)");
  await theirs.waitFor();
  assert.match(await theirs.textContent(), /you play the beginner side\. The experienced player must win every game\./);
  await Promise.all([
    alice.page.waitForURL(/\/game\/[0-9a-f]+$/),
    bob.page.waitForURL(/\/game\/[0-9a-f]+$/),
    theirs.locator("button.accept-seek").click(),
  ]);
  assert.equal(alice.page.url(), bob.page.url());
  for (const p of [alice.page, bob.page]) {
    await waitConnected(p);
    await p.locator('body[data-status="live"]').waitFor({ state: "attached" });
    const line = p.locator("#match-line");
    await line.waitFor({ state: "visible" });
    assert.match(await line.textContent(), /Handicap match, game 1 of 2: experienced 0, beginner 0\. The experienced player must win every game\./);
    assert.equal(await p.locator("#game-kind").textContent(), "Casual");
    // A match is played or lost: no abort.
    assert.equal(await p.locator("#abort").isVisible(), false);
  }
  // The beginner (Bob) has 5 minutes and moves first; Alice 30 seconds.
  assert.match(await bob.page.locator("#player-bottom .clock").textContent(), /^(5:00|4:5\d)$/);
  assert.equal(await alice.page.locator("#player-bottom .clock").textContent(), "30.0");
  assert.deepEqual([...alice.errors, ...bob.errors], []);
});
