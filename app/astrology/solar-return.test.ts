// The solar return against the Swiss Ephemeris called directly: at the instant found the Sun stands
// within 0.001° of its natal longitude, it is the last return before the moment of reading, and the
// chart is the sky of that instant at the chosen place.
import sweph from "sweph";
import { describe, expect, it } from "vitest";
import { currentSolarReturn, solarReturn } from "./solar-return";
import { solarReturnChart } from "./index";
import { banks } from "./texts/banks";
import { solarReturnReading } from "./texts/solar-return";

const { RETURN_RISING, RETURN_SUN_CONTACT } = banks().solarReturn;
const RETURN_SUN_HOUSE: Readonly<Record<number, string>> = banks().solarReturn.RETURN_SUN_HOUSE;
import { repeatedSixWords } from "./texts/metrics";
import { SIGNS } from "./constants";

const C = sweph.constants;
const DAY = 86_400_000;
const jd = (ms: number) => ms / DAY + 2440587.5;
const sun = (ms: number) => sweph.calc_ut(jd(ms), C.SE_SUN, C.SEFLG_MOSEPH).data[0]!;
function gap(a: number, b: number) {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

const BIRTHS = [
  { birthMs: Date.UTC(1990, 5, 15, 13, 30), nowMs: Date.UTC(2026, 10, 27) },
  { birthMs: Date.UTC(1948, 0, 30, 11, 47), nowMs: Date.UTC(2026, 0, 29, 23) },
  { birthMs: Date.UTC(1975, 9, 3, 22, 5), nowMs: Date.UTC(2027, 9, 4) },
  // Born on 29 February: the return falls on 28 February or 1 March in common years.
  { birthMs: Date.UTC(1996, 1, 29, 6, 0), nowMs: Date.UTC(2026, 5, 1) },
  { birthMs: Date.UTC(2003, 11, 31, 23, 50), nowMs: Date.UTC(2026, 11, 31, 12) },
  { birthMs: Date.UTC(1921, 3, 8, 6, 0), nowMs: Date.UTC(2001, 0, 1) },
];

describe("the solar return", () => {
  it("puts the Sun within 0.001° of its natal longitude, at the last return before now", () => {
    for (const b of BIRTHS) {
      const natal = sun(b.birthMs);
      const ms = currentSolarReturn(natal, b.birthMs, b.nowMs);
      expect(gap(sun(ms), natal), new Date(b.birthMs).toISOString()).toBeLessThan(0.001);
      expect(ms).toBeLessThanOrEqual(b.nowMs);
      // A year on, the next return is after now: this is the birthday year running.
      expect(ms + 366 * DAY).toBeGreaterThan(b.nowMs);
      expect(b.nowMs - ms).toBeLessThan(366 * DAY);
    }
  });

  it("casts the chart of that instant at the chosen place", () => {
    const b = BIRTHS[0]!;
    const place = { name: "Paris, Île-de-France, France", latitude: 48.8566, longitude: 2.3522 };
    const r = solarReturn({ natalSun: sun(b.birthMs), birthMs: b.birthMs, timeKnown: true, place, nowMs: b.nowMs });
    const at = Date.parse(r.instant);
    const h = sweph.houses_ex2(jd(at), 0, place.latitude, place.longitude, "P");
    expect(gap(r.chart.ascendant!.longitude, h.data.points[0]!)).toBeLessThan(0.01);
    expect(gap(r.chart.midheaven!.longitude, h.data.points[1]!)).toBeLessThan(0.01);
    expect(gap(r.chart.bodies.Moon.longitude, sweph.calc_ut(jd(at), C.SE_MOON, C.SEFLG_MOSEPH).data[0]!)).toBeLessThan(0.01);
    expect(r.place).toEqual(place);
    expect(r.chart.bodies.Sun.house).not.toBeNull();
  });

  it("without a birth time has no angles or houses and its reading says why", () => {
    const b = BIRTHS[1]!;
    const r = solarReturnChart({ natalSun: sun(b.birthMs), birthMs: b.birthMs, timeKnown: false, place: { name: "New Delhi", latitude: 28.6, longitude: 77.2 }, nowMs: b.nowMs });
    expect(r.chart.ascendant).toBeNull();
    expect(r.chart.houses).toBeNull();
    expect(r.reading).toContain("Without a birth time");
    expect(r.reading).not.toMatch(/rising on the return/);
  });

  it("reads the rising sign, the Sun's house and its closest contact, in texts that never repeat themselves", () => {
    expect(Object.keys(RETURN_RISING)).toEqual([...SIGNS]);
    expect(Object.keys(RETURN_SUN_HOUSE)).toHaveLength(12);
    const all = [...Object.values(RETURN_RISING), ...Object.values(RETURN_SUN_HOUSE), ...Object.values(RETURN_SUN_CONTACT)];
    expect(new Set(all).size).toBe(all.length);
    expect(repeatedSixWords(all.join(" "))).toBeNull();
    for (const b of BIRTHS) {
      const r = solarReturn({ natalSun: sun(b.birthMs), birthMs: b.birthMs, timeKnown: true, place: { name: "London", latitude: 51.5, longitude: -0.13 }, nowMs: b.nowMs });
      const text = solarReturnReading(r);
      expect(text).toContain(RETURN_RISING[r.chart.ascendant!.sign]);
      expect(text).toContain(RETURN_SUN_HOUSE[r.chart.bodies.Sun.house!]!);
      expect(text).toContain("cast for London");
      expect(repeatedSixWords(text)).toBeNull();
    }
  });
});
