/**
 * Compatibility: Western synastry, Chinese animal relation, Vedic Ashtakoota Guna Milan and a Manglik
 * check. This module computes the facts; every sentence (the report's sections and text, the verdict,
 * dosha and Manglik notes) is written by texts/compatibility.ts. Guna Milan rule set GUNA_RULESET
 * (see docs/decisions/001).
 */
import {
  ANIMALS, PLANETS, SIGNS, SIGN_INFO, signIndex, norm360,
  type Animal, type ChineseElement, type Element, type Nakshatra, type Planet, type Sign,
} from "./constants";
import { lahiriAyanamsa, siderealPosition } from "./ephemeris";
import { julianDayFromMs } from "./time";
import { nakshatraOf } from "./vedic";
import { manglikRule } from "./kundli";
import { SIGN_LORDS } from "./yogas";
import { aspectBetween, orbTenths, type AspectType } from "./western";
import type { ChartData, VedicData } from "./natal";
import type { Locale } from "~/i18n/locales";

import { doshaTexts, gunaVerdictText, kootaDetail, manglikNote, manglikPairNote, points, renderReportText, unknownTimeNote, writeCompatibility, type ContactReading, type ReportSection } from "./texts/compatibility";
import { banks } from "./texts/banks";
import { fill } from "./texts/template";
import yoniScores from "./data/yoni-scores.json" with { type: "json" };
import maitriScores from "./data/maitri-scores.json" with { type: "json" };
export type { ContactReading, ReportSection } from "./texts/compatibility";

export const GUNA_RULESET = "three-skies-gm-1";

// Tables transcribed from __fixtures__/guna-milan.json (PyJHora data and cited web pages).

type Varna = "Brahmin" | "Kshatriya" | "Vaishya" | "Shudra";
const VARNA_ORDER: Varna[] = ["Brahmin", "Kshatriya", "Vaishya", "Shudra"];
// Common web convention: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra.
const VARNA_OF_SIGN: Varna[] = ["Kshatriya", "Vaishya", "Shudra", "Brahmin", "Kshatriya", "Vaishya", "Shudra", "Brahmin", "Kshatriya", "Vaishya", "Shudra", "Brahmin"];
const VARNA: number[][] = [[1, 0, 0, 0], [1, 1, 0, 0], [1, 1, 1, 0], [1, 1, 1, 1]]; // [girl][boy]

type VashyaGroup = "Chatushpada" | "Manava" | "Jalachara" | "Vanachara" | "Keeta";
const VASHYA_ORDER: VashyaGroup[] = ["Chatushpada", "Manava", "Jalachara", "Vanachara", "Keeta"];
const VASHYA: number[][] = [ // Saravali matrix, [girl][boy]
  [2, 0.5, 1, 0, 2], [0.5, 2, 0, 0, 0], [1, 0, 2, 2, 2], [0, 0, 2, 2, 0], [1, 0, 1, 0, 2],
];
// [first half, second half] of each sign: Sagittarius and Capricorn change group at 15°.
const VASHYA_OF_SIGN: [VashyaGroup, VashyaGroup][] = [
  ["Chatushpada", "Chatushpada"], ["Chatushpada", "Chatushpada"], ["Manava", "Manava"], ["Jalachara", "Jalachara"],
  ["Vanachara", "Vanachara"], ["Manava", "Manava"], ["Manava", "Manava"], ["Keeta", "Keeta"],
  ["Manava", "Chatushpada"], ["Chatushpada", "Jalachara"], ["Manava", "Manava"], ["Jalachara", "Jalachara"],
];
function vashyaGroup(siderealLon: number): VashyaGroup {
  return VASHYA_OF_SIGN[Math.floor(norm360(siderealLon) / 30)]![norm360(siderealLon) % 30 < 15 ? 0 : 1];
}

type Gana = "Deva" | "Manushya" | "Rakshasa";
const GANA_ORDER: Gana[] = ["Deva", "Manushya", "Rakshasa"];
const GANA: number[][] = [[6, 6, 0], [5, 6, 0], [1, 0, 6]]; // [girl][boy], PyJHora
const GANA_OF: Gana[] = ["Deva", "Manushya", "Rakshasa", "Manushya", "Deva", "Manushya", "Deva", "Deva", "Rakshasa", "Rakshasa", "Manushya", "Manushya", "Deva", "Rakshasa", "Deva", "Rakshasa", "Deva", "Rakshasa", "Rakshasa", "Manushya", "Manushya", "Deva", "Rakshasa", "Rakshasa", "Manushya", "Manushya", "Deva"];

