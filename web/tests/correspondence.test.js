// A correspondence game in the browser, with e-mail: an account verifies its address and
// asks to be told of its turns on the settings page; a game of 3 days a move is made
// through the form and shows its deadline; the server restarts in mid-game and the game
// goes on; the opponent's move then reaches the player as an e-mail, through a local
// SMTP sink that this file runs (a small TCP server speaking enough SMTP).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:net";
import { startServer, launchBrowser, newPerson, createGame, waitConnected, waitPly, clickPoint } from "./harness.js";

/// The messages the sink took: { from, to: [...], text }.
const mails = [];

function smtpSink() {
  return new Promise((ok) => {
    const server = createServer((socket) => {
      let buffer = "";
      let data = null; // the lines of a message while DATA is read
      let envelope = { from: "", to: [] };
      const say = (line) => socket.write(line + "\r\n");
      say("220 sink ESMTP");
      socket.on("data", (chunk) => {
        buffer += chunk.toString("utf8");
        let at;
        while ((at = buffer.indexOf("\r\n")) >= 0) {
          const line = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (data !== null) {
            if (line === ".") {
              mails.push({ ...envelope, text: unquote(data.join("\r\n")) });
              data = null;
              say("250 queued");
            } else {
              data.push(line.startsWith(".") ? line.slice(1) : line);
            }
            continue;
          }
          const upper = line.toUpperCase();
          if (upper.startsWith("EHLO") || upper.startsWith("HELO")) say("250 sink");
          else if (upper.startsWith("MAIL FROM:")) {
            envelope = { from: line.slice(10).trim(), to: [] };
            say("250 OK");
          } else if (upper.startsWith("RCPT TO:")) {
            envelope.to.push(line.slice(8).trim().replace(/^<|>$/g, ""));
            say("250 OK");
          } else if (upper === "DATA") {
            data = [];
            say("354 end with a dot");
          } else if (upper === "QUIT") {
            say("221 bye");
            socket.end();
          } else say("250 OK");
        }
      });
    });
    server.listen(0, "127.0.0.1", () => ok(server));
  });
}

/// Quoted-printable undone, where the message says it is so.
function unquote(text) {
  if (!/content-transfer-encoding: quoted-printable/i.test(text)) return text;
  return text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

/// The `skip`+1-th mail to `address` about `subject`, once it has come.
async function mailTo(address, subject, skip = 0, timeout = 15000) {
  const end = Date.now() + timeout;
  for (;;) {
    const m = mails.filter((m) => m.to.includes(address) && m.text.includes(subject))[skip];
    if (m) return m;
    if (Date.now() > end) throw new Error(`no mail to ${address} about "${subject}": ${JSON.stringify(mails)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const env = {};
before(async () => {
  env.sink = await smtpSink();
  const port = env.sink.address().port;
  env.server = await startServer({ args: ["--smtp", `smtp://127.0.0.1:${port}`] });
  env.browser = await launchBrowser();
});
after(async () => {
  await env.browser?.close();
  await env.server?.stop();
  env.sink?.close();
});

async function register(page, name) {
  await page.goto(env.server.url + "/");
  await page.locator("#login-form").waitFor({ state: "visible" });
  await page.locator('#login-form [name="name"]').fill(name);
  await page.locator('#login-form [name="password"]').fill("correct horse battery");
  await Promise.all([page.waitForEvent("load"), page.locator("#register").click()]);
  await page.locator("#logged-in").waitFor({ state: "visible" });
}

test("a correspondence game survives a restart and its turn reaches the player by e-mail", async () => {
  const alice = await newPerson(env.browser);
  const bob = await newPerson(env.browser);
  await register(alice.page, "alice");
  await register(bob.page, "bob");

  // Alice gives her address, verifies it by the mailed link and asks for turn notices.
  const page = alice.page;
  await page.goto(env.server.url + "/settings");
  await page.locator("#settings-account").waitFor({ state: "visible" });
  await page.locator("#email-address").fill("alice@example.org");
  await page.locator('#email-form [type="submit"]').click();
  await page.locator("#email-status").filter({ hasText: "on its way" }).waitFor();
  const verify = await mailTo("alice@example.org", "verify your e-mail");
  const link = /(http:\/\/\S+\/api\/mail\/verify\/[0-9a-f]+)/.exec(verify.text)[1];
  await page.goto(link);
  await page.goto(env.server.url + "/settings");
  await page.locator("#email-status").filter({ hasText: "Verified." }).waitFor();
  await page.locator("#notify-turn").check();
  await page.locator('#notify-form [type="submit"]').click();
  await page.locator("#notify-status").filter({ hasText: "Saved." }).waitFor();

  // A freestyle game of 3 days a move, through the form.
  const url = await createGame(page, env.server.url, { opponent: "person", rule: "freestyle", side: "first", days: 3 });
  await bob.page.goto(url);
  await waitConnected(bob.page);
  await bob.page.locator("#join").click();
  await page.locator('body[data-status="live"]').waitFor({ state: "attached" });
  await page.locator("#deadline").filter({ hasText: "You must move by" }).waitFor();
  assert.match(await page.locator("#deadline").textContent(), /^Correspondence: 3 days a move\./);
  await clickPoint(page, "h8");
  await waitPly(page, 1);
  await bob.page.locator("#deadline").filter({ hasText: "You must move by" }).waitFor();
  // Bob's turn list has the game.
  await bob.page.goto(env.server.url + "/turns");
  await bob.page.locator(`#turns-games tr[data-game="${url.split("/").pop()}"]`).waitFor();

  // The server restarts; the game and its deadline come back.
  const deadline = await page.locator("#deadline").getAttribute("data-deadline");
  await env.server.halt();
  await env.server.resume();
  await bob.page.goto(url);
  await waitConnected(bob.page);
  await waitPly(bob.page, 1);
  assert.equal(await bob.page.locator("#deadline").getAttribute("data-deadline"), deadline);

  // Bob moves: Alice is told by e-mail, with a link to the game and one to unsubscribe
  // (her first such mail came when the game began with her move).
  await mailTo("alice@example.org", "your move against bob");
  await clickPoint(bob.page, "i9");
  await waitPly(bob.page, 2);
  const turn = await mailTo("alice@example.org", "your move against bob", 1);
  assert.match(turn.text, new RegExp(url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  assert.match(turn.text, /\/api\/mail\/unsubscribe\/[0-9a-f]{32}/);
  await page.locator('body[data-connected="yes"]').waitFor({ state: "attached" });
  await waitPly(page, 2);
  assert.deepEqual(alice.errors, []);
  assert.deepEqual(bob.errors, []);
});
