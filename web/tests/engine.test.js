// A whole renju game against the engine in the browser, opening decisions included:
// RIF 1995 with the person as white, who swaps after the 3rd stone, then as black offers
// two 5th moves for the engine to choose from, and plays on until someone has five.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  startServer, launchBrowser, newPerson, createGame, waitPly, ply, clickPoint, stones, moves,
  status,
} from "./harness.js";

const SIZE = 15;
const DIRS = [[1, 0], [0, 1], [1, 1], [1, -1]];

const parse = (name) => ({ col: name.charCodeAt(0) - 97, row: parseInt(name.slice(1), 10) - 1 });
const nameOf = (col, row) => String.fromCharCode(97 + col) + (row + 1);
const inside = (col, row) => col >= 0 && row >= 0 && col < SIZE && row < SIZE;

// How good a stone of `color` at (col, row) would be for `color`, line by line: the run
// it would make and how many of the run's ends stay open.
function lineValue(board, col, row, color) {
  let total = 0;
  for (const [dc, dr] of DIRS) {
    let run = 1;
    let open = 0;
    for (const s of [1, -1]) {
      let c = col + dc * s;
      let r = row + dr * s;
      while (inside(c, r) && board[nameOf(c, r)] === color) {
        run++;
        c += dc * s;
        r += dr * s;
      }
      if (inside(c, r) && !board[nameOf(c, r)]) open++;
    }
    if (run >= 5) total += 1e7;
    else if (run === 4) total += open === 2 ? 1e5 : open === 1 ? 1e4 : 0;
    else if (run === 3) total += open === 2 ? 5e3 : open === 1 ? 300 : 0;
    else if (run === 2) total += open === 2 ? 100 : open === 1 ? 10 : 0;
    else total += open;
  }
  return total;
}

// The test's own player: a greedy one, enough to finish a game against the engine at its
// weakest. It makes five when it can, blocks the other side's five or open four before
// building its own, and never plays a point the page marks as forbidden.
function pickMove(board, me, forbidden) {
  const other = me === "black" ? "white" : "black";
  let best = null;
  let bestScore = -1;
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const p = nameOf(col, row);
      if (board[p] || forbidden.has(p)) continue;
      let near = false;
      for (let dc = -2; dc <= 2 && !near; dc++) {
        for (let dr = -2; dr <= 2 && !near; dr++) near = Boolean(board[nameOf(col + dc, row + dr)]);
      }
      if (!near) continue;
      const score = lineValue(board, col, row, me) * 1.1 + lineValue(board, col, row, other);
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
  }
  return best;
}

// Whether `color` has five (or more) in a row on `board`.
function hasFive(board, color) {
  for (const [p, c] of Object.entries(board)) {
    if (c !== color) continue;
    const { col, row } = parse(p);
    for (const [dc, dr] of DIRS) {
      let k = 1;
      while (board[nameOf(col + dc * k, row + dr * k)] === color) k++;
      if (k >= 5) return true;
    }
  }
  return false;
}

