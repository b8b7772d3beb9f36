// 30 consecutive days of the daily insights job for Premium users with email (and SMS) delivery:
// the stored daily_horoscopes meet the repetition figures, and the email, the SMS and the Daily tab
// carry the same day's text. The members' ids are fixed: the wording is seeded by the id, and the
// figure for every id is the unit test's (app/astrology/daily-texts.test.ts, fifty readers).
import { beforeEach, describe, expect, it } from "vitest";
import { db, sqlite } from "~/db.server";
import { crossDayRecurrence, repeatedSixWords, sharedSentences } from "~/astrology/texts/metrics";
import { deliverDailyInsights } from "~/services/delivery.server";
import { getOrCreateDailyHoroscope } from "~/services/horoscope.server";
import { seedUser } from "./delivery-fixtures";

beforeEach(() => {
  sqlite().exec("DELETE FROM outbox; DELETE FROM delivery_log; DELETE FROM daily_horoscopes; DELETE FROM astrology_profiles; DELETE FROM users;");
});

describe("30 days of stored daily horoscopes", () => {
  it("meet the 15% / six-word / 2-sentence figures, and every channel carries the stored text", async () => {
    const first = await seedUser({ id: "5f0c2a8e-0000-4000-8000-000000000001", email: "first@example.com", timezone: "Europe/London", deliveryTime: "07:00", smsInsights: true, phoneNumber: "+447700900123", birth: { birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 } });
    const second = await seedUser({ id: "5f0c2a8e-0000-4000-8000-000000000002", email: "second@example.com", timezone: "Europe/London", deliveryTime: "07:00", birth: { birthDate: "1990-03-10", birthTime: null, latitude: 40.7128, longitude: -74.006 } });
    for (let day = 0; day < 30; day++) {
      const now = new Date(Date.UTC(2026, 10, 1 + day, 8, 0)); // 08:00 in London (GMT in November)
      const summary = await deliverDailyInsights({ now });
      expect(summary.delivered).toEqual({ email: 2, sms: 1, push: 0 });
    }
    const rows = async (userId: string) =>
      db().selectFrom("dailyHoroscopes").select(["date", "content"]).where("userId", "=", userId).orderBy("date").execute();
    const a = await rows(first.id);
    const b = await rows(second.id);
    expect(a).toHaveLength(30);
    expect(b).toHaveLength(30);
    expect(a[0]!.date).toBe("2026-11-01");
    expect(a[29]!.date).toBe("2026-11-30");

    expect(crossDayRecurrence(a.map((r) => r.content)).share).toBeLessThanOrEqual(0.15);
    expect(crossDayRecurrence(b.map((r) => r.content)).share).toBeLessThanOrEqual(0.15);
    for (const r of [...a, ...b]) expect(repeatedSixWords(r.content)).toBeNull();
    for (let d = 0; d < 30; d++) expect(sharedSentences(a[d]!.content, b[d]!.content)).toBeLessThanOrEqual(2);

    // The email holds the stored text; the SMS its headline; the Daily tab reads the same row.
    const emails = await db().selectFrom("outbox").selectAll().where("channel", "=", "email").where("recipient", "=", "first@example.com").orderBy("id").execute();
    const texts = await db().selectFrom("outbox").selectAll().where("channel", "=", "sms").orderBy("id").execute();
    expect(emails).toHaveLength(30);
    expect(texts).toHaveLength(30);
    for (let d = 0; d < 30; d++) {
      const content = a[d]!.content;
      for (const paragraph of content.split("\n\n")) expect(emails[d]!.textBody).toContain(paragraph);
      const headline = content.split("\n\n")[0]!;
      expect(texts[d]!.textBody).toContain(headline.slice(0, 24));
      expect(texts[d]!.textBody.length).toBeLessThanOrEqual(160);
    }
    const tab = await getOrCreateDailyHoroscope(first.id, "Europe/London", new Date("2026-11-30T20:00:00Z"));
    expect(tab).toEqual({ date: "2026-11-30", content: a[29]!.content });
  }, 60_000);
});
