// The panchang against (1) a computation written here independently of the engine — sunrise by
// bisecting the Sun's apparent altitude (sweph azalt, not rise_trans), the limbs from sweph's own
// SEFLG_SIDEREAL positions (not tropical minus ayanamsa) and their ends by Newton steps on the speeds
// (not hour steps and halving) — and (2) the values published by Drik Panchang for New Delhi.
import { describe, expect, it } from "vitest";
import sweph from "sweph";
import { panchang, PolarDayError } from "./panchang";

const C = sweph.constants;
const DELHI = { lat: 28.6139, lon: 77.209, zone: "Asia/Kolkata" };
const MIN = 60_000;
const jd = (ms: number) => ms / 86_400_000 + 2440587.5;
const ist = (date: string, hm: string) => Date.parse(`${date}T${hm}:00+05:30`);

/** Apparent altitude of the Sun's upper limb: true altitude (azalt), semidiameter, Sæmundsson's refraction. */
function sunApparentUpperLimb(ms: number): number {
  const t = jd(ms);
  const eq = sweph.calc_ut(t, C.SE_SUN, C.SEFLG_MOSEPH | C.SEFLG_EQUATORIAL).data;
  const [, trueAltitude] = sweph.azalt(t, C.SE_EQU2HOR, [DELHI.lon, DELHI.lat, 0], 1013.25, 15, [eq[0]!, eq[1]!, eq[2]!]);
  const limb = trueAltitude! + 959.63 / 3600 / eq[2]!; // semidiameter: 959.63″ at 1 AU
  const refractionArcmin = 1.02 / Math.tan(((limb + 10.3 / (limb + 5.11)) * Math.PI) / 180);
  return limb + refractionArcmin / 60;
}

/** Sunrise: the rising zero of the upper limb's apparent altitude between 04:00 and 09:00 IST. */
function independentSunrise(date: string): number {
  let lo = ist(date, "04:00");
  let hi = ist(date, "09:00");
  while (hi - lo > 500) {
    const mid = (lo + hi) / 2;
    if (sunApparentUpperLimb(mid) < 0) lo = mid;
    else hi = mid;
  }
  return hi;
}

const span = { tithi: 12, karana: 6, nakshatra: 360 / 27, yoga: 360 / 27 };
type Limb = keyof typeof span;
/** Angle of the limb (degrees, growing) and its speed (degrees per day), from sidereal positions. */
function angle(ms: number, limb: Limb): { value: number; speed: number } {
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  const f = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;
  const s = sweph.calc_ut(jd(ms), C.SE_SUN, f).data;
  const m = sweph.calc_ut(jd(ms), C.SE_MOON, f).data;
  const wrap = (x: number) => ((x % 360) + 360) % 360;
  if (limb === "nakshatra") return { value: wrap(m[0]!), speed: m[3]! };
  if (limb === "yoga") return { value: wrap(s[0]! + m[0]!), speed: s[3]! + m[3]! };
  return { value: wrap(m[0]! - s[0]!), speed: m[3]! - s[3]! };
}

function independentLimb(ms: number, limb: Limb): { number: number; endMs: number } {
  const a = angle(ms, limb);
  const number = Math.floor(a.value / span[limb]) + 1;
  const target = number * span[limb];
  let t = ms;
  for (let i = 0; i < 30; i++) {
    const here = angle(t, limb);
    let gap = target - here.value;
    if (gap > 180) gap -= 360;
    if (gap < -180) gap += 360;
    t += (gap / here.speed) * 86_400_000;
    if (Math.abs(gap) < 1e-7) break;
  }
  return { number, endMs: t };
}

const DATES = ["2026-01-01", "2026-03-20", "2026-06-21", "2026-09-23", "2026-11-25", "2027-02-14", "2030-08-09"];

