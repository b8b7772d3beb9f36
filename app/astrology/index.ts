/**
 * Three Skies astrology engine: pure functions over plain data (no database, HTTP or React).
 *
 *   natalChart(birth)                      -> NatalChart (what GET /api/profile needs)
 *   daySky(date, timezone) + composeDaily  -> daily horoscope; dailyHoroscope() does both
 *   compatibility(personA, personB)        -> structured synastry + plain-text report
 *   searchPlaceIndex(q)                    -> embedded gazetteer
 *
 * Server-only (it loads the native sweph addon). Browser code that needs the sign/animal/planet lists
 * and symbols must import "~/astrology/constants", which has no dependencies.
 */
import type { Nakshatra } from "./constants";
import type { Locale } from "~/i18n/locales";
import { computeChart, type BirthInput, type ChartCore } from "./natal";
import type { FourPillars } from "./bazi";
import * as insights from "./insights";
import { unknownTimeDay, type UnknownTimeDay } from "./unknown-time";
import { annualPillars, chartHiddenStems, chartTenGods, jieAround, luckPillars, type AnnualPillar, type HiddenStem, type LuckPillar, type LuckStart, type PillarGods, type Sex } from "./luck";
import { luckReading, yearReading } from "./texts/luck";
import { progressions, type ProgressionInput, type Progressions } from "./progressions";
import { progressedMoonReading } from "./texts/progressions";
import { banks } from "./texts/banks";
import type { Ayanamsa } from "./conventions";
import { solarReturn, type SolarReturn } from "./solar-return";
import { solarReturnReading } from "./texts/solar-return";
import { compositeChart, type CompositeChart, type CompositeSide } from "./composite";
import { compositeReading } from "./texts/composite";

export * from "./constants";
export * from "./conventions";
export type { BirthInput, ChartCore, ChartData, VedicData } from "./natal";
export type { TimeChoice, TimeStatus, ResolvedTime } from "./time";
export { resolveBirthTime, zoneAt, formatOffset } from "./time";
export type { ChineseSign } from "./chinese";
export { chineseSignAt, chineseNewYear } from "./chinese";
export { nakshatraOf } from "./vedic";
export type { FourPillars, Pillar } from "./bazi";
export { currentDasha, type CurrentDasha, type Dasha, type Kundli, type ManglikStatus } from "./kundli";
export { daySky, composeDaily, dailyHoroscope, type DaySky, type DailyHoroscope } from "./daily";
export { compatibility, compatibilityFacts, gunaMilan, chineseRelation, manglik, type CompatibilityReport, type GunaMilanResult } from "./synastry";
export { searchPlaceIndex, warmPlaceIndex, type PlaceResult } from "./places";
export type { BodyDay, DayChange, UnknownTimeDay } from "./unknown-time";

/** A birth day without a time: what the day settles, and the readings of each Moon sign and mansion it leaves open. */
export type UnknownTimeDetails = UnknownTimeDay & {
  moonReadings: ReturnType<typeof insights.moonSignReadings>;
  nakshatraReadings: ReturnType<typeof insights.nakshatraLoveReadings>;
};

export function unknownTimeDetails(input: { birthDate: string; latitude: number; longitude: number; ayanamsa?: Ayanamsa }): UnknownTimeDetails {
  const day = unknownTimeDay(input);
  return {
    ...day,
    moonReadings: day.bodies.Moon.signs.length > 1 ? insights.moonSignReadings(day.bodies.Moon.signs) : [],
    nakshatraReadings: day.nakshatras.length > 1 ? insights.nakshatraLoveReadings(day.nakshatras) : [],
  };
}

export interface NatalChart extends Pick<ChartCore, "sunSign" | "moonSign" | "moonSignCandidates" | "sunSignCandidates" | "ascendantSign" | "planetaryPositions" | "chart" | "vedic"> {
  /** Year animal, e.g. "Snake" (see chinese.label for "Wood Snake"). */
  chineseSign: string;
  nakshatra: Nakshatra | null;
  sunInsights: string;
  moonInsights: string | null;
  ascendantInsights: string | null;
  planetaryInsights: string;
  chineseInsights: string;
  nakshatraInsights: string | null;
  chinese: { animal: string; element: string; yinYang: "Yin" | "Yang"; symbol: string; label: string; lunarYear: number; solarYearAnimal: string } & FourPillars & {
    /** The jie (month-opening solar terms) before and after the birth, ISO instants: the luck pillars count from them. */
    jie: { previous: string; next: string };
  };
  /** The full computation, for daily horoscopes and compatibility. */
  core: ChartCore;
}

function jieOf(utcMs: number) {
  const { previousMs, nextMs } = jieAround(utcMs);
  return { previous: new Date(previousMs).toISOString(), next: new Date(nextMs).toISOString() };
}

/** Natal chart in all three systems, with interpretation texts. */
export function natalChart(input: BirthInput): NatalChart {
  const core = computeChart(input);
  const { animal, element, yinYang, symbol, label, lunarYear, solarYearAnimal, pillars, dayMaster, elements } = core.chinese;
  return {
    sunSign: core.sunSign,
    moonSign: core.moonSign,
    moonSignCandidates: core.moonSignCandidates,
    sunSignCandidates: core.sunSignCandidates,
    ascendantSign: core.ascendantSign,
    planetaryPositions: core.planetaryPositions,
    chineseSign: core.chinese.animal,
    nakshatra: core.vedic.nakshatra,
    sunInsights: insights.sunInsights(core),
    moonInsights: insights.moonInsights(core),
    ascendantInsights: insights.ascendantInsights(core),
    planetaryInsights: insights.planetaryInsights(core),
    chineseInsights: insights.chineseInsights(core),
    nakshatraInsights: insights.nakshatraInsights(core),
    chart: core.chart,
    // The year's sign and the pillars, without the stem, branch and New Year date kept for the chart's own use.
    chinese: { animal, element, yinYang, symbol, label, lunarYear, solarYearAnimal, pillars, dayMaster, elements, jie: jieOf(Date.parse(core.chart.utc)) },
    vedic: core.vedic,
    core,
  };
}

