// A league in the browser: one person organises it on /leagues, four join from its page,
// the organiser starts the first season (two groups of two, formed by rating), each
// group's game is resigned by its second seed, the season's marks show who goes up and
// down, and the second season's page says who was promoted and relegated.

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

const api = (page, path) => page.evaluate((p) => fetch(p).then((r) => r.json()), path);

test("a league runs a season in groups, with its standings, crosstables and the moves up and down", async () => {
  const people = [];
  for (let i = 0; i < 4; i++) people.push(await newPerson(env.browser));
  const org = people[0].page;
  await org.goto(env.server.url + "/leagues");
  await org.locator("#leagues-empty").waitFor({ state: "visible" });
  await org.locator('#new-league select[name="rule"] option[value="freestyle"]').waitFor({ state: "attached" });
  await org.locator('#new-league [name="name"]').fill("Club league");
  await org.locator('#new-league [name="rule"]').selectOption("freestyle");
  await org.locator('#new-league [name="group_size"]').fill("3");
  await Promise.all([org.waitForURL(/\/league\/[0-9a-f]+$/), org.locator('#new-league [type="submit"]').click()]);
  const url = org.url();
  const id = url.split("/").pop();
  await org.locator("#l-name").filter({ hasText: "Club league" }).waitFor();

  const names = [];
  for (const p of people) {
    if (p.page !== org) await p.page.goto(url);
    await p.page.locator("#l-join").waitFor({ state: "visible" });
    await p.page.locator("#l-join").click();
    await p.page.locator("#l-withdraw").waitFor({ state: "visible" });
    names.push(await p.page.locator("#me").textContent());
  }
  assert.equal(await people[1].page.locator("#l-season").isVisible(), false, "only the organiser starts seasons");
  await org.reload();
  await org.locator("#l-players").filter({ hasText: names[3] }).waitFor();
  await org.locator("#l-season").click();
  await org.locator('body[data-league="1"]').waitFor({ state: "attached" });
  assert.equal(await org.locator('.league-season[data-season="1"] .league-group').count(), 2);

  // Each group's one game: the second seed resigns.
  const league = await api(org, `/api/leagues/${id}`);
  const byName = Object.fromEntries(names.map((n, i) => [n, people[i].page]));
  const winners = [];
  for (const g of league.seasons[0].groups) {
    const t = await api(org, `/api/tournaments/${g.tournament}`);
    assert.equal(t.games.length, 1);
    const [game] = t.games;
    const loser = t.entrants[1];
    winners.push(t.entrants[0]);
    await resign(byName[loser], game.id);
  }
  // The groups finish as their tournaments take the results in.
  await org.waitForFunction(
    (id) => fetch(`/api/leagues/${id}`).then((r) => r.json()).then((l) => l.seasons[0].groups.every((g) => g.status === "finished")),
    id,
  );
  await org.reload();
  const season = org.locator('.league-season[data-season="1"]');
  await season.locator(".league-group").first().locator("tbody tr").first().waitFor();
  // The top group's loser goes down, the bottom group's winner goes up; no one else moves.
  const top = season.locator('.league-group[data-group="1"]');
  const bottom = season.locator('.league-group[data-group="2"]');
  const topLoser = league.seasons[0].groups[0].players.find((n) => n !== winners[0]);
  assert.equal(await top.locator(`tr[data-name="${topLoser}"]`).getAttribute("data-move"), "down");
  assert.equal(await top.locator(`tr[data-name="${winners[0]}"]`).getAttribute("data-move"), null);
  assert.equal(await bottom.locator(`tr[data-name="${winners[1]}"]`).getAttribute("data-move"), "up");
  assert.equal(await top.locator(`tr[data-name="${topLoser}"] td`).last().textContent(), "↓");
  assert.deepEqual(await top.locator(".league-standings thead th").allTextContents(), ["#", "Player", "Points", "SB", "Games", ""]);
  const winnerRow = await top.locator(`tr[data-name="${winners[0]}"] td`).allTextContents();
  assert.deepEqual(winnerRow.slice(0, 3), ["1", winners[0], "1"]);
  // The crosstable: the winner's row has a 1 against the loser.
  const cross = await top.locator(".league-crosstable tbody tr").first().locator("td").allTextContents();
  assert.deepEqual(cross, [`1. ${winners[0]}`, "×", "1"]);

  // The second season: who went up and down is said, and last season's marks stay.
  await org.locator("#l-season").click();
  await org.locator('body[data-league="2"]').waitFor({ state: "attached" });
  const moves = await org.locator('.league-season[data-season="2"] .league-moves li').allTextContents();
  assert.deepEqual(moves.sort(), [`${topLoser} down from group 1 to group 2`, `${winners[1]} up from group 2 to group 1`].sort());
  const old = org.locator('.league-season[data-season="1"] .league-group[data-group="2"]');
  assert.equal(await old.locator(`tr[data-name="${winners[1]}"]`).getAttribute("data-move"), "up");

  // The list shows the league and its season.
  await org.goto(env.server.url + "/leagues");
  await org.locator(`#league-list tr[data-id="${id}"]`).filter({ hasText: "season 2" }).waitFor();
  for (const p of people) assert.deepEqual(p.errors, []);
});