describe("New Delhi panchang against an independent computation", () => {
  for (const date of DATES) {
    it(`${date}: sunrise within 1 minute; tithi, nakshatra, yoga and karana at sunrise and their ends within 2 minutes`, () => {
      const p = panchang(date, DELHI.lat, DELHI.lon, DELHI.zone);
      const sunrise = independentSunrise(date);
      expect(Math.abs(p.sunriseMs - sunrise)).toBeLessThan(MIN);

      const tithi = independentLimb(sunrise, "tithi");
      expect(p.tithi.number).toBe(tithi.number);
      expect(Math.abs(p.tithi.endMs - tithi.endMs)).toBeLessThan(2 * MIN);
      const nakshatra = independentLimb(sunrise, "nakshatra");
      expect(p.nakshatra.number).toBe(nakshatra.number);
      expect(Math.abs(p.nakshatra.endMs - nakshatra.endMs)).toBeLessThan(2 * MIN);
      const yoga = independentLimb(sunrise, "yoga");
      expect(p.yoga.number).toBe(yoga.number);
      expect(Math.abs(p.yoga.endMs - yoga.endMs)).toBeLessThan(2 * MIN);
      const karana = independentLimb(sunrise, "karana");
      expect(p.karana.number).toBe(karana.number);
      expect(Math.abs(p.karana.endMs - karana.endMs)).toBeLessThan(2 * MIN);
    });
  }
});

// Drik Panchang, Bengali daily panjika for New Delhi (drikpanchang.com/bengali/bengali-day-panjika.html
// ?date=DD/MM/YYYY), times to the minute in IST. Tolerance: 2 minutes (the page rounds to the minute).
const DRIK = [
  {
    date: "2020-12-31", vara: "Guruvara", sunrise: "07:14", sunset: "17:35", moonrise: "18:42", moonset: "08:12",
    tithi: ["Krishna", "Pratipada", "09:30"], nakshatra: ["Punarvasu", "19:49"], yoga: ["Indra", "14:52"], karana: ["Kaulava", "09:30"],
  },
  {
    date: "2022-01-24", vara: "Somavara", sunrise: "07:13", sunset: "17:54", moonrise: "23:55", moonset: "11:08",
    tithi: ["Krishna", "Shashthi", "08:43"], nakshatra: ["Hasta", "11:15"], yoga: ["Sukarma", "11:12"], karana: ["Vanija", "08:43"],
    rahuKaal: ["08:33", "09:53"], yamaganda: ["11:13", "12:33"],
  },
  {
    date: "2022-01-26", vara: "Budhavara", sunrise: "07:12", sunset: "17:55", moonset: "12:18",
    tithi: ["Krishna", "Navami", "2022-01-27T04:34"], nakshatra: ["Swati", "10:07"], yoga: ["Ganda", "2022-01-27T04:09"], karana: ["Taitila", "17:33"],
    rahuKaal: ["12:34", "13:54"], yamaganda: ["08:33", "09:53"], gulikaKaal: ["11:13", "12:34"],
  },
  {
    date: "2025-11-22", vara: "Shanivara", sunrise: "06:49", sunset: "17:25", moonrise: "08:39", moonset: "18:44",
    tithi: ["Shukla", "Dwitiya", "17:11"], nakshatra: ["Jyeshtha", "16:47"], yoga: ["Sukarma", "11:30"], karana: ["Kaulava", "17:11"],
    rahuKaal: ["09:28", "10:48"], yamaganda: ["13:27", "14:46"], abhijit: ["11:46", "12:28"],
  },
] as const;

