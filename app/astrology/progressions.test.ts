// Secondary progressions against the Swiss Ephemeris called directly: the progressed bodies are the
// sky at birth + age in days (one day per tropical year), the MC moves by the solar arc, the Ascendant
// rises with that MC at the birth latitude, and the progressed Moon's sign changes fall where sweph puts
// the Moon on a sign boundary.
import sweph from "sweph";
import { describe, expect, it } from "vitest";
import { progressions, PROGRESSED_BODIES, PROGRESSION_YEAR_DAYS, type ProgressedPoint } from "./progressions";
import { signOf } from "./constants";
import { progressedChart } from "./index";

const C = sweph.constants;
const DAY = 86_400_000;

function jd(ms: number) {
  return ms / DAY + 2440587.5;
}
const IDS = { Sun: C.SE_SUN, Moon: C.SE_MOON, Mercury: C.SE_MERCURY, Venus: C.SE_VENUS, Mars: C.SE_MARS } as const;
function lon(jdUt: number, id: number) {
  return sweph.calc_ut(jdUt, id, C.SEFLG_MOSEPH).data[0]!;
}
function gap(a: number, b: number) {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

// Births across two centuries and both hemispheres, read on different days.
const BIRTHS = [
  { birthMs: Date.UTC(1990, 5, 15, 13, 30), latitude: 51.5074, longitude: -0.1278, nowMs: Date.UTC(2026, 10, 27, 9) },
  { birthMs: Date.UTC(1948, 0, 30, 11, 47), latitude: 28.6139, longitude: 77.209, nowMs: Date.UTC(2026, 2, 1) },
  { birthMs: Date.UTC(1975, 9, 3, 22, 5), latitude: -33.8688, longitude: 151.2093, nowMs: Date.UTC(2027, 6, 19, 18) },
  { birthMs: Date.UTC(2003, 11, 24, 2, 12), latitude: 64.1466, longitude: -21.9426, nowMs: Date.UTC(2026, 10, 27) },
  { birthMs: Date.UTC(1921, 3, 8, 6, 0), latitude: 40.7128, longitude: -74.006, nowMs: Date.UTC(2001, 0, 1) },
  { birthMs: Date.UTC(1969, 6, 20, 20, 17), latitude: -23.5505, longitude: -46.6333, nowMs: Date.UTC(2026, 4, 5) },
];

function natalAngles(b: (typeof BIRTHS)[number]) {
  const h = sweph.houses_ex2(jd(b.birthMs), 0, b.latitude, b.longitude, "P");
  return { asc: h.data.points[0]!, mc: h.data.points[1]! };
}

describe("secondary progressions", () => {
  it("put each body where the Swiss Ephemeris has it at birth + age in days (within 0.01°)", () => {
    for (const b of BIRTHS) {
      const { mc } = natalAngles(b);
      const p = progressions({ ...b, natalMidheaven: mc, natalSun: lon(jd(b.birthMs), C.SE_SUN), timeKnown: true });
      const ageDays = (b.nowMs - b.birthMs) / DAY / PROGRESSION_YEAR_DAYS;
      const when = jd(b.birthMs) + ageDays;
      for (const body of PROGRESSED_BODIES) {
        const expected = lon(when, IDS[body]);
        expect(gap(p.bodies[body].longitude, expected), `${body} ${new Date(b.birthMs).toISOString()}`).toBeLessThan(0.01);
        expect(p.bodies[body].sign).toBe(signOf(expected));
      }
      expect(p.at).toBe(new Date(b.nowMs).toISOString());
      expect(Math.abs(Date.parse(p.progressedUtc) - (b.birthMs + ageDays * DAY))).toBeLessThan(1000);
    }
  });

  it("move the MC by the solar arc and raise the Ascendant that MC brings at the birth latitude", () => {
    for (const b of BIRTHS) {
      const { mc } = natalAngles(b);
      const natalSun = lon(jd(b.birthMs), C.SE_SUN);
      const p = progressions({ ...b, natalMidheaven: mc, natalSun, timeKnown: true });
      const arc = p.bodies.Sun.longitude - natalSun;
      expect(gap(p.midheaven!.longitude, mc + arc)).toBeLessThan(0.01);
      // Cross-check the Ascendant: the ARMC whose MC is the progressed MC gives it through sweph's houses.
      const eps = sweph.calc_ut(jd(b.birthMs) + (b.nowMs - b.birthMs) / DAY / PROGRESSION_YEAR_DAYS, C.SE_ECL_NUT, C.SEFLG_MOSEPH).data[0]!;
      let armc = 0;
      // Search the ARMC (1/100°, then refine) whose MC is the progressed MC: an independent inverse.
      let best = Infinity;
      for (let a = 0; a < 360; a += 0.5) {
        const d = gap(sweph.houses_armc(a, b.latitude, eps, "P").data.points[1]!, p.midheaven!.longitude);
        if (d < best) [best, armc] = [d, a];
      }
      for (let step = 0.25; step > 1e-7; step /= 2) {
        for (const a of [armc - step, armc + step]) {
          const d = gap(sweph.houses_armc(a, b.latitude, eps, "P").data.points[1]!, p.midheaven!.longitude);
          if (d < best) [best, armc] = [d, a];
        }
      }
      expect(gap(p.ascendant!.longitude, sweph.houses_armc(armc, b.latitude, eps, "P").data.points[0]!)).toBeLessThan(0.01);
    }
  });

  it("on the birth day itself are the natal chart (angles included)", () => {
    for (const b of BIRTHS) {
      const { asc, mc } = natalAngles(b);
      const p = progressions({ ...b, nowMs: b.birthMs, natalMidheaven: mc, natalSun: lon(jd(b.birthMs), C.SE_SUN), timeKnown: true });
      expect(gap(p.midheaven!.longitude, mc)).toBeLessThan(0.01);
      expect(gap(p.ascendant!.longitude, asc)).toBeLessThan(0.01);
      expect(gap(p.bodies.Moon.longitude, lon(jd(b.birthMs), C.SE_MOON))).toBeLessThan(0.01);
    }
  });

  it("date every sign change of the progressed Moon in the next 24 months, where sweph's Moon is on the boundary", () => {
    let seen = 0;
    for (const b of BIRTHS) {
      const p = progressions({ ...b, natalMidheaven: 0, natalSun: lon(jd(b.birthMs), C.SE_SUN), timeKnown: true });
      const toProgressed = (ms: number) => jd(b.birthMs) + (ms - b.birthMs) / DAY / PROGRESSION_YEAR_DAYS;
      const end = new Date(b.nowMs);
      end.setUTCMonth(end.getUTCMonth() + 24);
      // The Moon's sign at the start and the end tells how many boundaries it crossed in between.
      const startSign = Math.floor(lon(toProgressed(b.nowMs), C.SE_MOON) / 30);
      const endSign = Math.floor(lon(toProgressed(end.getTime()), C.SE_MOON) / 30);
      expect(p.moonIngresses).toHaveLength((endSign - startSign + 12) % 12);
      for (const ingress of p.moonIngresses) {
        const at = lon(toProgressed(Date.parse(ingress.date)), C.SE_MOON);
        expect(gap(at, Math.round(at / 30) * 30)).toBeLessThan(0.01);
        expect(signOf(lon(toProgressed(Date.parse(ingress.date) + 30 * DAY), C.SE_MOON))).toBe(ingress.sign);
        seen++;
      }
    }
    // The Moon progresses 12–15° a year: six charts over two years cross several boundaries.
    expect(seen).toBeGreaterThanOrEqual(4);
  });

  it("without a birth time give no angles, date no sign change and state the Moon's possible span", () => {
    const b = BIRTHS[0]!;
    const dayBounds = { startMs: Date.UTC(1990, 5, 14, 23), endMs: Date.UTC(1990, 5, 15, 23) };
    const p = progressedChart({ ...b, birthMs: Date.UTC(1990, 5, 15, 11), natalMidheaven: null, natalSun: 84, timeKnown: false, dayBounds });
    expect(p.ascendant).toBeNull();
    expect(p.midheaven).toBeNull();
    expect(p.moonIngresses).toEqual([]);
    const age = (b.nowMs - Date.UTC(1990, 5, 15, 11)) / DAY / PROGRESSION_YEAR_DAYS;
    const span = p.moonSpan as { from: ProgressedPoint; to: ProgressedPoint };
    expect(gap(span.from.longitude, lon(jd(dayBounds.startMs) + age, C.SE_MOON))).toBeLessThan(0.01);
    expect(gap(span.to.longitude, lon(jd(dayBounds.endMs - 1000) + age, C.SE_MOON))).toBeLessThan(0.01);
    expect(p.readings.moon).toContain("depending on your birth hour");
    expect(p.readings.moon).toContain("cannot be dated");
  });

  it("name the progressed Moon's sign, degree and next sign changes in its reading", () => {
    const b = BIRTHS[2]!;
    const p = progressedChart({ ...b, natalMidheaven: natalAngles(b).mc, natalSun: lon(jd(b.birthMs), C.SE_SUN), timeKnown: true });
    expect(p.readings.moon).toContain(`Your progressed Moon is at `);
    expect(p.readings.moon).toContain(p.bodies.Moon.sign);
    for (const i of p.moonIngresses) expect(p.readings.moon).toContain(i.sign);
    expect(p.readings.sun).toContain(`progressed Sun in ${p.bodies.Sun.sign}`);
  });
});