const YONI_ORDER = ["Horse", "Elephant", "Sheep", "Serpent", "Dog", "Cat", "Rat", "Cow", "Buffalo", "Tiger", "Deer", "Monkey", "Mongoose", "Lion"] as const;
type Yoni = (typeof YONI_ORDER)[number];
const YONI_OF: Yoni[] = ["Horse", "Elephant", "Sheep", "Serpent", "Serpent", "Dog", "Cat", "Sheep", "Cat", "Rat", "Rat", "Cow", "Buffalo", "Tiger", "Buffalo", "Tiger", "Deer", "Deer", "Dog", "Monkey", "Mongoose", "Monkey", "Lion", "Horse", "Lion", "Cow", "Elephant"];
const YONI: number[][] = yoniScores;

const LORD_ORDER = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"] as const;
const MAITRI: number[][] = maitriScores;

type Nadi = "Adi" | "Madhya" | "Antya";
const NADI_CYCLE: Nadi[] = ["Adi", "Madhya", "Antya", "Antya", "Madhya", "Adi"];
function nadiOf(nakshatraNumber: number): Nadi {
  return NADI_CYCLE[(nakshatraNumber - 1) % 6]!;
}

const TARA_NAMES = ["Parama Mitra", "Janma", "Sampat", "Vipat", "Kshema", "Pratyari", "Sadhaka", "Vadha", "Mitra"];
function taraPoints(from: number, to: number): { count: number; name: string; good: boolean } {
  const count = ((to - from + 27) % 27) + 1;
  const rem = count % 9;
  return { count, name: TARA_NAMES[rem]!, good: rem !== 3 && rem !== 5 && rem !== 7 };
}

export interface GunaMoon {
  /** Sidereal (Lahiri) Moon longitude. */
  siderealLongitude: number;
}

export interface Koota {
  name: "Varna" | "Vashya" | "Tara" | "Yoni" | "Graha Maitri" | "Gana" | "Bhakoot" | "Nadi";
  points: number;
  max: number;
  detail: string;
}

export interface GunaMilanResult {
  ruleset: string;
  orientation: "A-bride" | "B-bride" | "averaged";
  kootas: Koota[];
  total: number;
  max: 36;
  /** "N/36" */
  score: string;
  verdict: "Excellent" | "Good" | "Average" | "Low";
  verdictText: string;
  doshas: string[];
  /** The doshas as facts (for the texts module). */
  doshaFacts: {
    nadi: { a: string; b: string; sameNakshatraOtherPada: boolean } | null;
    bhakoot: { relation: string; cancelled: boolean } | null;
    ganaZero: boolean;
  };
  a: { nakshatra: Nakshatra; pada: number; rashi: Sign };
  b: { nakshatra: Nakshatra; pada: number; rashi: Sign };
}

function round5(x: number): number {
  return Math.round(x * 2) / 2;
}

/**
 * Ashtakoota Guna Milan from two sidereal Moons. Three kootas (Varna, Vashya, Gana) depend on who is
 * the bride; pass `bride` to choose, otherwise both readings are averaged (rounded to half points).
 */
