/**
 * The panchang of a civil day at a place: the five limbs (vara, tithi, nakshatra, yoga, karana) as
 * they stand at sunrise, each with the instant it ends; every tithi, nakshatra, yoga and karana of the
 * day from sunrise to the next sunrise (a kshaya one, which no sunrise sees, and a vriddhi one, which
 * two sunrises see, marked); the lunar month in both reckonings (amanta and purnimanta, adhika months
 * named); the Vikram and Shaka years; the Sun's and Moon's rising and setting, and the day's fixed
 * periods (Rahu Kaal, Yamaganda, Gulika Kaal, Abhijit muhurta). The civil day is the one of the clock
 * kept at the place on that date (local mean time, or a city's own clock, before standard time).
 * Conventions and the published panchang they follow: docs/decisions/013-panchang.md.
 */
import sweph from "sweph";
import { NAKSHATRAS, norm360, type Nakshatra } from "./constants";
import { lahiriAyanamsaTrue } from "./ephemeris";
import { DAY_MS, julianDayFromMs, localDayBounds } from "./time";

const C = sweph.constants;
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

export const MASAS = [
  "Chaitra", "Vaishakha", "Jyeshtha", "Ashadha", "Shravana", "Bhadrapada",
  "Ashvin", "Kartika", "Margashirsha", "Pausha", "Magha", "Phalguna",
] as const;
export type Masa = (typeof MASAS)[number];

/** One limb's run within the panchang day (sunrise to the next sunrise), with its true start and end. */
export interface LimbSpan {
  number: number;
  name: string;
  startMs: number;
  endMs: number;
  /** Begins after this sunrise and ends before the next: no sunrise sees it. */
  kshaya: boolean;
  /** In force at two consecutive sunrises (this one and the previous or the next). */
  vriddhi: boolean;
}

export interface TithiSpan extends LimbSpan {
  paksha: "Shukla" | "Krishna";
}

