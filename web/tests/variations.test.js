// The seeds' variations in the browser: two people play `pente+bomb` to its end, one
// dropping the bomb through its control (the 3x3 shown under the pointer, a confirmation,
// Esc and the button again cancelling), a capture counted beside the capturer and the
// replay of earlier plies; and an `anti-renju+neutral` game made from the form, where the
// engine's answer shows in the form and a neutral stone is played. Then the modules'
// own arithmetic, without a browser.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPerson, waitConnected, waitPly, clickPoint, stones, moves, status } from "./harness.js";
import { bombArea, pieceKinds } from "../ui/pieces.js";
import { fullRule, modifiersFor } from "../ui/variations.js";

const env = serverAndBrowser();

/// Fills the home page's form for a game of `rule` with the variations `modifiers`
/// against `opponent`, the creator first, and submits it.
async function fillForm(page, { opponent, rule, modifiers }) {
  await page.goto(env.server.url + "/");
  await page.locator('#rule-select option[value="renju"]').waitFor({ state: "attached" });
  await page.locator('#new-game select[name="opponent"]').selectOption(opponent);
  await page.locator("#rule-select").selectOption(rule);
  for (const m of modifiers) await page.locator(`#variation-${m}`).check();
  await page.locator('#new-game select[name="side"]').selectOption("first");
  await page.locator('#new-game [name="minutes"]').fill("10");
  await page.locator('#new-game [name="increment"]').fill("0");
}

/// Alice creates a game against a person from the form, Bob joins it through its link.
async function twoPlayers(rule, modifiers) {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await fillForm(alice.page, { opponent: "person", rule, modifiers });
  await Promise.all([alice.page.waitForURL(/\/game\/[0-9a-f]+$/), alice.page.locator('#new-game [type="submit"]').click()]);
  await waitConnected(alice.page);
  await bob.page.goto(alice.page.url());
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  for (const p of [alice.page, bob.page]) await p.locator('body[data-status="live"]').waitFor({ state: "attached" });
  return { alice, bob };
}

/// Clicks `point` on `who`'s board and waits until both pages show the action.
async function play(who, other, point, n) {
  await clickPoint(who.page, point);
  await waitPly(who.page, n);
  await waitPly(other.page, n);
}

const pieces = (page, slot) => page.locator(`${slot} .pieces`);

