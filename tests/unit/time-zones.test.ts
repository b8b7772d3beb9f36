// The shared zone list (the public pages' zone form) and zones in words (the member's clock in Settings).
import { describe, expect, it } from "vitest";
import { TIME_ZONES } from "~/domain/time-zones";
import { currentZoneName, zoneOffset, zoneOptionLabel } from "~/domain/zone-options";
import { isIanaTimeZone } from "~/schemas/preferences";

const WINTER = new Date("2026-01-15T12:00:00Z");
const SUMMER = new Date("2026-07-15T12:00:00Z");

describe("time zone options", () => {
  it("lists valid zones under today's names, sorted, once each", () => {
    expect(TIME_ZONES.length).toBeGreaterThan(350);
    for (const zone of TIME_ZONES) expect(isIanaTimeZone(zone), zone).toBe(true);
    expect([...TIME_ZONES].sort()).toEqual(TIME_ZONES);
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    expect(TIME_ZONES).toEqual(expect.arrayContaining(["UTC", "Asia/Kolkata", "Europe/Kyiv", "America/New_York", "America/Argentina/Buenos_Aires"]));
    for (const old of ["Asia/Calcutta", "Europe/Kiev", "America/Buenos_Aires"]) expect(TIME_ZONES).not.toContain(old);
  });

  it("gives each place the offset in force on the day, as people write it", () => {
    expect(zoneOffset("Europe/Dublin", WINTER)).toBe("UTC+0");
    expect(zoneOffset("Europe/Dublin", SUMMER)).toBe("UTC+1");
    expect(zoneOffset("America/New_York", WINTER)).toBe("UTC-5");
    expect(zoneOffset("America/New_York", SUMMER)).toBe("UTC-4");
    expect(zoneOffset("Asia/Kolkata", SUMMER)).toBe("UTC+5:30");
    expect(zoneOffset("Australia/Adelaide", WINTER)).toBe("UTC+10:30");
    expect(zoneOffset("UTC", SUMMER)).toBe("UTC+0");
    expect(zoneOptionLabel("Europe/Dublin", SUMMER)).toBe("Dublin (UTC+1)");
    expect(zoneOptionLabel("America/Argentina/Buenos_Aires", SUMMER)).toBe("Buenos Aires, Argentina (UTC-3)");
    expect(zoneOptionLabel("UTC", SUMMER)).toBe("UTC (Coordinated Universal Time)");
    expect(zoneOptionLabel("America/Bahia", SUMMER)).toBe("Bahia (UTC-3)");
    expect(currentZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
  });
});
