/**
 * Sade Sati and the small panoti: Saturn's sidereal sign (Lahiri, or the member's ayanamsa) over the
 * member's life, counted from the natal Moon's rashi. Saturn's ingresses come from tables generated once with
 * `saturnIngresses` below (`npm run saturn:ingresses`, data/saturn-ingresses.ts), because scanning a
 * century of Saturn costs thousands of ephemeris calls and the answer is the same for every member.
 * Conventions: docs/decisions/011-sade-sati-and-yogas.md.
 */
import { SIGNS, norm360, type SaturnPhase, type Sign } from "./constants";

export { SATURN_PHASES, type SaturnPhase } from "./constants";
import { siderealPosition } from "./ephemeris";
import { SATURN_INGRESSES, SATURN_INGRESSES_BY_AYANAMSA } from "./data/saturn-ingresses";
import type { Ayanamsa } from "./conventions";

const DAY_MS = 86_400_000;
const JD_UNIX_EPOCH = 2440587.5;

export interface SaturnIngress {
  /** The instant Saturn reaches the sign's edge, UT, ISO to the minute. */
  at: string;
  /** The sign Saturn enters (index 0-11 into SIGNS). */
  sign: number;
  /** True when Saturn enters it moving backwards (a retrograde re-entry). */
  retrograde: boolean;
}

let scanAyanamsa: Ayanamsa = "lahiri";
function saturn(jd: number) {
  return siderealPosition(jd, "Saturn", scanAyanamsa);
}

/** Signed distance from a sign edge (degrees, -180..180). */
function past(longitude: number, edge: number) {
  return ((longitude - edge + 540) % 360) - 180;
}

/** The station (speed 0) inside [a, b], where the speed changes sign. */
function station(a: number, b: number, speedA: number) {
  for (let i = 0; i < 24; i++) {
    const m = (a + b) / 2;
    if (Math.sign(saturn(m).speed) === Math.sign(speedA)) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

/** The instant inside [a, b] (Saturn moving one way throughout) at which it reaches `edge`. */
function crossing(a: number, b: number, edge: number, before: number) {
  for (let i = 0; i < 24; i++) {
    const m = (a + b) / 2;
    if (Math.sign(past(saturn(m).longitude, edge)) === Math.sign(before)) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

function iso(jd: number) {
  return new Date(Math.round(((jd - JD_UNIX_EPOCH) * DAY_MS) / 60_000) * 60_000).toISOString().slice(0, 16) + "Z";
}

/**
 * Every sidereal sign ingress of Saturn between two Julian days (UT), retrograde re-entries included.
 * Samples every `stepDays` (Saturn's retrograde and direct runs each last months, so a step holds at
 * most one station); a step whose speed changes sign is split at its station, so each piece moves one
 * way and crosses an edge at most once, found by bisection. Lahiri unless another ayanamsa is given.
 */
export function saturnIngresses(jdFrom: number, jdTo: number, stepDays = 20, ayanamsa: Ayanamsa = "lahiri"): SaturnIngress[] {
  scanAyanamsa = ayanamsa;
  const out: SaturnIngress[] = [];
  const piece = (a: number, b: number, la: number, lb: number) => {
    const sa = Math.floor(norm360(la) / 30);
    const sb = Math.floor(norm360(lb) / 30);
    if (sa === sb) return;
    const forward = past(lb, la) > 0;
    const edge = forward ? sb * 30 : sa * 30;
    const jd = crossing(a, b, edge, past(la, edge));
    out.push({ at: iso(jd), sign: sb, retrograde: !forward });
  };
  let a = jdFrom;
  let pa = saturn(a);
  while (a < jdTo) {
    const b = Math.min(a + stepDays, jdTo);
    const pb = saturn(b);
    if (Math.sign(pa.speed) !== Math.sign(pb.speed)) {
      const s = station(a, b, pa.speed);
      const ls = saturn(s).longitude;
      piece(a, s, pa.longitude, ls);
      piece(s, b, ls, pb.longitude);
    } else piece(a, b, pa.longitude, pb.longitude);
    a = b;
    pa = pb;
  }
  return out;
}

const PHASE_BY_HOUSE: Partial<Record<number, SaturnPhase>> = { 12: "rising", 1: "peak", 2: "setting", 4: "kantaka", 8: "ashtama" };

export interface SaturnPeriod {
  phase: SaturnPhase;
  /** Saturn's sign throughout the period. */
  sign: Sign;
  /** UTC dates (yyyy-mm-dd) of the ingresses that open and close it. */
  start: string;
  end: string;
}

export interface SadeSati {
  /** The Moon's rashi the houses are counted from. */
  moonSign: Sign;
  /** The period running at the moment asked about, or null. */
  current: SaturnPeriod | null;
  /**
   * Every stay of Saturn in the 12th, 1st, 2nd, 4th or 8th sign from the Moon that overlaps birth to
   * birth + 100 years, in order; a stay cut by a retrograde exit and re-entry is two periods.
   */
  periods: SaturnPeriod[];
}

const LIFE_MS = 100 * 365.25 * DAY_MS;

/** Saturn's ingresses in the zodiac of an ayanamsa (the generated tables). */
export function saturnIngressTable(ayanamsa: Ayanamsa): readonly SaturnIngress[] {
  return SATURN_INGRESSES_BY_AYANAMSA[ayanamsa];
}

/**
 * Sade Sati and the small panoti for a natal Moon (sidereal longitude) and birth instant, with the
 * period running at `nowMs`. Moon and table must share one ayanamsa (saturnIngressTable).
 */
export function sadeSati(moonSiderealLongitude: number, birthMs: number, nowMs: number, table: readonly SaturnIngress[] = SATURN_INGRESSES): SadeSati {
  const moon = Math.floor(norm360(moonSiderealLongitude) / 30);
  const endMs = birthMs + LIFE_MS;
  const periods: SaturnPeriod[] = [];
  let current: SaturnPeriod | null = null;
  for (let i = 0; i + 1 < table.length; i++) {
    const from = Date.parse(table[i]!.at);
    const until = Date.parse(table[i + 1]!.at);
    if (until <= birthMs || from >= endMs) continue;
    const phase = PHASE_BY_HOUSE[((table[i]!.sign - moon + 12) % 12) + 1];
    if (!phase) continue;
    const period: SaturnPeriod = { phase, sign: SIGNS[table[i]!.sign]!, start: table[i]!.at.slice(0, 10), end: table[i + 1]!.at.slice(0, 10) };
    periods.push(period);
    if (from <= nowMs && nowMs < until) current = period;
  }
  return { moonSign: SIGNS[moon]!, current, periods };
}

export interface SadeSatiSpell {
  start: string;
  end: string;
  /** The periods inside it, retrograde returns included. */
  periods: SaturnPeriod[];
}

/**
 * Whole Sade Sati spells: from Saturn's first entry into the 12th from the Moon to its last exit from
 * the 2nd. A retrograde dip back out of the 12th (months) stays inside its spell; spells are ~30 years apart.
 */
export function sadeSatiSpells(periods: readonly SaturnPeriod[]): SadeSatiSpell[] {
  const spells: SadeSatiSpell[] = [];
  let open: SadeSatiSpell | undefined;
  for (const p of periods) {
    const inSpell = p.phase === "rising" || p.phase === "peak" || p.phase === "setting";
    if (inSpell && open && Date.parse(p.start) - Date.parse(open.end) < 2 * 365 * DAY_MS) {
      open.end = p.end;
      open.periods.push(p);
    } else if (inSpell) {
      open = { start: p.start, end: p.end, periods: [p] };
      spells.push(open);
    }
  }
  return spells;
}
