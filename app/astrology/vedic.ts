/** Vedic (sidereal, Lahiri) Moon: rashi, nakshatra (1-27), pada (1-4) and Vimshottari lord. */
import { NAKSHATRAS, nakshatraLord, signOf, norm360, type Nakshatra, type NakshatraLord, type Sign } from "./constants";
import { siderealPosition } from "./ephemeris";

export interface NakshatraPosition {
  number: number;
  name: Nakshatra;
  pada: number;
  lord: NakshatraLord;
}

/** Nakshatra and pada of a sidereal longitude: 27 equal mansions of 13°20', 4 padas of 3°20'. */
export function nakshatraOf(siderealLongitude: number): NakshatraPosition {
  const l = norm360(siderealLongitude);
  const quarter = Math.min(107, Math.floor((l * 108) / 360 + 1e-12));
  const number = Math.floor(quarter / 4) + 1;
  const pada = (quarter % 4) + 1;
  return { number, name: NAKSHATRAS[number - 1]!, pada, lord: nakshatraLord(number) };
}

export interface VedicMoon {
  siderealLongitude: number;
  moonSign: Sign;
  nakshatra: Nakshatra;
  nakshatraNumber: number;
  pada: number;
  lord: NakshatraLord;
}

export function vedicMoon(jdUt: number): VedicMoon {
  const lon = siderealPosition(jdUt, "Moon").longitude;
  const n = nakshatraOf(lon);
  return {
    siderealLongitude: lon,
    moonSign: signOf(lon),
    nakshatra: n.name,
    nakshatraNumber: n.number,
    pada: n.pada,
    lord: n.lord,
  };
}

export function siderealLongitude(jdUt: number, planet: "Mars" | "Moon" | "Venus" | "Sun"): number {
  return siderealPosition(jdUt, planet).longitude;
}
