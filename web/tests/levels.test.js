// Modules that need no browser, run in node: the engine's named levels (and that their
// ratings are the ladder's in docs/engine/strength.md), each opening rule's line of who
// places which stone (for every opening rule the server offers), and when the game's
// sounds play, with a stand-in audio context and storage.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { LEVELS, levelName, levelRating } from "../ui/levels.js";
import { openingWho } from "../ui/openings.js";
import { GameSounds, lowTimeThreshold, muted } from "../ui/sound.js";
import { seatName } from "../ui/format.js";

test("each level's rating is the ladder's measured gap to full strength", () => {
  const doc = readFileSync(new URL("../../docs/engine/strength.md", import.meta.url), "utf8");
  const ladder = new Map();
  for (const m of doc.matchAll(/^\| (\d+) \| (−?\d+) \| (−?\d+) \|$/gm)) {
    const n = (s) => parseInt(s.replace("−", "-"), 10);
    ladder.set(parseInt(m[1], 10), [n(m[2]), n(m[3])]);
  }
  assert.ok(ladder.size >= 6, "the ladder's table is found");
  for (const l of LEVELS) {
    assert.deepEqual([l.renju, l.freestyle], ladder.get(l.strength), `level ${l.id} at ${l.strength}`);
  }
  // Weakest first, each named, ending at full strength.
  assert.deepEqual(LEVELS.map((l) => l.strength), [...LEVELS.map((l) => l.strength)].sort((a, b) => a - b));
  assert.equal(levelName(100), "Full strength");
  assert.equal(levelName(0), "Beginner");
  assert.equal(levelName(33), "strength 33");
  assert.equal(seatName({ kind: "engine", strength: 20 }), "Pearls engine (Club)");
  assert.match(levelRating(LEVELS[0]), /about 675 Elo below full strength in renju, 567 in free-style/);
  assert.equal(levelRating(LEVELS[LEVELS.length - 1]), "full strength");
});

test("every opening rule says who places which stone", () => {
  const source = readFileSync(new URL("../../crates/rules/src/opening.rs", import.meta.url), "utf8");
  const names = [...source.matchAll(/OpeningRule::\w+(?:\(_\))? => "([a-zA-Z0-9-]+)",/g)].map((m) => m[1].replace(/-N$/, "-8"));
  assert.ok(names.length >= 13, `the opening rules are found: ${names}`);
  for (const n of names) assert.ok(openingWho(n).length > 40, `${n}: ${openingWho(n)}`);
  assert.match(openingWho("rif"), /tentative black places the first three stones.*tentative white may swap.*white plays the 4th.*black offers two 5th moves and white chooses/);
  assert.match(openingWho("soosorv-8"), /white plays the 4th anywhere and declares how many 5th moves \(1 to 8\).*black may then swap/);
  assert.match(openingWho("taraguchi-10"), /offers 10 5th moves/);
  assert.match(openingWho("yamaguchi"), /declares how many 5th moves \(1 to 10\)/);
  assert.match(openingWho("swap2"), /places two more stones/);
  assert.equal(openingWho("swap"), openingWho("swap1"));
  assert.equal(openingWho("nonsense"), "");
});

function fakeStore(initial = {}) {
  const m = new Map(Object.entries(initial));
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)) };
}

function fakeContext() {
  const made = { tones: 0 };
  const node = () => ({ connect: (n) => n, start() {}, stop() {}, frequency: {}, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } });
  const ctx = {
    currentTime: 0,
    destination: node(),
    createOscillator: () => {
      made.tones++;
      return node();
    },
    createGain: node,
  };
  return { made, make: () => ctx };
}

test("a new move knocks, the first state does not, and a muted game is silent", () => {
  const audio = fakeContext();
  const s = new GameSounds({ context: audio.make, store: fakeStore() });
  s.moved(4);
  assert.deepEqual(s.played, [], "the position a page opens on is no move");
  s.moved(5);
  s.moved(5);
  assert.deepEqual(s.played, ["move"]);
  assert.equal(audio.made.tones, 1);
  const quiet = new GameSounds({ context: audio.make, store: fakeStore({ "pearls.sound": "off" }) });
  quiet.moved(0);
  quiet.moved(1);
  assert.deepEqual(quiet.played, []);
  assert.equal(muted(fakeStore({ "pearls.sound": "off" })), true);
  assert.equal(muted(fakeStore()), false);
});

test("the low-time warning sounds once as the clock crosses its threshold", () => {
  assert.equal(lowTimeThreshold(60000), 6000);
  assert.equal(lowTimeThreshold(10 * 60000), 20000);
  assert.equal(lowTimeThreshold(20000), 5000);
  const s = new GameSounds({ context: fakeContext().make, store: fakeStore() });
  for (const left of [9000, 7000, 6000, 5000, 3000]) s.clock(left, 60000);
  assert.deepEqual(s.played, ["low-time"]);
  // An increment lifts it above the threshold: the next crossing warns again.
  s.clock(8000, 60000);
  s.clock(5500, 60000);
  assert.deepEqual(s.played, ["low-time", "low-time"]);
  // A flag (nothing left) is no warning.
  const t = new GameSounds({ context: fakeContext().make, store: fakeStore() });
  t.clock(0, 60000);
  assert.deepEqual(t.played, []);
});