export function gunaMilan(a: GunaMoon, b: GunaMoon, bride?: "A" | "B", locale: Locale = "en"): GunaMilanResult {
  const na = nakshatraOf(a.siderealLongitude);
  const nb = nakshatraOf(b.siderealLongitude);
  const sa = Math.floor(norm360(a.siderealLongitude) / 30);
  const sb = Math.floor(norm360(b.siderealLongitude) / 30);

  const asym = (girl: { lon: number; nak: number; sign: number }, boy: { lon: number; nak: number; sign: number }) => ({
    varna: VARNA[VARNA_ORDER.indexOf(VARNA_OF_SIGN[girl.sign]!)]![VARNA_ORDER.indexOf(VARNA_OF_SIGN[boy.sign]!)]!,
    vashya: VASHYA[VASHYA_ORDER.indexOf(vashyaGroup(girl.lon))]![VASHYA_ORDER.indexOf(vashyaGroup(boy.lon))]!,
    gana: GANA[GANA_ORDER.indexOf(GANA_OF[girl.nak - 1]!)]![GANA_ORDER.indexOf(GANA_OF[boy.nak - 1]!)]!,
  });
  const pa = { lon: a.siderealLongitude, nak: na.number, sign: sa };
  const pb = { lon: b.siderealLongitude, nak: nb.number, sign: sb };
  const aBride = asym(pa, pb);
  const bBride = asym(pb, pa);
  const chosen =
    bride === "A" ? aBride : bride === "B" ? bBride : {
      varna: round5((aBride.varna + bBride.varna) / 2),
      vashya: round5((aBride.vashya + bBride.vashya) / 2),
      gana: round5((aBride.gana + bBride.gana) / 2),
    };

  const t1 = taraPoints(na.number, nb.number);
  const t2 = taraPoints(nb.number, na.number);
  const tara = (t1.good ? 1.5 : 0) + (t2.good ? 1.5 : 0);
  const ya = YONI_OF[na.number - 1]!;
  const yb = YONI_OF[nb.number - 1]!;
  const yoni = YONI[YONI_ORDER.indexOf(ya)]![YONI_ORDER.indexOf(yb)]!;
  const la = SIGN_LORDS[sa]!;
  const lb = SIGN_LORDS[sb]!;
  const maitri = MAITRI[LORD_ORDER.indexOf(la)]![LORD_ORDER.indexOf(lb)]!;
  const dist = ((sb - sa + 12) % 12) + 1; // 1..12 counted inclusively
  const back = dist === 1 ? 1 : 14 - dist; // the count the other way round
  const bhakootBad = [2, 12, 5, 9, 6, 8].includes(dist);
  const bhakoot = bhakootBad ? 0 : 7;
  const nadiA = nadiOf(na.number);
  const nadiB = nadiOf(nb.number);
  const nadi = nadiA === nadiB ? 0 : 8;

  const L = banks(locale).lexicon;
  const koota = (name: Koota["name"], points: number, max: number, sides: [string, string], values?: Record<string, string>): Koota => ({ name, points, max, detail: kootaDetail(name, ...sides, values, locale) });
  const kootas: Koota[] = [
    koota("Varna", chosen.varna, 1, [VARNA_OF_SIGN[sa]!, VARNA_OF_SIGN[sb]!]),
    koota("Vashya", chosen.vashya, 2, [vashyaGroup(a.siderealLongitude), vashyaGroup(b.siderealLongitude)]),
    koota("Tara", tara, 3, [t1.name, t2.name], { ca: String(t1.count), cb: String(t2.count) }),
    koota("Yoni", yoni, 4, [ya, yb]),
    koota("Graha Maitri", maitri, 5, [L.planets[la].name, L.planets[lb].name]),
    koota("Gana", chosen.gana, 6, [GANA_OF[na.number - 1]!, GANA_OF[nb.number - 1]!]),
    koota("Bhakoot", bhakoot, 7, [L.signs[SIGNS[sa]!].name, L.signs[SIGNS[sb]!].name], { near: String(Math.min(dist, back)), far: String(Math.max(dist, back)) }),
    koota("Nadi", nadi, 8, [nadiA, nadiB]),
  ];
  const total = kootas.reduce((s, k) => s + k.points, 0);
  const verdict = total >= 33 ? "Excellent" : total >= 25 ? "Good" : total >= 18 ? "Average" : "Low";
  const doshaFacts: GunaMilanResult["doshaFacts"] = {
    nadi: nadi === 0 ? { a: nadiA, b: nadiB, sameNakshatraOtherPada: na.number === nb.number && na.pada !== nb.pada } : null,
    bhakoot: bhakootBad ? { relation: `${Math.min(dist, back)}/${Math.max(dist, back)}`, cancelled: la === lb || maitri >= 4 } : null,
    ganaZero: chosen.gana === 0,
  };
  const verdictText = gunaVerdictText(verdict, locale);
  const doshas = doshaTexts(doshaFacts, locale);
  return {
    ruleset: GUNA_RULESET,
    orientation: bride === "A" ? "A-bride" : bride === "B" ? "B-bride" : "averaged",
    kootas,
    total,
    max: 36,
    score: `${points(total)}/36`,
    verdict,
    verdictText,
    doshas,
    doshaFacts,
    a: { nakshatra: na.name, pada: na.pada, rashi: SIGNS[sa]! },
    b: { nakshatra: nb.name, pada: nb.pada, rashi: SIGNS[sb]! },
  };
}

export interface ManglikResult {
  manglik: boolean;
  cancelled: boolean;
  fromLagna: number | null;
  fromMoon: number;
  marsSign: Sign;
  note: string;
}

