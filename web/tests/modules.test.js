// The app's modules that need no browser, run in node: the router's patterns and link
// rule, the socket's backoff and reconnection (with a stand-in WebSocket and timers),
// and the clock display.

import { test } from "node:test";
import assert from "node:assert/strict";
import { compile, match, handlesClick } from "../router.js";
import { Backoff, Socket, socketUrl } from "../net/socket.js";
import { formatMs, shownTime } from "../ui/clock.js";
import { gameText } from "../ui/format.js";

const ROUTES = [
  { name: "home", path: "/" },
  { name: "game", path: "/game/:id([0-9a-f]+)" },
  { name: "profile", path: "/@/:name([A-Za-z0-9_-]+)" },
  { name: "analysis", path: "/analysis/:rule/:moves" },
];

test("a path finds its route and the route's named parts", () => {
  assert.equal(match(ROUTES, "/").route.name, "home");
  assert.deepEqual(match(ROUTES, "/game/0a9f").params, { id: "0a9f" });
  assert.deepEqual(match(ROUTES, "/@/Carol_1").params, { name: "Carol_1" });
  assert.deepEqual(match(ROUTES, "/analysis/renju/h8i9").params, { rule: "renju", moves: "h8i9" });
  assert.deepEqual(match(ROUTES, "/analysis/free%20style/h8").params, { rule: "free style", moves: "h8" });
  for (const path of ["/game/xyz", "/game/", "/game/0a9f/extra", "/@/", "/@/a b", "/nowhere", "", "/analysis/renju"]) {
    assert.equal(match(ROUTES, path), null, path);
  }
  // A part that is not valid percent-encoding is no match, not an exception.
  assert.equal(match(ROUTES, "/analysis/%E0%A4%A/h8"), null);
});

test("a pattern's literal text is matched as it is, not as a regular expression", () => {
  const re = compile("/a.b/:x");
  assert.ok(re.test("/a.b/1"));
  assert.ok(!re.test("/aXb/1"));
  assert.equal(compile("/n/:n(\\d+)").exec("/n/42").groups.n, "42");
  assert.ok(!compile("/n/:n(\\d+)").test("/n/4x"));
});

test("only plain clicks on links to pages of this site stay in the app", () => {
  const loc = { href: "http://h:1/game/ab", origin: "http://h:1", pathname: "/game/ab", search: "" };
  const link = (href, attrs = {}) => ({
    href: new URL(href, loc.href).href,
    target: attrs.target ?? "",
    hasAttribute: (k) => k in attrs,
  });
  const click = { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  assert.equal(handlesClick(click, link("/"), loc), true);
  assert.equal(handlesClick(click, link("/@/carol?page=2"), loc), true);
  assert.equal(handlesClick(click, link("?page=2"), loc), true);
  assert.equal(handlesClick(click, link("http://elsewhere/"), loc), false);
  assert.equal(handlesClick(click, link("/api/games/ab/psq"), loc), false);
  assert.equal(handlesClick(click, link("/static/style.css"), loc), false);
  assert.equal(handlesClick(click, link("/api/games/ab/sgf", { download: "" }), loc), false);
  assert.equal(handlesClick(click, link("/", { target: "_blank" }), loc), false);
  assert.equal(handlesClick(click, link("#moves"), loc), false);
  for (const k of ["metaKey", "ctrlKey", "shiftKey", "altKey"]) {
    assert.equal(handlesClick({ ...click, [k]: true }, link("/"), loc), false, k);
  }
  assert.equal(handlesClick({ ...click, button: 1 }, link("/"), loc), false);
  assert.equal(handlesClick({ ...click, defaultPrevented: true }, link("/"), loc), false);
});

test("the backoff doubles from its start to its ceiling and starts again after a reset", () => {
  const b = new Backoff({ initial: 500, factor: 2, max: 8000 });
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map(() => b.next()), [500, 1000, 2000, 4000, 8000, 8000, 8000]);
  b.reset();
  assert.equal(b.next(), 500);
});

test("socket addresses follow the page's scheme", () => {
  assert.equal(socketUrl("/api/lobby/ws", { protocol: "http:", host: "h:1" }), "ws://h:1/api/lobby/ws");
  assert.equal(socketUrl("/api/lobby/ws", { protocol: "https:", host: "h" }), "wss://h/api/lobby/ws");
});

