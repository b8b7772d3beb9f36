// The member's conventions (decision 018): each choice changes what it should and nothing else, and
// the defaults are the engine's behaviour without a choice.
import sweph from "sweph";
import { describe, expect, it } from "vitest";
import { fourPillars } from "./bazi";
import { DEFAULT_CONVENTIONS, type Conventions } from "./conventions";
import { equationOfTimeMinutes, tropicalPosition } from "./ephemeris";
import { vimshottari } from "./kundli";
import { computeChart, type BirthInput } from "./natal";
import { sadeSati, saturnIngressTable } from "./sade-sati";
import { julianDayFromMs } from "./time";

const C = sweph.constants;
const with_ = (change: Partial<Conventions>): Conventions => ({ ...DEFAULT_CONVENTIONS, ...change });
const BANGALORE: BirthInput = { birthDate: "1985-06-09", birthTime: "10:34", latitude: 12.972, longitude: 77.594 };

/** Degrees from b to a, -180..180. */
function diff(a: number, b: number) {
  return ((a - b + 540) % 360) - 180;
}

function sweSidereal(jd: number, mode: number, body: number) {
  sweph.set_sid_mode(mode, 0, 0);
  return sweph.calc_ut(jd, body, C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL).data[0]!;
}

describe("the defaults", () => {
  it("are the chart computed without a choice, apart from naming them", () => {
    const plain = computeChart(BANGALORE);
    const chosen = computeChart({ ...BANGALORE, conventions: with_({}) });
    expect(chosen.vedic).toEqual(plain.vedic);
    expect(chosen.chinese).toEqual(plain.chinese);
    expect(plain.chart.conventions).toEqual({ baziHour: "clock", dayStart: "00:00", ayanamsa: "lahiri", node: "mean", dashaYearDays: 365.25 });
    expect(plain.vedic.ayanamsa).toBe("Lahiri");
  });
});

describe("ayanamsa", () => {
  const lahiri = computeChart(BANGALORE);
  const kp = computeChart({ ...BANGALORE, conventions: with_({ ayanamsa: "krishnamurti" }) });
  const raman = computeChart({ ...BANGALORE, conventions: with_({ ayanamsa: "raman" }) });
  const citra = computeChart({ ...BANGALORE, conventions: with_({ ayanamsa: "true-chitrapaksha" }) });

  it("Krishnamurti puts every graha about 6′ further on than Lahiri (the Swiss Ephemeris's difference of the two)", () => {
    const shift = diff(kp.vedic.planets.Moon.longitude, lahiri.vedic.planets.Moon.longitude) * 60;
    expect(shift).toBeGreaterThan(5);
    expect(shift).toBeLessThan(7);
    for (const g of ["Sun", "Mars", "Saturn", "Rahu"] as const) {
      expect(diff(kp.vedic.planets[g].longitude, lahiri.vedic.planets[g].longitude) * 60).toBeCloseTo(shift, 3);
    }
    expect(kp.vedic.ayanamsa).toBe("Krishnamurti");
  });

  it("each ayanamsa gives the Swiss Ephemeris's sidereal positions in its own mode", () => {
    for (const [chart, mode] of [[lahiri, C.SE_SIDM_LAHIRI], [kp, C.SE_SIDM_KRISHNAMURTI], [raman, C.SE_SIDM_RAMAN], [citra, C.SE_SIDM_TRUE_CITRA]] as const) {
      for (const [g, body] of [["Moon", C.SE_MOON], ["Sun", C.SE_SUN], ["Jupiter", C.SE_JUPITER]] as const) {
        expect(Math.abs(diff(chart.vedic.planets[g].longitude, sweSidereal(chart.jdUt, mode, body)))).toBeLessThan(1e-5);
      }
      expect(chart.vedic.siderealMoonLongitude).toBeCloseTo(chart.vedic.planets.Moon.longitude, 5);
    }
    // Raman's zero point is about 1°27′ later than Lahiri's, so positions read about 1.45° greater.
    expect(diff(raman.vedic.planets.Sun.longitude, lahiri.vedic.planets.Sun.longitude)).toBeCloseTo(1.45, 1);
  });

  it("the lagna moves with it, and the Western chart does not", () => {
    expect(diff(raman.vedic.lagna!.longitude, lahiri.vedic.lagna!.longitude)).toBeCloseTo(diff(raman.vedic.planets.Sun.longitude, lahiri.vedic.planets.Sun.longitude), 5);
    expect(raman.chart.bodies).toEqual(lahiri.chart.bodies);
    expect(raman.chinese).toEqual(lahiri.chinese);
  });

  it("Sade Sati reads Saturn's ingresses in the same zodiac: each table's instants put Saturn on a sign edge", () => {
    for (const [ayanamsa, mode] of [["raman", C.SE_SIDM_RAMAN], ["krishnamurti", C.SE_SIDM_KRISHNAMURTI]] as const) {
      const table = saturnIngressTable(ayanamsa);
      for (const ingress of table.filter((i) => i.at.startsWith("19") || i.at.startsWith("20")).slice(0, 12)) {
        const lon = sweSidereal(julianDayFromMs(Date.parse(ingress.at)), mode, C.SE_SATURN);
        // Forward it crosses the sign's first degree, backwards its last; in a minute Saturn moves under 0.0001°.
        const edge = (ingress.retrograde ? ingress.sign + 1 : ingress.sign) * 30;
        expect(Math.abs(diff(lon, edge)), `${ayanamsa} ${ingress.at}`).toBeLessThan(0.001);
      }
    }
    // Raman's zero point is 1.45° later, so Saturn's sidereal longitude reads 1.45° more and it reaches each sign edge earlier.
    const moon = 200;
    const birth = Date.parse("1980-01-01T00:00:00Z");
    const a = sadeSati(moon, birth, birth, saturnIngressTable("lahiri")).periods[0]!;
    const b = sadeSati(moon, birth, birth, saturnIngressTable("raman")).periods[0]!;
    expect(b.phase).toBe(a.phase);
    expect(Date.parse(a.start) - Date.parse(b.start)).toBeGreaterThan(7 * 86_400_000);
  });
});

