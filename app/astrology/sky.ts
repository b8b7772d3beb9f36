/**
 * Today's sky, the same for everyone: where the bodies stand at an instant, the Moon's phase and
 * lit fraction, its void-of-course periods, and the sky's events (ingresses, stations, new and full
 * Moons with their eclipses) over a window. Conventions: docs/decisions/016-sky.md.
 */
import { LUNAR_PHASES, PLANETS, norm360, signOf, type Planet, type Sign } from "./constants";
import { meanNode, moonLatitude, moonLongitude, tropicalPosition, tropicalPositions } from "./ephemeris";
import { eclipsesBetween, skyEvents, type ForecastEvent } from "./forecast";
import { DAY_MS, julianDayFromMs } from "./time";
import { ASPECT_ANGLES, type AspectType } from "./western";

/** The ten bodies and the Moon's mean north node, the node the product's kundli reads as Rahu. */
export type SkyPoint = Planet | "North Node";

export interface SkyPosition {
  body: SkyPoint;
  /** Tropical ecliptic longitude of date, 0–360. */
  longitude: number;
  sign: Sign;
  /** Degrees into the sign, 0–30 (unrounded: the views cut it to degree and minute). */
  degreeInSign: number;
  /** Degrees per day; negative is retrograde (the mean node always is). */
  speed: number;
  retrograde: boolean;
}

export interface MoonPhase {
  /** The Moon's longitude ahead of the Sun's, 0–360 (0 new, 180 full). */
  angle: number;
  /** "Waxing Gibbous": one of the eight phases, 45° each, centred on the four quarters. */
  name: string;
  /** Fraction of the disc lit, 0–1, from the true Sun–Moon elongation (latitude included). */
  illumination: number;
  waxing: boolean;
}

export function position(body: SkyPoint, longitude: number, speed: number): SkyPosition {
  const lon = norm360(longitude);
  const sign = signOf(lon);
  return { body, longitude: lon, sign, degreeInSign: lon - Math.floor(lon / 30) * 30, speed, retrograde: speed < 0 };
}

/** The eleven points of the sky at an instant, Sun to Pluto then the node. */
export function skyPositions(ms: number): SkyPosition[] {
  const jd = julianDayFromMs(ms);
  const bodies = tropicalPositions(jd).map((p, i) => position(PLANETS[i]!, p.longitude, p.speed));
  const node = meanNode(jd);
  return [...bodies, position("North Node", node.longitude, node.speed)];
}

/** The Moon's phase at an instant. */
export function moonPhase(ms: number): MoonPhase {
  const jd = julianDayFromMs(ms);
  const angle = norm360(moonLongitude(jd) - tropicalPosition(jd, "Sun").longitude);
  // The true elongation: cos e = cos β · cos Δλ (the Sun's latitude is nil to a second of arc).
  const beta = (moonLatitude(jd) * Math.PI) / 180;
  const cosE = Math.cos(beta) * Math.cos((angle * Math.PI) / 180);
  const name = (LUNAR_PHASES.find((ph) => angle < ph.max) ?? LUNAR_PHASES[0]!).name;
  return { angle, name, illumination: (1 - cosE) / 2, waxing: angle < 180 };
}

// ---- the Moon's signs and aspects -----------------------------------------------------------------

/**
 * The root of a smooth, increasing offset (degrees, with its rate in degrees a day) inside [lo, hi]
 * where it changes sign: a linear first guess, then Newton steps to under a second (the bodies' motions
 * are smooth over a day, so two or three steps do). Deterministic for the same bracket.
 */
function solve(offset: (ms: number) => { value: number; rate: number }, lo: number, hi: number): number {
  const a = offset(lo).value;
  const b = offset(hi).value;
  let t = b === a ? lo : lo + ((hi - lo) * -a) / (b - a);
  for (let i = 0; i < 12; i++) {
    const { value, rate } = offset(t);
    const step = (-value / rate) * DAY_MS;
    t = Math.min(hi, Math.max(lo, t + step));
    if (Math.abs(step) < 500) break;
  }
  return t;
}

function moonAt(ms: number): { longitude: number; speed: number } {
  return tropicalPosition(julianDayFromMs(ms), "Moon");
}

/** The Moon's sign changes in [fromMs, toMs), each to the second. */
export function moonIngresses(fromMs: number, toMs: number): { ms: number; from: Sign; to: Sign }[] {
  const out: { ms: number; from: Sign; to: Sign }[] = [];
  const signAt = (ms: number) => Math.floor(norm360(moonLongitude(julianDayFromMs(ms))) / 30);
  // Six-hour steps: the Moon needs two days or more to cross a sign, so no step can hide two changes.
  const step = DAY_MS / 4;
  // Steps on a fixed grid (whole quarter days since 1970), so the same change is found to the same
  // millisecond whatever window asks for it: a calendar's UIDs rest on it.
  let a = Math.floor(fromMs / step) * step;
  let sa = signAt(a);
  while (a < toMs) {
    const b = a + step;
    const sb = signAt(b);
    if (sb !== sa) {
      const boundary = sb * 30;
      const ms = solve(
        (t) => {
          const m = moonAt(t);
          return { value: ((m.longitude - boundary + 540) % 360) - 180, rate: m.speed };
        },
        a,
        b,
      );
      if (ms >= fromMs && ms < toMs) out.push({ ms, from: signOf(sa * 30), to: signOf(sb * 30) });
    }
    a = b;
    sa = sb;
  }
  return out;
}

