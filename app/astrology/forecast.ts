/**
 * The year ahead: the sky's events for one natal chart over the next N months.
 *
 * - transit: Jupiter to Pluto making a conjunction, opposition, square, trine or sextile to the natal
 *   Sun, Moon, Ascendant, Midheaven, Mercury, Venus or Mars (the Moon and the angles only with a birth
 *   time). `date` is the exact hit; `start`/`end` the stretch within 1° of it.
 * - station: Mercury to Pluto turning retrograde or direct.
 * - ingress: Jupiter to Pluto entering a sign (again after a retrograde step back, too).
 * - lunation: new and full Moons, with solar and lunar eclipses marked.
 *
 * Positions are sampled once a day at 0h UT (a cache shared by every chart); between samples they are
 * interpolated (cubic Hermite on longitude and speed), and sign changes are refined on that curve, so
 * `date` is exact to about a minute for the slow bodies (checked against the ephemeris in the tests).
 */
import sweph from "sweph";
import { PLANETS, SIGNS, norm180, norm360, signOf, type Planet, type Sign } from "./constants";
import { tropicalPosition, tropicalPositions } from "./ephemeris";
import type { ChartData } from "./natal";
import { DAY_MS, julianDayFromMs } from "./time";
import { ASPECT_ANGLES, type AspectType } from "./western";
import { SOLAR_TERMS } from "./chinese-day";
import * as T from "./texts/forecast";
import { LRUCache } from "lru-cache";
import type { Locale } from "~/i18n/locales";

export type ForecastKind = "transit" | "station" | "ingress" | "lunation";
export type TransitAspect = AspectType;
export type ForecastTarget = "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Ascendant" | "Midheaven";

export interface ForecastEvent {
  /** The exact moment (ISO instant, UT). */
  date: string;
  kind: ForecastKind;
  body: Planet;
  /** transit: the natal point; ingress: the sign entered; lunation: the Moon's sign; station: null. */
  target: ForecastTarget | Sign | null;
  /** transit: the aspect; station: "retrograde" | "direct"; lunation: "new" | "full"; ingress: null. */
  aspect: TransitAspect | "retrograde" | "direct" | "new" | "full" | null;
  /** transit: the orb of the window, 1°; otherwise null. */
  orb: number | null;
  /** transit: when the orb first closes within 1° (clipped to about two years); otherwise null. */
  start: string | null;
  end: string | null;
  /** lunation: "solar" or "lunar" when it is an eclipse. */
  eclipse?: "solar" | "lunar" | null;
  /** lunation: the eclipse's kind (total, annular, hybrid, partial, penumbral) when it is one. */
  eclipseType?: EclipseType | null;
  /** Sign the transiting body is in at `date`. */
  sign: Sign;
  text: string;
}

export const TRANSITING: readonly Planet[] = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
const STATIONING: readonly Planet[] = ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
const ORB = 1;
/** Days either side of a hit searched for the edges of its 1° window. */
const WINDOW_LIMIT_DAYS = 730;
const INDEX = Object.fromEntries(PLANETS.map((p, i) => [p, i])) as Record<Planet, number>;

// ---- the shared daily grid ----------------------------------------------------------------------

/** Longitudes and speeds of the ten bodies at 0h UT of one day (PLANETS order). */
interface DaySample {
  lon: Float64Array;
  speed: Float64Array;
}
const grid = new LRUCache<number, DaySample>({ max: 20_000 });

function sample(day: number): DaySample {
  let s = grid.get(day);
  if (!s) {
    const positions = tropicalPositions(julianDayFromMs(day * DAY_MS));
    s = { lon: new Float64Array(positions.map((p) => p.longitude)), speed: new Float64Array(positions.map((p) => p.speed)) };
    grid.set(day, s);
  }
  return s;
}

function iso(ms: number) {
  return new Date(Math.round(ms)).toISOString();
}

const byDate = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
/** The day numbers (of 0h UT) a span starts in and ends by: the samples a walk over it reads. */
const dayRange = (fromMs: number, toMs: number) => [Math.floor(fromMs / DAY_MS), Math.ceil(toMs / DAY_MS)] as const;

