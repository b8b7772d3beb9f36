/**
 * The solar return: the chart of the instant the Sun comes back to its natal longitude, read as the
 * chart of the birthday year it opens (decision 017). The instant is found by Newton's method on the
 * ephemeris Sun (to 10⁻⁷°); the chart is the same Western chart as the natal one, cast at the place
 * the member chooses (the birth place by default).
 */
import { norm180 } from "./constants";
import { tropicalPosition } from "./ephemeris";
import { DAY_MS, julianDayFromMs } from "./time";
import { westernChart, type WesternChart } from "./western";

const TROPICAL_YEAR_MS = 365.24219 * DAY_MS;

/** The instant (ms) near `guessMs` when the Sun's tropical longitude is `longitude`. */
export function sunReturnNear(longitude: number, guessMs: number): number {
  let ms = guessMs;
  for (let i = 0; i < 12; i++) {
    const p = tropicalPosition(julianDayFromMs(ms), "Sun");
    const diff = norm180(p.longitude - longitude);
    if (Math.abs(diff) < 1e-7) break;
    ms -= (diff / p.speed) * DAY_MS;
  }
  return ms;
}

/**
 * The return that opened the birthday year running at `nowMs`: the last instant at or before now
 * when the Sun stood on its natal longitude (the birth itself in the first year).
 */
export function currentSolarReturn(natalSun: number, birthMs: number, nowMs: number): number {
  if (nowMs <= birthMs) return birthMs;
  const years = Math.floor((nowMs - birthMs) / TROPICAL_YEAR_MS);
  let ms = sunReturnNear(natalSun, birthMs + years * TROPICAL_YEAR_MS);
  if (ms > nowMs) ms = sunReturnNear(natalSun, birthMs + (years - 1) * TROPICAL_YEAR_MS);
  else {
    const next = sunReturnNear(natalSun, birthMs + (years + 1) * TROPICAL_YEAR_MS);
    if (next <= nowMs) ms = next;
  }
  return Math.max(ms, birthMs);
}

export interface SolarReturnPlace {
  name: string;
  latitude: number;
  longitude: number;
}

export interface SolarReturn {
  /** The instant of the return (ISO, UT). */
  instant: string;
  place: SolarReturnPlace;
  /** False without a birth time: the natal Sun is known to about half a degree, the return's hour not at all. */
  timeKnown: boolean;
  chart: WesternChart;
}

/**
 * The solar return for the birthday year running at `nowMs`, cast at `place`. Without a birth time
 * the natal Sun (taken at noon) may be half a degree off, which moves the return by up to twelve
 * hours: the chart then has no angles or houses and leaves the Moon's aspects out.
 */
export function solarReturn(input: { natalSun: number; birthMs: number; timeKnown: boolean; place: SolarReturnPlace; nowMs: number }): SolarReturn {
  const ms = currentSolarReturn(input.natalSun, input.birthMs, input.nowMs);
  const chart = westernChart({ jdUt: julianDayFromMs(ms), latitude: input.place.latitude, longitude: input.place.longitude, timeKnown: input.timeKnown });
  return { instant: new Date(Math.round(ms)).toISOString(), place: input.place, timeKnown: input.timeKnown, chart };
}
