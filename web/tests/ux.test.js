// What a new player first meets: black's forbidden points shown to both sides, a click on
// one asking before it loses the game, the opening's name, the theme, the icon, the board's
// labels, quick pairing and the engine in one click, the header on a phone.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPerson, createGame, waitConnected, waitPly, clickPoint, moves, status, ply,
} from "./harness.js";

const env = serverAndBrowser();

async function forbiddenShown(page) {
  return page.locator("#board-wrap [data-forbidden]").evaluateAll((els) => els.map((e) => e.dataset.forbidden));
}

/// Alice (black) and Bob (white) in a live renju game with the free opening.
async function renjuPair() {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await createGame(alice.page, env.server.url, { opponent: "person", rule: "renju", opening: "free", side: "first" });
  await bob.page.goto(alice.page.url());
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  await alice.page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  return { alice, bob };
}

/// Plays `points` in turn, black (Alice) after an even number of moves.
async function play(pair, points) {
  for (const p of points) {
    const before = await ply(pair.alice.page);
    const page = before % 2 === 0 ? pair.alice.page : pair.bob.page;
    await clickPoint(page, p);
    await waitPly(pair.alice.page, before + 1);
    await waitPly(pair.bob.page, before + 1);
  }
}

test("white sees black's forbidden points, and black's click on one asks before it loses", async () => {
  const pair = await renjuPair();
  const { alice, bob } = pair;
  // After h9 black threatens a double-three at i10 (g8-h9 and h10-j10).
  await play(pair, ["h8", "a1", "h10", "a2", "g8", "a3", "j10", "a4", "h9"]);
  const seen = await forbiddenShown(bob.page);
  assert.ok(seen.includes("i10"), `white's page shows i10 among ${seen}`);
  assert.equal(await bob.page.locator('#board-wrap [data-forbidden="i10"] title').textContent(), "forbidden to black: double-three");
  await play(pair, ["b1"]);
  assert.ok((await forbiddenShown(alice.page)).includes("i10"));

  // A click on it only shows the stone and says what it would cost.
  await clickPoint(alice.page, "i10");
  await alice.page.locator("#confirm").waitFor({ state: "visible" });
  assert.match(await alice.page.locator("#confirm-warning").textContent(), /^i10 is forbidden to you \(double-three\): playing it loses the game\.$/);
  await alice.page.waitForTimeout(300);
  assert.equal(await ply(bob.page), 10);
  await alice.page.locator("#cancel-move").click();
  assert.equal(await alice.page.locator("#confirm").isVisible(), false);
  // A point that is not forbidden is played at once.
  assert.equal(await alice.page.locator("#confirm-setting").inputValue(), "forbidden");
  await play(pair, ["o15", "b2"]);
  // Two clicks play it: the rule holds, and black loses.
  await clickPoint(alice.page, "i10");
  await clickPoint(alice.page, "i10");
  await bob.page.locator('body[data-status="over"]').waitFor({ state: "attached" });
  assert.match(await status(bob.page), /^Game over: white wins: black made a forbidden double.three/);
  assert.deepEqual((await moves(bob.page)).slice(-1), ["i10"]);
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});

test("confirmation can be turned off, and the choice is kept", async () => {
  const pair = await renjuPair();
  const { alice } = pair;
  await alice.page.locator("#confirm-setting").selectOption("never");
  await alice.page.reload();
  await waitConnected(alice.page);
  assert.equal(await alice.page.locator("#confirm-setting").inputValue(), "never");
  await play(pair, ["h8", "a1", "h10", "a2", "g8", "a3", "j10", "a4", "h9", "b1"]);
  await clickPoint(alice.page, "i10");
  await alice.page.locator('body[data-status="over"]').waitFor({ state: "attached" });
});

test("the game page names the opening the first three stones make", async () => {
  const pair = await renjuPair();
  assert.equal(await pair.bob.page.locator("#opening-name").isVisible(), false);
  await play(pair, ["h8", "h9", "j10"]);
  for (const p of [pair.alice.page, pair.bob.page]) {
    await p.locator("#opening-name").waitFor({ state: "visible" });
    assert.equal(await p.locator("#opening-name").textContent(), "Opening: Sosei");
  }
});

