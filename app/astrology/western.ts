/** Western tropical chart: bodies, Ascendant/MC, houses (Placidus, Whole Sign in polar circles), aspects. */
import { PLANETS, signOf, norm360, type Planet, type Sign } from "./constants";
import { houses as computeHouses, tropicalPositions } from "./ephemeris";

export interface BodyInChart {
  longitude: number;
  sign: Sign;
  /** Degrees within the sign, 0-30. */
  degree: number;
  retrograde: boolean;
  /** Degrees per day. */
  speed: number;
  house: number | null;
}

export type AspectType = "conjunction" | "sextile" | "square" | "trine" | "opposition";
export interface Aspect {
  a: string;
  b: string;
  type: AspectType;
  /** Exact aspect angle (0, 60, 90, 120, 180). */
  angle: number;
  /** Distance from exact, degrees. */
  orb: number;
}

export const ASPECTS: readonly { type: AspectType; angle: number; orb: number }[] = [
  { type: "conjunction", angle: 0, orb: 8 },
  { type: "opposition", angle: 180, orb: 8 },
  { type: "trine", angle: 120, orb: 7 },
  { type: "square", angle: 90, orb: 7 },
  { type: "sextile", angle: 60, orb: 5 },
];

/** Major aspect between two longitudes within orb (scaled by `orbFactor`), or null. */
/**
 * An orb as it is shown: the raw value rounded once to the tenth of a degree (0.745° is 0.7°; rounding
 * to hundredths first would make it 0.75° and then 0.8°).
 */
export function orbTenths(orb: number): number {
  return Math.round(orb * 10) / 10;
}

/** Every aspect as an angle of one body ahead of the other, 0° to 300°: where a contact becomes exact. */
export const ASPECT_ANGLES: readonly { angle: number; type: AspectType }[] = [0, 60, 90, 120, 180, 240, 270, 300].map((angle) => ({
  angle,
  type: ASPECTS.find((a) => a.angle === Math.min(angle, 360 - angle))!.type,
}));

export function aspectBetween(l1: number, l2: number, orbFactor = 1): { type: AspectType; angle: number; orb: number } | null {
  let d = Math.abs(l1 - l2) % 360;
  if (d > 180) d = 360 - d;
  for (const asp of ASPECTS) {
    const orb = Math.abs(d - asp.angle);
    if (orb <= asp.orb * orbFactor) return { type: asp.type, angle: asp.angle, orb };
  }
  return null;
}

export type HouseSystem = "placidus" | "whole-sign";

export interface WesternChart {
  bodies: Record<Planet, BodyInChart>;
  ascendant: { longitude: number; sign: Sign; degree: number } | null;
  midheaven: { longitude: number; sign: Sign; degree: number } | null;
  houses: number[] | null;
  houseSystem: HouseSystem | null;
  aspects: Aspect[];
}

function point(longitude: number) {
  const l = norm360(longitude);
  return { longitude: l, sign: signOf(l), degree: l % 30 };
}

/** House (1-12) of a longitude given 12 cusps. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  const l = norm360(longitude);
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const end = cusps[(i + 1) % 12]!;
    const span = norm360(end - start);
    if (norm360(l - start) < span) return i + 1;
  }
  return 1;
}

export interface WesternOptions {
  jdUt: number;
  latitude: number;
  longitude: number;
  /** Without a birth time there are no angles or houses, and Moon aspects are left out. */
  timeKnown: boolean;
}

export function westernChart(opts: WesternOptions): WesternChart {
  const pos = tropicalPositions(opts.jdUt);
  let ascendant: WesternChart["ascendant"] = null;
  let midheaven: WesternChart["midheaven"] = null;
  let cusps: number[] | null = null;
  let houseSystem: HouseSystem | null = null;
  if (opts.timeKnown) {
    const h = computeHouses(opts.jdUt, opts.latitude, opts.longitude);
    ascendant = point(h.ascendant);
    midheaven = point(h.midheaven);
    if (h.placidusCusps) {
      cusps = h.placidusCusps;
      houseSystem = "placidus";
    } else {
      const first = Math.floor(ascendant.longitude / 30) * 30;
      cusps = Array.from({ length: 12 }, (_, i) => norm360(first + i * 30));
      houseSystem = "whole-sign";
    }
  }
  const bodies = {} as Record<Planet, BodyInChart>;
  for (let i = 0; i < PLANETS.length; i++) {
    const p = pos[i]!;
    const l = norm360(p.longitude);
    bodies[PLANETS[i]!] = {
      longitude: l,
      sign: signOf(l),
      degree: l % 30,
      retrograde: p.speed < 0,
      speed: p.speed,
      house: cusps ? houseOf(l, cusps) : null,
    };
  }
  const aspects: Aspect[] = [];
  for (let i = 0; i < PLANETS.length; i++) {
    for (let j = i + 1; j < PLANETS.length; j++) {
      const a = PLANETS[i]!;
      const b = PLANETS[j]!;
      if (!opts.timeKnown && (a === "Moon" || b === "Moon")) continue;
      const asp = aspectBetween(bodies[a].longitude, bodies[b].longitude);
      if (asp) aspects.push({ a, b, type: asp.type, angle: asp.angle, orb: round(asp.orb, 2) });
    }
  }
  aspects.sort((x, y) => x.orb - y.orb);
  return { bodies, ascendant, midheaven, houses: cusps, houseSystem, aspects };
}

export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
