/**
 * Yogas: the planetary combinations the product checks in the sidereal chart, each reported only when
 * its rule holds, with the planets that make it. Rules, sources and choices:
 * docs/decisions/011-sade-sati-and-yogas.md. Signs are whole signs; "house" counts from the lagna,
 * "from the Moon" counts from the Moon's sign. Without a birth time there is no lagna, and the yogas
 * that need it (YOGAS_NEEDING_LAGNA) are not claimed.
 */
import type { Locale } from "~/i18n/locales";
import { SIGNS, norm360 } from "./constants";
import { banks, listJoin } from "./texts/banks";
import { fill } from "./texts/template";

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

const SEVEN: readonly Seven[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];
/** The lord of each sign, Aries first. */
export const SIGN_LORDS: readonly Seven[] = ["Mars", "Venus", "Mercury", "Moon", "Sun", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Saturn", "Jupiter"];
export const EXALTATION: Record<Seven, number> = { Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6 };
const OWN: Record<Seven, number[]> = { Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10] };
const MAHAPURUSHA: [YogaKind, Seven][] = [["ruchaka", "Mars"], ["bhadra", "Mercury"], ["hamsa", "Jupiter"], ["malavya", "Venus"], ["sasa", "Saturn"]];
const KENDRA = [1, 4, 7, 10];

/** The sentences of a language's yogas bank, with its names of the planets and signs and its lists ("Mars, Venus and Saturn"). */
function wordsIn(locale: Locale) {
  const { yogas, lexicon } = banks(locale);
  return {
    D: yogas.DETAILS,
    ord: (n: number) => yogas.ORDINALS[n - 1]!,
    planet: (p: Seven) => lexicon.planets[p].name,
    sign: (s: number) => lexicon.signs[SIGNS[s]!].name,
    list: (items: string[]) => listJoin(items, lexicon.list),
  };
}
type Words = ReturnType<typeof wordsIn>;

/** Whole-sign count from `from` to `to`: 1 = the same sign. */
const count = (from: number, to: number) => ((to - from + 12) % 12) + 1;

export interface YogaInput {
  /** Sidereal longitudes of the grahas. */
  planets: Record<YogaPlanet, { longitude: number }>;
  /** Sidereal lagna longitude; null without a birth time. */
  lagna: number | null;
}

/** Every yoga of the set whose rule holds, in YOGA_KINDS order, told in `locale`. */
export function findYogas(input: YogaInput, locale: Locale = "en"): Yoga[] {
  const w = wordsIn(locale);
  const { D, sign: name } = w;
  const sign = {} as Record<YogaPlanet, number>;
  for (const p of Object.keys(input.planets) as YogaPlanet[]) sign[p] = Math.floor(norm360(input.planets[p].longitude) / 30);
  const lagna = input.lagna === null ? null : Math.floor(norm360(input.lagna) / 30);
  const moon = sign.Moon;
  const out: Yoga[] = [];

  const fromMoonJupiter = count(moon, sign.Jupiter);
  if (KENDRA.includes(fromMoonJupiter)) {
    out.push({
      kind: "gajakesari",
      planets: ["Jupiter", "Moon"],
      detail: fromMoonJupiter === 1 ? fill(D.gajakesariSame, { sign: name(moon) }) : fill(D.gajakesari, { jupiter: name(sign.Jupiter), ord: w.ord(fromMoonJupiter), moon: name(moon) }),
    });
  }
  if (sign.Sun === sign.Mercury) out.push({ kind: "budhaditya", planets: ["Sun", "Mercury"], detail: fill(D.budhaditya, { sign: name(sign.Sun) }) });

  if (lagna !== null) {
    for (const [kind, p] of MAHAPURUSHA) {
      const s = sign[p];
      const house = count(lagna, s);
      const dignity = OWN[p].includes(s) ? D.ownSign : EXALTATION[p] === s ? D.exaltation : null;
      if (dignity && KENDRA.includes(house)) out.push({ kind, planets: [p], detail: fill(D.mahapurusha, { planet: w.planet(p), dignity, sign: name(s), house: String(house) }) });
    }
  }

  const moonMars = count(moon, sign.Mars);
  if (moonMars === 1 || moonMars === 7) {
    out.push({
      kind: "chandra-mangala",
      planets: ["Moon", "Mars"],
      detail: moonMars === 1 ? fill(D.chandraSame, { sign: name(moon) }) : fill(D.chandraOpposite, { moon: name(moon), mars: name(sign.Mars) }),
    });
  }

  out.push(...kemadrumaOf(sign, lagna, w));

  if (lagna !== null) {
    const lordOf = (house: number) => SIGN_LORDS[(lagna + house - 1) % 12]!;
    out.push(...joinedLords("raja", lordOf, [1, 4, 7, 10], [1, 5, 9], sign, lagna, w));
    out.push(...joinedLords("dhana", lordOf, [2, 11], [1, 2, 5, 9, 11], sign, lagna, w));
  }
  out.push(...neechaBhanga(sign, lagna, w));
  return out;
}

