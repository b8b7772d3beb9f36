// The daily insights job against this file's own database: schedule in several zones (a DST change
// day, half-hour zones), exactly-once on re-runs, crash-and-rerun, provider failure and retry.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runDailyJob } from "~/jobs/daily";
import { insertDailyHoroscopes } from "~/models/horoscope.server";
import { db, sqlite } from "~/db.server";
import { resetEnvForTests } from "~/env.server";
import { deliverDailyInsights } from "~/services/delivery.server";
import { MAX_ATTEMPTS } from "~/services/delivery/decide";
import { verifyUnsubscribeToken } from "~/services/delivery/unsubscribe.server";
import type { MailMessage } from "~/services/mail.server";
import type { SmsMessage } from "~/services/sms.server";
import { seedUser } from "./delivery-fixtures";

async function outbox(channel?: "email" | "sms") {
  let query = db().selectFrom("outbox").selectAll().orderBy("id");
  if (channel) query = query.where("channel", "=", channel);
  return query.execute();
}

async function logOf(userId: string) {
  return db().selectFrom("deliveryLog").selectAll().where("userId", "=", userId).orderBy("localDate").orderBy("channel").execute();
}

beforeEach(() => {
  sqlite().exec("DELETE FROM outbox; DELETE FROM delivery_log; DELETE FROM daily_horoscopes; DELETE FROM astrology_profiles; DELETE FROM users;");
});

afterEach(() => {
  delete process.env.LITEFS_DIR;
  resetEnvForTests();
});

