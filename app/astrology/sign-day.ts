/**
 * The sky of a day, week or month as a sun-sign column reads it: whole-sign houses counted from the
 * sign (the sign itself is the first house), the Moon's path through them with its change of sign and
 * every aspect it perfects that day, planets entering a house, stations, lunations and eclipses.
 * Pure: built on daySky() (one computation per date and zone, memoized) and the ephemeris.
 */
import { PLANETS, SIGNS, norm360, signIndex, signOf, type Planet, type Sign } from "./constants";
import { daySky, localClock, nextDate, type DaySky, type LunationPhase } from "./daily";
import { tropicalPosition } from "./ephemeris";
import { eclipsesBetween, type Eclipse, type EclipseType } from "./forecast";
import { julianDayFromMs, zonedToUtcMs } from "./time";
import { ASPECT_ANGLES, type AspectType } from "./western";

/** The sign's whole-sign house (1-12) for a zodiac sign. */
export function houseFrom(sign: Sign, of: Sign): number {
  return ((signIndex(of) - signIndex(sign) + 12) % 12) + 1;
}

export function isSign(value: string): value is Sign {
  return (SIGNS as readonly string[]).includes(value);
}

/** "aries" → "Aries"; null for anything that is not a sign. */
export function signFromSlug(slug: string): Sign | null {
  const name = slug.charAt(0).toUpperCase() + slug.slice(1).toLowerCase();
  return slug === slug.toLowerCase() && isSign(name) ? name : null;
}

export interface PlacedBody {
  planet: Planet;
  sign: Sign;
  /** Whole degree within the sign at local noon. */
  degree: number;
  house: number;
  retrograde: boolean;
}

export interface MoonContact {
  /** The planet the Moon reaches an exact aspect with. */
  planet: Planet;
  type: AspectType;
  /** Local 24-hour time of exactness ("14:05"). */
  time: string;
  planetSign: Sign;
  planetHouse: number;
}

export interface HouseIngress {
  planet: Planet;
  from: Sign;
  to: Sign;
  /** The house it enters. */
  house: number;
  time: string;
  /** Retrograde, back into the sign it had left (Aquarius after Pisces): a return, not an arrival. */
  backwards: boolean;
}

export interface HouseStation {
  planet: Planet;
  direction: "retrograde" | "direct";
  sign: Sign;
  degree: number;
  house: number;
}

export interface HouseLunation {
  phase: LunationPhase;
  time: string;
  sign: Sign;
  degree: number;
  house: number;
  /** When the lunation is an eclipse (the Swiss Ephemeris's eclipse search), of the Sun or of the Moon. */
  eclipse: "solar" | "lunar" | null;
  /** The eclipse's kind: total, annular, hybrid, partial or penumbral. */
  eclipseType: EclipseType | null;
}

export interface SignDay {
  sign: Sign;
  date: string;
  timezone: string;
  dayNumber: number;
  /** Positions at local noon, Sun to Pluto. */
  bodies: PlacedBody[];
  moon: PlacedBody & { illumination: number; waxing: boolean; phase: string };
  /** The Moon's change of sign that day, with the houses it leaves and enters. */
  moonIngress: (HouseIngress & { fromHouse: number }) | null;
  moonContacts: MoonContact[];
  ingresses: HouseIngress[];
  stations: HouseStation[];
  lunation: HouseLunation | null;
}

function gap(ms: number, planet: Planet): number {
  const jd = julianDayFromMs(ms);
  return norm360(tropicalPosition(jd, "Moon").longitude - tropicalPosition(jd, planet).longitude);
}

/**
 * Every aspect the Moon perfects with another body between the day's two local midnights. The Moon
 * outruns every planet, so its distance ahead of each only grows: each angle crossed is found by bisection.
 */
export function moonContacts(sky: DaySky, sign: Sign, startMs: number, endMs: number): MoonContact[] {
  return skyContacts(sky, startMs, endMs).map((c) => ({ ...c, planetHouse: houseFrom(sign, c.planetSign) }));
}

// The contacts of a day are the same for every sign (only the houses differ): found once per date and zone.
const contactCache = new Map<string, Omit<MoonContact, "planetHouse">[]>();

