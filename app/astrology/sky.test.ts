// The sky engine against the Swiss Ephemeris called directly (not through ./ephemeris).
import sweph from "sweph";
import { describe, expect, it } from "vitest";
import { daySky } from "./daily";
import { moonAspects, moonIngresses, moonPhase, nextEclipse, skyCalendar, skyPositions, voidOfCourse } from "./sky";

const C = sweph.constants;
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SPEED;
const IDS: Record<string, number> = {
  Sun: C.SE_SUN,
  Moon: C.SE_MOON,
  Mercury: C.SE_MERCURY,
  Venus: C.SE_VENUS,
  Mars: C.SE_MARS,
  Jupiter: C.SE_JUPITER,
  Saturn: C.SE_SATURN,
  Uranus: C.SE_URANUS,
  Neptune: C.SE_NEPTUNE,
  Pluto: C.SE_PLUTO,
  "North Node": C.SE_MEAN_NODE,
};
const jd = (ms: number) => ms / 86_400_000 + 2440587.5;
const lon = (ms: number, id: number) => sweph.calc_ut(jd(ms), id, FLAGS).data;
const separation = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe("skyPositions", () => {
  it("gives each body's sign, degree and direction as the Swiss Ephemeris does", () => {
    for (const iso of ["1900-01-01T12:00:00Z", "1969-07-20T20:17:00Z", "2026-11-25T12:00:00Z", "2100-12-31T11:00:00Z"]) {
      const ms = Date.parse(iso);
      const bodies = skyPositions(ms);
      expect(bodies.map((b) => b.body)).toEqual(Object.keys(IDS));
      for (const b of bodies) {
        const [longitude, , , speed] = lon(ms, IDS[b.body]!);
        expect(separation(b.longitude, longitude!), `${b.body} ${iso}`).toBeLessThan(0.05);
        expect(b.sign).toBe(["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"][Math.floor(longitude! / 30)]);
        expect(Math.abs(b.degreeInSign - (longitude! % 30))).toBeLessThan(0.05);
        expect(b.retrograde).toBe(speed! < 0);
      }
    }
  });
});

describe("moonPhase", () => {
  it("lights the disc as pheno_ut does, within 1%, through a whole month; daySky's percentage too", () => {
    const start = Date.parse("2026-01-01T12:00:00Z");
    for (let day = 0; day < 30; day++) {
      const ms = start + day * 86_400_000;
      const fraction = sweph.pheno_ut(jd(ms), C.SE_MOON, C.SEFLG_MOSEPH).data[1]!;
      const phase = moonPhase(ms);
      expect(Math.abs(phase.illumination - fraction), `day ${day}`).toBeLessThan(0.01);
      const elongation = (lon(ms, C.SE_MOON)[0]! - lon(ms, C.SE_SUN)[0]! + 360) % 360;
      expect(phase.waxing).toBe(elongation < 180);
      expect(Math.abs(phase.angle - elongation)).toBeLessThan(0.01);
      const date = new Date(ms).toISOString().slice(0, 10);
      expect(Math.abs(daySky(date, "UTC").illumination / 100 - fraction), date).toBeLessThan(0.01);
    }
  });

  it("names the eight phases by the Moon's lead over the Sun", () => {
    // 2024-04-08 (total solar eclipse) new; 2024-04-23 23:49 UTC full.
    expect(moonPhase(Date.parse("2024-04-08T18:20:00Z")).name).toBe("New Moon");
    expect(moonPhase(Date.parse("2024-04-23T23:49:00Z"))).toMatchObject({ name: "Full Moon", waxing: false });
    expect(moonPhase(Date.parse("2024-04-13T12:00:00Z")).name).toBe("Waxing Crescent");
  });
});

describe("the Moon's ingresses and aspects", () => {
  const from = Date.parse("2026-03-01T00:00:00Z");
  const to = Date.parse("2026-03-11T00:00:00Z");

  it("finds every change of sign to the second", () => {
    const ingresses = moonIngresses(from, to);
    expect(ingresses.length).toBeGreaterThanOrEqual(4);
    for (const i of ingresses) {
      const before = lon(i.ms - 2000, C.SE_MOON)[0]!;
      const after = lon(i.ms + 2000, C.SE_MOON)[0]!;
      expect(Math.floor(before / 30)).not.toBe(Math.floor(after / 30));
    }
  });

  it("finds aspects exact to a thousandth of a degree", () => {
    const aspects = moonAspects(from, from + 4 * 86_400_000);
    expect(aspects.length).toBeGreaterThan(5);
    const angles = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
    for (const a of aspects) {
      const d = separation(lon(a.ms, C.SE_MOON)[0]!, lon(a.ms, IDS[a.planet]!)[0]!);
      expect(Math.abs(d - angles[a.type]), `${a.planet} ${a.type}`).toBeLessThan(0.001);
    }
  });

  it("runs a void-of-course Moon from its last aspect to the next sign, with no aspect in between", () => {
    const periods = voidOfCourse(from, to);
    expect(periods.length).toBeGreaterThanOrEqual(4);
    const angles = [0, 60, 90, 120, 180];
    for (const p of periods) {
      expect(p.endMs).toBeGreaterThan(p.startMs);
      expect(Math.floor(lon(p.endMs + 2000, C.SE_MOON)[0]! / 30)).not.toBe(Math.floor(lon(p.endMs - 2000, C.SE_MOON)[0]! / 30));
      // Every ten minutes inside, no planet's distance from the Moon crosses an aspect's angle.
      for (const planet of ["Sun", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]) {
        let previous = separation(lon(p.startMs + 60_000, C.SE_MOON)[0]!, lon(p.startMs + 60_000, IDS[planet]!)[0]!);
        for (let t = p.startMs + 600_000; t < p.endMs - 60_000; t += 600_000) {
          const d = separation(lon(t, C.SE_MOON)[0]!, lon(t, IDS[planet]!)[0]!);
          for (const angle of angles) expect((previous - angle) * (d - angle) > 0, `${planet} ${angle} at ${new Date(t).toISOString()}`).toBe(true);
          previous = d;
        }
      }
    }
  });
});

describe("the sky's events", () => {
  it("lists the Sun's ingress at the March equinox of 2025 (09:01 UTC)", () => {
    const events = skyCalendar(Date.parse("2025-03-15T00:00:00Z"), Date.parse("2025-03-25T00:00:00Z"));
    const equinox = events.find((e) => e.kind === "ingress" && e.body === "Sun");
    expect(equinox?.target).toBe("Aries");
    expect(Math.abs(Date.parse(equinox!.date) - Date.parse("2025-03-20T09:01:00Z"))).toBeLessThan(120_000);
  });

  it("finds the next eclipse: the lunar eclipse of 2024-03-25, then the solar eclipse of 2024-04-08", () => {
    const lunar = nextEclipse(Date.parse("2024-03-01T00:00:00Z"));
    expect(lunar).toMatchObject({ eclipse: "lunar", aspect: "full" });
    expect(lunar!.date.slice(0, 10)).toBe("2024-03-25");
    const solar = nextEclipse(Date.parse("2024-03-26T00:00:00Z"));
    expect(solar).toMatchObject({ eclipse: "solar", aspect: "new", target: "Aries" });
    expect(solar!.date.slice(0, 13)).toBe("2024-04-08T18");
  });
});
