/**
 * The Dasamsa (D10), the divisional chart of career and standing: each sign is cut into ten parts of
 * 3°; the parts of an odd sign (Aries, Gemini, …) are counted from that sign, those of an even sign
 * (Taurus, Cancer, …) from the 9th sign from it (Parashara). Decision record 011.
 */
import { SIGNS, norm360, type Sign } from "./constants";

export function dasamsaSign(siderealLongitude: number): Sign {
  const l = norm360(siderealLongitude);
  const sign = Math.floor(l / 30);
  const part = Math.min(9, Math.floor((l - sign * 30) / 3));
  const start = sign % 2 === 0 ? sign : sign + 8;
  return SIGNS[(start + part) % 12]!;
}

/** The D10 placements of the grahas and of the lagna (null without a birth time). */
export function dasamsa<P extends string>(planets: Record<P, { longitude: number }>, lagna: number | null): { lagna: Sign | null } & Record<P, Sign> {
  const out = { lagna: lagna === null ? null : dasamsaSign(lagna) } as { lagna: Sign | null } & Record<P, Sign>;
  for (const p of Object.keys(planets) as P[]) (out as Record<P, Sign>)[p] = dasamsaSign(planets[p].longitude);
  return out;
}
