/**
 * Daily horoscope, in two steps so a million users cost minutes, not hours:
 *   daySky(date, timezone)          - the real sky of that local date (computed once, memoized)
 *   dailyFacts(chart, sky)          - the day's events for one chart, ranked (pure arithmetic)
 *   composeDaily(chart, sky, seed)  - the facts plus the prose written by texts/daily-writer.ts
 * Stations, ingresses and lunations belong to the local calendar day in `timezone` in which they
 * happen: each is found between that day's local midnight and the next one, never in a ±1 day window.
 * Deterministic for (user, date): the only "randomness" is a hash of the seed and date.
 */
import { LUNAR_PHASES, PLANETS, signIndex, signOf, norm360, type Planet, type Sign } from "./constants";
import { tropicalPosition, tropicalPositions } from "./ephemeris";
import { DAY_MS, julianDayFromMs, zonedToUtcMs } from "./time";
import { aspectBetween, orbTenths, houseOf, type AspectType } from "./western";
import type { ChartData } from "./natal";
import { STORED_LABELS, writeDaily, type WrittenDaily } from "./texts/daily-writer";
import type { Locale } from "~/i18n/locales";
import { LRUCache } from "lru-cache";

export { hash32 } from "./texts/pick";

export interface SkyBody {
  planet: Planet;
  longitude: number;
  sign: Sign;
  speed: number;
  retrograde: boolean;
  /** The planet turns (its speed changes sign) during this local day. */
  station: "retrograde" | "direct" | null;
}

/** A change of sign; `time` is the local wall time (HH:MM) of the crossing in the sky's zone. */
export interface Ingress {
  planet: Planet;
  from: Sign;
  to: Sign;
  time: string;
}

export type LunationPhase = "New Moon" | "First Quarter" | "Full Moon" | "Last Quarter";

export interface Lunation {
  phase: LunationPhase;
  /** Local wall time (HH:MM) of the exact phase in the sky's zone. */
  time: string;
  /** Moon's tropical longitude at that instant. */
  longitude: number;
  sign: Sign;
}

export interface DaySky {
  date: string;
  timezone: string;
  /** Instant used for the positions: local noon of `date` in `timezone`. */
  noonUtc: string;
  bodies: SkyBody[];
  moonSign: Sign;
  /** Moon's sign at the start and end of the local day (differs on an ingress day). */
  moonSignStart: Sign;
  moonSignEnd: Sign;
  phaseAngle: number;
  phaseName: string;
  /** Percentage of the Moon's disc lit at local noon (0-100, rounded). */
  illumination: number;
  /** Planets (other than the Moon) that change sign during the local day, with the local time. */
  ingresses: Ingress[];
  /** The Moon's change of sign during the local day, with the local time (null when it stays). */
  moonIngress: Ingress | null;
  /** New, first-quarter, full or last-quarter Moon during the local day. */
  lunation: Lunation | null;
  /** Day number (days since 1970-01-01 of the local date), for wording that rotates day by day. */
  dayNumber: number;
}

export type NatalPoint = Planet | "Ascendant" | "Midheaven";

export interface DailyAspect {
  transit: Planet;
  natal: NatalPoint;
  type: AspectType;
  /** Degrees from exact, rounded to 0.01. */
  orb: number;
  /** True while the orb is shrinking (the aspect is still building). */
  applying: boolean;
  /**
   * Hours from local noon to the exact aspect at the transiting planet's noon speed: positive ahead
   * (applying), negative behind (separating); null for a planet too slow to say (near a station).
   */
  exactInHours: number | null;
  transitSign: Sign;
  transitRetrograde: boolean;
}

export type DailyEvent =
  | ({ kind: "aspect"; score: number } & DailyAspect)
  | { kind: "lunation"; score: number; lunation: Lunation; house: number | null }
  | { kind: "station"; score: number; planet: Planet; direction: "retrograde" | "direct"; sign: Sign; degree: number }
  | { kind: "ingress"; score: number; planet: Planet; from: Sign; to: Sign; time: string; natalSun: boolean }
  | { kind: "moon"; score: number }
  | { kind: "season"; score: number };

