// The analysis board's tree of moves, in node: lines, variations, board texts,
// promotion and deletion, and the flat JSON the server reads and writes.

import { test } from "node:test";
import assert from "node:assert/strict";
import { MoveTree } from "../ui/tree.js";
import { setupAsMoves, movesPath } from "../pages/analysis.js";
import { stonesOf } from "../pages/game.js";

function sample() {
  const t = new MoveTree(15);
  const i9 = t.addLine(["h8", "i9"]);
  t.add(i9, "j10");
  const i8 = t.add(t.node(i9).parent, "i8");
  t.node(i8).comment = "a variation";
  t.add(i8, "k10", { label: true, text: "A" });
  return { t, i9, i8 };
}

test("lines merge, variations follow the main line, board texts are no moves", () => {
  const { t, i9, i8 } = sample();
  assert.equal(t.addLine(["h8", "i9"]), i9, "the same line is the same node");
  assert.deepEqual(t.line(i8), ["h8", "i8"]);
  assert.deepEqual(t.moveChildren(t.node(i9).parent).map((c) => t.node(c).move), ["i9", "i8"]);
  assert.deepEqual(t.labels(i8), { k10: "A" });
  assert.deepEqual(t.moveChildren(i8), []);
});

test("promotion makes a line the main one, deletion drops it with what follows", () => {
  const { t, i8 } = sample();
  const h8 = t.node(i8).parent;
  t.promote(i8);
  assert.deepEqual(t.moveChildren(h8).map((c) => t.node(c).move), ["i8", "i9"]);
  assert.equal(t.remove(i8), h8);
  assert.deepEqual(t.moveChildren(h8).map((c) => t.node(c).move), ["i9"]);
  assert.equal(t.nodes.size, 4, "the root, h8, i9 and j10 are left");
  assert.equal(t.remove(0), 0, "the root stays");
});

test("the flat JSON lists parents first and reads back as the same tree", () => {
  const { t } = sample();
  const json = t.toJSON();
  assert.deepEqual(json, {
    size: 15,
    nodes: [
      {},
      { parent: 0, move: "h8" },
      { parent: 1, move: "i9" },
      { parent: 2, move: "j10" },
      { parent: 1, move: "i8", comment: "a variation" },
      { parent: 4, move: "k10", text: "A", label: true },
    ],
  });
  assert.deepEqual(MoveTree.fromJSON(json).toJSON(), json);
});

test("set-up stones become moves with passes, and a game's stones a link", () => {
  const setup = [
    { point: "h8", color: "black" },
    { point: "i8", color: "black" },
    { point: "j9", color: "white" },
  ];
  assert.deepEqual(setupAsMoves(setup, ["k10"]), ["h8", "j9", "i8", "pass", "k10"]);
  assert.deepEqual(setupAsMoves([], ["h8"]), ["h8"]);
  assert.equal(movesPath(["h8", "pass", "i9"]), "h8,pass,i9");
  assert.deepEqual(
    stonesOf(["h8", "i9", "j10", "swap", "offer:k11/g11", "choose:g11", "two:a1/b2", "pass", "resign:black"]),
    ["h8", "i9", "j10", "g11", "a1", "b2", "pass"],
  );
});