describe("premium user at 08:00 America/New_York", () => {
  it("gets one email and one SMS at 08:05, none on re-run, none before 08:00 the next day, again after", async () => {
    const user = await seedUser({ email: "nyc@example.com", timezone: "America/New_York", deliveryTime: "08:00", smsInsights: true, phoneNumber: "+12025550123" });
    // Users who must never receive anything.
    await seedUser({ premium: false, timezone: "America/New_York", smsInsights: true });
    await seedUser({ sendDailyInsights: false, timezone: "America/New_York" });
    await seedUser({ emailInsights: false, smsInsights: false, timezone: "America/New_York" });

    // 07:55 EDT: not yet.
    let summary = await runDailyJob({ now: new Date("2025-06-10T11:55:00Z") });
    expect(summary).toMatchObject({ delivered: { email: 0, sms: 0 }, failed: 0 });
    expect(await outbox()).toHaveLength(0);

    // 08:05 EDT: one email and one SMS.
    summary = await runDailyJob({ now: new Date("2025-06-10T12:05:00Z") });
    expect(summary).toMatchObject({ delivered: { email: 1, sms: 1 }, failed: 0 });
    const [email] = await outbox("email");
    expect(email!.recipient).toBe("nyc@example.com");
    expect(email!.subject).toBe("Your daily insights for Tuesday, June 10, 2025");
    const headers = JSON.parse(email!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(http:\/\/localhost:3000\/unsubscribe\?token=([^>]+))>$/.exec(headers["List-Unsubscribe"]!);
    expect(link).not.toBeNull();
    expect(verifyUnsubscribeToken(decodeURIComponent(link![2]!))).toEqual({ userId: user.id, channel: "email" });
    expect(email!.textBody).toContain(link![1]);
    expect(email!.htmlBody).toContain(link![1]!.replace(/&/g, "&amp;"));
    const stored = await db().selectFrom("dailyHoroscopes").selectAll().where("userId", "=", user.id).execute();
    expect(stored.map((h) => h.date)).toEqual(["2025-06-10"]);
    expect(email!.textBody).toContain(stored[0]!.content.split("\n\n")[0]);
    const [sms] = await outbox("sms");
    expect(sms!.recipient).toBe("+12025550123");
    expect(sms!.textBody).toContain("http://localhost:3000/profile?tab=daily");
    // One GSM-7 segment: at most 160 characters, nothing that would force UCS-2.
    expect(sms!.textBody.length).toBeLessThanOrEqual(160);
    expect(sms!.textBody).toMatch(/^[\x20-\x7e]+$/);
    expect(sms!.textBody.endsWith("Reply STOP to opt out.")).toBe(true);
    expect(sms!.textBody.startsWith("Three Skies Jun 10: ")).toBe(true);

    // Re-run the same hour: nothing new.
    summary = await runDailyJob({ now: new Date("2025-06-10T12:35:00Z") });
    expect(summary).toMatchObject({ delivered: { email: 0, sms: 0 }, skipped: { alreadySent: 2 } });
    expect(await outbox()).toHaveLength(2);

    // Late evening and 07:59 the next morning: still nothing.
    await runDailyJob({ now: new Date("2025-06-11T02:00:00Z") });
    await runDailyJob({ now: new Date("2025-06-11T11:59:00Z") });
    expect(await outbox()).toHaveLength(2);

    // 08:00 the next day: again, exactly once.
    summary = await runDailyJob({ now: new Date("2025-06-11T12:00:00Z") });
    expect(summary).toMatchObject({ delivered: { email: 1, sms: 1 } });
    await runDailyJob({ now: new Date("2025-06-11T12:10:00Z") });
    expect(await outbox()).toHaveLength(4);
    const log = await logOf(user.id);
    expect(log.map((r) => [r.localDate, r.channel, r.status, r.attempts])).toEqual([
      ["2025-06-10", "email", "sent", 1],
      ["2025-06-10", "sms", "sent", 1],
      ["2025-06-11", "email", "sent", 1],
      ["2025-06-11", "sms", "sent", 1],
    ]);
  });
});

describe("time zones", () => {
  it("sends each member the day in their language, writing again a day stored in another", async () => {
    const user = await seedUser({ email: "mx@example.com", timezone: "America/New_York", deliveryTime: "08:00" });
    await db().updateTable("users").set({ locale: "es" }).where("id", "=", user.id).execute();
    insertDailyHoroscopes([{ userId: user.id, date: "2025-06-10", content: "An English day.", locale: "en" }]);
    await runDailyJob({ now: new Date("2025-06-10T12:05:00Z") });
    const stored = await db().selectFrom("dailyHoroscopes").select(["locale", "content"]).where("userId", "=", user.id).executeTakeFirstOrThrow();
    expect(stored.locale).toBe("es");
    expect(stored.content).toMatch(/\b(tu|la|el|en) /);
    const [email] = await outbox("email");
    expect(email!.textBody).toContain(stored.content.split("\n\n")[0]);
  });

  it("counts the delivery hour in each user's zone on a DST change day", async () => {
    // 2025-03-09 13:10Z: New York has just sprung forward (EDT, UTC-4) -> 09:10 local.
    const ny9 = await seedUser({ timezone: "America/New_York", deliveryTime: "09:00" });
    const ny10 = await seedUser({ timezone: "America/New_York", deliveryTime: "10:00" });
    // Kolkata (UTC+5:30) -> 18:40 local, any hour is due.
    const kolkata = await seedUser({ timezone: "Asia/Kolkata", deliveryTime: "12:00" });
    // Adelaide on daylight time (UTC+10:30) -> 23:40 local on the 9th.
    const adelaide = await seedUser({ timezone: "Australia/Adelaide", deliveryTime: "06:00" });
    const summary = await deliverDailyInsights({ now: new Date("2025-03-09T13:10:00Z") });
    expect(summary.delivered.email).toBe(3);
    expect(summary.skipped.notDue).toBe(1);
    expect((await logOf(ny9.id)).map((r) => r.localDate)).toEqual(["2025-03-09"]);
    expect(await logOf(ny10.id)).toEqual([]);
    expect((await logOf(kolkata.id)).map((r) => r.localDate)).toEqual(["2025-03-09"]);
    expect((await logOf(adelaide.id)).map((r) => r.localDate)).toEqual(["2025-03-09"]);
  });

  it("uses half-hour offsets to the minute", async () => {
    const kolkata = await seedUser({ timezone: "Asia/Kolkata", deliveryTime: "12:00" });
    // Adelaide switches back to standard time (UTC+9:30) on 2025-04-06.
    const adelaide = await seedUser({ timezone: "Australia/Adelaide", deliveryTime: "07:00" });
    await deliverDailyInsights({ now: new Date("2025-04-06T06:29:00Z") }); // Kolkata 11:59, Adelaide 15:59 on the 6th
    expect(await logOf(kolkata.id)).toEqual([]);
    expect((await logOf(adelaide.id)).map((r) => r.localDate)).toEqual(["2025-04-06"]);
    await deliverDailyInsights({ now: new Date("2025-04-06T06:30:00Z") }); // Kolkata 12:00
    expect((await logOf(kolkata.id)).map((r) => r.localDate)).toEqual(["2025-04-06"]);
    // 2025-04-06 21:29Z is 06:59 ACST on the 7th (it would be 07:59 with the old daylight offset).
    await deliverDailyInsights({ now: new Date("2025-04-06T21:29:00Z") });
    expect(await logOf(adelaide.id)).toHaveLength(1);
    await deliverDailyInsights({ now: new Date("2025-04-06T21:30:00Z") });
    expect((await logOf(adelaide.id)).map((r) => r.localDate)).toEqual(["2025-04-06", "2025-04-07"]);
  });

  it("falls back to the birth place's zone, and skips users without a profile", async () => {
    // Born in Delhi, no timezone set: 2025-06-10 02:40Z is 08:10 in Kolkata.
    const delhi = await seedUser({ timezone: null, deliveryTime: "08:00", birth: { birthDate: "1992-08-15", birthTime: "10:00", latitude: 28.6139, longitude: 77.209 } });
    await seedUser({ profile: false, timezone: "UTC", deliveryTime: "06:00" });
    const summary = await deliverDailyInsights({ now: new Date("2025-06-10T02:40:00Z") });
    expect(summary.delivered.email).toBe(1);
    expect(summary.skipped.noProfile).toBe(1);
    expect((await logOf(delhi.id)).map((r) => r.localDate)).toEqual(["2025-06-10"]);
  });

  it("reads users in pages", async () => {
    for (let i = 0; i < 7; i++) await seedUser({ timezone: "Europe/London", deliveryTime: "06:00" });
    const lines: string[] = [];
    const summary = await deliverDailyInsights({ now: new Date("2025-06-10T12:00:00Z"), pageSize: 3, log: (l) => lines.push(l) });
    expect(summary.users).toBe(7);
    expect(summary.delivered.email).toBe(7);
    expect(lines.filter((l) => l.startsWith("page "))).toHaveLength(3);
    expect(summary.skies).toBe(1);
  });
});

describe("exactly once", () => {
  it("retries a claim a crashed run left behind, but not a claim still in progress", async () => {
    const crashed = await seedUser({ timezone: "UTC", deliveryTime: "08:00" });
    const running = await seedUser({ timezone: "UTC", deliveryTime: "08:00" });
    await db()
      .insertInto("deliveryLog")
      .values([
        { userId: crashed.id, localDate: "2025-06-10", channel: "email", status: "claimed", attempts: 1, claimedAt: "2025-06-10T08:05:00.000Z" },
        { userId: running.id, localDate: "2025-06-10", channel: "email", status: "claimed", attempts: 1, claimedAt: "2025-06-10T09:00:00.000Z" },
      ])
      .execute();
    const summary = await deliverDailyInsights({ now: new Date("2025-06-10T09:05:00Z") });
    expect(summary.delivered.email).toBe(1);
    expect(summary.skipped.inProgress).toBe(1);
    expect((await outbox("email")).map((m) => m.recipient)).toEqual([crashed.email]);
    expect((await logOf(crashed.id))[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect((await logOf(running.id))[0]).toMatchObject({ status: "claimed", attempts: 1 });
  });

  it("two jobs racing each other send each message once", async () => {
    for (let i = 0; i < 20; i++) await seedUser({ timezone: "UTC", deliveryTime: "06:00", smsInsights: true });
    const sent: string[] = [];
    const slowMail = async (m: MailMessage) => {
      await new Promise((r) => setTimeout(r, 2));
      sent.push(`email:${m.to}`);
    };
    const slowSms = async (m: SmsMessage) => {
      await new Promise((r) => setTimeout(r, 2));
      sent.push(`sms:${m.to}`);
    };
    const now = new Date("2025-06-10T09:00:00Z");
    const [a, b] = await Promise.all([
      deliverDailyInsights({ now, pageSize: 4, transports: { mail: slowMail, sms: slowSms } }),
      deliverDailyInsights({ now, pageSize: 4, transports: { mail: slowMail, sms: slowSms } }),
    ]);
    expect(a.delivered.email + b.delivered.email).toBe(20);
    expect(a.delivered.sms + b.delivered.sms).toBe(20);
    expect(sent).toHaveLength(40);
    expect(new Set(sent.filter((s) => s.startsWith("email"))).size).toBe(20);
  });

  it("never sends more than the concurrency limit at once", async () => {
    for (let i = 0; i < 12; i++) await seedUser({ timezone: "UTC", deliveryTime: "06:00" });
    let inFlight = 0;
    let peak = 0;
    const mail = async () => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
    };
    const summary = await deliverDailyInsights({ now: new Date("2025-06-10T09:00:00Z"), concurrency: 3, transports: { mail } });
    expect(summary.delivered.email).toBe(12);
    expect(peak).toBe(3);
  });
});

describe("provider failures", () => {
  it("retries with backoff and records the outcome", async () => {
    const user = await seedUser({ timezone: "UTC", deliveryTime: "08:00" });
    let calls = 0;
    let failNext = 2;
    const mail = async () => {
      calls++;
      if (failNext-- > 0) throw new Error("503 Service Unavailable");
    };
    const lines: string[] = [];
    let summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:00:00Z"), transports: { mail }, log: (l) => lines.push(l) });
    expect(summary).toMatchObject({ failed: 1, delivered: { email: 0 } });
    expect(lines.some((l) => l.includes("503 Service Unavailable") && l.includes("retry after 2025-06-10T08:10:00.000Z"))).toBe(true);
    expect((await logOf(user.id))[0]).toMatchObject({ status: "failed", attempts: 1, lastError: "503 Service Unavailable", nextAttemptAt: "2025-06-10T08:10:00.000Z" });

    // Before the backoff has passed: no attempt.
    summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:09:00Z"), transports: { mail } });
    expect(summary.skipped.waitingRetry).toBe(1);
    expect(calls).toBe(1);

    // Second attempt fails, the delay doubles.
    await deliverDailyInsights({ now: new Date("2025-06-10T08:10:00Z"), transports: { mail } });
    expect((await logOf(user.id))[0]).toMatchObject({ status: "failed", attempts: 2, nextAttemptAt: "2025-06-10T08:30:00.000Z" });

    // Third attempt succeeds.
    summary = await deliverDailyInsights({ now: new Date("2025-06-10T08:30:00Z"), transports: { mail } });
    expect(summary.delivered.email).toBe(1);
    expect((await logOf(user.id))[0]).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const user = await seedUser({ timezone: "UTC", deliveryTime: "06:00" });
    let calls = 0;
    const mail = async () => {
      calls++;
      throw new Error("401 Unauthorized");
    };
    let t = Date.parse("2025-06-10T06:00:00Z");
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await deliverDailyInsights({ now: new Date(t), transports: { mail } });
      t += 3 * 3600_000;
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect((await logOf(user.id))[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null, lastError: "401 Unauthorized" });
  });
});

describe("LiteFS replica", () => {
  it("stands down without touching the database", async () => {
    await seedUser({ timezone: "UTC", deliveryTime: "06:00" });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-"));
    fs.writeFileSync(path.join(dir, ".primary"), "primary-machine");
    process.env.LITEFS_DIR = dir;
    resetEnvForTests();
    expect(await runDailyJob({ now: new Date("2025-06-10T12:00:00Z") })).toEqual({ skipped: "replica" });
    expect(await outbox()).toHaveLength(0);
    expect(await db().selectFrom("deliveryLog").selectAll().execute()).toHaveLength(0);
  });
});
