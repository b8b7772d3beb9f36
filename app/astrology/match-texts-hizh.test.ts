// The Match readings in Hindi and Simplified Chinese: the compatibility report, the composite chart, the
// Love tab and "you and them today", run through their writers for a spread of couples, charts and days.
import { describe, expect, it } from "vitest";
import { NAKSHATRAS, PLANETS, SIGNS, type Nakshatra, type Sign } from "./constants";
import { compositeChart } from "./composite";
import { daySky } from "./daily";
import { natalChart } from "./index";
import { loveReading } from "./love";
import { compatibility } from "./synastry";
import { compositeReading } from "./texts/composite";
import { doshaTexts, gunaVerdictText, manglikPairNote, unknownTimeNote, writeCompatibility } from "./texts/compatibility";
import { banks } from "./texts/banks";
import { SAMPLE_CHARTS, SAMPLE_COUPLES } from "./texts/samples";
import { sentencesOf, wordsOf } from "./texts/pick";
import { repeatedSixWords } from "./texts/metrics";
import { togetherToday } from "./together";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const FILES = ["compatibility", "synastry", "composite", "together", "love"] as const;

/** Every string of a bank with where it sits ("REPORT.head", "SUN_PAIRS.same.1"). */
function strings(value: unknown, where: string): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  return Object.entries(value as object).flatMap(([k, v]) => strings(v, where ? `${where}.${k}` : k));
}

/** Sentences that appear under two or more keys of one bank. */
function sharedInBanks(locale: "en" | "hi" | "zh-Hans"): number {
  let shared = 0;
  for (const file of FILES)
    for (const [, bank] of Object.entries(banks(locale)[file] as object)) {
      const owners = new Map<string, Set<string>>();
      for (const [key, text] of strings(bank, ""))
        for (const s of sentencesOf(text)) {
          const norm = wordsOf(s, locale).join(" ");
          if (norm) owners.set(norm, (owners.get(norm) ?? new Set()).add(key.split(".")[0]!));
        }
      shared += [...owners.values()].filter((keys) => keys.size > 1).length;
    }
  return shared;
}

