/**
 * The Vedic chart (kundli): sidereal (Lahiri) lagna and nine grahas with whole-sign houses, the
 * navamsa (D9), the Vimshottari dasha and the Manglik (Mangal dosha) rule. Conventions:
 * docs/decisions/009-vedic-dasha-and-four-pillars.md.
 */
import { SIGNS, norm360, signOf, type NakshatraLord, type Nakshatra, type Sign } from "./constants";
import { GRAHAS, ayanamsaTrue, lunarNode, type BodyPosition, type Graha } from "./ephemeris";
import { DEFAULT_CONVENTIONS, type Conventions } from "./conventions";
import { nakshatraOf } from "./vedic";
import { round } from "./western";
import { manglikCancellations } from "./texts/compatibility";

export { GRAHAS, type Graha };

export interface GrahaPosition {
  longitude: number;
  sign: Sign;
  /** Whole-sign house from the lagna; null without a birth time. */
  house: number | null;
  nakshatra: Nakshatra;
  pada: number;
  retrograde: boolean;
}

export interface DashaSpan {
  lord: NakshatraLord;
  start: string;
  end: string;
}
export interface Mahadasha extends DashaSpan {
  antar: DashaSpan[];
}
export interface Dasha {
  balanceAtBirth: { lord: NakshatraLord; years: number };
  /** Nine mahadashas from the theoretical start of the birth one (before birth), 120 years in all. */
  periods: Mahadasha[];
}
export interface CurrentDasha {
  maha: NakshatraLord;
  antar: NakshatraLord;
  start: string;
  end: string;
}

export interface ManglikStatus {
  /** Mars in house 1, 2, 4, 7, 8 or 12 from the lagna; null without a birth time. */
  fromLagna: boolean | null;
  /** The same counted from the Moon's sign. */
  fromMoon: boolean;
  /** Manglik by the deciding reference (the lagna, or the Moon without a birth time) but cancelled. */
  cancelled: boolean;
  /** Why it applies, and every cancellation that holds (in English: the API's). */
  reasons: string[];
  /** The cancellations that hold, whether or not Mars needs one; `houseFromJupiter` is Mars's sign counted from Jupiter's. */
  cancellations: ("own" | "exalted" | "jupiterSame" | "jupiterAspect")[];
  houseFromJupiter: number;
  /** The verdict: Manglik by the deciding reference and not cancelled. */
  manglik: boolean;
  houseFromLagna: number | null;
  houseFromMoon: number;
  marsSign: Sign;
}

export interface Kundli {
  lagna: { longitude: number; sign: Sign } | null;
  planets: Record<Graha, GrahaPosition>;
  navamsa: { lagna: Sign | null } & Record<Graha, Sign>;
  dasha: Dasha;
  manglik: ManglikStatus;
  /** The Moon's sidereal longitude, unrounded. */
  siderealMoon: number;
}

/** Vimshottari years of each lord, in the order the periods follow each other (120 in all). */
export const DASHA_ORDER: readonly NakshatraLord[] = ["Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury"];
export const DASHA_YEARS: Record<NakshatraLord, number> = { Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17 };
/** A dasha year is a Julian year of 365.25 days by default (decision 009; 365.2564 or 360 by choice, decision 018). */
export const DASHA_YEAR_MS = 365.25 * 86_400_000;
const NAK_SPAN = 360 / 27;

/** D9: each sign is cut into nine 3°20′ parts, counted on from Aries (fire), Capricorn (earth), Libra (air), Cancer (water). */
export function navamsaSign(siderealLongitude: number): Sign {
  return SIGNS[Math.floor(norm360(siderealLongitude) / (30 / 9)) % 12]!;
}

