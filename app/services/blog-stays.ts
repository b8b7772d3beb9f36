/**
 * A body's real stays in the signs for the blog writer: whole stays (never cut at a calendar year's
 * edge), a sign's last and next passage around a date, the Sun's season that begins in a year, and a
 * body's returns to the degrees it held in a birth year. One body's longitude at a time, stepped and
 * halved to the second, so searches across decades stay cheap.
 */
import { SIGNS, type Planet, type Sign } from "~/astrology/constants";
import { tropicalPosition } from "~/astrology/ephemeris";
import { julianDayFromMs } from "~/astrology/time";

const DAY = 86_400_000;

/** The most degrees a day a body moves, direct or retrograde, as seen from the Earth (with a margin). */
const MAX_SPEED: Record<Planet, number> = { Sun: 1.03, Moon: 15.5, Mercury: 2.3, Venus: 1.3, Mars: 0.85, Jupiter: 0.26, Saturn: 0.14, Uranus: 0.07, Neptune: 0.04, Pluto: 0.045 };
/** Years a body takes to come round the zodiac (the Sun's path, as seen from the Earth). */
const CYCLE_YEARS: Record<Planet, number> = { Sun: 1, Moon: 0.075, Mercury: 1, Venus: 1, Mars: 1.88, Jupiter: 11.86, Saturn: 29.46, Uranus: 84, Neptune: 165, Pluto: 248 };
/** A retrograde dip back out of a sign and in again takes well under a year. */
const REENTRY_GAP = 365 * DAY;

export type Stay = { sign: Sign; start: string; end: string };

export function longitudeAt(planet: Planet, ms: number): number {
  return tropicalPosition(julianDayFromMs(ms), planet).longitude;
}

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
const norm360 = (x: number) => ((x % 360) + 360) % 360;
const norm180 = (x: number) => norm360(x + 180) - 180;

