import { describe, expect, it } from "vitest";
import { currentDasha, DASHA_YEAR_MS, manglikRule, navamsaSign, vimshottari } from "./kundli";
import { computeChart } from "./natal";
import { nakshatraOf } from "./vedic";

const YEAR = DASHA_YEAR_MS;

describe("Vimshottari dasha: a hand-worked example", () => {
  // Moon at 100°00' sidereal, birth 2000-01-01 00:00 UT.
  // Nakshatras are 13°20' wide: 100 / 13.333 = 7.5, so the Moon is halfway through the 8th, Pushya,
  // whose lord is Saturn (Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn: the 8th).
  // Half of Saturn's 19 years is left: balance 9.5 years = 9.5 x 365.25 = 3469.875 days, so Saturn's
  // mahadasha ends 2009-07-01 21:00 UT and began (in theory) 9.5 years before birth, 1990-07-02 03:00.
  // Mercury (17 years = 6209.25 days) follows until 2026-07-02 03:00.
  // Saturn/Saturn antardasha: 19 x 19 / 120 = 3.008333 years = 1098.79 days -> 1993-07-04 22:03 UT.
  const birth = Date.parse("2000-01-01T00:00:00Z");
  const d = vimshottari(100, birth);

  it("balance at birth", () => {
    expect(d.balanceAtBirth).toEqual({ lord: "Saturn", years: 9.5 });
  });
  it("mahadasha dates", () => {
    expect(d.periods[0]).toMatchObject({ lord: "Saturn", start: "1990-07-02T03:00:00.000Z", end: "2009-07-01T21:00:00.000Z" });
    expect(d.periods[1]).toMatchObject({ lord: "Mercury", start: "2009-07-01T21:00:00.000Z", end: "2026-07-02T03:00:00.000Z" });
    expect(d.periods.map((p) => p.lord)).toEqual(["Saturn", "Mercury", "Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter"]);
  });
  it("first antardasha", () => {
    expect(d.periods[0]!.antar[0]).toEqual({ lord: "Saturn", start: "1990-07-02T03:00:00.000Z", end: "1993-07-04T22:03:00.000Z" });
    expect(d.periods[0]!.antar.map((a) => a.lord)).toEqual(["Saturn", "Mercury", "Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter"]);
  });
  it("the current period is found by date", () => {
    expect(currentDasha(d, Date.parse("2025-01-01T00:00:00Z"))?.maha).toBe("Mercury");
    expect(currentDasha(d, birth)).toMatchObject({ maha: "Saturn" });
    expect(currentDasha(d, Date.parse("2200-01-01T00:00:00Z"))).toBeNull();
  });
});

describe("Vimshottari dasha of real charts", () => {
  const births = [
    { birthDate: "1985-06-09", birthTime: "10:34", latitude: 12.972, longitude: 77.594 },
    { birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 },
    { birthDate: "2001-09-30", birthTime: null, latitude: 40.7128, longitude: -74.006 },
  ];
  for (const b of births) {
    it(`${b.birthDate}: nine mahadashas sum to 120 years, antars tile each one, first lord and balance from the Moon`, () => {
      const c = computeChart(b);
      const { dasha } = c.vedic;
      const start = Date.parse(dasha.periods[0]!.start);
      const end = Date.parse(dasha.periods[8]!.end);
      expect(Math.abs(end - start - 120 * YEAR)).toBeLessThanOrEqual(2);
      for (let i = 0; i < 9; i++) {
        const maha = dasha.periods[i]!;
        if (i > 0) expect(maha.start).toBe(dasha.periods[i - 1]!.end);
        expect(maha.antar).toHaveLength(9);
        expect(maha.antar[0]!.start).toBe(maha.start);
        expect(maha.antar[8]!.end).toBe(maha.end);
        for (let j = 1; j < 9; j++) expect(maha.antar[j]!.start).toBe(maha.antar[j - 1]!.end);
        expect(maha.antar[0]!.lord).toBe(maha.lord);
      }
      const moon = c.vedic.siderealMoonLongitude;
      const span = 360 / 27;
      const remaining = (span - (moon % span)) / span;
      expect(dasha.periods[0]!.lord).toBe(nakshatraOf(moon).lord);
      const years = { Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17 }[dasha.balanceAtBirth.lord];
      expect(dasha.balanceAtBirth.years).toBeCloseTo(remaining * years, 5);
      // The balance is given to 6 decimals of a year (16 s).
      expect(Math.abs(Date.parse(dasha.periods[0]!.end) - Date.parse(c.chart.utc) - dasha.balanceAtBirth.years * YEAR)).toBeLessThan(20_000);
    });
  }
});

