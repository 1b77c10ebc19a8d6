// The opening explorer in the browser: a library made with `pearls db import` and served
// with `pearls serve --library`; a visitor explores an opening move by move, from the
// table and from the board, sees its name and the example games, and goes back.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PEARLS_BIN, startServer, launchBrowser, newPerson } from "./harness.js";

/// An SGF game of renju with its moves in SGF's letters (`hh` is h8).
function sgf(black, white, result, moves) {
  let s = `(;GM[4]FF[4]SZ[15]RU[renju]PB[${black}]PW[${white}]RE[${result}]`;
  moves.split(" ").forEach((m, i) => (s += `;${i % 2 === 0 ? "B" : "W"}[${m}]`));
  return s + ")";
}

const env = { dir: undefined, server: undefined, browser: undefined };

before(async () => {
  env.dir = mkdtempSync(join(tmpdir(), "pearls-explorer-"));
  const games = join(env.dir, "games");
  mkdirSync(games);
  // h8 h9 then j10 (Sosei) twice, once as its mirror image f10, and i9 (Kagetsu) once.
  writeFileSync(join(games, "1.sgf"), sgf("Ann", "Bob", "B+", "hh hg jf if kd"));
  writeFileSync(join(games, "2.sgf"), sgf("Cid", "Dan", "W+", "hh hg ff gf"));
  writeFileSync(join(games, "3.sgf"), sgf("Eve", "Fay", "0", "hh hg ig gi"));
  const lib = join(env.dir, "games.db");
  const made = spawnSync(PEARLS_BIN, ["db", "--db", lib, "import", games], { encoding: "utf8" });
  assert.equal(made.status, 0, made.stderr);
  env.server = await startServer({ args: ["--library", lib] });
  env.browser = await launchBrowser();
});

after(async () => {
  await env.browser?.close();
  await env.server?.stop();
  if (env.dir) rmSync(env.dir, { recursive: true, force: true });
});

async function rows(page) {
  return page.locator("#explorer-moves tbody tr").evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((td) => td.textContent)),
  );
}

test("explore an opening: next moves, results, its name, examples, and back", async () => {
  const { page, errors } = await newPerson(env.browser);
  // The header leads there from any page.
  await page.goto(env.server.url + "/");
  await page.locator("#explorer-link").click();
  await page.waitForURL(/\/explorer$/);
  await page.locator("#explorer-moves tbody tr").first().waitFor();
  assert.deepEqual(await rows(page), [["h8", "3", "33%", "33%", "33%", ""]]);
  assert.match(await page.locator("#explorer-count").textContent(), /^3 games/);

  // Deeper from the table, then from the board.
  await page.locator('#explorer-moves tr[data-move="h8"] a').click();
  await page.locator("#explorer-line span").filter({ hasText: /^h8$/ }).waitFor();
  // The line shows at once; the table fills when the explorer's answer comes.
  await page.locator("#explorer-moves tbody tr").first().waitFor();
  // After h8 alone, h9 and its three turns are one move, named by one of them.
  const [second] = (await rows(page)).map((r) => r[0]);
  assert.ok(["h9", "h7", "g8", "i8"].includes(second), second);
  assert.deepEqual((await rows(page))[0].slice(1), ["3", "33%", "33%", "33%", ""]);
  await page.locator(`#explorer-board [data-point="h9"]`).click();
  await page.locator("#explorer-opening").waitFor({ state: "attached" });
  await page.waitForFunction(() => document.querySelectorAll("#explorer-moves tbody tr").length === 2);
  assert.equal(new URL(page.url()).search, "?rule=renju&moves=h8h9");
  // j10 and its mirror image f10 are one move, played twice, and i9 and g9 are one too:
  // h8 h9 is symmetric, so either names each. Each third move names its opening.
  const next = await rows(page);
  assert.deepEqual(next.map((r) => r.slice(1)), [
    ["2", "50%", "50%", "0%", "Sosei"],
    ["1", "0%", "0%", "100%", "Kagetsu"],
  ]);
  const [sosei, kagetsu] = next.map((r) => r[0]);
  assert.ok(["j10", "f10"].includes(sosei), sosei);
  assert.ok(["i9", "g9"].includes(kagetsu), kagetsu);
  assert.equal(await page.locator("#explorer-opening").isVisible(), false);

  await page.locator(`#explorer-moves tr[data-move="${sosei}"] a`).click();
  await page.locator("#explorer-opening").waitFor();
  assert.equal(await page.locator("#explorer-opening b").textContent(), "Sosei (疎星)");
  assert.equal(await page.locator("#explorer-line span").textContent(), `h8 h9 ${sosei}`);
  // The two games of the line, with their players and results.
  const examples = await page.locator("#explorer-examples li").allTextContents();
  assert.equal(examples.length, 2, examples.join("\n"));
  assert.ok(examples.some((e) => e.startsWith("Ann – Bob 1–0")), examples.join("\n"));
  assert.ok(examples.some((e) => e.startsWith("Cid – Dan 0–1")), examples.join("\n"));
  assert.equal(await page.locator("#explorer-board [data-stone]").count(), 3);

  // Back, as the page's button and as the browser's.
  await page.locator("#explorer-back").click();
  await page.locator(`#explorer-moves tr[data-move="${kagetsu}"]`).waitFor();
  assert.equal(await page.locator("#explorer-board [data-stone]").count(), 2);
  await page.goBack();
  await page.locator("#explorer-opening").waitFor();
  assert.equal(await page.locator("#explorer-board [data-stone]").count(), 3);
  assert.deepEqual(errors, []);
});
