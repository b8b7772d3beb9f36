import { describe, expect, it } from "vitest";
import { resolveBirthTime, formatOffset, zoneAt, offsetMinutes } from "./time";

describe("local time -> UT (IANA history via Intl)", () => {
  it("UK double summer time 1944 (BDST, UT+2)", () => {
    const r = resolveBirthTime({ birthDate: "1944-06-06", birthTime: "12:00", latitude: 51.5074, longitude: -0.1278 });
    expect(r.timezone).toBe("Europe/London");
    expect(r.utc).toBe("1944-06-06T10:00:00.000Z");
    expect(r.utcOffsetMinutes).toBe(120);
  });
  it("US war time 1942 (PWT, UT-7) in Seattle — hendrix_1942_us_war_time", () => {
    const r = resolveBirthTime({ birthDate: "1942-11-27", birthTime: "10:15", latitude: 47.6062, longitude: -122.3321 });
    expect(r.utc).toBe("1942-11-27T17:15:00.000Z");
  });
  it("southern hemisphere DST: Sydney in January is AEDT (UT+11)", () => {
    const r = resolveBirthTime({ birthDate: "1990-01-15", birthTime: "08:00", latitude: -33.8688, longitude: 151.2093 });
    expect(r.timezone).toBe("Australia/Sydney");
    expect(r.utc).toBe("1990-01-14T21:00:00.000Z");
  });
  it("UT date roll-over: Honolulu 19:24 HST -> next day 05:24 UT (obama_1961_hst_date_rollover)", () => {
    const r = resolveBirthTime({ birthDate: "1961-08-04", birthTime: "19:24", latitude: 21.306944, longitude: -157.858333 });
    expect(r.utc).toBe("1961-08-05T05:24:00.000Z");
  });
  it("pre-standard time uses the place's own local mean time (Einstein, Ulm 1879)", () => {
    const r = resolveBirthTime({ birthDate: "1879-03-14", birthTime: "11:30", latitude: 48.4, longitude: 10 });
    expect(r.timezone).toBe("LMT");
    expect(r.ianaZone).toBe("Europe/Berlin");
    expect(r.status).toBe("lmt");
    expect(r.utc).toBe("1879-03-14T10:50:00.000Z");
  });
  it("LMT for a western longitude: New York 1880 is UT-4:56:02 at -74.006", () => {
    const r = resolveBirthTime({ birthDate: "1880-05-01", birthTime: "12:00", latitude: 40.7128, longitude: -74.006 });
    expect(r.timezone).toBe("LMT");
    expect(r.utcOffsetMinutes).toBeCloseTo(-296.024, 3);
    expect(r.utc).toBe("1880-05-01T16:56:01.440Z");
  });
  it("after standard time: Berlin 1900 is CET", () => {
    const r = resolveBirthTime({ birthDate: "1900-03-14", birthTime: "11:30", latitude: 52.52, longitude: 13.405 });
    expect(r.timezone).toBe("Europe/Berlin");
    expect(r.utc).toBe("1900-03-14T10:30:00.000Z");
  });
});

