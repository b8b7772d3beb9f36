/**
 * How a BaZi chart unfolds over a life: the hidden stems of each branch, the ten gods of every stem
 * relative to the day master, the ten-year luck pillars (Da Yun) and the annual pillars (Liu Nian).
 * Conventions and sources: docs/decisions/015-luck-pillars.md.
 */
import { norm360, QI, TEN_GODS, type ChineseElement, type Qi, type Sex, type TenGod } from "./constants";

export { QI, SEXES, TEN_GODS, TEN_GOD_NAMES, type Qi, type Sex, type TenGod } from "./constants";
import { BRANCHES, pillar, STEMS, type Branch, type FourPillars, type Pillar, type Stem } from "./bazi";
import { sunReaches } from "./chinese-day";
import { tropicalPosition } from "./ephemeris";
import { DAY_MS, julianDayFromMs } from "./time";
import hiddenStemTable from "./data/hidden-stems.json" with { type: "json" };

const MINUTE_MS = 60_000;
const TROPICAL_YEAR_DAYS = 365.2422;

/**
 * The stems hidden in each branch: main qi first (the branch's own element), then the middle and the
 * residual qi as the month commanders (人元司令) assign them. Indices into STEMS.
 */
const HIDDEN: Record<Branch, readonly number[]> = hiddenStemTable;

export interface HiddenStem {
  stem: Stem;
  stemHanzi: string;
  element: ChineseElement;
  yinYang: "Yin" | "Yang";
  qi: Qi;
}

export function hiddenStems(branch: Branch): HiddenStem[] {
  return HIDDEN[branch].map((index, i) => {
    const p = pillar(index, 0);
    return { stem: p.stem, stemHanzi: p.stemHanzi, element: p.element, yinYang: p.yinYang, qi: QI[i]! };
  });
}

/**
 * The god a stem is to the day master: by the cycle step from the day master's element to the stem's
 * (same, produced by it, controlled by it, controlling it, producing it), same polarity first.
 */
export function tenGod(dayMaster: Stem, stem: Stem): TenGod {
  const d = STEMS.indexOf(dayMaster);
  const s = STEMS.indexOf(stem);
  const step = (Math.floor(s / 2) - Math.floor(d / 2) + 5) % 5;
  const samePolarity = s % 2 === d % 2;
  return TEN_GODS[step * 2 + (samePolarity ? 0 : 1)]!;
}

type PerPillar<T> = { year: T; month: T; day: T; hour: T | null };

/** The stems hidden in each pillar's branch (null for an unknown hour). */
export function chartHiddenStems(pillars: FourPillars["pillars"]): PerPillar<HiddenStem[]> {
  return {
    year: hiddenStems(pillars.year.branch),
    month: hiddenStems(pillars.month.branch),
    day: hiddenStems(pillars.day.branch),
    hour: pillars.hour ? hiddenStems(pillars.hour.branch) : null,
  };
}

/** The gods of each pillar's stem (null for the day stem: it is the day master) and hidden stems. */
export type PillarGods = { stem: TenGod | null; hidden: TenGod[] };

export function chartTenGods(pillars: FourPillars["pillars"]): PerPillar<PillarGods> {
  const dm = pillars.day.stem;
  const gods = (p: Pillar, own = false): PillarGods => ({
    stem: own ? null : tenGod(dm, p.stem),
    hidden: hiddenStems(p.branch).map((h) => tenGod(dm, h.stem)),
  });
  return { year: gods(pillars.year), month: gods(pillars.month), day: gods(pillars.day, true), hour: pillars.hour ? gods(pillars.hour) : null };
}

/** The jie (the twelve solar terms that begin the months, the Sun at 315° + 30°·k) before and after an instant. */
export function jieAround(utcMs: number): { previousMs: number; nextMs: number } {
  const sun = tropicalPosition(julianDayFromMs(utcMs), "Sun").longitude;
  const into = norm360(sun - 315) % 30;
  const previousLon = norm360(sun - into);
  const daysPerDegree = TROPICAL_YEAR_DAYS / 360;
  let previousMs = sunReaches(previousLon, utcMs - into * daysPerDegree * DAY_MS);
  let nextMs = sunReaches(norm360(previousLon + 30), utcMs + (30 - into) * daysPerDegree * DAY_MS);
  // Within a second of a term the Sun's longitude and the Newton root can disagree on the side.
  if (previousMs > utcMs) [previousMs, nextMs] = [sunReaches(norm360(previousLon - 30), previousMs - 30 * daysPerDegree * DAY_MS), previousMs];
  if (nextMs <= utcMs) [previousMs, nextMs] = [nextMs, sunReaches(norm360(previousLon + 60), nextMs + 30 * daysPerDegree * DAY_MS)];
  return { previousMs, nextMs };
}

/** The start of the first ten-year pillar as an age: three days from birth to the jie count one year. */
export interface LuckStart {
  forward: boolean;
  years: number;
  months: number;
  days: number;
  hours: number;
}

/** A pillar of the luck or annual cycle: stem, branch, their characters, elements and animal. */
type CyclePillar = Omit<Pillar, "yinYang">;