// A stand-in for the browser's WebSocket and timers: the test opens, feeds and drops
// connections and runs the planned retries by hand.
function fakes() {
  const sockets = [];
  const timers = [];
  class FakeWebSocket {
    constructor(url) {
      this.url = url;
      this.readyState = 0;
      this.sent = [];
      sockets.push(this);
    }
    send(text) {
      this.sent.push(JSON.parse(text));
    }
    close() {
      this.readyState = 3;
      this.closedByPage = true;
    }
    open() {
      this.readyState = 1;
      this.onopen();
    }
    drop() {
      this.readyState = 3;
      this.onclose();
    }
  }
  const deps = {
    url: "ws://h/api/lobby/ws",
    WebSocket: FakeWebSocket,
    setTimeout: (f, ms) => timers.push({ f, ms, cleared: false }) - 1,
    clearTimeout: (i) => (timers[i].cleared = true),
  };
  return { sockets, timers, deps };
}

test("a dropped socket reconnects after growing delays, and a success resets them", () => {
  const { sockets, timers, deps } = fakes();
  const events = [];
  const s = new Socket("/api/lobby/ws", {
    onOpen: () => events.push("open"),
    onLost: (ms) => events.push(`lost ${ms}`),
    onMessage: (m) => events.push(m),
  }, deps);
  assert.equal(sockets.length, 1);
  assert.equal(s.send({ type: "ping" }), false, "nothing is sent before the socket opens");
  sockets[0].open();
  assert.equal(s.send({ type: "ping" }), true);
  assert.deepEqual(sockets[0].sent, [{ type: "ping" }]);
  sockets[0].onmessage({ data: '{"type":"seeks","seeks":[]}' });
  // Three failures in a row wait 500, 1000, 2000 ms.
  sockets[0].drop();
  for (let i = 1; i <= 3; i++) {
    assert.equal(timers.length, i);
    assert.equal(sockets.length, i, "no new try before the delay has passed");
    timers[i - 1].f();
    assert.equal(sockets.length, i + 1);
    if (i < 3) sockets[i].drop();
  }
  assert.deepEqual(timers.map((t) => t.ms), [500, 1000, 2000]);
  assert.equal(s.send({ type: "ping" }), false, "nothing is sent while reconnecting");
  // The fourth try succeeds; the next loss waits the first delay again.
  sockets[3].open();
  sockets[3].drop();
  assert.equal(timers[3].ms, 500);
  assert.deepEqual(events, [
    "open", { type: "seeks", seeks: [] }, "lost 500", "lost 1000", "lost 2000", "open", "lost 500",
  ]);
});

test("a closed socket stops trying, and a late event from an old connection is ignored", () => {
  const { sockets, timers, deps } = fakes();
  const events = [];
  const s = new Socket("/api/lobby/ws", { onLost: (ms) => events.push(`lost ${ms}`), onMessage: (m) => events.push(m) }, deps);
  sockets[0].open();
  sockets[0].drop();
  assert.equal(timers.length, 1);
  // The page leaves while a retry is planned: the retry is called off.
  s.close();
  assert.equal(timers[0].cleared, true);
  const s2 = new Socket("/api/lobby/ws", { onMessage: (m) => events.push(m) }, deps);
  sockets[1].open();
  s2.close();
  assert.equal(sockets[1].closedByPage, true);
  // The closing connection's own close event plans nothing, and its messages are dropped.
  sockets[1].onclose();
  sockets[1].onmessage({ data: '{"type":"late"}' });
  assert.equal(timers.length, 1);
  assert.equal(sockets.length, 2);
  assert.deepEqual(events, ["lost 500"]);
});

test("the clock runs down the running side only, into byo-yomi periods", () => {
  const sudden = { byo_ms: 0 };
  assert.equal(formatMs(65000), "1:05");
  assert.equal(formatMs(9250), "9.3");
  assert.equal(formatMs(-5), "0.0");
  assert.equal(shownTime(sudden, { main_ms: 60000, periods: 0, period_ms: 0 }, true, 1500), "58.5");
  assert.equal(shownTime(sudden, { main_ms: 60000, periods: 0, period_ms: 0 }, false, 1500), "1:00");
  assert.equal(shownTime(sudden, { main_ms: 1000, periods: 0, period_ms: 0 }, true, 5000), "0.0");
  const byo = { byo_ms: 30000 };
  // Main time runs out 10 s into the move: 20 s left of the first of 3 periods.
  assert.equal(shownTime(byo, { main_ms: 5000, periods: 3, period_ms: 30000 }, true, 15000), "20.0 (3)");
  // In byo-yomi already, 40 s into a period of 30: one period is used up.
  assert.equal(shownTime(byo, { main_ms: 0, periods: 3, period_ms: 30000 }, true, 40000), "20.0 (2)");
  assert.equal(shownTime(byo, { main_ms: 0, periods: 1, period_ms: 30000 }, true, 31000), "0.0");
});

