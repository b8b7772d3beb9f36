/**
 * Secondary progressions ("a day for a year"): the sky of the day that is as many days after the birth
 * as the member is years old, read as the chart of this year. Decision 017 gives the conventions:
 * - the progressed instant is birth + age in days, the age counted in tropical years of 365.24219 days;
 * - the progressed Midheaven by the solar arc (natal MC + the progressed Sun's travel since birth), the
 *   progressed Ascendant the one that Midheaven rises with at the birth latitude (the same house
 *   machinery as the natal chart, from the RAMC of the progressed MC and the obliquity of the progressed day);
 * - the progressed Moon's sign changes found exactly (a second of ephemeris time, well under a day of
 *   real time) and given as the real date each falls on.
 * Without a birth time the angles are unknown (null) and the progressed Moon is only known to the
 * span the Moon crossed on the birth day: that span is given, and no sign change is dated.
 */
import sweph from "sweph";
import { norm360, signOf, type Sign } from "./constants";
import { tropicalPosition, moonLongitude } from "./ephemeris";
import { DAY_MS, julianDayFromMs } from "./time";
import { round } from "./western";

const C = sweph.constants;
/** The tropical year, in days: one progressed day per this much real time. */
export const PROGRESSION_YEAR_DAYS = 365.24219;
const YEAR_MS = PROGRESSION_YEAR_DAYS * DAY_MS;

/**
 * The bodies progressed: the Sun, the Moon and the inner planets. Jupiter to Pluto move a degree or two
 * in a lifetime of progressed days and are read from the natal chart instead.
 */
export const PROGRESSED_BODIES = ["Sun", "Moon", "Mercury", "Venus", "Mars"] as const;
export type ProgressedBody = (typeof PROGRESSED_BODIES)[number];

export interface ProgressedPoint {
  longitude: number;
  sign: Sign;
}

export interface MoonIngress {
  /** The real date (ISO instant) the progressed Moon enters `sign`. */
  date: string;
  sign: Sign;
}

export interface Progressions {
  /** The real instant the progression is cast for (ISO). */
  at: string;
  /** The progressed instant in the ephemeris: birth + age in days (ISO). */
  progressedUtc: string;
  bodies: Record<ProgressedBody, ProgressedPoint>;
  /** Solar-arc MC's rising degree at the birth latitude; null without a birth time. */
  ascendant: ProgressedPoint | null;
  /** Natal MC + solar arc; null without a birth time. */
  midheaven: ProgressedPoint | null;
  /** The progressed Moon's sign changes from `at` over the next 24 months; [] without a birth time. */
  moonIngresses: MoonIngress[];
  /** Without a birth time: where the progressed Moon may stand (its travel on the birth day), else null. */
  moonSpan: { from: ProgressedPoint; to: ProgressedPoint } | null;
  timeKnown: boolean;
}

export interface ProgressionInput {
  /** The birth instant (UT ms); for an untimed birth the noon the chart is cast for. */
  birthMs: number;
  latitude: number;
  /** Natal MC longitude; null without a birth time. */
  natalMidheaven: number | null;
  /** Natal Sun longitude (the solar arc is counted from it). */
  natalSun: number;
  timeKnown: boolean;
  /** Without a birth time: the birth day's local bounds (UT ms), for the Moon's span. */
  dayBounds?: { startMs: number; endMs: number };
  nowMs: number;
  /** Months of Moon ingresses to list (24). */
  months?: number;
}

function point(longitude: number): ProgressedPoint {
  const l = norm360(longitude);
  return { longitude: round(l, 6), sign: signOf(l) };
}

/** The ephemeris instant (JD UT) that progresses to the real instant `ms`. */
export function progressedJd(birthMs: number, ms: number): number {
  return julianDayFromMs(birthMs) + (ms - birthMs) / YEAR_MS;
}

/** The real instant (ms) whose progressed instant is `jd`. */
function realMs(birthMs: number, jd: number): number {
  return birthMs + (jd - julianDayFromMs(birthMs)) * YEAR_MS;
}

