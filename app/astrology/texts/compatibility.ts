/**
 * The compatibility report's prose, written from the facts `synastry.ts` computes. It leads with what
 * is specific to the couple (the tightest cross-aspects, the animal relation, the Guna Milan totals),
 * then reads each system in turn. Wording varies by couple (a hash of both charts), never the facts.
 */
import { SIGN_INFO, signIndex, type Animal, type Element, type Planet, type Sign } from "../constants";
import type { AspectType } from "../western";
import type { GunaMilanResult, MoonReading as MoonStatement } from "../synastry";
import type { ManglikStatus } from "../kundli";
import { capitalise, hash32, pick } from "./pick";
import type { Locale } from "~/i18n/locales";
import { banks, listJoin, type Banks } from "./banks";
import { fill } from "./template";

type Words = Banks["synastry"] & Banks["compatibility"];
const pointName = (L: Banks["lexicon"], p: Point) => (p === "Ascendant" ? L.points.Ascendant : L.planets[p]).name;

export interface ReportSection {
  id: "highlights" | "western" | "chinese" | "vedic" | "manglik" | "summary" | "notes";
  title: string;
  paragraphs: string[];
  /**
   * Facts set out one per line after the first paragraph: the contacts of the Western section, the
   * kootas of the Vedic one. The text form lists them; a designed page shows them as cards and a table.
   */
  list?: string[];
}

/** One contact between the two charts with the line that reads it (the same words as the report's). */
export interface ContactReading {
  a: Point;
  b: Point;
  type: AspectType;
  orb: number;
  meaning: string;
}

type Point = Planet | "Ascendant";

/** Where the sidereal Moon is: "Magha pada 2 (Leo)", or "Ashlesha or Magha (Cancer or Leo)" without a time. */
function vedicMoon(T: Words, m: MoonStatement): string {
  return fill(T.REPORT.vedicMoon, { nakshatra: m.nakshatra, pada: m.pada ? fill(T.REPORT.pada, { pada: String(m.pada) }) : "", rashi: m.rashi });
}

export interface CompatibilityProseInput {
  names: [string, string];
  /** Sun, Mars and Venus of each person, tropical. */
  a: { sun: Sign; mars: Sign; venus: Sign };
  b: { sun: Sign; mars: Sign; venus: Sign };
  /** Each Moon as stated: "X or Y" where an unknown birth time leaves it open (`guna` reads it at noon). */
  moons: { a: MoonStatement; b: MoonStatement };
  /** Seed for the wording: the same couple always reads the same. */
  seed: string;
  aspects: { a: Point; b: Point; type: AspectType; orb: number }[];
  keyContacts: { a: Point; b: Point; type: AspectType; orb: number }[];
  elements: { dominantA: Element; dominantB: Element; relation: "same" | "complementary" | "contrasting"; holdersA: string[]; holdersB: string[] };
  chinese: { a: string; b: string; animalA: Animal; animalB: Animal; relation: keyof Words["CHINESE_RELATION_TEXT"]; label: string };
  /** The Guna Milan and its doshas, with the totals read with A and with B as the bride (for the averaged note). */
  guna: Pick<GunaMilanResult, "score" | "total" | "verdictText" | "orientation" | "kootas"> & DoshaFacts & {
    totals: { aBride: number; bBride: number };
    a: { nakshatra: string; pada: number; rashi: Sign };
    b: { nakshatra: string; pada: number; rashi: Sign };
  };
  manglik: { a: { manglik: boolean; cancelled: boolean; note: string }; b: { manglik: boolean; cancelled: boolean; note: string } };
  notes: string[];
}