describe("node", () => {
  it("the true node is the Swiss Ephemeris's osculating node, within 2° of the mean one, Ketu opposite", () => {
    const mean = computeChart(BANGALORE);
    const trueNode = computeChart({ ...BANGALORE, conventions: with_({ node: "true" }) });
    const expected = sweSidereal(trueNode.jdUt, C.SE_SIDM_LAHIRI, C.SE_TRUE_NODE);
    expect(Math.abs(diff(trueNode.vedic.planets.Rahu.longitude, expected))).toBeLessThan(1e-5);
    const gap = Math.abs(diff(trueNode.vedic.planets.Rahu.longitude, mean.vedic.planets.Rahu.longitude));
    expect(gap).toBeGreaterThan(0.001);
    expect(gap).toBeLessThan(2);
    expect(Math.abs(diff(trueNode.vedic.planets.Ketu.longitude, trueNode.vedic.planets.Rahu.longitude))).toBeCloseTo(180, 5);
    expect(trueNode.vedic.planets.Moon).toEqual(mean.vedic.planets.Moon);
  });
});

describe("dasha year", () => {
  const birth = Date.parse("2000-01-01T00:00:00Z");
  const julian = vimshottari(100, birth);
  const savana = vimshottari(100, birth, 360);
  const sidereal = vimshottari(100, birth, 365.2564);
  const length = (p: { start: string; end: string }) => Date.parse(p.end) - Date.parse(p.start);

  it("360-day years shorten every period by 360/365.25, and the balance in years is the same", () => {
    expect(savana.balanceAtBirth).toEqual(julian.balanceAtBirth);
    for (let i = 0; i < 9; i++) {
      expect(length(savana.periods[i]!) / length(julian.periods[i]!)).toBeCloseTo(360 / 365.25, 6);
      expect(length(savana.periods[i]!.antar[3]!) / length(julian.periods[i]!.antar[3]!)).toBeCloseTo(360 / 365.25, 4);
    }
    // Saturn's 19 years of 360 days: 6840 days.
    expect(length(savana.periods[0]!)).toBe(19 * 360 * 86_400_000);
    expect(length(sidereal.periods[0]!)).toBeCloseTo(19 * 365.2564 * 86_400_000, -1);
  });

  it("reaches the chart through the conventions", () => {
    const chart = computeChart({ ...BANGALORE, conventions: with_({ dashaYearDays: 360 }) });
    const plain = computeChart(BANGALORE);
    expect(chart.vedic.dasha.balanceAtBirth).toEqual(plain.vedic.dasha.balanceAtBirth);
    expect(length(chart.vedic.dasha.periods[1]!) / length(plain.vedic.dasha.periods[1]!)).toBeCloseTo(360 / 365.25, 6);
  });
});