/** The ascendant that rises with the MC `mc` at latitude `lat`, with obliquity `eps`. */
export function ascendantFromMidheaven(mc: number, lat: number, eps: number): number {
  const e = (eps * Math.PI) / 180;
  const m = (mc * Math.PI) / 180;
  // Right ascension of the MC point on the ecliptic (latitude 0): the RAMC.
  const armc = norm360((Math.atan2(Math.sin(m) * Math.cos(e), Math.cos(m)) * 180) / Math.PI);
  const h = sweph.houses_armc(armc, lat, eps, "P");
  return h.data.points[0]!;
}

/** True obliquity of the ecliptic at `jd`. */
export function trueObliquity(jd: number): number {
  const r = sweph.calc_ut(jd, C.SE_ECL_NUT, C.SEFLG_MOSEPH);
  return r.data[0]!;
}

/**
 * The progressed Moon's sign changes between two progressed instants: each found by Newton's method on
 * the ephemeris Moon (its speed from the same call), to a millionth of a degree.
 */
function moonIngressesBetween(jd0: number, jd1: number): { jd: number; sign: Sign }[] {
  const out: { jd: number; sign: Sign }[] = [];
  let lon = tropicalPosition(jd0, "Moon").longitude;
  let from = jd0;
  for (let guard = 0; guard < 6; guard++) {
    const boundary = (Math.floor(norm360(lon) / 30) + 1) * 30;
    // The Moon moves 11.8–15.4° a day: a first guess from 13.2°/day, then Newton.
    let jd = from + norm360(boundary - lon) / 13.2;
    for (let i = 0; i < 8; i++) {
      const p = tropicalPosition(jd, "Moon");
      let diff = norm360(p.longitude - boundary);
      if (diff > 180) diff -= 360;
      jd -= diff / p.speed;
      if (Math.abs(diff) < 1e-6) break;
    }
    if (jd > jd1) break;
    out.push({ jd, sign: signOf(norm360(boundary) + 0.5) });
    from = jd;
    lon = norm360(boundary) + 1e-7;
  }
  return out;
}

/** Secondary progressions for the real instant `nowMs` (decision 017). */
export function progressions(input: ProgressionInput): Progressions {
  const months = input.months ?? 24;
  const jd = progressedJd(input.birthMs, input.nowMs);
  const bodies = {} as Record<ProgressedBody, ProgressedPoint>;
  for (const p of PROGRESSED_BODIES) bodies[p] = point(tropicalPosition(jd, p).longitude);

  let ascendant: ProgressedPoint | null = null;
  let midheaven: ProgressedPoint | null = null;
  let moonIngresses: MoonIngress[] = [];
  let moonSpan: Progressions["moonSpan"] = null;
  if (input.timeKnown && input.natalMidheaven !== null) {
    const arc = norm360(bodies.Sun.longitude - input.natalSun);
    const mc = norm360(input.natalMidheaven + arc);
    midheaven = point(mc);
    ascendant = point(ascendantFromMidheaven(mc, input.latitude, trueObliquity(jd)));
    const end = new Date(input.nowMs);
    end.setUTCMonth(end.getUTCMonth() + months);
    moonIngresses = moonIngressesBetween(jd, progressedJd(input.birthMs, end.getTime())).map((c) => ({
      date: new Date(Math.round(realMs(input.birthMs, c.jd))).toISOString(),
      sign: c.sign,
    }));
  } else if (input.dayBounds) {
    // The birth could have been at any moment of the local day: progress both ends by the same age.
    const age = (input.nowMs - input.birthMs) / YEAR_MS;
    moonSpan = {
      from: point(moonLongitude(julianDayFromMs(input.dayBounds.startMs) + age)),
      to: point(moonLongitude(julianDayFromMs(input.dayBounds.endMs - 1000) + age)),
    };
  }
  return {
    at: new Date(input.nowMs).toISOString(),
    progressedUtc: new Date(Math.round((jd - 2440587.5) * DAY_MS)).toISOString(),
    bodies,
    ascendant,
    midheaven,
    moonIngresses,
    moonSpan,
    timeKnown: input.timeKnown,
  };
}