function skyContacts(sky: DaySky, startMs: number, endMs: number): Omit<MoonContact, "planetHouse">[] {
  const key = `${sky.date}|${sky.timezone}`;
  const hit = contactCache.get(key);
  if (hit) return hit;
  const out: (Omit<MoonContact, "planetHouse"> & { at: number })[] = [];
  for (const planet of PLANETS) {
    if (planet === "Moon") continue;
    const g0 = gap(startMs, planet);
    const span = norm360(gap(endMs, planet) - g0);
    for (const { angle, type } of ASPECT_ANGLES) {
      const ahead = norm360(angle - g0);
      if (!(ahead < span) || ahead === 0) continue;
      let lo = startMs;
      let hi = endMs;
      for (let i = 0; i < 20; i++) {
        const mid = (lo + hi) / 2;
        if (norm360(gap(mid, planet) - g0) < ahead) lo = mid;
        else hi = mid;
      }
      const at = (lo + hi) / 2;
      const planetSign = signOf(tropicalPosition(julianDayFromMs(at), planet).longitude);
      out.push({ planet, type, time: localClock(at, sky.timezone), planetSign, at });
    }
  }
  const contacts = out.sort((a, b) => a.at - b.at).map(({ at: _at, ...contact }) => contact);
  if (contactCache.size >= 1000) contactCache.delete(contactCache.keys().next().value!);
  contactCache.set(key, contacts);
  return contacts;
}

/** One sign's day in a zone. */
export function signDay(sign: Sign, date: string, timezone: string): SignDay {
  const sky = daySky(date, timezone);
  const startMs = zonedToUtcMs(date, "00:00", timezone);
  const endMs = zonedToUtcMs(nextDate(date), "00:00", timezone);
  const bodies = sky.bodies.map((b) => ({
    planet: b.planet,
    sign: b.sign,
    degree: Math.floor(b.longitude % 30),
    house: houseFrom(sign, b.sign),
    retrograde: b.retrograde,
  }));
  const moonBody = bodies[1]!;
  let lunation: HouseLunation | null = null;
  if (sky.lunation) {
    const l = sky.lunation;
    let found: Eclipse | undefined;
    if (l.phase === "New Moon" || l.phase === "Full Moon") {
      // Greatest eclipse falls within hours of the exact syzygy; a day either side finds it.
      const at = zonedToUtcMs(date, l.time, timezone);
      const kind = l.phase === "New Moon" ? "solar" : "lunar";
      found = eclipsesBetween(at - 86_400_000, at + 86_400_000).find((e) => e.kind === kind);
    }
    lunation = {
      phase: l.phase,
      time: l.time,
      sign: l.sign,
      degree: Math.floor(l.longitude % 30),
      house: houseFrom(sign, l.sign),
      eclipse: found?.kind ?? null,
      eclipseType: found?.type ?? null,
    };
  }
  return {
    sign,
    date,
    timezone,
    dayNumber: sky.dayNumber,
    bodies,
    moon: { ...moonBody, illumination: sky.illumination, waxing: sky.phaseAngle < 180, phase: sky.phaseName },
    moonIngress: sky.moonIngress
      ? { ...sky.moonIngress, house: houseFrom(sign, sky.moonIngress.to), fromHouse: houseFrom(sign, sky.moonIngress.from), backwards: false }
      : null,
    moonContacts: moonContacts(sky, sign, startMs, endMs),
    ingresses: sky.ingresses.map((i) => ({ ...i, house: houseFrom(sign, i.to), backwards: (signIndex(i.from) - signIndex(i.to) + 12) % 12 === 1 })),
    stations: sky.bodies
      .filter((b) => b.station)
      .map((b) => ({ planet: b.planet, direction: b.station!, sign: b.sign, degree: Math.floor(b.longitude % 30), house: houseFrom(sign, b.sign) })),
    lunation,
  };
}

/** The sign's days from `from` to `to` inclusive (a week or a month), in order. */
export function signDays(sign: Sign, from: string, to: string, timezone: string): SignDay[] {
  const out: SignDay[] = [];
  for (let date = from; date <= to; date = nextDate(date)) out.push(signDay(sign, date, timezone));
  return out;
}
