/**
 * Yogas: the planetary combinations the product checks in the sidereal chart, each reported only when
 * its rule holds, with the planets that make it. Rules, sources and choices:
 * docs/decisions/011-sade-sati-and-yogas.md. Signs are whole signs; "house" counts from the lagna,
 * "from the Moon" counts from the Moon's sign. Without a birth time there is no lagna, and the yogas
 * that need it (YOGAS_NEEDING_LAGNA) are not claimed.
 */
import { SIGNS, norm360, type Sign } from "./constants";
import yogaRules from "./data/yoga-rules.json" with { type: "json" };

export type YogaPlanet = "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
type Seven = Exclude<YogaPlanet, "Rahu" | "Ketu">;

export const YOGA_KINDS = [
  "gajakesari",
  "budhaditya",
  "ruchaka",
  "bhadra",
  "hamsa",
  "malavya",
  "sasa",
  "chandra-mangala",
  "kemadruma",
  "raja",
  "dhana",
  "neecha-bhanga",
] as const;
export type YogaKind = (typeof YOGA_KINDS)[number];

/** The yogas that count houses from the lagna (not claimed without a birth time). */
export const YOGAS_NEEDING_LAGNA: readonly YogaKind[] = ["ruchaka", "bhadra", "hamsa", "malavya", "sasa", "raja", "dhana"];

export interface Yoga {
  kind: YogaKind;
  /** The planets that make it. */
  planets: YogaPlanet[];
  /** How the rule holds in this chart, in words. */
  detail: string;
  /** Kemadruma only: the cancellations that hold (then the yoga stands cancelled). */
  cancellations?: string[];
}

/** The rule of each yoga, in words (shown once above its instances). */
export const YOGA_RULES: Record<YogaKind, string> = yogaRules;

const SEVEN: readonly Seven[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];
/** The lord of each sign, Aries first. */
export const SIGN_LORDS: readonly Seven[] = ["Mars", "Venus", "Mercury", "Moon", "Sun", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Saturn", "Jupiter"];
export const EXALTATION: Record<Seven, number> = { Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6 };
const OWN: Record<Seven, number[]> = { Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10] };
const MAHAPURUSHA: [YogaKind, Seven][] = [["ruchaka", "Mars"], ["bhadra", "Mercury"], ["hamsa", "Jupiter"], ["malavya", "Venus"], ["sasa", "Saturn"]];
const KENDRA = [1, 4, 7, 10];
const ORDINAL = ["", "1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th"];

