import { describe, expect, it } from "vitest";
import { HttpError } from "~/domain/errors";
import { cacheControlFor, resolvePublicDay, timeIn } from "./public-day.server";

const now = new Date("2026-11-25T23:30:00Z");

function statusOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? { status: error.status, message: error.message } : null;
  }
  return null;
}

describe("whose day", () => {
  it("takes ?tz= first, then the cookie, then UTC", () => {
    expect(resolvePublicDay({ tz: "Asia/Tokyo", cookieZone: "Europe/Paris", now })).toMatchObject({ tz: "Asia/Tokyo", zoneSource: "query" });
    expect(resolvePublicDay({ cookieZone: "Europe/Paris", now })).toMatchObject({ tz: "Europe/Paris", zoneSource: "cookie" });
    expect(resolvePublicDay({ cookieZone: "Not/AZone", now })).toMatchObject({ tz: "UTC", zoneSource: "default" });
    expect(resolvePublicDay({ now })).toMatchObject({ tz: "UTC", zoneSource: "default" });
  });

  it("makes today the zone's own calendar day", () => {
    // 23:30 UTC on the 25th is already the 26th in Tokyo and still the 25th in New York.
    expect(resolvePublicDay({ now }).today).toBe("2026-11-25");
    expect(resolvePublicDay({ tz: "Asia/Tokyo", now }).today).toBe("2026-11-26");
    expect(resolvePublicDay({ tz: "America/New_York", now }).date).toBe("2026-11-25");
  });

  it("spans the zone's midnight to midnight, 23 or 25 hours on a clock change", () => {
    const paris = resolvePublicDay({ date: "2026-03-29", tz: "Europe/Paris", now });
    expect(new Date(paris.startMs).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect((paris.endMs - paris.startMs) / 3_600_000).toBe(23);
    expect((resolvePublicDay({ date: "2026-10-25", tz: "Europe/Paris", now }).endMs - resolvePublicDay({ date: "2026-10-25", tz: "Europe/Paris", now }).startMs) / 3_600_000).toBe(25);
  });

  it("refuses days outside 1900-01-01..2100-12-31 or not on the calendar: 404 for pages, 400 for the API", () => {
    for (const date of ["1899-12-31", "2101-01-01", "2026-02-30", "2026-13-01", "20261125", "yesterday"]) {
      expect(statusOf(() => resolvePublicDay({ date, now })), date).toMatchObject({ status: 404 });
      expect(statusOf(() => resolvePublicDay({ date, now, badDate: 400 })), date).toMatchObject({ status: 400, message: expect.stringContaining("YYYY-MM-DD") });
    }
    expect(resolvePublicDay({ date: "1900-01-01", now })).toMatchObject({ previous: null, next: "1900-01-02", when: "past" });
    expect(resolvePublicDay({ date: "2100-12-31", now })).toMatchObject({ previous: "2100-12-30", next: null, when: "future" });
  });

  it("answers a zone that is no IANA name with 400 and a message", () => {
    for (const tz of ["Mars/Olympus", "europe/paris", "GMT+25", "x".repeat(100)]) {
      expect(statusOf(() => resolvePublicDay({ tz, now })), tz).toMatchObject({ status: 400, message: expect.stringContaining("IANA") });
    }
  });

  it("says the zone in words and names it on every time", () => {
    expect(resolvePublicDay({ date: "2026-07-01", tz: "Europe/Paris", now }).clock).toBe("Central European Summer Time (UTC+2) — the clock in Paris on that date");
    expect(resolvePublicDay({ now }).clock).toContain("Coordinated Universal Time");
    expect(timeIn(Date.parse("2026-07-01T12:05:00Z"), "Europe/Paris")).toBe("2:05 PM Paris time");
    expect(timeIn(Date.parse("2026-07-01T00:05:00Z"), "UTC")).toBe("12:05 AM UTC");
  });

  it("does not call a zone's \"-00\" (no clock kept) UTC+0 local time", () => {
    const clock = resolvePublicDay({ date: "1950-06-01", tz: "America/Rankin_Inlet", now }).clock;
    expect(clock).toBe("Coordinated Universal Time (UTC): no local clock was kept in Rankin Inlet on that date");
    expect(clock).not.toContain("UTC+0");
    expect(timeIn(Date.parse("1950-06-01T12:05:00Z"), "America/Rankin_Inlet")).toBe("12:05 PM UTC");
  });

  it("lets caches keep past days for good and today until the zone's midnight", () => {
    expect(resolvePublicDay({ date: "2026-11-01", now }).cacheControl).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    expect(resolvePublicDay({ now }).cacheControl).toBe("public, max-age=1800, s-maxage=1800");
    // Ten seconds before midnight: ten seconds, never a minute past the day's end.
    expect(cacheControlFor("today", Date.parse("2026-11-26T00:00:10Z"), Date.parse("2026-11-26T00:00:00Z"))).toBe("public, max-age=10, s-maxage=10");
    expect(cacheControlFor("today", Date.parse("2026-11-26T00:00:00Z"), Date.parse("2026-11-26T00:00:00.500Z"))).toBe("public, max-age=0, s-maxage=0");
    // A future day changes when today ends, in the page's zone (Tokyo's midnight is 15:00 UTC).
    expect(resolvePublicDay({ date: "2026-12-25", tz: "Asia/Tokyo", now: new Date("2026-11-25T14:00:00Z") }).cacheControl).toBe("public, max-age=3600, s-maxage=3600");
    expect(resolvePublicDay({ date: "2026-12-25", now: new Date("2026-11-25T23:59:00Z") }).cacheControl).toBe("public, max-age=60, s-maxage=60");
  });
});