export interface DailyFacts {
  date: string;
  moonSign: Sign;
  moonHouse: number | null;
  /** Moon's sign at the start and end of the local day. */
  moonSignStart: Sign;
  moonSignEnd: Sign;
  /** Whole degree of the Moon in its sign at local noon. */
  moonDegree: number;
  illumination: number;
  waxing: boolean;
  phase: string;
  /** Natal Moon sign (known birth time only) and today's Moon sign's relation to it. */
  natalMoon: { sign: Sign; relation: "same" | "opposite" | "harmonious" | "tense" | "neutral" } | null;
  sunSign: Sign;
  natalSunSign: Sign;
  aspects: DailyAspect[];
  retrogrades: Planet[];
  stations: { planet: Planet; kind: "retrograde" | "direct"; sign: Sign; degree: number }[];
  ingresses: Ingress[];
  moonIngress: Ingress | null;
  lunation: Lunation | null;
  /** Everything worth writing about, most important first. */
  events: DailyEvent[];
  dayNumber: number;
  timeKnown: boolean;
}

export interface DailyHoroscope extends WrittenDaily {
  date: string;
  facts: DailyFacts;
}

const skyCache = new LRUCache<string, DaySky>({ max: 1_000 });

export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

const LUNATION_ANGLES: { angle: number; phase: LunationPhase }[] = [
  { angle: 0, phase: "New Moon" },
  { angle: 90, phase: "First Quarter" },
  { angle: 180, phase: "Full Moon" },
  { angle: 270, phase: "Last Quarter" },
];

function elongation(jd: number): number {
  return norm360(tropicalPosition(jd, "Moon").longitude - tropicalPosition(jd, "Sun").longitude);
}

/** "14:05": an instant on the zone's 24-hour clock. */
export function localClock(ms: number, timezone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: timezone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(ms));
}

/** The lunation (if any) whose exact instant lies in [startMs, endMs). */
function findLunation(startMs: number, endMs: number, e0: number, e1: number, timezone: string): Lunation | null {
  const span = norm360(e1 - e0);
  for (const { angle, phase } of LUNATION_ANGLES) {
    const ahead = norm360(angle - e0);
    if (!(ahead < span) || (ahead === 0 && span === 0)) continue;
    // Bisection on the elongation's distance past the phase angle (monotonic over one day).
    let lo = startMs;
    let hi = endMs;
    for (let i = 0; i < 22; i++) {
      const mid = (lo + hi) / 2;
      if (norm360(elongation(julianDayFromMs(mid)) - e0) < ahead) lo = mid;
      else hi = mid;
    }
    const at = (lo + hi) / 2;
    const longitude = norm360(tropicalPosition(julianDayFromMs(at), "Moon").longitude);
    return { phase, time: localClock(at, timezone), longitude, sign: signOf(longitude) };
  }
  return null;
}

/** The local time at which `planet` leaves the sign it is in at `startMs` (it does so before `endMs`). */
function ingressTime(planet: Planet, startMs: number, endMs: number, timezone: string): string {
  const from = signOf(tropicalPosition(julianDayFromMs(startMs), planet).longitude);
  let lo = startMs;
  let hi = endMs;
  // Bisection to well under a minute (a day halved 12 times is 21 s).
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    if (signOf(tropicalPosition(julianDayFromMs(mid), planet).longitude) === from) lo = mid;
    else hi = mid;
  }
  return localClock(hi, timezone);
}