export { computeChart };
export { SEXES, TEN_GODS, TEN_GOD_NAMES, QI, type Sex, type TenGod, type LuckPillar, type AnnualPillar, type HiddenStem, type LuckStart, type PillarGods } from "./luck";

type PerPillar<T> = { year: T; month: T; day: T; hour: T | null };

/** How the Four Pillars unfold: the stems hidden in the branches, their gods, the luck and the years. */
export interface ChineseLife {
  hiddenStems: PerPillar<HiddenStem[]>;
  tenGods: PerPillar<PillarGods>;
  /**
   * True when the birth time is unknown and a jie began during the birth day: the month pillar (and so
   * every luck pillar) depends on the hour, and none is shown.
   */
  luckOpen: boolean;
  /** Direction and the age the first ten-year pillar begins; null without the member's sex (or luckOpen). */
  luck: Omit<LuckStart, "hours"> | null;
  /** The ten ten-year pillars after the childhood period; null without the member's sex. */
  luckPillars: LuckPillar[] | null;
  /** The year pillar in force now and the next nine (each from Lichun). */
  annualPillars: AnnualPillar[];
  readings: { luck: string | null; year: string };
}

/**
 * The Chinese chart beyond the pillars, at the moment `nowMs`: derived from the stored pillars, the
 * birth instant and the jie around it, and the member's sex (the luck pillars' direction depends on it).
 */
export function chineseLife(input: {
  pillars: FourPillars["pillars"];
  dayMaster: FourPillars["dayMaster"];
  utcMs: number;
  utcOffsetMinutes: number;
  jie: { previous: string; next: string };
  sex: Sex | null;
  /** Untimed births: whether the month pillar held all day (unknown-time.ts). */
  monthSettled: boolean;
  nowMs: number;
  locale?: Locale;
}): ChineseLife {
  const { pillars, dayMaster, locale } = input;
  const years = annualPillars(dayMaster.stem, input.nowMs, 11);
  const annual = years.slice(0, 10);
  const luck = input.sex && input.monthSettled
    ? luckPillars({
        utcMs: input.utcMs,
        utcOffsetMinutes: input.utcOffsetMinutes,
        pillars,
        sex: input.sex,
        jie: { previousMs: Date.parse(input.jie.previous), nextMs: Date.parse(input.jie.next) },
        nowMs: input.nowMs,
      })
    : null;
  const running = luck?.pillars.findIndex((p) => p.current) ?? -1;
  const current = running >= 0 ? luck!.pillars[running]! : null;
  const end = current ? (luck!.pillars[running + 1]?.start ?? luck!.lastEnds) : null;
  return {
    hiddenStems: chartHiddenStems(pillars),
    tenGods: chartTenGods(pillars),
    luckOpen: !input.monthSettled,
    luck: luck ? { forward: luck.start.forward, years: luck.start.years, months: luck.start.months, days: luck.start.days } : null,
    luckPillars: luck?.pillars ?? null,
    annualPillars: annual,
    readings: {
      luck: current && end ? luckReading(current, end, dayMaster, locale) : null,
      year: yearReading(annual[0]!, years[1], dayMaster, pillars.day.branch, locale),
    },
  };
}
export { skyEvents, solarTerms, signSpans, type ForecastEvent, type SolarTerm } from "./forecast";
export { moonNakshatraVisits } from "./vedic";
export { PROGRESSED_BODIES, PROGRESSION_YEAR_DAYS, type Progressions, type ProgressedBody, type ProgressedPoint, type MoonIngress } from "./progressions";

/** The secondary progressions for a moment (decision 017), with the progressed Moon's and Sun's readings in `locale`. */
export type ProgressedChart = Progressions & { readings: { moon: string; sun: string } };

export function progressedChart(input: ProgressionInput, locale: Locale = "en"): ProgressedChart {
  const p = progressions(input);
  return { ...p, readings: { moon: progressedMoonReading(p, locale), sun: banks(locale).progressions.PROGRESSED_SUN[p.bodies.Sun.sign] } };
}
export { currentSolarReturn, sunReturnNear, type SolarReturn, type SolarReturnPlace } from "./solar-return";

/** The solar return of the birthday year running at `nowMs` (decision 017), with its reading in `locale`. */
export type SolarReturnChart = SolarReturn & { reading: string };

export function solarReturnChart(input: Parameters<typeof solarReturn>[0], locale: Locale = "en"): SolarReturnChart {
  const r = solarReturn(input);
  return { ...r, reading: solarReturnReading(r, locale) };
}
export { nearerMidpoint, type CompositePoint, type CompositeSide } from "./composite";

/** The composite chart of two people (decision 017), with its reading. */
export type CompositeReport = CompositeChart & { reading: string };

export function compositeReport(a: CompositeSide, b: CompositeSide, locale: Locale = "en"): CompositeReport {
  const c = compositeChart(a, b, locale);
  return { ...c, reading: compositeReading(c, { a: a.name, b: b.name }, locale) };
}