/** Vimshottari dasha from the Moon's sidereal longitude at birth, with dasha years of `yearDays` days. */
export function vimshottari(moonSiderealLongitude: number, birthMs: number, yearDays = 365.25): Dasha {
  const yearMs = yearDays * 86_400_000;
  const lon = norm360(moonSiderealLongitude);
  const index = Math.min(26, Math.floor(lon / NAK_SPAN));
  const elapsed = (lon - index * NAK_SPAN) / NAK_SPAN;
  const first = index % 9;
  const firstLord = DASHA_ORDER[first]!;
  const firstYears = DASHA_YEARS[firstLord];
  let mahaStart = birthMs - elapsed * firstYears * yearMs;
  const periods: Mahadasha[] = [];
  for (let k = 0; k < 9; k++) {
    const lord = DASHA_ORDER[(first + k) % 9]!;
    const length = DASHA_YEARS[lord] * yearMs;
    const mahaEnd = mahaStart + length;
    const antar: DashaSpan[] = [];
    let a = mahaStart;
    let cumulative = 0;
    for (let j = 0; j < 9; j++) {
      const sub = DASHA_ORDER[(first + k + j) % 9]!;
      cumulative += DASHA_YEARS[sub];
      const b = j === 8 ? mahaEnd : mahaStart + (length * cumulative) / 120;
      antar.push({ lord: sub, start: new Date(Math.round(a)).toISOString(), end: new Date(Math.round(b)).toISOString() });
      a = b;
    }
    periods.push({ lord, start: new Date(Math.round(mahaStart)).toISOString(), end: new Date(Math.round(mahaEnd)).toISOString(), antar });
    mahaStart = mahaEnd;
  }
  return { balanceAtBirth: { lord: firstLord, years: round((1 - elapsed) * firstYears, 6) }, periods };
}

/** The mahadasha and antardasha running at `atMs`; null outside the 120 years. */
export function currentDasha(dasha: Pick<Dasha, "periods">, atMs: number): CurrentDasha | null {
  for (const maha of dasha.periods) {
    if (atMs < Date.parse(maha.start) || atMs >= Date.parse(maha.end)) continue;
    for (const antar of maha.antar) {
      if (atMs >= Date.parse(antar.start) && atMs < Date.parse(antar.end)) {
        return { maha: maha.lord, antar: antar.lord, start: antar.start, end: antar.end };
      }
    }
  }
  return null;
}

const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12];

function houseFrom(fromSign: number, sign: number) {
  return ((sign - fromSign + 12) % 12) + 1;
}

/**
 * Mangal dosha: Mars in house 1, 2, 4, 7, 8 or 12 (whole signs, sidereal) from the lagna, or from the
 * Moon when the birth time is unknown. Cancelled when Mars is in its own sign (Aries, Scorpio) or
 * exalted (Capricorn), or when Jupiter joins Mars or aspects it (Jupiter's 5th, 7th and 9th signs).
 * The compatibility report uses this same rule; both word its cancellations from the banks.
 */
export function manglikRule(p: { mars: number; moon: number; jupiter: number; lagna: number | null }): ManglikStatus {
  const marsSign = Math.floor(norm360(p.mars) / 30);
  const moonSign = Math.floor(norm360(p.moon) / 30);
  const houseFromMoon = houseFrom(moonSign, marsSign);
  const houseFromLagna = p.lagna === null ? null : houseFrom(Math.floor(norm360(p.lagna) / 30), marsSign);
  const fromMoon = MANGLIK_HOUSES.includes(houseFromMoon);
  const fromLagna = houseFromLagna === null ? null : MANGLIK_HOUSES.includes(houseFromLagna);
  const deciding = fromLagna ?? fromMoon;
  const marsName = SIGNS[marsSign]!;
  const reasons: string[] = [];
  if (houseFromLagna !== null) reasons.push(`Mars in ${marsName} is in house ${houseFromLagna} from the lagna${fromLagna ? " (a Manglik house)" : ""}.`);
  reasons.push(`Mars is in house ${houseFromMoon} from the Moon${fromMoon ? " (a Manglik house)" : ""}${houseFromLagna === null ? "; without a birth time the Moon decides" : ""}.`);
  const houseFromJupiter = houseFrom(Math.floor(norm360(p.jupiter) / 30), marsSign);
  const holds = { own: marsSign === 0 || marsSign === 7, exalted: marsSign === 9, jupiterSame: houseFromJupiter === 1, jupiterAspect: [5, 7, 9].includes(houseFromJupiter) };
  const cancellations = (Object.keys(holds) as ManglikStatus["cancellations"]).filter((kind) => holds[kind]);
  const cancelled = deciding && cancellations.length > 0;
  if (deciding) reasons.push(...manglikCancellations({ cancellations, marsSign: marsName, houseFromJupiter }).map((c) => `Cancelled: ${c}.`));
  return { fromLagna, fromMoon, cancelled, reasons, manglik: deciding && !cancelled, houseFromLagna, houseFromMoon, marsSign: marsName, cancellations, houseFromJupiter };
}

