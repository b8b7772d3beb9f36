import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";
import { capitalizeLabel, formatClockTime, formatInstantUtc, formatPlace, formatWait } from "./format";

describe("human formatting", () => {
  it("writes dates out", () => {
    expect(formatLongDate("1990-07-14")).toBe("July 14, 1990");
    expect(formatLongDate("2026-01-05T23:30:00.000Z")).toBe("January 5, 2026");
    expect(formatLongDate("not a date")).toBe("not a date");
    expect(formatInstantUtc("2026-11-23T10:00:00.000Z")).toBe("November 23, 2026 at 10:00 UTC");
    expect(formatClockTime("14:30")).toBe("2:30 PM");
    expect(formatClockTime("00:05")).toBe("12:05 AM");
  });

  it("turns coded places into names", () => {
    expect(formatPlace("Lisbon, 14, PT")).toBe("Lisbon, Portugal");
    expect(formatPlace("London, England, GB")).toBe("London, England, United Kingdom");
    expect(formatPlace("Paris, FR")).toBe("Paris, France");
    expect(formatPlace("Lisbon, Lisbon District, Portugal")).toBe("Lisbon, Lisbon District, Portugal");
    expect(formatPlace("Springfield, IL, US")).toBe("Springfield, United States");
    expect(formatPlace("Atlantis")).toBe("Atlantis");
  });

  it("says how long to wait", () => {
    expect(formatWait(890)).toBe("in 15 minutes");
    expect(formatWait(1)).toBe("in 1 second");
    expect(formatWait(45)).toBe("in 45 seconds");
    expect(formatWait(60)).toBe("in 1 minute");
    expect(formatWait(3600 * 2)).toBe("in 2 hours");
  });

  it("capitalizes enum labels", () => {
    expect(capitalizeLabel("published")).toBe("Published");
    expect(capitalizeLabel("past_due")).toBe("Past due");
  });
});
