/**
 * The Love tab in depth, from a stored chart: Venus and Mars by sign, house and aspect; the 5th and
 * 7th houses by the sign on their cusp and where their rulers stand; the Venus of the navamsa (D9);
 * the year animal's matches (Three Harmonies, Six Harmonies) and its clash. Pure: reads the chart's
 * facts, computes nothing from the ephemeris.
 */
import { ANIMALS, formatDegreeMinute, SIGN_INFO, signOf, type Animal, type Planet, type Sign } from "./constants";
import type { ChartData, VedicData } from "./natal";
import { chineseRelation } from "./synastry";
import { banks } from "./texts/banks";
import { orbTenths, type AspectType } from "./western";
import { fill } from "./texts/template";
import type { Locale } from "~/i18n/locales";

type Words = ReturnType<typeof banks>["love"] & { L: ReturnType<typeof banks>["lexicon"] };
type Houses = Readonly<Record<number, string | undefined>>;

export interface LoveAspect {
  with: Planet;
  type: AspectType;
  /** Distance from exact, rounded once to the tenth shown. */
  orb: number;
  text: string;
}

export interface LovePlanet {
  planet: "Venus" | "Mars";
  sign: Sign;
  /** "14°05′", by the rounding every tab uses. */
  degree: string;
  retrograde: boolean;
  /** Null without a birth time (no houses). */
  house: number | null;
  signText: string;
  houseText: string | null;
  /** The closest first, at most four. */
  aspects: LoveAspect[];
}

export interface LoveHouse {
  house: 5 | 7;
  sign: Sign;
  ruler: Planet;
  rulerSign: Sign;
  rulerHouse: number | null;
  text: string;
  rulerText: string;
}

export interface LoveReading {
  venus: LovePlanet;
  mars: LovePlanet;
  /** The 5th and 7th houses; empty without a birth time. */
  houses: LoveHouse[];
  /** Sidereal Venus in the navamsa (D9). */
  navamsaVenus: { sign: Sign; text: string };
  /** Null only for a stored chart whose animal is not one of the twelve. */
  animal: {
    animal: Animal;
    text: string;
    harmonies: Animal[];
    secretFriend: Animal;
    clash: Animal;
  } | null;
}

function ordinalHouse(T: Words, house: number) {
  return T.HOUSE_ORDINALS[house - 1] ?? "";
}

function lovePlanet(T: Words, chart: ChartData, planet: "Venus" | "Mars"): LovePlanet {
  const body = chart.bodies[planet];
  const aspects = chart.aspects
    .filter((a) => a.a === planet || a.b === planet)
    .map((a) => {
      const other = (a.a === planet ? a.b : a.a) as Planet;
      return {
        with: other,
        type: a.type,
        orb: orbTenths(a.orb),
        text: fill(T.ASPECT_LINE, { planet: T.L.planets[planet].name, tie: T.ASPECT_TIE[a.type], body: (T.BODY_IN_LOVE as Readonly<Record<string, string>>)[other]!, tone: T.ASPECT_TONE[a.type] }),
      };
    })
    .sort((x, y) => x.orb - y.orb)
    .slice(0, 4);
  return {
    planet,
    sign: body.sign,
    degree: formatDegreeMinute(body.degree),
    retrograde: body.retrograde,
    house: chart.timeKnown ? body.house : null,
    signText: (planet === "Venus" ? T.VENUS_SIGN : T.MARS_SIGN)[body.sign],
    houseText: chart.timeKnown && body.house ? ((planet === "Venus" ? T.VENUS_HOUSE : T.MARS_HOUSE) as Houses)[body.house]! : null,
    aspects,
  };
}

function loveHouse(T: Words, chart: ChartData, house: 5 | 7): LoveHouse | null {
  const cusp = chart.houses?.[house - 1];
  if (!chart.timeKnown || cusp === undefined) return null;
  const sign = signOf(cusp);
  const ruler = SIGN_INFO.find((s) => s.name === sign)!.ruler as Planet;
  const at = chart.bodies[ruler];
  const field = at.house ? (T.HOUSE_FIELD as Houses)[at.house] : null;
  const vars = { ruler: T.L.planets[ruler].name, ord: ordinalHouse(T, house), sign: T.L.signs[at.sign].name, role: T.ROLES[house], atOrd: ordinalHouse(T, at.house ?? 0), field: String(field) };
  const rulerText = fill(at.house === house ? T.RULER.own : T.RULER.other, vars);
  return {
    house,
    sign,
    ruler,
    rulerSign: at.sign,
    rulerHouse: at.house,
    text: (house === 5 ? T.FIFTH_CUSP : T.SEVENTH_CUSP)[sign],
    rulerText,
  };
}

/** The year animal's partners by the classical relations (synastry's chineseRelation). */
function animalMatches(animal: Animal) {
  const by = (kind: string) => ANIMALS.filter((other) => chineseRelation(animal, other).kind === kind);
  return {
    harmonies: by("san-he"),
    secretFriend: by("liu-he")[0]!,
    clash: by("clash")[0]!,
  };
}

export function loveReading(chart: ChartData, vedic: Pick<VedicData, "navamsa">, yearAnimal: string, locale: Locale = "en"): LoveReading {
  const T = { ...banks(locale).love, L: banks(locale).lexicon };
  const animal = ANIMALS.find((a) => a === yearAnimal) ?? null;
  const houses = ([5, 7] as const).map((h) => loveHouse(T, chart, h)).filter((h): h is LoveHouse => h !== null);
  const navamsa = vedic.navamsa.Venus;
  return {
    venus: lovePlanet(T, chart, "Venus"),
    mars: lovePlanet(T, chart, "Mars"),
    houses,
    navamsaVenus: { sign: navamsa, text: T.NAVAMSA_VENUS[navamsa] },
    animal: animal ? { animal, text: T.ANIMAL_LOVE[animal], ...animalMatches(animal) } : null,
  };
}
