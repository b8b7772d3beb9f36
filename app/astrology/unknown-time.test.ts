import { describe, expect, it } from "vitest";
import { natalChart } from "./index";
import { unknownTimeDay } from "./unknown-time";

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const LISBON = { latitude: 38.7223, longitude: -9.1393 };

function minutesAfter(time: string, delta: number) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const t = h * 60 + m + delta;
  return `${String(Math.floor(t / 60)).padStart(2, "0")}:${String(t % 60).padStart(2, "0")}`;
}

/** The first day of the month whose Moon changes sign at the place between 02:00 and 22:00 local time. */
function ingressDay(place: { latitude: number; longitude: number }, month: string) {
  for (let day = 1; day <= 28; day++) {
    const birthDate = `${month}-${String(day).padStart(2, "0")}`;
    const d = unknownTimeDay({ birthDate, ...place });
    const at = d.bodies.Moon.change?.localTime;
    if (at && at > "02:00" && at < "22:00") return d;
  }
  throw new Error("no ingress day");
}

describe("a day without a birth time", () => {
  it("gives the Moon's two signs and the local minute it changed, which a timed chart confirms", () => {
    for (const [place, month] of [
      [LONDON, "2000-02"],
      [LISBON, "1990-07"],
    ] as const) {
      const day = ingressDay(place, month);
      const change = day.bodies.Moon.change!;
      expect(day.bodies.Moon.signs).toEqual([change.from, change.to]);
      const before = natalChart({ birthDate: day.date, birthTime: minutesAfter(change.localTime, -2), ...place });
      const after = natalChart({ birthDate: day.date, birthTime: minutesAfter(change.localTime, 2), ...place });
      expect(before.moonSign).toBe(change.from);
      expect(after.moonSign).toBe(change.to);
      // The untimed chart agrees that the Moon sign is open.
      const untimed = natalChart({ birthDate: day.date, birthTime: null, ...place });
      expect(untimed.moonSign).toBeNull();
      expect(untimed.moonSignCandidates).toEqual(day.bodies.Moon.signs);
    }
  });

  it("keeps one sign for a body that stays put, with its range over the day", () => {
    const day = unknownTimeDay({ birthDate: "1990-07-14", ...LISBON });
    const natal = natalChart({ birthDate: "1990-07-14", birthTime: "12:00", ...LISBON });
    expect(day.bodies.Sun.signs).toEqual(["Cancer"]);
    expect(day.bodies.Sun.change).toBeNull();
    expect(day.bodies.Venus.signs).toEqual([natal.chart.bodies.Venus.sign]);
    expect(day.bodies.Mars.signs).toEqual([natal.chart.bodies.Mars.sign]);
    const moon = natal.chart.bodies.Moon.longitude;
    const span = (day.bodies.Moon.end - day.bodies.Moon.start + 360) % 360;
    expect(span).toBeGreaterThan(11);
    expect(span).toBeLessThan(16);
    expect((moon - day.bodies.Moon.start + 360) % 360).toBeLessThan(span);
  });

  it("lists each lunar mansion of the day with the minute the Moon moved on", () => {
    for (let d = 1; d <= 28; d++) {
      const birthDate = `2000-02-${String(d).padStart(2, "0")}`;
      const day = unknownTimeDay({ birthDate, ...LONDON });
      const c = day.nakshatraChanges[0];
      if (!c || c.localTime < "01:00" || c.localTime > "23:00") continue;
      expect(day.nakshatras.slice(0, 2)).toEqual([c.from, c.to]);
      expect(natalChart({ birthDate, birthTime: minutesAfter(c.localTime, -2), ...LONDON }).nakshatra).toBe(c.from);
      expect(natalChart({ birthDate, birthTime: minutesAfter(c.localTime, 2), ...LONDON }).nakshatra).toBe(c.to);
      return;
    }
    throw new Error("no mansion change found");
  });

  it("names the Chinese pillars that hold all day, and leaves out a month pillar that changed at a solar term", () => {
    const day = unknownTimeDay({ birthDate: "1990-07-14", ...LISBON });
    const natal = natalChart({ birthDate: "1990-07-14", birthTime: "12:00", ...LISBON });
    const name = (p: { stem: string; branch: string }) => `${p.stem}-${p.branch}`;
    expect(day.pillars).toEqual({ year: name(natal.chinese.pillars.year), month: name(natal.chinese.pillars.month), day: name(natal.chinese.pillars.day) });
    // Li Chun 2000 fell on 4 February (the Sun reached 315° at about 20:40 UT): year and month changed that day.
    const liChun = unknownTimeDay({ birthDate: "2000-02-04", ...LONDON });
    expect(liChun.pillars.year).toBeNull();
    expect(liChun.pillars.month).toBeNull();
    expect(liChun.pillars.day).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+$/);
  });
});
