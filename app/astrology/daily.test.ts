import { describe, expect, it } from "vitest";
import { natalChart } from "./index";
import { composeDaily, dailyHoroscope, daySky } from "./daily";

const known = natalChart({ birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 });
const unknown = natalChart({ birthDate: "1990-03-10", birthTime: null, latitude: 40.7128, longitude: -74.006 });
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe("daily horoscope", () => {
  it("is at least 120 words in paragraphs, grounded in the day's sky", () => {
    const d = dailyHoroscope(known.chart, "2026-11-22", "Europe/London", "user-1");
    expect(d.date).toBe("2026-11-22");
    expect(words(d.content)).toBeGreaterThanOrEqual(120);
    expect(d.content.split("\n\n").length).toBeGreaterThanOrEqual(3);
    const sky = daySky("2026-11-22", "Europe/London");
    expect(d.content).toMatch(/\bMoon\b/);
    expect(d.content).toContain(sky.moonSign);
    expect(d.facts.moonHouse).toBeGreaterThanOrEqual(1);
    expect(d.content).toMatch(/house/);
  });
  it("is deterministic for (user, date) and changes from day to day", () => {
    const a = dailyHoroscope(known.chart, "2026-11-22", "Europe/London", "user-1").content;
    const b = dailyHoroscope(known.chart, "2026-11-22", "Europe/London", "user-1").content;
    expect(a).toBe(b);
    const days = new Set<string>();
    for (let i = 1; i <= 14; i++) {
      const date = `2026-12-${String(i).padStart(2, "0")}`;
      days.add(dailyHoroscope(known.chart, date, "Europe/London", "user-1").content);
    }
    expect(days.size).toBe(14);
  });
  it("never mentions an Ascendant or houses when the birth time is unknown", () => {
    for (let i = 1; i <= 40; i++) {
      const date = new Date(Date.UTC(2026, 0, i)).toISOString().slice(0, 10);
      const d = dailyHoroscope(unknown.chart, date, "America/New_York", `u${i}`);
      expect(d.content).not.toMatch(/ascendant|\bhouses?\b|rising sign/i);
      expect(words(d.content)).toBeGreaterThanOrEqual(120);
      expect(d.facts.moonHouse).toBeNull();
      expect(d.facts.aspects.every((a) => a.natal !== "Ascendant" && a.natal !== "Moon")).toBe(true);
    }
  });
  it("reports stations: Mercury stationed retrograde on 2024-08-05 (UT ~04:56)", () => {
    const sky = daySky("2024-08-05", "UTC");
    const mercury = sky.bodies.find((b) => b.planet === "Mercury")!;
    expect(mercury.station).toBe("retrograde");
  });
});

describe("ingresses", () => {
  it("mentions a planet changing sign that day (Sun enters Aquarius 2024-01-20 14:07 UT)", () => {
    const sky = daySky("2024-01-20", "UTC");
    expect(sky.ingresses).toContainEqual({ planet: "Sun", from: "Capricorn", to: "Aquarius", time: "14:07" });
    const d = composeDaily(known.chart, sky, "x");
    expect(d.content).toContain("Sun enters Aquarius at 2:07 PM");
  });
  it("tells a retrograde planet's return to the sign it left as a return (Mercury back into Aquarius, 2027-02-18, Paris)", () => {
    const sky = daySky("2027-02-18", "Europe/Paris");
    expect(sky.ingresses).toContainEqual({ planet: "Mercury", from: "Pisces", to: "Aquarius", time: "13:15" });
    for (const [chart, seed] of [[known.chart, "a"], [unknown.chart, "b"], [known.chart, "c"]] as const) {
      const d = composeDaily(chart, sky, seed);
      expect(d.content).toContain("Mercury moves back into Aquarius at 1:15 PM");
      expect(d.content).not.toMatch(/Mercury (enters|arrives in|entering|moves into|crosses into) Aquarius/);
    }
  });
});