describe("New Delhi panchang against Drik Panchang", () => {
  for (const d of DRIK) {
    it(`${d.date}: the published day to within 2 minutes`, () => {
      const p = panchang(d.date, DELHI.lat, DELHI.lon, DELHI.zone);
      const at = (hm: string) => (hm.includes("T") ? Date.parse(`${hm}:00+05:30`) : ist(d.date, hm));
      const near = (ms: number | null, hm: string) => expect(Math.abs(ms! - at(hm)), hm).toBeLessThanOrEqual(2 * MIN);
      expect(p.vara.name).toBe(d.vara);
      near(p.sunriseMs, d.sunrise);
      near(p.sunsetMs, d.sunset);
      if ("moonrise" in d) near(p.moonriseMs, d.moonrise);
      near(p.moonsetMs, d.moonset);
      expect([p.tithi.paksha, p.tithi.name]).toEqual([d.tithi[0], d.tithi[1]]);
      near(p.tithi.endMs, d.tithi[2]);
      expect(p.nakshatra.name).toBe(d.nakshatra[0]);
      near(p.nakshatra.endMs, d.nakshatra[1]);
      expect(p.yoga.name).toBe(d.yoga[0]);
      near(p.yoga.endMs, d.yoga[1]);
      expect(p.karana.name).toBe(d.karana[0]);
      near(p.karana.endMs, d.karana[1]);
      for (const key of ["rahuKaal", "yamaganda", "gulikaKaal", "abhijit"] as const) {
        if (!(key in d)) continue;
        const [start, end] = (d as unknown as Record<string, [string, string]>)[key]!;
        near(p[key].startMs, start);
        near(p[key].endMs, end);
      }
    });
  }

  it("2022-01-26: the next moonrise after sunrise falls on the next civil day (02:03 on January 27)", () => {
    const p = panchang("2022-01-26", DELHI.lat, DELHI.lon, DELHI.zone);
    expect(Math.abs(p.moonriseMs! - Date.parse("2022-01-27T02:03:00+05:30"))).toBeLessThanOrEqual(2 * MIN);
  });
});

describe("panchang edge cases", () => {
  it("names the dark and full Moon tithis and the fixed karanas", () => {
    // Full Moon 2026-11-24 at 20:23 IST; new Moon 2026-12-09 at 06:22 IST, just before that day's sunrise.
    const full = panchang("2026-11-24", DELHI.lat, DELHI.lon, DELHI.zone);
    expect(full.tithi).toMatchObject({ number: 15, name: "Purnima", paksha: "Shukla" });
    const dark = panchang("2026-12-08", DELHI.lat, DELHI.lon, DELHI.zone);
    expect(dark.tithi).toMatchObject({ number: 30, name: "Amavasya", paksha: "Krishna" });
    expect(dark.karana.name).toBe("Chatushpada");
    const first = panchang("2026-12-09", DELHI.lat, DELHI.lon, DELHI.zone);
    expect(first.tithi).toMatchObject({ number: 1, name: "Pratipada", paksha: "Shukla" });
    expect(first.karana.name).toBe("Kimstughna");
  });

  it("refuses a day on which the Sun does not rise (Tromsø in December)", () => {
    expect(() => panchang("2026-12-21", 69.65, 18.96, "Europe/Oslo")).toThrow(PolarDayError);
  });
});

