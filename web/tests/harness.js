// What every browser test shares: a real `pearls serve` on a free port with its own
// data directory, Debian's Chromium driven by playwright-core, and the few page actions
// the tests repeat (creating a game through the form, clicking board points, reading the
// board back).

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));

/// The server binary: $PEARLS_BIN, or the debug build of this checkout.
export const PEARLS_BIN = process.env.PEARLS_BIN || resolve(here, "../../target/debug/pearls");
/// The browser: $CHROMIUM, or Debian's package.
export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

// Outside calls fail in this sandboxed setting and some of them (updates, sync, QUIC
// probes) stall page loads, so the browser is told not to make them.
const BROWSER_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/// Starts `pearls serve` on 127.0.0.1:0 with a fresh data directory; resolves once it
/// prints the address it bound. The engine thinks at most `engineMs` a move so that
/// games against it stay quick. `halt()` kills the process, and `resume()` starts another
/// on the same address and data directory, as an operator's restart would (the browser's
/// sockets drop meanwhile and must come back by themselves).
/// `args` are further flags of `pearls serve` (such as `--test-clock-file`, `--library FILE`
/// or `--smtp URL`), kept across `resume()`.
export async function startServer({ engineMs = 40, args = [] } = {}) {
  if (!existsSync(PEARLS_BIN)) {
    throw new Error(`${PEARLS_BIN} is missing: run \`cargo build -p pearls\` or set PEARLS_BIN`);
  }
  const dir = mkdtempSync(join(tmpdir(), "pearls-browser-"));
  let run = await spawnServer("127.0.0.1:0", dir, engineMs, args);
  const url = run.url;
  return {
    url,
    dir,
    log: () => run.log(),
    async halt() {
      await run.stop();
    },
    async resume() {
      run = await spawnServer(new URL(url).host, dir, engineMs, args);
    },
    async stop() {
      await run.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function spawnServer(listen, dir, engineMs, args = []) {
  const child = spawn(
    PEARLS_BIN,
    ["serve", "--listen", listen, "--data-dir", dir, "--engine-threads", "1", "--engine-max-ms", String(engineMs), ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stderr.on("data", (d) => (log += d));
  const url = await new Promise((ok, fail) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error(`pearls serve printed no address in 20 s: ${out}${log}`)), 20000);
    child.stdout.on("data", (d) => {
      out += d;
      const m = /serving on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`pearls serve exited with ${code}: ${out}${log}`));
    });
  });
  return {
    url,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((ok) => child.once("exit", ok));
        child.kill("SIGTERM");
        await gone;
      }
    },
  };
}

export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install chromium, or set CHROMIUM`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
}

/// Starts a server and a browser before the calling file's tests and stops both after
/// them; the returned object holds them (`server`, `browser`) while the tests run.
export function serverAndBrowser() {
  const env = { server: undefined, browser: undefined };
  before(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/// A person: a browser context of their own (their own cookie jar, so their own
/// identity on the server) with one page. Page errors fail the test that reads
/// `errors`.
export async function newPerson(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

/// Fills the new-game form at the server's home page and submits it; resolves on the
/// game page, connected and showing the game. `fields` are the form's field names.
export async function createGame(page, baseUrl, fields) {
  await page.goto(baseUrl + "/");
  // The rule list arrives from the API; the form is usable once it has.
  await page.locator('#new-game select[name="rule"] option[value="renju"]').waitFor({ state: "attached" });
  for (const [name, value] of Object.entries(fields)) {
    const field = page.locator(`#new-game [name="${name}"]`);
    // A field kept under "advanced" (the engine's strength as a number) is opened first.
    await field.evaluate((e) => e.closest("details")?.setAttribute("open", ""));
    const tag = await field.evaluate((e) => e.tagName);
    if (tag === "SELECT") await field.selectOption(String(value));
    else await field.fill(String(value));
  }
  await Promise.all([page.waitForURL(/\/game\/[0-9a-f]+$/), page.locator('#new-game [type="submit"]').click()]);
  await waitConnected(page);
  return page.url();
}

export async function waitConnected(page) {
  await page.locator('body[data-connected="yes"]').waitFor({ state: "attached" });
  await page.locator("#game").waitFor({ state: "visible" });
}

/// The number of actions the page shows as played.
export async function ply(page) {
  return parseInt((await page.locator("body").getAttribute("data-ply")) ?? "-1", 10);
}

/// Waits until the page shows at least `n` actions played (an engine may answer before
/// the page is looked at).
export async function waitPly(page, n, timeout = 15000) {
  await page.waitForFunction((k) => parseInt(document.body.dataset.ply, 10) >= k, n, { timeout });
}

export async function status(page) {
  return (await page.locator("#status").textContent()) ?? "";
}

/// Clicks a board point by name (`h8`).
export async function clickPoint(page, name) {
  await page.locator(`#board-wrap [data-point="${name}"]`).click();
}

/// The stones on the board: { h8: "black", ... }.
export async function stones(page) {
  return page.locator("#board-wrap [data-stone]").evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.dataset.stone, e.classList.contains("black") ? "black" : "white"])),
  );
}

/// The move list's entries as the actions they show (`h8`, `swap`, `offer:j10/g10`).
export async function moves(page) {
  return page.locator("#moves li").evaluateAll((els) => els.map((e) => e.dataset.action));
}

/// The move list's entries as they read.
export async function movesShown(page) {
  return page.locator("#moves li").allTextContents();
}

/// The clock shown for a player box ("#player-top" or "#player-bottom"), in seconds.
export async function clockSeconds(page, box) {
  const text = (await page.locator(`${box} .clock`).textContent()) ?? "";
  const m = /^(?:(\d+):)?(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!m) throw new Error(`unreadable clock ${JSON.stringify(text)} in ${box}`);
  return (m[1] ? parseInt(m[1], 10) * 60 : 0) + parseFloat(m[2]);
}
