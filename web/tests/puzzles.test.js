// The puzzle trainer and a problems competition in the browser: an account solves a
// puzzle move by move against the server's replies and sees its rating rise, fails the
// next and sees it fall, and finds its grade on its profile; an organiser publishes a
// competition, an entrant answers it, and once the server's clock passes the deadline
// (moved on through `pearls serve --test-clock-file`) the ranking is shown.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, launchBrowser, newPerson } from "./harness.js";

const here = dirname(fileURLToPath(import.meta.url));
// The hand-made puzzles the server is started with, whose main lines the tests play.
const PUZZLE_FILE = resolve(here, "../../crates/server/tests/data/puzzles.jsonl");
const PUZZLES = Object.fromEntries(
  readFileSync(PUZZLE_FILE, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .map((p) => [p.id, p]),
);

const clockDir = mkdtempSync(join(tmpdir(), "pearls-clock-"));
const clockFile = join(clockDir, "offset-ms");
const env = { server: undefined, browser: undefined };
before(async () => {
  writeFileSync(clockFile, "0");
  env.server = await startServer({ args: ["--test-clock-file", clockFile, "--puzzles", PUZZLE_FILE] });
  env.browser = await launchBrowser();
});
after(async () => {
  await env.browser?.close();
  await env.server?.stop();
  rmSync(clockDir, { recursive: true, force: true });
});

async function register(page, name) {
  await page.goto(env.server.url + "/");
  await page.locator("#login-form").waitFor({ state: "visible" });
  await page.locator('#login-form [name="name"]').fill(name);
  await page.locator('#login-form [name="password"]').fill("correct horse battery");
  await Promise.all([page.waitForEvent("load"), page.locator("#register").click()]);
  await page.locator("#logged-in").waitFor({ state: "visible" });
}

async function waitStatus(page, kind) {
  await page.locator(`#puzzle-status[data-kind="${kind}"]`).waitFor();
}

test("an account solves a puzzle and its rating rises, fails the next and it falls", async () => {
  const { page, errors } = await newPerson(env.browser);
  await register(page, "solver");
  await page.goto(env.server.url + "/puzzles?rule=renju");
  await page.locator("#puzzles[data-puzzle]").waitFor({ state: "attached" });
  await waitStatus(page, "turn");
  assert.match(await page.locator("#puzzle-me").textContent(), /Puzzle rating 1500\?/);
  const id = await page.locator("#puzzles").getAttribute("data-puzzle");
  const line = PUZZLES[id].solution;
  assert.match(await page.locator("#puzzle-prompt").textContent(), /to move and win/);

  for (let i = 0; i < line.length; i += 2) {
    await page.locator(`#board-wrap [data-point="${line[i]}"]`).click();
    if (i + 1 < line.length) {
      // The server's reply is on the board before the next move.
      await page.locator(`#board-wrap [data-stone="${line[i + 1]}"]`).waitFor();
      await waitStatus(page, "turn");
    }
  }
  await waitStatus(page, "solved");
  const up = (await page.locator("#puzzle-change").textContent()).match(/Rating (\d+) → (\d+) \(\+(\d+)\)/);
  assert.ok(up, await page.locator("#puzzle-change").textContent());
  assert.equal(up[1], "1500");
  assert.ok(Number(up[2]) > 1500);
  await page.locator(`#puzzle-me[data-rating="${up[2]}"]`).waitFor();

  // The next puzzle is another; a move that does not win ends the attempt.
  await page.locator("#puzzle-next").click();
  await page.locator(`#puzzles[data-puzzle]:not([data-puzzle="${id}"])`).waitFor({ state: "attached" });
  await waitStatus(page, "turn");
  await page.locator('#board-wrap [data-point="a15"]').click();
  await waitStatus(page, "wrong");
  await page.locator('#board-wrap [data-mark="a15"]').waitFor();
  const down = (await page.locator("#puzzle-change").textContent()).match(/Rating (\d+) → (\d+) \(-(\d+)\)/);
  assert.ok(down, await page.locator("#puzzle-change").textContent());
  assert.equal(down[1], up[2]);
  assert.ok(Number(down[2]) < Number(up[2]));

  // Retry puts the position back; a hint marks the winning move.
  await page.locator("#puzzle-retry").click();
  await waitStatus(page, "turn");
  assert.equal(await page.locator('#board-wrap [data-stone="a15"]').count(), 0);
  await page.locator("#puzzle-hint").click();
  await waitStatus(page, "hint");
  assert.equal(await page.locator("#board-wrap [data-mark]").count(), 1);

  // The profile shows the grade, provisional after two attempts.
  await page.goto(env.server.url + "/@/solver");
  const grade = page.locator("#profile-puzzle");
  await grade.waitFor();
  assert.match(await grade.textContent(), /^Puzzles: \d+ (kyu|dan) \(provisional\), rating \d+\?, 2 rated\.$/);
  assert.deepEqual(errors, []);
});

test("a theme chooses the puzzles, and a streak goes on until the first miss", async () => {
  const { page, errors } = await newPerson(env.browser);
  await register(page, "streaker");
  await page.goto(env.server.url + "/puzzles?rule=freestyle");
  await waitStatus(page, "turn");
  await page.locator("#puzzle-theme").selectOption("four-three");
  await page.locator('#puzzles[data-puzzle="fs-43-1"]').waitFor({ state: "attached" });
  await page.locator("#puzzle-theme").selectOption("");
  await page.locator("#puzzle-streak").check();
  await page.locator("#puzzle-streak-count").filter({ hasText: "Streak: 0" }).waitFor();
  await waitStatus(page, "turn");
  const first = await page.locator("#puzzles").getAttribute("data-puzzle");
  const line = PUZZLES[first].solution;
  for (let i = 0; i < line.length; i += 2) {
    await page.locator(`#board-wrap [data-point="${line[i]}"]`).click();
    if (i + 1 < line.length) {
      // The next move counts only once the board takes moves again.
      await page.locator(`#board-wrap [data-stone="${line[i + 1]}"]`).waitFor();
      await waitStatus(page, "turn");
    }
  }
  await page.locator("#puzzle-streak-count").filter({ hasText: "Streak: 1" }).waitFor();
  // The next puzzle comes by itself; a miss ends the streak.
  await page.locator(`#puzzles[data-puzzle]:not([data-puzzle="${first}"])`).waitFor({ state: "attached" });
  await waitStatus(page, "turn");
  await page.locator('#board-wrap [data-point="a15"]').click();
  await page.locator("#puzzle-streak-count").filter({ hasText: "Streak over at 1." }).waitFor();
  assert.deepEqual(errors, []);
});

test("of two puzzles asked for in a row only the last is shown, and no move is taken before it", async () => {
  const { page, errors } = await newPerson(env.browser);
  await page.goto(env.server.url + "/puzzles?rule=freestyle");
  await waitStatus(page, "turn");
  // The renju puzzle's answer is held back until the free-style one asked after it is in.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route("**/api/puzzles/next?*", async (route) => {
    if (route.request().url().includes("rule=renju")) {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    } else {
      await route.continue();
    }
  });
  await page.locator("#puzzle-rule").selectOption("renju");
  // While a puzzle loads the board takes nothing.
  assert.equal(await page.locator("#puzzle-status").getAttribute("data-kind"), "busy");
  await page.locator('#board-wrap [data-point="a1"]').click();
  assert.equal(await page.locator("#board-wrap").getAttribute("data-moves"), "0");
  await page.locator("#puzzle-rule").selectOption("freestyle");
  await waitStatus(page, "turn");
  const shown = await page.locator("#puzzles").getAttribute("data-puzzle");
  assert.match(shown, /^fs-/);
  const late = page.waitForResponse((r) => r.url().includes("rule=renju"));
  release();
  await (await late).finished();
  // Nothing in the page says an answer was dropped: give it time to be drawn, were it.
  await page.waitForTimeout(300);
  assert.equal(await page.locator("#puzzles").getAttribute("data-puzzle"), shown);
  assert.equal(await page.locator("#puzzle-status").getAttribute("data-kind"), "turn");
  assert.equal(await page.locator('#board-wrap [data-stone="a1"]').count(), 0);
  assert.deepEqual(errors, []);
});

