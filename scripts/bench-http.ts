// HTTP speed budgets against the production build (`npm run build` first), on loopback:
//  - the server-rendered article page must reach at least 40% of the app's own /healthcheck
//    throughput, with p99 under 150 ms, at 32 concurrent connections;
//  - signed-in pages with every cache off, in one run on one server at 16 connections: twenty members
//    (half Premium, one without a birth time) × the eight profile tabs and /settings, shuffled, at
//    least 20% of /healthcheck's requests per second with p99 under 250 ms; CPU ms per page;
//  - document compression levels compared (what a browser asks for: br, gzip), to choose one.
// Prints tables and writes "## HTTP speed budgets", "## Signed-in pages" and "## Public sign page" in docs/quality.md.
//  - a public sign page from the page cache at least 80% of /healthcheck's throughput, and at most
//    20 ms of CPU rendered; the sky page's render cost beside it.
//  - the landing page from the page cache (kept compressed) at least 150% of /healthcheck's
//    throughput at 16 connections, brotli accepted.
// Exit 1 when a budget fails. `--pages` runs the signed-in section only, `--public` the sign page
// only, `--landing` the landing page only.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import http from "node:http";
import SQLite from "better-sqlite3";
import autocannon from "autocannon";
import { registerAndSignIn, signUpMember, startServer, tempDatabase } from "../tests/system/server";
import { writeQualitySection } from "./bench";

const DURATION = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = 32;
/** Rounds of the members' mix, alternating with /healthcheck's. */
const MIX_ROUNDS = 8;

function run(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS, duration = DURATION) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, requests: [{ method: "GET", headers }] } as autocannon.Options, (error, result) =>
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
const MEMBERS = 20;
const PAGES = ["/profile?tab=birth", "/profile?tab=sun", "/profile?tab=chinese", "/profile?tab=moon", "/profile?tab=planets", "/profile?tab=love", "/profile?tab=compatibility", "/profile?tab=daily", "/settings"];

/** Rounds of one run as one result: req/s averaged, the worst round's p50 and p99, failures summed. */
function merge(results: autocannon.Result[]): autocannon.Result {
  return {
    ...results[0]!,
    requests: { ...results[0]!.requests, average: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length },
    latency: { ...results[0]!.latency, p50: Math.max(...results.map((r) => r.latency.p50)), p99: Math.max(...results.map((r) => r.latency.p99)) },
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** CPU time (user + system) the process has used, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
}

/** A member: signed up with a chart (one of them without a birth time); every other one Premium. */
async function member(url: string, databasePath: string, i: number): Promise<string> {
  const untimed = i === MEMBERS - 1;
  const cookie = untimed
    ? (await registerAndSignIn(url, { email: `mix${i}-${crypto.randomUUID().slice(0, 8)}@example.test`, password: "member-lantern-1", firstName: `Mix${i}`, lastName: "Tester" })).cookie
    : await signUpMember(url, `Mix${i}`);
  if (untimed) {
    const profile = await fetch(`${url}/api/profile`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ birthDate: "1991-11-02", birthPlace: "Lisbon, Portugal", birthLatitude: 38.7223, birthLongitude: -9.1393 }),
    });
    if (profile.status !== 201) throw new Error(`untimed profile: ${profile.status} ${await profile.text()}`);
  }
  if (i % 2 === 0) {
    const db = new SQLite(databasePath);
    db.prepare("UPDATE users SET subscription_tier = 'premium' WHERE email LIKE ?").run(`mix${i}-%`);
    db.close();
  }
  return cookie;
}

function shuffled<T>(items: T[], seed = 26): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Twenty members (half Premium, one without a birth time) each viewing the eight profile tabs and
 * /settings, shuffled, on one server with every cache off: CPU ms per request of each page (from
 * /proc, 4 in flight), then the whole mix and /healthcheck at 16 connections in the same run.
 */