/** The sky for a local calendar date in an IANA zone (memoized; the cache holds ~1,000 entries). */
export function daySky(date: string, timezone: string): DaySky {
  const key = `${date}|${timezone}`;
  const hit = skyCache.get(key);
  if (hit) return hit;
  const noonMs = zonedToUtcMs(date, "12:00", timezone);
  const startMs = zonedToUtcMs(date, "00:00", timezone);
  // The next local midnight: each instant belongs to exactly one local day.
  const endMs = zonedToUtcMs(nextDate(date), "00:00", timezone);
  const jd = julianDayFromMs(noonMs);
  const now = tropicalPositions(jd);
  const start = tropicalPositions(julianDayFromMs(startMs));
  const end = tropicalPositions(julianDayFromMs(endMs));
  const bodies: SkyBody[] = PLANETS.map((planet, i) => {
    const p = now[i]!;
    let station: SkyBody["station"] = null;
    if (planet !== "Sun" && planet !== "Moon" && Math.sign(start[i]!.speed) !== Math.sign(end[i]!.speed)) {
      station = end[i]!.speed < 0 ? "retrograde" : "direct";
    }
    return { planet, longitude: norm360(p.longitude), sign: signOf(p.longitude), speed: p.speed, retrograde: p.speed < 0, station };
  });
  const phaseAngle = norm360(now[1]!.longitude - now[0]!.longitude);
  const phase = LUNAR_PHASES.find((ph) => phaseAngle < ph.max) ?? LUNAR_PHASES[0]!;
  const ingresses: Ingress[] = [];
  let moonIngress: Ingress | null = null;
  for (const [i, planet] of PLANETS.entries()) {
    const from = signOf(start[i]!.longitude);
    const to = signOf(end[i]!.longitude);
    if (from === to) continue;
    const ingress = { planet, from, to, time: ingressTime(planet, startMs, endMs, timezone) };
    if (planet === "Moon") moonIngress = ingress;
    else ingresses.push(ingress);
  }
  const e0 = norm360(start[1]!.longitude - start[0]!.longitude);
  const e1 = norm360(end[1]!.longitude - end[0]!.longitude);
  const sky: DaySky = {
    date,
    timezone,
    noonUtc: new Date(noonMs).toISOString(),
    bodies,
    moonSign: signOf(now[1]!.longitude),
    moonSignStart: signOf(start[1]!.longitude),
    moonSignEnd: signOf(end[1]!.longitude),
    phaseAngle,
    phaseName: phase.name,
    illumination: Math.round(((1 - Math.cos((phaseAngle * Math.PI) / 180)) / 2) * 100),
    ingresses,
    moonIngress,
    lunation: findLunation(startMs, endMs, e0, e1, timezone),
    dayNumber: Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS),
  };
  skyCache.set(key, sky);
  return sky;
}

// Orb allowed for a transit-to-natal aspect: tight, so only "exact-ish" contacts are mentioned.
const TRANSIT_ORB: Record<Planet, number> = {
  Sun: 2, Moon: 4, Mercury: 2, Venus: 2, Mars: 2, Jupiter: 1.5, Saturn: 1.5, Uranus: 1, Neptune: 1, Pluto: 1,
};
// Weight of the transiting planet: the Moon is fleeting, slow planets and the Sun mark the day more.
const WEIGHT: Record<Planet, number> = {
  Sun: 1.2, Moon: 0.75, Mercury: 0.95, Venus: 1.05, Mars: 1.1, Jupiter: 1.15, Saturn: 1.2, Uranus: 1.05, Neptune: 1, Pluto: 1.05,
};
// Weight of the natal point: angles and luminaries first.
const POINT_WEIGHT: Record<NatalPoint, number> = {
  Sun: 1.35, Moon: 1.35, Ascendant: 1.35, Midheaven: 1.25, Mercury: 1, Venus: 1.1, Mars: 1.05, Jupiter: 0.9, Saturn: 0.95, Uranus: 0.75, Neptune: 0.75, Pluto: 0.8,
};
const ASPECT_WEIGHT: Record<AspectType, number> = { conjunction: 1.2, opposition: 1.05, square: 1.05, trine: 1, sextile: 0.85 };

