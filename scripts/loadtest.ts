// `npm run loadtest [-- --duration 60 --connections 200]`: mixed traffic against the production
// build on loopback (run `npm run build` first). Starts its own server on a fresh database, seeds
// users, profiles and articles, runs one autocannon stream per kind of request concurrently, then
// checks that every acknowledged write is in the database and that no request failed.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { writeQualitySection } from "./bench";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const DURATION = Number(args.get("duration") ?? 60);
const CONNECTIONS = Number(args.get("connections") ?? 200);
const PORT = Number(args.get("port") ?? 4300);
const BASE = `http://127.0.0.1:${PORT}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "three-skies-load-"));
const DATABASE_PATH = path.join(dir, "load.db");
const SECRET = "loadtest-session-secret";
Object.assign(process.env, { DATABASE_PATH, SESSION_SECRET: SECRET, NODE_ENV: "test", RATE_LIMIT_FACTOR: "100000" });

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer ${url}`);
}

async function main() {
  const server = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), APP_URL: BASE },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let serverErrors = "";
  server.stderr.on("data", (chunk) => (serverErrors += chunk));
  await waitFor(`${BASE}/healthcheck`);

  // Seed through the app's own services, in this process, on the same database file.
  const { insertUser } = await import("~/models/user.server");
  const { hashPassword } = await import("~/services/password.server");
  const { createSession } = await import("~/http/session.server");
  const { saveProfile } = await import("~/services/profile.server");
  const { seedPosts } = await import("../db/seed-posts");
  const hash = await hashPassword("loadtest-password");
  const cookies: string[] = [];
  for (let i = 0; i < 500; i++) {
    const user = await insertUser({
      email: `load-${i}@example.test`,
      passwordHash: hash,
      firstName: `Load${i}`,
      lastName: "Tester",
      subscriptionTier: "premium",
      timezone: "Europe/Paris",
    });
    await saveProfile(user.id, {
      birthDate: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
      birthTime: `${String(i % 24).padStart(2, "0")}:15`,
      birthPlace: "Paris, Île-de-France, FR",
      birthLatitude: 48.8566,
      birthLongitude: 2.3522,
    } as never);
    cookies.push((await createSession(user.id, true)).split(";")[0]!);
  }
  await seedPosts(null);
  const slugs = (new SQLite(DATABASE_PATH).prepare("SELECT slug FROM blog_posts WHERE status = 'published'").all() as { slug: string }[]).map((row) => row.slug);
  let next = 0;
  const cookie = () => cookies[next++ % cookies.length]!;

  const acks = { registrations: 0, profileWrites: 0, compatibility: 0 };
  const share = (fraction: number) => Math.max(1, Math.round(CONNECTIONS * fraction));
  type Stream = { name: string; connections: number; options: Partial<autocannon.Options>; onOk?: () => void };
  const streams: Stream[] = [
    { name: "GET /blog", connections: share(0.2), options: { requests: [{ method: "GET", path: "/blog" }] } },
    {
      name: "GET /blog/:slug",
      connections: share(0.2),
      options: { requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/blog/${slugs[next++ % slugs.length]}` }) }] },
    },
    {
      name: "GET /profile",
      connections: share(0.15),
      options: { requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: "/profile", headers: { cookie: cookie() } }) }] },
    },
    {
      name: "GET /api/horoscope/daily",
      connections: share(0.15),
      options: { requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: "/api/horoscope/daily", headers: { cookie: cookie() } }) }] },
    },
    {
      name: "POST /api/auth/register",
      connections: share(0.1),
      onOk: () => acks.registrations++,
      options: {
        requests: [
          {
            method: "POST",
            setupRequest: (req) => ({
              ...req,
              path: "/api/auth/register",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ email: `new-${crypto.randomUUID()}@example.test`, password: "a-long-password", firstName: "New", lastName: "User" }),
            }),
          },
        ],
      },
    },
    {
      name: "POST /api/profile",
      connections: share(0.1),
      onOk: () => acks.profileWrites++,
      options: {
        requests: [
          {
            method: "POST",
            setupRequest: (req) => ({
              ...req,
              path: "/api/profile",
              headers: { "content-type": "application/json", cookie: cookie() },
              body: JSON.stringify({ birthDate: "1988-11-02", birthTime: "21:40", birthPlace: "Lyon, FR", birthLatitude: 45.764, birthLongitude: 4.8357 }),
            }),
          },
        ],
      },
    },
    {
      name: "POST /api/compatibility",
      connections: share(0.1),
      onOk: () => acks.compatibility++,
      options: {
        requests: [
          {
            method: "POST",
            setupRequest: (req) => ({
              ...req,
              path: "/api/compatibility",
              headers: { "content-type": "application/json", cookie: cookie() },
              body: JSON.stringify({
                partnerName: "Sam",
                partnerBirthDate: "1991-04-09",
                partnerBirthTime: "07:05",
                partnerBirthPlace: "Rome, IT",
                partnerBirthLatitude: 41.9028,
                partnerBirthLongitude: 12.4964,
              }),
            }),
          },
        ],
      },
    },
  ];

  const db = new SQLite(DATABASE_PATH, { readonly: true });
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const before = {
    users: count("SELECT count(*) AS n FROM users"),
    generations: count("SELECT count(*) AS n FROM profile_generations"),
    logs: count("SELECT count(*) AS n FROM compatibility_report_logs"),
  };

  console.error(`load: ${CONNECTIONS} connections for ${DURATION}s against ${BASE}`);
  const results = await Promise.all(
    streams.map(
      (stream) =>
        new Promise<{ name: string; result: autocannon.Result }>((resolve, reject) => {
          const instance = autocannon(
            { url: BASE, connections: stream.connections, duration: DURATION, timeout: 30, ...stream.options } as autocannon.Options,
            (error, result) => (error ? reject(error) : resolve({ name: stream.name, result })),
          );
          instance.on("response", (_client: unknown, statusCode: number) => {
            if (statusCode >= 200 && statusCode < 300) stream.onOk?.();
          });
        }),
    ),
  );

  const after = {
    users: count("SELECT count(*) AS n FROM users"),
    generations: count("SELECT count(*) AS n FROM profile_generations"),
    logs: count("SELECT count(*) AS n FROM compatibility_report_logs"),
    integrity: (db.prepare("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check,
  };
  server.kill("SIGTERM");

  const rows = results.map(({ name, result }) => ({
    route: name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }));
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const failures = rows.reduce((sum, row) => sum + row.non2xx + row.errors, 0);
  console.log(`\n| route | requests | req/s | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.route} | ${row.requests} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`);
  console.log(`\ntotal ${total} requests in ${DURATION}s (${Math.round(total / DURATION)} req/s), ${failures} failures`);
  const checks = {
    registrations: { acknowledged: acks.registrations, stored: after.users - before.users },
    profileWrites: { acknowledged: acks.profileWrites, stored: after.generations - before.generations },
    compatibility: { acknowledged: acks.compatibility, stored: after.logs - before.logs },
  };
  console.log(`acknowledged vs stored: ${JSON.stringify(checks)}; integrity_check: ${after.integrity}`);
  const busy = /SQLITE_BUSY/.test(serverErrors);
  console.log(`SQLITE_BUSY in server log: ${busy ? "yes" : "no"}`);
  const table = [
    "| route | requests | req/s | p50 ms | p99 ms | non-2xx | errors |",
    "|---|---|---|---|---|---|---|",
    ...rows.map((row) => `| ${row.route} | ${row.requests} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`),
  ].join("\n");
  writeQualitySection(
    "## Load test",
    [
      `Run by \`npm run loadtest\` (scripts/loadtest.ts) on ${new Date().toISOString().slice(0, 10)}: production build on loopback, ${CONNECTIONS} connections for ${DURATION} s, one autocannon stream per kind of request, load generator on the same 2-core machine; 500 premium users with charts and the starter articles seeded first.`,
      "",
      table,
      "",
      `Total ${total} requests (${Math.round(total / DURATION)} req/s), ${failures} failures. Acknowledged writes vs rows afterwards: registrations ${checks.registrations.acknowledged} / ${checks.registrations.stored}, profile writes ${checks.profileWrites.acknowledged} / ${checks.profileWrites.stored}, compatibility reports ${checks.compatibility.acknowledged} / ${checks.compatibility.stored} (rows can exceed acknowledgements by requests still in flight when the clock stopped). \`PRAGMA integrity_check\`: ${after.integrity}. SQLITE_BUSY in the server log: ${busy ? "yes" : "no"}.`,
    ].join("\n"),
  );
  const lost = Object.values(checks).some((check) => check.stored < check.acknowledged);
  fs.rmSync(dir, { recursive: true, force: true });
  if (failures || lost || busy || after.integrity !== "ok") process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
