/**
 * Thin wrapper over sweph (Swiss Ephemeris). Always the built-in Moshier ephemeris (SEFLG_MOSEPH),
 * so no data files are needed. Times are Julian days in UT.
 */
import sweph from "sweph";
import { PLANETS, type Planet } from "./constants";
import type { Ayanamsa, NodeKind } from "./conventions";

const C = sweph.constants;
const TROPICAL = C.SEFLG_MOSEPH | C.SEFLG_SPEED;
const SIDEREAL = C.SEFLG_MOSEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;

/** Swiss Ephemeris body numbers by planet: SE_SUN, SE_MOON … SE_PLUTO. */
export const BODY_IDS = Object.fromEntries(PLANETS.map((p) => [p, C[`SE_${p.toUpperCase()}` as keyof typeof C] as number])) as Record<Planet, number>;
const IDS = PLANETS.map((p) => BODY_IDS[p]);

export interface BodyPosition {
  /** Ecliptic longitude of date, degrees 0-360. */
  longitude: number;
  /** Degrees per day; negative = retrograde. */
  speed: number;
}

function calc(jdUt: number, id: number, flags: number): BodyPosition {
  const r = sweph.calc_ut(jdUt, id, flags);
  if (r.flag < 0) throw new Error(`sweph calc_ut(${id}) failed: ${r.error}`);
  return { longitude: r.data[0]!, speed: r.data[3]! };
}

/** Tropical geocentric position of one body. */
export function tropicalPosition(jdUt: number, planet: Planet): BodyPosition {
  return calc(jdUt, BODY_IDS[planet], TROPICAL);
}

/** Tropical positions of Sun..Pluto in PLANETS order. */
export function tropicalPositions(jdUt: number): BodyPosition[] {
  const out: BodyPosition[] = new Array(IDS.length);
  for (let i = 0; i < IDS.length; i++) out[i] = calc(jdUt, IDS[i]!, TROPICAL);
  return out;
}

/** Tropical longitude of the Moon only (fast path for sign checks). */
export function moonLongitude(jdUt: number): number {
  const r = sweph.calc_ut(jdUt, C.SE_MOON, C.SEFLG_MOSEPH);
  if (r.flag < 0) throw new Error(`sweph calc_ut(Moon) failed: ${r.error}`);
  return r.data[0]!;
}

/** The Moon's ecliptic latitude (degrees): how far from the Sun's path a lunation falls, which decides an eclipse. */
export function moonLatitude(jdUt: number): number {
  const r = sweph.calc_ut(jdUt, C.SE_MOON, C.SEFLG_MOSEPH);
  if (r.flag < 0) throw new Error(`sweph calc_ut(Moon) failed: ${r.error}`);
  return r.data[1]!;
}

/** The Swiss Ephemeris sidereal mode of each ayanamsa the member may choose. */
const SIDEREAL_MODES: Record<Ayanamsa, number> = {
  lahiri: C.SE_SIDM_LAHIRI,
  krishnamurti: C.SE_SIDM_KRISHNAMURTI,
  raman: C.SE_SIDM_RAMAN,
  "true-chitrapaksha": C.SE_SIDM_TRUE_CITRA,
};

/**
 * Sidereal position (Lahiri unless another ayanamsa is asked for). set_sid_mode is process-wide state
 * inside the C library, so it is set immediately before every sidereal calculation.
 */
export function siderealPosition(jdUt: number, planet: Planet, ayanamsa: Ayanamsa = "lahiri"): BodyPosition {
  sweph.set_sid_mode(SIDEREAL_MODES[ayanamsa], 0, 0);
  return calc(jdUt, BODY_IDS[planet], SIDEREAL);
}

export function lahiriAyanamsa(jdUt: number): number {
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  return sweph.get_ayanamsa_ut(jdUt);
}

export interface HouseResult {
  ascendant: number;
  midheaven: number;
  /** Placidus cusps, or null when Placidus is undefined at this latitude. */
  placidusCusps: number[] | null;
}

/** Ascendant, MC and Placidus cusps. Inside the polar circles Placidus fails; cusps are then null. */
export function houses(jdUt: number, latitude: number, longitude: number): HouseResult {
  const r = sweph.houses_ex2(jdUt, 0, latitude, longitude, "P");
  const ascendant = r.data.points[0]!;
  const midheaven = r.data.points[1]!;
  const placidusCusps = r.flag < 0 ? null : r.data.houses.slice(0, 12);
  return { ascendant, midheaven, placidusCusps };
}

/** The nine Vedic grahas: Sun..Saturn, Rahu (mean node), Ketu (opposite Rahu). */
export const GRAHAS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"] as const;
export type Graha = (typeof GRAHAS)[number];

/**
 * Lahiri ayanamsa including nutation: tropical longitude minus this equals the SEFLG_SIDEREAL result
 * exactly (checked to 1e-9″), so sidereal positions can reuse tropical ones with one call.
 */
export function lahiriAyanamsaTrue(jdUt: number): number {
  return ayanamsaTrue(jdUt, "lahiri");
}

/** Any of the ayanamsas, including nutation, as lahiriAyanamsaTrue. */
export function ayanamsaTrue(jdUt: number, ayanamsa: Ayanamsa): number {
  sweph.set_sid_mode(SIDEREAL_MODES[ayanamsa], 0, 0);
  return sweph.get_ayanamsa_ex_ut(jdUt, C.SEFLG_MOSEPH).data;
}

/** Tropical mean lunar node (Rahu). */
export function meanNode(jdUt: number): BodyPosition {
  return calc(jdUt, C.SE_MEAN_NODE, TROPICAL);
}

/** Tropical lunar node (Rahu), mean or true (osculating). */
export function lunarNode(jdUt: number, kind: NodeKind): BodyPosition {
  return calc(jdUt, kind === "true" ? C.SE_TRUE_NODE : C.SE_MEAN_NODE, TROPICAL);
}

/** The equation of time (apparent minus mean solar time) at an instant, in minutes. */
export function equationOfTimeMinutes(jdUt: number): number {
  const r = sweph.time_equ(jdUt);
  if (r.flag < 0) throw new Error(`sweph time_equ failed: ${r.error}`);
  return r.data * 1440;
}
