/**
 * The conventions a member may choose for their own chart, where practitioners of a tradition differ.
 * Plain lists without dependencies, so the Settings card can name them. Every default is the engine's
 * long-standing behaviour, so a chart computed without a choice is exactly what it was before the
 * choices existed. Decision record 018.
 */

/** Which clock the BaZi day and hour pillars are read on: the birth place's legal clock, or apparent solar time. */
export const BAZI_HOURS = ["clock", "solar"] as const;
export type BaziHour = (typeof BAZI_HOURS)[number];

/**
 * Where the BaZi day begins: at midnight (the late Zi hour, 23:00-24:00, keeps the day's own day
 * pillar and takes the next day's stem for the hour), or at 23:00 (the whole Zi hour opens the next day).
 */
export const DAY_STARTS = ["00:00", "23:00"] as const;
export type DayStart = (typeof DAY_STARTS)[number];

/** The sidereal zodiac's zero point (Swiss Ephemeris SE_SIDM_LAHIRI, KRISHNAMURTI, RAMAN, TRUE_CITRA). */
export const AYANAMSAS = ["lahiri", "krishnamurti", "raman", "true-chitrapaksha"] as const;
export type Ayanamsa = (typeof AYANAMSAS)[number];
export const AYANAMSA_NAMES: Record<Ayanamsa, AyanamsaName> = {
  lahiri: "Lahiri",
  krishnamurti: "Krishnamurti",
  raman: "Raman",
  "true-chitrapaksha": "True Chitrapaksha",
};
export type AyanamsaName = "Lahiri" | "Krishnamurti" | "Raman" | "True Chitrapaksha";

/** Rahu and Ketu: the mean lunar node or the true (osculating) one. */
export const NODES = ["mean", "true"] as const;
export type NodeKind = (typeof NODES)[number];

/** Days in a Vimshottari dasha year: the Julian year, the sidereal year, or the 360-day savana year. */
export const DASHA_YEAR_DAYS = [365.25, 365.2564, 360] as const;
export type DashaYearDays = (typeof DASHA_YEAR_DAYS)[number];

export interface Conventions {
  baziHour: BaziHour;
  dayStart: DayStart;
  ayanamsa: Ayanamsa;
  node: NodeKind;
  dashaYearDays: DashaYearDays;
}

export const DEFAULT_CONVENTIONS: Readonly<Conventions> = Object.freeze({
  baziHour: "clock",
  dayStart: "00:00",
  ayanamsa: "lahiri",
  node: "mean",
  dashaYearDays: 365.25,
});

export function sameConventions(a: Conventions, b: Conventions): boolean {
  return a.baziHour === b.baziHour && a.dayStart === b.dayStart && a.ayanamsa === b.ayanamsa && a.node === b.node && a.dashaYearDays === b.dashaYearDays;
}