/**
 * The kundli at a birth instant from the tropical positions already computed for the chart (Sun to
 * Saturn) and the tropical Ascendant (null when the birth time is unknown: then no lagna, no houses
 * and no navamsa lagna). One ayanamsa and one node call on top; the ayanamsa, the node and the dasha
 * year follow the member's conventions (Lahiri, mean node, 365.25 days by default).
 */
export function kundli(
  jdUt: number,
  birthMs: number,
  tropical: Record<Exclude<Graha, "Rahu" | "Ketu">, BodyPosition>,
  tropicalAscendant: number | null,
  conventions: Pick<Conventions, "ayanamsa" | "node" | "dashaYearDays"> = DEFAULT_CONVENTIONS,
): Kundli {
  const ayanamsa = ayanamsaTrue(jdUt, conventions.ayanamsa);
  const node = lunarNode(jdUt, conventions.node);
  const sid = (p: BodyPosition): BodyPosition => ({ longitude: norm360(p.longitude - ayanamsa), speed: p.speed });
  const rahu = sid(node);
  const positions: BodyPosition[] = [
    sid(tropical.Sun), sid(tropical.Moon), sid(tropical.Mars), sid(tropical.Mercury), sid(tropical.Jupiter), sid(tropical.Venus), sid(tropical.Saturn),
    rahu, { longitude: norm360(rahu.longitude + 180), speed: rahu.speed },
  ];
  const lagnaSidereal = tropicalAscendant === null ? null : norm360(tropicalAscendant - ayanamsa);
  const lagnaSign = lagnaSidereal === null ? null : Math.floor(lagnaSidereal / 30);
  const planets = {} as Record<Graha, GrahaPosition>;
  const navamsa = { lagna: lagnaSidereal === null ? null : navamsaSign(lagnaSidereal) } as { lagna: Sign | null } & Record<Graha, Sign>;
  for (let i = 0; i < GRAHAS.length; i++) {
    const g = GRAHAS[i]!;
    const pos = positions[i]!;
    const sign = Math.floor(pos.longitude / 30);
    const nak = nakshatraOf(pos.longitude);
    planets[g] = {
      longitude: round(pos.longitude, 6),
      sign: SIGNS[sign]!,
      house: lagnaSign === null ? null : houseFrom(lagnaSign, sign),
      nakshatra: nak.name,
      pada: nak.pada,
      // The mean nodes always move backwards; the true node now and then stands still or moves forward.
      retrograde: pos.speed < 0,
    };
    navamsa[g] = navamsaSign(pos.longitude);
  }
  return {
    lagna: lagnaSidereal === null ? null : { longitude: round(lagnaSidereal, 6), sign: signOf(lagnaSidereal) },
    planets,
    navamsa,
    dasha: vimshottari(positions[1]!.longitude, birthMs, conventions.dashaYearDays),
    manglik: manglikRule({ mars: positions[2]!.longitude, moon: positions[1]!.longitude, jupiter: positions[4]!.longitude, lagna: lagnaSidereal }),
    siderealMoon: positions[1]!.longitude,
  };
}
