// HTTP speed budgets against the production build (`npm run build` first), on loopback:
//  - the server-rendered article page must reach at least 40% of the app's own /healthcheck
//    throughput, with p99 under 150 ms, at 32 concurrent connections;
//  - signed-in pages, in one run on one server at 16 connections: /profile and /settings at least
//    35% of /healthcheck, the signed-out landing at least 80%, p99 of each under 250 ms (a signed-in
//    article is measured alongside);
//  - document compression levels compared (what a browser asks for: br, gzip), to choose one.
// Prints tables and writes "## HTTP speed budgets" and "## Signed-in pages" in docs/quality.md.
// Exit 1 when a budget fails. `--pages` runs the signed-in section only.
import crypto from "node:crypto";
import http from "node:http";
import SQLite from "better-sqlite3";
import autocannon from "autocannon";
import { signUpMember, startServer, tempDatabase } from "../tests/system/server";
import { writeQualitySection } from "./bench";

const DURATION = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = 32;

function run(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, requests: [{ method: "GET", headers }] } as autocannon.Options, (error, result) =>
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

const slug = `bench-${crypto.randomUUID().slice(0, 8)}`;
const browser = { "accept-encoding": "gzip, deflate, br" };

function seed(databasePath: string) {
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
}

const row = (route: string, r: autocannon.Result, ratio?: number) =>
  `| ${route} | ${Math.round(r.requests.average)} | ${ratio === undefined ? "—" : `${(ratio * 100).toFixed(0)}%`} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |`;

/** The article page from the page cache against /healthcheck (32 connections), then compression levels. */
async function articleBudget(): Promise<boolean> {
  // 1. Budgets with the shipped settings, asked the way a browser asks.
  const databasePath = tempDatabase("bench-http");
  const server = await startServer(databasePath);
  seed(databasePath);
  await fetch(`${server.url}/blog/${slug}`);
  const health = await run(`${server.url}/healthcheck`, browser);
  const article = await run(`${server.url}/blog/${slug}`, browser);
  await server.stop();
  const ratio = article.requests.average / health.requests.average;

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
    `| /healthcheck | ${Math.round(health.requests.average)} | ${health.latency.p50} | ${health.latency.p99} |`,
    `| /blog/{slug} (article) | ${Math.round(article.requests.average)} | ${article.latency.p50} | ${article.latency.p99} |`,
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
  return pass;
}

const PAGE_CONNECTIONS = 16;

/**
 * One server, one run, 16 connections: /healthcheck, the signed-in /profile, /settings and article,
 * and the signed-out landing page, each as a share of /healthcheck's requests per second.
 */
async function signedInPages(): Promise<boolean> {
  const databasePath = tempDatabase("bench-pages");
  const server = await startServer(databasePath);
  seed(databasePath);
  const cookie = await signUpMember(server.url);
  const member = { ...browser, cookie };
  const routes: Array<{ label: string; path: string; headers: Record<string, string>; budget?: number }> = [
    { label: "/healthcheck", path: "/healthcheck", headers: browser },
    { label: "/profile (signed in, birth tab)", path: "/profile", headers: member, budget: 0.35 },
    { label: "/settings (signed in)", path: "/settings", headers: member, budget: 0.35 },
    { label: "/blog/{slug} (signed in)", path: `/blog/${slug}`, headers: member },
    { label: "/ (signed out, landing)", path: "/", headers: browser, budget: 0.8 },
  ];
  const results: autocannon.Result[] = [];
  for (const route of routes) {
    const warm = await fetch(`${server.url}${route.path}`, { headers: route.headers, redirect: "manual" });
    if (warm.status !== 200) throw new Error(`${route.path}: ${warm.status}`);
    await warm.text();
    results.push(await run(`${server.url}${route.path}`, route.headers, PAGE_CONNECTIONS));
  }
  await server.stop();

  // The same pages rendered on every request (page and member caches off), for what a render costs.
  const uncachedPath = tempDatabase("bench-pages-rendered");
  const uncached = await startServer(uncachedPath, { PAGE_CACHE: "off" });
  const uncachedCookie = await signUpMember(uncached.url);
  const rendered: string[] = [];
  let renderedBase = 0;
  for (const [label, path, headers] of [
    ["/healthcheck", "/healthcheck", browser],
    ["/profile (rendered)", "/profile", { ...browser, cookie: uncachedCookie }],
    ["/settings (rendered)", "/settings", { ...browser, cookie: uncachedCookie }],
  ] as const) {
    await (await fetch(`${uncached.url}${path}`, { headers })).text();
    const r = await run(`${uncached.url}${path}`, headers, PAGE_CONNECTIONS);
    renderedBase ||= r.requests.average;
    rendered.push(row(label, r, path === "/healthcheck" ? undefined : r.requests.average / renderedBase));
  }
  await uncached.stop();

  const base = results[0]!.requests.average;
  const failures: string[] = [];
  const lines = routes.map((route, i) => {
    const r = results[i]!;
    const ratio = r.requests.average / base;
    if (route.budget !== undefined && ratio < route.budget) failures.push(`${route.label} at ${(ratio * 100).toFixed(0)}% (budget ${route.budget * 100}%)`);
    if (r.latency.p99 >= 250) failures.push(`${route.label} p99 ${r.latency.p99} ms (budget under 250 ms)`);
    if (r.non2xx + r.errors > 0) failures.push(`${route.label}: ${r.non2xx + r.errors} failed responses`);
    return row(route.label, r, i === 0 ? undefined : ratio);
  });
  const body = [
    `Run by \`npm run bench\` (scripts/bench-http.ts) on ${new Date().toISOString().slice(0, 10)}: production build, one server, loopback, ${PAGE_CONNECTIONS} connections, ${DURATION} s per route one after the other, \`Accept-Encoding: gzip, deflate, br\`, autocannon in the same machine (2 cores). The member is a free account with a natal chart; the signed-in rows carry its session cookie.`,
    "",
    "| route | req/s | of /healthcheck | p50 ms | p99 ms | failed |",
    "|---|---|---|---|---|---|",
    ...lines,
    "",
    "Budgets: signed-in /profile and /settings at least 35% of /healthcheck, the signed-out landing at least 80%, p99 of each under 250 ms — " +
      (failures.length ? `OVER BUDGET: ${failures.join("; ")}.` : "within budget."),
    "",
    "A member's repeated view is sent from the member cache while nothing in the database has changed (server/member-cache.ts, decision record 008). What a page costs when it is rendered, on a second server with both caches off (no budget):",
    "",
    "| route | req/s | of /healthcheck | p50 ms | p99 ms | failed |",
    "|---|---|---|---|---|---|",
    ...rendered,
  ].join("\n");
  console.log(body);
  writeQualitySection("## Signed-in pages", body);
  return failures.length === 0;
}

async function main() {
  const pagesOnly = process.argv.includes("--pages");
  const pages = await signedInPages();
  const article = pagesOnly ? true : await articleBudget();
  if (!pages || !article) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