describe("kundli", () => {
  it("Bangalore 1985-06-09 10:34: lagna, whole-sign houses, nine grahas, navamsa", () => {
    const c = computeChart({ birthDate: "1985-06-09", birthTime: "10:34", latitude: 12.972, longitude: 77.594 });
    const v = c.vedic;
    expect(v.lagna).not.toBeNull();
    expect(Object.keys(v.planets)).toEqual(["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]);
    expect(v.planets.Moon.nakshatra).toBe(v.nakshatra);
    expect(Math.abs(v.planets.Moon.longitude - v.siderealMoonLongitude)).toBeLessThan(1e-5);
    // Ketu is opposite Rahu, both move backwards.
    expect(Math.abs(((v.planets.Ketu.longitude - v.planets.Rahu.longitude + 360) % 360) - 180)).toBeLessThan(1e-5);
    expect(v.planets.Rahu.retrograde && v.planets.Ketu.retrograde).toBe(true);
    const lagnaIndex = Math.floor(v.lagna!.longitude / 30);
    for (const p of Object.values(v.planets)) {
      expect(p.house).toBe(((Math.floor(p.longitude / 30) - lagnaIndex + 12) % 12) + 1);
    }
    // Sidereal = tropical - ayanamsa (about 23°39' in 1985).
    const diff = (c.chart.bodies.Sun.longitude - v.planets.Sun.longitude + 360) % 360;
    expect(diff).toBeGreaterThan(23.5);
    expect(diff).toBeLessThan(23.8);
    expect(v.navamsa.lagna).toBe(navamsaSign(v.lagna!.longitude));
  });
  it("without a birth time there is no lagna and no houses", () => {
    const c = computeChart({ birthDate: "2001-09-30", birthTime: null, latitude: 40.7128, longitude: -74.006 });
    expect(c.vedic.lagna).toBeNull();
    expect(c.vedic.navamsa.lagna).toBeNull();
    expect(c.vedic.planets.Sun.house).toBeNull();
    expect(c.vedic.manglik.fromLagna).toBeNull();
  });
  it("navamsa: 3°20' parts from Aries, Capricorn, Libra and Cancer", () => {
    expect(navamsaSign(0)).toBe("Aries");
    expect(navamsaSign(3.4)).toBe("Taurus");
    expect(navamsaSign(30)).toBe("Capricorn");
    expect(navamsaSign(60)).toBe("Libra");
    expect(navamsaSign(90)).toBe("Cancer");
    expect(navamsaSign(359.9)).toBe("Pisces");
  });
});

describe("Manglik rule", () => {
  it("Mars in the 7th from the lagna, nothing cancels: Manglik", () => {
    const r = manglikRule({ lagna: 10, mars: 190, moon: 100, jupiter: 100 });
    // Lagna Aries, Mars Libra = 7th; Moon Cancer, Mars 4th from it; Jupiter in Cancer: Libra is its 4th.
    expect(r).toMatchObject({ fromLagna: true, fromMoon: true, cancelled: false, manglik: true, houseFromLagna: 7, houseFromMoon: 4 });
  });
  it("cancelled by Mars in its own sign", () => {
    const r = manglikRule({ lagna: 100, mars: 10, moon: 100, jupiter: 100 });
    // Lagna Cancer, Mars Aries = 10th: not Manglik from the lagna; nothing to cancel.
    expect(r.manglik).toBe(false);
    const r2 = manglikRule({ lagna: 10, mars: 10, moon: 40, jupiter: 100 });
    expect(r2).toMatchObject({ fromLagna: true, cancelled: true, manglik: false });
    expect(r2.reasons.some((x) => x.includes("own sign"))).toBe(true);
  });
  it("cancelled by Jupiter's aspect; the Moon decides without a birth time", () => {
    // Mars Libra (190), Jupiter Aquarius (310): Libra is Jupiter's 9th sign.
    const r = manglikRule({ lagna: null, mars: 190, moon: 10, jupiter: 310 });
    expect(r).toMatchObject({ fromLagna: null, fromMoon: true, houseFromMoon: 7, cancelled: true, manglik: false, cancellations: ["jupiterAspect"], houseFromJupiter: 9 });
    expect(r.reasons.at(-1)).toBe("Cancelled: Jupiter aspects Mars (Mars is in Jupiter's 9th sign).");
  });
  it("names the cancellations that hold even where Mars needs none, and words them only where it does", () => {
    // Mars in Capricorn (280) with Jupiter: exalted and joined. Lagna Aries: the 10th, not a Manglik house.
    const r = manglikRule({ lagna: 10, mars: 280, moon: 190, jupiter: 290 });
    expect(r).toMatchObject({ fromLagna: false, cancelled: false, manglik: false, cancellations: ["exalted", "jupiterSame"], houseFromJupiter: 1 });
    expect(r.reasons.some((x) => x.startsWith("Cancelled"))).toBe(false);
  });
});