describe("ambiguous and nonexistent local times", () => {
  // US 2021: clocks went back at 02:00 EDT on 7 Nov, forward at 02:00 EST on 14 Mar.
  const ny = { latitude: 40.7128, longitude: -74.006 };
  it("repeated hour defaults to the earlier reading (first occurrence, EDT) and reports it", () => {
    const r = resolveBirthTime({ ...ny, birthDate: "2021-11-07", birthTime: "01:30" });
    expect(r.status).toBe("ambiguous");
    expect(r.choice).toBe("earlier");
    expect(r.utc).toBe("2021-11-07T05:30:00.000Z");
    expect(r.alternativeUtc).toBe("2021-11-07T06:30:00.000Z");
    expect(r.note).toMatch(/occurred twice/);
  });
  it("repeated hour honours an explicit 'later' choice (EST)", () => {
    const r = resolveBirthTime({ ...ny, birthDate: "2021-11-07", birthTime: "01:30", timeChoice: "later" });
    expect(r.utc).toBe("2021-11-07T06:30:00.000Z");
    expect(r.zoneAbbreviation).toBe("EST");
  });
  it("skipped hour defaults to the offset before the change (standard time)", () => {
    const r = resolveBirthTime({ ...ny, birthDate: "2021-03-14", birthTime: "02:30" });
    expect(r.status).toBe("nonexistent");
    expect(r.utc).toBe("2021-03-14T07:30:00.000Z");
    expect(r.alternativeUtc).toBe("2021-03-14T06:30:00.000Z");
    expect(r.note).toMatch(/did not exist/);
  });
  it("skipped hour with 'later' uses the summer offset", () => {
    const r = resolveBirthTime({ ...ny, birthDate: "2021-03-14", birthTime: "02:30", timeChoice: "later" });
    expect(r.utc).toBe("2021-03-14T06:30:00.000Z");
  });
  it("times next to a transition are ordinary", () => {
    expect(resolveBirthTime({ ...ny, birthDate: "2021-03-14", birthTime: "03:00" }).status).toBe("ok");
    expect(resolveBirthTime({ ...ny, birthDate: "2021-11-07", birthTime: "02:00" }).status).toBe("ok");
    expect(resolveBirthTime({ ...ny, birthDate: "2021-11-07", birthTime: "00:59" }).status).toBe("ok");
  });
  it("southern hemisphere fall-back (Sydney, 2 April 2023 02:30 happens twice)", () => {
    const r = resolveBirthTime({ birthDate: "2023-04-02", birthTime: "02:30", latitude: -33.8688, longitude: 151.2093 });
    expect(r.status).toBe("ambiguous");
    expect(r.utc).toBe("2023-04-01T15:30:00.000Z");
  });
});

describe("helpers", () => {
  it("formats offsets with seconds when needed", () => {
    expect(formatOffset(-296.024)).toBe("UTC-04:56:01");
    expect(formatOffset(330)).toBe("UTC+05:30");
  });
  it("finds zones and historical offsets", () => {
    expect(zoneAt(48.8566, 2.3522)).toBe("Europe/Paris");
    expect(offsetMinutes("Asia/Kolkata", Date.UTC(2000, 0, 1))).toBe(330);
  });
  it("rejects malformed input", () => {
    expect(() => resolveBirthTime({ birthDate: "1990-02-30", birthTime: "10:00", latitude: 0, longitude: 0 })).toThrow();
    expect(() => resolveBirthTime({ birthDate: "1990-02-03", birthTime: "25:00", latitude: 0, longitude: 0 })).toThrow();
  });
});

describe("zone abbreviations shown next to the chart", () => {
  it("uses the regional names where ICU has them", () => {
    expect(resolveBirthTime({ birthDate: "1940-10-09", birthTime: "18:30", latitude: 53.4167, longitude: -2.9167 }).zoneAbbreviation).toBe("BST");
    expect(resolveBirthTime({ birthDate: "1961-01-01", birthTime: "12:00", latitude: 51.5, longitude: -0.12 }).zoneAbbreviation).toBe("GMT");
    expect(resolveBirthTime({ birthDate: "2000-07-01", birthTime: "12:00", latitude: 52.52, longitude: 13.405 }).zoneAbbreviation).toBe("CEST");
    expect(resolveBirthTime({ birthDate: "2000-07-01", birthTime: "12:00", latitude: 12.97, longitude: 77.59 }).zoneAbbreviation).toBe("IST");
    expect(resolveBirthTime({ birthDate: "1990-01-15", birthTime: "08:00", latitude: -33.8688, longitude: 151.2093 }).zoneAbbreviation).toBe("AEDT");
    expect(resolveBirthTime({ birthDate: "2000-01-01", birthTime: "10:00", latitude: 32.716667, longitude: -117.15 }).zoneAbbreviation).toBe("PST");
  });
});

describe("seconds", () => {
  it("keeps seconds when the time has them", () => {
    const r = resolveBirthTime({ birthDate: "2000-01-01", birthTime: "10:00:30", latitude: 32.716667, longitude: -117.15 });
    expect(r.utc).toBe("2000-01-01T18:00:30.000Z");
  });
});

describe("coordinates", () => {
  it("rejects impossible coordinates", async () => {
    const { computeChart } = await import("./natal");
    expect(() => computeChart({ birthDate: "2000-01-01", birthTime: "10:00", latitude: 91, longitude: 0 })).toThrow(RangeError);
    expect(() => computeChart({ birthDate: "2000-01-01", birthTime: "10:00", latitude: 0, longitude: Number.NaN })).toThrow(RangeError);
  });
});
