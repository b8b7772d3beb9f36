/**
 * npm run lint (last step): the catalogs and the code agree. Every literal key passed to `t(`,
 * `message(` or read from a view's `messages["…"]` in app/ must be in the English catalog, and every
 * English key must be used: literally, or by a key written as a template (`pricing.${name}Q`, in a call
 * or a `messages[…]` read, matches any key of that shape). The other locales hold exactly the English keys (app/i18n/i18n.test.ts).
 * Exits 1 with the keys at fault.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CATALOGS } from "~/i18n/catalogs";
import { catalogKeys } from "~/i18n/messages.server";

const ROOT = path.resolve(import.meta.dirname, "..", "app");
const LITERAL = /\b(?:t|message)\(\s*(?:[\w.]+,\s*)?["']([a-zA-Z]+\.[\w.]+)["']|messages\[\s*["']([a-zA-Z]+\.[\w.]+)["']\s*\]/g;
/** `texts(locale, "sky")`: a view gets the namespace's messages without arguments (typed by the English file). */
const WHOLE = /\btexts(?:<[^>]*>)?\(\s*[\w.]+,\s*["'](\w+)["']\s*\)/g;
const TEMPLATE = /(?:\b(?:t|message)\(\s*(?:[\w.]+,\s*)?|messages\[\s*)`([a-zA-Z]+\.[^`]*\$\{[^`]*)`/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const used = new Set<string>();
const shapes: RegExp[] = [];
const whole = new Set<string>();
const named = new Set<string>();
for (const file of sources(ROOT)) {
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(LITERAL)) used.add(match[1] ?? match[2]!);
  for (const match of text.matchAll(WHOLE)) whole.add(match[1]!);
  // A key named anywhere as a whole string (`t(cond ? "sky.a" : "sky.b")`, `translator(l)("sky.c")`) is used.
  for (const match of text.matchAll(/["']([a-zA-Z]+\.[\w.]+)["']/g)) named.add(match[1]!);
  for (const match of text.matchAll(TEMPLATE)) {
    const pattern = match[1]!.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^()|[\]\\]/g, "\\$&"));
    shapes.push(new RegExp(`^${pattern.join("[\\w .:-]+")}$`));
  }
}

const english = new Set(catalogKeys("en"));
const missing = [...used].filter((key) => !english.has(key)).sort();
const handed = (key: string) => {
  const [ns, name] = [key.slice(0, key.indexOf(".")), key.slice(key.indexOf(".") + 1)];
  return whole.has(ns) && !CATALOGS.en[ns]![name]!.includes("{");
};
const unused = [...english].filter((key) => !used.has(key) && !named.has(key) && !handed(key) && !shapes.some((shape) => shape.test(key))).sort();
for (const key of missing) console.error(`i18n: "${key}" is used in app/ but missing from the English catalog`);
for (const key of unused) console.error(`i18n: "${key}" is in the English catalog but no code uses it`);
if (missing.length || unused.length) process.exit(1);
console.log(`i18n: ${english.size} keys, all used, none missing`);