/** Today's Moon sign against the natal one, by how many signs on it is (0 to 11). */
const RELATIONS = ["same", "neutral", "harmonious", "tense", "harmonious", "neutral", "opposite", "neutral", "harmonious", "tense", "harmonious", "neutral"] as const;

function relation(natal: Sign, today: Sign): (typeof RELATIONS)[number] {
  return RELATIONS[(signIndex(today) - signIndex(natal) + 12) % 12]!;
}

/** The day's events for one chart, ranked. Pure: the sky is computed once per date and zone. */
export function dailyFacts(chart: ChartData, sky: DaySky): DailyFacts {
  const timeKnown = chart.timeKnown && chart.houses !== null;
  const natalPoints: { name: NatalPoint; longitude: number }[] = [];
  for (const p of PLANETS) {
    if (p === "Moon" && !chart.timeKnown) continue; // the natal Moon's degree is uncertain without a time
    natalPoints.push({ name: p, longitude: chart.bodies[p].longitude });
  }
  if (timeKnown && chart.ascendant) natalPoints.push({ name: "Ascendant", longitude: chart.ascendant.longitude });
  if (timeKnown && chart.midheaven) natalPoints.push({ name: "Midheaven", longitude: chart.midheaven.longitude });

  const events: DailyEvent[] = [];
  const aspects: (DailyAspect & { score: number })[] = [];
  for (const b of sky.bodies) {
    const limit = TRANSIT_ORB[b.planet];
    for (const n of natalPoints) {
      const asp = aspectBetween(b.longitude, n.longitude, limit / 8); // default orbs are 5-8°
      if (!asp || asp.orb > limit) continue;
      // Applying when the orb shrinks as the transiting planet moves on (an hour later).
      const later = aspectBetween(b.longitude + b.speed / 24, n.longitude, 2);
      const applying = later !== null && later.type === asp.type ? later.orb < asp.orb : false;
      const closeness = 1 - asp.orb / (limit * 1.15);
      const hours = Math.abs(b.speed) > 0.01 ? (asp.orb / Math.abs(b.speed)) * 24 : null;
      const exactInHours = hours === null ? null : Math.round((applying ? hours : -hours) * 10) / 10;
      const score = 2 * closeness * WEIGHT[b.planet] * POINT_WEIGHT[n.name] * ASPECT_WEIGHT[asp.type] * (applying ? 1.15 : 0.9);
      aspects.push({
        transit: b.planet,
        natal: n.name,
        type: asp.type,
        orb: orbTenths(asp.orb),
        applying,
        exactInHours,
        transitSign: b.sign,
        transitRetrograde: b.retrograde,
        score,
      });
    }
  }
  aspects.sort((a, b) => b.score - a.score);
  for (const a of aspects.slice(0, 6)) events.push({ kind: "aspect", ...a });

  let moonHouse: number | null = null;
  if (timeKnown && chart.houses) moonHouse = houseOf(sky.bodies[1]!.longitude, chart.houses);
  if (sky.lunation) {
    const house = timeKnown && chart.houses ? houseOf(sky.lunation.longitude, chart.houses) : null;
    events.push({ kind: "lunation", score: sky.lunation.phase === "New Moon" || sky.lunation.phase === "Full Moon" ? 2.3 : 1.6, lunation: sky.lunation, house });
  }
  const stations = sky.bodies.filter((b) => b.station).map((b) => ({ planet: b.planet, kind: b.station!, sign: b.sign, degree: Math.floor(b.longitude % 30) }));
  for (const s of stations) {
    events.push({ kind: "station", score: 1.9 * WEIGHT[s.planet], planet: s.planet, direction: s.kind, sign: s.sign, degree: s.degree });
  }
  for (const ing of sky.ingresses) {
    const natalSun = ing.to === chart.bodies.Sun.sign;
    events.push({ kind: "ingress", score: (ing.planet === "Sun" || natalSun ? 1.7 : 1.3) * WEIGHT[ing.planet], planet: ing.planet, from: ing.from, to: ing.to, time: ing.time, natalSun });
  }
  events.push({ kind: "moon", score: 1.05 });
  events.push({ kind: "season", score: 0.5 });
  events.sort((a, b) => b.score - a.score);

  const retrogrades = sky.bodies.filter((b) => b.retrograde && b.planet !== "Sun" && b.planet !== "Moon").map((b) => b.planet);
  const moon = sky.bodies[1]!;
  return {
    date: sky.date,
    moonSign: sky.moonSign,
    moonHouse,
    moonSignStart: sky.moonSignStart,
    moonSignEnd: sky.moonSignEnd,
    moonDegree: Math.floor(moon.longitude % 30),
    illumination: sky.illumination,
    waxing: sky.phaseAngle < 180,
    phase: sky.phaseName,
    natalMoon: chart.timeKnown ? { sign: chart.bodies.Moon.sign, relation: relation(chart.bodies.Moon.sign, sky.moonSign) } : null,
    sunSign: sky.bodies[0]!.sign,
    natalSunSign: chart.bodies.Sun.sign,
    aspects: aspects.slice(0, 6).map(({ score: _score, ...a }) => a),
    retrogrades,
    stations,
    ingresses: sky.ingresses,
    moonIngress: sky.moonIngress,
    lunation: sky.lunation,
    events,
    dayNumber: sky.dayNumber,
    timeKnown,
  };
}