/**
 * Mars in houses 1, 2, 4, 7, 8 or 12 (whole sign, sidereal) from the Lagna, or from the Moon without a
 * birth time, with the common cancellations: the same rule as the profile's `vedic.manglik` (kundli.ts).
 */
export function manglik(chart: ChartData, vedic: VedicData, locale: Locale = "en"): ManglikResult {
  const jd = julianDayFromMs(Date.parse(chart.utc));
  const mars = siderealPosition(jd, "Mars").longitude;
  const jupiter = siderealPosition(jd, "Jupiter").longitude;
  const lagna = chart.timeKnown && chart.ascendant ? norm360(chart.ascendant.longitude - lahiriAyanamsa(jd)) : null;
  const r = manglikRule({ mars, moon: vedic.siderealMoonLongitude, jupiter, lagna });
  // Without a birth time the Moon is the noon one: said, since the day may leave its sign open.
  const note = manglikNote(r, r.houseFromLagna !== null ? "lagna" : chart.timeKnown ? "moon" : "noon", locale);
  return { manglik: r.manglik, cancelled: r.cancelled, fromLagna: r.houseFromLagna, fromMoon: r.houseFromMoon, marsSign: r.marsSign, note };
}

export type ChineseRelationKind = "san-he" | "liu-he" | "clash" | "harm" | "same" | "neutral";
export function chineseRelation(a: Animal, b: Animal): { kind: ChineseRelationKind; label: string } {
  const i = ANIMALS.indexOf(a);
  const j = ANIMALS.indexOf(b);
  const d = (j - i + 12) % 12;
  let kind: ChineseRelationKind = "neutral";
  if (i === j) kind = "same";
  else if (d === 4 || d === 8) kind = "san-he";
  else if ((i + j) % 12 === 1) kind = "liu-he";
  else if (d === 6) kind = "clash";
  else if ((i + j) % 12 === 7) kind = "harm";
  const label = { "san-he": "Three Harmonies", "liu-he": "Six Harmonies", clash: "Clash", harm: "Harm", same: "Same sign", neutral: "Neutral" }[kind];
  return { kind, label };
}

export interface InterAspect {
  a: Planet | "Ascendant";
  b: Planet | "Ascendant";
  type: AspectType;
  orb: number;
}

const KEY = new Set(["Sun", "Moon", "Venus", "Mars"]);
const IMPORTANCE: Record<string, number> = { Sun: 1.4, Moon: 1.4, Venus: 1.3, Mars: 1.2, Mercury: 1, Jupiter: 0.9, Saturn: 0.9, Ascendant: 1.2, Uranus: 0.6, Neptune: 0.6, Pluto: 0.6 };

function chartPoints(chart: ChartData): { name: Planet | "Ascendant"; longitude: number }[] {
  const out: { name: Planet | "Ascendant"; longitude: number }[] = [];
  for (const p of PLANETS) {
    if (p === "Moon" && !chart.timeKnown) continue;
    out.push({ name: p, longitude: chart.bodies[p].longitude });
  }
  if (chart.ascendant) out.push({ name: "Ascendant", longitude: chart.ascendant.longitude });
  return out;
}

/** The points that count for a chart's elements (Sun to Mars, Ascendant), each with its element and weight. */
function elementPoints(chart: ChartData): { name: string; element: Element; weight: number }[] {
  const signs: [string, Sign | undefined][] = [["Sun", chart.bodies.Sun.sign], ["Moon", chart.timeKnown ? chart.bodies.Moon.sign : undefined]];
  for (const p of ["Mercury", "Venus", "Mars"] as const) signs.push([p, chart.bodies[p].sign]);
  signs.push(["Ascendant", chart.ascendant?.sign]);
  return signs.flatMap(([name, sign]) => (sign ? [{ name, element: SIGN_INFO[signIndex(sign)]!.element, weight: name === "Sun" || name === "Moon" ? 2 : 1 }] : []));
}
function elementCounts(chart: ChartData): Record<Element, number> {
  const c: Record<Element, number> = { Fire: 0, Earth: 0, Air: 0, Water: 0 };
  for (const p of elementPoints(chart)) c[p.element] += p.weight;
  return c;
}
/** The points (Sun to Mars, Ascendant) of a chart in signs of an element. */
function elementHolders(chart: ChartData, element: Element): string[] {
  return elementPoints(chart).flatMap((p) => (p.element === element ? [p.name] : []));
}
function dominant(c: Record<Element, number>): Element {
  return (Object.keys(c) as Element[]).reduce((best, e) => (c[e] > c[best] ? e : best), "Fire");
}

