import { describe, expect, it } from "vitest";
import { daySky } from "./daily";
import { natalChart } from "./index";
import { midpoint, togetherToday } from "./together";
import { aspectBetween } from "./western";

describe("the composite midpoint", () => {
  it("lies on the shorter arc, across 0° Aries too", () => {
    expect(midpoint(10, 50)).toBe(30);
    expect(midpoint(350, 20)).toBe(5);
    expect(midpoint(20, 350)).toBe(5);
    // Just over half a circle apart: the shorter arc runs back through 10°.
    expect(midpoint(100, 280 + 1e-9)).toBeCloseTo(10, 6);
  });
});

describe("You and {name} today", () => {
  const you = natalChart({ birthDate: "1990-06-15", birthTime: "14:30", latitude: 51.5, longitude: -0.13 }).chart;
  const timed = natalChart({ birthDate: "1988-03-09", birthTime: "08:15", latitude: 40.71, longitude: -74.01 }).chart;
  const untimed = natalChart({ birthDate: "1988-03-09", birthTime: null, latitude: 40.71, longitude: -74.01 }).chart;
  const dates = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10));

  it("names the strongest transit to the composite chart with its noon orb, or says the day is quiet", () => {
    let found = 0;
    for (const date of dates) {
      const sky = daySky(date, "Europe/London");
      const t = togetherToday(you, timed, sky, "Grace");
      expect(t.text).toContain("Grace");
      if (!t.transit) continue;
      found++;
      const body = sky.bodies.find((b) => b.planet === t.transit!.planet)!;
      const at = midpoint(you.bodies[t.transit.point].longitude, timed.bodies[t.transit.point].longitude);
      const aspect = aspectBetween(body.longitude, at, 1)!;
      expect(aspect.type).toBe(t.transit.type);
      expect(Math.abs(aspect.orb - t.transit.orb)).toBeLessThanOrEqual(0.05);
      expect(t.text).toContain(`your composite ${t.transit.point} (`);
    }
    expect(found).toBeGreaterThan(30);
  });

  it("leaves the composite Moon out when a birth time is unknown", () => {
    for (const date of dates) expect(togetherToday(you, untimed, daySky(date, "UTC"), "Sam").transit?.point).not.toBe("Moon");
  });
});
