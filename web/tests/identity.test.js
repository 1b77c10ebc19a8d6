// A guest who registers in the middle of a game keeps playing it: the page reloads with
// the account, which sits in the guest's seat with the clock as it ran, and the game goes
// on to its end; the game is then on the account's profile. And what accounts see of
// their ratings: a rated seek's rating range, and the profile's rating chart.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, createGame, waitConnected, waitPly, clickPoint, status, clockSeconds } from "./harness.js";

const env = serverAndBrowser();

test("a guest registers mid-game and keeps playing", async () => {
  const ann = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await createGame(ann.page, env.server.url, { opponent: "person", rule: "freestyle", side: "first", minutes: 5, increment: 0 });
  await bob.page.goto(ann.page.url());
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  await ann.page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  await clickPoint(ann.page, "h8");
  await waitPly(bob.page, 1);
  await clickPoint(bob.page, "h12");
  await waitPly(ann.page, 2);
  const guestName = await ann.page.locator("#me").textContent();
  assert.match(guestName, /^guest-/);

  // Ann registers from the header, in the middle of the game, on her turn.
  await ann.page.locator('#login-form [name="name"]').fill("ann");
  await ann.page.locator('#login-form [name="password"]').fill("correct horse battery");
  await Promise.all([ann.page.waitForEvent("load"), ann.page.locator("#register").click()]);
  await waitConnected(ann.page);
  await ann.page.locator("#logged-in").waitFor({ state: "visible" });
  assert.equal(await ann.page.locator("#me").textContent(), "ann");
  // Still a player, not a spectator: her seat, her turn, her clock still running.
  assert.match(await ann.page.locator("#player-bottom .name").textContent(), /ann.*\(you\)/);
  assert.match(await status(ann.page), /^Your turn/);
  assert.ok((await clockSeconds(ann.page, "#player-bottom")) <= 300);
  // Bob sees the new name in her seat.
  await bob.page.locator("#player-top .name").filter({ hasText: "ann" }).waitFor();

  // The game goes on to a five.
  const black = ["i8", "j8", "k8", "l8"];
  const white = ["i12", "j12", "k12"];
  let n = 2;
  for (let i = 0; i < black.length; i++) {
    await clickPoint(ann.page, black[i]);
    await waitPly(bob.page, ++n);
    if (i < white.length) {
      await clickPoint(bob.page, white[i]);
      await waitPly(ann.page, ++n);
    }
  }
  for (const p of [ann.page, bob.page]) await p.locator('body[data-status="over"]').waitFor({ state: "attached" });
  assert.match(await status(ann.page), /black wins/i);

  // Her profile lists the game, won.
  await ann.page.goto(`${env.server.url}/@/ann`);
  const row = ann.page.locator("#profile-games tbody tr");
  await row.first().waitFor();
  assert.equal(await row.count(), 1);
  assert.match(await row.first().textContent(), /win/);
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bob.errors, []);
});

async function register(page, baseUrl, name) {
  await page.goto(baseUrl + "/");
  await page.locator("#login-form").waitFor({ state: "visible" });
  await page.locator('#login-form [name="name"]').fill(name);
  await page.locator('#login-form [name="password"]').fill("correct horse battery");
  await Promise.all([page.waitForEvent("load"), page.locator("#register").click()]);
  await page.locator("#logged-in").waitFor({ state: "visible" });
}

/// A request from the page, as the app makes it (with the CSRF token of /api/me).
async function call(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const me = await (await fetch("/api/me")).json();
      const r = await fetch(path, { method, headers: { "Content-Type": "application/json", "X-CSRF-Token": me.csrf }, body: JSON.stringify(body ?? {}) });
      return r.json();
    },
    { method, path, body },
  );
}

test("a rated seek takes a rating range, and a profile charts its ratings", async () => {
  const cid = await newPerson(env.browser);
  const dan = await newPerson(env.browser);
  await register(cid.page, env.server.url, "cid");
  await register(dan.page, env.server.url, "dan");

  // The range fields show for a rated seek only, and the lobby shows the range.
  const page = cid.page;
  await page.locator('#new-game select[name="rule"] option[value="renju"]').waitFor({ state: "attached" });
  assert.equal(await page.locator("#rating-low").isVisible(), false);
  await page.locator('#new-game [name="opponent"]').selectOption("seek");
  assert.equal(await page.locator("#rating-low").isVisible(), false);
  await page.locator("#rated").check();
  await page.locator("#rating-low").fill("1400");
  await page.locator("#rating-high").fill("1600");
  await page.locator('#new-game [type="submit"]').click();
  await page.locator("#seeks li.seek.mine").waitFor();
  assert.match(await page.locator("#seeks li.mine span").textContent(), /Rated \(1400–1600\)/);
  await page.locator("#seeks button.cancel-seek").click();

  // Two rated blitz games, won by Cid: her chart has two points, rising.
  for (let i = 0; i < 2; i++) {
    const g = await call(page, "POST", "/api/games", { rule: "renju", side: "first", rated: true, clock: { initial_ms: [300000, 300000] } });
    const joined = await call(dan.page, "POST", `/api/games/${g.id}/join`);
    assert.equal(joined.error, undefined, JSON.stringify(joined));
    await dan.page.evaluate(
      (id) =>
        new Promise((ok) => {
          const ws = new WebSocket(`ws://${location.host}/api/games/${id}/ws`);
          ws.onopen = () => ws.send(JSON.stringify({ type: "resign", game: id }));
          ws.onmessage = (ev) => {
            const m = JSON.parse(ev.data);
            if (m.type === "state" && m.game.status === "over") ok(ws.close());
          };
        }),
      g.id,
    );
  }
  await page.goto(`${env.server.url}/@/cid`);
  const chart = page.locator('figure.rating-history[data-pool="renju/blitz"] svg');
  await chart.waitFor();
  const dots = await chart.locator("circle").evaluateAll((cs) => cs.map((c) => parseInt(c.dataset.rating, 10)));
  assert.equal(dots.length, 2);
  assert.ok(dots[0] > 1500 && dots[1] > dots[0], `rising: ${dots}`);
  assert.equal(await chart.locator("polyline.rating-line").count(), 1);
  assert.deepEqual(cid.errors, []);
  assert.deepEqual(dan.errors, []);
});
