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

// English for now: the Love tab takes no locale yet.
const { ANIMAL_LOVE, ASPECT_TIE, ASPECT_TONE, BODY_IN_LOVE, FIFTH_CUSP, MARS_SIGN, NAVAMSA_VENUS, SEVENTH_CUSP, VENUS_SIGN } = banks().love;
const { HOUSE_FIELD, MARS_HOUSE, VENUS_HOUSE }: Record<string, Readonly<Record<number, string>>> = banks().love;

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

const ORDINAL = ["", "1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th"];
export function ordinalHouse(house: number) {
  return ORDINAL[house] ?? `${house}th`;
}

function lovePlanet(chart: ChartData, planet: "Venus" | "Mars"): LovePlanet {
  const body = chart.bodies[planet];
  const aspects = chart.aspects
    .filter((a) => a.a === planet || a.b === planet)
    .map((a) => {
      const other = (a.a === planet ? a.b : a.a) as Planet;
      return {
        with: other,
        type: a.type,
        orb: orbTenths(a.orb),
        text: `${planet} ${ASPECT_TIE[a.type]} ${BODY_IN_LOVE[other]}. ${ASPECT_TONE[a.type]}`,
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
    signText: (planet === "Venus" ? VENUS_SIGN : MARS_SIGN)[body.sign],
    houseText: chart.timeKnown && body.house ? (planet === "Venus" ? VENUS_HOUSE : MARS_HOUSE)[body.house]! : null,
    aspects,
  };
}

function loveHouse(chart: ChartData, house: 5 | 7): LoveHouse | null {
  const cusp = chart.houses?.[house - 1];
  if (!chart.timeKnown || cusp === undefined) return null;
  const sign = signOf(cusp);
  const ruler = SIGN_INFO.find((s) => s.name === sign)!.ruler as Planet;
  const at = chart.bodies[ruler];
  const field = at.house ? HOUSE_FIELD[at.house] : null;
  const role = house === 5 ? "romance" : "partnership";
  const rulerText =
    at.house === house
      ? `${ruler}, the ruler of your ${ordinalHouse(house)} house, stands in that house itself, in ${at.sign}: ${role} is a subject you live directly.`
      : `${ruler}, the ruler of your ${ordinalHouse(house)} house, stands in ${at.sign} in your ${ordinalHouse(at.house ?? 0)} house: ${role} tends to come to you through ${field}.`;
  return {
    house,
    sign,
    ruler,
    rulerSign: at.sign,
    rulerHouse: at.house,
    text: (house === 5 ? FIFTH_CUSP : SEVENTH_CUSP)[sign],
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

export function loveReading(chart: ChartData, vedic: Pick<VedicData, "navamsa">, yearAnimal: string): LoveReading {
  const animal = ANIMALS.find((a) => a === yearAnimal) ?? null;
  const houses = ([5, 7] as const).map((h) => loveHouse(chart, h)).filter((h): h is LoveHouse => h !== null);
  const navamsa = vedic.navamsa.Venus;
  return {
    venus: lovePlanet(chart, "Venus"),
    mars: lovePlanet(chart, "Mars"),
    houses,
    navamsaVenus: { sign: navamsa, text: NAVAMSA_VENUS[navamsa] },
    animal: animal ? { animal, text: ANIMAL_LOVE[animal], ...animalMatches(animal) } : null,
  };
}
