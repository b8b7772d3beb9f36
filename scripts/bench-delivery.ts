/**
 * Delivery bench: prepare the daily messages of 100,000 seeded premium users.
 *   tsx scripts/bench-delivery.ts [--users 100000] [--fresh]
 * Uses its own database (BENCH_DATABASE_PATH, default data/bench-delivery.db), seeded by
 * scripts/seed-users.ts with users in 18 zones whose delivery hour has passed at the bench instant.
 * Measures, in one process:
 *   prepare  - read users in pages, local time per zone, today's horoscope (the day's sky once per
 *              date and zone, then per-user composition), render email + SMS; no writes (dry run)
 *   deliver  - the real job with no-op transports: claims, stored horoscopes, sent marks
 *   rerun    - the job again at the same instant: everything already sent, nothing to do
 * Prints progress on stderr and one JSON line of figures on stdout (peak RSS in MB).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const BENCH_NOW = new Date("2025-06-10T17:00:00Z");

export interface DeliveryBenchResult {
  users: number;
  seedMs: number;
  prepare: { ms: number; messages: number; skies: number };
  deliver: { ms: number; email: number; sms: number; failed: number };
  rerun: { ms: number; alreadySent: number };
  peakRssMb: number;
}

export async function benchDelivery(options: { users?: number; fresh?: boolean; log?: (line: string) => void } = {}): Promise<DeliveryBenchResult> {
  const users = options.users ?? 100_000;
  const log = options.log ?? (() => {});
  const file = path.resolve(process.env.BENCH_DATABASE_PATH ?? "data/bench-delivery.db");
  if (options.fresh) for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  process.env.DATABASE_PATH = file;
  const { resetEnvForTests } = await import("~/env.server");
  resetEnvForTests();
  const { closeDb, sqlite } = await import("~/db.server");
  const { seedBenchUsers } = await import("./seed-users");
  const { deliverDailyInsights } = await import("~/services/delivery.server");

  let t = performance.now();
  seedBenchUsers(users, { dueAt: BENCH_NOW, log });
  // A previous bench's deliveries would make "deliver" a no-op: start every run from the same state.
  sqlite().exec("DELETE FROM delivery_log; DELETE FROM daily_horoscopes;");
  const seedMs = Math.round(performance.now() - t);
  log(`seeded/checked ${users} users in ${seedMs} ms`);

  t = performance.now();
  const dry = await deliverDailyInsights({ now: BENCH_NOW, dryRun: true, pageSize: 1000 });
  const prepare = { ms: Math.round(performance.now() - t), messages: dry.prepared, skies: dry.skies };
  log(`prepare: ${prepare.messages} messages for ${dry.users} users in ${prepare.ms} ms (${prepare.skies} skies)`);

  const noop = async () => {};
  t = performance.now();
  const real = await deliverDailyInsights({ now: BENCH_NOW, pageSize: 1000, concurrency: 16, transports: { mail: noop, sms: noop }, log });
  const deliver = { ms: Math.round(performance.now() - t), email: real.delivered.email, sms: real.delivered.sms, failed: real.failed };
  log(`deliver: ${deliver.email} emails + ${deliver.sms} texts in ${deliver.ms} ms`);

  t = performance.now();
  const again = await deliverDailyInsights({ now: BENCH_NOW, pageSize: 1000, transports: { mail: noop, sms: noop } });
  const rerun = { ms: Math.round(performance.now() - t), alreadySent: again.skipped.alreadySent };
  log(`rerun: ${rerun.alreadySent} already sent, ${again.delivered.email + again.delivered.sms} sent, ${rerun.ms} ms`);

  await closeDb();
  return { users: dry.users, seedMs, prepare, deliver, rerun, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  const i = process.argv.indexOf("--users");
  const result = await benchDelivery({
    users: i >= 0 ? Number(process.argv[i + 1]) : undefined,
    fresh: process.argv.includes("--fresh"),
    log: (line) => process.stderr.write(`[bench:delivery] ${line}\n`),
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