export function points(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function contactMeaning(T: Words, x: { a: Point; b: Point; type: AspectType }, A: string, B: string, seed: number, salt: number): string {
  const keys: Readonly<Record<string, string | undefined>> = T.KEY_CONTACTS;
  const key = keys[`${x.a}-${x.b}`] ?? keys[`${x.b}-${x.a}`];
  return fill(T.REPORT.contact, {
    key: key ? fill(T.REPORT.contactKey, { key }) : "",
    themeA: fill(pick(T.POINT_THEMES[x.a], seed, salt), { n: A }),
    themeB: fill(pick(T.POINT_THEMES[x.b], seed, salt + 1), { n: B }),
    tone: pick(T.CONTACT_TONES[x.type], seed, salt + 2),
  });
}

function aspectSentence(T: Words, L: Banks["lexicon"], x: { a: Point; b: Point; type: AspectType; orb: number }, A: string, B: string, seed: number, salt: number): string {
  return fill(T.REPORT.aspect, { A, a: pointName(L, x.a), word: T.ASPECT_WORD[x.type], B, b: pointName(L, x.b), orb: x.orb.toFixed(1), meaning: contactMeaning(T, x, A, B, seed, salt) });
}

/**
 * The report as sections (`renderReportText` makes the plain-text form) and the contacts it reads,
 * each with its line of meaning.
 */
export function writeCompatibility(f: CompatibilityProseInput, locale: Locale = "en"): { sections: ReportSection[]; contacts: ContactReading[] } {
  const T: Words = { ...banks(locale).synastry, ...banks(locale).compatibility };
  const L = banks(locale).lexicon;
  const [A, B] = f.names;
  const h = hash32(f.seed);
  const g = f.guna;
  const sections: ReportSection[] = [];

  // 1. What is specific to this couple.
  // Contacts between two slow planets (Jupiter to Pluto) are shared by a whole generation: not "yours".
  const SLOW = new Set<Point>(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);
  const tight = f.aspects.filter((x) => !(SLOW.has(x.a) && SLOW.has(x.b))).sort((x, y) => x.orb - y.orb).slice(0, 3);
  const highlights: string[] = [];
  const person = (name: string, sun: Sign, moon: MoonStatement, animal: string) =>
    fill(T.REPORT.person, { name, article: L.signs[sun].article, sun: L.signs[sun].name, moon: moon.sign, animal, nakshatra: moon.nakshatra });
  highlights.push(fill(T.REPORT.people, { a: person(A, f.a.sun, f.moons.a, f.chinese.a), b: person(B, f.b.sun, f.moons.b, f.chinese.b) }));
  if (tight.length) {
    const [first, ...rest] = tight;
    const pair = (x: (typeof tight)[number]) => ({ A, a: pointName(L, x.a), word: T.ASPECT_WORD[x.type], B, b: pointName(L, x.b), orb: x.orb.toFixed(1) });
    const next = rest.length ? fill(T.REPORT.next, { lead: pick(T.NEXT_LEADS, h, 2), list: listJoin(rest.map((x) => fill(T.REPORT.nextItem, pair(x))), L.list) }) : "";
    highlights.push(fill(T.REPORT.tightest, { lead: pick(T.TIGHTEST_LEADS, h, 1), ...pair(first!), meaning: contactMeaning(T, first!, A, B, h, 10) }) + next);
  } else {
    highlights.push(fill(T.REPORT.noTight, { A, B }));
  }
  const [animalA, animalB, label] = [T.ANIMAL_NAMES[f.chinese.animalA], T.ANIMAL_NAMES[f.chinese.animalB], T.RELATION_LABELS[f.chinese.relation]];
  highlights.push(fill(pick(T.RELATION_LEADS, h, 6), { a: animalA, b: animalB, label, gist: T.RELATION_GIST[f.chinese.relation] }));
  const ranked = [...g.kootas].sort((x, y) => y.points / y.max - x.points / x.max);
  const kootaName = (name: string) => T.KOOTAS.NAMES[name as KootaName];
  const full = ranked.filter((k) => k.points === k.max).map((k) => fill(T.REPORT.kootaFull, { name: kootaName(k.name), points: points(k.points), max: String(k.max) }));
  const zero = ranked.filter((k) => k.points === 0).map((k) => fill(T.REPORT.kootaZero, { name: kootaName(k.name), max: String(k.max) }));
  highlights.push(
    fill(T.REPORT.guna, {
      score: g.score,
      verdict: g.verdictText,
      full: full.length ? fill(T.REPORT.gunaFull, { list: listJoin(full, L.list) }) : "",
      zero: zero.length ? fill(T.REPORT.gunaZero, { list: listJoin(zero, L.list) }) : "",
    }),
  );
  sections.push({ id: "highlights", title: T.TITLES.highlights, paragraphs: highlights });

  // 2. Western synastry.
  const western: string[] = [];
  const key = f.keyContacts.length ? f.keyContacts : f.aspects.slice(0, 3);
  const id = (x: { a: Point; b: Point; type: AspectType }) => `${x.a}|${x.b}|${x.type}`;
  const shown = new Set(key.map(id));
  const others = f.aspects.filter((x) => !shown.has(id(x))).slice(0, 4);
  const listed = [...key, ...others];
  if (f.keyContacts.length) {
    const flowing = listed.filter((x) => x.type === "trine" || x.type === "sextile").length;
    const tense = listed.filter((x) => x.type === "square" || x.type === "opposition").length;
    const fused = listed.length - flowing - tense;
    const counts = { count: String(f.keyContacts.length), listed: String(listed.length), flowing: String(flowing), tense: String(tense) };
    western.push(fill(T.REPORT.keyContacts, { ...counts, A, B, fused: fused ? fill(T.REPORT.fused, { fused: String(fused) }) : "" }));
  } else {
    western.push(fill(T.REPORT.noKeyContacts, { A, B }));
  }
  const contacts = listed.map((x, i) => ({ ...x, meaning: `${capitalise(contactMeaning(T, x, A, B, h, 20 + i * 3))}.` }));
  const contactLines = listed.map((x, i) => aspectSentence(T, L, x, A, B, h, 20 + i * 3));
  const el = f.elements;
  const [ea, eb] = [T.ELEMENT_NAMES[el.dominantA], T.ELEMENT_NAMES[el.dominantB]];
  const pairText = fill(pick(T.ELEMENT_PAIRS[el.relation], h, 3), { x: ea, y: eb });
  western.push(fill(T.REPORT.elements, { A, ea, holdersA: listJoin(el.holdersA.map((p) => pointName(L, p as Point)), L.list), B, eb, holdersB: listJoin(el.holdersB.map((p) => pointName(L, p as Point)), L.list), pair: pairText }));
  western.push(sunPairing(T, f.a.sun, f.b.sun, h, locale));
  sections.push({ id: "western", title: T.TITLES.western, paragraphs: western, list: contactLines });

  // 3. Chinese zodiac.
  const ta = T.ANIMAL_TRAITS[f.chinese.animalA];
  const tb = T.ANIMAL_TRAITS[f.chinese.animalB];
  sections.push({
    id: "chinese",
    title: T.TITLES.chinese,
    paragraphs: [
      fill(T.REPORT.animals, { A, a: f.chinese.a, ta, B, b: f.chinese.b, tb }),
      fill(T.REPORT.animalRelation, { animalA, animalB, text: pick(T.CHINESE_RELATION_TEXT[f.chinese.relation], h, 7) }),
      fill(T.REPORT.relation, { label }),
    ],
  });

  // 4. Vedic Guna Milan.
  const vedic: string[] = [];
  // Without a birth time the kootas read the Moon at local noon: said once here, with that instant, and
  // the names below that come from the count carry "at noon" where the day leaves the Moon open.
  const open = (m: MoonStatement, noon: { nakshatra: string; rashi: Sign }) => !m.timeKnown && (m.nakshatra !== noon.nakshatra || m.rashi !== L.signs[noon.rashi].name);
  const openA = open(f.moons.a, g.a);
  const openB = open(f.moons.b, g.b);
  const R = T.REPORT;
  const noonRead = (name: string, m: { nakshatra: string; rashi: Sign }) => fill(R.noonRead, { name, nakshatra: m.nakshatra, rashi: L.signs[m.rashi].name });
  const noonReads = [openA ? noonRead(A, g.a) : "", openB ? noonRead(B, g.b) : ""].filter(Boolean);
  const noon = noonReads.length ? fill(R.moonsNoon, { list: listJoin(noonReads, L.list) }) : "";
  vedic.push(fill(R.moons, { A, moonA: vedicMoon(T, f.moons.a), B, moonB: vedicMoon(T, f.moons.b), noon }));
  const atNoon = (open: boolean, name: string) => (open ? fill(R.atNoon, { name }) : name);
  const [nakA, nakB] = [atNoon(openA, g.a.nakshatra), atNoon(openB, g.b.nakshatra)];
  const [rashiA, rashiB] = [atNoon(openA, L.signs[g.a.rashi].name), atNoon(openB, L.signs[g.b.rashi].name)];
  const kootaLines = g.kootas.map((k) => fill(R.kootaLine, { name: kootaName(k.name), points: points(k.points), max: String(k.max), detail: k.detail }));
  const best = ranked[0]!;
  const worst = ranked[ranked.length - 1]!;
  const meaning = (name: string) => (T.KOOTA_MEANING as Readonly<Record<string, string>>)[name]!;
  vedic.push(
    fill(R.gunaTotal, {
      score: g.score,
      verdict: g.verdictText,
      best: kootaName(best.name),
      bestPoints: points(best.points),
      bestMax: String(best.max),
      bestMeaning: meaning(best.name),
      worst: kootaName(worst.name),
      worstPoints: points(worst.points),
      worstMax: String(worst.max),
      worstMeaning: meaning(worst.name),
    }),
  );
  if (g.orientation === "averaged") {
    vedic.push(
      g.totals.aBride === g.totals.bBride
        ? fill(R.brideSame, { A, B, points: points(g.totals.aBride) })
        : fill(R.brideDiffer, { A, aPoints: points(g.totals.aBride), B, bPoints: points(g.totals.bBride) }),
    );
  }
  const doshas: string[] = [];
  if (g.nadi) doshas.push(fill(R.nadi, { nadi: kootaWord(T, g.nadi.a), nakA, nakB, exception: g.nadi.sameNakshatraOtherPada ? R.nadiException : "" }));
  if (g.bhakoot) doshas.push(fill(R.bhakoot, { rashiA, rashiB, relation: g.bhakoot.relation, cancelled: g.bhakoot.cancelled ? R.bhakootCancelled : "" }));
  if (g.ganaZero) doshas.push(fill(R.gana, { nakA, nakB }));
  vedic.push(doshas.length ? doshas.join(L.gap) : fill(R.noDosha, { rashiA, rashiB, nakA, nakB }));
  sections.push({ id: "vedic", title: T.TITLES.vedic, paragraphs: vedic, list: kootaLines });

  // 5. Manglik.
  const ma = f.manglik.a;
  const mb = f.manglik.b;
  sections.push({
    id: "manglik",
    title: T.TITLES.manglik,
    paragraphs: [
      fill(R.manglikNote, { name: A, note: ma.note }),
      fill(R.manglikNote, { name: B, note: mb.note }),
      ma.manglik && mb.manglik
        ? fill(R.manglikBoth, { A, B })
        : ma.manglik || mb.manglik
          ? fill(R.manglikOne, { who: ma.manglik ? A : B, A, B })
          : fill(R.manglikNeither, { A, B, exception: ma.cancelled || mb.cancelled ? R.manglikException : "" }),
    ],
  });

  // 6. Summary.
  const positives: string[] = [];
  const cautions: string[] = [];
  const animals = { label, animalA, animalB };
  if (g.total >= 25) positives.push(fill(R.strongGuna, { score: g.score }));
  else if (g.total < 18) cautions.push(fill(R.lowGuna, { score: g.score }));
  if (f.chinese.relation === "san-he" || f.chinese.relation === "liu-he") positives.push(fill(R.goodAnimals, animals));
  if (f.chinese.relation === "clash" || f.chinese.relation === "harm") cautions.push(fill(R.badAnimals, { ...animals, label: label.toLowerCase() }));
  const soft = f.keyContacts.filter((x) => x.type === "trine" || x.type === "sextile" || x.type === "conjunction");
  const hard = f.keyContacts.filter((x) => x.type === "square" || x.type === "opposition");
  if (soft.length > hard.length) positives.push(fill(R.softContact, { a: pointName(L, soft[0]!.a), b: pointName(L, soft[0]!.b), type: banks(locale).sky.ASPECT_NOUN[soft[0]!.type] }));
  if (hard.length > soft.length) cautions.push(fill(R.hardContact, { a: pointName(L, hard[0]!.a), b: pointName(L, hard[0]!.b), type: banks(locale).sky.ASPECT_NOUN[hard[0]!.type] }));
  const anchor = tight[0] ? fill(R.anchorContact, { A, a: pointName(L, tight[0].a), B, b: pointName(L, tight[0].b) }) : fill(R.anchorSuns, { A, sunA: L.signs[f.a.sun].name, B, sunB: L.signs[f.b.sun].name });
  sections.push({
    id: "summary",
    title: T.TITLES.summary,
    paragraphs: [
      fill(R.summary, {
        A,
        B,
        positives: positives.length ? listJoin(positives, L.list) : R.summaryPlain,
        cautions: cautions.length ? fill(R.summaryCautions, { list: listJoin(cautions, L.list) }) : "",
      }),
      capitalise(fill(pick(T.CLOSINGS, h, 5), { anchor })),
    ],
  });

  if (f.notes.length) sections.push({ id: "notes", title: T.TITLES.notes, paragraphs: f.notes });
  return { sections, contacts };
}

function sunPairing(T: Words, a: Sign, b: Sign, seed: number, locale: Locale): string {
  const d = (signIndex(b) - signIndex(a) + 12) % 12;
  const [ea, eb] = [T.ELEMENT_NAMES[SIGN_INFO[signIndex(a)]!.element], T.ELEMENT_NAMES[SIGN_INFO[signIndex(b)]!.element]];
  const L = banks(locale).lexicon;
  const both = a === b ? fill(T.REPORT.sunsBoth, { sign: L.signs[a].name }) : fill(T.REPORT.sunsPair, { a: L.signs[a].name, b: L.signs[b].name });
  const kind = d === 0 ? "same" : d === 6 ? "opposite" : d === 4 || d === 8 ? "trine" : d === 3 || d === 9 ? "square" : d === 2 || d === 10 ? "sextile" : "other";
  return capitalise(fill(pick(T.SUN_PAIRS[kind], seed, 4), { both, ea, eb }));
}

/** The plain-text report (the API's `report` field and the .txt download). */
export function renderReportText(names: [string, string], sections: ReportSection[], locale: Locale = "en"): string {
  const out = [fill(banks(locale).compatibility.REPORT.head, { a: names[0].toUpperCase(), b: names[1].toUpperCase() })];
  for (const s of sections) {
    const [first, ...rest] = s.paragraphs;
    out.push("", s.title.toUpperCase(), ...(first === undefined ? [] : [first]), ...(s.list ?? []).map((item) => `- ${item}`), ...rest);
  }
  return out.join("\n");
}

// ---------- the prose fields of the engine's result (kept for the API) ----------

type KootaName = keyof Banks["compatibility"]["KOOTAS"]["NAMES"];
/** A koota's side by its key (a Varna, a Yoni, a nadi…) in the bank's language; a name given already localized (a lord, a sign) as it is. */
const kootaWord = (C: Banks["compatibility"], key: string) => (C.KOOTAS.WORDS as Readonly<Record<string, string | undefined>>)[key] ?? key;

/** What a koota compares, the first person's side first ("Deva and Rakshasa"). */
export function kootaDetail(name: KootaName, a: string, b: string, values: Record<string, string> = {}, locale: Locale = "en"): string {
  const C = banks(locale).compatibility;
  // Only Tara's counts and Bhakoot's distances fill more than the two sides.
  return fill(C.KOOTAS.DETAIL[name], { ca: "", cb: "", near: "", far: "", ...values, a: kootaWord(C, a), b: kootaWord(C, b) });
}

/** The cancellations of the Manglik rule that hold, worded ("Mars is in its own sign, Aries"). */
export const manglikCancellations = (m: Pick<ManglikStatus, "cancellations" | "marsSign" | "houseFromJupiter">, locale: Locale = "en") =>
  m.cancellations.map((w) => fill(banks(locale).compatibility.MANGLIK[w], { sign: banks(locale).lexicon.signs[m.marsSign].name, n: String(m.houseFromJupiter) }));

/** A chart's Manglik line: the sign and house of Mars counted from `ref` (the lagna when known), and the cancellations where they apply. */
export function manglikNote(m: ManglikStatus, ref: "lagna" | "moon" | "noon", locale: Locale = "en"): string {
  const M = banks(locale).compatibility.MANGLIK;
  const cancelled = m.cancelled ? fill(M.cancelled, { why: manglikCancellations(m, locale).join(M.join) }) : "";
  return fill(m.fromLagna ?? m.fromMoon ? M.yes : M.no, { sign: banks(locale).lexicon.signs[m.marsSign].name, house: String(m.houseFromLagna ?? m.houseFromMoon), ref: M[ref], cancelled });
}

export function gunaVerdictText(verdict: "Excellent" | "Good" | "Average" | "Low", locale: Locale = "en"): string {
  return banks(locale).compatibility.GUNA_VERDICTS[verdict];
}

type DoshaFacts = GunaMilanResult["doshaFacts"];
export function doshaTexts(f: DoshaFacts, locale: Locale = "en"): string[] {
  const F = banks(locale).compatibility.FIELDS;
  const out: string[] = [];
  if (f.nadi) out.push(fill(F.doshaNadi, { nadi: kootaWord(banks(locale).compatibility, f.nadi.a), exception: f.nadi.sameNakshatraOtherPada ? F.doshaNadiException : "" }));
  if (f.bhakoot) out.push(fill(F.doshaBhakoot, { relation: f.bhakoot.relation, cancelled: f.bhakoot.cancelled ? F.doshaBhakootCancelled : "" }));
  if (f.ganaZero) out.push(F.doshaGana);
  return out;
}

export function manglikPairNote(names: [string, string], a: boolean, b: boolean, locale: Locale = "en"): string {
  const F = banks(locale).compatibility.FIELDS;
  if (a && b) return F.pairBoth;
  return a || b ? fill(F.pairOne, { who: a ? names[0] : names[1] }) : F.pairNeither;
}

export function unknownTimeNote(name: string, nakshatraCandidates: readonly string[], locale: Locale = "en"): string {
  const F = banks(locale).compatibility.FIELDS;
  const moved = nakshatraCandidates.length > 1 ? fill(F.unknownTimeMoved, { list: listJoin(nakshatraCandidates, banks(locale).lexicon.list) }) : "";
  return fill(F.unknownTime, { name, moved });
}