function kemadrumaOf(sign: Record<YogaPlanet, number>, lagna: number | null, { D, list, ord, planet, sign: name }: Words): Yoga[] {
  const moon = sign.Moon;
  const counted: Seven[] = ["Mars", "Mercury", "Jupiter", "Venus", "Saturn"];
  if (counted.some((p) => count(moon, sign[p]) === 2 || count(moon, sign[p]) === 12)) return [];
  const cancellations: string[] = [];
  // Those sharing the Moon's sign, in a kendra from it, in a kendra from the lagna: one sentence each ("shares", "share").
  const holding = [
    [D.share, counted.filter((p) => sign[p] === moon)],
    [D.kendraMoon, counted.filter((p) => [4, 7, 10].includes(count(moon, sign[p])))],
    [D.kendraLagna, lagna === null ? [] : counted.filter((p) => KENDRA.includes(count(lagna, sign[p])))],
  ] as const;
  for (const [says, planets] of holding) if (planets.length) cancellations.push(fill(says[planets.length > 1 ? "many" : "one"], { list: list(planets.map(planet)) }));
  const jupiterAspect = count(sign.Jupiter, moon);
  if ([5, 7, 9].includes(jupiterAspect)) cancellations.push(fill(D.jupiterAspect, { ord: ord(jupiterAspect) }));
  return [{
    kind: "kemadruma",
    planets: ["Moon"],
    detail: fill(D.kemadruma, { moon: name(moon), before: name((moon + 11) % 12), after: name((moon + 1) % 12) }),
    cancellations,
  }];
}

/** Pairs of lords, one from each list of houses, joined by sign (together, opposite, or exchanged), and single lords of both. */
function joinedLords(kind: "raja" | "dhana", lordOf: (house: number) => Seven, first: number[], second: number[], sign: Record<YogaPlanet, number>, lagna: number, w: Words): Yoga[] {
  const { D, planet, sign: name } = w;
  const out: Yoga[] = [];
  const seen = new Set<string>();
  const housesOf = (p: Seven, list: number[]) => list.filter((h) => lordOf(h) === p);
  for (const h1 of first) {
    for (const h2 of second) {
      const [a, b] = [lordOf(h1), lordOf(h2)];
      if (h1 === h2) continue;
      if (a === b) {
        // One planet ruling a kendra and a trikona (other than the lagna itself): a yogakaraka.
        if (kind !== "raja" || h1 === 1 || h2 === 1 || seen.has(a)) continue;
        seen.add(a);
        out.push({ kind, planets: [a], detail: fill(D.yogakaraka, { planet: planet(a), low: String(Math.min(h1, h2)), high: String(Math.max(h1, h2)), sign: name(sign[a]), house: String(count(lagna, sign[a])) }) });
        continue;
      }
      const key = [a, b].sort().join("+");
      if (seen.has(key)) continue;
      const [sa, sb] = [sign[a], sign[b]];
      const how =
        sa === sb ? D.together : count(sa, sb) === 7 ? D.opposite : SIGN_LORDS[sa] === b && SIGN_LORDS[sb] === a ? D.exchange : null;
      if (!how) continue;
      seen.add(key);
      const hs = (p: Seven) => w.list(housesOf(p, [...new Set([...first, ...second])].sort((x, y) => x - y)).map(String));
      const detail = fill(D[kind], { a: planet(a), ha: hs(a), b: planet(b), hb: hs(b), how: fill(how, { a: name(sa), b: name(sb) }) });
      out.push({ kind, planets: [a, b], detail });
    }
  }
  return out;
}

function neechaBhanga(sign: Record<YogaPlanet, number>, lagna: number | null, { D, planet, sign: name, list }: Words): Yoga[] {
  const out: Yoga[] = [];
  for (const p of SEVEN) {
    const fall = (EXALTATION[p] + 6) % 12;
    if (sign[p] !== fall) continue;
    const lord = SIGN_LORDS[fall]!;
    const exalted = SEVEN.find((q) => EXALTATION[q] === fall) ?? null;
    const reasons: string[] = [];
    for (const helper of exalted && exalted !== lord ? [lord, exalted] : [lord]) {
      if (helper === p) continue;
      const role = fill(helper === lord ? D.lordOf : D.exaltedIn, { sign: name(fall) });
      const refs: string[] = [];
      if (lagna !== null && KENDRA.includes(count(lagna, sign[helper]))) refs.push(D.theLagna);
      if (KENDRA.includes(count(sign.Moon, sign[helper])) && helper !== "Moon") refs.push(D.theMoon);
      if (refs.length) reasons.push(fill(D.angular, { helper: planet(helper), role, refs: list(refs) }));
    }
    if (reasons.length) out.push({ kind: "neecha-bhanga", planets: [p], detail: fill(D.neecha, { planet: planet(p), sign: name(fall), reasons: reasons.join(D.reasonSeparator) }) });
  }
  return out;
}