describe("the Zi hour and the start of the day", () => {
  // 2000-06-10 23:30 Beijing time (UTC+8).
  const late = { utcMs: Date.parse("2000-06-10T15:30:00Z"), sunLongitude: 79.6, utcOffsetMinutes: 480, timeKnown: true };
  const nextMorning = { ...late, utcMs: Date.parse("2000-06-10T16:30:00Z") };

  it("a 23:30 birth keeps its day's day pillar with the day starting at midnight, and takes the next day's at 23:00", () => {
    const midnight = fourPillars({ ...late, dayStart: "00:00" });
    const eleven = fourPillars({ ...late, dayStart: "23:00" });
    const next = fourPillars({ ...nextMorning, dayStart: "00:00" });
    expect(midnight.pillars.day).toEqual(fourPillars(late).pillars.day);
    expect(eleven.pillars.day).not.toEqual(midnight.pillars.day);
    expect(eleven.pillars.day).toEqual(next.pillars.day);
    expect(eleven.dayMaster.stem).toBe(next.pillars.day.stem);
    // The hour pillar is the Zi hour with the next day's stem either way.
    expect(eleven.pillars.hour).toEqual(midnight.pillars.hour);
    expect(eleven.pillars.hour!.branch).toBe("Zi");
  });

  it("changes nothing outside the late Zi hour", () => {
    const noon = { ...late, utcMs: Date.parse("2000-06-10T04:00:00Z") };
    expect(fourPillars({ ...noon, dayStart: "23:00" })).toEqual(fourPillars(noon));
  });

  it("reaches the chart through the conventions", () => {
    const birth: BirthInput = { birthDate: "2000-06-10", birthTime: "23:30", latitude: 39.9042, longitude: 116.4074 };
    const midnight = computeChart(birth);
    const eleven = computeChart({ ...birth, conventions: with_({ dayStart: "23:00" }) });
    const next = computeChart({ ...birth, birthDate: "2000-06-11", birthTime: "00:30" });
    expect(eleven.chinese.pillars.day).toEqual(next.chinese.pillars.day);
    expect(midnight.chinese.pillars.day).not.toEqual(next.chinese.pillars.day);
  });
});

describe("BaZi hour by apparent solar time", () => {
  // Santiago de Compostela keeps Central European Time, about 94 minutes ahead of its mean solar time;
  // in mid-January the equation of time takes about 9 minutes more off the Sun's own clock.
  const birth: BirthInput = { birthDate: "2000-01-15", birthTime: "10:30", latitude: 42.8782, longitude: -8.5448 };
  const clock = computeChart(birth);
  const solar = computeChart({ ...birth, conventions: with_({ baziHour: "solar" }) });

  it("reads the hour at UT + longitude × 4 minutes + the equation of time", () => {
    const utcMs = Date.parse(clock.chart.utc);
    const eot = equationOfTimeMinutes(clock.jdUt);
    expect(eot).toBeLessThan(-8);
    expect(eot).toBeGreaterThan(-11);
    const solarMinutes = (((utcMs / 60_000 + birth.longitude * 4 + eot) % 1440) + 1440) % 1440;
    // 09:30 UT - 34 min - 9 min: about 08:47, the Chen hour (07-09); the clock's 10:30 is Si (09-11).
    expect(solarMinutes).toBeGreaterThan(8 * 60 + 40);
    expect(solarMinutes).toBeLessThan(8 * 60 + 55);
    expect(clock.chinese.pillars.hour!.branch).toBe("Si");
    expect(solar.chinese.pillars.hour!.branch).toBe("Chen");
    const direct = fourPillars({
      utcMs,
      sunLongitude: tropicalPosition(clock.jdUt, "Sun").longitude,
      utcOffsetMinutes: clock.chart.utcOffsetMinutes,
      timeKnown: true,
      solarOffsetMinutes: birth.longitude * 4 + eot,
    });
    expect(solar.chinese.pillars).toEqual(direct.pillars);
  });

  it("leaves the year and month pillars (solar terms) and the Vedic chart alone", () => {
    expect(solar.chinese.pillars.year).toEqual(clock.chinese.pillars.year);
    expect(solar.chinese.pillars.month).toEqual(clock.chinese.pillars.month);
    expect(solar.vedic).toEqual(clock.vedic);
  });
});
