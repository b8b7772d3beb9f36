/**
 * Daily horoscope, in two steps so a million users cost minutes, not hours:
 *   daySky(date, timezone)          - the real sky of that local date (computed once, memoized)
 *   composeDaily(chart, sky, seed)  - per-user composition: pure arithmetic and string joins
 * Deterministic for (user, date): the only "randomness" is a hash of the seed and date.
 */
import { PLANETS, SIGN_INFO, signIndex, signOf, norm360, type Planet, type Sign } from "./constants";
import { tropicalPositions } from "./ephemeris";
import { julianDayFromMs, zonedToUtcMs } from "./time";
import { aspectBetween, houseOf, type AspectType } from "./western";
import type { ChartData } from "./natal";
import * as T from "./texts/daily";

export interface SkyBody {
  planet: Planet;
  longitude: number;
  sign: Sign;
  speed: number;
  retrograde: boolean;
  station: "retrograde" | "direct" | null;
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
  phaseText: string;
  /** Planets (other than the Moon) that change sign during the local day. */
  ingresses: { planet: Planet; from: Sign; to: Sign }[];
}

export interface DailyFacts {
  date: string;
  moonSign: Sign;
  moonHouse: number | null;
  phase: string;
  aspects: { transit: Planet; natal: Planet | "Ascendant"; type: AspectType; orb: number }[];
  retrogrades: Planet[];
  stations: { planet: Planet; kind: "retrograde" | "direct" }[];
  ingresses: { planet: Planet; from: Sign; to: Sign }[];
}

export interface DailyHoroscope {
  date: string;
  content: string;
  facts: DailyFacts;
}

const DAY_MS = 86_400_000;
const skyCache = new Map<string, DaySky>();

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The sky for a local calendar date in an IANA zone (memoized; the cache holds ~1,000 entries). */
export function daySky(date: string, timezone: string): DaySky {
  const key = `${date}|${timezone}`;
  const hit = skyCache.get(key);
  if (hit) return hit;
  const noonMs = zonedToUtcMs(date, "12:00", timezone);
  const startMs = zonedToUtcMs(date, "00:00", timezone);
  const endMs = zonedToUtcMs(nextDate(date), "00:00", timezone) - 1000;
  const jd = julianDayFromMs(noonMs);
  const now = tropicalPositions(jd);
  const before = tropicalPositions(jd - 1);
  const after = tropicalPositions(jd + 1);
  const start = tropicalPositions(julianDayFromMs(startMs));
  const end = tropicalPositions(julianDayFromMs(endMs));
  const bodies: SkyBody[] = PLANETS.map((planet, i) => {
    const p = now[i]!;
    const sb = before[i]!.speed;
    const sa = after[i]!.speed;
    let station: SkyBody["station"] = null;
    if (planet !== "Sun" && planet !== "Moon" && Math.sign(sb) !== Math.sign(sa)) {
      // The speed changes sign within +-1 day of noon: a station.
      station = sa < 0 ? "retrograde" : "direct";
    }
    return { planet, longitude: norm360(p.longitude), sign: signOf(p.longitude), speed: p.speed, retrograde: p.speed < 0, station };
  });
  const phaseAngle = norm360(now[1]!.longitude - now[0]!.longitude);
  const phase = T.LUNAR_PHASES.find((ph) => phaseAngle < ph.max) ?? T.LUNAR_PHASES[0]!;
  const ingresses: DaySky["ingresses"] = [];
  PLANETS.forEach((planet, i) => {
    if (planet === "Moon") return;
    const from = signOf(start[i]!.longitude);
    const to = signOf(end[i]!.longitude);
    if (from !== to) ingresses.push({ planet, from, to });
  });
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
    phaseText: phase.text,
    ingresses,
  };
  if (skyCache.size >= 1000) skyCache.delete(skyCache.keys().next().value!);
  skyCache.set(key, sky);
  return sky;
}

