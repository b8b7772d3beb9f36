/** Natal chart: all three systems from one set of birth details. */
import { PLANETS, SIGNS, signOf, type Planet, type Sign, type Nakshatra, type NakshatraLord } from "./constants";
import { equationOfTimeMinutes, moonLongitude, siderealPosition, tropicalPosition } from "./ephemeris";
import { AYANAMSA_NAMES, DEFAULT_CONVENTIONS, type AyanamsaName, type Conventions } from "./conventions";
import { fourPillars, type FourPillars } from "./bazi";
import { chineseSignAt, type ChineseSign } from "./chinese";
import { kundli, type Kundli } from "./kundli";
import { localDayBounds, julianDayFromMs, resolveBirthTime, type BirthTimeInput, type TimeChoice, type TimeStatus } from "./time";
import { nakshatraOf } from "./vedic";
import { timedVedicMoon, untimedVedicMoon, type VedicManglik, type VedicMoonCandidate } from "./vedic-moon";
import { westernChart, round, type Aspect, type BodyInChart, type HouseSystem } from "./western";

export interface BirthInput extends BirthTimeInput {
  /** The member's conventions (decision 018); absent: the defaults, DEFAULT_CONVENTIONS. */
  conventions?: Conventions;
}

export type ChartBody = BodyInChart;

export interface ChartData {
  utc: string;
  timezone: string;
  ianaZone: string;
  utcOffsetMinutes: number;
  zoneAbbreviation: string;
  /** The clock that applied, in words: "Irish Standard Time (UTC+1) — the clock in Dublin on that date". */
  timeRule: string;
  timeStatus: TimeStatus;
  timeChoice: TimeChoice | null;
  alternativeUtc: string | null;
  timeNote: string | null;
  timeKnown: boolean;
  latitude: number;
  longitude: number;
  bodies: Record<Planet, ChartBody>;
  ascendant: { longitude: number; sign: Sign } | null;
  midheaven: { longitude: number; sign: Sign } | null;
  houses: number[] | null;
  houseSystem: HouseSystem | null;
  houseNote: string | null;
  aspects: Aspect[];
  /** The conventions the Vedic and Chinese parts were computed with (decision 018). */
  conventions: Conventions;
}

export interface VedicData {
  /** Sidereal Moon sign (the chosen ayanamsa, Lahiri by default); null when unknown time and the rashi changes that day. */
  moonSign: Sign | null;
  moonSignCandidates: Sign[];
  nakshatra: Nakshatra | null;
  nakshatraNumber: number | null;
  nakshatraCandidates: Nakshatra[];
  /** Null when the birth time is unknown (a pada lasts about six hours). */
  pada: number | null;
  lord: NakshatraLord | null;
  siderealMoonLongitude: number;
  ayanamsa: AyanamsaName;
  /** The kundli: lagna, nine grahas, navamsa, Vimshottari dasha, Manglik (kundli.ts). */
  lagna: Kundli["lagna"];
  planets: Kundli["planets"];
  navamsa: Kundli["navamsa"];
  dasha: Kundli["dasha"];
  /** From the lagna, or without a birth time from the Moon; `dependsOnBirthTime` when the day's Moon signs disagree. */
  manglik: VedicManglik;
  /** The Moon's candidates: one for a timed birth; without a time one per rashi of the local day. */
  moon: { candidates: VedicMoonCandidate[] };
}

export interface ChartCore {
  input: BirthInput;
  jdUt: number;
  sunSign: Sign;
  /** Null when the birth time is unknown and the Moon changed sign that local day. */
  moonSign: Sign | null;
  moonSignCandidates: Sign[];
  /** Usually one sign; two when the birth time is unknown and the Sun changed sign that local day. */
  sunSignCandidates: Sign[];
  ascendantSign: Sign | null;
  planetaryPositions: Record<Planet, Sign>;
  chart: ChartData;
  chinese: ChineseSign & FourPillars;
  vedic: VedicData;
}

