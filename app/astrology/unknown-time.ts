/**
 * A birth day without a birth time: what the whole local calendar day settles and what it leaves open.
 * Each body is read at the first and the last second of the day at the birth place (local legal time,
 * or the place's mean time before standard time); when its sign (or, for the sidereal Moon, its
 * nakshatra) differs, the instant of the change is found by bisection and given on the local clock.
 * The Chinese pillars are compared the same way: year, month and day hold unless a solar term (or
 * Li Chun) fell on that day.
 */
import { PLANETS, signOf, type Nakshatra, type Planet, type Sign } from "./constants";
import { fourPillars } from "./bazi";
import { moonLongitude, siderealPosition, tropicalPosition } from "./ephemeris";
import { julianDayFromMs, localDayBounds, placeClockAt, resolveBirthTime } from "./time";
import { nakshatraOf } from "./vedic";
import type { Ayanamsa } from "./conventions";

/** One change during the day: the value before and after, the instant (UT) and the local clock time ("HH:MM"). */
export interface DayChange<T extends string = string> {
  from: T;
  to: T;
  utc: string;
  localTime: string;
}

export interface BodyDay {
  /** Sign at the day's start and, when it changed, at its end. */
  signs: Sign[];
  change: DayChange<Sign> | null;
  /** Longitude (tropical, degrees) at the start and the end of the day. */
  start: number;
  end: number;
}

export interface UnknownTimeDay {
  /** The local calendar day, YYYY-MM-DD. */
  date: string;
  bodies: Record<Planet, BodyDay>;
  /** Sidereal Moon: every lunar mansion it was in that day, in order, and when it moved on. */
  nakshatras: Nakshatra[];
  nakshatraChanges: DayChange<Nakshatra>[];
  /** Chinese pillars that stayed the same all day ("Geng-Wu"), null when that pillar changed during the day. */
  pillars: { year: string | null; month: string | null; day: string };
}

const SECOND = 1000;

/** The first instant in (lo, hi] at which `value` differs from its value at lo (one change assumed in between). */
function changeInstant<T>(lo: number, hi: number, value: (ms: number) => T): number {
  const before = value(lo);
  let a = lo;
  let b = hi;
  while (b - a > SECOND) {
    const mid = Math.floor((a + b) / 2);
    if (value(mid) === before) a = mid;
    else b = mid;
  }
  return b;
}

/** All changes of `value` over [lo, hi], scanning in steps short enough that no two fall in one step. */
export function changesOver<T extends string>(lo: number, hi: number, stepMs: number, value: (ms: number) => T): { from: T; to: T; ms: number }[] {
  const out: { from: T; to: T; ms: number }[] = [];
  let t = lo;
  let current = value(lo);
  while (t < hi) {
    const next = Math.min(hi, t + stepMs);
    const v = value(next);
    if (v !== current) {
      const ms = changeInstant(t, next, value);
      out.push({ from: current, to: value(ms), ms });
      current = value(ms);
      t = ms;
    } else t = next;
  }
  return out;
}

/** The function remembering its answers: a scan asks again for the instants it began or stopped at. */
export function memo<T>(fn: (ms: number) => T): (ms: number) => T {
  const seen = new Map<number, T>();
  return (ms) => {
    let value = seen.get(ms);
    if (value === undefined) {
      value = fn(ms);
      seen.set(ms, value);
    }
    return value;
  };
}

function pad(n: number) {
  return String(n).padStart(2, "0");
}

export function unknownTimeDay(input: { birthDate: string; latitude: number; longitude: number; timezone?: string; ayanamsa?: Ayanamsa }): UnknownTimeDay {
  const birth = { birthDate: input.birthDate, birthTime: null, latitude: input.latitude, longitude: input.longitude, timezone: input.timezone };
  const noon = resolveBirthTime(birth);
  const { startMs, endMs } = localDayBounds(birth);
  const last = endMs - SECOND;
  // The clock kept at the birth place: the zone's record, the place's own legal clock or its mean time.
  const offsetAt = (ms: number) => placeClockAt(noon.ianaZone, input.latitude, input.longitude, ms).offsetMinutes;
  const localTime = (ms: number) => {
    // Rounded to the minute: the change happens within that minute either way.
    const rounded = Math.round(ms / 60_000) * 60_000;
    const d = new Date(rounded + offsetAt(rounded) * 60_000);
    return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  };
  const change = <T extends string>(c: { from: T; to: T; ms: number }): DayChange<T> => ({
    from: c.from,
    to: c.to,
    utc: new Date(c.ms).toISOString(),
    localTime: localTime(c.ms),
  });
  const jd = julianDayFromMs;

  const bodies = {} as Record<Planet, BodyDay>;
  for (const planet of PLANETS) {
    const lon = memo(planet === "Moon" ? (ms: number) => moonLongitude(jd(ms)) : (ms: number) => tropicalPosition(jd(ms), planet).longitude);
    const start = lon(startMs);
    const end = lon(last);
    // No body but the Moon (under 16° a day) can cross two sign boundaries in a day; the Moon's step
    // of six hours moves it under 4°. A body that ends the day in the sign it began it in did not move on.
    const found = planet !== "Moon" && signOf(start) === signOf(end) ? [] : changesOver(startMs, last, planet === "Moon" ? 6 * 3_600_000 : endMs - startMs, (ms) => signOf(lon(ms)));
    const first = found[0];
    bodies[planet] = {
      signs: first ? [first.from, ...found.map((f) => f.to)] : [signOf(start)],
      change: first ? change(first) : null,
      start,
      end,
    };
  }

  const mansion = memo((ms: number) => nakshatraOf(siderealPosition(jd(ms), "Moon", input.ayanamsa).longitude).name);
  // A mansion spans 13°20′; in six hours the Moon moves under 4°, so each step holds at most one change.
  const mansionChanges = changesOver(startMs, last, 6 * 3_600_000, mansion);

  const pillarsAt = (ms: number) => {
    return fourPillars({ utcMs: ms, sunLongitude: tropicalPosition(jd(ms), "Sun").longitude, utcOffsetMinutes: offsetAt(ms), timeKnown: false }).pillars;
  };
  const p0 = pillarsAt(startMs);
  const p1 = pillarsAt(last);
  const name = (p: { stem: string; branch: string }) => `${p.stem}-${p.branch}`;

  return {
    date: input.birthDate,
    bodies,
    nakshatras: [mansion(startMs), ...mansionChanges.map((c) => c.to)],
    nakshatraChanges: mansionChanges.map(change),
    pillars: {
      year: name(p0.year) === name(p1.year) ? name(p0.year) : null,
      month: name(p0.month) === name(p1.month) ? name(p0.month) : null,
      day: name(p0.day),
    },
  };
}