async function memberMix(): Promise<boolean> {
  const databasePath = tempDatabase("bench-mix");
  const server = await startServer(databasePath, { PAGE_CACHE: "off" });
  const pid = server.process.pid!;
  const cookies: string[] = [];
  for (let i = 0; i < MEMBERS; i++) cookies.push(await member(server.url, databasePath, i));
  const mix = shuffled(cookies.flatMap((cookie) => PAGES.map((path) => ({ path, cookie }))));
  // Every view once first: the Daily tab writes on its first view of the day, charts are derived.
  for (const { path, cookie } of mix) {
    const response = await fetch(`${server.url}${path}`, { headers: { ...browser, cookie }, redirect: "manual" });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    await response.text();
  }

  // CPU per request, page by page: each member's view of the page, 3 rounds, 4 in flight.
  const perPage: string[] = [];
  for (const path of ["/healthcheck", ...PAGES]) {
    const views = Array.from({ length: 3 }, () => cookies).flat();
    const before = cpuMs(pid);
    for (let i = 0; i < views.length; i += 4) {
      await Promise.all(views.slice(i, i + 4).map(async (cookie) => (await fetch(`${server.url}${path}`, { headers: { ...browser, cookie } })).arrayBuffer()));
    }
    perPage.push(`| ${path} | ${((cpuMs(pid) - before) / views.length).toFixed(2)} |`);
  }

  let next = 0;
  // Every answer's time, pooled over the rounds: the mix's percentiles are of all its requests. Each
  // answer's page, and when it was sent and done, to count the answers another one waited behind.
  const times: number[] = [];
  const answers: { path: string; sent: number; done: number }[] = [];
  type Viewing = { path?: string };
  const mixRound = () => new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections: PAGE_CONNECTIONS,
        duration: DURATION / 5,
        requests: [
          {
            method: "GET",
            // The connection's context: where its answer's page is found when the answer comes.
            setupRequest: (request: autocannon.Request, context?: Viewing) => {
              const view = mix[next++ % mix.length]!;
              if (context) context.path = view.path;
              return { ...request, path: view.path, headers: { ...browser, cookie: view.cookie } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (client: unknown, _status: number, _bytes: number, ms: number) => {
      times.push(ms);
      answers.push({ path: (client as { requestIterator: { context: Viewing } }).requestIterator.context.path ?? "", sent: performance.now() - ms, done: performance.now() });
    });
  });
  // A server that has been up a while: a warm-up round of each at full load first (not counted), so the rounds
  // below measure compiled code rather than V8 still optimizing the render path.
  await mixRound();
  await run(`${server.url}/healthcheck`, browser, PAGE_CONNECTIONS, DURATION / 5);
  times.length = 0;
  answers.length = 0;
  // Eight alternating rounds of each, so a machine whose load swings weighs on both alike (five left
  // a swing of ±3 points between runs of the same build on this shared machine).
  const rounds: { mixed: autocannon.Result; health: autocannon.Result }[] = [];
  for (let i = 0; i < MIX_ROUNDS; i++) rounds.push({ mixed: await mixRound(), health: await run(`${server.url}/healthcheck`, browser, PAGE_CONNECTIONS, DURATION / 5) });
  await server.stop();
  const merged = merge(rounds.map((r) => r.mixed));
  times.sort((a, b) => a - b);
  const quantile = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  const percentile = (q: number) => quantile(times, q);
  // How many answers were completed while each one waited: a count the machine's load hardly moves.
  // Served in arrival order, about one per other connection (15); a request passed over waits longer.
  const doneTimes = answers.map((a) => a.done).sort((a, b) => a - b);
  const doneBy = (t: number) => doneTimes.filter((d) => d < t).length;
  const waitedBehind = answers.map((a) => doneBy(a.done) - doneBy(a.sent)).sort((a, b) => a - b);
  const byPage = PAGES.map((path) => {
    const ms = answers.filter((a) => a.path === path).map((a) => a.done - a.sent).sort((a, b) => a - b);
    return `| ${path} | ${ms.length} | ${quantile(ms, 0.5)} | ${quantile(ms, 0.99)} |`;
  });
  const mixed = { ...merged, latency: { ...merged.latency, p50: percentile(0.5), p99: percentile(0.99) } };
  const health = merge(rounds.map((r) => r.health));

  const ratio = mixed.requests.average / health.requests.average;
  const failures: string[] = [];
  if (ratio < 0.2) failures.push(`the mix at ${(ratio * 100).toFixed(0)}% of /healthcheck (budget 20%)`);
  if (mixed.latency.p99 >= 250) failures.push(`the mix's p99 ${mixed.latency.p99} ms (budget under 250 ms)`);
  if (mixed.non2xx + mixed.errors > 0) failures.push(`${mixed.non2xx + mixed.errors} failed responses`);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(" / ");
  const body = [
    `Run by \`npm run bench\` (scripts/bench-http.ts) on ${new Date().toISOString().slice(0, 10)}: production build, \`PAGE_CACHE=off\` (no cache of any page), one server, loopback, \`Accept-Encoding: gzip, deflate, br\`, autocannon in the same machine (2 cores, load average ${load} at the end). ${MEMBERS} members, every other one Premium, one without a birth time, each viewing the eight profile tabs and /settings: ${mix.length} views shuffled, replayed in that order at ${PAGE_CONNECTIONS} connections, and /healthcheck on the same server: a warm-up round of each (not counted), then ${MIX_ROUNDS} alternating rounds of ${DURATION / 5} s each (req/s averaged; the mix's p50 and p99 over all its ${times.length} answers, /healthcheck's the worst round's).`,
    "",
    "| run | req/s | of /healthcheck | p50 ms | p99 ms | failed |",
    "|---|---|---|---|---|---|",
    row("/healthcheck", health),
    row("the members' mix", mixed, ratio),
    "",
    "Budget: the mix at least 20% of /healthcheck's requests per second, p99 under 250 ms — " + (failures.length ? `OVER BUDGET: ${failures.join("; ")}.` : "within budget."),
    "",
    `Answers completed while one of the mix waited for its own: median ${quantile(waitedBehind, 0.5)}, p99 ${quantile(waitedBehind, 0.99)}, most ${waitedBehind.at(-1)} (${PAGE_CONNECTIONS} connections: ${PAGE_CONNECTIONS - 1} when served in arrival order). The mix by page:`,
    "",
    "| page | answers | p50 ms | p99 ms |",
    "|---|---|---|---|",
    ...byPage,
    "",
    "CPU time of the server process per request, each page viewed by every member three times, 4 in flight (`/proc`):",
    "",
    "| page | CPU ms per request |",
    "|---|---|",
    ...perPage,
  ].join("\n");
  console.log(body);
  writeQualitySection("## Signed-in pages", body);
  return failures.length === 0;
}

const SIGN_PAGE = "/horoscope/aries";

/**
 * A public sign page: from the server's page cache against /healthcheck in the same run (32
 * connections, no cookie, as a crawler or a CDN asks), then its CPU cost when rendered (page cache
 * off): the same page again and again (the day's sky memoized), and new days (each computing its sky).
 */
async function publicSignPage(): Promise<boolean> {
  const server = await startServer(tempDatabase("bench-sign"));
  await fetch(`${server.url}${SIGN_PAGE}`);
  // Five alternating rounds of each, so a machine whose load swings weighs on both alike.
  const rounds: { health: autocannon.Result; cached: autocannon.Result }[] = [];
  for (let i = 0; i < 5; i++) {
    rounds.push({ health: await run(`${server.url}/healthcheck`, browser, CONNECTIONS, DURATION / 5), cached: await run(`${server.url}${SIGN_PAGE}`, browser, CONNECTIONS, DURATION / 5) });
  }
  await server.stop();
  const health = merge(rounds.map((r) => r.health));
  const cached = merge(rounds.map((r) => r.cached));
  const ratio = cached.requests.average / health.requests.average;

  const rendered = await startServer(tempDatabase("bench-sign-render"), { PAGE_CACHE: "off" });
  const pid = rendered.process.pid!;
  const view = async (path: string) => (await fetch(`${rendered.url}${path}`, { headers: browser })).arrayBuffer();
  await view(SIGN_PAGE);
  const perView = async (paths: string[]) => {
    const before = cpuMs(pid);
    for (let i = 0; i < paths.length; i += 4) await Promise.all(paths.slice(i, i + 4).map(view));
    return (cpuMs(pid) - before) / paths.length;
  };
  const again = await perView(Array.from({ length: 80 }, () => SIGN_PAGE));
  // Forty new days, one sign each: every view computes that day's sky for UTC.
  const newDays = await perView(Array.from({ length: 40 }, (_, i) => `${SIGN_PAGE}/${new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10)}`));
  const sky = await perView(Array.from({ length: 40 }, (_, i) => `/sky/${new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10)}`));
  await rendered.stop();

  const failures: string[] = [];
  if (ratio < 0.8) failures.push(`the cached sign page at ${(ratio * 100).toFixed(0)}% of /healthcheck (budget 80%)`);
  if (again > 20) failures.push(`${again.toFixed(1)} ms of CPU to render the sign page (budget 20 ms)`);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(" / ");
  const body = [
    `Run by \`npm run bench\` (scripts/bench-http.ts) on ${new Date().toISOString().slice(0, 10)}: production build, loopback, no cookie, \`Accept-Encoding: gzip, deflate, br\`, ${CONNECTIONS} connections, five alternating rounds of ${DURATION / 5} s of each (req/s averaged, the worst round's p50 and p99), autocannon in the same machine (2 cores, load average ${load} at the end).`,
    "",
    "| run | req/s | of /healthcheck | p50 ms | p99 ms | failed |",
    "|---|---|---|---|---|---|",
    row("/healthcheck", health),
    row(`${SIGN_PAGE} (page cache)`, cached, ratio),
    "",
    "CPU time of the server process per request with the page cache off (`/proc`, 4 in flight):",
    "",
    "| page | CPU ms per request |",
    "|---|---|",
    `| ${SIGN_PAGE}, rendered again (its day's sky memoized) | ${again.toFixed(2)} |`,
    `| ${SIGN_PAGE}/{date}, 40 new days (each computes its sky) | ${newDays.toFixed(2)} |`,
    `| /sky/{date}, 40 new days (positions, void-of-course Moon, 30 days of events) | ${sky.toFixed(2)} |`,
    "",
    "Budget: the cached sign page at least 80% of /healthcheck's requests per second, rendered at most 20 ms of CPU — " +
      (failures.length ? `OVER BUDGET: ${failures.join("; ")}.` : "within budget.") +
      " The page cache answers before the router, while /healthcheck goes through it and pings the database: the cached page can outrun it. A CDN keeps the same page (no nonce, `public, s-maxage`; tests/system/shared-pages.test.ts).",
  ].join("\n");
  console.log(body);
  writeQualitySection("## Public sign page", body);
  return failures.length === 0;
}

const LANDING_CONNECTIONS = 16;

/**
 * The landing page as a guest or a CDN asks for it (no cookie, brotli accepted), from the page
 * cache, which keeps it compressed once: against /healthcheck in the same run, alternating rounds.
 * Beside it, the same page rendered and compressed on every request (a second server, cache off).
 */
async function landingPage(): Promise<boolean> {
  const uncached = await startServer(tempDatabase("bench-landing-render"), { PAGE_CACHE: "off" });
  const renderRounds: { health: autocannon.Result; rendered: autocannon.Result }[] = [];
  for (let i = 0; i < 5; i++) {
    renderRounds.push({
      health: await run(`${uncached.url}/healthcheck`, browser, LANDING_CONNECTIONS, DURATION / 5),
      rendered: await run(`${uncached.url}/`, browser, LANDING_CONNECTIONS, DURATION / 5),
    });
  }
  await uncached.stop();
  const renderHealth = merge(renderRounds.map((r) => r.health));
  const rendered = merge(renderRounds.map((r) => r.rendered));
  const server = await startServer(tempDatabase("bench-landing"));
  const first = await fetch(`${server.url}/`, { headers: browser });
  await first.arrayBuffer();
  const rounds: { health: autocannon.Result; cached: autocannon.Result }[] = [];
  for (let i = 0; i < 5; i++) {
    rounds.push({
      health: await run(`${server.url}/healthcheck`, browser, LANDING_CONNECTIONS, DURATION / 5),
      cached: await run(`${server.url}/`, browser, LANDING_CONNECTIONS, DURATION / 5),
    });
  }
  const hit = await fetch(`${server.url}/`, { headers: browser });
  await hit.arrayBuffer();
  // As sent (fetch decodes the body it reads).
  const bytes = hit.headers.get("content-length");
  await server.stop();
  const health = merge(rounds.map((r) => r.health));
  const cached = merge(rounds.map((r) => r.cached));
  const ratio = cached.requests.average / health.requests.average;
  const pass = ratio >= 1.5 && cached.non2xx + cached.errors === 0;
  const load = os.loadavg().map((value) => value.toFixed(2)).join(" / ");
  const body = [
    `Run by \`npm run bench\` (scripts/bench-http.ts) on ${new Date().toISOString().slice(0, 10)}: production build, loopback, no cookie, \`Accept-Encoding: gzip, deflate, br\`, ${LANDING_CONNECTIONS} connections, five alternating rounds of ${DURATION / 5} s of each (req/s averaged, the worst round's p50 and p99), autocannon in the same machine (2 cores, load average ${load} at the end).`,
    "",
    "| run | req/s | of /healthcheck | p50 ms | p99 ms | failed |",
    "|---|---|---|---|---|---|",
    row("/healthcheck", health),
    row("/ (page cache)", cached, ratio),
    row("/healthcheck (second server, page cache off)", renderHealth),
    row("/ rendered on every request (page cache off)", rendered, rendered.requests.average / renderHealth.requests.average),
    "",
    `A hit sends the brotli copy made when the page was kept (${bytes} bytes, \`${hit.headers.get("content-encoding")}\`): no compression per request (server/page-cache.ts). Budget: at least 150% of /healthcheck — ${pass ? "within budget" : "OVER BUDGET"}.`,
  ].join("\n");
  console.log(body);
  writeQualitySection("## Landing page from the page cache", body);
  return pass;
}

async function main() {
  if (process.argv.includes("--landing")) {
    if (!(await landingPage())) process.exit(1);
    return;
  }
  if (process.argv.includes("--public")) {
    if (!(await publicSignPage())) process.exit(1);
    return;
  }
  const pagesOnly = process.argv.includes("--pages");
  const pages = await memberMix();
  const article = pagesOnly ? true : await articleBudget();
  const sign = pagesOnly ? true : await publicSignPage();
  const landing = pagesOnly ? true : await landingPage();
  if (!pages || !article || !sign || !landing) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