/** The instant in the day before day number `day` at which `planet` crosses `longitude` (either way). */
function crossing(planet: Planet, day: number, longitude: number): number {
  const at = (d: number) => norm180(sample(d).lon[INDEX[planet]]! - longitude);
  return refine((ms) => norm180(lonAt(planet, ms) - longitude), (day - 1) * DAY_MS, day * DAY_MS, at(day - 1), at(day));
}

/** The boundary between two signs (by index) a body moved between in a day, forwards or backwards. */
function signBoundary(from: number, to: number): { forward: boolean; boundary: number } {
  const forward = (to - from + 12) % 12 === 1;
  return { forward, boundary: (forward ? to : from) * 30 };
}

/** Cubic Hermite interpolation between two daily samples (longitude and speed at both ends). */
function hermite(b: number, ms: number): { lon: number; speed: number } {
  const x = ms / DAY_MS;
  const day = Math.floor(x);
  const t = x - day;
  const s0 = sample(day);
  const s1 = sample(day + 1);
  const p0 = s0.lon[b]!;
  const p1 = p0 + norm180(s1.lon[b]! - p0);
  const m0 = s0.speed[b]!;
  const m1 = s1.speed[b]!;
  const t2 = t * t;
  const t3 = t2 * t;
  const lon = (2 * t3 - 3 * t2 + 1) * p0 + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * p1 + (t3 - t2) * m1;
  const speed = (6 * t2 - 6 * t) * p0 + (3 * t2 - 4 * t + 1) * m0 + (-6 * t2 + 6 * t) * p1 + (3 * t2 - 2 * t) * m1;
  return { lon: norm360(lon), speed };
}

/** Longitude of a body at an instant, interpolated on the daily grid (well under 0.001° for every body). */
function lonAt(planet: Planet, ms: number) {
  return hermite(INDEX[planet], ms).lon;
}

/** Root of a continuous function with f(a) and f(b) of opposite signs (secant steps kept inside a bisection bracket). */
function refine(f: (ms: number) => number, a: number, b: number, fa: number, fb: number): number {
  for (let i = 0; i < 40 && b - a > 1000; i++) {
    let m = a - (fa * (b - a)) / (fb - fa);
    if (!(m > a + 1 && m < b - 1)) m = (a + b) / 2;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else {
      b = m;
      fb = fm;
    }
  }
  return Math.abs(fa) < Math.abs(fb) ? a : b;
}

/** Where |offset| crosses the orb, walking day by day from `day` in `dir`; interpolated within the day. */
function windowEdge(body: number, natal: number, angle: number, day: number, dir: 1 | -1): number {
  let prev = Math.abs(norm180(sample(day).lon[body]! - natal - angle));
  for (let k = 1; k <= WINDOW_LIMIT_DAYS; k++) {
    const d = day + dir * k;
    const cur = Math.abs(norm180(sample(d).lon[body]! - natal - angle));
    if (cur > ORB) {
      const t = (ORB - prev) / (cur - prev);
      return (d - dir + dir * Math.max(0, Math.min(1, t))) * DAY_MS;
    }
    prev = cur;
  }
  return (day + dir * WINDOW_LIMIT_DAYS) * DAY_MS;
}

// ---- eclipses -----------------------------------------------------------------------------------

const C = sweph.constants;

/** The kind of an eclipse: total, annular or hybrid (annular-total) of the Sun, partial, penumbral of the Moon. */
export type EclipseType = "total" | "annular" | "hybrid" | "partial" | "penumbral";

export interface Eclipse {
  /** Instant of greatest eclipse. */
  ms: number;
  kind: "solar" | "lunar";
  type: EclipseType;
}

/** The kind of an eclipse from the Swiss Ephemeris's flags (hybrid is tested before total and annular). */
export function eclipseTypeOf(flag: number): EclipseType {
  if (flag & C.SE_ECL_ANNULAR_TOTAL) return "hybrid";
  if (flag & C.SE_ECL_TOTAL) return "total";
  if (flag & C.SE_ECL_ANNULAR) return "annular";
  if (flag & C.SE_ECL_PARTIAL) return "partial";
  return "penumbral";
}

const eclipseCache = new LRUCache<string, Eclipse[]>({ max: 500 });

