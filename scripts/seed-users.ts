/**
 * Seeds N premium users with astrology profiles and daily insights on, for the delivery bench:
 *   tsx scripts/seed-users.ts --count 100000 [--due-at 2025-06-10T17:00:00Z]
 * DATABASE_PATH picks the database (use a scratch file, never production). Users get the emails
 * bench-<n>@seed.threeskies.test; re-running adds only the missing ones. Charts are computed for a few
 * hundred birth moments and shared, so seeding 100,000 users takes seconds.
 * With --due-at, each user's delivery hour is one that has passed at that instant in their zone.
 */
import crypto from "node:crypto";
import { pathToFileURL } from "node:url";
import { computeChart } from "~/astrology/natal";
import { closeDb, sqlite, startDatabase } from "~/db.server";
import { DELIVERY_HOURS } from "~/schemas/preferences";
import { localDateTime } from "~/services/horoscope.server";

/** Zones where 17:00 UTC is between 06:00 and midnight local time, half-hour and 45-minute offsets included. */
export const BENCH_ZONES = [
  "Pacific/Honolulu", "America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York",
  "America/Sao_Paulo", "America/St_Johns", "Europe/London", "Europe/Paris", "Africa/Lagos", "Africa/Cairo",
  "Europe/Moscow", "Asia/Dubai", "Asia/Tehran", "Asia/Karachi", "Asia/Kolkata", "Asia/Kathmandu", "Asia/Dhaka",
] as const;

const PLACES = [
  [40.7128, -74.006], [51.5072, -0.1276], [28.6139, 77.209], [-34.9285, 138.6007], [35.6762, 139.6503],
  [-23.5505, -46.6333], [48.8566, 2.3522], [19.4326, -99.1332], [30.0444, 31.2357], [55.7558, 37.6173],
] as const;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

export function seedBenchUsers(count: number, options: { dueAt?: Date; log?: (line: string) => void } = {}) {
  const log = options.log ?? (() => {});
  startDatabase();
  const db = sqlite();
  const existing = (db.prepare("SELECT count(*) AS n FROM users WHERE email LIKE 'bench-%@seed.threeskies.test'").get() as { n: number }).n;
  if (existing >= count) {
    log(`${existing} bench users already present`);
    return { created: 0, total: existing };
  }
  const random = rng(20250610);
  const templates = Array.from({ length: 300 }, (_, i) => {
    const [latitude, longitude] = PLACES[i % PLACES.length]!;
    const year = 1950 + Math.floor(random() * 55);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, "0");
    const day = String(1 + Math.floor(random() * 28)).padStart(2, "0");
    const known = i % 5 !== 0;
    const time = known ? `${String(Math.floor(random() * 24)).padStart(2, "0")}:${String(Math.floor(random() * 60)).padStart(2, "0")}` : null;
    const core = computeChart({ birthDate: `${year}-${month}-${day}`, birthTime: time, latitude, longitude });
    return { birthDate: `${year}-${month}-${day}`, birthTime: time, latitude, longitude, core, chart: JSON.stringify(core.chart), positions: JSON.stringify(core.planetaryPositions) };
  });
  const passwordHash = "scrypt$bench$not-a-real-hash";
  // Bench numbers count as confirmed, so the job texts them as it would real members.
  const verifiedAt = new Date().toISOString();
  const insertUser = db.prepare(`INSERT OR IGNORE INTO users (id, email, password_hash, first_name, last_name, subscription_tier,
    send_daily_insights, email_daily_insights, sms_daily_insights, phone_number, phone_verified_at, delivery_time, timezone, email_verified_at)
    VALUES (?, ?, ?, ?, 'Bench', 'premium', 1, ?, ?, ?, ?, ?, ?, '2025-01-01T00:00:00.000Z')`);
  const insertProfile = db.prepare(`INSERT OR IGNORE INTO astrology_profiles (id, user_id, birth_date, birth_time, birth_place,
    birth_latitude, birth_longitude, sun_sign, sun_insights, moon_sign, ascendant_sign, planetary_positions, chinese_sign,
    chinese_insights, nakshatra, chart) VALUES (?, ?, ?, ?, 'Seeded place', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const batch = 5000;
  let created = 0;
  for (let start = existing; start < count; start += batch) {
    db.transaction(() => {
      for (let n = start; n < Math.min(count, start + batch); n++) {
        const id = crypto.randomUUID();
        const t = templates[n % templates.length]!;
        const zone = BENCH_ZONES[n % BENCH_ZONES.length]!;
        let hours: readonly string[] = DELIVERY_HOURS;
        if (options.dueAt) {
          const local = localDateTime(options.dueAt, zone).time;
          const passed = DELIVERY_HOURS.filter((h) => h <= local);
          hours = passed.length ? passed : DELIVERY_HOURS;
        }
        const deliveryTime = hours[Math.floor(random() * hours.length)]!;
        const sms = n % 3 === 0;
        const email = !sms || n % 2 === 0;
        const phone = sms ? `+1415555${String(n % 10000).padStart(4, "0")}` : null;
        const r = insertUser.run(id, `bench-${n}@seed.threeskies.test`, passwordHash, `Seed${n}`, email ? 1 : 0, sms ? 1 : 0, phone, phone ? verifiedAt : null, deliveryTime, zone);
        if (r.changes !== 1) continue;
        insertProfile.run(crypto.randomUUID(), id, t.birthDate, t.birthTime, String(t.latitude), String(t.longitude), t.core.sunSign,
          `Sun in ${t.core.sunSign}.`, t.core.moonSign, t.core.ascendantSign, t.positions, t.core.chinese.animal,
          `Year of the ${t.core.chinese.animal}.`, t.core.vedic.nakshatra, t.chart);
        created++;
      }
    })();
    log(`seeded ${Math.min(count, start + batch)} / ${count}`);
  }
  return { created, total: existing + created };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  const count = Number(arg("count") ?? "1000");
  const dueAt = arg("due-at");
  if (!Number.isInteger(count) || count < 1) throw new Error("--count must be a positive integer");
  const started = Date.now();
  const result = seedBenchUsers(count, { dueAt: dueAt ? new Date(dueAt) : undefined, log: (l) => process.stderr.write(`${l}\n`) });
  await closeDb();
  process.stdout.write(`${JSON.stringify({ ...result, ms: Date.now() - started })}\n`);
}
