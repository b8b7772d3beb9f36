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
import type { Planet, Sign, Nakshatra } from "./constants";
import { computeChart, type BirthInput, type ChartCore, type ChartData, type VedicData } from "./natal";
import type { FourPillars } from "./bazi";
import * as insights from "./insights";
import { unknownTimeDay, type UnknownTimeDay } from "./unknown-time";

export * from "./constants";
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

export function unknownTimeDetails(input: { birthDate: string; latitude: number; longitude: number }): UnknownTimeDetails {
  const day = unknownTimeDay(input);
  return {
    ...day,
    moonReadings: day.bodies.Moon.signs.length > 1 ? insights.moonSignReadings(day.bodies.Moon.signs) : [],
    nakshatraReadings: day.nakshatras.length > 1 ? insights.nakshatraLoveReadings(day.nakshatras) : [],
  };
}

export interface NatalChart {
  sunSign: Sign;
  /** Null when the birth time is unknown and the Moon changed sign that local day. */
  moonSign: Sign | null;
  moonSignCandidates: Sign[];
  sunSignCandidates: Sign[];
  ascendantSign: Sign | null;
  planetaryPositions: Record<Planet, Sign>;
  /** Year animal, e.g. "Snake" (see chinese.label for "Wood Snake"). */
  chineseSign: string;
  nakshatra: Nakshatra | null;
  sunInsights: string;
  moonInsights: string | null;
  ascendantInsights: string | null;
  planetaryInsights: string;
  chineseInsights: string;
  nakshatraInsights: string | null;
  chart: ChartData;
  chinese: { animal: string; element: string; yinYang: "Yin" | "Yang"; symbol: string; label: string; lunarYear: number; solarYearAnimal: string } & FourPillars;
  vedic: VedicData;
  /** The full computation, for daily horoscopes and compatibility. */
  core: ChartCore;
}

/** Natal chart in all three systems, with interpretation texts. */
export function natalChart(input: BirthInput): NatalChart {
  const core = computeChart(input);
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
    chinese: {
      animal: core.chinese.animal,
      element: core.chinese.element,
      yinYang: core.chinese.yinYang,
      symbol: core.chinese.symbol,
      label: core.chinese.label,
      lunarYear: core.chinese.lunarYear,
      solarYearAnimal: core.chinese.solarYearAnimal,
      pillars: core.chinese.pillars,
      dayMaster: core.chinese.dayMaster,
      elements: core.chinese.elements,
    },
    vedic: core.vedic,
    core,
  };
}

export { computeChart };
export { skyEvents, solarTerms, signSpans, SOLAR_TERMS, type ForecastEvent, type SolarTerm } from "./forecast";
export { moonNakshatraVisits } from "./vedic";
