// The settings page's shared zone list and the select's options built from it.
import { describe, expect, it } from "vitest";
import { TIME_ZONES } from "~/domain/time-zones";
import { isIanaTimeZone, timeZoneOptions, timeZoneOptionsHtml } from "~/schemas/preferences";

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
  });

  it("marks the chosen zone selected and reads each zone city first, in the order of those names", () => {
    const html = timeZoneOptionsHtml(TIME_ZONES, "America/New_York");
    expect(html.match(/<option /g)).toHaveLength(TIME_ZONES.length);
    expect(html.match(/selected/g)).toHaveLength(1);
    expect(html).toContain('<option value="America/New_York" selected="">New York (America)</option>');
    expect(timeZoneOptionsHtml(TIME_ZONES, "Europe/London")).toContain('<option value="Europe/London" selected="">London (Europe)</option>');
    expect(html).toContain('<option value="America/Argentina/Buenos_Aires">Buenos Aires (America, Argentina)</option>');
    expect(html).toContain('<option value="UTC">UTC (Coordinated Universal Time)</option>');
    const labels = [...html.matchAll(/">([^<]+)<\/option>/g)].map((match) => match[1]!);
    expect(labels).toHaveLength(TIME_ZONES.length);
    expect(labels.slice(0, 3)).toEqual(["Abidjan (Africa)", "Accra (Africa)", "Adak (America)"]);
    expect([...labels].sort((a, b) => a.localeCompare(b, "en"))).toEqual(labels);
    // The same string on the server and in the browser for the same zone.
    expect(timeZoneOptionsHtml(TIME_ZONES, "UTC")).toBe(timeZoneOptionsHtml([...TIME_ZONES], "UTC"));
  });
});