/**
 * Compose one user's horoscope from a precomputed sky. `seed` identifies the user (e.g. user id);
 * it only varies the wording, never the facts.
 */
export function composeDaily(chart: ChartData, sky: DaySky, seed = "", locale: Locale = "en"): DailyHoroscope {
  const facts = dailyFacts(chart, sky);
  const written = writeDaily(facts, `${seed}|${chart.utc}`, locale);
  return { date: sky.date, ...written, facts };
}

/** `(chart, date, timezone) -> { date, content, facts }` in one call (the sky is memoized). */
export function dailyHoroscope(chart: ChartData, date: string, timezone: string, seed = "", locale: Locale = "en"): DailyHoroscope {
  return composeDaily(chart, daySky(date, timezone), seed, locale);
}

/**
 * What the optional AI rewrite receives: the day's events in rank order (facts only) and the strings
 * the built-in text states that a rewrite must keep verbatim (section labels, every degree and orb,
 * the Moon's sign).
 */
export function rewriteFacts(h: DailyHoroscope) {
  const f = h.facts;
  const ranked = f.events.map((e) => {
    switch (e.kind) {
      case "aspect":
        return { kind: e.kind, transit: e.transit, natal: e.natal, type: e.type, orb: e.orb, applying: e.applying, exactInHours: e.exactInHours, transitSign: e.transitSign, transitRetrograde: e.transitRetrograde };
      case "lunation":
        return { kind: e.kind, phase: e.lunation.phase, localTime: e.lunation.time, sign: e.lunation.sign, house: e.house };
      case "station":
        return { kind: e.kind, planet: e.planet, direction: e.direction, sign: e.sign, degree: e.degree };
      case "ingress":
        return { kind: e.kind, planet: e.planet, from: e.from, to: e.to, localTime: e.time };
      case "moon":
        return { kind: e.kind, sign: f.moonSign, degree: f.moonDegree, house: f.moonHouse, illumination: f.illumination, waxing: f.waxing, changesSign: f.moonIngress ? { from: f.moonIngress.from, to: f.moonIngress.to, localTime: f.moonIngress.time } : null };
      default:
        return { kind: e.kind, sun: f.sunSign, natalSun: f.natalSunSign };
    }
  });
  const keep = [...new Set([...h.sections.map((s) => `${STORED_LABELS[s.id]}:`), "Do:", "Don't:", "Sky:", ...(h.content.match(/\d+(?:\.\d)?°/g) ?? []), f.moonSign])];
  return { date: f.date, headline: h.headline, sections: h.sections.map((s) => ({ title: s.title, from: s.source })), ranked, retrogrades: f.retrogrades, keep };
}
