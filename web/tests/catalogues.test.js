// The translation catalogues against the app's code, in node without a browser: every key
// the code uses is in every catalogue, the catalogues hold the same keys, each text keeps
// English's {parameters}, and a text about a number has every plural form its language
// needs. A string added to a page without its key, or a key added to English only, fails
// here rather than showing as a bare key to a visitor.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES, t } from "../i18n/i18n.js";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const catalogues = Object.fromEntries(
  await Promise.all(Object.keys(LANGUAGES).map(async (l) => [l, (await import(`../i18n/${l}.js`)).default])),
);
const en = catalogues.en;

/// The app's own files: its code and its page, not its tests or catalogues.
function sources(dir = web) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (["tests", "i18n", "node_modules"].includes(name) && dir === web) continue;
    if (statSync(path).isDirectory()) found.push(...sources(path));
    else if (/\.(js|html)$/.test(name)) found.push(path);
  }
  return found;
}

/// Keys used by a source: t("key" calls and data-i18n*="key" attributes.
function keysUsed(text) {
  const keys = [];
  for (const m of text.matchAll(/\bt(?:Nodes)?\(\s*["']([^"']+)["']/g)) keys.push(m[1]);
  for (const m of text.matchAll(/\bdata-i18n(?:-[a-z-]+)?="([^"]+)"/g)) keys.push(m[1]);
  return keys;
}

const params = (text) =>
  new Set((typeof text === "object" ? Object.values(text) : [text]).flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));

test("every key the app uses is in every catalogue, and t() is called with literal keys only", () => {
  const used = new Set();
  for (const file of sources()) {
    const text = readFileSync(file, "utf8");
    const where = relative(web, file);
    for (const key of keysUsed(text)) {
      used.add(key);
      for (const [l, c] of Object.entries(catalogues)) assert.ok(Object.hasOwn(c, key), `${where} uses "${key}", missing from ${l}.js`);
    }
    // A key built at run time could not be checked here.
    const dynamic = text.match(/\bt(?:Nodes)?\(\s*[^"'\s)]/);
    assert.equal(dynamic, null, `${where} calls t() with a key that is not a literal: ${dynamic?.[0]}`);
  }
  const unused = Object.keys(en).filter((k) => !used.has(k));
  assert.deepEqual(unused, [], "keys no code uses (remove them from every catalogue)");
});

test("the catalogues hold the same keys, with English's parameters and each language's plural forms", () => {
  for (const [l, c] of Object.entries(catalogues)) {
    assert.deepEqual(Object.keys(c).sort(), Object.keys(en).sort(), `${l}.js has the keys of en.js`);
    const needed = new Intl.PluralRules(l).resolvedOptions().pluralCategories;
    for (const [key, text] of Object.entries(c)) {
      assert.deepEqual([...params(text)].sort(), [...params(en[key])].sort(), `${l}.js "${key}" has English's parameters`);
      assert.equal(typeof text === "object", typeof en[key] === "object", `${l}.js "${key}" is a plural as in English`);
      if (typeof text === "object") {
        for (const form of needed) assert.equal(typeof text[form], "string", `${l}.js "${key}" has the plural form "${form}"`);
        assert.ok(params(en[key]).has("count"), `en.js "${key}" is a plural, so its texts name {count}`);
      } else {
        assert.equal(typeof text, "string", `${l}.js "${key}"`);
        assert.notEqual(text.trim(), "", `${l}.js "${key}" is not empty`);
      }
    }
  }
});

test("t() fills parameters and picks plural forms, and a missing key shows as itself", () => {
  assert.equal(t("net.unreachable", { request: "GET /api/me" }), "the server cannot be reached (GET /api/me)");
  assert.equal(t("no.such.key"), "no.such.key");
  // A plural picks its form by `count`.
  assert.equal(t("turns.days", { rule: "renju", count: 1 }), "renju, 1 day a move");
  assert.equal(t("turns.days", { rule: "renju", count: 3 }), "renju, 3 days a move");
});