test("the theme follows the system until the toggle picks one, which is kept", async () => {
  const dark = await newPerson(env.browser, { colorScheme: "dark" });
  await dark.page.goto(env.server.url + "/");
  await dark.page.locator("html[data-theme]").waitFor({ state: "attached" });
  assert.equal(await dark.page.locator("html").getAttribute("data-theme"), "dark");
  const bg = () => dark.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const darkBg = await bg();
  await dark.page.locator("#theme-toggle").click();
  assert.equal(await dark.page.locator("html").getAttribute("data-theme"), "light");
  assert.notEqual(await bg(), darkBg);
  await dark.page.reload();
  await dark.page.locator("html[data-theme]").waitFor({ state: "attached" });
  assert.equal(await dark.page.locator("html").getAttribute("data-theme"), "light");

  const light = await newPerson(env.browser, { colorScheme: "light" });
  await light.page.goto(env.server.url + "/");
  await light.page.locator("html[data-theme]").waitFor({ state: "attached" });
  assert.equal(await light.page.locator("html").getAttribute("data-theme"), "light");
  assert.deepEqual(dark.errors, []);
});

test("the icon is served, at /favicon.ico as well", async () => {
  const { page } = await newPerson(env.browser);
  await page.goto(env.server.url + "/");
  const href = await page.locator('link[rel="icon"]').getAttribute("href");
  const svg = await page.request.get(env.server.url + href);
  assert.equal(svg.status(), 200);
  assert.equal(svg.headers()["content-type"], "image/svg+xml");
  const ico = await page.request.get(env.server.url + "/favicon.ico");
  assert.equal(ico.status(), 200);
  assert.equal(ico.headers()["content-type"], "image/x-icon");
  // An ICO file: reserved 0, type 1.
  assert.deepEqual([...(await ico.body()).subarray(0, 4)], [0, 0, 1, 0]);
});

test("a stone on a15 leaves the row's label readable", async () => {
  const pair = await renjuPair();
  const gap = await pair.alice.page.evaluate(() => {
    const label = [...document.querySelectorAll("#board-wrap text.coord")].find((t) => t.textContent === "15");
    const target = document.querySelector('#board-wrap [data-point="a15"]').getBBox();
    const box = label.getBBox();
    const stoneLeft = target.x + target.width / 2 - target.width * 0.45;
    return stoneLeft - (box.x + box.width);
  });
  assert.ok(gap > 0, `the label ends ${-gap} px inside the stone`);
  const colGap = await pair.alice.page.evaluate(() => {
    const label = [...document.querySelectorAll("#board-wrap text.coord")].find((t) => t.textContent === "a");
    const target = document.querySelector('#board-wrap [data-point="a1"]').getBBox();
    const stoneBottom = target.y + target.height / 2 + target.height * 0.45;
    return label.getBBox().y - stoneBottom;
  });
  assert.ok(colGap > 0, `the column label starts ${-colGap} px inside the stone`);
});

test("quick pairing posts a seek in one click, and the engine is one click away", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  for (const p of [alice.page, bob.page]) {
    await p.goto(env.server.url + "/");
    await p.locator('#lobby[data-connected="yes"]').waitFor({ state: "attached" });
  }
  assert.match(await alice.page.locator("#intro").textContent(), /five in a row/);
  await alice.page.locator("#quick-renju-5-3").click();
  await alice.page.locator("#seeks li.seek.mine").waitFor();
  assert.match(await alice.page.locator("#seeks li.mine span").textContent(), /^You: renju, .*15×15, 5\+3, Casual, playing a random side\. $/);
  const theirs = bob.page.locator("#seeks li.seek:not(.mine)");
  await theirs.waitFor();
  await Promise.all([
    alice.page.waitForURL(/\/game\/[0-9a-f]+$/),
    bob.page.waitForURL(/\/game\/[0-9a-f]+$/),
    theirs.locator("button.accept-seek").click(),
  ]);

  const carol = await newPerson(env.browser);
  await carol.page.goto(env.server.url + "/");
  await Promise.all([carol.page.waitForURL(/\/game\/[0-9a-f]+$/), carol.page.locator("#engine-club").click()]);
  await waitConnected(carol.page);
  assert.match(await carol.page.locator("#player-top .name, #player-bottom .name").allTextContents().then((t) => t.join(" ")), /Pearls engine \(Club\)/);
  assert.deepEqual([...alice.errors, ...bob.errors, ...carol.errors], []);
});

test("on a phone the header's parts stay apart and the page does not scroll sideways", async () => {
  const { page } = await newPerson(env.browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await page.goto(env.server.url + "/");
  await page.locator("#login-form").waitFor({ state: "visible" });
  const boxes = await page.evaluate(() =>
    ["header .brand", "#me", "#theme-toggle", "#login-form input[name=name]", "#login-form input[name=password]", "#login", "#register"]
      .map((s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return { s, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      })
      .filter((r) => r.right > r.left),
  );
  for (const a of boxes) {
    assert.ok(a.right <= 360 + 0.5, `${a.s} ends at ${a.right}, past the screen`);
    for (const b of boxes) {
      if (a === b) continue;
      const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      assert.ok(!overlap, `${a.s} and ${b.s} overlap`);
    }
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), "no sideways scroll");
});
