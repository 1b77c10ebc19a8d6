// What the server writes, in the visitor's language: the server sends codes and
// structured fields beside its English prose (an outcome's reason, a pending decision's
// kind, colour and area, a rule's name, an error's code), and a Russian page says them
// in Russian. Every error code the API documents has its text in every catalogue.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { serverAndBrowser, newPerson, createGame, waitPly, clickPoint, status } from "./harness.js";
import { LANGUAGES } from "../i18n/i18n.js";
import { outcomeText, pendingText, errorText, notificationText, ruleName, openingRuleName } from "../ui/server-text.js";
import en from "../i18n/en.js";
import ru from "../i18n/ru.js";

const here = dirname(fileURLToPath(import.meta.url));

/// The codes of docs/server/api.md's "Error codes" table, in its order.
function documentedCodes() {
  const doc = readFileSync(join(here, "../../docs/server/api.md"), "utf8");
  const start = doc.indexOf("\n## Error codes");
  assert.ok(start >= 0, 'docs/server/api.md has an "Error codes" section');
  const section = doc.slice(start + 1).split(/\n## /)[0];
  return [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
}

test("every error code of the API's documentation has a text in every catalogue", async () => {
  const codes = documentedCodes();
  // The table is long; a parse that finds a handful has lost its way.
  assert.ok(codes.length > 40, `read ${codes.length} codes from the table`);
  for (const l of Object.keys(LANGUAGES)) {
    const catalogue = (await import(`../i18n/${l}.js`)).default;
    const missing = codes.filter((c) => !Object.hasOwn(catalogue, `error.${c}`));
    assert.deepEqual(missing, [], `codes without an "error.CODE" text in ${l}.js`);
  }
});

// In node the page's language is English: the texts read back as the server's prose.
test("outcomes and decisions are worded from their fields, with the rule's names of the colours", () => {
  // Pente calls the first player, who holds black on the board, White.
  const pente = ["white", "black"];
  assert.equal(outcomeText({ winner: "black", reason: "captures" }, pente), "white wins by captures");
  assert.equal(outcomeText({ winner: "black", reason: "five" }, ["black", "white"]), "black wins by five");
  assert.equal(
    outcomeText({ winner: "white", reason: "forbidden", foul: "double-four" }, ["black", "white"]),
    "white wins: black made a forbidden double-four",
  );
  assert.equal(outcomeText({ winner: null, reason: "two-passes" }), "draw: two passes in a row");
  const swap = { kind: "swap", decider_color: "white", then: { kind: "move", color: "white", area: "inside", area_size: 7 } };
  assert.equal(pendingText(swap, ["black", "white"]), "white may swap colours, or: white to move inside the central 7×7");
  assert.equal(pendingText({ kind: "move-or-offer", area: "inside", area_size: 9, count: 1 }), "black to move inside the central 9×9, or to offer 1 move");
  assert.equal(pendingText({ kind: "choose", offers: ["j10", "g10"] }), "white to choose one of j10 g10");
  // A kind this client does not know yet shows the server's text.
  assert.equal(pendingText({ kind: "bid", text: "black bids" }), "black bids");
  assert.equal(ruleName("renju+bomb"), "renju+bomb");
  assert.equal(openingRuleName("soosorv-5"), "soosorv-5");
  assert.equal(openingRuleName("swap"), "swap1");
});

test("a refusal keeps the server's message only where it locates the fault", () => {
  assert.equal(errorText("malformed", "psq line 3: no such point"), `${en["error.malformed"]}\npsq line 3: no such point`);
  assert.equal(errorText("not-found", "no such game 0123"), en["error.not-found"]);
  assert.equal(errorText("malformed", ""), en["error.malformed"]);
  // A code newer than this client: the server's words rather than nothing.
  assert.equal(errorText("brand-new", "something new went wrong"), "something new went wrong");
  assert.equal(notificationText({ kind: "turn", name: "ann", text: "your move against ann" }), "your move against ann");
  assert.equal(notificationText({ kind: null, name: null, text: "a text of another kind" }), "a text of another kind");
});

const env = serverAndBrowser();

/// A Russian visitor, who accepts every dialog (a resignation asks first).
async function russian() {
  const person = await newPerson(env.browser, { locale: "ru-RU" });
  person.page.on("dialog", (d) => d.accept());
  return person;
}

/// `text` with a catalogue's {parameters} filled.
function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
}

test("the rule menu names and describes the rules and the opening rules in Russian", async () => {
  const { page, errors } = await russian();
  await page.goto(env.server.url + "/");
  const renju = page.locator('#new-game select[name="rule"] option[value="renju"]');
  await renju.waitFor({ state: "attached" });
  assert.equal(await renju.textContent(), ru["serverText.ruleRenju"]);
  assert.equal(await renju.getAttribute("title"), ru["serverText.ruleRenjuText"]);
  const freestyle = page.locator('#new-game select[name="rule"] option[value="freestyle"]');
  assert.equal(await freestyle.textContent(), ru["serverText.ruleFreestyle"]);
  const names = await page.locator('#new-game select[name="rule"] option').allTextContents();
  for (const english of ["freestyle", "standard", "renju"]) assert.ok(!names.includes(english), `${english} in ${names}`);
  const yamaguchi = page.locator('#opening-select option[value="yamaguchi"]');
  assert.equal(await yamaguchi.textContent(), ru["serverText.openingYamaguchi"]);
  assert.equal(await yamaguchi.getAttribute("title"), ru["openings.yamaguchi"]);
  assert.deepEqual(errors, []);
});

test("a RIF opening's decisions and the game's outcome read in Russian", async () => {
  const { page, errors } = await russian();
  await createGame(page, env.server.url, {
    opponent: "engine", rule: "renju", opening: "rif-1995", side: "second", strength: 0, minutes: 5, increment: 0,
  });
  // 1: the engine's stone on the centre; 2: white's, next to it.
  await waitPly(page, 1);
  const second = fill(ru["serverText.toMoveInWhite"], { area: ru["serverText.areaAroundFirst"] });
  await page.locator("#status").filter({ hasText: second }).waitFor();
  const opening = fill(ru["game.opening"], { opening: ru["serverText.openingRif1995"] });
  assert.ok((await status(page)).includes(opening), await status(page));
  assert.doesNotMatch(await status(page), /to move|next to|Opening/);
  await clickPoint(page, "i9");
  // 3: the engine's stone inside the central 5×5; then white may swap.
  await waitPly(page, 3);
  const fourth = fill(ru["serverText.toMoveWhite"], {});
  const swap = fill(ru["serverText.maySwapWhite"], { then: fourth });
  await page.locator("#status").filter({ hasText: swap }).waitFor();
  assert.doesNotMatch(await status(page), /may swap|white/);

  // White resigns: black wins, and says so in Russian, here and after a reload.
  await page.locator("#resign").click();
  await page.locator('body[data-status="over"]').waitFor({ state: "attached" });
  const over = `${fill(ru["game.over"], { outcome: ru["serverText.winsResignationBlack"] })} ${opening}`;
  assert.equal(await status(page), over);
  await page.reload();
  await page.locator('body[data-status="over"]').waitFor({ state: "attached" });
  assert.equal(await status(page), over);
  assert.doesNotMatch(await status(page), new RegExp(en["serverText.winsResignationBlack"]));
  assert.deepEqual(errors, []);
});

test("a refusal reads in Russian, with the reader's place on a line of its own", async () => {
  const { page, errors } = await russian();
  await page.goto(env.server.url + "/analysis");
  await page.locator("#import-text").waitFor();
  await page.locator("#import-text").fill("h8 i9 h8\n");
  await page.locator("#import").click();
  const error = page.locator("#error");
  await error.filter({ hasText: ru["error.malformed"] }).waitFor();
  const [text, detail] = (await error.textContent()).split("\n");
  assert.equal(text, ru["error.malformed"]);
  // The server's located detail: which line of the record.
  assert.match(detail, /line 1/);
  assert.ok(!(await error.textContent()).includes(en["error.malformed"]));
  // Shown on two lines, not run together.
  assert.equal(await error.evaluate((e) => getComputedStyle(e).whiteSpace), "pre-line");
  assert.deepEqual(errors, []);
});
