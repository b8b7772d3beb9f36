// The JavaScript budget of public pages (issue 10): under 120 KB gzip for the landing page, the blog,
// an article, pricing and the account pages, counted from what each document actually loads.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDatabase } from "./server";

const BUDGET_BYTES = 120 * 1024;
let server: RunningServer;
const slug = `budget-${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  server = await startServer(tempDatabase("budgets"));
  const db = new SQLite(server.databasePath);
  db.prepare(
    `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
     VALUES (?, 'Mercury Retrograde Without the Panic', ?, 'What the three-week reversal means.', ?, 'planets_houses', 'published', ?)`,
  ).run(crypto.randomUUID(), slug, "## Mercury\n\nIt only *looks* backwards.\n\n| a | b |\n|---|---|\n| 1 | 2 |", new Date(Date.now() - 3_600_000).toISOString());
  db.close();
});
afterAll(async () => {
  await server.stop();
});

/** Every script a document loads: script src, modulepreload links and dynamic imports. */
async function javascriptOf(pagePath: string) {
  const html = await (await fetch(server.url + pagePath)).text();
  const files = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/import\("(\/[^"]+\.js)"\)/g)) files.add(match[1]!);
  let bytes = 0;
  for (const file of files) {
    const local = path.join("build/client", file);
    bytes += zlib.gzipSync(fs.readFileSync(local), { level: 9 }).length;
  }
  return { files: [...files], bytes };
}

describe("public pages stay under 120 KB of gzip JavaScript", () => {
  it.each(["/", "/blog", "/pricing", "/login", "/register", "/forgot-password", "/reset-password?token=x"])("%s", async (page) => {
    const { bytes, files } = await javascriptOf(page);
    // The account forms load the enhancement script and the blog hydrates: a budget that finds no
    // script there is reading the page wrong, not passing.
    if (["/blog", "/login", "/register"].includes(page)) expect(files.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(BUDGET_BYTES);
  });

  it("an article", async () => {
    const { bytes, files } = await javascriptOf(`/blog/${slug}`);
    expect(files.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(BUDGET_BYTES);
  });
});