/** FNV-1a 32-bit: stable, fast, no randomness. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(list: readonly T[], seed: number, salt: number): T {
  return list[((seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0) % list.length]!;
}

// Orb allowed for a transit-to-natal aspect: tight, so only "exact-ish" contacts are mentioned.
const TRANSIT_ORB: Record<Planet, number> = {
  Sun: 2, Moon: 4, Mercury: 2, Venus: 2, Mars: 2, Jupiter: 1.5, Saturn: 1.5, Uranus: 1, Neptune: 1, Pluto: 1,
};
// Weight: slow planets and the luminaries matter more in ranking.
const WEIGHT: Record<Planet, number> = {
  Sun: 1.2, Moon: 0.6, Mercury: 0.9, Venus: 1, Mars: 1.1, Jupiter: 1.2, Saturn: 1.3, Uranus: 1.2, Neptune: 1.1, Pluto: 1.3,
};

function relation(a: Sign, b: Sign): keyof typeof T.MOON_IN_NATAL_SIGN {
  const d = (signIndex(b) - signIndex(a) + 12) % 12;
  if (d === 0) return "same";
  if (d === 6) return "opposite";
  if (d === 4 || d === 8 || d === 2 || d === 10) return "harmonious";
  if (d === 3 || d === 9) return "tense";
  return "neutral";
}

function fill(tpl: string, vars: Record<string, string>): string {
  return tpl.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Compose one user's horoscope from a precomputed sky. `seed` identifies the user (e.g. user id);
 * it only varies the wording, never the facts.
 */
