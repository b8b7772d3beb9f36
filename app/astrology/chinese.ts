/**
 * Chinese zodiac year. The animal changes at Chinese New Year (first day of the first lunar month,
 * national standard GB/T 33661-2017), reckoned on the civil date in China's legal time of that day
 * (Asia/Shanghai in the tz database: UTC+8, and UTC+9 while summer time was kept, as all through
 * 1942-45; UTC+8 before China had a legal time): a birth at 20:00 UT on the eve of New Year is already
 * 04:00 on New Year's day in Beijing, so it belongs to the new year, wherever the birth took place.
 * New Year dates come from lunar-javascript.
 * The Li Chun (start of spring) boundary used by BaZi is reported separately as the "solar year".
 */
import { Lunar } from "lunar-javascript";
import { zoneTypeAt } from "./tz";
import { BRANCHES, STEMS } from "./bazi";
import { ANIMALS, ANIMAL_EMOJI, CHINESE_ELEMENTS, mod, type Animal, type ChineseElement } from "./constants";

const HOUR8 = 8 * 3_600_000;

export interface ChineseSign {
  animal: Animal;
  element: ChineseElement;
  yinYang: "Yin" | "Yang";
  symbol: string;
  /** Lunar year number (the Gregorian year in which that lunar year began). */
  lunarYear: number;
  stem: string;
  branch: string;
  /** Gregorian date (UTC+8) of the New Year that began the birth's lunar year. */
  newYearDate: string;
  /** Animal by the Li Chun (solar term) boundary, used in BaZi; usually the same. */
  solarYearAnimal: Animal;
  /** e.g. "Wood Snake". */
  label: string;
}

const newYearCache = new Map<number, number>(); // Gregorian year -> yyyymmdd of New Year
const liChunCache = new Map<number, number>(); // Gregorian year -> ms instant of Li Chun

function newYearKey(year: number): number {
  let v = newYearCache.get(year);
  if (v === undefined) {
    const s = Lunar.fromYmd(year, 1, 1).getSolar();
    v = s.getYear() * 10000 + s.getMonth() * 100 + s.getDay();
    newYearCache.set(year, v);
  }
  return v;
}

/** Chinese New Year of a Gregorian year, "YYYY-MM-DD" (China calendar). */
export function chineseNewYear(year: number): string {
  const k = newYearKey(year);
  return `${Math.floor(k / 10000)}-${String(Math.floor(k / 100) % 100).padStart(2, "0")}-${String(k % 100).padStart(2, "0")}`;
}

function liChunMs(year: number): number {
  let v = liChunCache.get(year);
  if (v === undefined) {
    const table = Lunar.fromYmd(year, 1, 1).getJieQiTable();
    const lc = table["立春"] as unknown as { toYmdHms(): string } | undefined;
    const text = lc ? lc.toYmdHms() : `${year}-02-04 00:00:00`;
    v = Date.parse(text.replace(" ", "T") + "+08:00");
    liChunCache.set(year, v);
  }
  return v;
}

export function yearPillar(lunarYear: number) {
  const stem = mod(lunarYear - 4, 10);
  const branch = mod(lunarYear - 4, 12);
  return {
    stemIndex: stem,
    branchIndex: branch,
    stem: STEMS[stem]!,
    branch: BRANCHES[branch]!,
    animal: ANIMALS[branch]!,
    element: CHINESE_ELEMENTS[Math.floor(stem / 2)]!,
    yinYang: stem % 2 === 0 ? ("Yang" as const) : ("Yin" as const),
  };
}

/** Offset (ms) of China's legal time at an instant: Asia/Shanghai, or UTC+8 while it was still LMT. */
export function chinaOffsetMs(utcMs: number): number {
  const type = zoneTypeAt("Asia/Shanghai", utcMs);
  return type && type.abbr !== "LMT" ? type.utoff * 1000 : HOUR8;
}

/** Chinese sign for a birth instant (ms UT). */
export function chineseSignAt(utcMs: number): ChineseSign {
  const china = new Date(utcMs + chinaOffsetMs(utcMs));
  const y = china.getUTCFullYear();
  const key = y * 10000 + (china.getUTCMonth() + 1) * 100 + china.getUTCDate();
  const lunarYear = key >= newYearKey(y) ? y : y - 1;
  const p = yearPillar(lunarYear);
  const solarYear = utcMs >= liChunMs(y) ? y : y - 1;
  return {
    animal: p.animal,
    element: p.element,
    yinYang: p.yinYang,
    symbol: ANIMAL_EMOJI[p.animal],
    lunarYear,
    stem: p.stem,
    branch: p.branch,
    newYearDate: chineseNewYear(lunarYear),
    solarYearAnimal: yearPillar(solarYear).animal,
    label: `${p.element} ${p.animal}`,
  };
}