test("two people play pente+bomb to its end, a capture counted and the bomb dropped through its control", async () => {
  const { alice, bob } = await twoPlayers("pente", ["bomb"]);
  assert.equal(await alice.page.locator("#game-kind").textContent(), "Casual");
  // Each side holds its bomb, shown beside both players.
  for (const page of [alice.page, bob.page]) {
    for (const slot of ["#player-bottom", "#player-top"]) {
      assert.equal(await pieces(page, slot).getAttribute("data-bomb"), "1");
      assert.equal(await pieces(page, slot).textContent(), "1 bomb left");
    }
  }
  // The control is there only on one's own turn to place a stone, after the opening.
  assert.equal(await bob.page.locator("#bomb-mode").isVisible(), false);
  assert.equal(await alice.page.locator("#bomb-mode").isVisible(), false, "no bomb in the opening script");
  assert.equal(await alice.page.locator("#neutral-mode").isVisible(), false, "pente+bomb has no neutral stones");

  // The pente opening (19x19): the first stone on the centre, the first player's second
  // outside the central 5x5. Then j13 brackets Bob's pair j11-j12 against j10.
  await play(alice, bob, "j10", 1);
  await play(bob, alice, "j11", 2);
  await play(alice, bob, "j15", 3);
  assert.equal(await bob.page.locator("#bomb-mode").textContent(), "Drop the bomb (1 bomb left)");
  await play(bob, alice, "j12", 4);
  await play(alice, bob, "j13", 5);
  let board = await stones(bob.page);
  assert.equal(board.j11, undefined, "j11 captured");
  assert.equal(board.j12, undefined, "j12 captured");
  assert.equal(board.j13, "black");
  assert.equal(await alice.page.locator("#player-bottom .captures").textContent(), "captured 2/10");
  assert.equal(await bob.page.locator("#player-top .captures").textContent(), "captured 2/10");
  assert.equal(await bob.page.locator("#player-bottom .captures").textContent(), "captured 0/10");

  // Bob's bomb: the button, then Esc, leave the mode without playing.
  const mode = () => bob.page.locator("#pieces").getAttribute("data-mode");
  await bob.page.locator("#bomb-mode").click();
  assert.equal(await mode(), "bomb");
  assert.equal(await bob.page.locator("#bomb-mode").getAttribute("aria-pressed"), "true");
  await bob.page.locator("#bomb-mode").click();
  assert.equal(await mode(), "");
  await bob.page.locator("#bomb-mode").click();
  await bob.page.keyboard.press("Escape");
  assert.equal(await mode(), "");
  // Without the mode, a click is a stone as ever; so the mode again, and the 3x3 under
  // the pointer.
  await bob.page.locator("#bomb-mode").click();
  await bob.page.locator('#board-wrap [data-point="j14"]').hover();
  const area = await bob.page.locator("#board-wrap [data-bomb-area]").evaluateAll((els) => els.map((e) => e.dataset.bombArea).sort());
  assert.deepEqual(area, ["i13", "i14", "i15", "j13", "j14", "j15", "k13", "k14", "k15"]);
  // A click asks first; Cancel sends nothing.
  await clickPoint(bob.page, "j14");
  assert.equal(await bob.page.locator("#piece-question").textContent(), "Drop the bomb on j14?");
  await bob.page.locator("#piece-no").click();
  assert.equal(await bob.page.locator("#piece-confirm").isVisible(), false);
  assert.equal(await mode(), "");
  assert.equal(await bob.page.locator("body").getAttribute("data-ply"), "5");
  await bob.page.locator("#bomb-mode").click();
  await clickPoint(bob.page, "j14");
  await bob.page.locator("#piece-yes").click();
  await waitPly(bob.page, 6);
  await waitPly(alice.page, 6);
  // The stones in its 3x3 are gone, the bomb stays, the stones beyond it too.
  for (const page of [alice.page, bob.page]) {
    board = await stones(page);
    assert.equal(board.j13, undefined, "j13 cleared");
    assert.equal(board.j15, undefined, "j15 cleared");
    assert.equal(board.j10, "black");
    assert.equal(await page.locator('#board-wrap [data-crater="j14"]').count(), 1);
  }
  assert.equal(await pieces(bob.page, "#player-bottom").getAttribute("data-bomb"), "0");
  assert.equal(await pieces(bob.page, "#player-bottom").textContent(), "0 bombs left");
  assert.equal(await pieces(alice.page, "#player-top").getAttribute("data-bomb"), "0");
  assert.equal(await pieces(alice.page, "#player-bottom").getAttribute("data-bomb"), "1");
  assert.equal(await bob.page.locator("#bomb-mode").isVisible(), false);
  // Alice still holds hers: the control is hers now.
  assert.equal(await alice.page.locator("#bomb-mode").isVisible(), true);
  const list = bob.page.locator("#moves li");
  assert.equal(await list.nth(5).getAttribute("data-action"), "bomb:j14");
  assert.equal(await list.nth(5).textContent(), "6. bomb j14");
  assert.match(await list.nth(5).getAttribute("class"), /\bbomb\b/);

  // The replay: before the capture the pair stands; after it, it is gone and the bomb is
  // still in Bob's hand; after the bomb, the crater.
  await list.nth(3).click();
  await bob.page.locator("#moves li.viewing").waitFor();
  board = await stones(bob.page);
  assert.deepEqual([board.j11, board.j12, board.j13], ["white", "white", undefined]);
  assert.equal(await bob.page.locator("#player-top .captures").textContent(), "captured 0/10", "the replayed ply's captures");
  await list.nth(4).click();
  await bob.page.locator('#moves li.viewing[data-action="j13"]').waitFor();
  board = await stones(bob.page);
  assert.deepEqual([board.j11, board.j12, board.j13, board.j15], [undefined, undefined, "black", "black"]);
  assert.equal(await pieces(bob.page, "#player-bottom").getAttribute("data-bomb"), "1");
  await bob.page.locator("#live").click();
  await bob.page.locator("#moves li.viewing").waitFor({ state: "detached" });
  assert.equal(await bob.page.locator("#player-top .captures").textContent(), "captured 2/10");
  assert.equal(await pieces(bob.page, "#player-bottom").getAttribute("data-bomb"), "0");

  // To the end: Alice makes five on the 3rd line, Bob answers on the 19th.
  const mine = ["c3", "d3", "e3", "f3", "g3"];
  const theirs = ["a19", "b19", "c19", "d19"];
  let n = 6;
  for (let i = 0; i < mine.length; i++) {
    await play(alice, bob, mine[i], ++n);
    if (i < theirs.length) await play(bob, alice, theirs[i], ++n);
  }
  for (const page of [alice.page, bob.page]) {
    await page.locator('body[data-status="over"]').waitFor({ state: "attached" });
    assert.match(await status(page), /wins by five/);
  }
  assert.equal(await alice.page.locator("#bomb-mode").isVisible(), false, "no bomb once the game is over");
  assert.equal((await moves(alice.page)).length, 15);
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});

