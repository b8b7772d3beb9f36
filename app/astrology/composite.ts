/**
 * The composite chart of two people (decision 017): each body at the nearer midpoint of the two natal
 * positions (the one on the shorter arc between them); the MC the nearer midpoint of the two MCs and
 * the Ascendant the degree rising with that MC at the midpoint of the two birth latitudes. Without both
 * birth times the angles are left out, with the reason.
 */
import { PLANETS, norm360, signOf, type Planet, type Sign } from "./constants";
import { ascendantFromMidheaven, trueObliquity } from "./progressions";
import { aspectBetween, round, type Aspect } from "./western";
import { banks } from "./texts/banks";
import { fill } from "./texts/template";
import type { Locale } from "~/i18n/locales";

export interface CompositePoint {
  longitude: number;
  sign: Sign;
}

export interface CompositeChart {
  bodies: Record<Planet, CompositePoint>;
  ascendant: CompositePoint | null;
  midheaven: CompositePoint | null;
  /** Why the angles are missing (a birth time unknown), else null. */
  anglesNote: string | null;
  aspects: Aspect[];
}

export interface CompositeSide {
  name: string;
  bodies: Record<Planet, { longitude: number }>;
  midheaven: { longitude: number } | null;
  timeKnown: boolean;
  latitude: number;
  jdUt: number;
}

/** The midpoint on the shorter arc between two longitudes. */
export function nearerMidpoint(a: number, b: number): number {
  let d = norm360(b - a);
  if (d > 180) d -= 360;
  return norm360(a + d / 2);
}

function point(longitude: number): CompositePoint {
  const l = norm360(longitude);
  return { longitude: round(l, 6), sign: signOf(l) };
}

export function compositeChart(a: CompositeSide, b: CompositeSide, locale: Locale = "en"): CompositeChart {
  const bodies = {} as Record<Planet, CompositePoint>;
  for (const p of PLANETS) bodies[p] = point(nearerMidpoint(a.bodies[p].longitude, b.bodies[p].longitude));
  let ascendant: CompositePoint | null = null;
  let midheaven: CompositePoint | null = null;
  let anglesNote: string | null = null;
  if (a.timeKnown && b.timeKnown && a.midheaven && b.midheaven) {
    const mc = nearerMidpoint(a.midheaven.longitude, b.midheaven.longitude);
    midheaven = point(mc);
    ascendant = point(ascendantFromMidheaven(mc, (a.latitude + b.latitude) / 2, trueObliquity((a.jdUt + b.jdUt) / 2)));
  } else {
    const [x, y] = [a, b].filter((s) => !s.timeKnown).map((s) => s.name);
    anglesNote = fill(banks(locale).composite.ANGLES[y ? "both" : "one"], { a: x!, b: y ?? "" });
  }
  const untimed = !a.timeKnown || !b.timeKnown;
  const aspects: Aspect[] = [];
  for (let i = 0; i < PLANETS.length; i++) {
    for (let j = i + 1; j < PLANETS.length; j++) {
      const x = PLANETS[i]!;
      const y = PLANETS[j]!;
      if (untimed && (x === "Moon" || y === "Moon")) continue;
      const asp = aspectBetween(bodies[x].longitude, bodies[y].longitude);
      if (asp) aspects.push({ a: x, b: y, type: asp.type, angle: asp.angle, orb: round(asp.orb, 2) });
    }
  }
  aspects.sort((p, q) => p.orb - q.orb);
  return { bodies, ascendant, midheaven, anglesNote, aspects };
}