export interface CompatibilityPerson {
  name: string;
  /** `moonSignCandidates`: the tropical Moon's signs over the birth day (one when the time is known). */
  natal: { chart: ChartData; vedic: VedicData; chinese: { animal: string; element: string }; moonSignCandidates: readonly Sign[] };
}

/**
 * A person's Moon as the report states it (its signs in the prose's language; the facts in English).
 * Without a birth time it reads "X or Y" wherever the day leaves it open (the sign, the rashi, the
 * nakshatra) and has no pada; the kootas still read the Moon at local noon (`gunaMilan.a`/`.b`).
 */
export interface MoonReading {
  timeKnown: boolean;
  /** Tropical sign: "Leo", or "Cancer or Leo". */
  sign: string;
  /** Sidereal (Lahiri) sign. */
  rashi: string;
  nakshatra: string;
  pada: number | null;
}

function moonReading(p: CompatibilityPerson, noon: { nakshatra: string; pada: number; rashi: Sign }, locale?: Locale): MoonReading {
  const { chart, vedic, moonSignCandidates } = p.natal;
  const { lexicon: L, insights } = banks(locale);
  const or = (values: readonly string[], fallback: string, name = (sign: string) => L.signs[sign as Sign].name) => (chart.timeKnown || !values.length ? [fallback] : values).map(name).join(insights.OR);
  return {
    timeKnown: chart.timeKnown,
    sign: or(moonSignCandidates, chart.bodies.Moon.sign),
    rashi: or(vedic.moonSignCandidates, noon.rashi),
    nakshatra: or(vedic.nakshatraCandidates, noon.nakshatra, (n) => L.nakshatras[n as Nakshatra]),
    pada: chart.timeKnown ? noon.pada : null,
  };
}

export interface CompatibilityReport {
  names: [string, string];
  western: {
    aspects: InterAspect[];
    keyContacts: InterAspect[];
    /** The contacts the report reads (key contacts first, then the other strong ones), each with its line. */
    contacts: ContactReading[];
    elements: { a: Record<Element, number>; b: Record<Element, number>; dominantA: Element; dominantB: Element; relation: "same" | "complementary" | "contrasting" };
  };
  chinese: { a: string; b: string; relation: ChineseRelationKind; label: string };
  gunaMilan: GunaMilanResult;
  /** Each person's Moon as stated ("X or Y" where an unknown birth time leaves it open). */
  moons: { a: MoonReading; b: MoonReading };
  manglik: { a: ManglikResult; b: ManglikResult; note: string };
  notes: string[];
  /** The report's prose in sections (texts/compatibility.ts), for designed pages. */
  sections: ReportSection[];
  /** The same prose as plain text (the API's `report` and the .txt download). */
  text: string;
}