/** Every solar and lunar eclipse whose greatest instant lies in [fromMs, toMs], with its kind. */
export function eclipsesBetween(fromMs: number, toMs: number): Eclipse[] {
  const key = `${Math.floor(fromMs / DAY_MS)}:${Math.floor(toMs / DAY_MS)}`;
  const cached = eclipseCache.get(key);
  if (cached) return cached;
  const out: Eclipse[] = [];
  const search = {
    solar: (jd: number) => sweph.sol_eclipse_when_glob(jd, C.SEFLG_MOSEPH, 0, false as unknown as number),
    lunar: (jd: number) => sweph.lun_eclipse_when(jd, C.SEFLG_MOSEPH, 0, false),
  };
  for (const kind of ["solar", "lunar"] as const) {
    for (let jd = julianDayFromMs(fromMs); ; ) {
      const r = search[kind](jd);
      const max = r.data[0]!;
      if (r.flag <= 0 || max > julianDayFromMs(toMs)) break;
      out.push({ ms: (max - 2440587.5) * DAY_MS, kind, type: eclipseTypeOf(r.flag) });
      jd = max + 20;
    }
  }
  eclipseCache.set(key, out);
  return out;
}

// ---- the forecast -------------------------------------------------------------------------------

export interface ForecastOptions {
  /** Start of the forecast (ms UT); default now. */
  fromMs?: number;
  months: number;
}

export function natalTargets(chart: ChartData): { name: ForecastTarget; longitude: number }[] {
  const { Sun, Moon, Mercury, Venus, Mars } = chart.bodies;
  // Without a birth time the Moon's natal degree is uncertain by several degrees: left out.
  const points = { Sun, Moon: chart.timeKnown ? Moon : null, Mercury, Venus, Mars, Ascendant: chart.ascendant, Midheaven: chart.midheaven };
  return Object.entries(points).flatMap(([name, p]) => (p ? [{ name: name as ForecastTarget, longitude: p.longitude }] : []));
}