export interface LunarMonth {
  name: Masa;
  adhika: boolean;
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
  /** The next sunrise: the end of this panchang day. */
  nextSunriseMs: number;
  /** Every limb in force between this sunrise and the next, in order. */
  tithis: TithiSpan[];
  nakshatras: LimbSpan[];
  yogas: LimbSpan[];
  karanas: LimbSpan[];
  /** The lunar month at sunrise: new Moon to new Moon (amanta), and full Moon to full Moon (purnimanta). */
  month: { amanta: LunarMonth; purnimanta: LunarMonth; newMoonMs: number; nextNewMoonMs: number };
  /** Years beginning on Chaitra Shukla Pratipada. */
  samvat: { vikram: number; shaka: number };
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
const MEASURES = {
  tithi: ({ sun, moon }: ReturnType<typeof longitudes>) => norm360(moon - sun) / 12,
  karana: ({ sun, moon }: ReturnType<typeof longitudes>) => norm360(moon - sun) / 6,
  nakshatra: ({ moon, ayanamsa }: ReturnType<typeof longitudes>) => norm360(moon - ayanamsa) / (360 / 27),
  yoga: ({ sun, moon, ayanamsa }: ReturnType<typeof longitudes>) => norm360(sun + moon - 2 * ayanamsa) / (360 / 27),
};
type Limb = keyof typeof MEASURES;
const measure = (ms: number, limb: Limb) => MEASURES[limb](longitudes(ms));

/**
 * The instant the limb running at `fromMs` ends (direction 1) or began (-1): step an hour at a time
 * until its whole-unit index changes (no limb lasts under ~19 hours of Moon motion or moves
 * backwards), then halve to a second.
 */
function boundary(fromMs: number, limb: Limb, direction: 1 | -1 = 1): number {
  const index = Math.floor(measure(fromMs, limb));
  let inside = fromMs;
  let outside = fromMs + direction * 3_600_000;
  while (Math.floor(measure(outside, limb)) === index) {
    inside = outside;
    outside += direction * 3_600_000;
  }
  while (Math.abs(outside - inside) > 1000) {
    const mid = (inside + outside) / 2;
    if (Math.floor(measure(mid, limb)) === index) inside = mid;
    else outside = mid;
  }
  return Math.round((direction === 1 ? outside : inside) / 1000) * 1000;
}

const LIMB_NAME: Record<Limb, (index: number) => string> = {
  tithi: (index) => tithiOf(index + 1).name,
  nakshatra: (index) => NAKSHATRAS[index]!,
  yoga: (index) => YOGAS[index]!,
  karana: (index) => karanaName(index),
};

function tithiOf(number: number): { name: string; paksha: "Shukla" | "Krishna" } {
  const paksha = number <= 15 ? "Shukla" : "Krishna";
  const inPaksha = number <= 15 ? number : number - 15;
  return { paksha, name: inPaksha === 15 ? (paksha === "Shukla" ? "Purnima" : "Amavasya") : TITHIS[inPaksha - 1]! };
}

/**
 * Every run of `limb` in force from `sunrise` to `nextSunrise`: the one at sunrise, then each that
 * begins before the next sunrise. A run that ends exactly on a boundary second belongs to the next.
 */
function limbsOfDay(limb: Limb, previousSunrise: number | null, sunrise: number, nextSunrise: number): LimbSpan[] {
  const out: LimbSpan[] = [];
  let at = sunrise;
  let startMs = boundary(sunrise, limb, -1);
  while (at < nextSunrise) {
    const index = Math.floor(measure(at, limb));
    const endMs = boundary(at, limb);
    out.push({
      number: index + 1,
      name: LIMB_NAME[limb](index),
      startMs,
      endMs,
      kshaya: startMs > sunrise && endMs <= nextSunrise,
      vriddhi: (previousSunrise !== null && startMs <= previousSunrise && endMs > sunrise) || (startMs <= sunrise && endMs > nextSunrise),
    });
    startMs = endMs;
    at = endMs + 2000; // past the rounding of the boundary, well inside the next run
  }
  return out;
}

/** Signed elongation of the Moon from the Sun, -180..180 degrees. */
function elongation(ms: number): number {
  const { sun, moon } = longitudes(ms);
  const e = norm360(moon - sun);
  return e > 180 ? e - 360 : e;
}

const SYNODIC_DAYS = 29.530589;

/** The new Moon nearest `guessMs` (within a week of it): Newton steps on the mean elongation rate, to a second. */
function newMoonNear(guessMs: number): number {
  let t = guessMs;
  for (let i = 0; i < 20; i++) {
    const step = (elongation(t) / (360 / SYNODIC_DAYS)) * DAY_MS;
    t -= step;
    if (Math.abs(step) < 500) break;
  }
  return Math.round(t / 1000) * 1000;
}

function newMoonBefore(ms: number): number {
  const since = norm360(elongation(ms)) / (360 / SYNODIC_DAYS);
  const found = newMoonNear(ms - since * DAY_MS);
  return found <= ms ? found : newMoonNear(found - SYNODIC_DAYS * DAY_MS);
}

/** The Sun's sidereal sign (0 = Mesha … 11 = Meena) at an instant. */
function siderealSunSign(ms: number): number {
  const { sun, ayanamsa } = longitudes(ms);
  return Math.floor(norm360(sun - ayanamsa) / 30);
}

/**
 * The lunar month at `ms`. Amanta: new Moon to new Moon, named for the Sun's sign at its first new Moon
 * (Sun in Meena: Chaitra; in Mesha: Vaishakha; …), adhika when the Sun enters no sign before the next
 * new Moon (the month then repeats the following month's name). Purnimanta: the dark half belongs to
 * the month that follows; an adhika month runs new Moon to new Moon in both reckonings.
 */
export function lunarMonth(ms: number, paksha: "Shukla" | "Krishna") {
  const newMoonMs = newMoonBefore(ms);
  const nextNewMoonMs = newMoonNear(newMoonMs + SYNODIC_DAYS * DAY_MS);
  const startSign = siderealSunSign(newMoonMs);
  const endSign = siderealSunSign(nextNewMoonMs);
  const amanta: LunarMonth = { name: MASAS[(startSign + 1) % 12]!, adhika: startSign === endSign };
  const purnimanta: LunarMonth = amanta.adhika || paksha === "Shukla" ? amanta : { name: MASAS[(endSign + 1) % 12]!, adhika: false };
  // Vikram and Shaka years begin with Chaitra: a month from Pausha on whose new Moon falls in January
  // to April belongs to the year that began the spring before.
  const start = new Date(newMoonMs);
  const index = (startSign + 1) % 12;
  const year = start.getUTCFullYear() - (index >= 9 && start.getUTCMonth() <= 3 ? 1 : 0);
  return { month: { amanta, purnimanta, newMoonMs, nextNewMoonMs }, samvat: { vikram: year + 57, shaka: year - 78 } };
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

/** The panchang of `date` (yyyy-mm-dd, the civil day in `zone`) at latitude/longitude. */
export function panchang(date: string, latitude: number, longitude: number, zone: string): Panchang {
  const { startMs: dayStart, endMs: dayEnd } = localDayBounds({ birthDate: date, birthTime: null, latitude, longitude, timezone: zone });
  const sunrise = inDay(nextRiseOrSet(dayStart, C.SE_SUN, "rise", latitude, longitude), dayStart, dayEnd);
  const sunset = sunrise === null ? null : nextRiseOrSet(sunrise, C.SE_SUN, "set", latitude, longitude);
  if (sunrise === null || sunset === null) throw new PolarDayError("The Sun does not rise or set at this place on this day, so it has no panchang day.");

  const nextSunrise = nextRiseOrSet(sunset, C.SE_SUN, "rise", latitude, longitude);
  if (nextSunrise === null) throw new PolarDayError("The Sun does not rise again after this day at this place, so it has no panchang day.");
  const before = nextRiseOrSet(sunrise - DAY_MS - 6 * 3_600_000, C.SE_SUN, "rise", latitude, longitude);
  const previousSunrise = before !== null && before < sunrise - 3_600_000 ? before : null;

  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const t = measure(sunrise, "tithi");
  const tithiNumber = Math.floor(t) + 1;
  const { paksha, name: tithiName } = tithiOf(tithiNumber);
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
    tithi: { number: tithiNumber, name: tithiName, paksha, endMs: boundary(sunrise, "tithi") },
    nakshatra: { number: n + 1, name: NAKSHATRAS[n]!, endMs: boundary(sunrise, "nakshatra") },
    yoga: { number: y + 1, name: YOGAS[y]!, endMs: boundary(sunrise, "yoga") },
    karana: { number: k + 1, name: karanaName(k), endMs: boundary(sunrise, "karana") },
    nextSunriseMs: nextSunrise,
    tithis: limbsOfDay("tithi", previousSunrise, sunrise, nextSunrise).map((span) => ({ ...span, paksha: tithiOf(span.number).paksha })),
    nakshatras: limbsOfDay("nakshatra", previousSunrise, sunrise, nextSunrise),
    yogas: limbsOfDay("yoga", previousSunrise, sunrise, nextSunrise),
    // Two karanas to a tithi: no sunrise-based kshaya or vriddhi is reckoned for them.
    karanas: limbsOfDay("karana", previousSunrise, sunrise, nextSunrise).map((span) => ({ ...span, kshaya: false, vriddhi: false })),
    ...lunarMonth(sunrise, paksha),
    rahuKaal: eighth(sunrise, sunset, RAHU_PART[weekday]!),
    yamaganda: eighth(sunrise, sunset, YAMAGANDA_PART[weekday]!),
    gulikaKaal: eighth(sunrise, sunset, GULIKA_PART[weekday]!),
    abhijit: { startMs: Math.round(sunrise + 7 * muhurta), endMs: Math.round(sunrise + 8 * muhurta) },
  };
}
