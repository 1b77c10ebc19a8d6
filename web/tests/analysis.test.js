// The analysis board and game review in the browser: the engine's lines streamed with a
// proven win; a tree of variations built, commented, saved as a study, exported as a
// RenLib library and imported again as the same tree; and a finished game reviewed, with
// its chart.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, createGame, waitPly, clickPoint } from "./harness.js";

const env = serverAndBrowser();

test("the engine's lines stream on the analysis board and prove a win", async () => {
  const { page, errors } = await newPerson(env.browser);
  // Black has an open three on row 8 and is to move.
  await page.goto(env.server.url + "/analysis/freestyle/h8,a1,i8,a2,j8,a15");
  await page.locator('#board-wrap [data-stone="j8"]').waitFor();
  assert.equal(await page.locator("#position-status").textContent(), "Black to move.");
  await page.locator("#engine-toggle").click();
  const win = page.locator('#engine-lines li[data-outcome="win"]').first();
  await win.waitFor();
  assert.match(await win.textContent(), /^Black wins: five in \d moves [a-o]\d+/);
  await page.locator('body[data-engine="done"]').waitFor({ state: "attached" });
  assert.match(await page.locator("#engine-status").textContent(), /^Depth \d+, [\d,]+ nodes in /);

  // A click on the board plays on; the link follows the position.
  await clickPoint(page, "k8");
  await page.waitForURL(/\/analysis\/freestyle\/h8,a1,i8,a2,j8,a15,k8$/);
  const lost = page.locator('#engine-lines li[data-outcome="loss"]').first();
  await lost.waitFor();
  assert.match(await lost.textContent(), /^Black wins: five in 1 move [a-o]\d+/);

  // Renju: black's forbidden points show, white to move.
  await page.goto(env.server.url + "/analysis/renju/h8,a1,h10,a2,g8,a3,j10,a4,h9");
  await page.locator('#board-wrap [data-forbidden="i10"]').waitFor();
  assert.equal(await page.locator("#position-status").textContent(), "White to move.");
  assert.deepEqual(errors, []);
});

test("a variation tree is commented, saved, exported as .lib and imported as the same tree", async () => {
  const { page, errors } = await newPerson(env.browser);
  await page.goto(env.server.url + "/analysis");
  await page.locator('#rule option[value="renju"]').waitFor({ state: "attached" });
  for (const p of ["h8", "i9", "j10"]) await clickPoint(page, p);
  await page.locator('#tree .tree-move[data-move="j10"]').waitFor();
  // Back one move with the keyboard, and a variation at the third stone.
  await page.keyboard.press("ArrowLeft");
  await page.locator('#tree .tree-move.current[data-move="i9"]').waitFor();
  await clickPoint(page, "i8");
  await page.locator("#node-comment").fill("a variation worth a look");
  await page.locator("#node-title").fill("the quiet move");
  await page.locator("#mark").click();
  // A board text on the variation's position.
  await page.locator('input[name="tool"][value="text"]').check();
  page.once("dialog", (d) => d.accept("A"));
  await clickPoint(page, "k10");
  await page.locator('#board-wrap [data-label="k10"]').waitFor();
  // Black stones placed freely: a pass goes in between.
  await page.locator('input[name="tool"][value="black"]').check();
  await page.locator("#tree .tree-move.current").waitFor();
  await clickPoint(page, "g7");
  await page.locator('#tree .tree-move[data-move="pass"]').waitFor();
  assert.equal(await page.evaluate(() => document.body.dataset.analysisMoves), "h8 i9 i8 pass g7");

  const tree = await page.locator("#tree").textContent();
  assert.equal(tree, "1. h8 2. i9 3. j10 3. i8 * 4. pass 5. g7 ");

  await page.locator("#study-title").fill("A study of i8");
  await page.locator("#study-save").click();
  await page.locator("#study-links").waitFor({ state: "visible" });
  await page.waitForURL(/\/study\/[0-9a-f]+$/);
  const libUrl = await page.locator("#export-lib").getAttribute("href");
  const lib = await page.request.get(env.server.url + libUrl);
  assert.equal(lib.status(), 200);
  const bytes = await lib.body();
  assert.equal(bytes.subarray(0, 8).toString("latin1"), "\xFFRenLib\xFF");

  // It is listed among one's own, and its link opens it again.
  await page.locator("#study-lists summary").click();
  assert.equal(await page.locator("#my-studies a").textContent(), "A study of i8 (renju, " + (await page.locator("#me").textContent()) + ")");
  const studyUrl = page.url();
  assert.equal(await page.locator("#my-studies a").getAttribute("href"), new URL(studyUrl).pathname);
  await page.goto(studyUrl);
  await page.locator('#tree .tree-move[data-move="g7"]').waitFor();
  assert.equal(await page.locator("#analysis-title").textContent(), "A study of i8");

  // A fresh board imports the library and finds the same tree, texts included.
  await page.goto(env.server.url + "/analysis");
  await page.locator('#rule option[value="renju"]').waitFor({ state: "attached" });
  await page.locator("#import-file").setInputFiles({ name: "study.lib", mimeType: "application/octet-stream", buffer: bytes });
  await page.locator("#import").click();
  await page.locator('#tree .tree-move[data-move="g7"]').waitFor();
  assert.equal(await page.locator("#tree").textContent(), tree);
  assert.match(await page.locator("#import-note").textContent(), /read as renlib/);
  await page.locator('#tree .tree-move[data-move="i8"]').click();
  assert.equal(await page.locator("#node-comment").inputValue(), "a variation worth a look");
  assert.equal(await page.locator("#node-title").inputValue(), "the quiet move");
  assert.equal(await page.locator("#mark").textContent(), "Unmark");
  assert.equal(await page.locator('#board-wrap [data-label="k10"]').textContent(), "A");

  // The variation made the main line, and deleted.
  await page.locator("#promote").click();
  assert.equal(await page.locator("#tree").textContent(), "1. h8 2. i9 3. i8 * 3. j10 4. pass 5. g7 ");
  await page.locator("#delete").click();
  assert.equal(await page.locator("#tree").textContent(), "1. h8 2. i9 3. j10 ");
  assert.deepEqual(errors, []);
});