export interface MoonAspect {
  planet: Planet;
  type: AspectType;
  /** The instant the aspect is exact. */
  ms: number;
}

/** The Moon's lead over a planet (0–360) and how fast it grows (degrees a day). */
function gap(ms: number, planet: Planet): { value: number; rate: number } {
  const jd = julianDayFromMs(ms);
  const moon = tropicalPosition(jd, "Moon");
  const other = tropicalPosition(jd, planet);
  return { value: norm360(moon.longitude - other.longitude), rate: moon.speed - other.speed };
}

/**
 * Every Ptolemaic aspect the Moon perfects with the Sun and the planets in [fromMs, toMs) (at most a
 * few days), in order. The Moon outruns every planet, so its lead over each only grows: each angle
 * crossed is found to the second.
 */
export function moonAspects(fromMs: number, toMs: number): MoonAspect[] {
  const out: MoonAspect[] = [];
  for (const planet of PLANETS) {
    if (planet === "Moon") continue;
    const g0 = gap(fromMs, planet).value;
    const span = norm360(gap(toMs, planet).value - g0);
    for (const { angle, type } of ASPECT_ANGLES) {
      const ahead = norm360(angle - g0);
      if (!(ahead < span) || ahead === 0) continue;
      const ms = solve(
        (t) => {
          const g = gap(t, planet);
          return { value: norm360(g.value - g0) - ahead, rate: g.rate };
        },
        fromMs,
        toMs,
      );
      out.push({ planet, type, ms });
    }
  }
  return out.sort((a, b) => a.ms - b.ms);
}

export interface VoidOfCourse {
  startMs: number;
  endMs: number;
  /** The aspect whose perfection begins the period. */
  lastAspect: { planet: Planet; type: AspectType };
  /** The sign the Moon is in as the period begins, and the one whose ingress ends it. */
  sign: Sign;
  nextSign: Sign;
}

/**
 * The void-of-course periods that overlap [fromMs, toMs): each runs from the Moon's last Ptolemaic
 * aspect to the Sun or a planet (Mercury to Pluto) until it enters the next sign. A sign the Moon
 * crosses without any aspect belongs to the period that began in the sign before.
 */
export function voidOfCourse(fromMs: number, toMs: number): VoidOfCourse[] {
  // Ingresses from before the window (a period may have begun a sign earlier) to one after it.
  const ingresses = moonIngresses(fromMs - 6 * DAY_MS, toMs + 3 * DAY_MS);
  const out: VoidOfCourse[] = [];
  for (let i = 1; i < ingresses.length; i++) {
    const end = ingresses[i]!;
    if (end.ms <= fromMs) continue;
    let aspects: MoonAspect[] = [];
    // Back one sign at a time until an aspect is found (a sign without one is rare; two in a row never happen).
    for (let k = i; k >= 1 && aspects.length === 0; k--) aspects = moonAspects(ingresses[k - 1]!.ms, end.ms);
    const last = aspects.at(-1);
    if (!last) continue;
    const period = { startMs: last.ms, endMs: end.ms, lastAspect: { planet: last.planet, type: last.type }, sign: signOf(moonLongitude(julianDayFromMs(last.ms))), nextSign: end.to };
    // An aspectless sign joins the period before it: the longer period replaces the shorter one.
    const previous = out.at(-1);
    if (previous && previous.startMs === period.startMs) out.pop();
    if (period.startMs < toMs) out.push(period);
    if (end.ms >= toMs) break;
  }
  return out;
}

// ---- the sky's events -------------------------------------------------------------------------------

export type SkyEvent = ForecastEvent;

/** Ingresses of the Sun and every planet, stations, new and full Moons with their eclipses, in order. */
export function skyCalendar(fromMs: number, toMs: number): readonly SkyEvent[] {
  return skyEvents(fromMs, toMs, PLANETS);
}

/** The next solar or lunar eclipse from an instant, as its new or full Moon. */
export function nextEclipse(fromMs: number): SkyEvent | null {
  // Eclipse seasons come every 173 days: the 200 days ahead always hold one.
  const first = eclipsesBetween(fromMs, fromMs + 200 * DAY_MS)
    .filter((e) => e.ms >= fromMs)
    .sort((a, b) => a.ms - b.ms)[0];
  if (!first) return null;
  return skyEvents(first.ms - DAY_MS, first.ms + DAY_MS, []).find((e) => e.eclipse) ?? null;
}
