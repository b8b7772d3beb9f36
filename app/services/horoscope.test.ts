import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { resetEnvForTests } from "~/env.server";
import { seedUser } from "../../tests/integration/delivery-fixtures";
import { getOrCreateDailyHoroscope, localDateTime } from "./horoscope.server";
import { recordStatements } from "../../tests/support/statements";

afterEach(() => {
  delete process.env.LITEFS_DIR;
  resetEnvForTests();
});

describe("localDateTime", () => {
  it("reads the wall clock in half-hour and DST zones", () => {
    const now = new Date("2025-03-09T07:30:00Z"); // New York springs forward at 07:00Z
    expect(localDateTime(now, "America/New_York")).toEqual({ date: "2025-03-09", time: "03:30" });
    expect(localDateTime(now, "Asia/Kolkata")).toEqual({ date: "2025-03-09", time: "13:00" });
    expect(localDateTime(new Date("2025-01-01T13:45:00Z"), "Australia/Adelaide")).toEqual({ date: "2025-01-02", time: "00:15" });
    expect(localDateTime(new Date("2025-01-01T00:05:00Z"), "UTC")).toEqual({ date: "2025-01-01", time: "00:05" });
  });
});

describe("getOrCreateDailyHoroscope", () => {
  it("returns null without a profile", async () => {
    const user = await seedUser({ profile: false });
    expect(await getOrCreateDailyHoroscope(user.id, "UTC")).toBeNull();
  });

  it("generates once per local date and reuses the stored text", async () => {
    const user = await seedUser();
    const now = new Date("2025-06-10T03:00:00Z"); // still June 9 in New York, June 10 in Tokyo
    const ny = await getOrCreateDailyHoroscope(user.id, "America/New_York", now);
    expect(ny?.date).toBe("2025-06-09");
    expect(ny!.content.length).toBeGreaterThan(100);
    await db().updateTable("dailyHoroscopes").set({ content: "stored text" }).where("userId", "=", user.id).execute();
    expect(await getOrCreateDailyHoroscope(user.id, "America/New_York", now)).toEqual({ date: "2025-06-09", content: "stored text" });
    const tokyo = await getOrCreateDailyHoroscope(user.id, "Asia/Tokyo", now);
    expect(tokyo?.date).toBe("2025-06-10");
    const rows = await db().selectFrom("dailyHoroscopes").select("date").where("userId", "=", user.id).orderBy("date").execute();
    expect(rows.map((r) => r.date)).toEqual(["2025-06-09", "2025-06-10"]);
  });

  it("writes the day in the member's language, and again when the language changes, one row a day", async () => {
    const user = await seedUser();
    const now = new Date("2025-06-10T12:00:00Z");
    const english = await getOrCreateDailyHoroscope(user.id, "UTC", now);
    const spanish = await getOrCreateDailyHoroscope(user.id, "UTC", now, "es");
    expect(spanish!.content).not.toBe(english!.content);
    expect(spanish!.content).toMatch(/\b(tu|la|el|en) /);
    expect(await getOrCreateDailyHoroscope(user.id, "UTC", now, "es")).toEqual(spanish);
    const rows = await db().selectFrom("dailyHoroscopes").select(["date", "locale", "content"]).where("userId", "=", user.id).execute();
    expect(rows).toEqual([{ date: "2025-06-10", locale: "es", content: spanish!.content }]);
    expect(await getOrCreateDailyHoroscope(user.id, "UTC", now)).toEqual(english);
  });

  it("answers a day already written in the member's zone without reading the stored chart", async () => {
    const user = await seedUser();
    const now = new Date("2025-06-10T12:00:00Z");
    const first = await getOrCreateDailyHoroscope(user.id, "UTC", now);
    const again = await recordStatements(() => getOrCreateDailyHoroscope(user.id, "UTC", now));
    expect(again.result).toEqual(first);
    expect(again.statements).toHaveLength(1);
    expect(again.statements.join("\n")).not.toContain('"chart"');
    // A day not yet written, or dated in the birth place's zone, is read from the chart.
    const next = await recordStatements(() => getOrCreateDailyHoroscope(user.id, "UTC", new Date("2025-06-11T12:00:00Z")));
    expect(next.statements.join("\n")).toContain('"chart"');
    const zoneless = await recordStatements(() => getOrCreateDailyHoroscope(user.id, null, now));
    expect(zoneless.statements.join("\n")).toContain('"chart"');
  });

  it("falls back to the birth place's zone when the user has none", async () => {
    const user = await seedUser({ timezone: null, birth: { birthDate: "1985-01-02", birthTime: "06:00", latitude: 28.6139, longitude: 77.209 } });
    const result = await getOrCreateDailyHoroscope(user.id, null, new Date("2025-06-09T20:00:00Z")); // 01:30 on the 10th in Delhi
    expect(result?.date).toBe("2025-06-10");
  });

  it("does not write on a LiteFS replica", async () => {
    const user = await seedUser();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-"));
    fs.writeFileSync(path.join(dir, ".primary"), "primary-host");
    process.env.LITEFS_DIR = dir;
    resetEnvForTests();
    const result = await getOrCreateDailyHoroscope(user.id, "UTC", new Date("2025-06-10T12:00:00Z"));
    expect(result?.content.length).toBeGreaterThan(100);
    const count = await db().selectFrom("dailyHoroscopes").select(db().fn.countAll().as("n")).where("userId", "=", user.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
