import { describe, expect, it } from "vitest";
import { computeChart } from "./natal";
import { siderealPosition } from "./ephemeris";
import { julianDayFromMs } from "./time";

const DELHI = { latitude: 28.6139, longitude: 77.209 };
const moon = (iso: string) => siderealPosition(julianDayFromMs(Date.parse(iso)), "Moon").longitude;

describe("the sidereal Moon of an untimed birth day", () => {
  it("has two candidates when the Moon changes rashi that day, each for its stretch of the day", () => {
    const c = computeChart({ ...DELHI, birthDate: "1991-01-01", birthTime: null });
    const [a, b] = c.vedic.moon.candidates;
    expect(c.vedic.moon.candidates).toHaveLength(2);
    expect([a!.sign, b!.sign]).toEqual(["Gemini", "Cancer"]);
    expect(c.vedic.moonSign).toBeNull();
    // The stretches cover the local day (IST, +5:30) and meet at the ingress.
    expect(a!.from).toBe("1990-12-31T18:30:00.000Z");
    expect(b!.until).toBe("1991-01-01T18:30:00.000Z");
    expect(a!.until).toBe(b!.from);
    expect(moon(a!.until!) - 90).toBeLessThan(0.001);
    expect(moon(new Date(Date.parse(a!.until!) - 2000).toISOString())).toBeLessThan(90);
    expect(moon(b!.from!)).toBeGreaterThanOrEqual(90);
  });

  it("gives Manglik per candidate and says it depends on the birth time when they differ", () => {
    const c = computeChart({ ...DELHI, birthDate: "1991-01-01", birthTime: null });
    expect(c.vedic.moon.candidates.map((x) => x.manglik)).toEqual([true, false]);
    expect(c.vedic.manglik.dependsOnBirthTime).toBe(true);
    expect(c.vedic.manglik.manglik).toBe(false);
    expect(c.vedic.manglik.reasons[0]).toMatch(/^Depends on the birth time: .*Moon in Gemini, Mars is in house 12 .*\(Manglik\); .*Moon in Cancer, Mars is in house 11 .*\(not Manglik\)/);
  });

  it("keeps one verdict when both rashis agree, and a timed birth has one candidate without bounds", () => {
    const same = computeChart({ ...DELHI, birthDate: "1990-01-01", birthTime: null });
    expect(same.vedic.moon.candidates).toHaveLength(2);
    expect(same.vedic.manglik.dependsOnBirthTime).toBe(false);
    const timed = computeChart({ ...DELHI, birthDate: "1991-01-01", birthTime: "09:00" });
    expect(timed.vedic.moon.candidates).toEqual([
      { sign: timed.vedic.moonSign, nakshatra: timed.vedic.nakshatra, pada: timed.vedic.pada, from: null, until: null, manglik: timed.vedic.manglik.manglik },
    ]);
  });
});