function signsBetween(startLon: number, endLon: number): Sign[] {
  // The Moon moves forward 11.8-15.4 degrees a day, so at most two signs.
  const a = signOf(startLon);
  const b = signOf(endLon);
  return a === b ? [a] : [a, b];
}

const NAK_SPAN = 360 / 27;
function nakshatrasBetween(startLon: number, endLon: number): Nakshatra[] {
  const a = nakshatraOf(startLon);
  const b = nakshatraOf(endLon);
  const out: Nakshatra[] = [a.name];
  if (a.number !== b.number) {
    // Walk forward in case the span touched three mansions (cannot in one day, but be safe).
    let n = a.number;
    let guard = 0;
    while (n !== b.number && guard++ < 3) {
      n = (n % 27) + 1;
      out.push(nakshatraOf((n - 1) * NAK_SPAN + 0.1).name);
    }
  }
  return out;
}

function moonAndManglik(m: { candidates: VedicMoonCandidate[]; manglik: VedicManglik }) {
  return { moon: { candidates: m.candidates }, manglik: m.manglik };
}

/** Compute the chart (positions, time resolution, three systems) without interpretation texts. */
export function computeChart(input: BirthInput): ChartCore {
  if (!Number.isFinite(input.latitude) || Math.abs(input.latitude) > 90) throw new RangeError(`Invalid latitude ${input.latitude}`);
  if (!Number.isFinite(input.longitude) || Math.abs(input.longitude) > 180) throw new RangeError(`Invalid longitude ${input.longitude}`);
  const time = resolveBirthTime(input);
  const timeKnown = input.birthTime !== null;
  const jdUt = time.jdUt;
  const conventions = input.conventions ?? DEFAULT_CONVENTIONS;
  const w = westernChart({ jdUt, latitude: input.latitude, longitude: input.longitude, timeKnown });

  const planetaryPositions = {} as Record<Planet, Sign>;
  const bodies = {} as Record<Planet, ChartBody>;
  for (const p of PLANETS) {
    const b = w.bodies[p];
    planetaryPositions[p] = b.sign;
    bodies[p] = {
      longitude: round(b.longitude, 6),
      sign: b.sign,
      degree: round(b.degree, 6),
      retrograde: b.retrograde,
      speed: round(b.speed, 6),
      house: b.house,
    };
  }

  const k = kundli(jdUt, time.utcMs, w.bodies, w.ascendant ? w.ascendant.longitude : null, conventions);
  const sidMoon = k.siderealMoon;
  let moonSign: Sign | null = w.bodies.Moon.sign;
  let moonSignCandidates: Sign[] = [w.bodies.Moon.sign];
  const nak = nakshatraOf(sidMoon);
  let sunSignCandidates: Sign[] = [w.bodies.Sun.sign];
  const extraNotes: string[] = [];
  const chinese = {
    ...chineseSignAt(time.utcMs),
    ...fourPillars({
      utcMs: time.utcMs,
      sunLongitude: w.bodies.Sun.longitude,
      utcOffsetMinutes: time.utcOffsetMinutes,
      timeKnown,
      // Apparent solar time: the place's mean time (4 minutes a degree of longitude) plus the equation of time.
      solarOffsetMinutes: conventions.baziHour === "solar" ? input.longitude * 4 + equationOfTimeMinutes(jdUt) : null,
      dayStart: conventions.dayStart,
    }),
  };
  const vedic: VedicData = {
    moonSign: signOf(sidMoon),
    moonSignCandidates: [signOf(sidMoon)],
    nakshatra: nak.name,
    nakshatraNumber: nak.number,
    nakshatraCandidates: [nak.name],
    pada: nak.pada,
    lord: nak.lord,
    siderealMoonLongitude: round(sidMoon, 6),
    ayanamsa: AYANAMSA_NAMES[conventions.ayanamsa],
    lagna: k.lagna,
    planets: k.planets,
    navamsa: k.navamsa,
    dasha: k.dasha,
    ...moonAndManglik(timedVedicMoon(sidMoon, k.manglik)),
  };

  if (!timeKnown) {
    const { startMs, endMs } = localDayBounds(input);
    const jd0 = julianDayFromMs(startMs);
    const jd1 = julianDayFromMs(endMs - 1000);
    moonSignCandidates = signsBetween(moonLongitude(jd0), moonLongitude(jd1));
    moonSign = moonSignCandidates.length === 1 ? moonSignCandidates[0]! : null;
    const s0 = siderealPosition(jd0, "Moon", conventions.ayanamsa).longitude;
    const s1 = siderealPosition(jd1, "Moon", conventions.ayanamsa).longitude;
    const rashis = signsBetween(s0, s1);
    vedic.moonSignCandidates = rashis;
    vedic.moonSign = rashis.length === 1 ? rashis[0]! : null;
    const naks = nakshatrasBetween(s0, s1);
    vedic.nakshatraCandidates = naks;
    if (naks.length > 1) {
      vedic.nakshatra = null;
      vedic.nakshatraNumber = null;
      vedic.lord = null;
    }
    vedic.pada = null;
    Object.assign(vedic, moonAndManglik(untimedVedicMoon(startMs, endMs, k.manglik, conventions.ayanamsa)));
    sunSignCandidates = signsBetween(tropicalPosition(jd0, "Sun").longitude, tropicalPosition(jd1, "Sun").longitude);
    if (moonSignCandidates.length > 1) {
      extraNotes.push(`The Moon moved from ${moonSignCandidates[0]} into ${moonSignCandidates[1]} that day; the noon position (${w.bodies.Moon.sign}) is shown among the planets, and an exact birth time would settle the Moon sign.`);
    }
    if (sunSignCandidates.length > 1) {
      extraNotes.push(`The Sun changed sign from ${sunSignCandidates[0]} to ${sunSignCandidates[1]} that day; the noon position (${w.bodies.Sun.sign}) is shown, and an exact birth time would settle it.`);
    }
    const c0 = chineseSignAt(startMs);
    const c1 = chineseSignAt(endMs - 1000);
    if (c0.animal !== c1.animal) {
      extraNotes.push(`Chinese New Year began during that day (at midnight China time); without a birth time the year animal is ${c0.animal} or ${c1.animal}, and the noon reading (${chinese.animal}) is shown.`);
    }
  }

  const houseNote =
    w.houseSystem === "whole-sign"
      ? "Placidus houses are undefined inside the polar circles; Whole Sign houses from the Ascendant are used instead."
      : null;

  const chart: ChartData = {
    utc: time.utc,
    timezone: time.timezone,
    ianaZone: time.ianaZone,
    utcOffsetMinutes: round(time.utcOffsetMinutes, 4),
    zoneAbbreviation: time.zoneAbbreviation,
    timeRule: time.rule,
    timeStatus: time.status,
    timeChoice: time.choice,
    alternativeUtc: time.alternativeUtc,
    timeNote: [time.note, houseNote, ...extraNotes].filter(Boolean).join(" ") || null,
    timeKnown,
    latitude: input.latitude,
    longitude: input.longitude,
    bodies,
    ascendant: w.ascendant ? { longitude: round(w.ascendant.longitude, 6), sign: w.ascendant.sign } : null,
    midheaven: w.midheaven ? { longitude: round(w.midheaven.longitude, 6), sign: w.midheaven.sign } : null,
    houses: w.houses ? w.houses.map((c) => round(c, 6)) : null,
    houseSystem: w.houseSystem,
    houseNote,
    aspects: w.aspects,
    conventions: { ...conventions },
  };

  return {
    input,
    jdUt,
    sunSign: w.bodies.Sun.sign,
    moonSign,
    moonSignCandidates,
    sunSignCandidates,
    ascendantSign: w.ascendant ? w.ascendant.sign : null,
    planetaryPositions,
    chart,
    chinese,
    vedic,
  };
}

export { SIGNS };