/** The end of a forecast of `months` calendar months from `fromMs`. */
export function forecastEnd(fromMs: number, months: number): number {
  const d = new Date(fromMs);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** Events for one natal chart, sorted by date. */
export function forecast(chart: ChartData, options: ForecastOptions): ForecastEvent[] {
  const fromMs = options.fromMs ?? Date.now();
  const toMs = forecastEnd(fromMs, options.months);
  const [firstDay, lastDay] = dayRange(fromMs, toMs);
  const events: ForecastEvent[] = [];
  const inRange = (ms: number) => ms >= fromMs && ms < toMs;

  // Transits. The daily longitudes of each slow body over the range, read once.
  const targets = natalTargets(chart);
  const days = lastDay - firstDay + 1;
  const lon = new Float64Array(days);
  for (const planet of TRANSITING) {
    const b = INDEX[planet];
    for (let i = 0; i < days; i++) lon[i] = sample(firstDay + i).lon[b]!;
    for (const target of targets) {
      // Every aspect angle is a multiple of 30°, and a slow body moves well under 30° a day: a day on
      // which the angle to the natal point changes its 30° step crossed that step's edge, and only
      // such a day can hold an exact aspect (one comparison a day instead of one an aspect).
      let prevStep = Math.floor(norm360(lon[0]! - target.longitude) / 30);
      for (let i = 1; i < days; i++) {
        const step = Math.floor(norm360(lon[i]! - target.longitude) / 30);
        if (step === prevStep) continue;
        const edge = (step === (prevStep + 1) % 12 ? step : prevStep) * 30;
        prevStep = step;
        for (const aspect of ASPECT_ANGLES) {
          if (aspect.angle !== edge) continue;
          const base = target.longitude + aspect.angle;
          const offset = (ms: number) => norm180(lonAt(planet, ms) - base);
          const prev = norm180(lon[i - 1]! - base);
          const cur = norm180(lon[i]! - base);
          if ((cur < 0) !== (prev < 0) && Math.abs(cur - prev) < 10) {
            const day = firstDay + i;
            const hit = refine(offset, (day - 1) * DAY_MS, day * DAY_MS, prev, cur);
            if (inRange(hit)) {
              const hitDay = Math.floor(hit / DAY_MS);
              events.push({
                date: iso(hit),
                kind: "transit",
                body: planet,
                target: target.name,
                aspect: aspect.type,
                orb: ORB,
                start: iso(windowEdge(b, target.longitude, aspect.angle, hitDay, -1)),
                end: iso(windowEdge(b, target.longitude, aspect.angle, hitDay + 1, 1)),
                sign: signOf(lonAt(planet, hit)),
                text: T.transitText(planet, aspect.type, target.name),
              });
            }
          }
        }
      }
    }
  }

  events.push(...skyEvents(fromMs, toMs));
  return events.sort(byDate);
}

/** An event's text in a language: the walker writes English (the API's words), a member's pages and calendar ask again. */
export function eventText(e: ForecastEvent, locale: Locale): string {
  const sign = e.target as Sign;
  if (e.kind === "transit") return T.transitText(e.body, e.aspect!, e.target!, locale);
  if (e.kind === "station") return T.stationText(e.body, e.aspect as "retrograde" | "direct", locale);
  // A sign entered moving backwards: the body is retrograde as it crosses.
  if (e.kind === "ingress") return T.ingressText(e.body, sign, hermite(INDEX[e.body], Date.parse(e.date)).speed < 0, locale);
  return T.lunationText(e.aspect as "new" | "full", sign, e.eclipse ?? null, e.eclipseType ?? null, locale);
}

/**
 * The sky's own events between two instants, the same for everyone: every station from Mercury to
 * Pluto, the sign ingresses of Jupiter to Pluto (or of the bodies asked for: the daily sky lists the
 * Sun's and the inner planets' too), and the new and full Moons with their eclipses.
 */
export function skyEvents(fromMs: number, toMs: number, ingressBodies: readonly Planet[] = TRANSITING): readonly ForecastEvent[] {
  // The same for every chart: a member's year ahead from today shares the day's list with everyone's.
  const key = `${fromMs}:${toMs}:${ingressBodies.join(",")}`;
  let events = skyEventCache.get(key);
  if (!events) {
    events = Object.freeze(walkSkyEvents(fromMs, toMs, ingressBodies));
    skyEventCache.set(key, events);
  }
  return events;
}

/** Sky event lists kept (a day's year ahead, the sky pages' weeks and months): a few kilobytes each. */
const skyEventCache = new LRUCache<string, readonly ForecastEvent[]>({ max: 200 });

function walkSkyEvents(fromMs: number, toMs: number, ingressBodies: readonly Planet[]): ForecastEvent[] {
  const [firstDay, lastDay] = dayRange(fromMs, toMs);
  const events: ForecastEvent[] = [];
  const inRange = (ms: number) => ms >= fromMs && ms < toMs;
  const walked = PLANETS.filter((p) => STATIONING.includes(p) || (ingressBodies.includes(p) && p !== "Moon"));

  // Stations and ingresses.
  for (const planet of walked) {
    const b = INDEX[planet];
    const speed = (ms: number) => hermite(b, ms).speed;
    let prevSpeed = sample(firstDay).speed[b]!;
    let prevSign = Math.floor(sample(firstDay).lon[b]! / 30);
    for (let day = firstDay + 1; day <= lastDay; day++) {
      const s = sample(day);
      const curSpeed = s.speed[b]!;
      if (STATIONING.includes(planet) && Math.sign(curSpeed) !== Math.sign(prevSpeed)) {
        const at = refine(speed, (day - 1) * DAY_MS, day * DAY_MS, prevSpeed, curSpeed);
        if (inRange(at)) {
          const direction = curSpeed < 0 ? "retrograde" : "direct";
          events.push({ date: iso(at), kind: "station", body: planet, target: null, aspect: direction, orb: null, start: null, end: null, sign: signOf(lonAt(planet, at)), text: T.stationText(planet, direction) });
        }
      }
      prevSpeed = curSpeed;
      const curSign = Math.floor(s.lon[b]! / 30);
      if (curSign !== prevSign && ingressBodies.includes(planet)) {
        const { forward, boundary } = signBoundary(prevSign, curSign);
        const at = crossing(planet, day, boundary);
        if (inRange(at)) {
          const sign = SIGNS[curSign]!;
          events.push({ date: iso(at), kind: "ingress", body: planet, target: sign, aspect: null, orb: null, start: null, end: null, sign, text: T.ingressText(planet, sign, !forward) });
        }
      }
      prevSign = curSign;
    }
  }

  // New and full Moons.
  const eclipses = eclipsesBetween(fromMs - DAY_MS, toMs + DAY_MS);
  const elongation = (ms: number, target: number) => norm180(hermite(1, ms).lon - hermite(0, ms).lon - target);
  for (const phase of [{ name: "new" as const, angle: 0 }, { name: "full" as const, angle: 180 }]) {
    let prev = norm180(sample(firstDay).lon[1]! - sample(firstDay).lon[0]! - phase.angle);
    for (let day = firstDay + 1; day <= lastDay; day++) {
      const s = sample(day);
      const cur = norm180(s.lon[1]! - s.lon[0]! - phase.angle);
      if (prev < 0 && cur >= 0 && cur - prev < 30) {
        const at = refine((ms) => elongation(ms, phase.angle), (day - 1) * DAY_MS, day * DAY_MS, prev, cur);
        if (inRange(at)) {
          const kind = phase.name === "new" ? "solar" : "lunar";
          const found = eclipses.find((e) => e.kind === kind && Math.abs(e.ms - at) < DAY_MS);
          const eclipse = found ? kind : null;
          const eclipseType = found?.type ?? null;
          const sign = signOf(lonAt("Moon", at));
          events.push({ date: iso(at), kind: "lunation", body: "Moon", target: sign, aspect: phase.name, orb: null, start: null, end: null, eclipse, eclipseType, sign, text: T.lunationText(phase.name, sign, eclipse, eclipseType) });
        }
      }
      prev = cur;
    }
  }

  return events.sort(byDate);
}

/** The articles' English for Qingming, where the almanac's day says "Clear and Bright". */
const QINGMING_IN_ENGLISH: Record<string, string> = { Qingming: "Pure Brightness" };

export interface SolarTerm {
  date: string;
  /** The Sun's tropical longitude at the term: a multiple of 15°. */
  longitude: number;
  pinyin: string;
  english: string;
}

/** The moments the Sun reaches each multiple of 15° between two instants. */
export function solarTerms(fromMs: number, toMs: number): SolarTerm[] {
  const out: SolarTerm[] = [];
  const [firstDay, lastDay] = dayRange(fromMs, toMs);
  let prev = Math.floor(sample(firstDay).lon[0]! / 15);
  for (let day = firstDay + 1; day <= lastDay; day++) {
    const cur = Math.floor(sample(day).lon[0]! / 15);
    if (cur !== prev) {
      const longitude = cur * 15;
      const at = crossing("Sun", day, longitude);
      const { name: pinyin, english } = SOLAR_TERMS[cur]!;
      if (at >= fromMs && at < toMs) out.push({ date: iso(at), longitude, pinyin, english: QINGMING_IN_ENGLISH[pinyin] ?? english });
    }
    prev = cur;
  }
  return out;
}

/** The stretches a body spends in each sign between two instants (cut at both ends), in order. */
export function signSpans(planet: Planet, fromMs: number, toMs: number): { sign: Sign; start: string; end: string }[] {
  const b = INDEX[planet];
  const [firstDay, lastDay] = dayRange(fromMs, toMs);
  const spans: { sign: Sign; start: string; end: string }[] = [];
  let startMs = fromMs;
  let prev = Math.floor(sample(firstDay).lon[b]! / 30);
  let current = signOf(lonAt(planet, fromMs));
  for (let day = firstDay + 1; day <= lastDay; day++) {
    const cur = Math.floor(sample(day).lon[b]! / 30);
    if (cur !== prev) {
      const at = crossing(planet, day, signBoundary(prev, cur).boundary);
      if (at > fromMs && at < toMs) {
        spans.push({ sign: current, start: iso(startMs), end: iso(at) });
        startMs = at;
        current = SIGNS[cur]!;
      }
    }
    prev = cur;
  }
  spans.push({ sign: current, start: iso(startMs), end: iso(toMs) });
  return spans;
}

/** The angle between a transiting body and a natal point at an instant, on the ephemeris itself (for checks). */
export function transitAngle(planet: Planet, natalLongitude: number, ms: number): number {
  return norm360(tropicalPosition(julianDayFromMs(ms), planet).longitude - natalLongitude);
}

