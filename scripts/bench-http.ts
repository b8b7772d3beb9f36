// HTTP speed budgets against the production build (`npm run build` first), on loopback:
//  - the server-rendered article page must reach at least 40% of the app's own /healthcheck
//    throughput, with p99 under 150 ms, at 32 concurrent connections;
//  - document compression levels compared (what a browser asks for: br, gzip), to choose one.
// Prints a table and writes "## HTTP speed budgets" in docs/quality.md. Exit 1 when a budget fails.
import crypto from "node:crypto";
import http from "node:http";
import SQLite from "better-sqlite3";
import autocannon from "autocannon";
import { startServer, tempDatabase } from "../tests/system/server";
import { writeQualitySection } from "./bench";

const DURATION = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = 32;

function run(url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests: [{ method: "GET", headers }] } as autocannon.Options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Bytes as sent (compressed), not as decoded. */
function wireBytes(url: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

async function main() {
  const rows: string[] = [];
  const slug = `bench-${crypto.randomUUID().slice(0, 8)}`;
  const seed = (databasePath: string) => {
    const db = new SQLite(databasePath);
    const body = Array.from({ length: 12 }, (_, i) => `## Part ${i + 1}\n\nThe Moon crosses a sign in about two and a half days; ${"its phases colour the week. ".repeat(8)}\n\n| Phase | Days |\n|---|---|\n| New | 0 |\n| Full | 14.8 |`).join("\n\n");
    db.prepare(
      `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
       VALUES (?, 'Living by the Lunar Month', ?, 'A practical guide to the Moon''s phases.', ?, 'astronomical_events', 'published', ?)`,
    ).run(crypto.randomUUID(), slug, body, new Date(Date.now() - 86_400_000).toISOString());
    for (let i = 0; i < 3; i++) {
      db.prepare(
        `INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at)
         VALUES (?, ?, ?, 'Related reading.', 'Short body.', 'astronomical_events', 'published', ?)`,
      ).run(crypto.randomUUID(), `Related ${i}`, `${slug}-related-${i}`, new Date(Date.now() - 2 * 86_400_000).toISOString());
    }
    db.close();
  };

  // 1. Budgets with the shipped settings, asked the way a browser asks.
  const browser = { "accept-encoding": "gzip, deflate, br" };
  const databasePath = tempDatabase("bench-http");
  const server = await startServer(databasePath);
  seed(databasePath);
  await fetch(`${server.url}/blog/${slug}`);
  const health = await run(`${server.url}/healthcheck`, browser);
  const article = await run(`${server.url}/blog/${slug}`, browser);
  await server.stop();
  const ratio = article.requests.average / health.requests.average;
  rows.push(
    `| /healthcheck | ${Math.round(health.requests.average)} | ${health.latency.p50} | ${health.latency.p99} |`,
    `| /blog/{slug} (article) | ${Math.round(article.requests.average)} | ${article.latency.p50} | ${article.latency.p99} |`,
  );

  // 2. Document compression levels, rendering every time (page cache off) (the server compresses documents on the fly; assets are pre-compressed).
  const levels: string[] = [];
  for (const level of [0, 1, 4, 6]) {
    const path = tempDatabase(`bench-http-${level}`);
    // Without the page cache, so every request renders and compresses.
    const s = await startServer(path, { COMPRESSION_LEVEL: String(level), PAGE_CACHE: "off" });
    seed(path);
    const size = await wireBytes(`${s.url}/blog/${slug}`);
    const r = await run(`${s.url}/blog/${slug}`, { "accept-encoding": "gzip" });
    await s.stop();
    levels.push(`| ${level === 0 ? "off" : `gzip ${level}`} | ${size} | ${Math.round(r.requests.average)} | ${r.latency.p99} |`);
  }

  const pass = ratio >= 0.4 && article.latency.p99 < 150;
  const body = [
    `Run by \`npm run bench\` (scripts/bench-http.ts) on ${new Date().toISOString().slice(0, 10)}: production build, loopback, ${CONNECTIONS} connections, ${DURATION} s each, autocannon in the same machine (2 cores).`,
    "",
    "| route | req/s | p50 ms | p99 ms |",
    "|---|---|---|---|",
    ...rows,
    "",
    `Article throughput is ${(ratio * 100).toFixed(0)}% of /healthcheck (budget: at least 40%); article p99 ${article.latency.p99} ms (budget: under 150 ms) — ${pass ? "within budget" : "OVER BUDGET"}.`,
    "",
    "Signed-out visitors get public pages from the server's 30-second page cache (server/page-cache.ts);",
    "signed-in pages render on every request. Document compression, measured with the page cache off",
    "(article page, `Accept-Encoding: gzip`, every request rendered):",
    "",
    "| level | bytes on the wire | req/s | p99 ms |",
    "|---|---|---|---|",
    ...levels,
  ].join("\n");
  console.log(body);
  writeQualitySection("## HTTP speed budgets", body);
  if (!pass) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