describe("the whole panchang day: every limb from sunrise to the next sunrise", () => {
  const hm = (ms: number) => new Date(ms + 330 * MIN).toISOString().slice(0, 16);

  it("2026-01-06: Tritiya until 8:02 am, then Chaturthi, a kshaya tithi no sunrise sees (until 6:53 am on January 7)", () => {
    const p = panchang("2026-01-06", DELHI.lat, DELHI.lon, DELHI.zone);
    expect(p.tithis.map((t) => [t.paksha, t.name, t.kshaya])).toEqual([
      ["Krishna", "Tritiya", false],
      ["Krishna", "Chaturthi", true],
      ["Krishna", "Panchami", false],
    ]);
    expect(hm(p.tithis[0]!.endMs)).toBe("2026-01-06T08:02");
    expect(hm(p.tithis[1]!.endMs)).toBe("2026-01-07T06:53");
    // The next day opens with Panchami: Chaturthi is at no sunrise.
    expect(panchang("2026-01-07", DELHI.lat, DELHI.lon, DELHI.zone).tithi.name).toBe("Panchami");
    // Both karanas of Chaturthi (Bava, Balava) fall within the day.
    expect(p.karanas.map((k) => k.name)).toEqual(["Vishti", "Bava", "Balava", "Kaulava"]);
  });

  it("over 30 days the runs join end to start, each tithi at one sunrise, at none (kshaya) or at two (vriddhi)", () => {
    const sunrisesSeen = new Map<number, number>();
    const kshaya = new Set<number>();
    let last: number | null = null;
    for (let i = 0; i < 30; i++) {
      const date = new Date(Date.UTC(2026, 6, 1 + i)).toISOString().slice(0, 10);
      const p = panchang(date, DELHI.lat, DELHI.lon, DELHI.zone);
      expect(p.tithis[0]!.startMs).toBeLessThanOrEqual(p.sunriseMs);
      expect(p.tithis.at(-1)!.endMs).toBeGreaterThan(p.nextSunriseMs);
      for (const [a, b] of p.tithis.slice(0, -1).map((t, j) => [t, p.tithis[j + 1]!] as const)) expect(b.startMs).toBe(a.endMs);
      // The day opens with the run the last day closed with (found backwards: to the second).
      if (last !== null) expect(Math.abs(p.tithis[0]!.startMs - last)).toBeLessThanOrEqual(1000);
      last = p.tithis.at(-1)!.startMs;
      const key = (ms: number) => Math.round(ms / MIN);
      for (const t of p.tithis) if (t.kshaya) kshaya.add(key(t.startMs));
      sunrisesSeen.set(key(p.tithis[0]!.startMs), (sunrisesSeen.get(key(p.tithis[0]!.startMs)) ?? 0) + 1);
      if (p.tithis[0]!.vriddhi) expect(p.tithis[0]!.startMs < p.sunriseMs - 12 * 3_600_000 || p.tithis[0]!.endMs > p.nextSunriseMs).toBe(true);
    }
    expect(kshaya.size).toBeGreaterThan(0);
    for (const start of kshaya) expect(sunrisesSeen.has(start)).toBe(false);
    expect([...sunrisesSeen.values()].some((n) => n === 2)).toBe(true);
  });

  it("names the month in both reckonings, and the Vikram and Shaka years", () => {
    // Krishna Chaturthi of Pausha (amanta) is in Magha for the purnimanta reckoning; Vikram 2082, Shaka 1947.
    const jan = panchang("2026-01-06", DELHI.lat, DELHI.lon, DELHI.zone);
    expect(jan.month.amanta).toEqual({ name: "Pausha", adhika: false });
    expect(jan.month.purnimanta).toEqual({ name: "Magha", adhika: false });
    expect(jan.samvat).toEqual({ vikram: 2082, shaka: 1947 });
    // The new year begins with Chaitra's bright half (Ugadi and Gudi Padwa 2026: March 19-20).
    const spring = panchang("2026-03-21", DELHI.lat, DELHI.lon, DELHI.zone);
    expect(spring.month.amanta).toEqual({ name: "Chaitra", adhika: false });
    expect(spring.samvat).toEqual({ vikram: 2083, shaka: 1948 });
  });

  it("marks the adhika months: Jyeshtha of 2026 (May 17 to June 15) and Shravana of 2023 (July 18 to August 16)", () => {
    const adhika = panchang("2026-06-01", DELHI.lat, DELHI.lon, DELHI.zone);
    expect(adhika.month.amanta).toEqual({ name: "Jyeshtha", adhika: true });
    expect(adhika.month.purnimanta).toEqual({ name: "Jyeshtha", adhika: true });
    expect(hm(adhika.month.newMoonMs).slice(0, 10)).toBe("2026-05-17");
    expect(hm(adhika.month.nextNewMoonMs).slice(0, 10)).toBe("2026-06-15");
    expect(panchang("2026-06-20", DELHI.lat, DELHI.lon, DELHI.zone).month.amanta).toEqual({ name: "Jyeshtha", adhika: false });
    expect(panchang("2023-08-01", DELHI.lat, DELHI.lon, DELHI.zone).month.amanta).toEqual({ name: "Shravana", adhika: true });
  });
});
