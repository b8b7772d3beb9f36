/**
 * The panchang of a civil day at a place: the five limbs (vara, tithi, nakshatra, yoga, karana) as
 * they stand at sunrise, each with the instant it ends, the Sun's and Moon's rising and setting, and
 * the day's fixed periods (Rahu Kaal, Yamaganda, Gulika Kaal, Abhijit muhurta).
 * Conventions and the published panchang they follow: docs/decisions/013-panchang.md.
 */
import sweph from "sweph";
import { NAKSHATRAS, norm360, type Nakshatra } from "./constants";
import { lahiriAyanamsaTrue } from "./ephemeris";
import { julianDayFromMs, zonedToUtcMs } from "./time";

const C = sweph.constants;
const DAY_MS = 86_400_000;
const FLAGS = C.SEFLG_MOSEPH;

export const VARAS = ["Ravivara", "Somavara", "Mangalavara", "Budhavara", "Guruvara", "Shukravara", "Shanivara"] as const;
export const TITHIS = [
  "Pratipada", "Dwitiya", "Tritiya", "Chaturthi", "Panchami", "Shashthi", "Saptami", "Ashtami",
  "Navami", "Dashami", "Ekadashi", "Dwadashi", "Trayodashi", "Chaturdashi",
] as const;
export const YOGAS = [
  "Vishkambha", "Priti", "Ayushman", "Saubhagya", "Shobhana", "Atiganda", "Sukarma", "Dhriti", "Shula",
  "Ganda", "Vriddhi", "Dhruva", "Vyaghata", "Harshana", "Vajra", "Siddhi", "Vyatipata", "Variyana",
  "Parigha", "Shiva", "Siddha", "Sadhya", "Shubha", "Shukla", "Brahma", "Indra", "Vaidhriti",
] as const;
const MOVABLE_KARANAS = ["Bava", "Balava", "Kaulava", "Taitila", "Garaja", "Vanija", "Vishti"] as const;

/** Eighths of daylight (1 = the first after sunrise) of each period, Sunday first. */
const RAHU_PART = [8, 2, 7, 5, 6, 4, 3];
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1];

export interface Span {
  startMs: number;
  endMs: number;
}

export interface Panchang {
  date: string;
  zone: string;
  sunriseMs: number;
  sunsetMs: number;
  /** The first after sunrise (possibly the next civil day); null where the Moon stays up or down. */
  moonriseMs: number | null;
  moonsetMs: number | null;
  vara: { number: number; name: (typeof VARAS)[number] };
  tithi: { number: number; name: string; paksha: "Shukla" | "Krishna"; endMs: number };
  nakshatra: { number: number; name: Nakshatra; endMs: number };
  yoga: { number: number; name: (typeof YOGAS)[number]; endMs: number };
  karana: { number: number; name: string; endMs: number };
  rahuKaal: Span;
  yamaganda: Span;
  gulikaKaal: Span;
  abhijit: Span;
}

function longitudes(ms: number): { sun: number; moon: number; ayanamsa: number } {
  const jd = julianDayFromMs(ms);
  const sun = sweph.calc_ut(jd, C.SE_SUN, FLAGS);
  const moon = sweph.calc_ut(jd, C.SE_MOON, FLAGS);
  if (sun.flag < 0 || moon.flag < 0) throw new Error(`sweph calc_ut failed: ${sun.error || moon.error}`);
  return { sun: sun.data[0]!, moon: moon.data[0]!, ayanamsa: lahiriAyanamsaTrue(jd) };
}

/** The four running quantities, each as a continuous count of its units since its cycle began. */
type Limb = "tithi" | "nakshatra" | "yoga" | "karana";
function measure(ms: number, limb: Limb): number {
  const { sun, moon, ayanamsa } = longitudes(ms);
  switch (limb) {
    case "tithi":
      return norm360(moon - sun) / 12;
    case "karana":
      return norm360(moon - sun) / 6;
    case "nakshatra":
      return norm360(moon - ayanamsa) / (360 / 27);
    case "yoga":
      return norm360(sun + moon - 2 * ayanamsa) / (360 / 27);
  }
}

/**
 * The instant the limb running at `fromMs` ends: step an hour at a time until its whole-unit index
 * changes (no limb lasts under ~19 hours of Moon motion or moves backwards), then halve to a second.
 */
function endOf(fromMs: number, limb: Limb): number {
  const index = Math.floor(measure(fromMs, limb));
  let lo = fromMs;
  let hi = fromMs + 3_600_000;
  while (Math.floor(measure(hi, limb)) === index) {
    lo = hi;
    hi += 3_600_000;
  }
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (Math.floor(measure(mid, limb)) === index) lo = mid;
    else hi = mid;
  }
  return Math.round(hi / 1000) * 1000;
}