async function waitMyTurnOrEnd(page) {
  await page.waitForFunction(
    () => document.body.dataset.status === "over" || document.querySelector("#status").textContent.startsWith("Your turn"),
    null,
    { timeout: 20000 },
  );
}

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test("a RIF 1995 renju game against the engine, swap and 5th offers included, played to a five", async (t) => {
  const me = await newPerson(browser);
  const page = me.page;
  await createGame(page, server.url, {
    opponent: "engine", rule: "renju", opening: "rif-1995", side: "second", strength: 0, minutes: 5, increment: 0,
  });
  assert.match(await page.locator("#player-top .name").textContent(), /engine \(0\)/);

  // 1: the engine, black, on the centre; 2: white, next to it.
  await waitPly(page, 1);
  assert.deepEqual(await stones(page), { h8: "black" });
  assert.match(await status(page), /^Your turn: white to move .*Opening: rif-1995\.$/);
  await clickPoint(page, "i9");
  // 3: the engine's black stone inside the central 5x5; then white may swap.
  await waitPly(page, 3);
  await waitMyTurnOrEnd(page);
  assert.match(await status(page), /^Your turn: white may swap colours, or: white to move/);
  assert.equal(await page.locator("#player-bottom").getAttribute("class"), "player white running");
  await page.locator("#decision #do-swap").click();
  // Now the person holds black: the engine plays the 4th stone as white.
  await waitPly(page, 5);
  await waitMyTurnOrEnd(page);
  assert.match(await page.locator("#player-bottom").getAttribute("class"), /^player black/);
  assert.match(await status(page), /^Your turn: black to offer 2 moves\./);

  // Black offers two 5th moves: pick points, which the board marks, then offer them.
  const offer = page.locator("#decision #do-offer");
  assert.equal(await offer.isDisabled(), true);
  let board = await stones(page);
  const candidates = ["f6", "j4", "l11", "d12", "m3", "c4", "k13", "e10"].filter((p) => !board[p]);
  let offered = null;
  for (let i = 0; i + 1 < candidates.length && !offered; i += 2) {
    const pair = [candidates[i], candidates[i + 1]];
    await clickPoint(page, pair[0]);
    await clickPoint(page, pair[1]);
    assert.equal(await page.locator('#board-wrap [data-mark].selected').count(), 2);
    assert.equal(await offer.isDisabled(), false);
    await offer.click();
    // The rules turn down offers that are the same move by symmetry; then try others.
    await page.waitForFunction(
      () => parseInt(document.body.dataset.ply, 10) >= 6 || document.querySelector("#error").textContent !== "",
    );
    if ((await ply(page)) >= 6) offered = pair;
    else for (const p of pair) await clickPoint(page, p);
  }
  assert.ok(offered, `no pair of 5th moves was accepted: ${await page.locator("#error").textContent()}`);

  // The engine chooses one of them, which becomes black's 5th stone, and plays the 6th.
  await waitPly(page, 8);
  const opening = await moves(page);
  assert.equal(opening[0], "h8");
  assert.equal(opening[1], "i9");
  assert.equal(opening[3], "swap");
  assert.match(opening[5], /^offer:/);
  assert.deepEqual(opening[5].slice("offer:".length).split("/").sort(), [...offered].sort());
  const chosen = /^choose:([a-o]\d+)$/.exec(opening[6]);
  assert.ok(chosen && offered.includes(chosen[1]), `the engine chose one of the offers: ${opening[6]}`);
  board = await stones(page);
  assert.equal(board[chosen[1]], "black");
  assert.equal(board[offered.find((p) => p !== chosen[1])], undefined, "the offer not chosen is not on the board");

  // Free play until the game ends.
  for (let turn = 0; turn < 110; turn++) {
    await waitMyTurnOrEnd(page);
    if ((await page.locator("body").getAttribute("data-status")) === "over") break;
    board = await stones(page);
    const forbidden = new Set(
      await page.locator("#board-wrap [data-forbidden]").evaluateAll((els) => els.map((e) => e.dataset.forbidden)),
    );
    const move = pickMove(board, "black", forbidden);
    assert.ok(move, "the test's player found a move");
    const before = await ply(page);
    await clickPoint(page, move);
    await waitPly(page, before + 1);
  }

  await page.locator('body[data-status="over"]').waitFor({ state: "attached" });
  const final = await status(page);
  const won = /^Game over: (black|white) wins by five\./.exec(final);
  assert.ok(won, `the game ended by a five: ${final}`);
  board = await stones(page);
  assert.ok(hasFive(board, won[1]), `${won[1]} has five on the board`);
  const list = await moves(page);
  assert.equal(list.length, await ply(page));
  t.diagnostic(`${final} after ${list.length} actions: ${list.join(" ")}`);
  assert.deepEqual(list.slice(0, 8), opening.slice(0, 8));
  // Every stone on the board is a move of the list (the 5th through its choice).
  const placed = list.map((a) => a.replace(/^choose:/, "")).filter((a) => /^[a-o]\d+$/.test(a));
  assert.deepEqual(Object.keys(board).sort(), [...placed].sort());
  assert.equal(await page.locator("#decision").textContent(), "");
  assert.equal(await page.locator("#resign").isVisible(), false);
  assert.deepEqual(me.errors, []);
});