export function composeDaily(chart: ChartData, sky: DaySky, seed = ""): DailyHoroscope {
  const h = hash32(`${seed}|${chart.utc}|${sky.date}`);
  const timeKnown = chart.timeKnown && chart.houses !== null;

  // Transit-to-natal aspects, ranked by weighted orb.
  const natalPoints: { name: Planet | "Ascendant"; longitude: number }[] = [];
  for (const p of PLANETS) {
    if (p === "Moon" && !chart.timeKnown) continue; // the natal Moon's degree is uncertain without a time
    natalPoints.push({ name: p, longitude: chart.bodies[p].longitude });
  }
  if (timeKnown && chart.ascendant) natalPoints.push({ name: "Ascendant", longitude: chart.ascendant.longitude });
  const found: { transit: Planet; natal: Planet | "Ascendant"; type: AspectType; orb: number; score: number }[] = [];
  for (const b of sky.bodies) {
    const limit = TRANSIT_ORB[b.planet] / 8; // aspectBetween scales its default orbs by this factor
    for (const n of natalPoints) {
      const asp = aspectBetween(b.longitude, n.longitude, limit);
      if (!asp || asp.orb > TRANSIT_ORB[b.planet]) continue;
      const natalWeight = n.name === "Sun" || n.name === "Moon" || n.name === "Ascendant" ? 1.3 : 1;
      found.push({ transit: b.planet, natal: n.name, type: asp.type, orb: asp.orb, score: asp.orb / (WEIGHT[b.planet] * natalWeight) });
    }
  }
  found.sort((a, b) => a.score - b.score);
  const top = found.slice(0, 3);

  const paragraphs: string[] = [];

  // 1. The Moon today.
  const moonBits = [T.MOON_SIGN_MOOD[sky.moonSign]];
  if (sky.moonSignStart !== sky.moonSignEnd) {
    moonBits.push(`It changes sign during the day, moving from ${sky.moonSignStart} into ${sky.moonSignEnd}, so expect the mood to shift.`);
  }
  let moonHouse: number | null = null;
  if (timeKnown && chart.houses) {
    const moon = sky.bodies[1]!;
    moonHouse = houseOf(moon.longitude, chart.houses);
    moonBits.push(`For you it crosses ${T.HOUSE_AREAS[moonHouse - 1]}.`);
  }
  const natalMoonSign = chart.timeKnown ? chart.bodies.Moon.sign : null;
  if (natalMoonSign) moonBits.push(T.MOON_IN_NATAL_SIGN[relation(natalMoonSign, sky.moonSign)]);
  moonBits.push(sky.phaseText);
  paragraphs.push(moonBits.join(" "));

  // 2. Aspects.
  if (top.length) {
    const lines = top.map((a, i) => {
      const natalName = a.natal === "Ascendant" ? "Ascendant" : `natal ${a.natal}`;
      const head = `Transiting ${a.transit} ${T.ASPECT_NAMES[a.type]} your ${natalName} (orb ${a.orb.toFixed(1)}°).`;
      const body = fill(pick(T.ASPECT_TEMPLATES[a.type], h, i + 3), {
        tb: T.TRANSIT_BRINGS[a.transit],
        nk: T.NATAL_POINT[a.natal],
      });
      return `${head} ${capitalise(body)}`;
    });
    paragraphs.push(lines.join(" "));
  } else {
    paragraphs.push(pick(T.QUIET_SKY, h, 1));
  }

  // 3. Stations and retrogrades.
  const stations = sky.bodies.filter((b) => b.station).map((b) => ({ planet: b.planet, kind: b.station! }));
  const retrogrades = sky.bodies.filter((b) => b.retrograde && b.planet !== "Sun" && b.planet !== "Moon").map((b) => b.planet);
  const slow: string[] = [];
  for (const ing of sky.ingresses) {
    const own = ing.to === chart.bodies.Sun.sign ? ", your Sun sign," : "";
    slow.push(`${ing.planet} ${ing.planet === "Sun" ? "moves into" : "enters"} ${ing.to}${own} today${ing.planet === "Sun" ? ", opening a new solar month" : ""}, shifting matters of ${T.PLANET_DOMAIN[ing.planet]} from ${ELEMENT_TONE[SIGN_INFO[signIndex(ing.from)]!.element]} to ${ELEMENT_TONE[SIGN_INFO[signIndex(ing.to)]!.element]}.`);
  }
  for (const s of stations) slow.push(fill(T.STATION_NOTE[s.kind], { p: s.planet, k: T.PLANET_DOMAIN[s.planet] }));
  const personal = retrogrades.filter((p) => !stations.some((s) => s.planet === p) && (p === "Mercury" || p === "Venus" || p === "Mars"));
  for (const p of personal) slow.push(T.RETROGRADE_NOTES[p]!);
  const outer = retrogrades.filter((p) => !personal.includes(p) && !stations.some((s) => s.planet === p));
  if (outer.length) {
    slow.push(`${listJoin(outer)} ${outer.length > 1 ? "are" : "is"} retrograde in the background, favouring review over new launches in matters of ${listJoin(outer.map((p) => T.PLANET_DOMAIN[p]))}.`);
  }
  if (!retrogrades.length && !stations.length) slow.push("Every planet moves forward today, a clean runway for new plans.");
  paragraphs.push(slow.join(" "));

  // 4. Advice for the Sun sign's element, plus the Sun's current sign.
  const element = SIGN_INFO[signIndex(chart.bodies.Sun.sign)]!.element;
  const sunNow = sky.bodies[0]!.sign;
  paragraphs.push(
    `${pick(T.ELEMENT_ADVICE[element], h, 2)} With the Sun in ${sunNow} this month, ${sunNow === chart.bodies.Sun.sign ? "it is your season: renew your goals and celebrate how far you have come." : `the collective focus is on ${T.SEASON_FOCUS[sunNow]}, and you can make that work for you as ${/^[AEIOU]/.test(chart.bodies.Sun.sign) ? "an" : "a"} ${chart.bodies.Sun.sign}.`}`,
  );

  return {
    date: sky.date,
    content: paragraphs.join("\n\n"),
    facts: {
      date: sky.date,
      moonSign: sky.moonSign,
      moonHouse,
      phase: sky.phaseName,
      aspects: top.map(({ transit, natal, type, orb }) => ({ transit, natal, type, orb: Math.round(orb * 100) / 100 })),
      retrogrades,
      stations,
      ingresses: sky.ingresses,
    },
  };
}

const ELEMENT_TONE = { Fire: "a fiery key", Earth: "an earthy key", Air: "an airy key", Water: "a watery key" } as const;

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** `(chart, date, timezone) -> { date, content }` in one call (the sky is memoized). */
export function dailyHoroscope(chart: ChartData, date: string, timezone: string, seed = ""): DailyHoroscope {
  return composeDaily(chart, daySky(date, timezone), seed);
}