test("a finished game is reviewed, with its chart under the board", async () => {
  const { page, errors } = await newPerson(env.browser);
  await createGame(page, env.server.url, { opponent: "engine", rule: "freestyle", strength: 0, side: "first", minutes: 10, increment: 0 });
  // No engine help while the game is on.
  assert.equal(await page.locator("#review").isVisible(), false);
  await clickPoint(page, "h8");
  await waitPly(page, 2);
  const before = await page.locator("#moves li").evaluateAll((els) => els.map((e) => e.dataset.action));
  page.once("dialog", (d) => d.accept());
  await page.locator("#resign").click();
  await page.locator('body[data-status="over"]').waitFor({ state: "attached" });

  const link = await page.locator("#analysis-link").getAttribute("href");
  assert.equal(link, `/analysis/freestyle/${before.join(",")}`);
  await page.locator("#review-start").click();
  await page.locator('#review[data-review="done"]').waitFor({ state: "attached", timeout: 30000 });
  assert.match(await page.locator("#review-status").textContent(), /winning chance after each stone/);
  // One point a position: the start and each of the two stones.
  assert.equal(await page.locator("#review-chart svg circle").count(), 3);
  await page.locator("#review-chart svg path.review-line").waitFor({ state: "attached" });

  // The review stays: the page opened again shows it without asking.
  await page.reload();
  await page.locator('#review[data-review="done"]').waitFor({ state: "attached" });
  assert.equal(await page.locator("#review-start").isVisible(), false);
  assert.deepEqual(errors, []);
});

test("a pasted record of many games opens as a list, one of which opens on the board", async () => {
  const { page, errors } = await newPerson(env.browser);
  await page.goto(env.server.url + "/analysis");
  await page.locator('#rule option[value="renju"]').waitFor({ state: "attached" });
  await page.locator("#import-text").fill("h8 i9 j10\nh8 i9 h10 g11\n");
  await page.locator("#import").click();
  await page.locator("#import-list li").nth(1).waitFor();
  assert.match(await page.locator("#import-note").textContent(), /^2 games read as moves/);
  await page.locator("#import-list li button").nth(1).click();
  await page.locator('#tree .tree-move[data-move="g11"]').waitFor();
  assert.equal(await page.evaluate(() => document.body.dataset.analysisMoves), "h8 i9 h10 g11");
  assert.equal(await page.locator('#board-wrap [data-stone="g11"]').getAttribute("class"), "stone white");

  // One game opens at once; a malformed one says where the reader stopped.
  await page.locator("#import-text").fill("(;GM[4]FF[4]SZ[15];B[hh];W[ig])");
  await page.locator("#import").click();
  await page.waitForFunction(() => document.body.dataset.analysisMoves === "h8 i9");
  assert.equal(await page.locator("#import-list li").count(), 0);
  await page.locator("#import-text").fill("h8 i9 h8\n");
  await page.locator("#import").click();
  await page.locator("#error").filter({ hasText: /\nmoves line 1/ }).waitFor();
  assert.deepEqual(errors, []);
});