function cyclePillar(stemIndex: number, branchIndex: number): CyclePillar {
  const { yinYang: _yinYang, ...p } = pillar(stemIndex, branchIndex);
  return p;
}

export interface LuckPillar extends CyclePillar {
  /** The local calendar date it begins (yyyy-mm-dd). */
  start: string;
  /** Completed years of age on that date. */
  age: number;
  /** The stem's god relative to the day master. */
  tenGod: TenGod;
  current: boolean;
}

export interface LuckInput {
  utcMs: number;
  utcOffsetMinutes: number;
  pillars: FourPillars["pillars"];
  sex: Sex;
  jie: { previousMs: number; nextMs: number };
  nowMs: number;
}

/** Minutes per year, month and day of age: 3 days = 1 year, so 6 hours = 1 month and 12 minutes = 1 day. */
const YEAR_MIN = 3 * 1440;
const MONTH_MIN = YEAR_MIN / 12;
const DAY_MIN = MONTH_MIN / 30;

/** Forward for a yang year stem and a man or a yin year stem and a woman; backward otherwise. */
export function luckForward(yearStem: Stem, sex: Sex) {
  const yang = STEMS.indexOf(yearStem) % 2 === 0;
  return yang === (sex === "male");
}

export function luckStart(input: Pick<LuckInput, "utcMs" | "pillars" | "sex" | "jie">): LuckStart {
  const forward = luckForward(input.pillars.year.stem, input.sex);
  let minutes = Math.floor((forward ? input.jie.nextMs - input.utcMs : input.utcMs - input.jie.previousMs) / MINUTE_MS);
  const years = Math.floor(minutes / YEAR_MIN);
  minutes -= years * YEAR_MIN;
  const months = Math.floor(minutes / MONTH_MIN);
  minutes -= months * MONTH_MIN;
  const days = Math.floor(minutes / DAY_MIN);
  minutes -= days * DAY_MIN;
  return { forward, years, months, days, hours: minutes * 2 };
}

/**
 * A wall-clock instant moved on by calendar years, months, days and hours; a day past the end of the
 * month it lands in is the month's last day (31 January + 1 month = 28 or 29 February).
 */
export function addCalendar(localMs: number, { years, months, days, hours }: Omit<LuckStart, "forward">): number {
  const d = new Date(localMs);
  const monthIndex = d.getUTCFullYear() * 12 + d.getUTCMonth() + years * 12 + months;
  const y = Math.floor(monthIndex / 12);
  const m = monthIndex - y * 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const base = Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  return base + days * DAY_MS + hours * 3_600_000;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The ten ten-year pillars after the childhood period, in order, with the one running now marked. */
export function luckPillars(input: LuckInput): { start: LuckStart; pillars: LuckPillar[]; lastEnds: string } {
  const start = luckStart(input);
  const localBirth = input.utcMs + input.utcOffsetMinutes * MINUTE_MS;
  const month = input.pillars.month;
  const stem0 = STEMS.indexOf(month.stem);
  const branch0 = BRANCHES.indexOf(month.branch);
  const step = start.forward ? 1 : -1;
  const localNow = input.nowMs + input.utcOffsetMinutes * MINUTE_MS;
  const starts = Array.from({ length: 11 }, (_, i) => addCalendar(localBirth, { ...start, years: start.years + 10 * i }));
  const pillars = starts.slice(0, 10).map((at, i) => {
    const p = cyclePillar(stem0 + step * (i + 1), branch0 + step * (i + 1));
    return {
      ...p,
      start: isoDate(at),
      age: start.years + 10 * i,
      tenGod: tenGod(input.pillars.day.stem, p.stem),
      current: at <= localNow && localNow < starts[i + 1]!,
    };
  });
  return { start, pillars, lastEnds: isoDate(starts[10]!) };
}

export interface AnnualPillar extends CyclePillar {
  /** The Gregorian year in which this pillar begins, at Lichun. */
  year: number;
  /** Lichun, the instant the Sun reaches 315° (ISO, UT). */
  start: string;
  tenGod: TenGod;
  current: boolean;
}

const lichunCache = new Map<number, number>();

/** Lichun of a Gregorian year: the Sun at 315°, about 4 February. */
export function lichun(year: number): number {
  let at = lichunCache.get(year);
  if (at === undefined) {
    at = sunReaches(315, Date.UTC(year, 1, 4));
    lichunCache.set(year, at);
  }
  return at;
}

/** The year pillar in force now and the next nine; each begins at Lichun, not on 1 January. */
export function annualPillars(dayMaster: Stem, nowMs: number, count = 10): AnnualPillar[] {
  const y = new Date(nowMs).getUTCFullYear();
  const first = nowMs < lichun(y) ? y - 1 : y;
  return Array.from({ length: count }, (_, i) => {
    const year = first + i;
    const p = cyclePillar(year - 4, year - 4);
    return {
      year,
      ...p,
      start: new Date(lichun(year)).toISOString(),
      tenGod: tenGod(dayMaster, p.stem),
      current: i === 0,
    };
  });
}
