/** Reference lists shared by the engine and the UI: signs, planets, animals, nakshatras. */
import tenGodNames from "./data/ten-god-names.json" with { type: "json" };
import planetMeanings from "./data/planet-meanings.json" with { type: "json" };
import lunarPhases from "./data/lunar-phases.json" with { type: "json" };
import planetGlyphs from "./data/planet-glyphs.json" with { type: "json" };
import animalEmoji from "./data/animal-emoji.json" with { type: "json" };

export const SIGNS = [
  "Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo",
  "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces",
] as const;
export type Sign = (typeof SIGNS)[number];

export type Element = "Fire" | "Earth" | "Air" | "Water";
export type Modality = "Cardinal" | "Fixed" | "Mutable";

export interface SignInfo {
  name: Sign;
  symbol: string;
  element: Element;
  modality: Modality;
  ruler: string;
}

const ELEMENTS: Element[] = ["Fire", "Earth", "Air", "Water"];
const MODALITIES: Modality[] = ["Cardinal", "Fixed", "Mutable"];
const SYMBOLS = ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"];
const RULERS = ["Mars", "Venus", "Mercury", "Moon", "Sun", "Mercury", "Venus", "Pluto", "Jupiter", "Saturn", "Uranus", "Neptune"];

export const SIGN_INFO: readonly SignInfo[] = SIGNS.map((name, i) => ({
  name,
  symbol: SYMBOLS[i]!,
  element: ELEMENTS[i % 4]!,
  modality: MODALITIES[i % 3]!,
  ruler: RULERS[i]!,
}));

export function signOf(longitude: number): Sign {
  return SIGNS[Math.floor(norm360(longitude) / 30) % 12]!;
}
export function signIndex(sign: Sign): number {
  return SIGNS.indexOf(sign);
}
export function norm360(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

/** The Moon's eight phases by elongation from the Sun (degrees below `max`); the names are identifiers too. */
export const LUNAR_PHASES: readonly { max: number; name: string }[] = lunarPhases;

/** An angle as -180..180 degrees. */
export function norm180(x: number): number {
  const r = norm360(x);
  return r > 180 ? r - 360 : r;
}

/** The remainder of a / n, from 0 up to n also for a negative a. */
export function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

export const PLANETS = [
  "Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto",
] as const;
export type Planet = (typeof PLANETS)[number];
export const OUTER_LIST: readonly Planet[] = ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];

export const PLANET_GLYPHS: Record<Planet, string> = planetGlyphs;

/** Short meanings shown next to each planet on the profile page. */
export const PLANET_MEANINGS: Record<Planet, string> = planetMeanings;

export const ANIMALS = [
  "Rat", "Ox", "Tiger", "Rabbit", "Dragon", "Snake", "Horse", "Goat", "Monkey", "Rooster", "Dog", "Pig",
] as const;
export type Animal = (typeof ANIMALS)[number];
export const ANIMAL_EMOJI: Record<Animal, string> = animalEmoji;

export type ChineseElement = "Wood" | "Fire" | "Earth" | "Metal" | "Water";
export const CHINESE_ELEMENTS: readonly ChineseElement[] = ["Wood", "Fire", "Earth", "Metal", "Water"];

export const NAKSHATRAS = [
  "Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha",
  "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha",
  "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada",
  "Uttara Bhadrapada", "Revati",
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** Vimshottari lords in nakshatra order (Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury) x3. */
const LORD_CYCLE = ["Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury"] as const;
export type NakshatraLord = (typeof LORD_CYCLE)[number];
export function nakshatraLord(number: number): NakshatraLord {
  return LORD_CYCLE[(number - 1) % 9]!;
}

/**
 * The one rule for reading a position: degrees and minutes are cut, never rounded up, so a body shows
 * the degree it is in (29°59.7′ is 29°59′, not 30°00′ of the same sign) and every tab, table, wheel,
 * text and report gives the same figure. Whole degrees in texts are the first half of the same reading.
 */
export function degreeMinute(degreeInSign: number): { degree: number; minute: number } {
  // The nudge keeps float error (10°07′ computed as 606.99999… minutes) from losing a minute.
  const totalMinutes = Math.floor(Math.max(0, degreeInSign) * 60 + 1e-6);
  return { degree: Math.floor(totalMinutes / 60), minute: totalMinutes % 60 };
}

/** "22°14′" from a degree within a sign (the rule of degreeMinute). */
export function formatDegreeMinute(degreeInSign: number): string {
  const { degree, minute } = degreeMinute(degreeInSign);
  return `${degree}°${String(minute).padStart(2, "0")}′`;
}

/** The whole degree within a sign, as texts quote it ("Sun in Leo (21°)"), by the same rule. */
export function wholeDegree(degreeInSign: number): number {
  return degreeMinute(degreeInSign).degree;
}

/** Sade Sati's three phases (Saturn in the 12th, 1st and 2nd sign from the Moon) and the small panoti (4th, 8th): sade-sati.ts. */
export const SATURN_PHASES = ["rising", "peak", "setting", "kantaka", "ashtama"] as const;
export type SaturnPhase = (typeof SATURN_PHASES)[number];

// --- BaZi: the ten gods, the qi of hidden stems, the sex the luck pillars' direction depends on ----

export const SEXES = ["female", "male"] as const;
export type Sex = (typeof SEXES)[number];

/** Main qi (the branch's own element), middle and residual qi of the stems hidden in a branch. */
export const QI = ["main", "middle", "residual"] as const;
export type Qi = (typeof QI)[number];

/** The ten gods in the order of the five steps from the day master's element, same polarity first. */
export const TEN_GODS = [
  "Friend",
  "Rob Wealth",
  "Eating God",
  "Hurting Officer",
  "Indirect Wealth",
  "Direct Wealth",
  "Seven Killings",
  "Direct Officer",
  "Indirect Resource",
  "Direct Resource",
] as const;
export type TenGod = (typeof TEN_GODS)[number];

/** Pinyin and characters of each god, for pages and texts. */
export const TEN_GOD_NAMES: Record<TenGod, { pinyin: string; hanzi: string }> = tenGodNames;

