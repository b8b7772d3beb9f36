// The settings page's shared zone list and the select's options built from it.
import { describe, expect, it } from "vitest";
import { TIME_ZONES } from "~/domain/time-zones";
import { zoneOffset, zoneOptionLabel, zoneRegion } from "~/domain/zone-options";
import { isIanaTimeZone, timeZoneOptions, timeZoneOptionsHtml } from "~/schemas/preferences";

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

  it("adds a saved zone the list lacks, under its current name", () => {
    expect(timeZoneOptions([])).toBe(TIME_ZONES);
    expect(timeZoneOptions(["Europe/Kiev", null])).toBe(TIME_ZONES);
    const withOld = timeZoneOptions(["Etc/GMT+5"]);
    expect(withOld).toContain("Etc/GMT+5");
    expect(withOld).toHaveLength(TIME_ZONES.length + 1);
    // The same widened list is the same array, so its options' markup is built once an hour.
    expect(timeZoneOptions(["Etc/GMT+5", "UTC", "Etc/GMT+5"])).toBe(withOld);
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
  });

  it("groups the zones by region, UTC first, places in the order of their names, the chosen one selected", () => {
    const html = timeZoneOptionsHtml(TIME_ZONES, "America/New_York", WINTER);
    expect(html.match(/<option /g)).toHaveLength(TIME_ZONES.length);
    expect(html.match(/selected/g)).toHaveLength(1);
    expect(html).toContain('<option value="America/New_York" selected="">New York (UTC-5)</option>');
    const groups = [...html.matchAll(/<optgroup label="([^"]+)">(.*?)<\/optgroup>/g)].map((m) => ({ label: m[1]!, body: m[2]! }));
    expect(groups.map((g) => g.label)).toEqual([
      "Universal",
      "Africa",
      "Americas",
      "Antarctica",
      "Arctic",
      "Asia",
      "Atlantic Ocean",
      "Australia",
      "Europe",
      "Indian Ocean",
      "Pacific Ocean",
    ]);
    // Every option sits in its region's group, and the groups hold them all.
    expect(groups.reduce((n, g) => n + (g.body.match(/<option /g) ?? []).length, 0)).toBe(TIME_ZONES.length);
    for (const group of groups) {
      const values = [...group.body.matchAll(/value="([^"]+)"/g)].map((m) => m[1]!);
      for (const zone of values) expect(zoneRegion(zone)).toBe(group.label);
      const labels = [...group.body.matchAll(/">([^<]+)<\/option>/g)].map((m) => m[1]!);
      expect([...labels].sort((a, b) => a.localeCompare(b, "en"))).toEqual(labels);
    }
    const europe = groups.find((g) => g.label === "Europe")!.body;
    expect(europe).toContain('<option value="Europe/London">London (UTC+0)</option>');
    expect(timeZoneOptionsHtml(TIME_ZONES, "Europe/London", SUMMER)).toContain('<option value="Europe/London" selected="">London (UTC+1)</option>');
    // The same string on the server and in the browser for the same zone and hour.
    expect(timeZoneOptionsHtml(TIME_ZONES, "UTC", WINTER)).toBe(timeZoneOptionsHtml([...TIME_ZONES], "UTC", WINTER));
  });
});
