// A whole renju game against the engine in the browser, opening decisions included:
// RIF 1995 with the person as white, who swaps after the 3rd stone, then as black offers
// two 5th moves for the engine to choose from, and plays on to the end; and one where white
// keeps colours and chooses between the engine's offers.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPerson, createGame, waitPly, ply, clickPoint, stones, moves,
  status,
} from "./harness.js";

const SIZE = 15;
const DIRS = [[1, 0], [0, 1], [1, 1], [1, -1]];

const parse = (name) => ({ col: name.charCodeAt(0) - 97, row: parseInt(name.slice(1), 10) - 1 });
const nameOf = (col, row) => String.fromCharCode(97 + col) + (row + 1);
const inside = (col, row) => col >= 0 && row >= 0 && col < SIZE && row < SIZE;

// The value of one window of five points, by the stones already in it: the window is
// worth something only to a side that has all its stones (a window with both colours can
// never become a five). Own windows weigh more than the other side's, so that making five
// comes before stopping one, and stopping a four before building a three.
const MINE = [7, 35, 800, 15000, 800000];
const THEIRS = [7, 15, 400, 1800, 100000];

// The test's own player: the sum over the windows of five through each empty point, the
// classic evaluation; enough to finish a game against the engine at its weakest. It never
// plays a point the page marks as forbidden.
function pickMove(board, me, forbidden) {
  let best = null;
  let bestScore = -1;
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const p = nameOf(col, row);
      if (board[p] || forbidden.has(p)) continue;
      let score = 0;
      for (const [dc, dr] of DIRS) {
        for (let start = -4; start <= 0; start++) {
          let mine = 0;
          let theirs = 0;
          let fits = true;
          for (let k = start; k < start + 5; k++) {
            const c = col + dc * k;
            const r = row + dr * k;
            if (!inside(c, r)) {
              fits = false;
              break;
            }
            const stone = board[nameOf(c, r)];
            if (stone === me) mine++;
            else if (stone) theirs++;
          }
          if (!fits || (mine > 0 && theirs > 0)) continue;
          score += theirs > 0 ? THEIRS[theirs] : MINE[mine];
        }
      }
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

// Plays `color` with the test's player until the game is over, then checks that it ended
// with a five on the board (or a full one) and that the move list matches the stones; returns the list.
async function playToTheEnd(t, page, color, openingLength) {
  for (let turn = 0; turn <= (SIZE * SIZE) / 2; turn++) {
    await waitMyTurnOrEnd(page);
    if ((await page.locator("body").getAttribute("data-status")) === "over") break;
    const board = await stones(page);
    const forbidden = new Set(
      await page.locator("#board-wrap [data-forbidden]").evaluateAll((els) => els.map((e) => e.dataset.forbidden)),
    );
    const move = pickMove(board, color, forbidden);
    const before = await ply(page);
    if (!move) {
      // Boxed in by forbidden points on a nearly full board: the page offers a pass.
      assert.equal(color, "black", "only black is ever left without a point");
      await page.locator("#decision #do-pass").click();
      await waitPly(page, before + 1);
      assert.equal((await moves(page))[before], "pass");
      continue;
    }
    await clickPoint(page, move);
    await waitPly(page, before + 1);
    assert.equal((await stones(page))[move], color);
  }
  await page.locator('body[data-status="over"]').waitFor({ state: "attached" });
  const final = await status(page);
  // Mostly someone makes five; now and then the two weak players fill the board.
  // Under renju white also wins with six or more in a row, which the engine now and then
  // makes; black's overline is forbidden, so it never wins so.
  const won = /^Game over: (black|white) wins by (five|overline)\./.exec(final);
  const board = await stones(page);
  if (won) {
    assert.ok(hasFive(board, won[1]), `${won[1]} has five or more in a row on the board`);
    if (won[2] === "overline") assert.equal(won[1], "white", final);
  }
  else if (final.startsWith("Game over: draw: two passes in a row.")) assert.ok(Object.keys(board).length < SIZE * SIZE, final);
  else assert.ok(final.startsWith("Game over: draw: the board is full.") && Object.keys(board).length === SIZE * SIZE, final);
  const list = await moves(page);
  assert.equal(list.length, await ply(page));
  assert.ok(list.length > openingLength, "the game went on past the opening");
  t.diagnostic(`${final} after ${list.length} actions: ${list.join(" ")}`);
  // Every stone on the board is a move of the list (the 5th through its choice).
  const placed = list.map((a) => a.replace(/^choose:/, "")).filter((a) => /^[a-o]\d+$/.test(a));
  assert.deepEqual(Object.keys(board).sort(), [...placed].sort());
  return list;
}

// Moves 1 to 3 of RIF 1995 with the person as white; leaves white's swap decision open.
async function playFirstThree(page) {
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
  assert.equal(await page.locator("#decision #do-swap").isVisible(), true);
}

const env = serverAndBrowser();

test("a RIF 1995 renju game against the engine, swap and 5th offers included, played to its end", async (t) => {
  const me = await newPerson(env.browser);
  const page = me.page;
  await createGame(page, env.server.url, {
    opponent: "engine", rule: "renju", opening: "rif-1995", side: "second", strength: 0, minutes: 5, increment: 0,
  });
  assert.match(await page.locator("#player-top .name").textContent(), /engine \(Beginner\)/);
  await playFirstThree(page);
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

  const list = await playToTheEnd(t, page, "black", 8);
  assert.deepEqual(list.slice(0, 8), opening.slice(0, 8));
  assert.equal(await page.locator("#decision").textContent(), "");
  assert.equal(await page.locator("#resign").isVisible(), false);
  assert.deepEqual(me.errors, []);
});

test("a RIF 1995 renju game against the engine where white keeps colours and chooses a 5th move, played to its end", async (t) => {
  const me = await newPerson(env.browser);
  const page = me.page;
  await createGame(page, env.server.url, {
    opponent: "engine", rule: "renju", opening: "rif-1995", side: "second", strength: 0, minutes: 5, increment: 0,
  });
  await playFirstThree(page);
  // Playing the 4th stone declines the swap.
  const three = await stones(page);
  const fourth = ["k7", "f10", "l4", "d4"].find((p) => !three[p]);
  await clickPoint(page, fourth);
  // The engine, black, offers two 5th moves; the board marks them for white to pick.
  await waitPly(page, 5);
  await waitMyTurnOrEnd(page);
  assert.match(await status(page), /^Your turn: white to choose one of [a-o]\d+ [a-o]\d+\./);
  assert.equal(await page.locator("#player-bottom").getAttribute("class"), "player white running");
  const offers = await page.locator("#board-wrap [data-mark].offer").evaluateAll((els) => els.map((e) => e.dataset.mark));
  assert.equal(offers.length, 2);
  const list5 = await moves(page);
  assert.deepEqual(list5.slice(0, 5), ["h8", "i9", list5[2], fourth, `offer:${offers.join("/")}`]);
  // A click elsewhere picks nothing; a click on an offer chooses it.
  const elsewhere = ["a1", "o15", "a15"].find((p) => !offers.includes(p));
  await clickPoint(page, elsewhere);
  assert.equal(await ply(page), 5);
  await clickPoint(page, offers[1]);
  await waitPly(page, 6);
  const board = await stones(page);
  assert.equal(board[offers[1]], "black");
  assert.equal(board[offers[0]], undefined);
  assert.equal(board[elsewhere], undefined);
  assert.equal((await moves(page))[5], `choose:${offers[1]}`);
  assert.equal(await page.locator("#board-wrap [data-mark]").count(), 0);

  // White moves 6th, and the game goes on to a five.
  const list = await playToTheEnd(t, page, "white", 6);
  assert.deepEqual(list.slice(0, 6), [...list5.slice(0, 5), `choose:${offers[1]}`]);
  assert.deepEqual(me.errors, []);
});
