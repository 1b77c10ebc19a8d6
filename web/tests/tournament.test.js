// A 4-player round-robin in the browser: one person organises it through the form on
// /tournaments, the four join from the tournament's page, the organiser starts it, and
// each game is ended by resignation over the game's socket (the earlier seed wins); the
// page follows the rounds live, to the final standings and crosstable.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson } from "./harness.js";

const env = serverAndBrowser();

/// Resigns game `id` as the person of `page`, through the game's socket.
async function resign(page, id) {
  await page.evaluate(
    (id) =>
      new Promise((ok, fail) => {
        const ws = new WebSocket(`ws://${location.host}/api/games/${id}/ws`);
        ws.onopen = () => ws.send(JSON.stringify({ type: "resign", game: id }));
        ws.onmessage = (ev) => {
          const m = JSON.parse(ev.data);
          if (m.type === "error") fail(new Error(m.message));
          if (m.type === "state" && m.game.status === "over") {
            ws.close();
            ok();
          }
        };
      }),
    id,
  );
}

async function tournament(page, id) {
  return page.evaluate((id) => fetch(`/api/tournaments/${id}`).then((r) => r.json()), id);
}

test("a 4-player round-robin runs to its final standings", async () => {
  const people = [];
  for (let i = 0; i < 4; i++) people.push(await newPerson(env.browser));
  const org = people[0].page;
  await org.goto(env.server.url + "/tournaments");
  await org.locator("#tournaments-empty").waitFor({ state: "visible" });
  await org.locator('#new-tournament select[name="rule"] option[value="freestyle"]').waitFor({ state: "attached" });
  await org.locator('#new-tournament [name="name"]').fill("Club cup");
  await org.locator('#new-tournament [name="system"]').selectOption("round-robin");
  await org.locator('#new-tournament [name="rule"]').selectOption("freestyle");
  await Promise.all([org.waitForURL(/\/tournament\/[0-9a-f]+$/), org.locator('#new-tournament [type="submit"]').click()]);
  const url = org.url();
  const id = url.split("/").pop();
  await org.locator("#t-name").filter({ hasText: "Club cup" }).waitFor();
  // The organiser has not joined: the start button shows, the player list is empty.
  await org.locator("#t-start").waitFor({ state: "visible" });

  const names = [];
  for (const p of people) {
    if (p.page !== org) await p.page.goto(url);
    await p.page.locator("#t-join").waitFor({ state: "visible" });
    await p.page.locator("#t-join").click();
    await p.page.locator("#t-withdraw").waitFor({ state: "visible" });
    names.push(await p.page.locator("#me").textContent());
  }
  // The organiser's page heard of every join over the socket.
  await org.locator("#t-players").filter({ hasText: "4 players" }).waitFor();
  assert.equal(await people[1].page.locator("#t-start").isVisible(), false);
  await org.locator("#t-start").click();
  await org.locator('body[data-tournament="started"]').waitFor({ state: "attached" });

  const byName = Object.fromEntries(names.map((n, i) => [n, people[i].page]));
  for (let round = 1; round <= 3; round++) {
    await org.locator(`#t-games tbody tr`).nth(2 * round - 1).waitFor();
    const t = await tournament(org, id);
    assert.equal(t.round, round);
    const seed = (n) => t.entrants.indexOf(n);
    for (const g of t.games.filter((g) => g.round === round)) {
      assert.equal(g.result, null);
      const loser = seed(g.black) > seed(g.white) ? g.black : g.white;
      await resign(byName[loser], g.id);
    }
  }
  await org.locator('body[data-tournament="finished"]').waitFor({ state: "attached" });
  const t = await tournament(org, id);
  assert.equal(t.status, "finished");
  // Final standings: 3, 2, 1, 0 in seed order, on the page as in the API.
  const rows = await org.locator("#t-standings tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.deepEqual(
    rows.map((r) => [r[1], r[2]]),
    t.entrants.map((n, i) => [n, String(3 - i)]),
  );
  assert.deepEqual(await org.locator("#t-standings thead th").allTextContents(), ["#", "Player", "Points", "SB", "Games"]);
  // The crosstable: the winner's row has a 1 against each of the others.
  const first = await org.locator("#t-crosstable tbody tr").first().locator("td").allTextContents();
  assert.deepEqual(first, [`1. ${t.entrants[0]}`, "×", "1", "1", "1"]);
  assert.equal(await org.locator("#t-games tbody tr").count(), 6);
  assert.equal(await org.locator("#t-start").isVisible(), false);
  // The list shows it finished.
  await org.goto(env.server.url + "/tournaments");
  await org.locator(`#tournament-list tr[data-id="${id}"]`).filter({ hasText: "finished" }).waitFor();
  for (const p of people) assert.deepEqual(p.errors, []);
});
