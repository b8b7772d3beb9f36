/**
 * The Four Pillars (BaZi): year, month, day and hour, each a heavenly stem and an earthly branch.
 * Year and month follow the solar terms: the year changes at Li Chun (the Sun at 315°) and the month
 * at each jie (every 30° from there), taken from the Sun's apparent longitude at the birth instant, so
 * they hold wherever the birth took place. Day and hour are read on the local clock of the birth
 * place; the day pillar changes at 00:00 and the hour 23:00-24:00 is the Zi hour with the next day's
 * stem (lunar-javascript's default EightChar convention). Decision 009. By the member's choice
 * (decision 018) the day and hour are read on apparent solar time instead of the clock, and the day
 * may begin at 23:00 (the whole Zi hour belongs to the next day).
 */
import { ANIMALS, CHINESE_ELEMENTS, mod, norm360, type Animal, type ChineseElement } from "./constants";
import type { DayStart } from "./conventions";

export const STEMS = ["Jia", "Yi", "Bing", "Ding", "Wu", "Ji", "Geng", "Xin", "Ren", "Gui"] as const;
export const BRANCHES = ["Zi", "Chou", "Yin", "Mao", "Chen", "Si", "Wu", "Wei", "Shen", "You", "Xu", "Hai"] as const;
export const STEM_HANZI = ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"] as const;
export const BRANCH_HANZI = ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"] as const;
/** Element of each branch (Zi Water, Chou Earth, Yin Wood ...). */
const BRANCH_ELEMENT: readonly ChineseElement[] = ["Water", "Earth", "Wood", "Wood", "Earth", "Fire", "Fire", "Earth", "Metal", "Metal", "Earth", "Water"];

export type Stem = (typeof STEMS)[number];
export type Branch = (typeof BRANCHES)[number];

export interface Pillar {
  stem: Stem;
  branch: Branch;
  stemHanzi: string;
  branchHanzi: string;
  /** The stem's element (the pillar's heavenly element). */
  element: ChineseElement;
  branchElement: ChineseElement;
  yinYang: "Yin" | "Yang";
  animal: Animal;
}

export interface FourPillars {
  pillars: { year: Pillar; month: Pillar; day: Pillar; hour: Pillar | null };
  dayMaster: { stem: Stem; element: ChineseElement; yinYang: "Yin" | "Yang" };
  /** Stems and branches of the pillars counted by element (8 with a birth time, 6 without). */
  elements: Record<ChineseElement, number>;
}

const DAY_MS = 86_400_000;
/** Julian day number of 1970-01-01. */
const JDN_EPOCH = 2440588;

export function pillar(stemIndex: number, branchIndex: number): Pillar {
  const s = mod(stemIndex, 10);
  const b = mod(branchIndex, 12);
  return {
    stem: STEMS[s]!,
    branch: BRANCHES[b]!,
    stemHanzi: STEM_HANZI[s]!,
    branchHanzi: BRANCH_HANZI[b]!,
    element: CHINESE_ELEMENTS[Math.floor(s / 2)]!,
    branchElement: BRANCH_ELEMENT[b]!,
    yinYang: s % 2 === 0 ? "Yang" : "Yin",
    animal: ANIMALS[b]!,
  };
}

/** Place in the 60-day cycle (0 = Jia Zi) of the civil day holding a local wall-clock instant (ms). */
export function sexagenaryDay(localMs: number): number {
  return mod(Math.floor(localMs / DAY_MS) + JDN_EPOCH + 49, 60);
}

export interface PillarsInput {
  /** The birth instant (ms UT). */
  utcMs: number;
  /** The Sun's apparent tropical longitude at that instant. */
  sunLongitude: number;
  /** Offset of the birth place's clock from UT at that instant, minutes. */
  utcOffsetMinutes: number;
  timeKnown: boolean;
  /**
   * Apparent solar time's offset from UT at the birth place (the longitude's 4 minutes a degree plus
   * the equation of time), minutes: when given, the day and hour are read on it instead of the clock.
   */
  solarOffsetMinutes?: number | null;
  /** Where the day pillar changes: "00:00" (default) or "23:00". */
  dayStart?: DayStart;
}

/** Four pillars, day master and element count of a birth. */
export function fourPillars(input: PillarsInput): FourPillars {
  const sun = norm360(input.sunLongitude);
  const utc = new Date(input.utcMs);
  // Li Chun falls about 4 February: from 1 January until then the Sun is between 280° and 315°.
  const solarYear = utc.getUTCFullYear() - (utc.getUTCMonth() <= 1 && sun >= 270 && sun < 315 ? 1 : 0);
  const yearStem = mod(solarYear - 4, 10);
  const year = pillar(yearStem, solarYear - 4);
  // Months from Yin (the Sun from 315°), each jie 30° further on.
  const monthIndex = Math.floor(norm360(sun - 315) / 30);
  const month = pillar(((yearStem % 5) * 2 + 2) % 10 + monthIndex, 2 + monthIndex);

  const localMs = input.utcMs + (input.solarOffsetMinutes ?? input.utcOffsetMinutes) * 60_000;
  const dayIndex = sexagenaryDay(localMs);
  const h = input.timeKnown ? Math.floor(mod(localMs, DAY_MS) / 3_600_000) : null;
  // With the day starting at 23:00, the late Zi hour already belongs to the next day's pillar.
  const dayOfPillar = h === 23 && input.dayStart === "23:00" ? dayIndex + 1 : dayIndex;
  const day = pillar(dayOfPillar, dayOfPillar);

  let hour: Pillar | null = null;
  if (h !== null) {
    const branch = Math.floor((h + 1) / 2) % 12;
    // The late Zi hour (23:00-24:00) takes the next day's stem, whichever day it is counted in.
    const dayStem = h === 23 ? dayIndex + 1 : dayIndex;
    hour = pillar(mod(dayStem, 5) * 2 + branch, branch);
  }

  const elements: Record<ChineseElement, number> = { Wood: 0, Fire: 0, Earth: 0, Metal: 0, Water: 0 };
  for (const p of [year, month, day, hour]) {
    if (!p) continue;
    elements[p.element]++;
    elements[p.branchElement]++;
  }
  return {
    pillars: { year, month, day, hour },
    dayMaster: { stem: day.stem, element: day.element, yinYang: day.yinYang },
    elements,
  };
}
