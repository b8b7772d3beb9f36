/**
 * The Chinese almanac's day: a civil date in Beijing standard time, UTC+8 all year (as the calendar
 * standard GB/T 33661-2017 and lunar-javascript reckon, whatever summer time China's clocks kept), its
 * lunar date (lunar-javascript, as for New Year in ./chinese.ts), its day pillar in the 60-day cycle
 * (./bazi.ts), the solar term in force at the day's end (the Sun's apparent longitude in 15° steps,
 * Swiss Ephemeris) and the animal the day clashes with (the branch opposite the day's).
 */
import sweph from "sweph";
import { Solar } from "lunar-javascript";
import { ANIMALS, type Animal } from "./constants";
import { pillar, sexagenaryDay, type Pillar } from "./bazi";
import { yearPillar } from "./chinese";
import { DAY_MS, julianDayFromMs } from "./time";
import solarTerms from "./data/solar-terms.json" with { type: "json" };

export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The 24 solar terms from the Sun at 0° (the spring equinox), each 15° on. */
export const SOLAR_TERMS: readonly { name: string; hanzi: string; english: string }[] = solarTerms;

export interface SolarTerm {
  name: string;
  hanzi: string;
  english: string;
  /** The Sun's longitude at which it begins. */
  longitude: number;
  startMs: number;
}

export interface ChineseDay {
  date: string;
  lunar: { year: number; month: number; leap: boolean; day: number; hanzi: string; yearPillar: ReturnType<typeof yearPillar> };
  dayPillar: Pillar;
  solarTerm: SolarTerm;
  nextSolarTerm: SolarTerm;
  clash: { animal: Animal; branch: string };
}

function sun(ms: number): { longitude: number; speed: number } {
  const r = sweph.calc_ut(julianDayFromMs(ms), sweph.constants.SE_SUN, sweph.constants.SEFLG_MOSEPH | sweph.constants.SEFLG_SPEED);
  if (r.flag < 0) throw new Error(`sweph calc_ut(Sun) failed: ${r.error}`);
  return { longitude: r.data[0]!, speed: r.data[3]! };
}

/** The instant the Sun reaches `target`° nearest `guessMs`, by Newton steps on its speed, to the second. */
export function sunReaches(target: number, guessMs: number): number {
  let t = guessMs;
  for (let i = 0; i < 10; i++) {
    const s = sun(t);
    const gap = ((target - s.longitude + 540) % 360) - 180;
    t += (gap / s.speed) * DAY_MS;
    if (Math.abs(gap) < 1e-6) break;
  }
  return Math.round(t / 1000) * 1000;
}

function term(index: number, nearMs: number): SolarTerm {
  const i = ((index % 24) + 24) % 24;
  const { name, hanzi, english } = SOLAR_TERMS[i]!;
  return { name, hanzi, english, longitude: i * 15, startMs: sunReaches(i * 15, nearMs) };
}

/** The almanac's day for a civil date (yyyy-mm-dd) in China. */
export function chineseDay(date: string): ChineseDay {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  // The day's last instant in Beijing: a term that begins during the day is that day's term.
  const endMs = midnight + DAY_MS - BEIJING_OFFSET_MS - 1;
  const longitude = sun(endMs).longitude;
  const index = Math.floor(longitude / 15);
  const current = term(index, endMs);
  const next = term(index + 1, endMs);

  const lunar = Solar.fromYmd(y, m, d).getLunar();
  const dayPillar = pillar(sexagenaryDay(midnight), sexagenaryDay(midnight));
  const clashIndex = (ANIMALS.indexOf(dayPillar.animal) + 6) % 12;
  const month = lunar.getMonth();
  return {
    date,
    lunar: {
      year: lunar.getYear(),
      month: Math.abs(month),
      leap: month < 0,
      day: lunar.getDay(),
      hanzi: `${month < 0 ? "闰" : ""}${lunar.getMonthInChinese().replace("闰", "")}月${lunar.getDayInChinese()}`,
      yearPillar: yearPillar(lunar.getYear()),
    },
    dayPillar,
    solarTerm: current,
    nextSolarTerm: next,
    clash: { animal: ANIMALS[clashIndex]!, branch: pillar(clashIndex, clashIndex).branch },
  };
}