export function compatibility(A: CompatibilityPerson, B: CompatibilityPerson, opts: { bride?: "A" | "B"; locale?: Locale } = {}): CompatibilityReport {
  const ca = A.natal.chart;
  const cb = B.natal.chart;
  const all: (InterAspect & { score: number })[] = [];
  for (const pa of chartPoints(ca)) {
    for (const pb of chartPoints(cb)) {
      const asp = aspectBetween(pa.longitude, pb.longitude, 0.75);
      if (!asp) continue;
      all.push({ a: pa.name, b: pb.name, type: asp.type, orb: orbTenths(asp.orb), score: asp.orb / (IMPORTANCE[pa.name]! * IMPORTANCE[pb.name]!) });
    }
  }
  all.sort((x, y) => x.score - y.score);
  const strip = ({ a, b, type, orb }: InterAspect) => ({ a, b, type, orb });
  const aspects = all.slice(0, 8).map(strip);
  const keyContacts = all.filter((x) => KEY.has(x.a) && KEY.has(x.b)).slice(0, 6).map(strip);
  const ea = elementCounts(ca);
  const eb = elementCounts(cb);
  const da = dominant(ea);
  const db = dominant(eb);
  const complementary = (x: Element, y: Element) =>
    (x === "Fire" && y === "Air") || (x === "Air" && y === "Fire") || (x === "Earth" && y === "Water") || (x === "Water" && y === "Earth");
  const elemRel = da === db ? "same" : complementary(da, db) ? "complementary" : "contrasting";

  const animalA = A.natal.chinese.animal as Animal;
  const animalB = B.natal.chinese.animal as Animal;
  const rel = chineseRelation(animalA, animalB);

  const moons = [{ siderealLongitude: A.natal.vedic.siderealMoonLongitude }, { siderealLongitude: B.natal.vedic.siderealMoonLongitude }] as const;
  const gm = gunaMilan(...moons, opts.bride, opts.locale);
  const ma = manglik(ca, A.natal.vedic, opts.locale);
  const mb = manglik(cb, B.natal.vedic, opts.locale);
  const manglikNote = manglikPairNote([A.name, B.name], ma.manglik, mb.manglik, opts.locale);
  // The prose's names in its language: the nakshatras and each element-and-animal ("Metal Ox").
  const { lexicon: L, luck } = banks(opts.locale);
  const named = <T extends { nakshatra: Nakshatra }>(s: T) => ({ ...s, nakshatra: L.nakshatras[s.nakshatra] });
  const yearAnimal = (c: CompatibilityPerson["natal"]["chinese"]) => fill(L.yearAnimal, { element: luck.NAMES.elements[c.element as ChineseElement], animal: luck.NAMES.animals[c.animal as Animal] });
  const notes = ([[A, ca], [B, cb]] as const).flatMap(([p, c]) => (c.timeKnown ? [] : [unknownTimeNote(p.name, p.natal.vedic.nakshatraCandidates.map((n) => L.nakshatras[n]), opts.locale)]));

  const report: CompatibilityReport = {
    names: [A.name, B.name],
    western: { aspects, keyContacts, contacts: [], elements: { a: ea, b: eb, dominantA: da, dominantB: db, relation: elemRel } },
    chinese: { a: `${A.natal.chinese.element} ${animalA}`, b: `${B.natal.chinese.element} ${animalB}`, relation: rel.kind, label: rel.label },
    gunaMilan: gm,
    moons: { a: moonReading(A, gm.a), b: moonReading(B, gm.b) },
    manglik: { a: ma, b: mb, note: manglikNote },
    notes,
    sections: [],
    text: "",
  };
  const totals = opts.bride === undefined ? { aBride: gunaMilan(...moons, "A").total, bBride: gunaMilan(...moons, "B").total } : { aBride: gm.total, bBride: gm.total };
  const person = (c: ChartData) => ({ sun: c.bodies.Sun.sign, mars: c.bodies.Mars.sign, venus: c.bodies.Venus.sign });
  const written = writeCompatibility({
    names: [A.name, B.name],
    a: person(ca),
    b: person(cb),
    seed: `${ca.utc}|${cb.utc}|${A.name}|${B.name}`,
    aspects,
    keyContacts,
    elements: { dominantA: da, dominantB: db, relation: elemRel, holdersA: elementHolders(ca, da), holdersB: elementHolders(cb, db) },
    chinese: { a: yearAnimal(A.natal.chinese), b: yearAnimal(B.natal.chinese), animalA, animalB, relation: rel.kind, label: rel.label },
    guna: { ...gm, totals, ...gm.doshaFacts, a: named(gm.a), b: named(gm.b) },
    moons: { a: moonReading(A, gm.a, opts.locale), b: moonReading(B, gm.b, opts.locale) },
    manglik: { a: ma, b: mb },
    notes,
  }, opts.locale);
  report.sections = written.sections;
  report.western.contacts = written.contacts;
  report.text = renderReportText([A.name, B.name], report.sections, opts.locale);
  return report;
}

/** Compact facts for AI enrichment (ai.server enrichCompatibility): only what the engine computed. */
export function compatibilityFacts(r: CompatibilityReport) {
  return {
    names: r.names,
    score: r.gunaMilan.score,
    verdict: r.gunaMilan.verdict,
    kootas: r.gunaMilan.kootas.map((k) => ({ name: k.name, points: k.points, max: k.max, detail: k.detail })),
    doshas: r.gunaMilan.doshas,
    // Where each Moon is ("X or Y" without a birth time), and the Moons the kootas counted.
    moons: r.moons,
    countedMoons: { a: r.gunaMilan.a, b: r.gunaMilan.b },
    westernAspects: r.western.aspects,
    keyContacts: r.western.keyContacts,
    elements: { a: r.western.elements.dominantA, b: r.western.elements.dominantB, relation: r.western.elements.relation },
    chinese: r.chinese,
    manglik: { a: r.manglik.a.manglik, b: r.manglik.b.manglik, note: r.manglik.note },
    notes: r.notes,
  };
}