test("an answer that comes after Retry is not drawn on the fresh board", async () => {
  const { page, errors } = await newPerson(env.browser);
  await page.goto(env.server.url + "/puzzles?rule=freestyle");
  await waitStatus(page, "turn");
  await page.locator("#puzzle-theme").selectOption("four-three");
  await page.locator('#puzzles[data-puzzle="fs-43-1"]').waitFor({ state: "attached" });
  await waitStatus(page, "turn");
  let release;
  const held = new Promise((r) => (release = r));
  await page.route("**/api/puzzles/*/solve", async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const [first, reply] = PUZZLES["fs-43-1"].solution;
  await page.locator(`#board-wrap [data-point="${first}"]`).click();
  await page.locator('#board-wrap[data-moves="1"]').waitFor({ state: "attached" });
  await page.locator("#puzzle-retry").click();
  await page.locator('#board-wrap[data-moves="0"]').waitFor({ state: "attached" });
  const late = page.waitForResponse((r) => r.url().endsWith("/solve"));
  release();
  await (await late).finished();
  await page.waitForTimeout(300);
  assert.equal(await page.locator("#board-wrap").getAttribute("data-moves"), "0");
  assert.equal(await page.locator(`#board-wrap [data-stone="${reply}"]`).count(), 0);
  assert.equal(await page.locator("#puzzle-status").getAttribute("data-kind"), "turn");
  // The fresh board takes the move again.
  await page.locator(`#board-wrap [data-point="${first}"]`).click();
  await page.locator(`#board-wrap [data-stone="${reply}"]`).waitFor();
  assert.deepEqual(errors, []);
});

test("an entrant answers a competition, and the ranking shows after the deadline", async () => {
  const org = await newPerson(env.browser);
  const ent = await newPerson(env.browser);
  await register(org.page, "setter");
  await register(ent.page, "entrant");

  const page = org.page;
  await page.goto(env.server.url + "/competitions");
  await page.locator("#competition-form").waitFor();
  await page.locator('#competition-form [name="title"]').fill("Winter problems");
  await page.locator('#competition-form [name="problems"]').fill("rj-43-1\nfs-43-2");
  await page.locator('#competition-form [name="minutes"]').fill("60");
  await page.locator('#competition-form [name="grade"]').fill("1 dan");
  await Promise.all([
    page.waitForURL(/\/competitions\/[0-9a-f]+$/),
    page.locator('#competition-form [type="submit"]').click(),
  ]);
  await page.locator('#competition[data-status="open"]').waitFor({ state: "attached" });
  const url = page.url();

  const p = ent.page;
  await p.goto(url);
  await p.locator('#competition[data-status="open"]').waitFor({ state: "attached" });
  for (const [i, id] of [[0, "rj-43-1"], [1, "fs-43-2"]]) {
    for (const m of PUZZLES[id].solution) {
      await p.locator(`#problem-${i} [data-point="${m}"]`).click();
    }
    assert.equal(await p.locator(`#problem-${i} .problem-line`).textContent(), `Your answer: ${PUZZLES[id].solution.join(" ")}`);
  }
  await p.locator("#competition-submit").click();
  await p.locator("#competition-receipt").filter({ hasText: "Submitted: 2 answers" }).waitFor();
  assert.equal(await p.locator("#competition-results-box").isVisible(), false);

  // The deadline passes on the server's clock.
  writeFileSync(clockFile, String(61 * 60 * 1000));
  await p.reload();
  await p.locator('#competition[data-status="closed"]').waitFor({ state: "attached" });
  const row = p.locator('#competition-results tr[data-entrant="entrant"]');
  await row.waitFor();
  const cells = await row.locator("td").allTextContents();
  assert.deepEqual(cells, ["1", "entrant", "20", "10 + 10", "1 dan"]);
  assert.match(await p.locator("#problem-0 .problem-line").textContent(), /^Solution: /);
  // The grade is on the entrant's profile, beside the puzzle rating's.
  await p.goto(env.server.url + "/@/entrant");
  await p.locator('#profile-awarded li[data-grade="1 dan"]').filter({ hasText: "Winter problems" }).waitFor();
  assert.deepEqual([...org.errors, ...ent.errors], []);

  await page.goto(env.server.url + "/competitions");
  await page.locator('#competitions-list tr[data-status="closed"]').waitFor();
});