/** "Mars", "Mars and Venus", "Mars, Venus and Saturn". */
function list(names: string[]) {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Whole-sign count from `from` to `to`: 1 = the same sign. */
function count(from: number, to: number) {
  return ((to - from + 12) % 12) + 1;
}

export interface YogaInput {
  /** Sidereal longitudes of the grahas. */
  planets: Record<YogaPlanet, { longitude: number }>;
  /** Sidereal lagna longitude; null without a birth time. */
  lagna: number | null;
}

/** Every yoga of the set whose rule holds, in YOGA_KINDS order. */
export function findYogas(input: YogaInput): Yoga[] {
  const sign = {} as Record<YogaPlanet, number>;
  for (const p of Object.keys(input.planets) as YogaPlanet[]) sign[p] = Math.floor(norm360(input.planets[p].longitude) / 30);
  const lagna = input.lagna === null ? null : Math.floor(norm360(input.lagna) / 30);
  const name = (s: number): Sign => SIGNS[s]!;
  const moon = sign.Moon;
  const out: Yoga[] = [];

  const fromMoonJupiter = count(moon, sign.Jupiter);
  if (KENDRA.includes(fromMoonJupiter)) {
    out.push({
      kind: "gajakesari",
      planets: ["Jupiter", "Moon"],
      detail: fromMoonJupiter === 1 ? `Jupiter shares the Moon's sign, ${name(moon)}.` : `Jupiter in ${name(sign.Jupiter)} is ${ORDINAL[fromMoonJupiter]} from the Moon in ${name(moon)}.`,
    });
  }
  if (sign.Sun === sign.Mercury) out.push({ kind: "budhaditya", planets: ["Sun", "Mercury"], detail: `The Sun and Mercury are together in ${name(sign.Sun)}.` });

  if (lagna !== null) {
    for (const [kind, p] of MAHAPURUSHA) {
      const s = sign[p];
      const house = count(lagna, s);
      const dignity = OWN[p].includes(s) ? "its own sign" : EXALTATION[p] === s ? "exaltation" : null;
      if (dignity && KENDRA.includes(house)) out.push({ kind, planets: [p], detail: `${p} is in ${dignity}, ${name(s)}, in house ${house}.` });
    }
  }

  const moonMars = count(moon, sign.Mars);
  if (moonMars === 1 || moonMars === 7) {
    out.push({
      kind: "chandra-mangala",
      planets: ["Moon", "Mars"],
      detail: moonMars === 1 ? `The Moon and Mars meet in ${name(moon)}.` : `The Moon in ${name(moon)} faces Mars across the zodiac in ${name(sign.Mars)}.`,
    });
  }

  const kemadruma = kemadrumaOf(sign, lagna);
  if (kemadruma) out.push(kemadruma);

  if (lagna !== null) {
    const lordOf = (house: number) => SIGN_LORDS[(lagna + house - 1) % 12]!;
    out.push(...joinedLords("raja", lordOf, [1, 4, 7, 10], [1, 5, 9], sign, lagna));
    out.push(...joinedLords("dhana", lordOf, [2, 11], [1, 2, 5, 9, 11], sign, lagna));
  }
  out.push(...neechaBhanga(sign, lagna));
  return out;
}

function kemadrumaOf(sign: Record<YogaPlanet, number>, lagna: number | null): Yoga | null {
  const moon = sign.Moon;
  const counted: Seven[] = ["Mars", "Mercury", "Jupiter", "Venus", "Saturn"];
  if (counted.some((p) => count(moon, sign[p]) === 2 || count(moon, sign[p]) === 12)) return null;
  const cancellations: string[] = [];
  const withMoon = counted.filter((p) => sign[p] === moon);
  if (withMoon.length) cancellations.push(`${list(withMoon)} ${withMoon.length > 1 ? "share" : "shares"} the Moon's sign.`);
  const kendraMoon = counted.filter((p) => [4, 7, 10].includes(count(moon, sign[p])));
  if (kendraMoon.length) cancellations.push(`${list(kendraMoon)} ${kendraMoon.length > 1 ? "stand" : "stands"} in a kendra from the Moon.`);
  if (lagna !== null) {
    const kendraLagna = counted.filter((p) => KENDRA.includes(count(lagna, sign[p])));
    if (kendraLagna.length) cancellations.push(`${list(kendraLagna)} ${kendraLagna.length > 1 ? "occupy" : "occupies"} a kendra from the lagna.`);
  }
  const jupiterAspect = count(sign.Jupiter, moon);
  if ([5, 7, 9].includes(jupiterAspect)) cancellations.push(`Jupiter aspects the Moon (the Moon is ${ORDINAL[jupiterAspect]} from Jupiter).`);
  return {
    kind: "kemadruma",
    planets: ["Moon"],
    detail: `The signs either side of the Moon in ${SIGNS[moon]} (${SIGNS[(moon + 11) % 12]} and ${SIGNS[(moon + 1) % 12]}) hold none of Mars, Mercury, Jupiter, Venus or Saturn.`,
    cancellations,
  };
}

/** Pairs of lords, one from each list of houses, joined by sign (together, opposite, or exchanged), and single lords of both. */
function joinedLords(kind: "raja" | "dhana", lordOf: (house: number) => Seven, first: number[], second: number[], sign: Record<YogaPlanet, number>, lagna: number): Yoga[] {
  const out: Yoga[] = [];
  const seen = new Set<string>();
  const housesOf = (p: Seven, list: number[]) => list.filter((h) => lordOf(h) === p);
  for (const h1 of first) {
    for (const h2 of second) {
      const a = lordOf(h1);
      const b = lordOf(h2);
      if (h1 === h2) continue;
      if (a === b) {
        // One planet ruling a kendra and a trikona (other than the lagna itself): a yogakaraka.
        if (kind !== "raja" || h1 === 1 || h2 === 1 || seen.has(a)) continue;
        seen.add(a);
        out.push({ kind, planets: [a], detail: `${a} rules houses ${Math.min(h1, h2)} and ${Math.max(h1, h2)} by itself (a yogakaraka), and sits in ${SIGNS[sign[a]]}, house ${count(lagna, sign[a])}.` });
        continue;
      }
      const key = [a, b].sort().join("+");
      if (seen.has(key)) continue;
      const sa = sign[a];
      const sb = sign[b];
      const how =
        sa === sb
          ? `together in ${SIGNS[sa]}`
          : count(sa, sb) === 7
            ? `in opposite signs, ${SIGNS[sa]} and ${SIGNS[sb]}`
            : SIGN_LORDS[sa] === b && SIGN_LORDS[sb] === a
              ? `each in the other's sign (${SIGNS[sa]}, ${SIGNS[sb]})`
              : null;
      if (!how) continue;
      seen.add(key);
      const hs = (p: Seven) => housesOf(p, [...new Set([...first, ...second])].sort((x, y) => x - y)).join(" and ");
      const detail = kind === "raja" ? `${a} (lord of ${hs(a)}) and ${b} (lord of ${hs(b)}) are ${how}.` : `A wealth link: ${a}, ruling ${hs(a)}, with ${b}, ruling ${hs(b)}, ${how}.`;
      out.push({ kind, planets: [a, b], detail });
    }
  }
  return out;
}

function neechaBhanga(sign: Record<YogaPlanet, number>, lagna: number | null): Yoga[] {
  const out: Yoga[] = [];
  for (const p of SEVEN) {
    const fall = (EXALTATION[p] + 6) % 12;
    if (sign[p] !== fall) continue;
    const lord = SIGN_LORDS[fall]!;
    const exalted = SEVEN.find((q) => EXALTATION[q] === fall) ?? null;
    const reasons: string[] = [];
    for (const helper of exalted && exalted !== lord ? [lord, exalted] : [lord]) {
      if (helper === p) continue;
      const role = helper === lord ? `lord of ${SIGNS[fall]}` : `exalted in ${SIGNS[fall]}`;
      const refs: string[] = [];
      if (lagna !== null && KENDRA.includes(count(lagna, sign[helper]))) refs.push("the lagna");
      if (KENDRA.includes(count(sign.Moon, sign[helper])) && helper !== "Moon") refs.push("the Moon");
      if (refs.length) reasons.push(`${helper} (${role}) is angular to ${refs.join(" and ")}`);
    }
    if (reasons.length) {
      out.push({ kind: "neecha-bhanga", planets: [p], detail: `${p} is debilitated in ${SIGNS[fall]}, and the fall is cancelled: ${reasons.join("; ")}.` });
    }
  }
  return out;
}