/** Upper limb on the horizon with standard refraction, sea level. */
function nextRiseOrSet(fromMs: number, body: number, event: "rise" | "set", lat: number, lon: number): number | null {
  const rsmi = event === "rise" ? C.SE_CALC_RISE : C.SE_CALC_SET;
  const r = sweph.rise_trans(julianDayFromMs(fromMs), body, null, FLAGS, rsmi, [lon, lat, 0], 1013.25, 15);
  if (r.flag === -2) return null; // circumpolar: no rising or setting
  if (r.flag < 0) throw new Error(`sweph rise_trans failed: ${r.error}`);
  return Math.round((r.data - 2440587.5) * DAY_MS / 1000) * 1000;
}

function inDay(ms: number | null, startMs: number, endMs: number): number | null {
  return ms !== null && ms >= startMs && ms < endMs ? ms : null;
}

function karanaName(index: number): string {
  if (index === 0) return "Kimstughna";
  if (index >= 57) return ["Shakuni", "Chatushpada", "Naga"][index - 57]!;
  return MOVABLE_KARANAS[(index - 1) % 7]!;
}

function eighth(sunriseMs: number, sunsetMs: number, part: number): Span {
  const length = (sunsetMs - sunriseMs) / 8;
  return { startMs: Math.round(sunriseMs + (part - 1) * length), endMs: Math.round(sunriseMs + part * length) };
}

export class PolarDayError extends Error {}

function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() + DAY_MS).toISOString().slice(0, 10);
}

/** The panchang of `date` (yyyy-mm-dd, the civil day in `zone`) at latitude/longitude. */
export function panchang(date: string, latitude: number, longitude: number, zone: string): Panchang {
  const dayStart = zonedToUtcMs(date, "00:00", zone);
  const dayEnd = zonedToUtcMs(nextDate(date), "00:00", zone);
  const sunrise = inDay(nextRiseOrSet(dayStart, C.SE_SUN, "rise", latitude, longitude), dayStart, dayEnd);
  const sunset = sunrise === null ? null : nextRiseOrSet(sunrise, C.SE_SUN, "set", latitude, longitude);
  if (sunrise === null || sunset === null) throw new PolarDayError("The Sun does not rise or set at this place on this day, so it has no panchang day.");

  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const t = measure(sunrise, "tithi");
  const tithiNumber = Math.floor(t) + 1;
  const paksha = tithiNumber <= 15 ? "Shukla" : "Krishna";
  const inPaksha = tithiNumber <= 15 ? tithiNumber : tithiNumber - 15;
  const tithiName = inPaksha === 15 ? (paksha === "Shukla" ? "Purnima" : "Amavasya") : TITHIS[inPaksha - 1]!;
  const n = Math.floor(measure(sunrise, "nakshatra"));
  const y = Math.floor(measure(sunrise, "yoga"));
  const k = Math.floor(measure(sunrise, "karana"));
  // Abhijit: the eighth of the fifteen muhurtas of daylight, the one around local noon.
  const muhurta = (sunset - sunrise) / 15;

  return {
    date,
    zone,
    sunriseMs: sunrise,
    sunsetMs: sunset,
    moonriseMs: nextRiseOrSet(sunrise, C.SE_MOON, "rise", latitude, longitude),
    moonsetMs: nextRiseOrSet(sunrise, C.SE_MOON, "set", latitude, longitude),
    vara: { number: weekday + 1, name: VARAS[weekday]! },
    tithi: { number: tithiNumber, name: tithiName, paksha, endMs: endOf(sunrise, "tithi") },
    nakshatra: { number: n + 1, name: NAKSHATRAS[n]!, endMs: endOf(sunrise, "nakshatra") },
    yoga: { number: y + 1, name: YOGAS[y]!, endMs: endOf(sunrise, "yoga") },
    karana: { number: k + 1, name: karanaName(k), endMs: endOf(sunrise, "karana") },
    rahuKaal: eighth(sunrise, sunset, RAHU_PART[weekday]!),
    yamaganda: eighth(sunrise, sunset, YAMAGANDA_PART[weekday]!),
    gulikaKaal: eighth(sunrise, sunset, GULIKA_PART[weekday]!),
    abhijit: { startMs: Math.round(sunrise + 7 * muhurta), endMs: Math.round(sunrise + 8 * muhurta) },
  };
}
