// The composite chart against the Swiss Ephemeris called directly: every body at the nearer midpoint
// of the two natal positions (within 0.01°), the MC the nearer midpoint of the MCs, and no angles
// without both birth times.
import sweph from "sweph";
import { describe, expect, it } from "vitest";
import { compositeReport, nearerMidpoint } from "./index";
import { PLANETS } from "./constants";
import { BODY_IDS } from "./ephemeris";
import { banks } from "./texts/banks";

const { COMPOSITE_SUN } = banks().composite;
import { repeatedSixWords } from "./texts/metrics";

const C = sweph.constants;
const jd = (ms: number) => ms / 86_400_000 + 2440587.5;
function gap(a: number, b: number) {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
function side(name: string, ms: number, lat: number, lon: number, timeKnown = true) {
  const j = jd(ms);
  const bodies = Object.fromEntries(PLANETS.map((p) => [p, { longitude: sweph.calc_ut(j, BODY_IDS[p], C.SEFLG_MOSEPH).data[0]! }])) as Record<(typeof PLANETS)[number], { longitude: number }>;
  const mc = sweph.houses_ex2(j, 0, lat, lon, "P").data.points[1]!;
  return { name, bodies, midheaven: timeKnown ? { longitude: mc } : null, timeKnown, latitude: lat, jdUt: j };
}

describe("the composite chart", () => {
  it("takes the midpoint on the shorter arc", () => {
    expect(nearerMidpoint(10, 30)).toBeCloseTo(20, 9);
    expect(nearerMidpoint(350, 20)).toBeCloseTo(5, 9);
    expect(nearerMidpoint(20, 350)).toBeCloseTo(5, 9);
    expect(nearerMidpoint(100, 300)).toBeCloseTo(20, 9);
  });

  it("puts every body at the nearer midpoint of the two natal positions (sweph, within 0.01°)", () => {
    const a = side("Ana", Date.UTC(1990, 5, 15, 13, 30), 51.5, -0.13);
    const b = side("Ben", Date.UTC(1987, 11, 2, 4, 10), 40.7, -74);
    const c = compositeReport(a, b);
    for (const p of PLANETS) {
      const x = a.bodies[p].longitude;
      const y = b.bodies[p].longitude;
      const m = gap(x, y) === Math.abs(x - y) ? (x + y) / 2 : ((x + y) / 2 + 180) % 360;
      expect(gap(c.bodies[p].longitude, m), p).toBeLessThan(0.01);
      expect(gap(c.bodies[p].longitude, x)).toBeCloseTo(gap(x, y) / 2, 2);
    }
    expect(gap(c.midheaven!.longitude, nearerMidpoint(a.midheaven!.longitude, b.midheaven!.longitude))).toBeLessThan(0.01);
    expect(c.ascendant).not.toBeNull();
    expect(c.reading).toContain(COMPOSITE_SUN[c.bodies.Sun.sign]);
    expect(repeatedSixWords(c.reading)).toBeNull();
  });

  it("leaves the angles out when a birth time is unknown, and says whose", () => {
    const c = compositeReport(side("Ana", Date.UTC(1990, 5, 15, 13, 30), 51.5, -0.13), side("Ben", Date.UTC(1987, 11, 2, 12), 40.7, -74, false));
    expect(c.ascendant).toBeNull();
    expect(c.midheaven).toBeNull();
    expect(c.anglesNote).toContain("Ben's is not known");
    expect(c.reading).toContain(c.anglesNote!);
    expect(c.aspects.some((x) => x.a === "Moon" || x.b === "Moon")).toBe(false);
  });

  it("has a different composite Sun text for every sign", () => {
    const all = Object.values(COMPOSITE_SUN);
    expect(new Set(all).size).toBe(12);
    expect(repeatedSixWords(all.join(" "))).toBeNull();
  });
});