describe.each([
  { locale: "hi", language: "Hindi", script: /\p{Script=Devanagari}/gu },
  { locale: "zh-Hans", language: "Simplified Chinese", script: /\p{Script=Han}/gu },
] as const)("the Match readings in $language", ({ locale, script }) => {
  const L = banks(locale).lexicon;
  const nak = (n: string) => L.nakshatras[n as Nakshatra];
  const names = SAMPLE_COUPLES.flatMap((c) => [c.a.name, c.b.name]);
  /** A paragraph in the language: filled, no English word, no Latin letter beyond people's names and Vedic terms, long enough, no six-word run twice. */
  const check = (text: string, where: string, min = 40) => {
    expect(text, where).not.toContain("{");
    expect(text.match(ENGLISH), where).toBeNull();
    // Proper names: the people's, and the nakshatras' where the panchang keeps them in Latin letters.
    const proper = [...names, ...NAKSHATRAS.map(nak).filter((n) => /[A-Za-z]/.test(n))];
    const bare = proper.reduce((t, n) => t.replaceAll(n, ""), text);
    expect(bare.match(/[A-Za-z]+/g), where).toBeNull();
    expect(text.match(script)?.length ?? 0, where).toBeGreaterThanOrEqual(min);
    expect(repeatedSixWords(text, locale), where).toBeNull();
    // Chinese runs its sentences together: no space after a full stop.
    if (locale === "zh-Hans") expect(text, where).not.toMatch(/[。；：] /);
  };

  it("writes the compatibility report for each sample couple in the language", () => {
    for (const { a, b } of SAMPLE_COUPLES) {
      const r = compatibility({ name: a.name, natal: natalChart(a.birth) }, { name: b.name, natal: natalChart(b.birth) }, { locale });
      const g = r.gunaMilan;
      // The facts as a caller in this language hands them over: names from the lexicon and the panchang's words.
      const first = (x: string) => x.split(" or ")[0]!;
      const moon = (m: typeof r.moons.a) => ({ ...m, sign: L.signs[first(m.sign) as Sign].name, rashi: L.signs[first(m.rashi) as Sign].name, nakshatra: nak(first(m.nakshatra)) });
      const side = (s: typeof g.a) => ({ ...s, nakshatra: nak(s.nakshatra) });
      const { sections } = writeCompatibility(
        {
          names: [a.name, b.name],
          a: { sun: natalChart(a.birth).chart.bodies.Sun.sign, mars: "Aries", venus: "Taurus" },
          b: { sun: natalChart(b.birth).chart.bodies.Sun.sign, mars: "Leo", venus: "Libra" },
          moons: { a: moon(r.moons.a), b: moon(r.moons.b) },
          seed: `${a.name}|${b.name}`,
          aspects: r.western.aspects,
          keyContacts: r.western.keyContacts,
          elements: { dominantA: r.western.elements.dominantA, dominantB: r.western.elements.dominantB, relation: r.western.elements.relation, holdersA: ["Sun", "Venus"], holdersB: ["Moon", "Mars"] },
          chinese: { a: banks(locale).synastry.ANIMAL_NAMES.Rat, b: banks(locale).synastry.ANIMAL_NAMES.Dog, animalA: "Rat", animalB: "Dog", relation: "clash", label: banks(locale).synastry.RELATION_LABELS.clash },
          guna: {
            ...g,
            verdictText: gunaVerdictText(g.verdict, locale),
            totals: { aBride: g.total, bBride: g.total + 1 },
            kootas: g.kootas,
            a: side(g.a),
            b: side(g.b),
            nadi: { a: "Madhya", b: "Madhya", sameNakshatraOtherPada: true },
            bhakoot: { relation: "6/8", cancelled: true },
            ganaZero: true,
          },
          manglik: r.manglik,
          notes: [unknownTimeNote(b.name, [nak("Ashwini"), nak("Bharani")], locale)],
        },
        locale,
      );
      for (const s of sections) {
        expect(s.title.match(/[A-Za-z]/), s.id).toBeNull();
        s.paragraphs.forEach((p, i) => check(p, `${a.name} ${s.id} ${i}`, s.id === "chinese" ? 2 : s.id === "manglik" ? 10 : 20));
        for (const line of s.list ?? []) check(line, `${a.name} ${s.id} ${line}`, 0);
      }
      expect(sections.map((s) => s.paragraphs.join("")).join("").match(script)!.length).toBeGreaterThanOrEqual(600);
    }
    for (const text of doshaTexts({ nadi: { a: "Adi", b: "Adi", sameNakshatraOtherPada: true }, bhakoot: { relation: "6/8", cancelled: true }, ganaZero: true }, locale)) check(text, "dosha", 20);
    for (const [a, b] of [[true, false], [false, false], [true, true]]) check(manglikPairNote(["Ada", "Grace"], a!, b!, locale), "pair", 15);
  });

  it("names the kootas and writes what each compares and each Manglik note in the language, every number as in English", () => {
    const numbers = (text: string) => text.match(/\d+/g);
    for (const { a, b } of SAMPLE_COUPLES) {
      const people = [{ name: a.name, natal: natalChart(a.birth) }, { name: b.name, natal: natalChart(b.birth) }] as const;
      const [r, en] = [compatibility(...people, { locale }), compatibility(...people)];
      r.gunaMilan.kootas.forEach((k, i) => {
        check(`${banks(locale).compatibility.KOOTAS.NAMES[k.name]} ${k.detail}`, `${a.name} ${k.name}`, 3);
        expect(numbers(k.detail), k.name).toEqual(numbers(en.gunaMilan.kootas[i]!.detail));
      });
      for (const side of ["a", "b"] as const) {
        check(r.manglik[side].note, `${a.name} Manglik ${side}`, 15);
        expect(numbers(r.manglik[side].note)).toEqual(numbers(en.manglik[side].note));
      }
    }
    const untimed = (name: string) => ({ name, bodies: Object.fromEntries(PLANETS.map((p, k) => [p, { longitude: k * 40 }])) as Record<(typeof PLANETS)[number], { longitude: number }>, midheaven: null, timeKnown: false, latitude: 40, jdUt: 2460000 });
    for (const note of [compositeChart(untimed("Ada"), { ...untimed("Grace"), timeKnown: true }, locale).anglesNote, compositeChart(untimed("Ada"), untimed("Grace"), locale).anglesNote]) check(note!, "angles", 20);
  });

  it("reads the composite Sun in every sign, its strongest current and its rising sign", () => {
    for (const [i, sign] of SIGNS.entries()) {
      const at = (offset: number) => Object.fromEntries(PLANETS.map((p, k) => [p, { longitude: (i * 30 + 10 + offset + k * 37) % 360 }])) as Record<(typeof PLANETS)[number], { longitude: number }>;
      const side = (name: string, offset: number) => ({ name, bodies: at(offset), midheaven: { longitude: (i * 47 + offset) % 360 }, timeKnown: true, latitude: 40, jdUt: 2460000 });
      const c = compositeChart(side("Ada", 0), side("Grace", 6));
      expect(c.bodies.Sun.sign).toBe(sign);
      const text = compositeReading(c, { a: "Ada", b: "Grace" }, locale);
      expect(text).toContain(L.signs[sign].name);
      check(text, `composite ${sign}`, 60);
    }
  });

  it("writes the Love tab of every sample chart", () => {
    for (const sample of SAMPLE_CHARTS) {
      const natal = natalChart(sample.birth);
      const love = loveReading(natal.chart, natal.vedic, natal.chinese.animal, locale);
      for (const p of [love.venus, love.mars]) {
        check(p.signText, `${p.planet} ${p.sign}`);
        if (p.houseText) check(p.houseText, `${p.planet} house ${p.house}`, 15);
        for (const x of p.aspects) check(x.text, `${p.planet} ${x.type} ${x.with}`, 25);
      }
      for (const h of love.houses) {
        check(h.text, `house ${h.house}`, 20);
        check(h.rulerText, `ruler ${h.house}`);
        expect(h.rulerText).toContain(L.planets[h.ruler].name);
      }
      check(love.navamsaVenus.text, "navamsa", 20);
      if (love.animal) check(love.animal.text, love.animal.animal, 20);
    }
  });

  it("writes 'you and them today' over thirty days, quiet or not", () => {
    const you = natalChart({ birthDate: "1990-06-15", birthTime: "14:30", latitude: 51.5, longitude: -0.13 }).chart;
    const them = natalChart({ birthDate: "1988-03-09", birthTime: "08:15", latitude: 40.71, longitude: -74.01 }).chart;
    for (let d = 1; d <= 30; d++) {
      const date = `2026-11-${String(d).padStart(2, "0")}`;
      check(togetherToday(you, them, daySky(date, "Europe/London"), "Grace", locale).text, date, 30);
    }
  });

  it("shares no more sentences between two keys of a bank than English does", () => {
    expect(sharedInBanks(locale)).toBeLessThanOrEqual(sharedInBanks("en"));
  });
});
