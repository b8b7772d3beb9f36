/** Vedic (sidereal, Lahiri) Moon: rashi, nakshatra (1-27), pada (1-4) and Vimshottari lord. */
import { NAKSHATRAS, nakshatraLord, signOf, norm360, type Nakshatra, type NakshatraLord, type Sign } from "./constants";
import { siderealPosition } from "./ephemeris";
import { julianDayFromMs } from "./time";

export interface NakshatraPosition {
  number: number;
  name: Nakshatra;
  pada: number;
  lord: NakshatraLord;
}

/** Nakshatra and pada of a sidereal longitude: 27 equal mansions of 13°20', 4 padas of 3°20'. */
export function nakshatraOf(siderealLongitude: number): NakshatraPosition {
  const l = norm360(siderealLongitude);
  const quarter = Math.min(107, Math.floor((l * 108) / 360 + 1e-12));
  const number = Math.floor(quarter / 4) + 1;
  const pada = (quarter % 4) + 1;
  return { number, name: NAKSHATRAS[number - 1]!, pada, lord: nakshatraLord(number) };
}

export interface VedicMoon {
  siderealLongitude: number;
  moonSign: Sign;
  nakshatra: Nakshatra;
  nakshatraNumber: number;
  pada: number;
  lord: NakshatraLord;
}

export function vedicMoon(jdUt: number): VedicMoon {
  const lon = siderealPosition(jdUt, "Moon").longitude;
  const n = nakshatraOf(lon);
  return {
    siderealLongitude: lon,
    moonSign: signOf(lon),
    nakshatra: n.name,
    nakshatraNumber: n.number,
    pada: n.pada,
    lord: n.lord,
  };
}

export function siderealLongitude(jdUt: number, planet: "Mars" | "Moon" | "Venus" | "Sun"): number {
  return siderealPosition(jdUt, planet).longitude;
}

/**
 * The Moon's passages through one nakshatra between two instants (it crosses all 27 in about 27.3
 * days), each to the nearest minute: the sidereal Moon is sampled hourly, then each edge is bisected.
 */
export function moonNakshatraVisits(number: number, fromMs: number, toMs: number): { start: string; end: string }[] {
  const HOUR = 3_600_000;
  const inside = (ms: number) => nakshatraOf(siderealPosition(julianDayFromMs(ms), "Moon").longitude).number === number;
  const edge = (a: number, b: number) => {
    const was = inside(a);
    while (b - a > 60_000) {
      const m = (a + b) / 2;
      if (inside(m) === was) a = m;
      else b = m;
    }
    return new Date(Math.round(b / 60_000) * 60_000).toISOString();
  };
  const visits: { start: string; end: string }[] = [];
  let prevMs = fromMs;
  let prev = inside(fromMs);
  let start: string | null = prev ? new Date(fromMs).toISOString() : null;
  for (let ms = fromMs + HOUR; ms <= toMs; ms += HOUR) {
    const now = inside(ms);
    if (now && !prev) start = edge(prevMs, ms);
    if (!now && prev && start) {
      visits.push({ start, end: edge(prevMs, ms) });
      start = null;
    }
    prev = now;
    prevMs = ms;
  }
  return visits;
}