test("a game is described by rule, opening, size and time control", () => {
  const clock = { initial_ms: [600000, 600000], increment_ms: [5000, 5000], byo_ms: 0, periods: 0 };
  assert.equal(gameText({ rule: "renju", opening: "rif-1995", size: 15, clock }), "renju, rif-1995, 15×15, 10+5");
  const handicap = { initial_ms: [300000, 180000], increment_ms: [0, 0], byo_ms: 30000, periods: 5 };
  assert.equal(gameText({ rule: "gomoku", opening: "free", size: 15, clock: { spec: handicap } }), "gomoku, 15×15, 5 / 3 + 5×30s");
});

test("the move list numbers stones as players count them and puts decisions in words", async () => {
  const { moveEntries } = await import("../ui/moves.js");
  const shown = (actions, names) =>
    moveEntries(actions, names).map((e) => (e.number === null ? e.text : `${e.number}. ${e.text}`));
  assert.deepEqual(
    shown(["h8", "h9", "j10", "swap", "declare:2", "j7", "offer:j10/g10", "choose:g10", "h12", "timeout:black"]),
    ["1. h8", "2. h9", "3. j10", "Colours swapped", "Declares 2 offers", "4. j7", "Offers j10, g10", "5. g10 (chosen)", "6. h12", "Black ran out of time"],
  );
  // Swap2's two stones take two numbers; a pass takes one, since colours alternate after it.
  assert.deepEqual(
    shown(["h8", "h9", "i9", "two:j11/k12", "keep", "pass", "a1", "resign:white", "draw", "declare:1"]),
    ["1. h8", "2. h9", "3. i9", "4. j11 5. k12", "Colours kept", "6. pass", "7. a1", "White resigns", "Draw agreed", "Declares 1 offer"],
  );
  // Pente names the colours the other way round.
  assert.deepEqual(shown(["timeout:white", "resign"], ["white", "black"]), ["Black ran out of time", "Resigned"]);
  const e = moveEntries(["h8", "swap"]);
  assert.deepEqual(e.map((x) => [x.action, x.decision]), [["h8", false], ["swap", true]]);
});

test("the winning line is the five or more through the last stone", async () => {
  const { winningLine } = await import("../ui/board.js");
  const size = 7;
  const board = (stones) => {
    const b = Array(size * size).fill(".");
    for (const [p, c] of Object.entries(stones)) b[(parseInt(p.slice(1), 10) - 1) * size + p.charCodeAt(0) - 97] = c;
    return b.join("");
  };
  // A diagonal five through its middle stone, a white four across it that does not count.
  const diag = board({ a1: "x", b2: "x", c3: "x", d4: "x", e5: "x", a3: "o", b3: "o", d3: "o", e3: "o" });
  assert.deepEqual(winningLine(diag, size, "c3").sort(), ["a1", "b2", "c3", "d4", "e5"]);
  // Six in a column: all six.
  const six = board({ g1: "o", g2: "o", g3: "o", g4: "o", g5: "o", g6: "o" });
  assert.equal(winningLine(six, size, "g6").length, 6);
  // Four is no line; no last move, or an empty point, neither.
  assert.deepEqual(winningLine(board({ a1: "x", a2: "x", a3: "x", a4: "x" }), size, "a4"), []);
  assert.deepEqual(winningLine(diag, size, null), []);
  assert.deepEqual(winningLine(diag, size, "g7"), []);
});

test("the theme is the saved choice, else the system's", async () => {
  const { chosenTheme } = await import("../ui/theme.js");
  assert.equal(chosenTheme(null, true), "dark");
  assert.equal(chosenTheme(null, false), "light");
  assert.equal(chosenTheme("light", true), "light");
  assert.equal(chosenTheme("dark", false), "dark");
  assert.equal(chosenTheme("purple", true), "dark");
});

test("move confirmation defaults to forbidden points on a desktop and every move on a touch screen", async () => {
  const { confirmSetting } = await import("../pages/game.js");
  const saved = {};
  globalThis.localStorage = { getItem: (k) => saved[k] ?? null };
  try {
    assert.equal(confirmSetting(false), "forbidden");
    assert.equal(confirmSetting(true), "always");
    saved["pearls.confirm-moves"] = "never";
    assert.equal(confirmSetting(true), "never");
    saved["pearls.confirm-moves"] = "sometimes";
    assert.equal(confirmSetting(false), "forbidden");
  } finally {
    delete globalThis.localStorage;
  }
  // No storage at all (node has none, private windows may refuse it): the default.
  assert.equal(confirmSetting(false), "forbidden");
});

test("a quick-pairing tile asks for the rule's default opening, a random side and its clock", async () => {
  const { quickRequest, QUICK } = await import("../pages/home.js");
  assert.deepEqual(quickRequest("renju", 5, 3), {
    rule: "renju",
    opening: "",
    side: "random",
    clock: { initial_ms: [300000, 300000], increment_ms: [3000, 3000], byo_ms: 0, periods: 0 },
  });
  assert.deepEqual(QUICK.map(([r]) => r), ["renju", "freestyle", "pente"]);
});
