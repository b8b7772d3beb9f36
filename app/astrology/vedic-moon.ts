/**
 * The sidereal Moon of a birth day without a birth time. When the Moon changes rashi during the local
 * day there is no single rashi: each candidate is one stretch of the day with its sign, the nakshatra and
 * pada only where they hold over the whole stretch, and the Manglik verdict counted from that sign.
 */
import { signOf, type Nakshatra, type Sign } from "./constants";
import { siderealPosition } from "./ephemeris";
import type { Ayanamsa } from "./conventions";
import { manglikRule, type ManglikStatus } from "./kundli";
import { julianDayFromMs } from "./time";
import { changesOver, memo } from "./unknown-time";
import { nakshatraOf } from "./vedic";

export interface VedicMoonCandidate {
  sign: Sign;
  /** Null when the Moon changed mansion (or quarter) within this stretch of the day. */
  nakshatra: Nakshatra | null;
  pada: number | null;
  /** UT instants bounding the stretch (ISO); null for a timed birth. */
  from: string | null;
  until: string | null;
  /** Mangal dosha with the Moon in this sign (the lagna is unknown without a time). */
  manglik: boolean;
}

export interface VedicManglik extends ManglikStatus {
  /** True when the Moon's candidates give different verdicts: then `manglik` is false and the reasons say so. */
  dependsOnBirthTime: boolean;
}

const SIX_HOURS = 6 * 3_600_000;
const SECOND = 1000;

function moonAt(ms: number, ayanamsa: Ayanamsa) {
  return siderealPosition(julianDayFromMs(ms), "Moon", ayanamsa).longitude;
}

function manglikAt(ms: number, ayanamsa: Ayanamsa): ManglikStatus {
  const jd = julianDayFromMs(ms);
  return manglikRule({ mars: siderealPosition(jd, "Mars", ayanamsa).longitude, moon: moonAt(ms, ayanamsa), jupiter: siderealPosition(jd, "Jupiter", ayanamsa).longitude, lagna: null });
}

/** One candidate per rashi the Moon was in during [startMs, endMs), with the Manglik verdict for the day. */
export function untimedVedicMoon(startMs: number, endMs: number, noon: ManglikStatus, ayanamsa: Ayanamsa = "lahiri"): { candidates: VedicMoonCandidate[]; manglik: VedicManglik } {
  const last = endMs - SECOND;
  const moon = memo((ms: number) => moonAt(ms, ayanamsa));
  const changes = changesOver(startMs, last, SIX_HOURS, (ms) => signOf(moon(ms)));
  const bounds = [startMs, ...changes.map((c) => c.ms), endMs];
  const candidates: VedicMoonCandidate[] = [];
  const verdicts: ManglikStatus[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const until = bounds[i + 1]!;
    const a = nakshatraOf(moon(from));
    const b = nakshatraOf(moon(until - SECOND));
    const verdict = manglikAt((from + until) / 2, ayanamsa);
    verdicts.push(verdict);
    candidates.push({
      sign: signOf(moon(from)),
      nakshatra: a.number === b.number ? a.name : null,
      pada: a.number === b.number && a.pada === b.pada ? a.pada : null,
      from: new Date(from).toISOString(),
      until: new Date(until).toISOString(),
      manglik: verdict.manglik,
    });
  }
  const split = verdicts.some((v) => v.manglik !== verdicts[0]!.manglik);
  if (!split) return { candidates, manglik: { ...noon, dependsOnBirthTime: false } };
  const per = candidates.map((c, i) => `with the Moon in ${c.sign}, Mars is in house ${verdicts[i]!.houseFromMoon} from it (${c.manglik ? "Manglik" : verdicts[i]!.cancelled ? "Manglik, cancelled" : "not Manglik"})`);
  return {
    candidates,
    manglik: { ...noon, manglik: false, cancelled: false, dependsOnBirthTime: true, reasons: [`Depends on the birth time: the Moon changed sign that day; ${per.join("; ")}.`] },
  };
}

/** The single candidate of a timed birth. */
export function timedVedicMoon(siderealMoon: number, manglik: ManglikStatus): { candidates: VedicMoonCandidate[]; manglik: VedicManglik } {
  const n = nakshatraOf(siderealMoon);
  return {
    candidates: [{ sign: signOf(siderealMoon), nakshatra: n.name, pada: n.pada, from: null, until: null, manglik: manglik.manglik }],
    manglik: { ...manglik, dependsOnBirthTime: false },
  };
}