/** The first instant after `a` at which `test` differs from its value at `a` (it differs at `b`), to a second. */
function change<T>(test: (ms: number) => T, a: number, b: number): number {
  const at = test(a);
  let lo = a;
  let hi = b;
  while (Math.abs(hi - lo) > 1000) {
    const mid = (lo + hi) / 2;
    if (test(mid) === at) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The next instant (direction 1) or the last one (-1) from `ms`, within `limitMs`, at which the body
 * crosses one of the `marks` (degrees); null if none. The body cannot reach a mark sooner than its
 * distance over its greatest speed, so it steps that far at a time and misses no crossing.
 */
function crossing(planet: Planet, ms: number, direction: 1 | -1, marks: readonly number[], limitMs: number): number | null {
  const side = (t: number) => {
    const lon = longitudeAt(planet, t);
    return marks.map((m) => (norm180(lon - m) >= 0 ? "1" : "0")).join("");
  };
  const minStep = 3_600_000;
  let t = ms;
  let here = side(t);
  while (Math.abs(t - ms) < limitMs) {
    const lon = longitudeAt(planet, t);
    const distance = Math.min(...marks.map((m) => Math.abs(norm180(lon - m))));
    const step = Math.max(minStep, (distance / MAX_SPEED[planet]) * DAY);
    const next = t + direction * step;
    const there = side(next);
    if (there !== here) return direction === 1 ? change(side, t, next) : change(side, next, t);
    t = next;
    here = there;
  }
  return null;
}

const SIGN_MARKS = SIGNS.map((_, i) => i * 30);
const signAt = (planet: Planet, ms: number) => SIGNS[Math.floor(norm360(longitudeAt(planet, ms)) / 30)]!;
const FAR = 400 * 365.25 * DAY;

/** The whole stays of a body, from the one in force at `fromMs` to the one in force at `toMs`, in order. */
export function wholeStays(planet: Planet, fromMs: number, toMs: number): Stay[] {
  let start = crossing(planet, fromMs, -1, SIGN_MARKS, FAR)!;
  const out: Stay[] = [];
  for (;;) {
    const sign = signAt(planet, start + 1000);
    const end = crossing(planet, start + 1000, 1, SIGN_MARKS, FAR)!;
    out.push({ sign, start: iso(start), end: iso(end) });
    if (end >= toMs) return out;
    start = end;
  }
}

/** A body's stays in one sign that overlap [fromMs, toMs), whole. */
export function staysIn(planet: Planet, sign: Sign, fromMs: number, toMs: number): Stay[] {
  return wholeStays(planet, fromMs, toMs).filter((s) => s.sign === sign);
}

/** A passage: the stays of one visit to a sign from the ingress at `ingressMs`, a retrograde's dips out and back in included. */
function passageFrom(planet: Planet, sign: Sign, ingressMs: number): Stay[] {
  const out: Stay[] = [];
  let start = ingressMs;
  for (;;) {
    const end = crossing(planet, start + 1000, 1, SIGN_MARKS, FAR)!;
    out.push({ sign, start: iso(start), end: iso(end) });
    const back = crossing(planet, end + 1000, 1, SIGN_MARKS, REENTRY_GAP);
    if (back === null || signAt(planet, back + 1000) !== sign) return out;
    start = back;
  }
}

/** The ingress into `sign` at or before `ms` (backwards) or after it (forwards), within a century; null if none. */
function ingress(planet: Planet, sign: Sign, ms: number, direction: 1 | -1): number | null {
  const limit = Math.min(CYCLE_YEARS[planet] * 1.1, 100) * 365.25 * DAY;
  let t = ms;
  for (;;) {
    const at = crossing(planet, t, direction, SIGN_MARKS, limit - Math.abs(t - ms));
    if (at === null) return null;
    if (signAt(planet, at + 1000) === sign && signAt(planet, at - 1000) !== sign) return at;
    t = at + direction * 1000;
  }
}

/**
 * The last passage of a body through a sign that began at or before `ms` (its first ingress: a
 * retrograde re-entry is part of the passage it interrupts) and the next one after it.
 */
export function lastAndNextPassage(planet: Planet, sign: Sign, ms: number): { last: Stay[] | null; next: Stay[] | null } {
  let lastIngress = ingress(planet, sign, ms, -1);
  // Walk back over re-entries: an ingress shortly after leaving the sign belongs to the earlier passage.
  while (lastIngress !== null) {
    const left = crossing(planet, lastIngress - 1000, -1, SIGN_MARKS, REENTRY_GAP);
    if (left === null || signAt(planet, left - 1000) !== sign) break;
    lastIngress = crossing(planet, left - 1000, -1, SIGN_MARKS, FAR);
  }
  const last = lastIngress === null ? null : passageFrom(planet, sign, lastIngress);
  const lastEnd = last?.length ? Date.parse(last.at(-1)!.end) : ms;
  const nextIngress = ingress(planet, sign, Math.max(ms, lastEnd), 1);
  return { last, next: nextIngress === null ? null : passageFrom(planet, sign, nextIngress) };
}

/** The Sun's stay in `sign` that begins in `year` (a Capricorn season begins in December). */
export function sunSeason(sign: Sign, year: number): Stay {
  const from = Date.UTC(year, 0, 1);
  return staysIn("Sun", sign, from, Date.UTC(year + 1, 0, 1)).find((s) => Date.parse(s.start) >= from)!;
}

/** Days between the start and end of a stay. */
export function stayDays(stay: { start: string; end: string }): number {
  return Math.round((Date.parse(stay.end) - Date.parse(stay.start)) / DAY);
}

export type ReturnWindow = {
  /** The body's longitudes over the birth year: where it stood on the first and last day, and its range. */
  natal: { first: number; last: number; low: number; high: number };
  /** Stretches in which the body is back within the birth year's degrees. */
  spans: { start: string; end: string }[];
  /** Its stations (turning retrograde or direct) within those stretches. */
  stations: { date: string; turn: "retrograde" | "direct"; longitude: number }[];
  /** The exact return for a birth on the 15th of each month: every date the body crosses that month's degree. */
  byMonth: { month: number; natal: number; exact: string[] }[];
};

/**
 * A body's first return to the degrees it held during `birthYear`, searched from `afterYears` to
 * `afterYears + 6` years later; its stations are those from `stationsFrom` to `stationsTo` (the
 * passage through the birth sign, say) as well as within the return.
 */
export function returnWindow(planet: Planet, birthYear: number, afterYears: number, stationsFrom?: number, stationsTo?: number): ReturnWindow {
  const yearStart = Date.UTC(birthYear, 0, 1);
  const yearEnd = Date.UTC(birthYear + 1, 0, 1) - DAY;
  const first = longitudeAt(planet, yearStart);
  const samples: number[] = [];
  for (let t = yearStart; t <= yearEnd; t += DAY) samples.push(norm180(longitudeAt(planet, t) - first));
  const low = norm360(first + Math.min(...samples));
  const high = norm360(first + Math.max(...samples));
  const width = norm360(high - low);
  const within = (ms: number) => norm360(longitudeAt(planet, ms) - low) <= width;
  const from = Date.UTC(birthYear + afterYears, 0, 1);
  const to = Date.UTC(birthYear + afterYears + 6, 0, 1);
  const spans: { start: string; end: string }[] = [];
  let open: number | null = within(from) ? from : null;
  for (let t = from; t < to; ) {
    const at = crossing(planet, t, 1, [low, high], to - t);
    if (at === null) break;
    const inside = within(at + 1000);
    if (inside && open === null) open = at;
    else if (!inside && open !== null) {
      spans.push({ start: iso(open), end: iso(at) });
      open = null;
    }
    t = at + 1000;
  }
  if (open !== null) spans.push({ start: iso(open), end: iso(to) });

  // Stations: where the daily motion changes sign, found a few days at a time and halved to the second.
  const direction = (ms: number) => Math.sign(tropicalPosition(julianDayFromMs(ms), planet).speed);
  const stations: ReturnWindow["stations"] = [];
  const scanFrom = Math.min(stationsFrom ?? Infinity, ...spans.map((s) => Date.parse(s.start)));
  const scanTo = Math.max(stationsTo ?? -Infinity, ...spans.map((s) => Date.parse(s.end)));
  const step = 5 * DAY;
  if (Number.isFinite(scanFrom) && Number.isFinite(scanTo)) {
    for (let t = scanFrom; t < scanTo; t += step) {
      const end = Math.min(t + step, scanTo);
      if (direction(t) !== direction(end)) {
        const at = change(direction, t, end);
        stations.push({ date: iso(at), turn: direction(end) < 0 ? "retrograde" : "direct", longitude: longitudeAt(planet, at) });
      }
    }
  }
  const byMonth = Array.from({ length: 12 }, (_, m) => {
    const natal = longitudeAt(planet, Date.UTC(birthYear, m, 15));
    const exact: string[] = [];
    for (let t = from; t < to; ) {
      const at = crossing(planet, t, 1, [natal], to - t);
      if (at === null) break;
      exact.push(iso(at));
      t = at + 1000;
    }
    return { month: m + 1, natal, exact };
  });
  return { natal: { first, last: longitudeAt(planet, yearEnd), low, high }, spans, stations, byMonth };
}