test("an anti-renju+neutral game from the form: only the rule's variations, the engine's answer, a neutral stone", async () => {
  const alice = await newPerson(env.browser);
  const page = alice.page;
  await fillForm(page, { opponent: "engine", rule: "ninuki-renju", modifiers: [] });
  // The double-three ban for both is ninuki-renju's alone; the other variations go with any
  // rule.
  assert.equal(await page.locator("#variation-d3-both").isVisible(), true);
  await page.locator("#variation-d3-both").check();
  await page.locator("#rule-select").selectOption("anti-renju");
  assert.equal(await page.locator("#variation-d3-both").isVisible(), false);
  assert.equal(await page.locator("#variation-d3-both").isChecked(), false, "a hidden variation is not sent");
  assert.equal(await page.locator("#variations-engine-note").isVisible(), false);
  await page.locator("#variation-neutral").check();
  assert.equal(await page.locator("#variations-engine-note").isVisible(), true);
  // Against the engine: the server takes the game, or its refusal shows in the form,
  // naming the rule asked for.
  const made = page.waitForURL(/\/game\/[0-9a-f]+$/).then(() => "game", () => "stayed");
  const refused = page.locator("#new-game-error:not(:empty)").waitFor().then(() => "refused", () => "none");
  await page.locator('#new-game [type="submit"]').click();
  const answer = await Promise.race([made, refused]);
  if (answer === "refused") {
    assert.match(await page.locator("#new-game-error").textContent(), /anti-renju\+neutral/);
    assert.match(page.url(), /\/$/, "a refused game leaves the form on the page");
  } else {
    assert.equal(answer, "game");
    await waitConnected(page);
    assert.match(await page.locator("#player-top .name").textContent(), /engine/);
  }
  await alice.context.close();

  // Between two people.
  const players = await twoPlayers("anti-renju", ["neutral"]);
  const [a, b] = [players.alice, players.bob];
  assert.equal(await pieces(b.page, "#player-bottom").getAttribute("data-neutral"), "2");
  assert.equal(await pieces(b.page, "#player-bottom").textContent(), "2 neutral stones left");
  assert.equal(await a.page.locator("#bomb-mode").isVisible(), false, "anti-renju+neutral has no bomb");
  await play(a, b, "h8", 1);
  await b.page.locator("#neutral-mode").click();
  assert.match(await b.page.locator("#neutral-mode").textContent(), /^Cancel$/);
  await clickPoint(b.page, "h9");
  assert.equal(await b.page.locator("#piece-question").textContent(), "Play a neutral stone on h9?");
  assert.equal(await b.page.locator('#board-wrap [data-neutral-ghost="h9"]').count(), 1);
  await b.page.locator("#piece-yes").click();
  await waitPly(b.page, 2);
  await waitPly(a.page, 2);
  for (const page of [a.page, b.page]) {
    assert.equal(await page.locator('#board-wrap [data-neutral="h9"]').count(), 1);
    assert.equal((await stones(page)).h9, undefined, "a neutral stone is no player's stone");
  }
  assert.equal(await pieces(b.page, "#player-bottom").getAttribute("data-neutral"), "1");
  assert.equal(await pieces(a.page, "#player-top").textContent(), "1 neutral stone left");
  assert.equal(await pieces(a.page, "#player-bottom").getAttribute("data-neutral"), "2");
  assert.equal(await a.page.locator("#moves li").nth(1).textContent(), "2. neutral stone h9");
  // Now Alice's turn: her own control, with both of hers.
  assert.match(await a.page.locator("#neutral-mode").textContent(), /2 neutral stones left/);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
});

test("a bomb's square stops at the edge, and rule names carry their modifiers", () => {
  assert.deepEqual(bombArea("a1", 15).sort(), ["a1", "a2", "b1", "b2"]);
  assert.equal(bombArea("h8", 15).length, 9);
  assert.deepEqual(bombArea("nowhere", 15), []);
  assert.deepEqual(pieceKinds("pente+bomb+neutral"), ["bomb", "neutral"]);
  assert.deepEqual(pieceKinds("renju+centre"), []);
  assert.deepEqual(pieceKinds("pente"), []);
  assert.equal(fullRule("pente", []), "pente");
  assert.equal(fullRule("anti-renju", ["centre", "neutral"]), "anti-renju+centre+neutral");
  const list = [
    { name: "bomb", rules: ["renju", "ninuki-renju"] },
    { name: "d3-both", rules: ["ninuki-renju"] },
  ];
  assert.deepEqual(modifiersFor(list, "renju").map((m) => m.name), ["bomb"]);
  assert.deepEqual(modifiersFor(list, "ninuki-renju").map((m) => m.name), ["bomb", "d3-both"]);
});
